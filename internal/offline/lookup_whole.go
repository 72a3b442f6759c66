package offline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// namedLookup answers "Find the vertex named X" when the plan would echo X:
// the question is made of a request, the thing's noun and its name only, so
// it asks for the thing itself, and the plan shows the name with the
// label's key (a user acting on the answer sees which thing it is). ok is false when the question asks something more, which stays
// an echo refusal; err is the refusal when the name is stored on things
// of several labels (which one is meant is the user's choice).
func (o *sanityCheck) namedLookup(q *templates.Query, labels map[string]string, col string) (ok bool, err error) {
	if len(q.Return) != 1 || len(q.Match) != 1 || len(q.Match[0].Hops) != 0 || q.Optional != nil || q.Shortest != nil {
		return false, nil
	}
	r := q.Return[0]
	label := labels[r.Var]
	if label == "" {
		return false, nil
	}
	for i := range o.toks {
		if o.toks[i].POS == grounding.PUNCT || o.valueAt(i) || english.LookupFrame.Is(o.word(i)) || english.LookupFrame.Is(o.lower[i]) {
			continue
		}
		if o.labelAtToken(i) == label || o.linksPropNamed(i, col) {
			continue
		}
		return false, nil
	}
	var value any
	for _, c := range conjuncts(q.Where) {
		if c.Var == r.Var && c.Prop == col && (c.Op == templates.Eq || c.Op == templates.EqFold) {
			value = c.Value
		}
	}
	owners := map[string]bool{}
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Prop == col && strings.EqualFold(fmt.Sprint(v.Value), fmt.Sprint(value)) {
			owners[v.Owner] = true
			for _, f := range v.Readings {
				owners[f.Owner] = true
			}
		}
	}
	if len(owners) > 1 {
		var names []string
		for l := range owners {
			names = append(names, l)
		}
		sort.Strings(names)
		return false, o.refuse("echo-answer", -1, "the question asks for the thing named %v, and things of several labels have that %s (%s): say which kind of thing is meant", value, col, strings.Join(names, ", "))
	}
	// The key, not every property: a pattern that reads a property some
	// things lack drops them in SPARQL, so only the key is sure to be there.
	key := o.s.Key(label)
	if key == "" || key == col || o.s.KeyGuessed(label) {
		return false, nil
	}
	shown := []templates.Proj{{Var: r.Var, Prop: col}, {Var: r.Var, Prop: key}}
	q.Return = shown
	q.Distinct = false
	o.warnings = append(o.warnings, o.diagnostic("whole-lookup", diag.Span{End: len(o.ev.Question)},
		fmt.Sprintf("the question asks for the %s whose %s is %v, not for a property of it: the plan shows its %s and its key %s, assuming the thing itself is wanted", label, col, value, col, key)))
	return true, nil
}

// linksPropNamed: a mapping-table row links token i to the property prop.
func (o *readCtx) linksPropNamed(i int, prop string) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
