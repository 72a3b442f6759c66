package offline

import (
	"testing"

	"github.com/gql-dev/gql/templates"
)

// A plan that walks a relationship and excludes it from the same node can
// only return nothing; a negation of another relationship stands. Movies-
// and company-shaped plans, both directions.
func TestNegatedMatch(t *testing.T) {
	not := func(v, edge string, dir templates.Dir, label string) templates.Expr {
		return &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(v, ""), templates.Hop{Edge: edge, Dir: dir, To: templates.N("", label)})}}
	}
	for _, c := range []struct {
		q    *templates.Query
		want string
	}{
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: not("p", "ACTED_IN", templates.Out, "Movie")}, "ACTED_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: not("p", "DIRECTED", templates.Out, "Movie")}, ""},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("d", "Department"), templates.InE("WORKS_IN", templates.N("e", "Employee")))},
			Where: not("d", "WORKS_IN", templates.In, "Employee")}, "WORKS_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("WORKS_IN", templates.N("d", "Department")))},
			Where: not("d", "WORKS_IN", templates.In, "Employee")}, "WORKS_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("MANAGES", templates.N("e2", "Employee")))},
			Where: not("e2", "MANAGES", templates.Out, "Employee")}, ""},
	} {
		if got := negatedMatch(c.q, varLabels(c.q)); got != c.want {
			t.Errorf("%+v: %q, want %q", c.q.Match, got, c.want)
		}
	}
}
