package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Silent wrongs of the reworded2 set, second pass (issue 23): the
// written order of "between A and B" taken for a direction, a
// superlative's noun answered with a bare value, and a word naming a
// property of one named thing read as an aggregate.

// rw2wrong2 repairs, then runs the nets; a refusal stops the plan.
func (o *sanityCheck) rw2wrong2(q *templates.Query) error {
	o.betweenEitherWay(q)
	if err := o.netSuperlativeValueOnly(q); err != nil {
		return err
	}
	return o.netAggregateWordIsProp(q)
}

// pinnedVars are the node variables a top-level equality compares with a
// value: the things the question names.
func pinnedVars(q *templates.Query) map[string]bool {
	m := map[string]bool{}
	templates.Leaves(q.Where, func(l templates.Expr) {
		if c, ok := l.(*templates.Cmp); ok && (c.Op == templates.Eq || c.Op == templates.EqFold) {
			m[c.Var] = true
		}
	})
	return m
}

// betweenEitherWay: "Is there an interaction between A and B?" over a
// relationship from a label to itself says no direction: "between" joins
// two named things symmetrically, and the written order is not the
// edge's. A single hop of such a relationship whose two ends are both
// named after "between" is walked either way (a warning says so).
func (o *sanityCheck) betweenEitherWay(q *templates.Query) {
	k := -1
	for i := range o.toks {
		if o.toks[i].Quoted || o.valueAt(i) {
			continue
		}
		if english.Rw2wrong2Between.Is(o.word(i)) {
			k = i
			break
		}
	}
	if k < 0 || len(q.Match) != 1 || len(q.Match[0].Hops) != 1 {
		return
	}
	p := &q.Match[0]
	h := &p.Hops[0]
	if len(h.Or) > 0 || h.VarLength() || h.Dir == templates.Both || p.From.Label != h.To.Label {
		return
	}
	pinned := pinnedVars(q)
	if !pinned[p.From.Var] || !pinned[h.To.Var] {
		return
	}
	after := 0
	for _, v := range o.ev.Values {
		if v.Span.Start > o.toks[k].Span.Start {
			after++
		}
	}
	if after < 2 {
		return
	}
	back := templates.In
	if h.Dir == templates.In {
		back = templates.Out
	}
	h.Or = append(h.Or, templates.EdgeRef{Edge: h.Edge, Dir: back})
	o.warnings = append(o.warnings, o.diagnostic("between-either-way", o.tokSpan(k),
		fmt.Sprintf("%q names two %s without saying which comes first, so %s is walked in either direction", o.toks[k].Text, h.To.Label, h.Edge)))
}

// netSuperlativeValueOnly: "What was the earliest project to start?"
// answered with the earliest date alone: the superlative is followed by
// a noun naming the kind of thing it ranks and only a wh-word, a copula
// or a determiner comes before it, so the question asks for that thing
// ("When was the oldest movie released?" and "the date of the earliest
// transcript" ask for the value), and a plan whose only column is a minimum or maximum of it
// answers a value instead.
func (o *sanityCheck) netSuperlativeValueOnly(q *templates.Query) error {
	if len(q.Return) != 1 || (q.Return[0].Agg != templates.Min && q.Return[0].Agg != templates.Max) {
		return nil
	}
	label := varLabels(q)[q.Return[0].Var]
	if label == "" {
		return nil
	}
	for i := 0; i+1 < len(o.toks); i++ {
		w := o.word(i)
		if o.toks[i].Quoted || !english.IsSuperlative(w) || o.valueAt(i) {
			continue
		}
		if o.labelLinkAt(i+1, label) && o.onlyThingLead(i) {
			return o.refuse("superlative-value-only", i, "%q ranks the %s named after it, but the plan returns only the %s of the %s, not the %s that has it", o.toks[i].Text, o.toks[i+1].Text, q.Return[0].Agg, q.Return[0].Prop, o.toks[i+1].Text)
		}
	}
	return nil
}

// netAggregateWordIsProp: "For order X I need its total" read as a sum:
// the aggregate runs over one thing the question names by a value, and a
// word of the question is a word of another property of that thing's
// label ("total" of total_eur). A property of the named thing is what the
// word asks for, not an aggregate over it.
func (o *sanityCheck) netAggregateWordIsProp(q *templates.Query) error {
	labels := varLabels(q)
	pinned := pinnedVars(q)
	for _, r := range q.Return {
		if r.Agg != templates.Sum && r.Agg != templates.Avg && r.Agg != templates.Min && r.Agg != templates.Max {
			continue
		}
		if !pinned[r.Var] || labels[r.Var] == "" || len(q.Match) != 1 || len(q.Match[0].Hops) != 0 {
			continue
		}
		l := o.s.Label(labels[r.Var])
		if l == nil {
			continue
		}
		for i := range o.toks {
			w := o.word(i)
			if o.toks[i].Quoted || o.valueAt(i) || !english.Rw2wrong2AggregateWord.Is(w) {
				continue
			}
			for _, p := range l.Properties {
				if p.Name == r.Prop {
					continue
				}
				for _, part := range strings.FieldsFunc(strings.ToLower(p.Name), func(c rune) bool { return c == '_' || c == '-' || c == ' ' }) {
					if part == w {
						return o.refuse("aggregate-word-is-property", i, "%q is the %s property %s of the one %s the question names, but the plan takes the %s of %s over it", o.toks[i].Text, l.Name, p.Name, l.Name, r.Agg, r.Prop)
					}
				}
			}
		}
	}
	return nil
}

// onlyThingLead: every word before token i is a wh-word, a copula or a
// determiner, so the phrase from i on is what the question asks for.
func (o *sanityCheck) onlyThingLead(i int) bool {
	for j := 0; j < i; j++ {
		if !english.Rw2wrong2ThingLead.Is(o.word(j)) {
			return false
		}
	}
	return true
}
