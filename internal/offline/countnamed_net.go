package offline

import "github.com/gql-dev/gql/templates"

// netGroupedCountOfNamed: a plan that counts, per group, the one thing the
// question names by a value — "Who earns the most in the Finance
// department?" grouped the salaries and counted the Finance department
// beside each (always 1). A thing pinned by its key or name is one node,
// so ranking the groups by a count of it answers nothing asked; the count
// the question wants is of something else, or of nothing. An ungrouped
// count of it ("How many departments are called Finance?") is left alone.
func (o *sanityCheck) netGroupedCountOfNamed(q *templates.Query) error {
	grouped := false
	counted, col := "", ""
	for _, r := range q.Return {
		switch {
		case r.Agg == templates.Count || r.Agg == templates.CountDistinct:
			if r.Prop == "" {
				counted, col = r.Var, r.As
			}
		case r.Agg == templates.NoAgg:
			grouped = true
		}
	}
	ranked := false
	for _, o := range q.Order {
		ranked = ranked || o.Col == col
	}
	if !grouped || counted == "" || !ranked {
		// Unranked, the count is a column of ones beside the rows asked
		// for ("What are flight numbers of Airline X?" read "numbers" as
		// a count too): the rows stand.
		return nil
	}
	label := varLabels(q)[counted]
	if label == "" {
		return nil
	}
	var pins []templates.Expr
	for _, c := range conjuncts(q.Where) {
		if c.Var == counted && c.Op == templates.Eq {
			if _, ok := c.Value.(string); ok {
				pins = append(pins, c)
			}
		}
	}
	if len(pins) == 0 || !o.namedBy(label, pins...) {
		return nil
	}
	at := o.labelToken(label)
	if at < 0 {
		at = 0
	}
	return o.refuse("count-of-named", at, "the plan counts the %s the question names by a value in each group, always one: the count asked for is of something else", label)
}
