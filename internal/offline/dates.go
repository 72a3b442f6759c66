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
// which sort like the days they name. A month before the year ("since
// March 2025", "in May 2024") narrows the range to that month. It reports
// whether it placed the number at i.
func (o *offline) yearOnText(i int) bool {
	f, ok := o.numberAt(i)
	if !ok || f != float64(int(f)) || f < 1000 || f > 2999 {
		return false
	}
	y := int(f)
	from, next := fmt.Sprintf("%04d-01-01", y), fmt.Sprintf("%04d-01-01", y+1)
	c, when := i-1, o.word(i)
	if m, ok := english.Month(o.word(i - 1)); ok {
		c, when = i-2, o.word(i-1)+" "+o.word(i)
		from = fmt.Sprintf("%04d-%02d-01", y, m)
		if m == 12 {
			next = fmt.Sprintf("%04d-01-01", y+1)
		} else {
			next = fmt.Sprintf("%04d-%02d-01", y, m+1)
		}
	}
	cue := o.word(c)
	var lo, hi string
	switch {
	case english.YearOf.Is(cue):
		return o.yearOnOnlyDate(i, c, from, next, when)
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
		if pos >= c || c-pos > 2 {
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
		for k := c; k <= i; k++ {
			o.used.mark(k)
		}
		o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
			fmt.Sprintf("%s holds dates as text ('YYYY-MM-DD', as its samples show): %q %s is compared as text, which sorts like the days", e.Name, cue, when)))
		return true
	}
	return o.yearOnOnlyDate(i, c, lo, hi, when)
}

// yearOnOnlyDate places a year no property is named for ("incidents in
// 2025", "incidents of 2025") on the one date the thing named last before
// it holds as ISO text, when it has no year-like number: a year is never
// compared with a duration or a count, whose values merely look alike in
// size. Several dates, or a year-like number beside the date, leave the
// number to numericTarget, which refuses a year on a non-year.
func (o *offline) yearOnOnlyDate(i, c int, lo, hi, when string) bool {
	for k := c - 1; k >= 0 && k >= c-2; k-- {
		if o.linksKind(k, "prop") {
			return false // a property is named: its own reading decides
		}
	}
	var near *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < i && (near == nil || n.pos > near.pos) {
			near = n
		}
	}
	if near == nil {
		return false
	}
	var date string
	for _, p := range o.propsOf(near.label) {
		if o.yearPropOf(near.label, p.Name) {
			return false
		}
		if isoDated(&p) {
			if date != "" {
				return false
			}
			date = p.Name
		}
	}
	if date == "" {
		return false
	}
	if lo != "" {
		o.filter = append(o.filter, templates.C(near.v, date, templates.Ge, lo))
	}
	if hi != "" {
		o.filter = append(o.filter, templates.C(near.v, date, templates.Lt, hi))
	}
	for k := c; k <= i; k++ {
		o.used.mark(k)
	}
	o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
		fmt.Sprintf("%s is the one date %s holds (as text, 'YYYY-MM-DD'): %q %s is compared with it as text, which sorts like the days", date, near.label, o.word(c), when)))
	return true
}

// monthYearAt: tokens k and k+1 are a month's name and a year ("March
// 2025").
func (o *readCtx) monthYearAt(k int) bool {
	if _, ok := english.Month(o.word(k)); !ok {
		return false
	}
	f, ok := o.numberAt(k + 1)
	return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
}
