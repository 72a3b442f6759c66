package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix18UnnamedByID: a thing with no naming property is shown by its
// one identifier, in three languages on two schemas.
func TestFix18UnnamedByID(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:outpatient", "Which appointments lasted longer than an hour?", map[lang.Lang][]string{lang.Cypher: {".appt_id AS appt_id", "duration_min > 60"}, lang.Gremlin: {"'appt_id'"}, lang.SPARQL: {":appt_id"}}},
		{"fix18_shop", "Which jobs were cancelled?", map[lang.Lang][]string{lang.Cypher: {".job_id AS job_id", "'cancelled'"}, lang.Gremlin: {"'job_id'"}, lang.SPARQL: {":job_id"}}},
		{"fix18_shop", "List the jobs booked by Rosa Vidal.", map[lang.Lang][]string{lang.Cypher: {".job_id AS job_id", "BOOKED"}, lang.Gremlin: {"'job_id'"}, lang.SPARQL: {":job_id"}}},
	})
}
