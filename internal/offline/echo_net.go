package offline

import (
	"fmt"

	"github.com/gql-dev/gql/templates"
)

// netNamedSelfEcho: "Which courses have CS101 as a prerequisite?" was
// answered with CS101's own title. The plan returns the thing the question
// names by a stored value, joined to another thing of the same label that
// nothing filters or returns: the question asks for the others, and the
// answer would be the named thing itself. Refused (named-echo).
func (o *sanityCheck) netNamedSelfEcho(q *templates.Query) error {
	ret := ""
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || ret != "" && r.Var != ret {
			return nil
		}
		ret = r.Var
	}
	labels := varLabels(q)
	label := labels[ret]
	if label == "" {
		return nil
	}
	named, bound := -1, map[string]bool{}
	for _, c := range allCmps(q.Where) {
		bound[c.Var] = true
		if c.Var != ret || c.Op != templates.Eq {
			continue
		}
		for _, v := range o.ev.Values {
			if v.Owner == label && v.Prop == c.Prop && fmt.Sprint(v.Value) == fmt.Sprint(c.Value) {
				named = o.tokenAt(v.Span)
			}
		}
	}
	if named < 0 {
		return nil
	}
	for v, l := range labels {
		if v != ret && l == label && !bound[v] {
			return o.refuse("named-echo", named, "the plan answers with %q itself, the %s the question names, while the other %s it joins stands where the answer is: the question asks for that one", o.toks[named].Text, label, label)
		}
	}
	return nil
}
