package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix15ThreeLanguages: a closing "together" after all the things sums
// their one listed numeric property, on two schemas, in every language.
func TestFix15ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:logistics", "what's the declared value of all returned shipments together", map[lang.Lang][]string{lang.Cypher: {"sum(s.declared_value_eur)"}, lang.Gremlin: {"values('declared_value_eur').sum()"}, lang.SPARQL: {"SUM(?s_declared_value_eur)"}}},
		{"ex:retail", "what is the price of all products together", map[lang.Lang][]string{lang.Cypher: {"sum(p.price_usd)"}, lang.Gremlin: {"values('price_usd').sum()"}, lang.SPARQL: {"SUM(?p_price_usd)"}}},
		{"ex:company", "what is the salary of all employees in Finance together", map[lang.Lang][]string{lang.Cypher: {"sum(e.salary)"}, lang.Gremlin: {"values('salary').sum()"}, lang.SPARQL: {"SUM(?e_salary)"}}},
		// A head noun that names a label is the property's owner, not a
		// role: the link is left whole.
		{"ex:logistics", "what is the driver hourly rate of Ana Silva", map[lang.Lang][]string{lang.Cypher: {"d.hourly_rate_eur AS"}, lang.Gremlin: {"hourly_rate_eur"}, lang.SPARQL: {"hourly_rate_eur"}}},
	})
}

// TestFix15Refusals: the nets of asked8's wrongs refuse on two schemas or
// more.
func TestFix15Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		// "the same X more than once": a count per pair, not per row.
		{"ex:bank", "cards that paid the same merchant more than once", "count-comparison"},
		// (fix33: "techs who've worked on the same transformer more than
		// once" is read through its WorkOrder junction, fix33_test.go.)
		{"ex:delivery", "customers who ordered from the same place more than once", "count-comparison"},
		{"ex:papers", "authors who've published in the same venue more than twice", "count-comparison"},
		// A yes/no plan of the named thing alone beside an unread noun.
		{"ex:delivery", "has Omar Haddad done any deliveries yet", "yes-no-unread"},
		{"ex:logistics", "has Ana Silva done any overtime yet", "yes-no-unread"},
		{"movies", "has Tom Hanks done any cameos yet", "yes-no-unread"},
	})
}

// TestFix15RoleHead: a role noun at the head of a property link ("Tiago
// Nunes's supervisor part time") is no longer dropped, so the named
// thing's own value is not the answer: the plan joins the relationship
// the noun names, and the other checks refuse it here.
func TestFix15RoleHead(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:outpatient", "is Tiago Nunes's supervisor part time?", "named-echo"},
		{"ex:company", "what is Alice Chen's manager salary", "no-focus"},
	})
}
