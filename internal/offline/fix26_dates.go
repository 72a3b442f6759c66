package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Two readings of a year (or a month and year) whose date the question
// gives by a verb rather than by the property's name next to the cue.

func init() {
	checks = append(checks,
		Check{ID: "date-of-object", Warning: true, Summary: "a year is compared with the date a verb names, of the thing named between the verb and the cue",
			Doc: "\"farms that started a supply contract in September 2024\" over SUPPLIES.start_date, \"customers who opened an account in May 2023\" over Account.opened: the verb links to an ISO-text date of a relationship or label, and the only words between it and the cue are a determiner and the words naming that relationship or label; the year bounds that date of the thing the plan walks."},
		Check{ID: "start-date-read", Warning: true, Summary: "\"started in\" a year is compared with the one date whose name says a start",
			Doc: "\"Which policies started in March 2023?\" over Policy with inception and expiry: the one thing named holds several ISO-text dates, the verb before the cue says a beginning (start, begin, commence), and exactly one of the dates has a word of beginning in its name (inception, start, begin); the year bounds that date. With none or several such dates, or a year-like number besides, the year stays unplaced."},
	)
}

// fix26Dates tries both readings of the year at i with its cue at c.
func (o *conPhase) fix26Dates(i, c int, lo, hi, when string) bool {
	return o.yearOnDateOfObject(i, c, lo, hi, when) || o.yearOnStartDate(i, c, lo, hi, when)
}

// yearOnDateOfObject reads "started a supply contract in September 2024":
// the property link of the verb is more than two words before the cue
// (yearOnTextRange looks no further), and what stands between is the
// noun of the property's owner, after at most a determiner: the verb's
// date is that thing's.
func (o *conPhase) yearOnDateOfObject(i, c int, lo, hi, when string) bool {
	e, owner, ok := o.datedPropLink(func(e ElementLink, owner string) bool {
		ks := o.tokensIn(e.Span)
		if len(ks) == 0 {
			return false
		}
		last := ks[len(ks)-1]
		return last < c && c-last-1 >= 1 && c-last-1 <= 4 && owner != "" && o.namesOwnerBetween(owner, last+1, c)
	})
	if !ok || !o.keepYearOnProp(e, owner, i, c, lo, hi) {
		return false
	}
	o.warnings = append(o.warnings, o.diagnostic("date-of-object", o.tokSpan(i),
		fmt.Sprintf("%q names %s of %s, the thing named before the cue: %q %s is compared with it as text ('YYYY-MM-DD'), which sorts like the days", o.ev.Question[e.Span.Start:e.Span.End], e.Name, owner, o.word(c), when)))
	return true
}

// namesOwnerBetween: the tokens [from, to) are determiners and words
// linked to owner (a label or a relationship), at least one of them.
func (o *conPhase) namesOwnerBetween(owner string, from, to int) bool {
	named := false
	for k := from; k < to; k++ {
		if english.DatedObjectLead.Is(o.lower[k]) {
			continue
		}
		in := false
		for _, e := range o.ev.Elements {
			if (e.Kind == "label" || e.Kind == "edge") && e.Name == owner && e.Span.Start <= o.toks[k].Span.Start && e.Span.End >= o.toks[k].Span.End {
				in = true
				break
			}
		}
		if !in {
			return false
		}
		named = true
	}
	return named
}

// yearOnStartDate reads "Which policies started in March 2023?": the one
// thing named has several ISO-text dates and no year-like number, the verb
// right before the cue says a beginning, and exactly one date's name has a
// word of beginning.
func (o *conPhase) yearOnStartDate(i, c int, lo, hi, when string) bool {
	near := o.soleThingBefore(i, c)
	if near == nil || c < 1 || !english.StartVerb.Is(o.lower[c-1]) {
		return false
	}
	dates, pick := 0, ""
	for _, p := range o.propsOf(near.label) {
		if o.yearPropOf(near.label, p.Name) {
			return false
		}
		if !isoDated(&p) {
			continue
		}
		dates++
		for _, w := range grounding.SplitName(localPart(p.Name)) {
			if english.StartDateWord.Is(w) {
				if pick != "" && pick != p.Name {
					return false
				}
				pick = p.Name
			}
		}
	}
	if pick == "" || dates < 2 {
		return false
	}
	o.used.mark(c - 1)
	o.keepDateRange(near.v, pick, lo, hi, c, i)
	o.warnings = append(o.warnings, o.diagnostic("start-date-read", o.tokSpan(i),
		fmt.Sprintf("%q says a beginning, and %s is the one date of %s whose name says one: %q %s is compared with it as text ('YYYY-MM-DD'), which sorts like the days", o.toks[c-1].Text, pick, near.label, o.word(c), when)))
	return true
}
