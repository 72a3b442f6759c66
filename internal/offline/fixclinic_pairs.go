package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Pairs of things joined to each other: "Which drug pairs have a major
// interaction?", "pairs of stations linked by a direct line". A row of the
// answer is a pair, both ends of the relationship of the label to itself;
// the plan the phases built returns one end only, whose distinct values
// are every thing in some pair, not the pairs. The other end's column is
// added (pair-ends-read) when the plan returns one column of one thing,
// with no aggregate, and that thing is joined to another of its label.

// fixclinicPlan runs the readings of this file's kind on the built plan.
func (o *offline) fixclinicPlan(q *templates.Query, warns *sink) error {
	if err := o.applyHasFlags(q, o.clinicFlags, warns); err != nil {
		return err
	}
	o.pairEnds(q, warns)
	if err := o.whoSeveralLabels(q); err != nil {
		return err
	}
	o.subPartsWalk(q, warns)
	return o.subPartsRefusal(q)
}

// pairWordNear: a pair noun within two words of a mention of the label.
func (o *offline) pairWordNear(label string) int {
	for i := range o.toks {
		if !english.PairNoun.Is(o.word(i)) {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "label" || e.Name != label {
				continue
			}
			for d := -2; d <= 2; d++ {
				if j := i + d; j >= 0 && j < len(o.toks) && o.toks[j].Span.Start >= e.Span.Start && o.toks[j].Span.End <= e.Span.End {
					return i
				}
			}
		}
	}
	return -1
}

// pairEnds adds the other end of a self-relationship to a one-column plan
// asked for pairs.
func (o *offline) pairEnds(q *templates.Query, warns *sink) {
	if len(q.Return) != 1 || q.Return[0].Agg != "" || q.Optional != nil || len(q.Optionals) > 0 {
		return
	}
	r := q.Return[0]
	labels := varLabels(q)
	label := labels[r.Var]
	if label == "" {
		return
	}
	i := o.pairWordNear(label)
	if i < 0 {
		return
	}
	other := ""
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			to := h.To.Var
			if !h.VarLength() && labels[prev] == label && labels[to] == label {
				switch r.Var {
				case prev:
					other = to
				case to:
					other = prev
				}
			}
			prev = to
		}
	}
	if other == "" || other == r.Var {
		return
	}
	as := r.As
	if as == "" {
		as = r.Prop
	}
	if as == "" {
		as = o.s.Key(label)
	}
	q.Return = append(q.Return, templates.Proj{Var: other, Prop: r.Prop, As: as + "_2"})
	o.used.mark(i)
	warns.add(o.diagnostic("pair-ends-read", o.tokSpan(i), fmt.Sprintf("%q asks for pairs of %s: each row returns both ends of the relationship joining them, not the %s on one end", o.toks[i].Text, label, label)))
}
