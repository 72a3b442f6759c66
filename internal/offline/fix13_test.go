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

// TestFix13Refusals: the nets of asked7's wrongs refuse on two schemas.
func TestFix13Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		// "directly or …" is refused first by fix11's closure-unread;
		// "directly and …" is this net's own.
		{"ex:ops", "if secrets-vault goes down which services break, directly or through other services?", "closure-unread"},
		{"ex:ops", "which services depend on ledger, directly and through other services?", "closure-manner-unread"},
		{"ex:logistics", "which drivers report to Ana Silva, directly and through other drivers", "closure-manner-unread"},
		{"ex:flights", "since when has Atlantic Crown had a codeshare with Sakura Pacific", "when-node-date"},
		// "since when has Ana Silva had the vehicle 10-AK-30" is read
		// since fix39 as DRIVES.since, the one date of the one
		// relationship joining the two named things (fix39_test.go).
		{"ex:ops", "how many hours in total went into finished projects", "state-in-link"},
		{"ex:logistics", "how many finished shipments are there", "state-in-link"},
	})
}
