package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "chain-top-read", Warning: true, Summary: "\"the top of X's line\" is read as the end of the chain of a relationship of a label to itself",
			Doc: "\"who's at the top of Lars Ruiz's reporting line\", \"who is at the top of Ana's mentoring chain\": the plan walks the relationship from the named thing any number of steps and keeps the one it reaches that has no further step (the chain's end); the warning says so. A plan of more than that one step is refused instead (chain-top-one-hop)."},
	)
}

// chainTopAt is the token of "top" in "top of" when no link covers it,
// -1 when there is none.
func (o *readCtx) chainTopAt() int {
	for i := 0; i+1 < len(o.toks); i++ {
		if english.TopNoun.Is(o.word(i)) && english.Of.Is(o.word(i+1)) && !o.linksAt(i) {
			return i
		}
	}
	return -1
}

// chainTopReads reads "the top of X's line" on a plan of one step of a
// relationship joining a label to itself, from X to what is returned: the
// top is where the chain ends, so the step becomes the closure and the
// thing reached must have no step further (asked6's a6-logistics-14 was
// answered with X's direct superior). Anything else on the plan (a second
// step, an edge read, an aggregate) leaves it to the net.
func (o *readCtx) chainTopReads(q *templates.Query, warns *sink) {
	at := o.chainTopAt()
	if at < 0 || len(q.Match) != 1 || len(q.Match[0].Hops) != 1 || q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	p := &q.Match[0]
	h := &p.Hops[0]
	label := varLabels(q)[p.From.Var]
	if label == "" || h.To.Label != label || h.Var != "" || len(h.Or) > 0 || h.Min != 0 || h.Max != 0 || len(h.EdgeEq) > 0 {
		return
	}
	for _, r := range q.Return {
		if r.Var != h.To.Var || r.Agg != templates.NoAgg {
			return
		}
	}
	pinned := false
	for _, c := range allCmps(q.Where) {
		if c.Var == h.To.Var {
			return // the top is what the question filters, not the chain's end
		}
		pinned = pinned || c.Var == p.From.Var && c.Op == templates.Eq
	}
	if !pinned {
		return
	}
	h.Min, h.Max = 1, templates.Unbounded
	end := &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(h.To.Var, ""), templates.Hop{Edge: h.Edge, Dir: h.Dir, To: templates.N("", label)})}}
	if q.Where == nil {
		q.Where = end
	} else {
		q.Where = &templates.And{Args: []templates.Expr{q.Where, end}}
	}
	q.Distinct = true
	warns.add(o.diagnostic("chain-top-read", o.tokSpans(at, at+1),
		fmt.Sprintf("\"top of\" is read as the end of the chain of %s: the %s reached any number of steps away that has no %s further", h.Edge, label, h.Edge)))
}
