package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// whenEdgeDate reads "Since when has Chen Wei maintained numkit?", "When
// did Tom Becker borrow The Salt Road?", "Since when has Olivia Grant
// worked in Finance?": the question asks when a thing was done, the verb
// links to the relationship the plan walks, and that relationship holds
// exactly one date (ISO text, a date type or a year): the date is the
// relationship's, not one of either thing's (a member's birth year, a
// book's publication date), which the "when" reading took for want of a
// word naming it, or the name the question gives back. Only a plan
// returning one property no word of the question names is so read. The
// reading is a warning (when-edge-date).
func (o *offline) whenEdgeDate(pl *pattern, q *templates.Query, warns *sink) {
	w := o.find(english.When)
	if w < 0 || len(q.Return) != 1 || q.Return[0].Agg != "" || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	if r.Prop == "" && !o.varFiltered(q, r.Var) {
		// A thing returned whole is an answer unless the question named
		// it: then it gives back what it was told.
		return
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == r.Prop {
			return
		}
	}
	var hop *templates.Hop
	verb := -1
	for pi := range q.Match {
		for hi := range q.Match[pi].Hops {
			h := &q.Match[pi].Hops[hi]
			if h.Min != 0 || len(h.Or) > 0 {
				continue
			}
			for _, e := range o.ev.Elements {
				if e.Kind != "edge" || e.Name != h.Edge {
					continue
				}
				if hop != nil && hop != h {
					return
				}
				hop, verb = h, o.tokenAt(e.Span)
			}
		}
	}
	if hop == nil || verb < 0 {
		return
	}
	var dates []string
	for _, p := range o.propsOf(hop.Edge) {
		p := p
		if p.Type.IsList() || !(p.Type == schema.Date || p.Type == schema.DateTime || isoDated(&p) || o.yearPropOf(hop.Edge, p.Name)) {
			continue
		}
		dates = append(dates, p.Name)
	}
	if len(dates) > 1 && o.opensSinceWhen() {
		// "Since when" asks when the relationship began: of several dates
		// (since and until, start and end) only one named for a start
		// answers it.
		var starts []string
		for _, d := range dates {
			if english.StartNamed(grounding.SplitName(schema.LocalName(d))) {
				starts = append(starts, d)
			}
		}
		dates = starts
	}
	if len(dates) != 1 {
		return
	}
	date := dates[0]
	if hop.Var == "" {
		hop.Var = pl.newVar("r")
	}
	q.Return = []templates.Proj{{Var: hop.Var, Prop: date}}
	q.Distinct = true
	// The "when" reading's guess at a thing's date is replaced.
	kept := warns.list[:0]
	for _, d := range warns.list {
		if d.Check != "when-date-read" {
			kept = append(kept, d)
		}
	}
	warns.list = kept
	o.used.mark(w, verb)
	warns.add(o.diagnostic("when-edge-date", o.tokSpans(w, verb),
		fmt.Sprintf("%q asks when %s held, and no word names a date: read as %s.%s, the one date the relationship holds, rather than a date of either thing", o.toks[w].Text, hop.Edge, hop.Edge, date)))
}

// opensSinceWhen: the question's first words are "since when".
func (o *offline) opensSinceWhen() bool {
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			return w == english.SinceWhen[0] && o.word(i+1) == english.SinceWhen[1]
		}
	}
	return false
}
