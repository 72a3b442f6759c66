package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestYesNoSubject: in "Is X a … N?" X is what is asked about. Unread, the
// question is refused (it had asked whether any service was hit by a
// critical incident); read, and stored under N's label, N is X itself, not
// a second thing joined to it by a guessed relationship.
func TestYesNoSubject(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:ops", "Is zorblax a critical service?", "unused-words"},
		{"ex:ops", "Is foo-bar a critical service?", "unused-words"},
		{"ex:ops", "Is api-gateway a tier 1 service?", "unplaced-number"},
		{"ex:library", "Is zorblax a branch in Springfield?", "unused-words"},
	})
	flag := func(prop string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {"." + prop, "!CONNECTS", "!count("},
			lang.Gremlin: {"'" + prop + "'", "!CONNECTS", "!count()"},
			lang.SPARQL:  {":" + prop + " ?", "!CONNECTS", "!COUNT("},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:logistics", "is OPO-01 an automated depot?", flag("automated")},
		{"ex:grid", "Is Ashby Road an automated substation?", flag("automated")},
	})
}
