package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// tenureAside reads "Who has been a member the longest?", "Which employee
// has worked here the longest?": "the longest" after a perfect of being or
// serving measures the time the state has held, not a length, so it is
// read as "longest-serving" — the earliest date the service began
// (joined, hired, started), as that measure already ranks. A label with
// no such date is refused by that measure, rather than ranked by a length.
// A relationship the question names that holds a date of its own ("has
// worked in Sales the longest" over WORKS_IN.since) may be what began,
// and the question is left to the other readings. A verb in between ("has been teaching the longest") says what was
// done, whose start no date need hold, and is left to the other readings.
// The reading is a warning (tenure-read).
func (o *offline) tenureAside(warns *sink) {
	for i := range o.toks {
		if !english.Longest.Is(o.word(i)) {
			continue
		}
		k := i - 1
		for k > 0 && k > i-6 && !english.TenureVerb.Is(o.word(k)) {
			k--
		}
		if k <= 0 || !english.TenureVerb.Is(o.word(k)) || !english.PerfectAux.Is(o.word(k-1)) || o.verbBetween(k, i) {
			continue
		}
		if o.datedEdgeNamed() {
			continue
		}
		c := &readCtx{ev: o.ev, s: o.s}
		c.toks = append(c.toks[:0:0], o.toks...)
		c.lower = append([]string(nil), o.lower...)
		c.words = append([]string(nil), o.words...)
		c.words[i], c.lower[i] = english.LongestServing, english.LongestServing
		// A link of "longest" to a length ("duration_minutes") is what the
		// reading replaces.
		sp := o.toks[i].Span
		c.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
			return e.Kind != "prop" || e.Span.End <= sp.Start || e.Span.Start >= sp.End
		})
		o.readCtx = c
		warns.add(o.diagnostic("tenure-read", o.tokSpans(k-1, i),
			fmt.Sprintf("read %q as the time the state has held: the longest-serving, ranked by the date it began", o.ev.Question[o.toks[k-1].Span.Start:o.toks[i].Span.End])))
		return
	}
}

// datedEdgeNamed: a relationship grounding linked a word to holds a date
// or a year of its own.
func (o *readCtx) datedEdgeNamed() bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" {
			continue
		}
		for _, p := range o.propsOf(e.Name) {
			p := p
			if p.Type == schema.Date || p.Type == schema.DateTime || isoDated(&p) || o.yearPropOf(e.Name, p.Name) {
				return true
			}
		}
	}
	return false
}
