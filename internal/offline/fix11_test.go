package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix11Refusals: the nets of papers's wrongs refuse on two schemas
// each.
func TestFix11Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:papers", "Who used to be at Sagebrush State University, and until what year?", "who-unanswered"},
		{"fix11_lab", "Who used to be at North Lab, and until what year?", "who-unanswered"},
		// "Which grant is bigger, A or B?" is read since fix30
		// (choice-between-named); a comparative of something the kind
		// does not hold still refuses.
		{"ex:papers", "Which grant has a bigger team, Federated Learning on Graphs or Scalable Knowledge Graph Integration?", "choice-comparative-unread"},
		{"fix11_lab", "Which study has a bigger team, Soil Microbes or Glacier Melt?", "choice-comparative-unread"},
		{"ex:ops", "if secrets-vault goes down which services break, directly or through other services?", "closure-unread"},
		{"ex:company", "Who does Tom Becker report to, directly or through his managers?", "closure-unread"},
		{"fix11_lab", "Which studies does Glacier Melt build on, directly or through the studies it builds on?", "closure-unread"},
		{"ex:papers", "Which B-ranked journal has the highest impact factor?", "hyphen-value-unread"},
		{"fix11_lab", "Which B-graded magazine has the highest reach?", "hyphen-value-unread"},
		{"ex:papers", "How many papers are on federated learning or data integration?", "or-value-dropped"},
		{"fix11_lab", "How many studies are in geology or data analysis?", "or-value-dropped"},
		{"ex:papers", "How much grant money does Liam O'Shea hold as PI?", "amount-counted"},
		{"fix11_lab", "How much study money does Ines Vidal lead?", "amount-counted"},
	})
}

// TestFix11Kept: what the nets must leave alone.
func TestFix11Kept(t *testing.T) {
	checkLangCases(t, []langCase{
		{"fix11_lab", "Who leads study ST-101?", map[lang.Lang][]string{lang.Cypher: {"s2.name"}, lang.Gremlin: {"'name'"}, lang.SPARQL: {"?name"}}},
		{"ex:papers", "Who wrote Explaining Property Graphs?", map[lang.Lang][]string{lang.Cypher: {"a.name"}, lang.Gremlin: {"'name'"}, lang.SPARQL: {"?name"}}},
	})
}

// TestFix11OfBound: "which X have a P of N or more" asks for the X, in
// Cypher, Gremlin and SPARQL, on two schemas.
func TestFix11OfBound(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:papers", "Which authors have an h-index of 50 or more?", map[lang.Lang][]string{lang.Cypher: {"a.h_index >= 50", "a.name AS name"}, lang.Gremlin: {"P.gte(50)", "'name'"}, lang.SPARQL: {">= 50", "?name"}}},
		{"ex:company", "Which employees have a salary of 50000 or more?", map[lang.Lang][]string{lang.Cypher: {"e.salary >= 50000", "e.name AS name"}, lang.Gremlin: {"P.gte(50000)", "'name'"}, lang.SPARQL: {">= 50000", "?name"}}},
		{"fix11_lab", "Which scientists have a citations of 100 or less?", map[lang.Lang][]string{lang.Cypher: {"s.citations <= 100", "s.name AS name"}, lang.Gremlin: {"P.lte(100)", "'name'"}, lang.SPARQL: {"<= 100", "?name"}}},
	})
}

// TestFix11AnyDepth: "at any depth" follows the chain, in the three
// languages, on two schemas.
func TestFix11AnyDepth(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:papers", "Which topics fall under Data Management, at any depth?", map[lang.Lang][]string{lang.Cypher: {"SUBFIELD_OF*1.."}, lang.Gremlin: {"repeat("}, lang.SPARQL: {":SUBFIELD_OF+"}}},
		{"fix11_lab", "Which fields are within Earth Science, at any depth?", map[lang.Lang][]string{lang.Cypher: {"WITHIN*1.."}, lang.Gremlin: {"repeat("}, lang.SPARQL: {":WITHIN+"}}},
	})
}

// TestFix11WhoFocus: "who is the <role> on <named thing>" shows the one
// free thing joined to the named one, in the three languages, on two
// schemas.
func TestFix11WhoFocus(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:papers", "Who is the PI on grant NSA-IIS-2107731?", map[lang.Lang][]string{lang.Cypher: {"RETURN DISTINCT a.name AS name", "role: 'PI'"}, lang.Gremlin: {"project('name')", "'PI'"}, lang.SPARQL: {"SELECT DISTINCT ?name", "\"PI\""}}},
		{"fix11_lab", "Who is the principal on study ST-101?", map[lang.Lang][]string{lang.Cypher: {"RETURN DISTINCT s2.name AS name", "role: 'principal'"}, lang.Gremlin: {"project('name')", "'principal'"}, lang.SPARQL: {"SELECT DISTINCT ?name", "\"principal\""}}},
	})
}
