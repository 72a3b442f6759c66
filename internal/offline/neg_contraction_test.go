package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestNegContraction: a verb contracted with "not" negates the relationship
// after it, in Cypher, Gremlin and SPARQL, on two schemas whose weights end
// in a tonnes "_t": the contraction's clipped "t" no longer links to such a
// property and takes the question's focus with it.
func TestNegContraction(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:farm", "Which fields don't belong to any farm?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (f)-[:BELONGS_TO]->(:Farm) }", "!yield_t"}, lang.Gremlin: {"not(__.out('BELONGS_TO')", "!yield_t"}, lang.SPARQL: {"FILTER NOT EXISTS", ":BELONGS_TO", "!yield_t"}}},
		{"ex:farm", "Which farmers haven't mentored anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (f)-[:MENTORS]->(:Farmer) }"}, lang.Gremlin: {"not(__.out('MENTORS')"}, lang.SPARQL: {"FILTER NOT EXISTS", ":MENTORS"}}},
		{"neg_quarry", "Which trucks aren't based at any site?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (t)-[:BASED_AT]->(:Site) }", "!load_t"}, lang.Gremlin: {"not(__.out('BASED_AT')", "!load_t"}, lang.SPARQL: {"FILTER NOT EXISTS", ":BASED_AT", "!load_t"}}},
		{"neg_quarry", "Which drivers don't drive a truck?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (d)-[:DRIVES]->(:Truck) }", "!load_t"}, lang.Gremlin: {"not(__.out('DRIVES')"}, lang.SPARQL: {"FILTER NOT EXISTS", ":DRIVES"}}},
	})
}

// TestNegAbsenceReading: "no <property> reading" says the property's value
// is missing; "reading" only says what kind of value, like "figure" or
// "value", in all three languages on two schemas.
func TestNegAbsenceReading(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:farm", "Which harvest lot had no moisture reading?", map[lang.Lang][]string{lang.Cypher: {"h.moisture_pct IS NULL"}, lang.Gremlin: {"hasNot('moisture_pct')"}, lang.SPARQL: {"FILTER(NOT EXISTS { ?h :moisture_pct"}}},
		{"neg_quarry", "Which trucks have no odometer reading?", map[lang.Lang][]string{lang.Cypher: {"t.odometer_km IS NULL"}, lang.Gremlin: {"hasNot('odometer_km')"}, lang.SPARQL: {"FILTER(NOT EXISTS { ?t :odometer_km"}}},
	})
}
