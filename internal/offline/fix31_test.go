package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix31VerbPropNotAsked: "Which <things> does X <verb>?" returns the
// things, not a property of theirs the closing verb links by meaning, on
// guild and a band school, in all three languages.
func TestFix31VerbPropNotAsked(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:guild", "Which characters does Valkyrja play?", map[lang.Lang][]string{
			lang.Cypher:  {"RETURN DISTINCT c.name"},
			lang.Gremlin: {"project('name').by('name')"},
			lang.SPARQL:  {":name ?name"},
		}},
		{"fix31_band", "Which instruments does Mira Stone play?", map[lang.Lang][]string{
			lang.Cypher:  {"i.name AS name"},
			lang.Gremlin: {"by('name')"},
			lang.SPARQL:  {":name ?name"},
		}},
	})
	for _, c := range []struct{ schema, q, not string }{
		{"ex:guild", "Which characters does Valkyrja play?", "played_h"},
		{"fix31_band", "Which instruments does Mira Stone play?", "played_years"},
	} {
		cy, err := netCompile(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: refused: %v", c.schema, c.q, err)
			continue
		}
		if strings.Contains(cy, c.not) {
			t.Errorf("%s %q: returns %s:\n%s", c.schema, c.q, c.not, cy)
		}
	}
}

// TestFix31LinkApart: a relationship linked by meaning whose two ends no
// word names is refused (weak-link-dangling) even at the strong-link score,
// on guild and a second schema.
func TestFix31LinkApart(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:guild", "What can players buy in the store for more than €10?", "weak-link-dangling"},
	})
}
