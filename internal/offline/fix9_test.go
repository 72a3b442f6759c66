package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix9Refusals: the nets of asked6's wrongs refuse on two schemas.
func TestFix9Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:delivery", "which restaurant got the worst review", "superlative-unranked"},
		{"fix9_studio", "which painting got the worst critique", "superlative-unranked"},
		{"ex:logistics", "vehicles that can't carry half a tonne", "amount-uncompared"},
		{"fix9_studio", "which trucks shipped half a tonne", "amount-uncompared"},
		{"ex:logistics", "how many drivers are at the top of Lars Ruiz's reporting line", "chain-top-one-hop"},
		{"fix9_studio", "how many artists are at the top of Ana Sousa's mentoring line", "chain-top-one-hop"},
		{"ex:outpatient", "how many patients are A+ or A-", "signed-value-unread"},
		{"fix9_studio", "how many artists are A+ or B-", "signed-value-unread"},
		{"ex:outpatient", "which drugs were prescribed for less than a week", "duration-elsewhere"},
		{"fix9_studio", "which paintings were exhibited for less than a week", "duration-elsewhere"},
		{"ex:grid", "how many feeders were built after 2015", "count-unnamed-edge-filter"},
		{"fix9_studio", "how many feeders were built after 2015", "count-unnamed-edge-filter"},
		{"ex:grid", "average length of storm outages", "property-far-owner"},
		{"fix9_studio", "average length of summer shows", "property-far-owner"},
		{"ex:company", "which department does Kenji Watanabe work in and as what", "role-asked-unread"},
		{"fix9_studio", "who mentored Ana Sousa and as what", "role-asked-unread"},
	})
}

// TestFix9ThreeLanguages: the readings that build a query, in Cypher,
// Gremlin and SPARQL, on two schemas.
func TestFix9ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		// "the top of X's line" is the end of the chain.
		{"ex:logistics", "who's at the top of Lars Ruiz's reporting line", map[lang.Lang][]string{lang.Cypher: {"[:REPORTS_TO*1..10]", "NOT EXISTS { (d2)-[:REPORTS_TO]->(:Driver) }"}, lang.Gremlin: {"repeat(__.out('REPORTS_TO'))", "not(__.out('REPORTS_TO')"}, lang.SPARQL: {":REPORTS_TO+", "FILTER NOT EXISTS { ?d2 :REPORTS_TO"}}},
		{"fix9_studio", "who is at the top of Ana Sousa's mentoring line", map[lang.Lang][]string{lang.Cypher: {"[:MENTORED_BY*1..10]", "NOT EXISTS { (a2)-[:MENTORED_BY]->(:Artist) }"}, lang.Gremlin: {"repeat(__.out('MENTORED_BY'))", "not(__.out('MENTORED_BY')"}, lang.SPARQL: {":MENTORED_BY+", "FILTER NOT EXISTS"}}},
		// "as what" shows the relationship's one text property.
		{"ex:company", "what projects is Kenji Watanabe on and as what", map[lang.Lang][]string{lang.Cypher: {"[r:WORKS_ON]", "r.role AS role"}, lang.Gremlin: {"values('role')"}, lang.SPARQL: {":role ?role", "?name ?role"}}},
		{"fix9_studio", "what galleries does Ana Sousa work at and as what", map[lang.Lang][]string{lang.Cypher: {"[r:WORKS_AT]", "r.role AS role"}, lang.Gremlin: {"values('role')"}, lang.SPARQL: {":role ?role"}}},
	})
}
