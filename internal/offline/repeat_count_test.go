package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestRepeatCount: a bounded "how often" ("more than once", "at least
// twice", "3 times or more") counts the verb's rows per thing, in all three
// languages, on three schemas, with or without the other end named.
func TestRepeatCount(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:movies", "Who reviewed movies at least twice?", map[lang.Lang][]string{lang.Cypher: {"count(m) AS count", "WHERE count >= 2"}, lang.Gremlin: {"P.gte(2)"}, lang.SPARQL: {"HAVING(COUNT(?m) >= 2)"}}},
		{"ex:movies", "Which movies were reviewed more than once?", map[lang.Lang][]string{lang.Cypher: {"<-[:REVIEWED]-", "WHERE count > 1"}, lang.Gremlin: {"P.gt(1)"}, lang.SPARQL: {"HAVING(COUNT(?p) > 1)"}}},
		{"ex:grid", "Which technicians worked on work orders at least 3 times?", map[lang.Lang][]string{lang.Cypher: {"WHERE count >= 3"}, lang.Gremlin: {"P.gte(3)"}, lang.SPARQL: {">= 3)"}}},
		{"ex:grid", "Which meters were affected by outages twice or more?", map[lang.Lang][]string{lang.Cypher: {"WHERE count >= 2"}, lang.Gremlin: {"P.gte(2)"}, lang.SPARQL: {">= 2)"}}},
		{"fix10_depot", "which mechanics serve plants more than once", map[lang.Lang][]string{lang.Cypher: {"WHERE count > 1"}, lang.Gremlin: {"P.gt(1)"}, lang.SPARQL: {"> 1)"}}},
	})
}

// TestRepeatCountRefused: a repetition the count cannot take still refuses
// rather than answering without it: no bound ("twice"), a multiplier
// ("twice as many"), or a named other end the count would have to filter.
func TestRepeatCountRefused(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:movies", "Who reviewed movies twice?", "unused-words"},
		{"ex:grid", "Which meters were affected by outages twice?", "unused-words"},
		{"ex:movies", "Who reviewed The Matrix more than once?", "unused-words"},
	})
}
