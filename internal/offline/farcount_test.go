package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFarCounted: a ranking whose counted word names a label reached
// through another counts those things, each once — not the things between
// (the flights, the orders, the sailings) — on three schemas, in the three
// languages, with the warning; a count of the neighbour itself is unchanged.
func TestFarCounted(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "Which airline flies to the most airports?", want: []string{"count(DISTINCT a2)"}, warn: "counted-far-end"},
		{schema: "retail", question: "Which customer bought the most products?", want: []string{"count(DISTINCT p)"}, warn: "counted-far-end"},
		{schema: "farcount_routes", question: "Which carrier calls at the most ports?", want: []string{"count(DISTINCT"}, warn: "counted-far-end"},
		{schema: "ops", question: "Which team owns the most services?", want: []string{"count(s)"}, not: []string{"DISTINCT"}},
	})
	runPerLang(t, []perLangCase{
		{"flights", "Which airline flies to the most airports?", map[lang.Lang]string{
			lang.Cypher:  "count(DISTINCT a2)",
			lang.Gremlin: "dedup()",
			lang.SPARQL:  "COUNT(DISTINCT ?a2)",
		}},
		{"farcount_routes", "Which carrier calls at the most ports?", map[lang.Lang]string{
			lang.Cypher:  "count(DISTINCT p)",
			lang.Gremlin: "dedup()",
			lang.SPARQL:  "COUNT(DISTINCT ?p)",
		}},
	})
}
