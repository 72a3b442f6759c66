package offline

import (
	"strings"
	"testing"
)

// TestSharedValues: "the Ps shared by at least N Xs" groups X's values of
// P and compares each group's size, on five schemas; the same words naming
// another label, a second property or no bound stay with the phases.
func TestSharedValues(t *testing.T) {
	for _, c := range []acrossCase{
		{"movies", "Show the taglines shared by at least two movies.",
			[]string{"MATCH (m:Movie)", "WITH m.tagline AS tagline, count(m) AS count", "WHERE count >= 2"}, "count-compared"},
		{"flights", "What are the cities that are shared by at least two airports?",
			[]string{"MATCH (a:Airport)", "WITH a.city AS city, count(a) AS count", "WHERE count >= 2"}, "count-compared"},
		{"flights", "Return the countries for which there are two or more airlines.",
			[]string{"MATCH (a:Airline)", "WITH a.country AS country, count(a) AS count", "WHERE count >= 2"}, "count-compared"},
		{"campus", "Show the countries with fewer than 3 students.",
			[]string{"MATCH (s:Student)", "WITH s.country AS country, count(s) AS count", "WHERE count < 3"}, "count-compared"},
		{"company", "Show the titles shared by more than 1 employees.",
			[]string{"MATCH (e:Employee)", "WITH e.title AS title, count(e) AS count", "WHERE count > 1"}, "count-compared"},
		// The holder's label naming the values ("airport cities").
		{"flights", "Show all airport cities with fewer than 2 airports.",
			[]string{"MATCH (a:Airport)", "WITH a.city AS city, count(a) AS count", "WHERE count < 2"}, "count-compared"},
		{"campus", "List the student countries shared by at least 3 students.",
			[]string{"MATCH (s:Student)", "WITH s.country AS country, count(s) AS count", "WHERE count >= 3"}, "count-compared"},
		{"ops", "List the regions shared by at least 2 hosts.",
			[]string{"MATCH (h:Host)", "WITH h.region AS region, count(h) AS count", "WHERE count >= 2"}, "count-compared"},
	} {
		checkAcross(t, c)
	}
}

// TestCommonValueBefore: "the P that is most common across all Xs": X's
// values of P ranked by how many Xs hold each, every value tied with the
// first kept for a singular noun.
func TestCommonValueBefore(t *testing.T) {
	for _, c := range []acrossCase{
		{"movies", "Give the tagline that is most common across all movies.",
			[]string{"WITH m.tagline AS tagline, count(m) AS count", "ORDER BY count DESC", "rows[0] AS nth"}, "ties-kept"},
		{"flights", "Give the country that is most common among airports.",
			[]string{"MATCH (a:Airport)", "WITH a.country AS country, count(a) AS count", "rows[0] AS nth"}, "ties-kept"},
		{"campus", "What is the country that is most common across all students?",
			[]string{"MATCH (s:Student)", "WITH s.country AS country, count(s) AS count", "rows[0] AS nth"}, "ties-kept"},
		{"ops", "What is the language that is most common among services?",
			[]string{"MATCH (s:Service)", "WITH s.language AS language, count(s) AS count", "rows[0] AS nth"}, "ties-kept"},
	} {
		checkAcross(t, c)
	}
}

// TestFreqValuesLeftToPhases: what the two readings must not take.
func TestFreqValuesLeftToPhases(t *testing.T) {
	for _, c := range []acrossCase{
		// Counted things of another label than the values': a count of
		// related things per value, not read here.
		{schema: "flights", question: "Show the cities shared by at least two airlines."},
		// No bound on the number.
		{schema: "campus", question: "Show the countries shared by two students."},
		// Another label naming the values.
		{schema: "flights", question: "Show all airline countries with fewer than 2 airports."},
		// A named value besides.
		{schema: "flights", question: "Show the cities in Norway shared by at least two airports."},
		// Least common is ranked the other way, not built.
		{schema: "campus", question: "Give the country that is least common across all students."},
	} {
		g, s := exampleGraph(t, c.schema)
		cy, warns, err := renderOfflineDiag(t, g, s, c.question)
		if err != nil {
			continue
		}
		for _, w := range warns {
			if w.Check == "count-compared" || w.Check == "ties-kept" {
				t.Errorf("%s: %q read as value frequencies:\n%s", c.schema, c.question, cy)
			}
		}
	}
}

// TestCountThroughJunction: "Xs that Y at least N Zs" where X and Z meet
// only through a node no word names (a shift, a course arrangement): the
// Zs are counted per X, distinct, through it, and the warning names the
// junction. Two schemas: the rota (a junction) and campus (a direct
// relationship, unchanged).
func TestCountThroughJunction(t *testing.T) {
	for _, c := range []acrossCase{
		{"freq_rota", "Which chefs work in at least two kitchens?",
			[]string{"MATCH (c:Chef)<-[:SHIFT_CHEF]-(s:Shift)-[:SHIFT_KITCHEN]->(k:Kitchen)", "count(DISTINCT k) AS count", "WHERE count >= 2"}, "count-compared"},
		{"freq_rota", "Which kitchens have more than one chef?",
			[]string{"count(DISTINCT c) AS count", "WHERE count > 1"}, "count-compared"},
		{"freq_rota", "Which chefs work in fewer than 2 kitchens?",
			[]string{"OPTIONAL MATCH (c)<-[:SHIFT_CHEF]-(:Shift)-[:SHIFT_KITCHEN]->(k:Kitchen)", "WHERE count < 2"}, "count-compared"},
		{"campus", "Which students are enrolled in more than 5 courses?",
			[]string{"(s:Student)-[:ENROLLED_IN]->(c:Course)", "WHERE count > 5"}, "count-compared"},
	} {
		checkAcross(t, c)
		g, s := exampleGraph(t, c.schema)
		_, warns, err := renderOfflineDiag(t, g, s, c.question)
		if err != nil {
			continue
		}
		junction := c.schema == "freq_rota"
		for _, w := range warns {
			if w.Check == "count-compared" && strings.Contains(w.Detail, "through the Shift") != junction {
				t.Errorf("%s: %q: the warning should name the junction only when there is one: %s", c.schema, c.question, w.Detail)
			}
		}
	}
}

// TestFrequentThing: "the most frequent X", "the most popular X" rank Xs
// by the one numeric property the adjective's noun names (frequency,
// popularity), ties kept; with none the question stays refused.
func TestFrequentThing(t *testing.T) {
	for _, c := range []acrossCase{
		{"flights", "What's the most frequent flight?",
			[]string{"f.flight_number AS flight_number, f.weekly_frequency AS weekly_frequency", "ORDER BY weekly_frequency DESC", "rows[0] AS nth"}, "measure-chosen"},
		{"freq_rota", "Which is the most popular kitchen?",
			[]string{"k.name AS name, k.popularity_score AS popularity_score", "ORDER BY popularity_score DESC", "rows[0] AS nth"}, "ties-kept"},
		// No property names popularity: not a count the plan may guess.
		{"campus", "What is the most popular course?", nil, ""},
	} {
		checkAcross(t, c)
	}
}
