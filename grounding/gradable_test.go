package grounding

import (
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

// TestGradableBesideItsProperty: a superlative beside the property it ranks
// by ("the largest budgets", "the biggest population") is no part of the
// property's mention; it stays a cue for the ranking. One the property
// alone answers to ("oldest" for born) still links. Each on two schemas.
func TestGradableBesideItsProperty(t *testing.T) {
	num := schema.Type("int")
	city := &schema.Schema{Name: "geo", Labels: []schema.Label{{Name: "City", Properties: []schema.Property{
		{Name: "name", Type: schema.Type("string")}, {Name: "population", Type: num}}},
		{Name: "Mayor", Properties: []schema.Property{{Name: "name", Type: schema.Type("string")}, {Name: "born", Type: num}}}}}
	company, _, err := examples.Resolve("company")
	if err != nil {
		t.Fatal(err)
	}
	movies, _, err := examples.Resolve("movies")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		s        *schema.Schema
		q        string
		span, el string // the mapping row expected: its text and element
	}{
		{company, "What are the two departments with the largest budgets?", "budgets", "prop:Department.budget"},
		{city, "Which three cities have the biggest population?", "population", "prop:City.population"},
		{city, "Which city has the smallest population?", "population", "prop:City.population"},
		{movies, "Who is the oldest person?", "oldest", "prop:Person.born"},
		{city, "Who is the oldest mayor?", "oldest", "prop:Mayor.born"},
	}
	for _, c := range cases {
		r := groundOn(t, c.s, c.q)
		found := false
		for _, l := range r.Mapping {
			if l.Text == c.span && l.Element.ID() == c.el {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %q: want %q → %s:%s", c.s.Name, c.q, c.span, c.el, describe(r))
		}
	}
}
