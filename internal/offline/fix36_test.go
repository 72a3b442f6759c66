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
