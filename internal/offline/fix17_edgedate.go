package offline

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// yearOnNamedEdgeProp reads "artworks that had a cleaning treatment since
// 2024", "loans with a courier since 2023": the word before the cue names
// a property of a relationship (treatment) that holds no date, and that
// relationship holds exactly one date as ISO text. The year dates the
// relationship the property was said of — the treatment happened since
// 2024 — so it bounds that date; without this the year fell to a year of
// either end (the year the work was made) or was refused. With a year-like
// number as well, several dates, or the relationship not in the plan (or
// negated), the number is left to the other readings.
func (o *conPhase) yearOnNamedEdgeProp(i, c int, lo, hi, when string) bool {
	for k := c - 1; k >= 0 && k >= c-2; k-- {
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || o.tokenAt(e.Span) != k {
				continue
			}
			owner := e.Owner
			if owner == "" {
				owner = o.ownerOf(e.Name)
			}
			if o.s.EdgeType(owner) == nil || isoDated(schema.Find(o.propsOf(owner), e.Name)) {
				return false
			}
			date := o.onlyEdgeDate(owner)
			if date == "" || !o.edgeInPlan(owner) {
				return false
			}
			v := o.varFor(owner, i)
			if v == "" {
				return false
			}
			// The property says which relationship the year dates: it is
			// read, whether or not a value of it is given as well.
			o.consume(e)
			o.keepDateRange(v, date, lo, hi, c, i)
			o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
				fmt.Sprintf("%s is the one date %s holds (as text, 'YYYY-MM-DD'), and %q names a property of that relationship: %q %s is compared with it as text, which sorts like the days", date, owner, o.word(k), o.word(c), when)))
			return true
		}
	}
	return false
}

// onlyEdgeDate is the one ISO-text date of relationship typ, "" when it
// holds none, several, or a year-like number besides.
func (o *conPhase) onlyEdgeDate(typ string) string {
	d := ""
	for _, p := range o.propsOf(typ) {
		if o.yearPropOf(typ, p.Name) {
			return ""
		}
		if isoDated(&p) {
			if d != "" {
				return ""
			}
			d = p.Name
		}
	}
	return d
}

// edgeInPlan: the plan walks relationship typ once, not negated.
func (o *conPhase) edgeInPlan(typ string) bool {
	n := 0
	for _, e := range o.edges {
		if e.typ != typ {
			continue
		}
		if e.negated || len(e.or) > 0 || len(e.rev) > 0 {
			return false
		}
		n++
	}
	return n == 1
}
