package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// A word closing the clause right after its verb says how or when the
// event happened; unread, it must refuse rather than list every event.
func TestTrailingMannerRefused(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:logistics", "Which shipments were delivered late?", "unused-words"},
		{"ex:logistics", "Which shipments were delivered quickly?", "unused-words"},
		{"movies", "Which movies were released early?", "unused-words"},
		{"ex:registry", "Which packages were deprecated recently and quietly?", "unused-words"},
	})
	// Without the manner word, and with an -ing form before a noun, the
	// same questions still answer.
	checkLangCases(t, []langCase{
		{"ex:logistics", "Which shipments were delivered?", map[lang.Lang][]string{
			lang.Cypher: {"'delivered'"}, lang.Gremlin: {"'delivered'"}, lang.SPARQL: {"\"delivered\""}}},
		{"ex:hotel", "Who is above Nuno Pires in the reporting line?", map[lang.Lang][]string{
			lang.Cypher: {"'Nuno Pires'"}, lang.Gremlin: {"'Nuno Pires'"}, lang.SPARQL: {"\"Nuno Pires\""}}},
	})
}
