package offline

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
	"github.com/gql-dev/gql/twig"
)

// offlineCypher grounds a question on the bundled movies graph (offline
// embeddings, values read from memory) and renders the offline query.
func offlineCypher(t *testing.T, question string) (string, error) {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	return renderOffline(t, g, s, question)
}

// renderOffline compiles a question grounded on g and renders it as Cypher
// on one line.
func renderOffline(t *testing.T, g *graph.Graph, s *schema.Schema, question string) (string, error) {
	t.Helper()
	cy, _, err := renderOfflineDiag(t, g, s, question)
	return cy, err
}

// renderOfflineDiag is renderOffline keeping the plan's warnings.
func renderOfflineDiag(t *testing.T, g *graph.Graph, s *schema.Schema, question string, extra ...ElementLink) (string, []diag.Diagnostic, error) {
	t.Helper()
	linked := linkOn(t, g, s, question)
	ev := EvidenceFrom(linked.Grounding)
	if len(linked.Twigs) > 0 {
		ev.TopTwig = linked.Twigs[0].Query
	}
	ev.Elements = append(ev.Elements, extra...)
	r, err := Compile(ev, s)
	if err != nil {
		return "", nil, err
	}
	cy, err := templates.Render(r.Query, lang.Cypher, s)
	if err != nil {
		t.Fatalf("render: %v", err)
	}
	return strings.Join(strings.Fields(cy), " "), r.Warnings, nil
}

// linkOn grounds and links a question on g with the built-in embedder and
// the graph's values, as the compiler's callers do.
func linkOn(t *testing.T, g *graph.Graph, s *schema.Schema, question string) *twig.Linked {
	t.Helper()
	gr, err := grounding.New(context.Background(), s, grounding.NewOffline(), grounding.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l := &twig.Linker{Schema: s, Grounder: gr, Values: grounding.NewMemorySource(g, s)}
	linked, err := l.Link(context.Background(), question)
	if err != nil {
		t.Fatal(err)
	}
	return linked
}

// renderParsed renders q in lg and reports (as test errors) a rendering
// that fails or that our own parser rejects; ok says the text is usable.
func renderParsed(t *testing.T, q *templates.Query, lg lang.Lang, s *schema.Schema, question string) (text string, ok bool) {
	t.Helper()
	text, err := templates.Render(q, lg, s)
	if err != nil {
		t.Errorf("%q: render %s: %v", question, lg, err)
		return "", false
	}
	_, ds, err := critic.Parse(lg, text)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		if d.Severity == diag.Error {
			t.Errorf("%q: %s does not parse: %s\n%s", question, lg, d, text)
		}
	}
	return text, true
}

// testGraph reads testdata/NAME.cypher, a second schema the general rules
// are tested on besides movies.
func testGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	if name == "movies" {
		g, s, err := examples.Movies()
		if err != nil {
			t.Fatal(err)
		}
		return g, s
	}
	g, cons, err := graph.ReadCypherScript(filepath.Join("testdata", name+".cypher"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.DeriveSchema(cons)
	if err != nil {
		t.Fatal(err)
	}
	s.Name = name
	return g, s
}

// wantCypher asserts that the offline query contains every fragment and
// none of the forbidden ones ("!fragment").
func wantCypher(t *testing.T, question string, frags ...string) {
	t.Helper()
	cy, err := offlineCypher(t, question)
	if err != nil {
		t.Fatalf("%q: %v", question, err)
	}
	for _, f := range frags {
		if strings.HasPrefix(f, "!") {
			if strings.Contains(cy, f[1:]) {
				t.Errorf("%q:\n%s\nshould not contain %q", question, cy, f[1:])
			}
			continue
		}
		if !strings.Contains(cy, f) {
			t.Errorf("%q:\n%s\nlacks %q", question, cy, f)
		}
	}
}

// wantUnanswerable asserts that the offline compiler refuses, with a reason
// mentioning the given words.
func wantUnanswerable(t *testing.T, question, reason string) {
	t.Helper()
	cy, err := offlineCypher(t, question)
	var u *UnanswerableError
	if !errors.As(err, &u) {
		t.Fatalf("%q: want unanswerable, got %v\n%s", question, err, cy)
	}
	if !strings.Contains(u.Reason, reason) {
		t.Errorf("%q: reason %q lacks %q", question, u.Reason, reason)
	}
}

func TestOfflineStringFilterOnOtherNode(t *testing.T) {
	// The property named next to the cue owns the pattern, not the focus.
	wantCypher(t, "Who has directed the most movies with a tagline containing 'limit'?",
		"m.tagline CONTAINS 'limit'", "!p.name CONTAINS")
	// A quoted pattern after "mentioning" is a pattern, not a stored value.
	wantCypher(t, "Name the people who acted in a movie with a tagline mentioning 'Real World'.",
		"m.tagline CONTAINS 'Real World'", "!{tagline:")
	// The opening quote is a token of its own.
	wantCypher(t, "Find people who produced a movie and have a name starting with 'J'.",
		"p.name STARTS WITH 'J'")
}

func TestOfflinePropertyAfterWithDescribes(t *testing.T) {
	// "movies with taglines that contain X" asks for movies.
	wantCypher(t, "Name 3 movies with taglines that contain the word 'Speed'.",
		"RETURN m.title", "m.tagline CONTAINS 'Speed'", "!toLower") // a quoted capital is sought as written (session 10)
	// "with their taglines" still asks for them.
	wantCypher(t, "List the movies released in 1999 with their taglines.", "m.tagline AS tagline")
}

func TestOfflineRankedAggregate(t *testing.T) {
	wantCypher(t, "Who are the top 3 reviewers by average rating given?",
		"RETURN p.name AS name, avg(r.rating) AS avg_rating", "ORDER BY avg_rating DESC, name", "LIMIT 3")
	wantCypher(t, "List the 3 movies with the highest average review ratings.",
		"RETURN m.title AS title, avg(r.rating)", "DESC", "LIMIT 3")
	wantCypher(t, "Who has the highest average review rating?", "avg(r.rating)", "rows[0] AS nth")
	wantCypher(t, "Who are the 3 persons with the lowest total ratings for movies they reviewed?",
		"sum(r.rating) AS sum_rating", "ORDER BY sum_rating, name", "LIMIT 3")
	// A plain superlative still asks for one value.
	wantCypher(t, "What is the highest rating given to any movie?", "RETURN max(r.rating)", "!ORDER BY")
}

func TestOfflineRefusesWhatTheIRLacks(t *testing.T) {
	wantUnanswerable(t, "Name 3 movies with a released year divisible by 3.", "arithmetic")
	wantUnanswerable(t, "Which movies are the most common?", "most frequent")
	wantUnanswerable(t, "List the top 5 movies where the director and the main actor were born in the same decade.", "same decade")
	wantUnanswerable(t, "Which person has produced the most movies and what are those movies?", "two things")
	wantUnanswerable(t, "What are the top 5 movies with the most votes released after 2000?", "votes")
	wantUnanswerable(t, "What are the combined total votes of all movies Joel Silver produced?", "total")
	wantUnanswerable(t, "Who are the top 3 actors in terms of the diversity of roles played?", "variety")
	// What the patterns do express stays answered.
	wantCypher(t, "Who has produced and written the same movie?", "-[:PRODUCED]->(m:Movie)<-[:WROTE]-(p)")
	wantCypher(t, "Which 3 directors have directed movies with the most distinct taglines?", "count(")
}

func TestOfflineCountShapes(t *testing.T) {
	wantCypher(t, "What is the total number of movies?", "RETURN count(m) AS count", "!sum(")
	wantCypher(t, "Count the people born before 1950.", "p.born < 1950", "RETURN count(p)")
	// "in terms of movies" ranks by a count of them.
	wantCypher(t, "Who are the top 3 actors in terms of movies acted in?", "count(m) AS count ORDER BY count DESC", "LIMIT 3")
}

func TestOfflineNumberQualifiesNearestNoun(t *testing.T) {
	// No property is named: the years bound the movies mentioned just
	// before them, not the people asked for.
	wantCypher(t, "Who are the top 3 actors in terms of movies acted in from 1990 to 2000?",
		"m.released >= 1990 AND m.released <= 2000", "!p.born")
	wantCypher(t, "List 3 people born before 1960.", "p.born < 1960")
}

func TestOfflineNounAndItsAnchor(t *testing.T) {
	wantCypher(t, "Which movie has the tagline 'Welcome to the Real World'?",
		"MATCH (m:Movie {tagline: 'Welcome to the Real World'}) RETURN m.title", "!m2")
}

func TestOfflineSuperlativeOnAnotherNoun(t *testing.T) {
	// Ordering by the movie's year and cutting would drop co-directors.
	wantUnanswerable(t, "Who directed the oldest movie in the database?", "subquery")
	wantCypher(t, "Who are the top 5 oldest directors?", "ORDER BY born, name", "LIMIT 5")
}

func TestOfflineAgentNounAfterAs(t *testing.T) {
	// "as a writer" describes the anchor; no second writer is invented.
	wantCypher(t, "Which movies was Nancy Meyers involved in as a writer?",
		"(p:Person {name: 'Nancy Meyers'})-[:WROTE]->(m:Movie)", "!p2")
}

func TestOfflineRankingWordsMustLink(t *testing.T) {
	// "voted" is a modifier inside the span linked to Movie: it names
	// nothing the schema has.
	wantUnanswerable(t, "Name 3 actors who have acted in the least voted movies.", "voted")
	wantUnanswerable(t, "Which person has the most roles in a single movie?", "single")
	// The limit counts agent nouns too.
	wantCypher(t, "Name 3 actors who acted in movies released before 1980.", "LIMIT 3")
}

func TestOfflineTopAgentsAndFirstInTime(t *testing.T) {
	// "the top 5 directors" with no criterion: by how many they directed.
	wantCypher(t, "Who are the top 5 directors of movies released after 1995?",
		"count(m) AS count ORDER BY count DESC, name LIMIT 5")
	// Plain top-k of a label keeps no invented criterion.
	wantCypher(t, "What are the titles of the top 5 movies released in 1999?", "!count(", "LIMIT 5")
	// "the first 3 movies ... with their release years": earliest first.
	wantCypher(t, "List the first 3 movies that Keanu Reeves has acted in with their release years.",
		"ORDER BY released, title LIMIT 3")
	wantCypher(t, "List 3 movies that Keanu Reeves has acted in with their release years.", "!ORDER BY")
}

func TestOfflinePropertyLists(t *testing.T) {
	wantCypher(t, "What are the titles and release years of movies directed by Lana Wachowski?",
		"RETURN DISTINCT m.title AS title, m.released AS released")
	wantCypher(t, "List the name and birth year of people who acted in The Matrix.", "p.name AS name, p.born AS born")
}

func TestOfflineOrderedBy(t *testing.T) {
	wantCypher(t, "List the people born before 1950 ordered by birth year in descending order.", "ORDER BY born DESC")
	wantCypher(t, "Show the titles of movies released after 2005 sorted by release year.", "m.released AS released ORDER BY released")
}

func TestOfflineCountPerValue(t *testing.T) {
	wantCypher(t, "How many people are there for each birth year?", "RETURN p.born AS born, count(p) AS count")
	wantCypher(t, "How many movies did each director direct?", "RETURN p.name AS name, count(m) AS count")
}

// spanOf is the byte span of the first occurrence of sub in q.
func spanOf(q, sub string) diag.Span {
	i := strings.Index(q, sub)
	return diag.Span{Start: i, End: i + len(sub)}
}

func TestOfflineSameLabelAnchorFiltersFocus(t *testing.T) {
	// A foreign schema with no edge from the label to itself: "airlines from
	// USA" are the airlines counted, not a second airline.
	s := &schema.Schema{Name: "flights", Labels: []schema.Label{{Name: "airline", Properties: []schema.Property{
		{Name: "airline#name", Type: schema.String}, {Name: "airline#country", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{{Name: "airline#ref-hub", Endpoints: []schema.Endpoint{{From: "airline", To: "airport"}}}}}
	s.Labels = append(s.Labels, schema.Label{Name: "airport", Properties: []schema.Property{{Name: "airport#code", Type: schema.String}}})
	q := "How many airlines are from USA?"
	ev := &Evidence{Question: q,
		Elements: []ElementLink{{Kind: "label", Name: "airline", Span: spanOf(q, "airlines"), Score: 1}},
		Values:   []ValueLink{{Owner: "airline", Prop: "airline#country", Value: "USA", Span: spanOf(q, "USA"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ir.Match) != 1 || len(ir.Match[0].Hops) != 0 {
		t.Fatalf("want one node pattern, got %+v", ir.Match)
	}
	c, ok := ir.Where.(*templates.Cmp)
	if !ok || c.Var != ir.Match[0].From.Var || c.Value != "USA" {
		t.Fatalf("want the country filter on the counted node, got %#v", ir.Where)
	}
	if len(ir.Return) != 1 || ir.Return[0].Agg != templates.Count {
		t.Fatalf("want a count, got %+v", ir.Return)
	}
}

func TestOfflineAggregateLists(t *testing.T) {
	wantCypher(t, "What are the lowest and highest birth years of people who acted in The Matrix?",
		"RETURN min(p.born) AS min, max(p.born) AS max")
	wantCypher(t, "What is the average, minimum, and maximum rating of reviews?",
		"avg(r.rating) AS avg, min(r.rating) AS min, max(r.rating) AS max")
}

func TestOfflineSortKeyAfterBy(t *testing.T) {
	// The property after "by" orders; the one after the verb is shown.
	wantCypher(t, "Sort the names of people by their birth year.", "RETURN p.name AS name, p.born AS born ORDER BY born")
}

func TestOfflineSuperlativeOnAskedProperty(t *testing.T) {
	wantCypher(t, "What is the name of the youngest person?", "ORDER BY order_born DESC, name WITH collect(", "rows[0] AS nth")
	wantCypher(t, "What are the titles of the three oldest movies?", "ORDER BY order_released, title LIMIT 3")
}

func TestOfflineAgeOrdersTheOtherWay(t *testing.T) {
	s := &schema.Schema{Name: "music", Labels: []schema.Label{{Name: "singer", Properties: []schema.Property{
		{Name: "singer#name", Type: schema.String}, {Name: "singer#age", Type: schema.Int, Samples: []any{int64(29), int64(52)}}}}}}
	q := "What is the name of the youngest singer?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "prop", Name: "singer#name", Owner: "singer", Span: spanOf(q, "name"), Score: 1},
		{Kind: "label", Name: "singer", Span: spanOf(q, "singer"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ir.Order) == 0 || ir.Order[0].Desc || ir.Limit != 1 {
		t.Fatalf("youngest = smallest age first, one row; got order %+v limit %d", ir.Order, ir.Limit)
	}
}

func TestOfflineForeignKeyJoinsBareLabel(t *testing.T) {
	// One edge type between the labels: "the airport with the most flights"
	// counts the flights over it instead of dropping them.
	s := &schema.Schema{Name: "flights", Labels: []schema.Label{
		{Name: "airports", Properties: []schema.Property{{Name: "airports#code", Type: schema.String}}},
		{Name: "flights", Properties: []schema.Property{{Name: "flights#no", Type: schema.Int}}}},
		EdgeTypes: []schema.EdgeType{{Name: "flights#ref-dest", Endpoints: []schema.Endpoint{{From: "flights", To: "airports"}}}}}
	q := "Which airport has the most flights?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "label", Name: "airports", Span: spanOf(q, "airport"), Score: 1},
		{Kind: "label", Name: "flights", Span: spanOf(q, "flights"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ir.Match) != 1 || len(ir.Match[0].Hops) != 1 || ir.Match[0].Hops[0].Edge != "flights#ref-dest" {
		t.Fatalf("want airports<-flights, got %+v", ir.Match)
	}
	if len(ir.Return) != 2 || ir.Return[1].Agg != templates.Count || ir.Limit != 1 {
		t.Fatalf("want the airport and its count, top 1; got %+v limit %d", ir.Return, ir.Limit)
	}
}

func TestOfflineLabelNamesAnchorAcrossPropertyWords(t *testing.T) {
	s := &schema.Schema{Name: "tv", Labels: []schema.Label{
		{Name: "cartoon", Properties: []schema.Property{{Name: "cartoon#title", Type: schema.String}}},
		{Name: "tv_channel", Properties: []schema.Property{{Name: "tv_channel#series_name", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{{Name: "cartoon#ref-channel", Endpoints: []schema.Endpoint{{From: "cartoon", To: "tv_channel"}}}}}
	q := "List the title of all cartoons shown on TV Channel with series name 'Sky Radio'."
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "prop", Name: "cartoon#title", Owner: "cartoon", Span: spanOf(q, "title"), Score: 1},
		{Kind: "label", Name: "cartoon", Span: spanOf(q, "cartoons"), Score: 1},
		{Kind: "label", Name: "tv_channel", Span: spanOf(q, "TV Channel"), Score: 1},
		{Kind: "prop", Name: "tv_channel#series_name", Owner: "tv_channel", Span: spanOf(q, "series name"), Score: 1}},
		Values: []ValueLink{{Owner: "tv_channel", Prop: "tv_channel#series_name", Value: "Sky Radio", Span: spanOf(q, "Sky Radio"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	hops := 0
	for _, p := range ir.Match {
		hops += len(p.Hops)
	}
	if hops != 1 {
		t.Fatalf("want one cartoon→channel hop (the channel named 'Sky Radio'), got %+v", ir.Match)
	}
}

func TestOfflineCopulaJoinsAgentNouns(t *testing.T) {
	wantCypher(t, "Which movies were the directors also actors in?", "<-[:DIRECTED]-(p:Person)-[:ACTED_IN]->(m)", "!p2")
	wantCypher(t, "Which directors are also producers?", "(p)-[:PRODUCED]->", "!p2")
}

func TestOfflineNegatedLabelOverForeignKey(t *testing.T) {
	s := &schema.Schema{Name: "concerts", Labels: []schema.Label{
		{Name: "stadium", Properties: []schema.Property{{Name: "stadium#name", Type: schema.String}}},
		{Name: "concert", Properties: []schema.Property{{Name: "concert#name", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{{Name: "concert#ref-stadium", Endpoints: []schema.Endpoint{{From: "concert", To: "stadium"}}}}}
	q := "Show the stadium names without any concert."
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "label", Name: "stadium", Span: spanOf(q, "stadium"), Score: 1},
		{Kind: "prop", Name: "stadium#name", Owner: "stadium", Span: spanOf(q, "names"), Score: 1},
		{Kind: "label", Name: "concert", Span: spanOf(q, "concert"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	not, ok := ir.Where.(*templates.Not)
	if !ok {
		t.Fatalf("want NOT EXISTS over the foreign key, got %#v (match %+v)", ir.Where, ir.Match)
	}
	if ex, ok := not.X.(*templates.Exists); !ok || ex.Path.Hops[0].Edge != "concert#ref-stadium" {
		t.Fatalf("want the concert edge negated, got %#v", not.X)
	}
	// With two edge types and no verb naming one, "without any concert"
	// denies both (negation-every-way).
	s.EdgeTypes = append(s.EdgeTypes, schema.EdgeType{Name: "concert#ref-backup", Endpoints: []schema.Endpoint{{From: "concert", To: "stadium"}}})
	r, err := Compile(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if n := negations(r.Query.Where); n != 2 || len(r.Warnings) == 0 || r.Warnings[0].Check != "negation-every-way" {
		t.Fatalf("want both relationships denied with a warning, got %d negations, warnings %v", n, r.Warnings)
	}
}

func TestOfflineMostGroupsByAskedProperty(t *testing.T) {
	s := &schema.Schema{Name: "concerts", Labels: []schema.Label{{Name: "concert", Properties: []schema.Property{
		{Name: "concert#name", Type: schema.String}, {Name: "concert#year", Type: schema.String}}}}}
	q := "Which year has the most concerts?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "prop", Name: "concert#year", Owner: "concert", Span: spanOf(q, "year"), Score: 1},
		{Kind: "label", Name: "concert", Span: spanOf(q, "concerts"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(ir.Return) != 2 || ir.Return[0].Prop != "concert#year" || ir.Return[1].Agg != templates.Count || ir.Limit != 1 || len(ir.Order) == 0 || !ir.Order[0].Desc {
		t.Fatalf("want year, count ordered by count desc, top 1; got %+v order %+v limit %d", ir.Return, ir.Order, ir.Limit)
	}
	// Nothing to count: refused, not answered with every concert.
	q = "Which concert has the most?"
	ev = &Evidence{Question: q, Elements: []ElementLink{{Kind: "label", Name: "concert", Span: spanOf(q, "concert"), Score: 1}}}
	if _, err := compileIR(ev, s); err == nil {
		t.Fatal("want unanswerable when nothing is counted")
	}
}

func TestOfflineAlternativesAndInclusiveBounds(t *testing.T) {
	wantCypher(t, "Which movies were released in 1999 or 2003?", "m.released IN [1999, 2003]")
	wantCypher(t, "Who acted in The Matrix or Cloud Atlas?", "m.title IN ['The Matrix', 'Cloud Atlas']", "!m2")
	wantCypher(t, "List people born in 1960 or later.", "p.born >= 1960", "!{born: 1960}")
	wantCypher(t, "Which people acted in 3 or more movies?", "count(DISTINCT m) AS count", "WHERE count >= 3")
}

// TestOfflineNewShapesAgreeAcrossServers renders the shapes the rules above
// produce in all three languages and requires the four servers to return
// the same rows: a shape only one language gets right would be a wrong
// answer elsewhere.
func TestOfflineNewShapesAgreeAcrossServers(t *testing.T) {
	questions := []string{
		"Who are the top 3 reviewers by average rating given?",
		"Who has directed the most movies with a tagline containing 'limit'?",
		"Which movies were released in 1999 or 2003?",
		"Who acted in The Matrix or Cloud Atlas?",
		"Which movies have no reviews?",
		"What are the lowest and highest birth years of people who acted in The Matrix?",
		"List the people born before 1950 ordered by birth year in descending order.",
		"How many people are there for each birth year?",
		"What are the titles and release years of movies directed by Lana Wachowski?",
		"What is the name of the youngest person?",
		"Who are the top 5 directors of movies released after 1995?",
		"List the first 3 movies that Keanu Reeves has acted in with their release years.",
		"What is the average birth year of people who acted in movies?",
		"Find the number of people who acted in each movie; show the movie title as well.",
		"Which persons have both acted in and directed movies?",
		"How many people acted in a movie released after 2000?",
		"List the taglines of movies in reverse alphabetical order.",
		"Which movies did Tom Hanks act in but not direct?",
		"Which actors have never directed a movie?",
		"Which people have directed fewer than two movies?",
		"Which people acted in at least 5 movies?",
		"Which people acted in 3 or more movies?",
		"Which people acted in exactly 2 movies?",
		"Who directed fewer than 3 movies and acted in The Matrix?",
		"List the movies and how many people acted in each.",
	}
	g, s, _ := examples.Movies()
	ctx := context.Background()
	type server struct {
		b backends.Backend
		x backends.Executor
	}
	var servers []server
	for _, b := range backends.All {
		uri := map[backends.Backend]func(testing.TB) string{
			backends.Neo4j: testenv.Neo4j, backends.GremlinServer: testenv.GremlinServer,
			backends.JanusGraph: testenv.JanusGraph, backends.Fuseki: testenv.Fuseki,
		}[b](t)
		if b == backends.Fuseki {
			uri = strings.TrimRight(uri, "/") + "/movies"
		}
		if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatal(err)
		}
		x, err := backends.Open(ctx, uri, backends.Options{Backend: b, Schema: s, Guard: critic.ReadOnlyGuard})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		servers = append(servers, server{b, x})
	}
	gr, err := grounding.New(ctx, s, grounding.NewOffline(), grounding.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, question := range questions {
		res, err := gr.Ground(ctx, question, grounding.NewMemorySource(g, s))
		if err != nil {
			t.Fatal(err)
		}
		ir, err := compileIR(EvidenceFrom(res), s)
		if err != nil {
			t.Errorf("%q: %v", question, err)
			continue
		}
		var first *backends.Result
		for _, sv := range servers {
			q, err := templates.Render(ir, sv.b.Lang(), s)
			if err != nil {
				t.Errorf("%q: render %s: %v", question, sv.b.Lang(), err)
				continue
			}
			got, err := sv.x.Exec(ctx, q, backends.ExecOptions{})
			if err != nil {
				t.Errorf("%q on %s: %v\n%s", question, sv.b, err, q)
				continue
			}
			if len(got.Rows) == 0 {
				t.Errorf("%q on %s: no rows\n%s", question, sv.b, q)
			}
			if first == nil {
				first = got
				continue
			}
			if same, why := backends.Equal(first, got, backends.CompareOptions{Ordered: len(ir.Order) > 0}); !same {
				t.Errorf("%q: %s differs from %s: %s\n%s", question, sv.b, servers[0].b, why, q)
			}
		}
	}
}

func TestOfflineNegatedValueAndSubstring(t *testing.T) {
	wantCypher(t, "List the people whose name is not 'Tom Hanks'.", "p.name <> 'Tom Hanks'")
	wantCypher(t, "Which movies have a tagline with the substring 'real'?", "m.tagline CONTAINS 'real'")
}

func TestOfflineNumbersAgainstTextAndIdentifiers(t *testing.T) {
	s := &schema.Schema{Name: "school", Labels: []schema.Label{{Name: "teacher", Properties: []schema.Property{
		{Name: "teacher#name", Type: schema.String}, {Name: "teacher#age", Type: schema.String, Samples: []any{"32"}},
		{Name: "teacher#teacher_id", Type: schema.Int, Samples: []any{int64(31), int64(40)}}}}}}
	// "aged 32" where age holds text: refused, not compared with the id.
	q := "Show the name of teachers aged 32."
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "prop", Name: "teacher#name", Owner: "teacher", Span: spanOf(q, "name"), Score: 1},
		{Kind: "label", Name: "teacher", Span: spanOf(q, "teachers"), Score: 1},
		{Kind: "prop", Name: "teacher#age", Owner: "teacher", Span: spanOf(q, "aged"), Score: 1}}}
	if ir, err := compileIR(ev, s); err == nil {
		t.Fatalf("want unanswerable, got %+v", ir.Where)
	}
	// With no property named, an identifier is not guessed by magnitude.
	q = "Show the name of teachers over 35."
	ev = &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "prop", Name: "teacher#name", Owner: "teacher", Span: spanOf(q, "name"), Score: 1},
		{Kind: "label", Name: "teacher", Span: spanOf(q, "teachers"), Score: 1}}}
	if ir, err := compileIR(ev, s); err == nil {
		t.Fatalf("the id must not take the number, and the number must not be dropped: %#v", ir.Where)
	}
}

func TestOfflineCountsPerGroupWithoutRanking(t *testing.T) {
	wantCypher(t, "Show each director and the number of movies they directed.", "count(m) AS count", "!LIMIT", "!ORDER BY")
}

func TestOfflineLettersAndDistinctValues(t *testing.T) {
	wantCypher(t, "Which people have the letter 'z' in their name?", "p.name CONTAINS 'z'")
	wantCypher(t, "List the movies with the letter 'x' in their title.", "m.title CONTAINS 'x'")
	wantCypher(t, "What are the different release years of movies?", "RETURN DISTINCT m.released")
}

func TestOfflineComparisonBelongsToTheNounBetween(t *testing.T) {
	// "release years where movies after 2000": the comparison qualifies the
	// movies; the release years are still what is asked.
	wantCypher(t, "What are all distinct release years where movies after 2000 were made?",
		"RETURN DISTINCT m.released", "m.released > 2000")
	wantCypher(t, "What is the total count of movies?", "RETURN count(m) AS count")
}

func TestOfflineJunctionLabelJoins(t *testing.T) {
	// singer ← singer_in_concert → concert: the only path between them.
	s := &schema.Schema{Name: "concerts", Labels: []schema.Label{
		{Name: "singer", Properties: []schema.Property{{Name: "singer#name", Type: schema.String}}},
		{Name: "concert", Properties: []schema.Property{{Name: "concert#name", Type: schema.String}}},
		{Name: "singer_in_concert", Properties: []schema.Property{{Name: "singer_in_concert#singer_id", Type: schema.Int}}}},
		EdgeTypes: []schema.EdgeType{
			{Name: "singer_in_concert#ref-singer_id", Endpoints: []schema.Endpoint{{From: "singer_in_concert", To: "singer"}}},
			{Name: "singer_in_concert#ref-concert_id", Endpoints: []schema.Endpoint{{From: "singer_in_concert", To: "concert"}}}}}
	q := "Which singer has the most concerts?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "label", Name: "singer", Span: spanOf(q, "singer"), Score: 1},
		{Kind: "label", Name: "concert", Span: spanOf(q, "concerts"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	hops := 0
	for _, p := range ir.Match {
		hops += len(p.Hops)
	}
	// The junction row is joined on to its concert, so it is counted
	// once each (count-distinct; one concert per row, the same number).
	if hops != 2 || len(ir.Return) != 2 || (ir.Return[1].Agg != templates.Count && ir.Return[1].Agg != templates.CountDistinct) {
		t.Fatalf("want singer–junction–concert counted; got match %+v return %+v", ir.Match, ir.Return)
	}
	// A second junction makes the path ambiguous: the bare label is dropped
	// and nothing is counted, so the ranking is refused.
	s.Labels = append(s.Labels, schema.Label{Name: "guest", Properties: []schema.Property{{Name: "guest#id", Type: schema.Int}}})
	s.EdgeTypes = append(s.EdgeTypes,
		schema.EdgeType{Name: "guest#ref-singer", Endpoints: []schema.Endpoint{{From: "guest", To: "singer"}}},
		schema.EdgeType{Name: "guest#ref-concert", Endpoints: []schema.Endpoint{{From: "guest", To: "concert"}}})
	if ir, err := compileIR(ev, s); err == nil {
		t.Fatalf("want unanswerable with two junctions, got %+v", ir.Match)
	}
}

func TestOfflineNodesShownByName(t *testing.T) {
	// The key the schema declares is a district; answers name shops by name.
	s := &schema.Schema{Name: "shops", Labels: []schema.Label{
		{Name: "shop", Properties: []schema.Property{{Name: "shop#district", Type: schema.String}, {Name: "shop#name", Type: schema.String}}},
		{Name: "employee", Properties: []schema.Property{{Name: "employee#name", Type: schema.String}}}},
		EdgeTypes:   []schema.EdgeType{{Name: "employee#ref-shop", Endpoints: []schema.Endpoint{{From: "employee", To: "shop"}}}},
		Constraints: []schema.Constraint{{Kind: "unique", Label: "shop", Properties: []string{"shop#district"}}}}
	q := "Which shop has the most employees?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "label", Name: "shop", Span: spanOf(q, "shop"), Score: 1},
		{Kind: "label", Name: "employee", Span: spanOf(q, "employees"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	if ir.Return[0].Prop != "shop#name" {
		t.Fatalf("want the shop's name shown, got %+v", ir.Return)
	}
}

func TestOfflinePresenceTestRefused(t *testing.T) {
	wantUnanswerable(t, "Who are the top 5 people who have acted in the most number of movies with a tagline?", "presence")
	// A property with a value, a comparison or a pattern is not a presence test.
	wantCypher(t, "List all the movies reviewed with a rating above 80.", "r.rating > 80")
	wantCypher(t, "Name the people who acted in a movie with a tagline containing 'Real'.", "CONTAINS 'Real'")
}

// compileIR compiles and keeps the query only.
func compileIR(ev *Evidence, s *schema.Schema) (*templates.Query, error) {
	r, err := Compile(ev, s)
	if err != nil {
		return nil, err
	}
	return r.Query, nil
}

func TestOfflinePredicateOfNoun(t *testing.T) {
	// "Which movies were rated by X": the movies are asked for; "rated"
	// names what was done to them, not the column to show.
	wantCypher(t, "Which movies were rated by Jessica Thompson?", "RETURN DISTINCT m.title", "!r.rating")
	wantCypher(t, "When was the oldest movie released?", "min(m.released)")
}

func TestOfflinePhraseAtStart(t *testing.T) {
	// A question opening with the second word of a cue phrase ("many" of
	// "how many", "with" of "starting with") once read before the first
	// token.
	for _, q := range []string{"Many movies were released in 1999?", "With a tagline, which movies?", "Of what year is The Matrix?", "Terms of The Matrix?"} {
		if _, err := offlineCypher(t, q); err != nil {
			var u *UnanswerableError
			if !errors.As(err, &u) {
				t.Errorf("%q: %v", q, err)
			}
		}
	}
}

func TestOfflineNoSpuriousSelfJoin(t *testing.T) {
	// The noun and the value name one node even when words stand between
	// them: joining both to the focus by the same relationship would ask
	// for two different nodes.
	cases := []struct {
		schema, q, noun, label, edge, verb, value, prop string
	}{
		{"movies", "Who acted in a movie that was released as The Matrix?", "movie", "Movie", "ACTED_IN", "acted", "The Matrix", "title"},
		{"company", "Who works on a project that was launched as Atlas?", "project", "Project", "WORKS_ON", "works", "Atlas", "title"},
	}
	for _, c := range cases {
		_, s := testGraph(t, c.schema)
		ev := &Evidence{Question: c.q,
			Elements: []ElementLink{{Kind: "edge", Name: c.edge, Span: spanOf(c.q, c.verb), Score: 1},
				{Kind: "label", Name: c.label, Span: spanOf(c.q, c.noun), Score: 1}},
			Values: []ValueLink{{Owner: c.label, Prop: c.prop, Value: c.value, Span: spanOf(c.q, c.value), Score: 1}}}
		ir, err := compileIR(ev, s)
		if err != nil {
			t.Fatalf("%s: %v", c.q, err)
		}
		cy, err := templates.Render(ir, lang.Cypher, s)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(cy, c.edge); n != 1 {
			t.Errorf("%s: %d %s edges, want 1:\n%s", c.q, n, c.edge, cy)
		}
	}
}

// A node of a label that nothing names (several text properties, none a
// name, title or identifier, no uniqueness constraint) is refused rather
// than shown by whichever property sorts first; on two unrelated schemas,
// and a label with a naming property is still answered.
func TestOfflineGuessedKeyRefused(t *testing.T) {
	flights := &schema.Schema{Name: "flights", Labels: []schema.Label{
		{Name: "flights", Properties: []schema.Property{{Name: "flights#destairport", Type: schema.String}, {Name: "flights#sourceairport", Type: schema.String}}}}}
	docs := &schema.Schema{Name: "docs", Labels: []schema.Label{
		{Name: "documents", Properties: []schema.Property{{Name: "documents#document_description", Type: schema.String}, {Name: "documents#document_name", Type: schema.String}}},
		{Name: "paragraphs", Properties: []schema.Property{{Name: "paragraphs#paragraph_text", Type: schema.String}, {Name: "paragraphs#other_details", Type: schema.String}}}}}
	for _, c := range []struct {
		s       *schema.Schema
		q, word string
		label   string
		refused bool
	}{
		{flights, "List all flights.", "flights", "flights", true},
		{docs, "List all paragraphs.", "paragraphs", "paragraphs", true},
		{docs, "List all documents.", "documents", "documents", false},
	} {
		ev := &Evidence{Question: c.q, Elements: []ElementLink{{Kind: "label", Name: c.label, Span: spanOf(c.q, c.word), Score: 1}}}
		ir, err := compileIR(ev, c.s)
		var u *UnanswerableError
		if got := errors.As(err, &u); got != c.refused {
			t.Errorf("%s: %q: refused = %v (%v, %+v), want %v", c.s.Name, c.q, got, err, ir, c.refused)
		}
		if c.refused && u != nil && !strings.Contains(u.Reason, "no property that names it") {
			t.Errorf("%s: %q: %s", c.s.Name, c.q, u.Reason)
		}
	}
}

// "Which employees both lead and work on projects?": two facts about each
// employee, each with its own project; with "the same project" one project.
// On a company-shaped schema with two relationships between the labels
// and on movies.
func TestOfflineSplitShared(t *testing.T) {
	for q, want := range map[string]string{
		"Which persons have both acted in and directed movies?":                    "(p:Person)-[:ACTED_IN]->(m:Movie), (p)-[:DIRECTED]->(m2:Movie)",
		"List all movies that were both acted in and directed by the same person.": "(m:Movie)<-[:ACTED_IN]-(p:Person)-[:DIRECTED]->(m)",
	} {
		cy, err := compileOn(t, "movies", q)
		if err != nil || !strings.Contains(cy, want) {
			t.Errorf("%q: %s (%v), want %s", q, cy, err, want)
		}
	}
	s := teamsSchema()
	for _, c := range []struct {
		q     string
		nodes int // Project nodes in the plan
	}{
		{"Which employees both lead and work on projects?", 2},
		{"Which employees lead and work on the same project?", 1},
	} {
		ev := &Evidence{Question: c.q, Elements: []ElementLink{
			{Kind: "label", Name: "Employee", Span: spanOf(c.q, "employees"), Score: 1},
			{Kind: "edge", Name: "LEADS", Span: spanOf(c.q, "lead"), Score: 1},
			{Kind: "edge", Name: "WORKS_ON", Span: spanOf(c.q, "work on"), Score: 1}}}
		if strings.Contains(c.q, "projects") {
			ev.Elements = append(ev.Elements, ElementLink{Kind: "label", Name: "Project", Span: spanOf(c.q, "projects"), Score: 1})
		} else {
			ev.Elements = append(ev.Elements, ElementLink{Kind: "label", Name: "Project", Span: spanOf(c.q, "project"), Score: 1})
		}
		ir, err := compileIR(ev, s)
		if err != nil {
			t.Fatalf("%q: %v", c.q, err)
		}
		n := 0
		for v, l := range varLabels(ir) {
			if l == "Project" && v != "" {
				n++
			}
		}
		if n != c.nodes {
			t.Errorf("%q: %d project nodes, want %d: %+v", c.q, n, c.nodes, ir.Match)
		}
	}
}

// Negation scope: the subject after an auxiliary does both verbs ("did
// Tom Hanks act in but not direct": the movies are the object of both),
// and "a movie" named after a negated verb is any movie even when the same
// mention also ended another relationship. Movies, and a company-shaped
// schema with two relationships between employees and projects.
func TestOfflineNegationScope(t *testing.T) {
	for q, want := range map[string]string{
		"Which movies did Tom Hanks act in but not direct?": "NOT EXISTS { (p)-[:DIRECTED]->(m) }",
		"Which actors have never directed a movie?":         "NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }",
	} {
		cy, err := compileOn(t, "movies", q)
		if err != nil || !strings.Contains(cy, want) {
			t.Errorf("%q: %s (%v), want %s", q, cy, err, want)
		}
	}
	s := teamsSchema()
	q := "Which projects does Ada Lovelace lead but not work on?"
	ev := &Evidence{Question: q, Elements: []ElementLink{
		{Kind: "label", Name: "Project", Span: spanOf(q, "projects"), Score: 1},
		{Kind: "edge", Name: "LEADS", Span: spanOf(q, "lead"), Score: 1},
		{Kind: "edge", Name: "WORKS_ON", Span: spanOf(q, "work on"), Score: 1}},
		Values: []ValueLink{{Owner: "Employee", Prop: "name", Value: "Ada Lovelace", Span: spanOf(q, "Ada Lovelace"), Score: 1}}}
	ir, err := compileIR(ev, s)
	if err != nil {
		t.Fatal(err)
	}
	cy, err := templates.Render(ir, lang.Cypher, s)
	if err != nil || !strings.Contains(cy, "NOT EXISTS { (e)-[:WORKS_ON]->(p) }") {
		t.Errorf("%q: %s (%v)", q, cy, err)
	}
}

// "How many reviews does each movie have?" groups the counted edges by the
// node after "each", whichever end it is; on movies and a shop schema.
func TestOfflineEdgeCountGroupedByEach(t *testing.T) {
	for q, want := range map[string]string{
		"How many reviews does each movie have?":    "RETURN m.title AS title, count(p) AS count",
		"How many reviews did each reviewer write?": "RETURN p.name AS name, count(m) AS count",
	} {
		cy, err := compileOn(t, "movies", q)
		if err != nil || !strings.Contains(cy, want) {
			t.Errorf("%q: %s (%v), want %s", q, cy, err, want)
		}
	}
	s := &schema.Schema{Name: "shop", Labels: []schema.Label{
		{Name: "Customer", Properties: []schema.Property{{Name: "name", Type: schema.String}}},
		{Name: "Product", Properties: []schema.Property{{Name: "name", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{{Name: "ORDERED", Endpoints: []schema.Endpoint{{From: "Customer", To: "Product"}}}}}
	// The source's count merges the counted edge's end with the group; the
	// plan then counts customers in one row, and the "each" check refuses
	// it rather than answer without the grouping.
	for q, group := range map[string]string{
		"How many orders does each product have?":  "Product",
		"How many orders did each customer place?": "",
	} {
		label := "Product"
		if group == "" {
			label = "Customer"
		}
		ev := &Evidence{Question: q, Elements: []ElementLink{
			{Kind: "edge", Name: "ORDERED", Span: spanOf(q, "orders"), Score: 1},
			{Kind: "label", Name: label, Span: spanOf(q, strings.ToLower(label)), Score: 1}}}
		ir, err := compileIR(ev, s)
		if group == "" {
			if err == nil || !strings.Contains(err.Error(), "each customer") {
				t.Errorf("%q: %+v (%v), want a refusal naming \"each customer\"", q, ir, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if len(ir.Return) != 2 || varLabels(ir)[ir.Return[0].Var] != group {
			t.Errorf("%q: grouped by %+v, want %s", q, ir.Return, group)
		}
	}
}

// teamsSchema is a company-shaped schema with two relationships between
// employees and projects.
func teamsSchema() *schema.Schema {
	return &schema.Schema{Name: "teams", Labels: []schema.Label{
		{Name: "Employee", Properties: []schema.Property{{Name: "name", Type: schema.String}}},
		{Name: "Project", Properties: []schema.Property{{Name: "name", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{
			{Name: "LEADS", Endpoints: []schema.Endpoint{{From: "Employee", To: "Project"}}},
			{Name: "WORKS_ON", Endpoints: []schema.Endpoint{{From: "Employee", To: "Project"}}}}}
}

// "Which employees joined before 2010?" where employees have a numeric
// year (born) and a text date (hired): the year is not guessed onto the
// numeric one. With one year-like property the guess stands. Two schemas.
func TestOfflineYearWithTwoDates(t *testing.T) {
	for _, c := range []struct {
		label, q, word string
		props          []schema.Property
		refused        bool
	}{
		{"Employee", "Which employees joined before 2010?", "employees", []schema.Property{
			{Name: "name", Type: schema.String}, {Name: "born", Type: schema.Int, Samples: []any{int64(1970), int64(1985)}},
			{Name: "hired", Type: schema.String, Samples: []any{"2008-01-15", "2012-03-01"}}}, true},
		{"Film", "Which films came out before 2000?", "films", []schema.Property{
			{Name: "title", Type: schema.String}, {Name: "released", Type: schema.Int, Samples: []any{int64(1999), int64(2003)}},
			{Name: "premiere", Type: schema.String, Samples: []any{"1999-03-31"}}}, true},
		{"Film", "Which films came out before 2000?", "films", []schema.Property{
			{Name: "title", Type: schema.String}, {Name: "released", Type: schema.Int, Samples: []any{int64(1999), int64(2003)}}}, false},
	} {
		s := &schema.Schema{Name: "dates", Labels: []schema.Label{{Name: c.label, Properties: c.props}}}
		ev := &Evidence{Question: c.q, Elements: []ElementLink{{Kind: "label", Name: c.label, Span: spanOf(c.q, c.word), Score: 1}}}
		ir, err := compileIR(ev, s)
		if refused := err != nil; refused != c.refused {
			t.Errorf("%q with %d properties: %+v (%v), refused = %v, want %v", c.q, len(c.props), ir, err, refused, c.refused)
		}
	}
}

// cypherHas renders q in the three languages (each must parse, see
// renderParsed) and checks its Cypher, whitespace folded, for every fragment
// of want; a fragment starting with "!" must be absent. name says which
// case failed.
func cypherHas(t *testing.T, q *templates.Query, s *schema.Schema, name, question string, want ...string) {
	t.Helper()
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		text, ok := renderParsed(t, q, lg, s, question)
		if !ok || lg != lang.Cypher {
			continue
		}
		flat := strings.Join(strings.Fields(text), " ")
		for _, f := range want {
			if absent, ok := strings.CutPrefix(f, "!"); ok {
				if strings.Contains(flat, absent) {
					t.Errorf("%s: %q:\n%s\nhas %q", name, question, flat, absent)
				}
			} else if !strings.Contains(flat, f) {
				t.Errorf("%s: %q:\n%s\nlacks %q", name, question, flat, f)
			}
		}
	}
}
