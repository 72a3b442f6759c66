package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// TestTotalNumberOfProp: "the total number of P" with P a numeric property
// of a node sums P (grouped when the question groups), with the
// unit-summed warning, on a relational graph as converted (SPARQL) and the
// company property graph (Cypher), rendered in all three languages; a label
// after "total number of" is still counted.
func TestTotalNumberOfProp(t *testing.T) {
	cases := []struct {
		kg, q, want string
		warn        bool
	}{
		{"restaurant_inspection", "What is the total number of seats of the restaurants in each district?", "SELECT ?district (SUM(?r_seats) AS ?sum)", true},
		{"company", "What is the total number of salary of the employees?", "RETURN sum(e.salary) AS sum", true},
		{"restaurant_inspection", "What is the total number of restaurants in each district?", "(COUNT(?r) AS ?count)", false},
	}
	for _, c := range cases {
		var g *graph.Graph
		var s *schema.Schema
		target := lang.Cypher
		if strings.Contains(c.kg, "_") {
			g, s = relGraph(t, c.kg)
			target = lang.SPARQL
		} else {
			g, s = testGraph(t, c.kg)
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		var got string
		for _, l := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			out, err := templates.Render(r.Query, l, s)
			if err != nil {
				t.Errorf("%s: %q: render %s: %v", c.kg, c.q, l, err)
			}
			if l == target {
				got = strings.Join(strings.Fields(out), " ")
			}
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, c.want, got)
		}
		warned := false
		for _, w := range r.Warnings {
			warned = warned || w.Check == "unit-summed"
		}
		if warned != c.warn {
			t.Errorf("%s: %q: unit-summed warning %v, want %v", c.kg, c.q, warned, c.warn)
		}
	}
}
