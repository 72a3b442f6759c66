package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

func init() {
	checks = append(checks,
		Check{ID: "participle-date-read", Warning: true, Summary: "a year or month after a participle right after its noun dates the things by their one date",
			Doc: "\"number of reviews written in Dec 2024\", \"orders delivered in 2024\": the participle right after the noun says what was done to the things, and the year or month after it dates that; when the things hold one date (as ISO text) and no year, the bounds go on it. Not when a property is named before the cue, when two things are unnamed (whose date is a guess), or when the label holds several dates."},
	)
}

// yearOnParticipleDate reads a year or month after a participle that
// follows its noun ("reviews written in Dec 2024") as bounds on the one
// text date of that noun's things: the reduced relative says what was done
// to them, and the date is when.
func (o *conPhase) yearOnParticipleDate(i int) bool {
	lo, hi, c, when, _, ok := o.textYearRange(i, "")
	if !ok || c < 2 {
		return false
	}
	if o.propNamedBefore(c) {
		return false // a property is named: its own reading decides
	}
	var free *onode
	for _, n := range o.nodes {
		if o.keyAnchored(n) || n.pos < 0 && len(n.filter) == 0 {
			continue // a named thing, or one no word names ("written" implies a writer)
		}
		if free != nil {
			return false // two unnamed things: whose date is a guess
		}
		free = n
	}
	// The participle right before the cue, right after the noun (the
	// node may stand on the participle's own word when it names the
	// relationship the things are reached by).
	if free == nil || free.pos < 0 || free.pos != c-2 && free.pos != c-1 || !english.PastParticiple(o.word(c-1)) {
		return false
	}
	date := o.onlyTextDate(free.label)
	if date == "" {
		return false
	}
	o.keepDateRange(free.v, date, lo, hi, c, i)
	o.warnings = append(o.warnings, o.diagnostic("participle-date-read", o.tokSpan(i),
		fmt.Sprintf("%q dates the %s by %s, the one date %s holds (as text, %s): %q %s is compared with it as text, which sorts like the days", o.word(c-1), free.label, date, free.label, isoForm(schema.Find(o.propsOf(free.label), date)), o.word(c), when)))
	return true
}
