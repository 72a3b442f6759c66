package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix41MeaningFitsEnds: a verb linked by meaning to a relationship
// between the labels named around it keeps that link when the relationship
// the schema names for the verb's converse (ops: "belong to" → OWNS, Team to
// Service) or its form (guild: "bought" → BUYER, Trade to Character) cannot
// join those labels; where the named relationship does join them, it still
// wins (the converse-verb and edge-verb-form readings stay).
func TestFix41MeaningFitsEnds(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:ops", "people who don't belong to a team", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (p)-[:MEMBER_OF]->(:Team) }", "!OWNS"}, lang.Gremlin: {"not(__.out('MEMBER_OF')", "!OWNS"}, lang.SPARQL: {"FILTER NOT EXISTS { ?p :MEMBER_OF", "!OWNS"}}},
		{"ex:ops", "which people belong to the Payments team", map[lang.Lang][]string{lang.Cypher: {"<-[:MEMBER_OF]-(p:Person)", "!OWNS"}, lang.Gremlin: {"MEMBER_OF", "!OWNS"}, lang.SPARQL: {":MEMBER_OF", "!OWNS"}}},
		{"ex:ops", "services that belong to team Atlas", map[lang.Lang][]string{lang.Cypher: {"OWNS", "!MEMBER_OF"}, lang.Gremlin: {"OWNS"}, lang.SPARQL: {":OWNS"}}},
		{"ex:guild", "Which VIP players have never bought anything?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (g)-[:PURCHASED]->(:Item) }", "!BUYER"}, lang.Gremlin: {"not(__.out('PURCHASED')", "!BUYER"}, lang.SPARQL: {"FILTER NOT EXISTS { ?g :PURCHASED", "!BUYER"}}},
		{"ex:guild", "Which characters bought items in trades?", map[lang.Lang][]string{lang.Cypher: {"BUYER", "!PURCHASED"}, lang.Gremlin: {"BUYER"}, lang.SPARQL: {":BUYER"}}},
	})
}

// TestFix41BareVerbNames: a light verb after an auxiliary or a denial names
// the one relationship spelled with it when that relationship starts at the
// label named as its subject (foodbank: "donors ... given" → GAVE), in the
// three languages; a subject the relationship does not start at leaves the
// verb unlinked and the question refused, and hotel's MADE reads as before.
func TestFix41BareVerbNames(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:foodbank", "donors who haven't given anything yet", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (f)-[:GAVE]->(:Donation) }"}, lang.Gremlin: {"not(__.out('GAVE')"}, lang.SPARQL: {"FILTER NOT EXISTS { ?f :GAVE"}}},
		{"ex:hotel", "Which guests have never made a booking?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (g)-[:MADE]->(:Booking) }"}, lang.Gremlin: {"not(__.out('MADE')"}, lang.SPARQL: {":MADE"}}},
	})
	checkRefusals(t, []refusalCase{{"ex:foodbank", "Which agencies haven't given anything?", "unused-words"}})
}
