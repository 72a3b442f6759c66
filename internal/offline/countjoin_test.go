package offline

import (
	"testing"

	"github.com/gql-dev/gql/templates"
)

// A node the pattern walks on past is counted once each; a node at the
// end of its walk keeps a plain count. Movies' and company's shapes.
func TestCountThroughJoins(t *testing.T) {
	cases := []struct {
		q    *templates.Query
		want templates.Agg
	}{
		{&templates.Query{ // producers, their movies, the movies' actors
			Match: []templates.Path{templates.P(templates.N("p", "Person"),
				templates.Hop{Edge: "PRODUCED", To: templates.N("m", "Movie")},
				templates.Hop{Edge: "ACTED_IN", Dir: templates.In, To: templates.N("a", "Person")})},
			Return: []templates.Proj{templates.Col("p", "name"), {Agg: templates.Count, Var: "m", As: "count"}}}, templates.CountDistinct},
		{&templates.Query{ // departments, their employees, the employees' projects
			Match: []templates.Path{templates.P(templates.N("d", "Department"),
				templates.Hop{Edge: "WORKS_IN", Dir: templates.In, To: templates.N("e", "Employee")},
				templates.Hop{Edge: "WORKS_ON", To: templates.N("p", "Project")})},
			Return: []templates.Proj{templates.Col("d", "name"), {Agg: templates.Count, Var: "e", As: "count"}}}, templates.CountDistinct},
		{&templates.Query{ // employees per department: the end of the walk
			Match: []templates.Path{templates.P(templates.N("e", "Employee"),
				templates.Hop{Edge: "WORKS_IN", To: templates.N("d", "Department")})},
			Return: []templates.Proj{templates.Col("d", "name"), {Agg: templates.Count, Var: "e", As: "count"}}}, templates.Count},
	}
	ranked := &templates.Query{ // a ranking counts the uses
		Match: []templates.Path{templates.P(templates.N("p", "Person"),
			templates.Hop{Edge: "PRODUCED", To: templates.N("m", "Movie")},
			templates.Hop{Edge: "ACTED_IN", Dir: templates.In, To: templates.N("a", "Person")})},
		Return: []templates.Proj{templates.Col("p", "name"), {Agg: templates.Count, Var: "m", As: "count"}},
		Order:  []templates.Sort{{Col: "count", Desc: true}}, Limit: 1}
	cases = append(cases, struct {
		q    *templates.Query
		want templates.Agg
	}{ranked, templates.Count})
	for i, c := range cases {
		countThroughJoins(c.q)
		if got := c.q.Return[1].Agg; got != c.want {
			t.Errorf("case %d: count is %q, want %q", i, got, c.want)
		}
	}
}
