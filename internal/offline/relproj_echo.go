package offline

import (
	"strings"

	"github.com/gql-dev/gql/templates"
)

// echoedAlternatives finds a plan whose every column is a property the
// filter pins to values the question itself lists ("the first names of the
// members who booked either Lap Swim or Aqua Aerobics" answered with the
// two class names): the thing asked for was lost and the plan answers with
// the alternatives. The single-value case is echo-answer's in the sanity
// phase; a list of values is refused the same way, as the plan would
// return what the question gives.
func (o *offline) echoedAlternatives(q *templates.Query) error {
	if len(q.Return) == 0 {
		return nil
	}
	pinned := map[[2]string]bool{}
	for _, c := range conjuncts(q.Where) {
		if c.Op == templates.OneOf {
			pinned[[2]string{c.Var, c.Prop}] = true
		}
	}
	if len(pinned) == 0 {
		return nil
	}
	labels := varLabels(q)
	var cols []string
	for _, r := range q.Return {
		prop := r.Prop
		if prop == "" {
			if prop = o.nodeCol(&onode{label: labels[r.Var]}).Prop; prop == "" {
				prop = o.s.Key(labels[r.Var])
			}
		}
		if r.Agg != "" || !pinned[[2]string{r.Var, prop}] {
			return nil
		}
		cols = append(cols, prop)
	}
	return o.refuse("echo-answer", -1, "the plan would return %s, the values the question itself lists as alternatives: what is asked about them is not what the plan shows", strings.Join(cols, ", "))
}
