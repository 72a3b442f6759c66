package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestCopulaComplementRefused: a noun said of the subject after a closing
// copula is the question's condition; unread, it refuses instead of listing
// the subject under its other conditions. Read (a stored value, a label),
// the question is still answered.
func TestCopulaComplementRefused(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:logistics", "Which German customers are businesses?", "unused-words"},
		{"ex:retail", "Which products from Acme are bestsellers?", "unused-words"},
		{"ex:campus", "Which professors in the Physics department are deans?", "unused-words"},
		{"ex:hotel", "Which guests from Norway are regulars?", "unused-words"},
	})
	checkLangCases(t, []langCase{
		{"ex:logistics", "Which customers in Germany are business customers?", map[lang.Lang][]string{
			lang.Cypher: {"'Germany'", "'business'"}, lang.Gremlin: {"'Germany'", "'business'"}, lang.SPARQL: {"\"Germany\"", "\"business\""}}},
	})
}
