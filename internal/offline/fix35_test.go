package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix35NegatedPassive: a denied passive verb over a relationship from
// a label to itself tests for no incoming edge (negated-passive-read), in
// Cypher, Gremlin and SPARQL on three schemas; the active verb and a
// relationship named in the passive (COORDINATED_BY) keep the outgoing one.
func TestFix35NegatedPassive(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:company", "Who is not managed by anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (e)<-[:MANAGES]-(:Employee) }"}, lang.Gremlin: {"not(__.in('MANAGES')"}, lang.SPARQL: {"FILTER NOT EXISTS { ?_x1 :MANAGES ?e ."}}},
		{"ex:company", "Who isn't managed by anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (e)<-[:MANAGES]-(:Employee) }"}, lang.Gremlin: {"not(__.in('MANAGES')"}, lang.SPARQL: {":MANAGES ?e ."}}},
		{"ex:company", "Who does not manage anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (e)-[:MANAGES]->(:Employee) }"}, lang.Gremlin: {"not(__.out('MANAGES')"}, lang.SPARQL: {"?e :MANAGES ?_x1"}}},
		{"ex:hotel", "Which staff are not managed by anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (s)<-[:MANAGES]-(:Staff) }"}, lang.Gremlin: {"not(__.in('MANAGES')"}, lang.SPARQL: {":MANAGES ?s ."}}},
		{"ex:farm", "Which farmers have never been mentored by anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (f)<-[:MENTORS]-(:Farmer) }"}, lang.Gremlin: {"not(__.in('MENTORS')"}, lang.SPARQL: {":MENTORS ?f ."}}},
		{"ex:foodbank", "Which volunteers are not coordinated by anyone?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (v)-[:COORDINATED_BY]->(:Volunteer) }"}, lang.Gremlin: {"not(__.out('COORDINATED_BY')"}, lang.SPARQL: {"?v :COORDINATED_BY ?_x1"}}},
	})
}

// TestFix35AllLevels: "all levels", "any level" after a walk over a
// relationship from a label to itself ask for every depth, and the level
// word implies no edge whose property is named level, in the three
// languages on three schemas; "level 3" still reads the property.
func TestFix35AllLevels(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:company", "everyone under Marcus Webb, all levels", map[lang.Lang][]string{lang.Cypher: {"MANAGES*1..", "!HAS_SKILL"}, lang.Gremlin: {"repeat(__.out('MANAGES'))", "!HAS_SKILL"}, lang.SPARQL: {":MANAGES+", "!HAS_SKILL"}}},
		{"ex:company", "how many people are under Priya Raman, all levels", map[lang.Lang][]string{lang.Cypher: {"MANAGES*1..", "count(DISTINCT e2)", "!HAS_SKILL"}, lang.Gremlin: {"repeat(__.out('MANAGES'))", "!HAS_SKILL"}, lang.SPARQL: {":MANAGES+", "COUNT(DISTINCT ?e2)", "!HAS_SKILL"}}},
		{"ex:bank", "how many employees report to Tom Brennan, all levels", map[lang.Lang][]string{lang.Cypher: {"<-[:REPORTS_TO*1..10]-"}, lang.Gremlin: {"repeat(__.in('REPORTS_TO'))"}, lang.SPARQL: {":REPORTS_TO+"}}},
		{"ex:grid", "which technicians does Ruth Adams lead, at any level", map[lang.Lang][]string{lang.Cypher: {"-[:LEADS*1..10]->"}, lang.Gremlin: {"repeat(__.out('LEADS'))"}, lang.SPARQL: {":LEADS+"}}},
		{"ex:company", "Which employees have level 3?", map[lang.Lang][]string{lang.Cypher: {"HAS_SKILL {level: 3}"}, lang.Gremlin: {"has('level', 3)"}, lang.SPARQL: {"level"}}},
	})
}
