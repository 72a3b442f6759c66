package offline

import (
	"fmt"
	"regexp"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// isoDate is a date written as text, year first ('2014-03-15'), which
// sorts as text in the order of the days.
var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// isoDated reports whether a text property holds ISO dates: every sample
// the schema keeps is one (the evidence; with no samples it is not
// assumed).
func isoDated(p *schema.Property) bool {
	if p == nil || p.Type != schema.String || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		s, ok := v.(string)
		if !ok || !isoDate.MatchString(s) {
			return false
		}
	}
	return true
}

// yearOnText reads "hired in 2014", "released before 2010", "joined since
// 2019" where the property named just before holds ISO dates as text: the
// year becomes a range of text comparisons ('2014-01-01' ≤ d < '2015-01-01'),
// which sort like the days they name. It reports whether it placed the
// number at i.
func (o *offline) yearOnText(i int) bool {
	f, ok := o.numberAt(i)
	if !ok || f != float64(int(f)) || f < 1000 || f > 2999 {
		return false
	}
	cue := o.word(i - 1)
	var lo, hi string
	y := int(f)
	from, next := fmt.Sprintf("%04d-01-01", y), fmt.Sprintf("%04d-01-01", y+1)
	switch {
	case english.YearIn.Is(cue):
		lo, hi = from, next
	case english.CueBefore.Is(cue):
		hi = from
	case english.CueAfter.Is(cue):
		lo = next
	case english.CueSince.Is(cue):
		lo = from
	case english.CueUntil.Is(cue):
		hi = next
	default:
		return false
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		pos := o.tokenAt(e.Span)
		if pos >= i-1 || i-1-pos > 2 {
			continue
		}
		owner := e.Owner
		if owner == "" {
			owner = o.ownerOf(e.Name)
		}
		if !isoDated(schema.Find(o.propsOf(owner), e.Name)) {
			continue
		}
		v := o.varFor(owner, i)
		if v == "" {
			return false
		}
		o.consume(e)
		if lo != "" {
			o.filter = append(o.filter, templates.C(v, e.Name, templates.Ge, lo))
		}
		if hi != "" {
			o.filter = append(o.filter, templates.C(v, e.Name, templates.Lt, hi))
		}
		o.used[i], o.used[i-1] = true, true
		o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
			fmt.Sprintf("%s holds dates as text ('YYYY-MM-DD', as its samples show): %q %s is compared as text, which sorts like the days", e.Name, cue, o.word(i))))
		return true
	}
	return false
}
