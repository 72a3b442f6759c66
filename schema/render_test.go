package schema_test

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

func movies(t *testing.T) *schema.Schema {
	t.Helper()
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRenderCypher(t *testing.T) {
	out := movies(t).RenderCypher(1)
	for _, want := range []string{
		`(:Person {born: INTEGER (e.g. 1964), name: STRING (e.g. "Keanu Reeves")})`,
		`(:Person)-[:ACTED_IN {roles: LIST<STRING> (e.g. ["Neo"])}]->(:Movie)`,
		`(:Person)-[:FOLLOWS]->(:Person)`,
		`(:Person)-[:REVIEWED {rating: INTEGER`,
		`// Movie.title is unique`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(movies(t).RenderCypher(0), "e.g.") {
		t.Error("samples shown with samples=0")
	}
}

func TestRenderGremlin(t *testing.T) {
	out := movies(t).RenderGremlin(0)
	for _, want := range []string{
		"vertex Movie: released: Long, tagline: String, title: String\n",
		"edge ACTED_IN: Person -> Movie; roles: String[] (read with .values('roles').unfold())\n",
		"edge DIRECTED: Person -> Movie\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

func TestRenderSPARQL(t *testing.T) {
	out := movies(t).RenderSPARQL(1)
	for _, want := range []string{
		"PREFIX : <http://example.org/movies/>",
		`?x a :Person ; :born xsd:integer e.g. 1964 ; :name xsd:string e.g. "Keanu Reeves"`,
		"?s :ACTED_IN ?o   # ?s a :Person, ?o a :Movie",
		"rdf:predicate :ACTED_IN ; rdf:object ?o ; :roles xsd:string (one triple per element)",
		":rating xsd:integer",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

func TestRenderIsStable(t *testing.T) {
	s := movies(t)
	a := s.RenderCypher(2)
	// Reverse the order of everything; the rendering must not change.
	for i, j := 0, len(s.Labels)-1; i < j; i, j = i+1, j-1 {
		s.Labels[i], s.Labels[j] = s.Labels[j], s.Labels[i]
	}
	for i, j := 0, len(s.EdgeTypes)-1; i < j; i, j = i+1, j-1 {
		s.EdgeTypes[i], s.EdgeTypes[j] = s.EdgeTypes[j], s.EdgeTypes[i]
	}
	if b := s.RenderCypher(2); a != b {
		t.Fatalf("rendering depends on input order:\n%s\nvs\n%s", a, b)
	}
}

func TestPrune(t *testing.T) {
	s := &schema.Schema{
		Name:   "g",
		Labels: []schema.Label{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}},
		EdgeTypes: []schema.EdgeType{
			{Name: "AB", Endpoints: []schema.Endpoint{{From: "A", To: "B"}}},
			{Name: "BC", Endpoints: []schema.Endpoint{{From: "B", To: "C"}}},
			{Name: "CD", Endpoints: []schema.Endpoint{{From: "C", To: "D"}}},
		},
		Constraints: []schema.Constraint{{Kind: "unique", Label: "D", Properties: []string{"x"}}},
	}
	names := func(p *schema.Schema) string {
		var out []string
		for _, l := range p.Labels {
			out = append(out, l.Name)
		}
		for _, e := range p.EdgeTypes {
			out = append(out, e.Name)
		}
		return strings.Join(out, ",")
	}
	for _, tc := range []struct {
		keep []string
		want string
	}{
		{[]string{"A"}, "A,B,AB"},
		{[]string{"BC"}, "B,C,BC"},
		{[]string{"B"}, "A,B,C,AB,BC"},
		{[]string{"Nope"}, ""},
		{[]string{"D", "A"}, "A,B,C,D,AB,CD"},
	} {
		p := s.Prune(tc.keep)
		if got := names(p); got != tc.want {
			t.Errorf("Prune(%v) = %s, want %s", tc.keep, got, tc.want)
		}
		if err := p.Validate(); err != nil {
			t.Errorf("Prune(%v) is not a valid schema: %v", tc.keep, err)
		}
	}
	if got := s.Prune([]string{"A"}).Constraints; len(got) != 0 {
		t.Errorf("constraint on a dropped label kept: %v", got)
	}
	if got := s.Prune([]string{"D"}).Constraints; len(got) != 1 {
		t.Errorf("constraint on a kept label dropped: %v", got)
	}
}
