package grounding

import (
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// libraryGraph is a synthetic schema where one string is stored under two
// node fields: the genre named Poetry and the books whose form is Poetry;
// the author Dune and the book titled Dune; and lowercase branch names that
// are everyday words ("central", "harbour").
func libraryGraph() (*schema.Schema, *graph.Graph) {
	str := schema.Type("string")
	s := &schema.Schema{Name: "library",
		Labels: []schema.Label{
			{Name: "Book", Properties: []schema.Property{{Name: "title", Type: str}, {Name: "form", Type: str}}},
			{Name: "Genre", Properties: []schema.Property{{Name: "name", Type: str}}},
			{Name: "Member", Properties: []schema.Property{{Name: "name", Type: str}}},
			{Name: "Branch", Properties: []schema.Property{{Name: "name", Type: str}}},
		},
		EdgeTypes: []schema.EdgeType{
			{Name: "IN_GENRE", Endpoints: []schema.Endpoint{{From: "Book", To: "Genre"}}},
			{Name: "LIKES", Endpoints: []schema.Endpoint{{From: "Member", To: "Genre"}}},
			{Name: "BORROWED", Endpoints: []schema.Endpoint{{From: "Member", To: "Book"}}},
			{Name: "HOLDS", Endpoints: []schema.Endpoint{{From: "Branch", To: "Book"}}},
		},
	}
	g := &graph.Graph{Name: "library",
		Nodes: []graph.Node{
			{ID: "b1", Labels: []string{"Book"}, Props: map[string]any{"title": "Leaves of Grass", "form": "Poetry"}},
			{ID: "b2", Labels: []string{"Book"}, Props: map[string]any{"title": "Middlemarch", "form": "Novel"}},
			{ID: "g1", Labels: []string{"Genre"}, Props: map[string]any{"name": "Poetry"}},
			{ID: "g2", Labels: []string{"Genre"}, Props: map[string]any{"name": "Novel"}},
			{ID: "m1", Labels: []string{"Member"}, Props: map[string]any{"name": "Ada Byron"}},
			{ID: "r1", Labels: []string{"Branch"}, Props: map[string]any{"name": "central"}},
			{ID: "r2", Labels: []string{"Branch"}, Props: map[string]any{"name": "harbour"}},
		},
		Edges: []graph.Edge{
			{ID: "e1", Type: "IN_GENRE", From: "b1", To: "g1"},
			{ID: "e2", Type: "LIKES", From: "m1", To: "g1"},
			{ID: "e3", Type: "BORROWED", From: "m1", To: "b1"},
			{ID: "e4", Type: "HOLDS", From: "r1", To: "b1"},
		},
	}
	return s, g
}

func readingsSetup(t *testing.T, name string) (*schema.Schema, ValueSource) {
	t.Helper()
	switch name {
	case "library":
		s, g := libraryGraph()
		return s, NewMemorySource(g, s)
	case "ops":
		s, g, err := examples.Resolve("../examples/ops")
		if err != nil {
			t.Fatal(err)
		}
		return s, NewMemorySource(g, s)
	}
	return evidenceSetup(t, name)
}

// TestValueReadings: a value stored under two node fields goes to the one
// the words around it point at (its property, the noun it qualifies, its
// label or a relationship ending there); with nothing to choose, the link
// keeps both readings and the answer is warned, never a silent pick.
func TestValueReadings(t *testing.T) {
	cases := []struct {
		schema, q, text string
		field           string   // the best candidate's field when decided
		ambiguous       []string // the fields left open, else nil
	}{
		// The head noun's own property.
		{"ops", "Which services are written in Rust?", "Rust", "Service.language", nil},
		{"ops", "Which services are written in Rust or Kotlin?", "Kotlin", "Service.language", nil},
		{"library", "Which books are written as Poetry?", "Poetry", "Book.form", nil},
		// The noun the value qualifies.
		{"ops", "Which teams own Go services?", "Go", "Service.language", nil},
		{"library", "Which members like Poetry books?", "Poetry", "Book.form", nil},
		// The property named.
		{"ops", "Which services have the language Python?", "Python", "Service.language", nil},
		// The label the value stands beside ("the genre Poetry").
		{"library", "Which books are in the genre Poetry?", "Poetry", "Genre.name", nil},
		{"ops", "Which people have the skill Rust?", "Rust", "Skill.name", nil},
		// A relationship that ends on the field's label.
		{"library", "Which members borrowed Poetry?", "Poetry", "Book.form", nil},
		{"ops", "Who is on call for Rust?", "Rust", "Service.language", nil},
		// Nothing chooses: both readings stay.
		{"ops", "What uses Rust?", "Rust", "", []string{"Service.language", "Skill.name"}},
		{"library", "What is Poetry?", "Poetry", "", []string{"Book.form", "Genre.name"}},
	}
	for _, c := range cases {
		s, src := readingsSetup(t, c.schema)
		r := groundValues(t, s, src, c.q)
		var v *ValueLink
		for i := range r.Values {
			if r.Values[i].Text == c.text {
				v = &r.Values[i]
			}
		}
		if v == nil {
			t.Errorf("%s: %q: %q linked no value:%s", c.schema, c.q, c.text, describe(r))
			continue
		}
		var amb []string
		for _, f := range v.Ambiguous {
			amb = append(amb, f.String())
		}
		sort.Strings(amb)
		if c.ambiguous != nil {
			if strings.Join(amb, ",") != strings.Join(c.ambiguous, ",") {
				t.Errorf("%s: %q: ambiguous %v, want %v", c.schema, c.q, amb, c.ambiguous)
			}
			d, ok := ValueDiagnostic(c.q, *v, v.Best())
			if !ok || d.Check != "value-ambiguous" || d.Severity != diag.Warning || len(d.Fixes) != len(c.ambiguous) ||
				c.q[d.Span.Start:d.Span.End] != c.text {
				t.Errorf("%s: %q: diagnostic %+v, want a value-ambiguous warning on %q with a fix per reading", c.schema, c.q, d, c.text)
			}
			continue
		}
		if amb != nil {
			t.Errorf("%s: %q: left ambiguous %v, want %s", c.schema, c.q, amb, c.field)
		}
		if got := v.Best().Field.String(); got != c.field {
			t.Errorf("%s: %q: %q read as %s, want %s", c.schema, c.q, c.text, got, c.field)
		}
		for _, x := range v.Candidates {
			if x.Value == v.Best().Value && x.Field != v.Best().Field && !x.Field.Edge {
				t.Errorf("%s: %q: the rival reading %s stayed beside %s", c.schema, c.q, x.Field, v.Best().Field)
			}
		}
		if d, ok := ValueDiagnostic(c.q, *v, v.Best()); ok && d.Check == "value-ambiguous" {
			t.Errorf("%s: %q: a decided reading warned: %s", c.schema, c.q, d.Summary)
		}
	}
}

// TestLowercaseNames: a graph whose things are named in lowercase everyday
// words is asked about them in those words ("billing", "central"); a
// capitalised title an everyday word only folds into ("speed" for Speed
// Racer's neighbour Speed) still does not link, and neither does a
// contraction that spells near a value ("don't" and the status done).
func TestLowercaseNames(t *testing.T) {
	cases := []struct {
		schema, q, text, value string // value "" = the text links nothing
	}{
		{"ops", "Who is the primary on-call for billing?", "billing", "billing"},
		{"library", "Which books does central hold?", "central", "central"},
		{"ops", "Which services don't run on any host?", "don't", ""},
		{"movies", "what is the speed of the movie released in 2008", "speed", ""},
	}
	for _, c := range cases {
		s, src := readingsSetup(t, c.schema)
		r := groundValues(t, s, src, c.q)
		got := ""
		for _, v := range r.Values {
			if strings.Contains(v.Text, c.text) {
				got = v.Best().Value
			}
		}
		if got != c.value {
			t.Errorf("%s: %q: %q linked %q, want %q:%s", c.schema, c.q, c.text, got, c.value, describe(r))
		}
	}
}

// TestRoleVerbs: a verb whose lemma is a lowercase role stored on a
// relationship, or whose doer is, reads as that role ("leads" → lead,
// "sponsor" → sponsor, "owns" → owner),
// with a value-corrected warning; a noun after a determiner and a verb
// that spells a capitalised name (the character Link) do not.
func TestRoleVerbs(t *testing.T) {
	cases := []struct {
		schema, q, text, value string // value "" = the text links nothing
	}{
		{"ops", "Who leads the Developer Experience team?", "leads", "lead"},
		{"company", "Which employees sponsor a project?", "sponsor", "sponsor"},
		{"company", "Who sponsors the Phoenix project?", "sponsors", "sponsor"},
		{"ops", "Who are the leads of the Developer Experience team?", "leads", ""},
		// The doer of the verb: "owns" is the owner's role where no
		// relationship is named by the verb itself…
		{"company", "Who owns the Phoenix project?", "owns", "owner"},
		// …and the relationship where one is (ops has OWNS and the role owner).
		{"ops", "Which team owns the checkout service?", "owns", ""},
		{"ratings", "Which movies are linked to a keyword?", "linked", ""},
	}
	for _, c := range cases {
		s, src := readingsSetup(t, c.schema)
		if c.schema == "ratings" {
			s, g := ratingsGraph()
			g.Nodes = append(g.Nodes, graph.Node{ID: "m2", Labels: []string{"movie"}, Props: map[string]any{"title": "Zelda"}})
			g.Edges = append(g.Edges, graph.Edge{ID: "e9", Type: "acted_in", From: "p1", To: "m2", Props: map[string]any{"role": "Link"}})
			src = NewMemorySource(g, s)
		}
		r := groundValues(t, s, src, c.q)
		var got *ValueLink
		for i := range r.Values {
			if r.Values[i].Text == c.text {
				got = &r.Values[i]
			}
		}
		switch {
		case c.value == "":
			if got != nil {
				t.Errorf("%s: %q: %q linked %q", c.schema, c.q, c.text, got.Best().Value)
			}
		case c.value != "" && (got == nil || got.Best().Value != c.value || !got.Best().Field.Edge):
			t.Errorf("%s: %q: %q should read as the role %q:%s", c.schema, c.q, c.text, c.value, describe(r))
		case c.value != c.text:
			if d, ok := ValueDiagnostic(c.q, *got, got.Best()); !ok || d.Check != "value-corrected" || d.Severity < diag.Warning {
				t.Errorf("%s: %q: reading %q as %q carries no warning", c.schema, c.q, c.text, c.value)
			}
		}
	}
}
