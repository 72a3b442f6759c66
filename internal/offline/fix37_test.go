package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix37VerbValueRelated: an inflected verb stored as a value of a
// label no word names reads as the one relationship it begins that
// touches a label the question names — on two schemas, in all three languages.
func TestFix37VerbValueRelated(t *testing.T) {
	edge := func(e string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {":" + e + "]", "!status"},
			lang.Gremlin: {"'" + e + "'", "!status"},
			lang.SPARQL:  {":" + e + " ", "!status"},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:guild", "Which quests has nobody completed yet?", edge("COMPLETED")},
		{"fix37_school", "Which courses has nobody completed?", edge("COMPLETED")},
		{"fix37_school", "Which courses has Ada Marsh completed?", edge("COMPLETED")},
	})
}
