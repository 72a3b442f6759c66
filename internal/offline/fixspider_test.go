package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// TestSpiderColumnCounts: "how many P" with P a text property no label is
// named after counts P's distinct values (count-of-values), and "the total
// number of P" with P a numeric property of a node sums P, grouped when
// the question groups (unit-summed); on a relational graph as converted
// (SPARQL) and a property graph (Cypher), rendered in all three languages.
// A label after "how many" or "total number of" still counts things.
func TestSpiderColumnCounts(t *testing.T) {
	cases := []struct {
		kg, q, want, warn string // warn: the check that must warn, "" for none of the two
	}{
		{"restaurant_inspection", "How many cuisines are there?", "SELECT (COUNT(DISTINCT ?r_cuisine) AS ?count)", "count-of-values"},
		{"restaurant_inspection", "How many districts have restaurants with more than 50 seats?", "(COUNT(DISTINCT ?r_district) AS ?count)", "count-of-values"},
		{"records", "How many countries are there?", "RETURN count(DISTINCT a.country) AS count", "count-of-values"},
		{"company", "How many employees are there?", "RETURN count(e) AS count", ""},
		{"restaurant_inspection", "What is the total number of seats of the restaurants in each district?", "SELECT ?district (SUM(?r_seats) AS ?sum)", "unit-summed"},
		{"company", "What is the total number of salary of the employees?", "RETURN sum(e.salary) AS sum", "unit-summed"},
		{"restaurant_inspection", "What is the total number of restaurants in each district?", "(COUNT(?r) AS ?count)", ""},
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
		var warned []string
		for _, w := range r.Warnings {
			if w.Check == "count-of-values" || w.Check == "unit-summed" {
				warned = append(warned, w.Check)
			}
		}
		if (c.warn == "") != (len(warned) == 0) || (c.warn != "" && !slices.Contains(warned, c.warn)) {
			t.Errorf("%s: %q: warned %v, want %q", c.kg, c.q, warned, c.warn)
		}
	}
}
