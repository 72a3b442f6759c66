package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix34ThreeLanguages: "isn't"/"aren't" read as "is not"/"are not"
// (be-contraction-read) and "without any <values> <things>" read as
// "without <values> <things>" (negated-values), in Cypher, Gremlin and
// SPARQL on two schemas or more.
func TestFix34ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:ops", "who isn't assigned to any project", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS", "ASSIGNED_TO"}, lang.Gremlin: {"not(", "ASSIGNED_TO"}, lang.SPARQL: {"NOT EXISTS", "ASSIGNED_TO"}}},
		{"ex:registry", "maintainers who aren't in any org", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS", "MEMBER_OF"}, lang.Gremlin: {"not(", "MEMBER_OF"}, lang.SPARQL: {"NOT EXISTS", "MEMBER_OF"}}},
		{"fix34_course", "members who aren't in any club", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS", "MEMBER_OF"}, lang.Gremlin: {"not(", "MEMBER_OF"}, lang.SPARQL: {"NOT EXISTS", "MEMBER_OF"}}},
		{"ex:ops", "services whose language isn't Go", map[lang.Lang][]string{lang.Cypher: {"language <> 'Go'"}, lang.Gremlin: {"P.neq('Go')"}, lang.SPARQL: {"_language != \"Go\""}}},
		{"ex:company", "departments without any active projects", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS", "status: 'active'"}, lang.Gremlin: {"not(", "'active'"}, lang.SPARQL: {"NOT EXISTS", "active"}}},
		{"ex:registry", "packages without any open issues", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS", "state: 'open'"}, lang.Gremlin: {"not(", "'open'"}, lang.SPARQL: {"NOT EXISTS", "open"}}},
		{"ex:hotel", "number of reviews written in Dec 2024", map[lang.Lang][]string{lang.Cypher: {"r.date >= '2024-12-01'", "r.date < '2025-01-01'", "count("}, lang.Gremlin: {"'2024-12-01'", "'2025-01-01'"}, lang.SPARQL: {"2024-12-01", "2025-01-01"}}},
		{"fix34_course", "number of posts written in Dec 2024", map[lang.Lang][]string{lang.Cypher: {"posted >= '2024-12-01'", "posted < '2025-01-01'", "count("}, lang.Gremlin: {"'2024-12-01'", "'2025-01-01'"}, lang.SPARQL: {"2024-12-01", "2025-01-01"}}},
		{"fix34_course", "avg lesson duration", map[lang.Lang][]string{lang.Cypher: {"avg(l.duration_min)"}, lang.Gremlin: {"mean()"}, lang.SPARQL: {"?l_duration_min", "AS ?avg"}}},
	})
}

// TestFix34CompoundOwner: an aggregated property word after a noun that
// names another label is refused (compound-owner-other), on two schemas;
// the owner's own noun before it is answered.
func TestFix34CompoundOwner(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "../../../examples/music/music", question: "What's the avg track length on Pulse Theory, in seconds?", refused: true},
		{schema: "fix34_course", question: "What's the average lesson length on Knots?", refused: true},
		{schema: "fix34_course", question: "What's the average course length?", want: []string{"avg(c.length_min)"}},
	})
}
