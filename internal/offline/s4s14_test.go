package offline

import (
	"strings"
	"testing"
)

// TestAggregatesOfColumns: "the average A and the total B of the Xs", each
// aggregate over a property of its own, adds a column per aggregate in the
// same rows (grouped when the question groups); on the relational
// farm_census graph (as the bench introspects it) and the synthetic
// s4s14shows graph, rendered in the three languages. A year named by a
// verb ("average born"), and a question holding a number (which may bound
// an aggregate), are not read so.
func TestAggregatesOfColumns(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_farm_census", "What is the average number of towns and the total area of the counties in each region?",
			[]string{"avg(c.`county#num_towns`)", "sum(c.`county#area_sq_km`) AS sum_area_sq_km", "county_region"}, "aggregates-of-columns"},
		{"rel_farm_census", "What is the average population and the maximum area of the counties?",
			[]string{"avg(c.`county#population`)", "max(c.`county#area_sq_km`) AS max_area_sq_km"}, "aggregates-of-columns"},
		{"s4s14shows", "What is the average capacity and the total revenue of the stations?",
			[]string{"avg(s.capacity) AS avg", "sum(s.revenue) AS sum_revenue"}, "aggregates-of-columns"},
		{"s4s14shows", "Give the minimum and maximum capacity, and the total revenue of the stations.",
			[]string{"min(s.capacity)", "max(s.capacity)", "sum(s.revenue) AS sum_revenue"}, "aggregates-of-columns"},
		// One aggregate before a list of properties: each is aggregated.
		{"s4s14shows", "What is the average capacity and revenue of the stations?",
			[]string{"avg(s.capacity) AS avg", "avg(s.revenue) AS avg_revenue"}, "aggregates-of-columns"},
		{"s4s14shows", "How many different titles and directors are there among the cartoons?",
			[]string{"count(DISTINCT c.title)", "count(DISTINCT c.directed_by)"}, "aggregates-of-columns"},
		{"rel_farm_census", "What is the average area and population of the counties in each region?",
			[]string{"avg(c.`county#area_sq_km`)", "avg(c.`county#population`) AS avg_population", "county_region"}, "aggregates-of-columns"},
		{"rel_farm_census", "How many different regions and populations are there among the counties?",
			[]string{"count(DISTINCT c.`county#region`)", "count(DISTINCT c.`county#population`)"}, "aggregates-of-columns"},
		// A text is not averaged; "the revenue" after "and" is a phrase of
		// its own.
		{schema: "s4s14shows", question: "What is the average capacity and name of the stations?", warn: "aggregates-of-columns"},
		{schema: "s4s14shows", question: "What is the average capacity and the revenue of the stations?", warn: "aggregates-of-columns"},
		// One property for every aggregate: as before, no new column.
		{schema: "s4s14shows", question: "What is the minimum and maximum capacity of the stations?", warn: "aggregates-of-columns"},
		// A number may bound an aggregate: not read.
		{schema: "rel_farm_census", question: "What is the average number of towns and the total area of the counties in each region where the average population is above 50000?", warn: "aggregates-of-columns"},
		{schema: "company", question: "What is the total salary and average born of employees in Engineering?", warn: "aggregates-of-columns"},
	} {
		checkHaving(t, c)
	}
}

// TestColumnWordsOfNamedLabel: several words linked to a column of a label
// the question does not name move onto the one named label whose column
// holds them in order ("air date" → original_air_date of the cartoons),
// warned; on the synthetic s4s14shows graph and the relational academic
// graph, three languages. A question with another word linked to an
// unnamed label's column keeps its refusal.
func TestColumnWordsOfNamedLabel(t *testing.T) {
	for _, c := range []havingCase{
		{"s4s14shows", "List all cartoon titles and their directors ordered by their air date.",
			[]string{"c.original_air_date", "ORDER BY original_air_date", "!air_date AS air_date"}, "column-words-of-named-label"},
		{"s4s14shows", "What are the titles of the cartoons, ordered by air date?",
			[]string{"ORDER BY original_air_date"}, "column-words-of-named-label"},
		{"rel_academic", "List the names of authors ordered by their pub year.",
			[]string{"`author#first_pub_year`", "ORDER BY"}, "column-words-of-named-label"},
	} {
		checkHaving(t, c)
	}
	for _, c := range []struct{ schema, question string }{
		// "name" links to a station's name, a thing the question does not
		// name: the move would answer with that join.
		{"s4s14shows", "What is the name and directors of all the cartoons that are ordered by air date?"},
	} {
		g, s := exampleGraph(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.question)
		if err == nil && strings.Contains(cy, "original_air_date") {
			t.Errorf("%s: %q answered:\n%s", c.schema, c.question, cy)
		}
	}
}
