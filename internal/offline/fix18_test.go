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

// TestFix18LabelTail: the last word of a label's name run together
// (Artwork, Substation, Policyholder) names the label, in three languages
// on three schemas.
func TestFix18LabelTail(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:museum", "How many works by Henri Dubois do we have?", map[lang.Lang][]string{lang.Cypher: {"(a:Artist {name: 'Henri Dubois'})-[:CREATED]->(a2:Artwork)", "count(DISTINCT a2)"}, lang.Gremlin: {"'Artwork'", "'CREATED'"}, lang.SPARQL: {":Artwork", ":CREATED"}}},
		{"ex:grid", "How many stations are there?", map[lang.Lang][]string{lang.Cypher: {"(s:Substation)", "count(s)"}, lang.Gremlin: {"'Substation'", "count()"}, lang.SPARQL: {":Substation", "COUNT("}}},
		{"ex:insure", "How many holders live in Basel?", map[lang.Lang][]string{lang.Cypher: {":Policyholder {city: 'Basel'}", "count("}, lang.Gremlin: {"'Policyholder'", "'Basel'"}, lang.SPARQL: {":Policyholder", "Basel"}}},
	})
}

// TestFix18Money: a word spelling a property's name beats a relationship
// it means by a synonym; "value" is the amount named total; "money" is an
// amount of money — three languages on two schemas each.
func TestFix18Money(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:bank", "What's the average salary of our tellers?", map[lang.Lang][]string{lang.Cypher: {"avg(e.salary_eur)", "'teller'", "!PAID"}, lang.Gremlin: {"'salary_eur'", "mean()", "!PAID"}, lang.SPARQL: {"/ COUNT(", ":salary_eur", "!PAID"}}},
		{"fix18_shop", "What is the average salary of mechanics?", map[lang.Lang][]string{lang.Cypher: {"avg(m.salary_eur)", "!PAID"}, lang.Gremlin: {"'salary_eur'", "mean()", "!PAID"}, lang.SPARQL: {"/ COUNT(", ":salary_eur", "!PAID"}}},
		{"ex:delivery", "What's the average value of an order?", map[lang.Lang][]string{lang.Cypher: {"avg(o.total_eur)", "!tip_eur"}, lang.Gremlin: {"'total_eur'", "mean()"}, lang.SPARQL: {"/ COUNT(", ":total_eur"}}},
		{"fix18_shop", "What's the average value of an invoice?", map[lang.Lang][]string{lang.Cypher: {"avg(i.total_eur)", "!tax_eur"}, lang.Gremlin: {"'total_eur'", "mean()"}, lang.SPARQL: {"/ COUNT(", ":total_eur"}}},
		{"ex:papers", "What's the total grant money per funder?", map[lang.Lang][]string{lang.Cypher: {"sum(g.amount_eur)", "Funder"}, lang.Gremlin: {"'amount_eur'", "sum()"}, lang.SPARQL: {"SUM(", ":amount_eur"}}},
		{"fix18_shop", "What is the total money of all invoices?", map[lang.Lang][]string{lang.Cypher: {"sum(i.total_eur)", "!tax_eur"}, lang.Gremlin: {"'total_eur'", "sum()"}, lang.SPARQL: {"SUM(", ":total_eur"}}},
	})
}
