package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// relIntrospected is a graph of testdata/relational as the bench reads it: the
// schema introspected from its Fuseki dataset (rel_NAME.schema.json,
// written by backends.Introspect), with no values.
func relIntrospected(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	s, err := schema.Load(filepath.Join("testdata", "rel_"+name+".schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	return &graph.Graph{}, s
}

type havingCase struct {
	schema, question string
	want             []string // fragments of the one-line Cypher; nil: not read so
	warn             string
}

// checkHaving compiles c.question, checks its Cypher and warning, and
// renders the plan in the three languages through our own parsers.
func checkHaving(t *testing.T, c havingCase) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	if strings.HasPrefix(c.schema, "rel_") {
		g, s = relIntrospected(t, strings.TrimPrefix(c.schema, "rel_"))
	} else {
		g, s = exampleGraph(t, c.schema)
	}
	cy, warns, err := renderOfflineDiag(t, g, s, c.question)
	if c.want == nil {
		if err == nil && warnedOf(warns, c.warn) {
			t.Errorf("%s: %q read with %s:\n%s", c.schema, c.question, c.warn, cy)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", c.schema, c.question, err)
		return
	}
	for _, f := range c.want {
		if no, ok := strings.CutPrefix(f, "!"); ok {
			if strings.Contains(cy, no) {
				t.Errorf("%s: %q has %q:\n%s", c.schema, c.question, no, cy)
			}
			continue
		}
		if !strings.Contains(cy, f) {
			t.Errorf("%s: %q lacks %q:\n%s", c.schema, c.question, f, cy)
		}
	}
	if c.warn != "" && !warnedOf(warns, c.warn) {
		t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, warns)
	}
	linked := linkOn(t, g, s, c.question)
	ev := EvidenceFrom(linked.Grounding)
	r, err := Compile(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		renderParsed(t, r.Query, lg, s, c.question)
	}
}

// TestMostColumn: "the X with the most P", P naming a numeric property of
// X whose name holds the noun, ranks X by P (ties kept), on relational
// graphs and property graphs; a noun naming a label, or a column that
// holds the noun only in the singular, is not read so.
func TestMostColumn(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_clinic", "What is the name of the physician with the most years of experience?",
			[]string{"`physician#years_exp` AS order_physician_years_exp", "ORDER BY order_physician_years_exp DESC", "RETURN row.physician_name AS physician_name"}, "most-is-column"},
		{"rel_art_museum", "What is the name of the museum with the most staff?",
			[]string{"`museum#num_of_staff` AS order_museum_num_of_staff", "ORDER BY order_museum_num_of_staff DESC"}, "most-is-column"},
		{"having_repairs", "Which garage has the most staff?",
			[]string{"g.num_of_staff AS order_num_of_staff", "ORDER BY order_num_of_staff DESC"}, "most-is-column"},
		{"flights", "Which aircraft type has the most seats?",
			[]string{"a.seats AS order_seats", "ORDER BY order_seats DESC"}, "most-is-column"},
		{"campus", "Which course has the most credits?",
			[]string{"c.credits AS order_credits", "ORDER BY order_credits DESC"}, "most-is-column"},
		{"ops", "Which host has the most memory?",
			[]string{"h.memory_mb AS order_memory_mb"}, "most-is-column"},
		// A floor number is no count of floors: refused as before.
		{schema: "company", question: "Which department has the most floors?", warn: "most-is-column"},
		// A label after "most" is counted, as before.
		{schema: "movies", question: "Which person acted in the most movies?", warn: "most-is-column"},
		{schema: "campus", question: "Which professor teaches the most courses?", warn: "most-is-column"},
	} {
		checkHaving(t, c)
	}
}

// TestValuesHaveCount: "Which Ps have at least N Xs?", P a property of X:
// X's values of P grouped and counted (the freq rule with "have").
func TestValuesHaveCount(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_art_museum", "Which countries have at least 2 artists?",
			[]string{"WITH a.`artist#country` AS artist_country, count(a) AS count", "WHERE count >= 2"}, "count-compared"},
		{"flights", "Which countries have at least 2 airlines?",
			[]string{"WITH a.country AS country, count(a) AS count", "WHERE count >= 2"}, "count-compared"},
		{"campus", "Which countries have more than 3 students?",
			[]string{"WITH s.country AS country, count(s) AS count", "WHERE count > 3"}, "count-compared"},
	} {
		checkHaving(t, c)
	}
}

// TestVerbJunctionCount: "Xs that <verb> at least N Ys" where the verb
// names the junction rows joining X and Y: the Ys are counted per X,
// distinct, through them; an upper bound keeps the Xs with none.
func TestVerbJunctionCount(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_bike_share", "Which mechanics serviced at least 3 bikes? Give their names.",
			[]string{"(m:mechanic)<-[:`bike_service#ref-mechanic_id`]-(b:bike_service)-[:`bike_service#ref-bike_id`]->(b2:bike)", "count(DISTINCT b2) AS count", "WHERE count >= 3"}, "count-compared"},
		{"rel_bike_share", "Which mechanics serviced fewer than 3 bikes? Give their names.",
			[]string{"OPTIONAL MATCH (m)<-[:`bike_service#ref-mechanic_id`]-(:bike_service)-[:`bike_service#ref-bike_id`]->(b2:bike)", "WHERE count < 3"}, "count-compared"},
		{"having_repairs", "Which mechanics repaired at least 2 bikes?",
			[]string{"(m:Mechanic)<-[:DONE_BY]-(r:Repair)-[:DONE_ON]->(b:Bike)", "count(DISTINCT b) AS count", "WHERE count >= 2"}, "count-compared"},
		// A noun between the verb and the number: not the verb's count.
		{schema: "having_repairs", question: "Which mechanics repaired bikes at least 2 times?", warn: "count-compared"},
	} {
		checkHaving(t, c)
	}
}

// TestEdgeNounCount: "Xs with at least N <relationship noun>" (reviews):
// the relationship's edges per X are counted and compared; an upper bound
// keeps the Xs with none.
func TestEdgeNounCount(t *testing.T) {
	for _, c := range []havingCase{
		{"retail", "Which products have at least 3 reviews?",
			[]string{"MATCH (p:Product)<-[:REVIEWED]-(c:Customer)", "count(c) AS count", "WHERE count >= 3"}, "count-compared"},
		{"retail", "Which products have fewer than 2 reviews?",
			[]string{"OPTIONAL MATCH (p)<-[:REVIEWED]-(c:Customer)", "WHERE count < 2"}, "count-compared"},
		{"movies", "Which movies have at least 2 reviews?",
			[]string{"MATCH (m:Movie)<-[:REVIEWED]-(p:Person)", "count(p) AS count", "WHERE count >= 2"}, "count-compared"},
	} {
		checkHaving(t, c)
	}
}

// TestSerialCommaList: "the A, B, and C of the X with the largest P": the
// "and" of a serial comma adds no item, so the three asked columns are all
// read and X ranked by P.
func TestSerialCommaList(t *testing.T) {
	for _, c := range []havingCase{
		{"company", "What are the name, salary, and birth year of the employee with the highest salary?",
			[]string{"RETURN row.name AS name, row.salary AS salary, row.born AS born", "ORDER BY order_salary DESC"}, "ties-kept"},
		{"rel_clinic", "What are the name, city, and gender of the patient with the lowest age?",
			[]string{"row.patient_name AS patient_name, row.patient_city AS patient_city, row.patient_gender AS patient_gender", "ORDER BY order_patient_age"}, "ties-kept"},
		{"campus", "Give the title, credits, and level of the course with the largest lab fee.",
			[]string{"row.title AS title, row.code AS code, row.credits AS credits, row.level AS level", "ORDER BY order_lab_fee_usd DESC"}, "ties-kept"},
	} {
		checkHaving(t, c)
	}
}

// TestCountNamedColumn: "the average dock count" averages the column whose
// name holds "count", which is no count of things; a count word outside a
// column's name still needs a count.
func TestCountNamedColumn(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_bike_share", "What is the average dock count of all stations?",
			[]string{"RETURN avg(s.`station#dock_count`) AS avg"}, ""},
		{"flights", "What is the average seat count of aircraft types?",
			[]string{"RETURN avg(a.seats) AS avg"}, ""},
		{"campus", "What is the count of students?",
			[]string{"RETURN count(s) AS count"}, ""},
	} {
		checkHaving(t, c)
	}
}

// TestGroupedAggregate: "For each P, show the number of Xs and the total
// number of Ds": the count per value and an aggregate of X's own number
// over the same Xs; an item that does not close the question is refused.
func TestGroupedAggregate(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_bike_share", "For each city, show the number of stations and the total number of docks.",
			[]string{"RETURN s.`station#city` AS station_city, count(s) AS count, sum(s.`station#dock_count`) AS sum"}, "grouped-aggregate"},
		{"flights", "For each country, show the number of airports and the average elevation.",
			[]string{"RETURN a.country AS country, count(a) AS count, avg(a.elevation_ft) AS avg"}, "grouped-aggregate"},
		{"having_repairs", "For each hire year, show the number of mechanics and the average hourly rate.",
			[]string{"count(m) AS count, avg(m.hourly_rate) AS avg"}, "grouped-aggregate"},
		{schema: "flights", question: "For each country, show the number of airports and the average elevation of their airlines.", warn: "grouped-aggregate"},
	} {
		checkHaving(t, c)
	}
}

// TestAtMostNotRanked: "at most N Ys" bounds a count of related things
// (left-outer, so the Xs with none qualify); the plan ranked the top N
// instead before (on flights: the airlines with the most hubs, 2 compared
// with their founding year).
func TestAtMostNotRanked(t *testing.T) {
	for _, c := range []havingCase{
		{"flights", "Which airlines have at most 2 hubs?",
			[]string{"OPTIONAL MATCH (a)-[:HUB_AT]->(a2:Airport)", "WHERE count <= 2", "!nth"}, "count-compared"},
		{"campus", "Which professors teach at most 2 courses?",
			[]string{"OPTIONAL MATCH (p)-[:TEACHES]->(c:Course)", "count(DISTINCT c) AS count", "WHERE count <= 2"}, "count-compared"},
		{"movies", "Which people acted in at most 2 movies?",
			[]string{"OPTIONAL MATCH (p)-[:ACTED_IN]->(m:Movie)", "WHERE count <= 2"}, "count-compared"},
		{"rel_bike_share", "Which mechanics serviced at most 2 bikes?",
			[]string{"OPTIONAL MATCH (m)<-[:`bike_service#ref-mechanic_id`]-(:bike_service)-[:`bike_service#ref-bike_id`]->(b2:bike)", "WHERE count <= 2"}, "count-compared"},
	} {
		checkHaving(t, c)
	}
}
