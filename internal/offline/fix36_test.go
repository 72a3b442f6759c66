package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix36LeadPerson: an opening "anyone"/"people" with a count compared
// is read as "who" (lead-person-as-who), in Cypher, Gremlin and SPARQL on
// two schemas; where the counted thing joins several named labels and no
// verb says which, it stays refused.
func TestFix36LeadPerson(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:company", "people with 3 or more skills", map[lang.Lang][]string{lang.Cypher: {"Employee", "HAS_SKILL", "count(DISTINCT s)", ">= 3"}, lang.Gremlin: {"HAS_SKILL", "P.gte(3)"}, lang.SPARQL: {"HAS_SKILL", "COUNT(DISTINCT"}}},
		{"ex:ops", "anyone assigned to more than one project?", map[lang.Lang][]string{lang.Cypher: {"Person", "ASSIGNED_TO"}, lang.Gremlin: {"ASSIGNED_TO", "P.neq("}, lang.SPARQL: {"ASSIGNED_TO", "FILTER("}}},
		{"ex:ops", "people on more than one team", map[lang.Lang][]string{lang.Cypher: {"Person", "MEMBER_OF"}, lang.Gremlin: {"MEMBER_OF", "P.neq("}, lang.SPARQL: {"MEMBER_OF", "FILTER("}}},
	})
	runKinds(t, []kindCase{
		{schema: "../../../examples/registry/registry", question: "people with at least 2 packages", refused: true},
	})
}

// TestFix36CountValued: "at least 2 active projects", "more than one open
// issue", "more than 2 cancelled orders" count only the related things
// holding the value (count-valued), in the three languages on three
// schemas; "fewer than 2 delivered orders" is refused (the things with none
// cannot be kept with the filter), not compared with a numeric property.
func TestFix36CountValued(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:company", "departments with at least 2 active projects", map[lang.Lang][]string{lang.Cypher: {"status: 'active'", "count(DISTINCT p)", ">= 2"}, lang.Gremlin: {"'active'", "P.gte(2)"}, lang.SPARQL: {"\"active\"", "HAVING(COUNT(DISTINCT ?p) >= 2)"}}},
		{"ex:registry", "packages with more than one open issue", map[lang.Lang][]string{lang.Cypher: {"state: 'open'", "count(DISTINCT i)", "> 1"}, lang.Gremlin: {"'open'", "P.gt(1)"}, lang.SPARQL: {"\"open\"", "HAVING(COUNT(DISTINCT ?i) > 1)"}}},
		{"ex:retail", "customers with more than 2 cancelled orders", map[lang.Lang][]string{lang.Cypher: {"status: 'cancelled'", "count(DISTINCT o)", "> 2"}, lang.Gremlin: {"'cancelled'", "P.gt(2)"}, lang.SPARQL: {"\"cancelled\"", "HAVING(COUNT(DISTINCT ?o) > 2)"}}},
	})
	runKinds(t, []kindCase{
		{schema: "../../../examples/retail/retail", question: "customers with fewer than 2 delivered orders", refused: true},
	})
}
