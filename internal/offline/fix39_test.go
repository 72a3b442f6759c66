package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix39EdgeValueBetween: a property of the relationship between two
// named things, read where the phases refused — on several schemas, in all
// three languages.
func TestFix39EdgeValueBetween(t *testing.T) {
	edgeProp := func(edge, prop string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {edge, "]->", "RETURN ", "." + prop + " AS " + prop},
			lang.Gremlin: {"outE('" + edge + "')", "values('" + prop + "')"},
			lang.SPARQL:  {"rdf:predicate :" + edge, ":" + prop + " ?" + prop},
		}
	}
	withEnds := func(m map[lang.Lang][]string, from, to string) map[lang.Lang][]string {
		m[lang.Cypher] = append(m[lang.Cypher], "{code: '"+from+"'})-[", "{code: '"+to+"'})")
		return m
	}
	checkLangCases(t, []langCase{
		{"ex:logistics", "Distance from LIS-01 to MAD-01 in km?", withEnds(edgeProp("CONNECTS", "distance_km"), "LIS-01", "MAD-01")},
		{"ex:logistics", "How far is it from MAD-01 to LIS-01?", withEnds(edgeProp("CONNECTS", "distance_km"), "MAD-01", "LIS-01")},
		{"ex:delivery", "How much wheat flour, in grams, is in a Pizza Margherita?", edgeProp("CONTAINS", "grams")},
		{"ex:registry", "Since what date has numkit been maintained by Chen Wei?", edgeProp("MAINTAINS", "since")},
		{"ex:hotel", "when did Martin Egger start at Alpenrose Innsbruck?", edgeProp("WORKS_AT", "since")},
		{"ex:logistics", "since when has Ana Silva had the vehicle 10-AK-30", edgeProp("DRIVES", "since")},
		{"ex:music", "How many times has leo94 played Frozen Mirror?", edgeProp("LISTENED", "plays")},
		{"ex:guild", "What did Zoë_Lumière pay for the Spectral Warhorse?", edgeProp("PURCHASED", "price_eur")},
		{"ex:delivery", "how many portions of Spaghetti Carbonara were on order ORD-88153?", edgeProp("INCLUDES", "quantity")},
	})
	sum := func(edge, prop string, in bool) map[lang.Lang][]string {
		cy := "]->"
		gr := "outE('" + edge + "')"
		if in {
			cy, gr = "<-[", "inE('"+edge+"')"
		}
		return map[lang.Lang][]string{
			lang.Cypher:  {edge, cy, "sum(", "." + prop + ")"},
			lang.Gremlin: {gr, "values('" + prop + "')", "sum("},
			lang.SPARQL:  {"rdf:predicate :" + edge, "SUM(", ":" + prop + " ?"},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:bank", "How much did card CRD-7016 spend at Lucky Seven Casino altogether?", sum("PAID", "amount_eur", false)},
		{"ex:foodbank", "How much grant money has been allocated to Limerick Central Warehouse in total?", sum("FUNDS", "allocated_eur", true)},
	})
	role := func(edge, prop, value, far string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {edge + " {" + prop + ": '" + value + "'}", "(" + far, "RETURN DISTINCT"},
			lang.Gremlin: {"has('" + prop + "', '" + value + "')", "'" + edge + "'"},
			lang.SPARQL:  {"rdf:predicate :" + edge, ":" + prop + " \"" + value + "\""},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:company", "Who owns the Harbor project?", role("WORKS_ON", "role", "owner", "e:Employee")},
		{"ex:ops", "who are the leads of the Developer Experience team?", role("MEMBER_OF", "role", "lead", "p:Person")},
		{"ex:guild", "Who tanked in raid R-302?", role("FOUGHT_IN", "role", "tank", "c:Character")},
		{"ex:registry", "what does Hiro Tanaka collaborate on?", role("MAINTAINS", "role", "collaborator", "p:Package")},
	})
}

// TestFix39EdgeValueStaysRefused: the shapes the reading leaves refused.
func TestFix39EdgeValueStaysRefused(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		// A superlative: no one value asked.
		{"ex:logistics", "What is the longest distance from LIS-01 to MAD-01?"},
		// Two things of one label with no from/to: which way is a guess.
		{"ex:logistics", "Distance of LIS-01 and MAD-01?"},
		// A verb no relationship is named by.
		{"ex:museum", "What fee did Kunsthalle Nord pay to borrow Poplars in Wind?"},
		// One thing named and nothing summed: which of its relationships
		// is asked is a guess.
		{"ex:foodbank", "How much grant money has been allocated to Limerick Central Warehouse?"},
		// One row per thing of the other end ("each", "per"): dropped
		// after it answered wrong on a check graph.
		{"ex:library", "copies of The Last Orbit at each branch"},
		// A negation.
		{"ex:hotel", "when did Martin Egger not start at Alpenrose Innsbruck?"},
	} {
		if cy, err := netCompile(t, c.schema, c.q); err == nil {
			t.Errorf("%s %q: want a refusal, got %s", c.schema, c.q, cy)
		}
	}
}
