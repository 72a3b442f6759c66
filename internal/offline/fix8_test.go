package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix8Refusals: the nets of reworded5's and rel4's wrongs refuse on
// two schemas.
func TestFix8Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:registry", "which packages are maintained by three or more people", "number-counts-things"},
		{"fix8_guild", "which crews have three or more people", "number-counts-things"},
		{"fix8_guild", "Which sessions have no helper signed up?", "phrasal-junction-unwalked"},
	})
	// The relational volunteer_org: "signed up" names its signup junction,
	// reached from one side while the coordinator's key joined the rest.
	if _, _, err := selfrefCompile(t, "volunteer_org", "How many different volunteers signed up for shifts of events held in Leeds?"); err == nil || !strings.Contains(err.Error(), "names signup") {
		t.Errorf("volunteer_org: want phrasal-junction-unwalked, got %v", err)
	}
}

// TestFix8ThreeLanguages: each reading that builds a query, in Cypher,
// Gremlin and SPARQL, on two schemas ("!x" must not appear).
func TestFix8ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		// "N or more distinct Ys" counts the Ys.
		{"ex:library", "which branches carry twenty or more distinct books?", map[lang.Lang][]string{lang.Cypher: {"count(DISTINCT b2) AS count", "count >= 20", "!copies"}, lang.Gremlin: {"count()", "gte(20)"}, lang.SPARQL: {"COUNT(DISTINCT ?b2)", ">= 20"}}},
		{"fix8_guild", "which crews have 3 or more distinct helpers?", map[lang.Lang][]string{lang.Cypher: {"count(DISTINCT h) AS count", "count >= 3", "!budget"}, lang.Gremlin: {"gte(3)"}, lang.SPARQL: {"COUNT(DISTINCT ?h)", ">= 3"}}},
		// "fed" is a form of "feed": the relationship, not the named thing.
		{"ex:grid", "how many substations are fed by Eastmoor Grid Supply?", map[lang.Lang][]string{lang.Cypher: {"-[:FEEDS]->(s2:Substation)", "count(DISTINCT s2)"}, lang.Gremlin: {"out('FEEDS')"}, lang.SPARQL: {":FEEDS"}}},
		{"ex:grid", "number of substations fed by Eastmoor Grid Supply directly or indirectly", map[lang.Lang][]string{lang.Cypher: {"[:FEEDS*1..10]", "count(DISTINCT s2)"}, lang.Gremlin: {"'FEEDS'"}, lang.SPARQL: {":FEEDS+"}}},
		// "is there anyone … who …" asks whether.
		{"ex:company", "is there anyone in sales and marketing who knows Go?", map[lang.Lang][]string{lang.Cypher: {"count(*) > 0 AS yes"}, lang.Gremlin: {"constant(true)"}, lang.SPARQL: {"COUNT(*) > 0"}}},
		{"fix8_guild", "is there anyone in Riverside who signed up for the Park Sweep?", map[lang.Lang][]string{lang.Cypher: {"count(*) > 0 AS yes", ":Signup"}, lang.Gremlin: {"constant(true)"}, lang.SPARQL: {"COUNT(*) > 0"}}},
		// "<superlative> first" orders every row.
		{"ex:movies", "List the names and birth years of the people born before 1965, oldest first.", map[lang.Lang][]string{lang.Cypher: {"ORDER BY born, name", "!rows[0]"}, lang.Gremlin: {"order()", "!limit(1)"}, lang.SPARQL: {"ORDER BY ?born", "!LIMIT"}}},
		{"fix8_guild", "List the names and birth years of the helpers born before 1990, oldest first.", map[lang.Lang][]string{lang.Cypher: {"ORDER BY born, name", "!rows[0]"}, lang.Gremlin: {"order()", "!limit(1)"}, lang.SPARQL: {"ORDER BY ?born", "!LIMIT"}}},
		// "from X to Y" walks a label's relationship to itself from X.
		{"ex:grid", "the line from Bramley to Tollgate: what type of cable is it?", map[lang.Lang][]string{lang.Cypher: {"(s:Substation {name: 'Bramley'})-[r:FEEDS]->(s2:Substation {name: 'Tollgate'})"}, lang.Gremlin: {"'Bramley'", "outE('FEEDS')"}, lang.SPARQL: {"rdf:subject ?s ; rdf:predicate :FEEDS ; rdf:object ?s2"}}},
		{"ex:grid", "the line from Tollgate to Bramley: what type of cable is it?", map[lang.Lang][]string{lang.Cypher: {"(s:Substation {name: 'Tollgate'})-[r:FEEDS]->(s2:Substation {name: 'Bramley'})"}, lang.Gremlin: {"'Tollgate'", "outE('FEEDS')"}, lang.SPARQL: {"rdf:subject ?s ; rdf:predicate :FEEDS ; rdf:object ?s2"}}},
		{"ex:logistics", "the connection from Porto to Lisbon: what is its distance?", map[lang.Lang][]string{lang.Cypher: {"(d:Depot {city: 'Porto'})-[r:CONNECTS]->(d2:Depot {city: 'Lisbon'})"}, lang.Gremlin: {"'Porto'", "outE('CONNECTS')"}, lang.SPARQL: {":CONNECTS"}}},
		// A phrasal verb names the junction.
		{"fix8_guild", "How many helpers signed up for sessions in Leeds?", map[lang.Lang][]string{lang.Cypher: {":FOR_SESSION", ":OF_HELPER", "!LED_BY"}, lang.Gremlin: {"'FOR_SESSION'", "'OF_HELPER'", "!LED_BY"}, lang.SPARQL: {":FOR_SESSION", ":OF_HELPER", "!LED_BY"}}},
		// "<verb>ed_by" said actively: the asked thing is the target.
		{"fix8_guild", "Find the names of the helpers who never referred another helper.", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (h)<-[:REFERRED_BY]-(:Helper) }"}, lang.Gremlin: {"not(", "in('REFERRED_BY')"}, lang.SPARQL: {"FILTER NOT EXISTS { ?_x1 :REFERRED_BY ?h"}}},
		{"fix8_guild", "Which helpers were never referred by another helper?", map[lang.Lang][]string{lang.Cypher: {"NOT EXISTS { (h)-[:REFERRED_BY]->(:Helper) }"}, lang.SPARQL: {"?h :REFERRED_BY"}}},
	})
}

// TestFix8Relational: the readings on the relational graphs, as converted.
func TestFix8Relational(t *testing.T) {
	for _, c := range []struct{ kg, q, want string }{
		{"volunteer_org", "Which volunteers signed up for a shift?", "signup\\#ref-vol_id"},
		{"water_utility", "Find the names of the customers who never referred another customer.", "?_x1 :customer\\#ref-referred_by ?c"},
	} {
		outs, _, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.kg, c.q, err)
			continue
		}
		if !strings.Contains(outs[lang.SPARQL], c.want) {
			t.Errorf("%s %q: want %q in %s", c.kg, c.q, c.want, outs[lang.SPARQL])
		}
	}
}
