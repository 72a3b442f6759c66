package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestGroupedCountOfNamed: a plan counting, per group, the thing the
// question names by a value is refused ("Who earns the most in the Finance
// department?" had counted Finance beside each salary); and "at most N"
// with a unit is a bound, never a ranking, so such a count is not built for
// it in the first place.
func TestGroupedCountOfNamed(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:company", "Who earns the most in the Finance department?", "count-of-named"},
		{"ex:movies", "Who are the top 3 followers of Keanu Reeves?", "count-of-named"},
	})
	bound := map[lang.Lang][]string{
		lang.Cypher:  {"<= ", "!count(", "!ORDER BY"},
		lang.Gremlin: {"P.lte(", "!count()", "!order()"},
		lang.SPARQL:  {"<= ", "!COUNT(", "!ORDER BY"},
	}
	checkLangCases(t, []langCase{
		{"ex:logistics", "Which depots does PAR-01 have a connection to that is at most 300 km long?", bound},
		{"ex:grid", "Which feeders from Ashby Road are at most 5 km long?", bound},
	})
}
