package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// "How many hops/steps is A from B" is the length of a shortest path
// between the two named things over any relationship, either way, with a
// warning; Cypher and Gremlin render it and pass the guard, SPARQL refuses
// with a reason. Tested on ops, movies and company.
func TestHopCountIsShortestPathLength(t *testing.T) {
	cases := []struct{ schema, question string }{
		{"ops", "How many hops is status-page from metrics-db?"},
		{"movies", "How many steps between Tom Hanks and Kevin Bacon?"},
		{"company", "How many hops is it from Olivia Grant to Priya Raman?"},
	}
	for _, c := range cases {
		g, s := exampleGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		sp := r.Query.Shortest
		if sp == nil || sp.Dir != templates.Both || len(sp.Edges) != len(s.EdgeTypes) {
			t.Errorf("%s: %q: want a shortest path over every relationship either way, got %+v", c.schema, c.question, sp)
			continue
		}
		if len(r.Query.Return) != 1 || r.Query.Return[0].Prop != templates.PathLength {
			t.Errorf("%s: %q: want the path's length alone, got %+v", c.schema, c.question, r.Query.Return)
		}
		if !hasWarning(r.Warnings, "path-chosen", "") {
			t.Errorf("%s: %q: no path-chosen warning", c.schema, c.question)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin} {
			text, err := templates.Render(r.Query, lg, s)
			if err != nil {
				t.Errorf("%q: render %s: %v", c.question, lg, err)
				continue
			}
			if err := critic.ReadOnlyGuard(lg, text); err != nil {
				t.Errorf("%q: the guard refuses %s: %v\n%s", c.question, lg, err, strings.Join(strings.Fields(text), " "))
			}
		}
		if _, err := templates.Render(r.Query, lang.SPARQL, s); err == nil {
			t.Errorf("%q: SPARQL rendered a path length", c.question)
		}
	}
	// A hop word that names a property of the graph counts that property.
	{
		g, s := exampleGraph(t, "recipes")
		for _, q := range []string{"How many steps does Anna Rossi's Pasta Carbonara have?", "How many steps is it from Pasta Carbonara to Lemon Tart?"} {
			if r, err := Compile(EvidenceFrom(linkOn(t, g, s, q).Grounding), s); err == nil && r.Query.Shortest != nil {
				t.Errorf("%q: 'steps' names a property, read as a distance", q)
			}
		}
		q := "How many hops is it from Pasta Carbonara to Lemon Tart?"
		if r, err := Compile(EvidenceFrom(linkOn(t, g, s, q).Grounding), s); err != nil || r.Query.Shortest == nil {
			t.Errorf("%q: want a shortest path's length (err %v)", q, err)
		}
	}
	// One named thing is no distance: the rule stays out.
	g, s := exampleGraph(t, "ops")
	if r, err := Compile(EvidenceFrom(linkOn(t, g, s, "How many steps does status-page depend on?").Grounding), s); err == nil && r.Query.Shortest != nil {
		t.Errorf("one named thing read as a distance")
	}
}

// "How is A connected to B" lists the nodes of a shortest path, one row
// each, by name with the key beside it: a label whose key is a code
// (flights' airports) is shown by its naming property. Tested on flights
// and company; both languages that return paths pass the guard.
func TestConnectionListsPathNodes(t *testing.T) {
	cases := []struct{ schema, question string }{
		{"flights", "How is Freya Jonsdottir connected to Keflavik International?"},
		{"company", "How is Olivia Grant related to Priya Raman?"},
	}
	for _, c := range cases {
		g, s := exampleGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		sp := r.Query.Shortest
		if sp == nil || len(r.Query.Return) != 2 || r.Query.Return[0].Prop != templates.PathNode || r.Query.Return[1].Prop != templates.PathKey {
			t.Errorf("%s: %q: want the path's nodes by name and key, got %+v", c.schema, c.question, r.Query.Return)
			continue
		}
		for label, prop := range sp.Show {
			if prop == s.Key(label) || !strings.Contains(strings.ToLower(prop), "name") && !strings.Contains(strings.ToLower(prop), "title") {
				t.Errorf("%s: %s shown by %s, want a naming property other than its key", c.schema, label, prop)
			}
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin} {
			text, err := templates.Render(r.Query, lg, s)
			if err != nil {
				t.Errorf("%q: render %s: %v", c.question, lg, err)
				continue
			}
			if err := critic.ReadOnlyGuard(lg, text); err != nil {
				t.Errorf("%q: the guard refuses %s: %v\n%s", c.question, lg, err, strings.Join(strings.Fields(text), " "))
			}
		}
	}
	// A whole-path column beside the node rows would repeat on each row.
	_, s := exampleGraph(t, "company")
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N("a", "Employee"))},
		Shortest: &templates.Shortest{Var: "path", From: "a", To: templates.N("b", "Employee"), Edges: []string{"MANAGES"}, Dir: templates.Both, Max: 3},
		Return:   []templates.Proj{{Var: "path", Prop: templates.PathNode}, {Var: "path", Prop: templates.PathLength}},
	}
	if _, err := templates.Normalize(q, s); err == nil {
		t.Errorf("path node rows beside the path's length were accepted")
	}
}
