package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// negatedValueHop reads "packages that have no critical issues", "tickets
// without urgent duplicates": the denial stands before stored values and
// the noun of the things they describe, so the things asked for must reach
// none of those things — NOT EXISTS of the relationship to a thing
// holding the values (Exists.FarEq). The plan the earlier phases build
// joins the values' node as a positive match and leaves the denial
// unread, which the account refuses; here the one hop to that node is
// turned into the negated pattern. Only a node the plan reads nowhere
// else (not returned, ranked or compared otherwise), filtered by
// equalities alone and joined by one plain hop in a path of its own, is
// so read. The reading is a warning (negated-values).
func (o *offline) negatedValueHop(q *templates.Query, warns *sink) {
	if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	for d := range o.toks {
		if o.used.has(d) || !english.NegatedValueLead.Is(o.word(d)) {
			continue
		}
		first := o.anyAfterDenial(d) // fix34_negany.go
		k := first
		for k < len(o.toks) && o.valueAt(k) && !o.linksKind(k, "label") {
			k++
		}
		if k == first || k >= len(o.toks) {
			continue
		}
		labels := varLabels(q)
		for v, l := range labels {
			if !o.labelLinkAt(k, l) || !o.denied(q, v, l, d, k, warns) {
				continue
			}
			return
		}
	}
}

// denied rewrites q's hop to v as the negated pattern when v is such a
// node; it reports whether it did.
func (o *offline) denied(q *templates.Query, v, label string, d, noun int, warns *sink) bool {
	for _, r := range q.Return {
		if r.Var == v {
			return false
		}
	}
	eqs, rest, ok := splitEqs(q.Where, v)
	if !ok || len(eqs) == 0 {
		return false
	}
	pi, far, hop, ok := soleHop(q, v)
	if !ok {
		return false
	}
	farLabel := varLabels(q)[far]
	hop.To = templates.N("", label)
	var farEq []templates.EdgeEq
	for _, c := range eqs {
		farEq = append(farEq, templates.EdgeEq{Prop: c.Prop, Value: c.Value})
	}
	ex := &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(far, ""), hop), FarEq: farEq}}
	q.Match[pi] = templates.P(templates.N(far, farLabel))
	q.Where = templates.AllOf(rest, ex)
	o.used.mark(d)
	warns.add(o.diagnostic("negated-values", o.tokSpans(d, noun),
		fmt.Sprintf("read %q as: the %s reaches no %s holding those values over %s (NOT EXISTS)", o.ev.Question[o.toks[d].Span.Start:o.toks[noun].Span.End], farLabel, label, hop.Edge)))
	return true
}

// splitEqs takes the equalities on v out of a conjunction; ok is false
// when v is read by anything else (another operator, an alternative, a
// pattern).
func splitEqs(w templates.Expr, v string) (eqs []*templates.Cmp, rest templates.Expr, ok bool) {
	var args []templates.Expr
	switch x := w.(type) {
	case nil:
		return nil, nil, true
	case *templates.And:
		args = x.Args
	default:
		args = []templates.Expr{w}
	}
	var keep []templates.Expr
	for _, a := range args {
		if c, isCmp := a.(*templates.Cmp); isCmp && c.Var == v {
			if c.Op != templates.Eq {
				return nil, nil, false
			}
			eqs = append(eqs, c)
			continue
		}
		if readsVar(a, v) {
			return nil, nil, false
		}
		keep = append(keep, a)
	}
	return eqs, templates.AllOf(keep...), true
}

// readsVar: the expression reads variable v anywhere.
func readsVar(e templates.Expr, v string) bool {
	found := false
	templates.Leaves(e, func(x templates.Expr) {
		switch y := x.(type) {
		case *templates.Cmp:
			found = found || y.Var == v
		case *templates.Exists:
			found = found || y.Path.From.Var == v
			for _, h := range y.Path.Hops {
				found = found || h.To.Var == v || h.Var == v
			}
		}
	})
	return found
}

func reverseDir(d templates.Dir) templates.Dir {
	switch d {
	case templates.Out:
		return templates.In
	case templates.In:
		return templates.Out
	}
	return d
}
