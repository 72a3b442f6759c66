package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix43EitherFilters: an "or" between one filter on a property of the
// asked-for thing before it and one after it is one OR of the two, in the
// three languages (movies, delivery); a side holding a relationship or a
// named thing stays refused.
func TestFix43EitherFilters(t *testing.T) {
	checkLangCases(t, []langCase{
		{"movies", "Which movies were released after 2005 or released before 1980?", map[lang.Lang][]string{lang.Cypher: {"m.released > 2005 OR m.released < 1980"}, lang.Gremlin: {"or("}, lang.SPARQL: {"||"}}},
		{"movies", "Which people were born before 1940 or born after 1980?", map[lang.Lang][]string{lang.Cypher: {"p.born < 1940 OR p.born > 1980"}, lang.Gremlin: {"or("}, lang.SPARQL: {"||"}}},
		{"ex:delivery", "Show dishes that are either vegetarian or under 5 euros", map[lang.Lang][]string{lang.Cypher: {"d.vegetarian = true OR d.price_eur < 5"}, lang.Gremlin: {"or("}, lang.SPARQL: {"||"}}},
	})
	for _, q := range []string{
		"Which movies feature a person born before 1940 or were directed by Tom Hanks?",
		"Which movies released after 2000 or directed by Tom Hanks?",
	} {
		if _, err := compileOn(t, "movies", q); err == nil {
			t.Errorf("%q: compiled, want a refusal", q)
		}
	}
}

// TestFix43RepeatedPreposition: "with X or with Y" over one relationship is
// one far end with either value, in the three languages (movies,
// outpatient).
func TestFix43RepeatedPreposition(t *testing.T) {
	checkLangCases(t, []langCase{
		{"movies", "Which movies were directed by Lana Wachowski or by Tom Hanks?", map[lang.Lang][]string{lang.Cypher: {"p.name IN ['Lana Wachowski', 'Tom Hanks']"}, lang.Gremlin: {"within('Lana Wachowski', 'Tom Hanks')"}, lang.SPARQL: {"IN (\"Lana Wachowski\", \"Tom Hanks\")"}}},
		{"ex:outpatient", "patients insured with Medis or with Multicare", map[lang.Lang][]string{lang.Cypher: {"i.name IN ['Medis', 'Multicare']"}, lang.Gremlin: {"within('Medis', 'Multicare')"}, lang.SPARQL: {"IN (\"Medis\", \"Multicare\")"}}},
	})
}
