package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix13ThreeLanguages: the readings of asked7's wrongs that build a
// query, in Cypher, Gremlin and SPARQL, on two schemas or more.
func TestFix13ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		// A headcount inside a label's link counts that label.
		{"ex:hotel", "staff headcount per hotel", map[lang.Lang][]string{lang.Cypher: {"count(s) AS count"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT(?s)"}}},
		{"ex:company", "employee headcount per department", map[lang.Lang][]string{lang.Cypher: {"count(e) AS count"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT(?e)"}}},
		{"ex:campus", "student headcount per course", map[lang.Lang][]string{lang.Cypher: {"count(s) AS count"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT(?s)"}}},
	})
}
