package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix4Refusals: each reworded3 net refuses the reading it names on two
// schemas.
func TestFix4Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:retail", "top five shiniest products", "top-unranked"},
		{"fix4_events", "top three shiniest seminars", "top-unranked"},
		{"ex:delivery", "which customers have ordered three or more times?", "occurrence-as-property"},
		{"ex:delivery", "count dishes by spiciness", "group-by-dropped"},
		{"fix4_events", "count seminars by popularity", "group-by-dropped"},
		{"ex:retail", "products that have never appeared in any order", "negated-weak-link"},
	})
}

// TestFix4Readings: the readings of reworded3's devices, in all three
// languages on two schemas.
func TestFix4Readings(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"ex:campus", "who are the assistant profs?", "'Assistant Professor'"},
		{"fix4_events", "who are the senior engs?", "'Senior Engineer'"},
		{"ex:campus", "how many courses are offered online?", "MATCH (c:Course {online: true}) RETURN"},
		{"fix4_events", "how many seminars are hosted online?", "MATCH (s:Seminar {online: true}) RETURN"},
		{"ex:library", "give me a member count for every branch", "count(m)"},
		{"ex:delivery", "give me an order count for every restaurant", "count(o)"},
		{"ex:retail", "top five priciest products", "ORDER BY price_usd DESC"},
		{"fix4_events", "the costliest project", "ORDER BY budget DESC"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}

// TestFix4ThreeLanguages: each reading that builds a query, in Cypher,
// Gremlin and SPARQL, on two schemas; "!x" must not appear.
func TestFix4ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:campus", "who are the assistant profs?", map[lang.Lang][]string{lang.Cypher: {"'Assistant Professor'", "!TEACHES"}, lang.Gremlin: {"'Assistant Professor'", "!TEACHES"}, lang.SPARQL: {"\"Assistant Professor\"", "!TEACHES"}}},
		{"fix4_events", "who are the senior engs?", map[lang.Lang][]string{lang.Cypher: {"'Senior Engineer'", "!WORKS_ON"}, lang.Gremlin: {"'Senior Engineer'", "!WORKS_ON"}, lang.SPARQL: {"\"Senior Engineer\"", "!WORKS_ON"}}},
		{"ex:campus", "how many courses are offered online?", map[lang.Lang][]string{lang.Cypher: {"online: true", "!OFFERED_BY"}, lang.Gremlin: {"'online', true", "!OFFERED_BY"}, lang.SPARQL: {":online true", "!OFFERED_BY"}}},
		{"fix4_events", "how many seminars are hosted online?", map[lang.Lang][]string{lang.Cypher: {"online: true", "!HOSTED_AT"}, lang.Gremlin: {"'online', true", "!HOSTED_AT"}, lang.SPARQL: {":online true", "!HOSTED_AT"}}},
		{"ex:library", "give me a member count for every branch", map[lang.Lang][]string{lang.Cypher: {"count(m)"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT(?m)"}}},
		{"ex:delivery", "give me an order count for every restaurant", map[lang.Lang][]string{lang.Cypher: {"count(o)"}, lang.Gremlin: {"count()"}, lang.SPARQL: {"COUNT(?o)"}}},
		{"ex:retail", "top five priciest products", map[lang.Lang][]string{lang.Cypher: {"price_usd DESC", "LIMIT 5"}, lang.Gremlin: {"select('price_usd'), Order.desc", "limit(5)"}, lang.SPARQL: {"DESC(?price_usd)", "LIMIT 5"}}},
		{"fix4_events", "the costliest project", map[lang.Lang][]string{lang.Cypher: {"budget DESC"}, lang.Gremlin: {"budget"}, lang.SPARQL: {"budget"}}},
		{"ex:delivery", "which dish costs the most?", map[lang.Lang][]string{lang.Cypher: {"price_eur DESC"}, lang.Gremlin: {"price_eur"}, lang.SPARQL: {"price_eur"}}},
		{"ex:logistics", "which shipment weighs the most?", map[lang.Lang][]string{lang.Cypher: {"weight_kg DESC"}, lang.Gremlin: {"weight_kg"}, lang.SPARQL: {"weight_kg"}}},
		{"ex:retail", "which product costs the least?", map[lang.Lang][]string{lang.Cypher: {"ORDER BY price_usd,"}, lang.Gremlin: {"price_usd"}, lang.SPARQL: {"price_usd"}}},
	})
}
