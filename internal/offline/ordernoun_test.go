package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
)

// compileNoun compiles on an example of the repo (retail, campus, flights,
// ops) or a test graph of testdata, as exampleGraph finds it.
func compileNoun(t *testing.T, name, question string) (string, []diag.Diagnostic, error) {
	t.Helper()
	g, s := exampleGraph(t, name)
	return renderOfflineDiag(t, g, s, question)
}

// TestCueNounIsLabel: a cue word written as a noun names the label it
// spells, on two schemas whose labels collide with cues (retail's Order,
// the synthetic guilds' Order, Group and Rank), with the warning.
func TestCueNounIsLabel(t *testing.T) {
	for _, c := range []struct {
		schema, q string
		want      []string
	}{
		{"retail", "How many orders has Henry Martin placed?", []string{"(c:Customer {name: 'Henry Martin'})-[:PLACED]->(o:`Order`)", "count(DISTINCT o)"}},
		{"retail", "what's the status of order SO-10010?", []string{"(o:`Order` {order_number: 'SO-10010'})", "RETURN o.status"}},
		{"retail", "How many orders per status?", []string{"RETURN o.status AS status, count(o) AS count"}},
		{"retail", "Which customers have never placed an order?", []string{"NOT EXISTS { (c)-[:PLACED]->(:`Order`) }"}},
		// read before the date verbs, so "placed in 2024" finds Order's date
		{"retail", "How many orders were placed in 2024?", []string{"o.placed >= '2024-01-01' AND o.placed < '2025-01-01'", "count(o)"}},
		{"guilds", "How many groups is Ada Quill a member of?", []string{"(p:Player {name: 'Ada Quill'})-[:MEMBER_OF]->(g:Group)", "count(DISTINCT g)"}},
		{"guilds", "Which rank does Bo Marsh hold?", []string{"(p:Player {name: 'Bo Marsh'})-[:HOLDS]->(r:Rank)", "RETURN DISTINCT r.title"}},
		{"guilds", "How many players per rank?", []string{"OPTIONAL MATCH (r)<-[:HOLDS]-(p:Player) RETURN r.title AS title, count(p)"}},
	} {
		cy, ws, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		for _, f := range c.want {
			if !strings.Contains(cy, f) {
				t.Errorf("%s %q:\n%s\nlacks %q", c.schema, c.q, cy, f)
			}
		}
		if !hasWarning(ws, "cue-noun", "") {
			t.Errorf("%s %q: no cue-noun warning in %v", c.schema, c.q, ws)
		}
	}
}

// TestCueWordStaysCue: where the syntax makes the word the cue ("order
// by", "in descending order", "ordered by", "the order of"), it is not
// read as the label, on a schema that has the label and on movies.
func TestCueWordStaysCue(t *testing.T) {
	for _, c := range []struct {
		schema, q string
		want      string
	}{
		{"retail", "List the products in descending order of price.", "ORDER BY price_usd DESC"},
		{"retail", "List the customers ordered by name.", "ORDER BY name"},
		{"guilds", "List the players ranked by level.", "ORDER BY level"},
		{"guilds", "List the groups in order of founded year.", "ORDER BY founded"},
		{"movies", "List the movies in order of release year.", "ORDER BY released"},
	} {
		cy, ws, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) || strings.Contains(cy, ":`Order`") || strings.Contains(cy, ":Rank") {
			t.Errorf("%s %q:\n%s\nwant the cue (%s), not the label", c.schema, c.q, cy, c.want)
		}
		if hasWarning(ws, "cue-noun", `"order"`) || hasWarning(ws, "cue-noun", `"ranked"`) {
			t.Errorf("%s %q: cue read as a noun: %v", c.schema, c.q, ws)
		}
	}
}

// TestWhoRankedByCount: "Who has <verb>ed the most Xs?" counts the Xs per
// person; the X is not the one asked for, also where no label is linked
// to "who" (retail's Customer, guilds' Player).
func TestWhoRankedByCount(t *testing.T) {
	for _, c := range []struct {
		schema, q string
		want      string
	}{
		{"retail", "Who has placed the most orders?", "WITH c.name AS name, c.email AS email, count(o) AS count"},
		{"retail", "Who has reviewed the most products?", "WITH c.name AS name, c.email AS email, count(p) AS count"},
		{"guilds", "Who owns the most items?", "WITH p.name AS name, count(i) AS count"},
	} {
		cy, _, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s %q:\n%s\nlacks %q", c.schema, c.q, cy, c.want)
		}
	}
}

// TestAskedByVerbOrWh: what a question asks for when only its verb or its
// question word says it, each rule on two schemas, with its warning; and
// the refusals where two readings fit.
func TestAskedByVerbOrWh(t *testing.T) {
	for _, c := range []struct {
		schema, q, want, warn string
	}{
		// a wh-word of amount + a verb linked to a numeric property
		{"retail", "How much does the Aero 13 Laptop cost?", "MATCH (p:Product {name: 'Aero 13 Laptop'}) WHERE p.price_usd IS NOT NULL RETURN p.price_usd", "measure-verb-read"},
		{"guilds", "How much does the Iron Sword cost?", "RETURN i.price AS price", "measure-verb-read"},
		{"guilds", "What does the Oak Shield weigh?", "RETURN i.weight_kg AS weight_kg", "measure-verb-read"},
		// "who <verb> X": the far end of the verb's relationship
		{"retail", "Who supplies the Fast Charger 30W?", "(p:Product {name: 'Fast Charger 30W'})-[:SUPPLIED_BY]->(s:Supplier) RETURN DISTINCT s.name", "focus-inferred"},
		{"campus", "Who teaches CS101?", "(c:Course {code: 'CS101'})<-[:TEACHES]-(p:Professor) RETURN DISTINCT p.name", "focus-inferred"},
		{"retail", "Who referred Henry Martin?", "(c:Customer {name: 'Henry Martin'})<-[:REFERRED]-(c2:Customer)", "focus-inferred"},
		// "where is X <verb>ed": the far end, a place, when X has no place property
		{"retail", "Where is the yoga mat stocked?", "(p:Product {name: 'Yoga Mat'})-[:STOCKED_AT]->(w:Warehouse) RETURN DISTINCT w.code", "focus-inferred"},
		{"campus", "Where does CS101 meet?", "(c:Course {code: 'CS101'})-[:MEETS_IN]->(r:Room)", "focus-inferred"},
		// "where is X based": X's one place property
		{"retail", "Where is Kaffee Haus GmbH based?", "RETURN s.country AS country", "where-property"},
		{"ops", "Where is the Platform team based?", "RETURN t.location AS location", "where-property"},
		{"campus", "Where is the Computer Science department located?", "RETURN d.building AS building", "where-property"},
		{"guilds", "Where is the Red Hand based?", "RETURN g.home_city AS home_city", "where-property"},
		// "what was in X": X's one containing relationship
		{"retail", "What was in order SO-10003?", "(o:`Order` {order_number: 'SO-10003'})-[:`CONTAINS`]->(p:Product)", "contains-read"},
		{"guilds", "What is in the Old Chest?", "(c:Chest {name: 'Old Chest'})-[:`CONTAINS`]->(i:Item)", "contains-read"},
	} {
		cy, ws, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s %q:\n%s\nlacks %q", c.schema, c.q, cy, c.want)
		}
		if !hasWarning(ws, c.warn, "") {
			t.Errorf("%s %q: no %s warning in %v", c.schema, c.q, c.warn, ws)
		}
	}
	for _, c := range []struct{ schema, q string }{
		// two place properties (city and country): which is meant is a guess
		{"retail", "Where does Henry Martin live?"},
		// a country and hubs at airports: the property or the related place
		{"flights", "Where is Nordic Skyways based?"},
	} {
		if cy, _, err := compileNoun(t, c.schema, c.q); err == nil {
			t.Errorf("%s %q: want a refusal, got\n%s", c.schema, c.q, cy)
		}
	}
}

// TestAggregateWordNamesProperty: "the highest total" where a property's
// name holds "total" ranks by that property; it is no sum of something
// unnamed. On retail (Order.total_usd) and guilds (Player.total_points);
// "the highest average rating" on movies stays an average.
func TestAggregateWordNamesProperty(t *testing.T) {
	for _, c := range []struct{ schema, q, want string }{
		{"retail", "Which order had the highest total?", "max(o.total_usd)"},
		{"guilds", "Which player has the highest total?", "max(p.total_points)"},
	} {
		cy, _, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) || !strings.Contains(cy, "DESC") {
			t.Errorf("%s %q:\n%s\nlacks %q ranked highest first", c.schema, c.q, cy, c.want)
		}
	}
	cy, _, err := compileNoun(t, "movies", "Which movie has the highest average rating?")
	if err != nil || !strings.Contains(cy, "avg(") {
		t.Errorf("movies: the average is lost: %s %v", cy, err)
	}
}

// TestValuePropertyNoun: "the <value> <property> <things>" names which
// things (a filter), not a property to return. Retail and ops.
func TestValuePropertyNoun(t *testing.T) {
	for _, c := range []struct{ schema, q, want string }{
		{"retail", "List the gold tier customers in Germany.", "{loyalty_tier: 'gold', country: 'Germany'}) WHERE c3.name IS NOT NULL RETURN c3.name"},
		{"ops", "List the critical severity incidents.", "(i2:Incident {severity: 'critical'}) RETURN i2.title"},
	} {
		cy, _, err := compileNoun(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s %q:\n%s\nlacks %q", c.schema, c.q, cy, c.want)
		}
	}
}
