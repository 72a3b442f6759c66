package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix26FlagForms: words saying a two-word yes/no property's name in
// other forms filter on it, on three schemas and in all three languages;
// a denial anywhere keeps the words unread (refused).
func TestFix26FlagForms(t *testing.T) {
	flag := func(prop string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {prop + ": true"},
			lang.Gremlin: {"'" + prop + "', true"},
			lang.SPARQL:  {":" + prop + " true"},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:insure", "Which claims have been flagged as possible fraud?", flag("fraud_flag")},
		{"ex:farm", "Which machines need servicing?", flag("needs_service")},
		{"fix26_yard", "Which machines need repairing?", flag("needs_repair")},
	})
	exampleReadings(t, []string{"insure", "farm"}, []readingCase{
		{"insure", "Which claims have been flagged as possible fraud?", []string{"fraud_flag: true"}, "flag-forms-read"},
		{"farm", "How many machines need servicing?", []string{"needs_service: true", "count("}, "flag-forms-read"},
		{"insure", "Which claims haven't been checked for fraud yet?", nil, ""},
		{"farm", "Which machines don't need servicing?", nil, ""},
	})
}

// TestFix26Dates: a month and year placed on the date a verb names of the
// thing named between the verb and the cue, and "started in" placed on
// the one date whose name says a start, on two schemas each and in all
// three languages; an end verb is not read as a start.
func TestFix26Dates(t *testing.T) {
	rng := func(prop, lo, hi string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {prop + " >= '" + lo + "'", prop + " < '" + hi + "'"},
			lang.Gremlin: {"'" + prop + "', P.gte('" + lo + "')", "P.lt('" + hi + "')"},
			lang.SPARQL:  {">= \"" + lo + "\"", "< \"" + hi + "\""},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:farm", "Which farms started a supply contract in September 2024?", rng("start_date", "2024-09-01", "2024-10-01")},
		{"ex:bank", "Which customers opened an account in May 2023?", rng("opened", "2023-05-01", "2023-06-01")},
		{"ex:insure", "Which policies started in March 2023?", rng("inception", "2023-03-01", "2023-04-01")},
		{"ex:museum", "Which exhibitions began in 2023?", rng("opening_date", "2023-01-01", "2024-01-01")},
		{"fix26_yard", "Which rentals started in March 2024?", rng("commenced", "2024-03-01", "2024-04-01")},
	})
	exampleReadings(t, []string{"farm", "bank", "insure", "museum"}, []readingCase{
		{"farm", "Which farms started a supply contract in September 2024?", []string{"r.start_date >= '2024-09-01'"}, "date-of-object"},
		{"bank", "Which customers opened an account in May 2023?", []string{"a.opened >= '2023-05-01'"}, "date-of-object"},
		{"insure", "Which policies started in March 2023?", []string{"p.inception >= '2023-03-01'", "!expiry"}, "start-date-read"},
		{"museum", "Which exhibitions began in 2023?", []string{"opening_date >= '2023-01-01'", "!closing_date"}, "start-date-read"},
		{"insure", "Which policies ended in March 2023?", nil, ""},
	})
}

// TestFix26States: "still" before a stored state written with its
// preposition, and a stored state before a stored kind counted, on two
// schemas each and in all three languages.
func TestFix26States(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:logistics", "Number of shipments still in transit?", map[lang.Lang][]string{
			lang.Cypher: {"status: 'in_transit'", "count("}, lang.Gremlin: {"'status', 'in_transit'", "count()"}, lang.SPARQL: {"\"in_transit\"", "COUNT("}}},
		{"ex:bank", "How many loans are still in arrears?", map[lang.Lang][]string{
			lang.Cypher: {"status: 'in_arrears'", "count("}, lang.Gremlin: {"'status', 'in_arrears'", "count()"}, lang.SPARQL: {"\"in_arrears\"", "COUNT("}}},
		{"ex:bank", "how many active mortgages are there", map[lang.Lang][]string{
			lang.Cypher: {"product: 'mortgage'", "status: 'active'", "count("}, lang.Gremlin: {"'product', 'mortgage'", "'status', 'active'"}, lang.SPARQL: {"\"mortgage\"", "\"active\"", "COUNT("}}},
		{"fix26_yard", "how many retired cranes are there", map[lang.Lang][]string{
			lang.Cypher: {"kind: 'crane'", "status: 'retired'", "count("}, lang.Gremlin: {"'kind', 'crane'", "'status', 'retired'"}, lang.SPARQL: {"\"crane\"", "\"retired\"", "COUNT("}}},
	})
	exampleReadings(t, []string{"logistics", "bank"}, []readingCase{
		{"logistics", "Number of shipments still in transit?", []string{"status: 'in_transit'"}, "still-state-read"},
		{"bank", "how many active mortgages are there", []string{"status: 'active'"}, "state-kind-read"},
		{"fix26_yard", "how many retired cranes are there", []string{"status: 'retired'"}, "state-kind-read"},
	})
}
