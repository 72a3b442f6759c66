package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Reads "How many Electric Kettles are in stock at IL-01?": a count of a
// named thing joined by one relationship to another named thing, where
// the relationship holds an amount (units, quantity, copies), asks for
// that amount; counting the things would answer 1 for the one
// relationship.

// applyEdgeAmount turns count(x) into sum(r.amount) when the plan is one
// hop between two nodes each pinned by an equality, the counted variable
// is one of them, and the hop's edge type has exactly one numeric
// property whose name has an english.AmountWord. Summed rather than read
// so one row answers even when the two are joined more than once.
func (o *offline) applyEdgeAmount(q *templates.Query, warns *sink) {
	if len(q.Return) != 1 || len(q.Match) != 1 || len(q.Match[0].Hops) != 1 || q.Optional != nil || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	if r.Agg != templates.Count && r.Agg != templates.CountDistinct || r.Prop != "" {
		return
	}
	p := &q.Match[0]
	h := &p.Hops[0]
	if h.Min != 0 || h.Max != 0 || len(h.Or) > 0 || r.Var != p.From.Var && r.Var != h.To.Var {
		return
	}
	pinned := map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		if c.Op == templates.Eq {
			pinned[c.Var] = true
		}
	}
	if !pinned[p.From.Var] || !pinned[h.To.Var] {
		return
	}
	et := o.s.EdgeType(h.Edge)
	if et == nil {
		return
	}
	amount := ""
	for _, pr := range et.Properties {
		if !pr.Type.Numeric() {
			continue
		}
		for _, w := range grounding.SplitName(pr.Name) {
			if english.AmountWord.Is(w) {
				if amount != "" && amount != pr.Name {
					return // two amounts: which one is asked is not said
				}
				amount = pr.Name
			}
		}
	}
	if amount == "" {
		return
	}
	if h.Var == "" {
		h.Var = o.freeVar(q, "r")
	}
	q.Return = []templates.Proj{{Agg: templates.Sum, Var: h.Var, Prop: amount, As: amount}}
	q.Distinct = false
	warns.add(o.diagnostic("edge-amount-read", diag.Span{Start: 0, End: len(o.ev.Question)}, fmt.Sprintf("read the count as the sum of %s.%s: the two things are named and joined by one %s, which holds how many there are", h.Edge, amount, h.Edge)))
}

// freeVar is a variable named from base that the query does not bind.
func (o *offline) freeVar(q *templates.Query, base string) string {
	taken := map[string]bool{}
	for _, p := range q.Match {
		taken[p.From.Var] = true
		for _, h := range p.Hops {
			taken[h.Var], taken[h.To.Var] = true, true
		}
	}
	v := base
	for n := 2; taken[v]; n++ {
		v = fmt.Sprintf("%s%d", base, n)
	}
	return v
}

// amountSummed: the plan's one column sums a property named for an amount
// (english.AmountWord), which a "how many" asks for as well as a count.
func amountSummed(q *templates.Query) bool {
	if len(q.Return) != 1 || q.Return[0].Agg != templates.Sum {
		return false
	}
	for _, w := range grounding.SplitName(q.Return[0].Prop) {
		if english.AmountWord.Is(w) {
			return true
		}
	}
	return false
}
