package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// "number" after a property's word is part of its name: the property is
// shown, nothing is counted.
func TestNumberEndsAName(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:flights", "What are the flight numbers of flights from Lisbon?", map[lang.Lang][]string{
			lang.Cypher:  {"RETURN DISTINCT f.flight_number AS flight_number", "'Lisbon'", "!count("},
			lang.Gremlin: {"'flight_number'", "'Lisbon'", "!count()"},
			lang.SPARQL:  {"flight_number", "\"Lisbon\"", "!COUNT("}}},
		{"ex:logistics", "What are the tracking numbers of shipments over 500 kg?", map[lang.Lang][]string{
			lang.Cypher:  {"RETURN s.tracking AS tracking", "> 500", "!count("},
			lang.Gremlin: {"'tracking'", "gt(500)", "!count()"},
			lang.SPARQL:  {"tracking", "> 500", "!COUNT("}}},
	})
	// "the number of" with nothing named before it still counts.
	checkLangCases(t, []langCase{
		{"ex:flights", "What is the number of flights from Lisbon?", map[lang.Lang][]string{
			lang.Cypher: {"count(DISTINCT f)"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT("}}},
	})
}

// A word no English list knows, before a label's noun, is the name of one
// of them that grounding did not find: refused, while a typo of an
// everyday word there is read past.
func TestUnknownModifierRefused(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:registry", "List the versions of lodash releases.", "unused-words"},
		{"ex:ops", "List the zorblax incidents.", "unused-words"},
	})
	checkLangCases(t, []langCase{
		{"ex:ops", "list teh incidents opened in aug 2024", map[lang.Lang][]string{
			lang.Cypher: {"'2024-08-01'"}, lang.Gremlin: {"'2024-08-01'"}, lang.SPARQL: {"2024-08-01"}}},
	})
}
