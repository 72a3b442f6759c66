package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// TestHowManyValues: "how many P" with P a text property no label is named
// after counts P's distinct values, with a warning, on a relational graph as
// converted (SPARQL) and a property graph (Cypher), rendered in all three
// languages; a label after "how many" still counts things.
func TestHowManyValues(t *testing.T) {
	cases := []struct {
		kg, q, want string
		warn        bool
	}{
		{"restaurant_inspection", "How many cuisines are there?", "SELECT (COUNT(DISTINCT ?r_cuisine) AS ?count)", true},
		{"restaurant_inspection", "How many districts have restaurants with more than 50 seats?", "(COUNT(DISTINCT ?r_district) AS ?count)", true},
		{"records", "How many countries are there?", "RETURN count(DISTINCT a.country) AS count", true},
		{"company", "How many employees are there?", "RETURN count(e) AS count", false},
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
			warned = warned || w.Check == "count-of-values"
		}
		if warned != c.warn {
			t.Errorf("%s: %q: count-of-values warning %v, want %v", c.kg, c.q, warned, c.warn)
		}
	}
}
