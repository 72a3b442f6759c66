package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix16ThreeLanguages: the readings of a new graph's first run, in
// Cypher, Gremlin and SPARQL, on two schemas or more.
func TestFix16ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		// A word spelling the label whose property stores it names the label.
		{"ex:insure", "Which adjuster has the most claims assigned?", map[lang.Lang][]string{lang.Cypher: {"(a:Adjuster)<-[:ASSIGNED_TO]-(c:Claim)", "count(c)", "!grade"}, lang.Gremlin: {"!'grade'"}, lang.SPARQL: {"COUNT(?c)", "!:grade"}}},
		{"fix16_desk", "Which engineer has the most tickets assigned?", map[lang.Lang][]string{lang.Cypher: {"(e:Engineer)<-[:ASSIGNED_TO]-(t:Ticket)", "count(t)", "!level"}, lang.Gremlin: {"!'level'"}, lang.SPARQL: {"COUNT(?t)", "!:level"}}},
	})
}

// TestFix16Refusals: the nets of a new graph's wrongs refuse on two
// schemas.
func TestFix16Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:insure", "Which active home policies have had no claims?", "state-unread"},
		{"fix16_desk", "Which active high tickets are assigned to Dana Holt?", "state-unread"},
	})
}

// TestFix16Measures: "biggest" of a thing whose size is money, and a year
// said of a date named by its verb, in three languages on two schemas.
func TestFix16Measures(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:papers", "What's the biggest grant?", map[lang.Lang][]string{lang.Cypher: {"ORDER BY amount_eur DESC"}, lang.Gremlin: {"'amount_eur'", "Order.desc"}, lang.SPARQL: {"DESC(?amount_eur)"}}},
		{"ex:bank", "Show the 3 biggest loans.", map[lang.Lang][]string{lang.Cypher: {"ORDER BY principal_eur DESC", "LIMIT 3"}, lang.Gremlin: {"'principal_eur'", "Order.desc"}, lang.SPARQL: {"DESC(?principal_eur)"}}},
		{"fix16_desk", "What is the largest grant?", map[lang.Lang][]string{lang.Cypher: {"ORDER BY amount_usd DESC"}, lang.Gremlin: {"'amount_usd'", "Order.desc"}, lang.SPARQL: {"DESC(?amount_usd)"}}},
		{"ex:insure", "Which claims were filed in 2023?", map[lang.Lang][]string{lang.Cypher: {"c.filed_on >= '2023-01-01'", "!FILED_UNDER"}, lang.Gremlin: {"'filed_on'", "!FILED_UNDER"}, lang.SPARQL: {":filed_on", "!FILED_UNDER"}}},
		{"fix16_desk", "Which tickets were opened in 2024?", map[lang.Lang][]string{lang.Cypher: {"t.opened_on >= '2024-01-01'", "!OPENED_BY"}, lang.Gremlin: {"'opened_on'", "!OPENED_BY"}, lang.SPARQL: {":opened_on", "!OPENED_BY"}}},
	})
	// A size that is not money is not read as one.
	checkRefusals(t, []refusalCase{
		{"fix16_desk", "Which is the biggest ticket?", "no-order-property"},
	})
}
