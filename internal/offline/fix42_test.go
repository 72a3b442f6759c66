package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix42DeniedObjectNoun: a relationship noun that is the object of a
// denied verb linking to nothing is denied with it, the label modifying the
// noun its far end, in the three languages (bank); a relationship denied
// twice over the same label is denied once (company, papers).
func TestFix42DeniedObjectNoun(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:bank", "Which merchants have never received a card payment?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (m)<-[:PAID]-(:Card) }", "!TRANSFERRED", "!AND NOT EXISTS"}, lang.Gremlin: {"not(__.in('PAID')", "!TRANSFERRED"}, lang.SPARQL: {"FILTER NOT EXISTS", ":PAID ?m", "!TRANSFERRED"}}},
		{"ex:company", "Which projects have no employees working on them?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (p)<-[:WORKS_ON]-(:Employee) }", "!AND NOT EXISTS"}, lang.Gremlin: {"not(__.in('WORKS_ON')"}, lang.SPARQL: {":WORKS_ON ?p"}}},
		{"ex:papers", "Which grants has no paper acknowledged?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (g)<-[:ACKNOWLEDGES]-(:Paper) }", "!AND NOT EXISTS {"}, lang.Gremlin: {"not(__.in('ACKNOWLEDGES')"}, lang.SPARQL: {":ACKNOWLEDGES ?g"}}},
	})
}
