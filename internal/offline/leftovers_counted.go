package offline

import "github.com/gql-dev/gql/templates"

// countedValue: the word at i, right after a superlative, is a stored
// value the plan filters the things it counts by ("Which package has the
// most open issues?": open is an issue's state, and the plan counts the
// open issues of each package): the word says which things are counted,
// not which one is ranked, so the superlative still ranks the thing asked
// for by that count.
func (o *readCtx) countedValue(q *templates.Query, i int) bool {
	if !o.valueAt(i) {
		return false
	}
	counted := map[string]bool{}
	for _, r := range q.Return {
		if r.Agg == templates.Count && r.Var != "" {
			counted[r.Var] = true
		}
	}
	sp := o.toks[i].Span
	hit := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		c, ok := e.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || !counted[c.Var] {
			return
		}
		for _, v := range o.ev.Values {
			if v.Span.Start <= sp.Start && v.Span.End >= sp.End && v.Prop == c.Prop && v.Value == c.Value {
				hit = true
			}
		}
	})
	return hit
}
