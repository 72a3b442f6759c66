package offline

import (
	"fmt"

	"github.com/gql-dev/gql/templates"
)

// countsNamed: "Which substations have more transformers than meters?" —
// the plan that compares two counts per thing shows each thing by its key
// (a code) alone, where every other plan that lists things shows their
// name first: the things are named as well, the key kept beside it (names
// need not be unique). Only a plan of two counted patterns (Optionals)
// whose first column is the key of the thing counted for is changed.
func (o *offline) countsNamed(q *templates.Query, warns *sink) {
	if q == nil || len(q.Optionals) != 2 || len(q.Return) == 0 || len(q.Match) != 1 {
		return
	}
	r := q.Return[0]
	from := q.Match[0].From
	if r.Agg != "" || r.Var != from.Var || (r.Prop != "" && r.Prop != o.s.Key(from.Label)) {
		return
	}
	col := o.nodeCol(&onode{v: from.Var, label: from.Label})
	if col.Prop == "" || col.Prop == r.Prop {
		return
	}
	t := *q
	t.Return = append([]templates.Proj{col}, q.Return...)
	if _, err := templates.Normalize(&t, o.s); err != nil {
		return
	}
	*q = t
	warns.add(o.diagnostic("counts-named", o.tokSpan(o.labelToken(from.Label)), fmt.Sprintf("each %s is shown by its %s, with its key beside it", from.Label, col.Prop)))
}
