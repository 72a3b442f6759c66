package templates

import (
	"context"
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// The shapes of issue 26 (alternatives, pages, ties) and issue 23 (paths),
// built by hand on two schemas. Each case says what it must show, so a
// rendering that drops the construct (and still agrees across servers on
// an easy answer) fails.
type shapeCase struct {
	q *Query
	// rows is how many rows Neo4j must return (-1: at least one).
	rows int
	// noSPARQL marks a query SPARQL cannot express (Render refuses).
	noSPARQL bool
}

func companySchema(t testing.TB) *schema.Schema {
	t.Helper()
	s, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func movieShapes() map[string]shapeCase {
	tom := C("p", "name", Eq, "Tom Hanks")
	out := map[string]shapeCase{
		// Tom Hanks acted in and directed That Thing You Do: one row per
		// relationship, as Cypher's [:A|B] gives.
		"alt-same-dir": {q: &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Or: []EdgeRef{{Edge: "DIRECTED"}}, To: N("m", "Movie")})},
			Where: AllOf(tom, C("m", "title", Eq, "That Thing You Do")), Return: []Proj{Col("m", "")}}, rows: 2},
		"alt-grouped": {q: &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Or: []EdgeRef{{Edge: "DIRECTED"}, {Edge: "WROTE"}}, To: N("m", "Movie")})},
			Where: C("m", "released", Lt, 1995), Return: []Proj{Col("p", ""), {Agg: Count}}}, rows: -1},
		// Follows or is followed by: one type, both directions.
		"alt-mixed-dir": {q: &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "FOLLOWS", Or: []EdgeRef{{Edge: "FOLLOWS", Dir: In}}, To: N("q", "Person")})},
			Return: []Proj{Col("p", ""), Col("q", "")}}, rows: -1},
		"alt-mixed-exists": {q: &Query{Match: []Path{P(N("p", "Person"))},
			Where:  &Exists{Path: P(N("p", ""), Hop{Edge: "FOLLOWS", Or: []EdgeRef{{Edge: "FOLLOWS", Dir: In}}, To: N("", "Person")})},
			Return: []Proj{Col("p", "")}}, rows: -1},
		"alt-mixed-not-exists": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("DIRECTED", N("m", "Movie")))},
			Where:  &Not{X: &Exists{Path: P(N("p", ""), Hop{Edge: "FOLLOWS", Or: []EdgeRef{{Edge: "FOLLOWS", Dir: In}}, To: N("", "Person")})}},
			Return: []Proj{Col("p", ""), Col("m", "")}}, rows: -1},
		// A page with no order: StableOrder ranks every column.
		"page-unordered": {q: &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", ""), Col("m", "released")}, Skip: 10, Limit: 5, StableOrder: true}, rows: 5},
		"page-partial-order": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("m", "released"), Col("p", "")}, Order: []Sort{{Col: "released", Desc: true}}, Skip: 3, Limit: 4, StableOrder: true}, rows: 4},
		"page-grouped": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("p", ""), {Agg: Count}}, Order: []Sort{{Col: "count", Desc: true}}, Skip: 2, Limit: 3, StableOrder: true}, rows: 3},
		// Acted-in counts are 12, 7, then three people with 5: the top 3
		// with ties is all five.
		"ties-top-count": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("p", ""), {Agg: Count}}, Order: []Sort{{Col: "count", Desc: true}}, Limit: 3, Ties: true}, rows: 5},
		// Acted-in counts are 12, 7, then three people with 5: five people
		// acted in at least 5 movies.
		"having-at-least": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("p", ""), {Agg: Count, Var: "m", As: "movies"}}, Having: []Having{{Col: "movies", Op: Ge, Value: 5}},
			Order: []Sort{{Col: "movies", Desc: true}, {Col: "name"}}}, rows: 5},
		// Exactly 7: one person.
		"having-exactly": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("p", "name"), {Agg: CountDistinct, Var: "m", As: "n"}}, Having: []Having{{Col: "n", Op: Eq, Value: 7}}}, rows: 1},
		// Born 1929, then three people in 1930: the three oldest with ties
		// are four.
		"ties-oldest": {q: &Query{Match: []Path{P(N("p", "Person"))}, Where: C("p", "born", Lt, 1935),
			Return: []Proj{Col("p", ""), Col("p", "born")}, Order: []Sort{{Col: "born"}}, Limit: 3, Ties: true}, rows: 4},
		"ties-more-than-rows": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("DIRECTED", N("m", "Movie")))}, Where: C("p", "name", StartsWith, "Lana"),
			Return: []Proj{Col("m", ""), Col("m", "released")}, Order: []Sort{{Col: "released", Desc: true}}, Limit: 50, Ties: true}, rows: -1},
		// Every person of the graph, most with 0 films directed: the inner
		// join listed only the directors.
		"optional-directed": {q: &Query{Match: []Path{P(N("p", "Person"))},
			Optional: &Path{From: N("p", ""), Hops: []Hop{OutE("DIRECTED", N("m", "Movie"))}},
			Return:   []Proj{Col("p", ""), {Agg: Count, Var: "m"}}}, rows: 133},
		// People born before 1940 and how many co-actors each had (two
		// hops, counted distinct), fewest first, ties kept.
		"optional-coactors-fewest": {q: &Query{Match: []Path{P(N("p", "Person"))}, Where: C("p", "born", Lt, 1940),
			Optional: &Path{From: N("p", ""), Hops: []Hop{OutE("ACTED_IN", N("", "Movie")), InE("DIRECTED", N("d", "Person"))}},
			Return:   []Proj{Col("p", ""), {Agg: CountDistinct, Var: "d", As: "directors"}}, Order: []Sort{{Col: "directors"}}, Limit: 1, Ties: true}, rows: -1},
		// The offline compiler's top 1 with ties: ranked by the count, the
		// key as a second sort key (which decides nothing once ties are
		// kept). Lana and Lilly Wachowski directed 5 each; three movies
		// after 2000 came out in 2003, the earliest year.
		"ties-top1-tiebreak": {q: &Query{Match: []Path{P(N("p", "Person"), OutE("DIRECTED", N("m", "Movie")))},
			Return: []Proj{Col("p", "name"), {Agg: Count, Var: "m", As: "count"}}, Order: []Sort{{Col: "count", Desc: true}, {Col: "name"}}, Limit: 1, Ties: true}, rows: 2},
		"ties-top1-property": {q: &Query{Match: []Path{P(N("m", "Movie"))}, Where: C("m", "released", Gt, 2000),
			Return: []Proj{Col("m", "title"), Col("m", "released")}, Order: []Sort{{Col: "released"}, {Col: "title"}}, Limit: 1, Ties: true}, rows: 3},
		"closure-follows": {q: &Query{Match: []Path{P(N("a", "Person"), Hop{Edge: "FOLLOWS", Min: 1, Max: Unbounded, To: N("b", "Person")})},
			Distinct: true, Return: []Proj{Col("a", ""), Col("b", "")}}, rows: -1},
		// Two actors' distance through shared movies. Several paths are as
		// short, so only the length is compared.
		"shortest-length": {q: &Query{Match: []Path{P(N("a", "Person"))},
			Shortest: &Shortest{Var: "path", From: "a", To: N("b", "Person"), Edges: []string{"ACTED_IN"}, Dir: Both, Max: 4},
			Where:    AllOf(C("a", "name", Eq, "Keanu Reeves"), C("b", "name", Eq, "Tom Hanks")),
			Return:   []Proj{Col("a", ""), Col("b", ""), {Var: "path", Prop: PathLength}}}, rows: 1, noSPARQL: true},
		// One shortest path only (a single ACTED_IN edge), so every engine
		// lists the same nodes: two labels, each shown by its own property.
		"shortest-nodes": {q: &Query{Match: []Path{P(N("a", "Person"))},
			Shortest: &Shortest{Var: "path", From: "a", To: N("b", "Movie"), Edges: []string{"ACTED_IN"}, Dir: Both, Max: 3, Show: map[string]string{"Movie": "tagline"}},
			Where:    AllOf(C("a", "name", Eq, "Keanu Reeves"), C("b", "title", Eq, "The Matrix")),
			Return:   []Proj{{Var: "path", Prop: PathNode, As: "shown"}, {Var: "path", Prop: PathKey, As: "key"}}}, rows: 2, noSPARQL: true},
	}
	for k, c := range movieCounts() {
		out[k] = c.shapeCase
	}
	return out
}

func companyShapes() map[string]shapeCase {
	emp := func(v string) Node { return N(v, "Employee") }
	out := map[string]shapeCase{
		// Manager or report of Hannah Schmidt.
		"alt-manages-either-way": {q: &Query{Match: []Path{P(emp("e"), Hop{Edge: "MANAGES", Or: []EdgeRef{{Edge: "MANAGES", Dir: In}}, To: emp("o")})},
			Where: C("e", "name", Eq, "Hannah Schmidt"), Return: []Proj{Col("o", "")}}, rows: 5},
		"closure-reports": {q: &Query{Match: []Path{P(emp("m"), Hop{Edge: "MANAGES", Min: 1, Max: Unbounded, To: emp("r")})},
			Where: C("m", "name", Eq, "Marcus Webb"), Distinct: true, Return: []Proj{Col("r", "")}}, rows: 6},
		"closure-managers-above": {q: &Query{Match: []Path{P(emp("e"), Hop{Edge: "MANAGES", Dir: In, Min: 1, Max: Unbounded, To: emp("m")})},
			Where: C("e", "name", Eq, "Noah Andersen"), Distinct: true, Return: []Proj{Col("m", "")}}, rows: 3},
		// Marcus Webb and everyone under him: one more row than closure-reports.
		"closure-reflexive": {q: &Query{Match: []Path{P(emp("m"), Hop{Edge: "MANAGES", Min: 0, Max: Unbounded, To: emp("r")})},
			Where: C("m", "name", Eq, "Marcus Webb"), Distinct: true, Return: []Proj{Col("r", "")}}, rows: 7},
		"closure-reflexive-joined": {q: &Query{Match: []Path{P(N("d", "Department"), InE("WORKS_IN", emp("r")), Hop{Edge: "MANAGES", Dir: In, Min: 0, Max: Unbounded, To: emp("m")})},
			Where: C("m", "name", Eq, "Marcus Webb"), Distinct: true, Return: []Proj{Col("d", "")}}, rows: -1},
		"closure-from-two": {q: &Query{Match: []Path{P(emp("m"), Hop{Edge: "MANAGES", Min: 2, Max: Unbounded, To: emp("r")})},
			Return: []Proj{Col("m", ""), {Agg: CountDistinct, Var: "r"}}}, rows: -1},
		"bounded-2-3": {q: &Query{Match: []Path{P(emp("m"), Hop{Edge: "MANAGES", Min: 2, Max: 3, To: emp("r")})},
			Where: C("m", "title", Eq, "Chief Executive Officer"), Distinct: true, Return: []Proj{Col("r", "")}}, rows: 13},
		// In a tree the path between two people is unique, so the path
		// itself is compared.
		"shortest-tree": {q: &Query{Match: []Path{P(emp("a"))},
			Shortest: &Shortest{Var: "chain", From: "a", To: emp("b"), Edges: []string{"MANAGES"}, Dir: Both, Max: 8},
			Where:    AllOf(C("a", "name", Eq, "Lucas Silva"), C("b", "name", Eq, "Noah Andersen")),
			Return:   []Proj{{Var: "chain"}, {Var: "chain", Prop: PathLength}}}, rows: 1, noSPARQL: true},
		"shortest-directed": {q: &Query{Match: []Path{P(emp("a"))},
			Shortest: &Shortest{Var: "chain", From: "a", To: emp("b"), Edges: []string{"MANAGES"}, Dir: Out, Max: 5},
			Where:    AllOf(C("a", "name", Eq, "Olivia Grant"), C("b", "salary", Lt, 70000)),
			Return:   []Proj{Col("b", ""), {Var: "chain"}, {Var: "chain", Prop: PathLength}}}, rows: -1, noSPARQL: true},
		"ties-department-size": {q: &Query{Match: []Path{P(emp("e"), OutE("WORKS_IN", N("d", "Department")))},
			Return: []Proj{Col("d", ""), {Agg: Count}}, Order: []Sort{{Col: "count"}}, Limit: 1, Ties: true}, rows: -1},
		// Every project with its head count, the fewest first: a project
		// nobody works on counts 0 instead of vanishing.
		"optional-fewest-employees": {q: &Query{Match: []Path{P(N("pr", "Project"))},
			Optional: &Path{From: N("pr", ""), Hops: []Hop{InE("WORKS_ON", emp("e"))}},
			Return:   []Proj{Col("pr", ""), {Agg: Count, Var: "e", As: "employees"}}, Order: []Sort{{Col: "employees"}}, Limit: 1, Ties: true}, rows: -1},
		// Grouped by a joined department: employees per department and
		// how many projects each works on (0 for some).
		"optional-after-join": {q: &Query{Match: []Path{P(emp("e"), OutE("WORKS_IN", N("d", "Department")))},
			Optional: &Path{From: N("e", ""), Hops: []Hop{OutE("WORKS_ON", N("pr", "Project"))}},
			Return:   []Proj{Col("d", ""), Col("e", ""), {Agg: Count, Var: "pr"}}}, rows: -1},
		// A count per department listing those nobody works in with 0, as
		// the offline compiler writes "How many employees work in each
		// department?".
		"optional-per-department": {q: &Query{Match: []Path{P(N("d", "Department"))},
			Optional: &Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", emp("e"))}},
			Return:   []Proj{Col("d", "name"), {Agg: Count, Var: "e", As: "count"}}}, rows: 5},
		// Every department has fewer than 100 employees, the empty ones (0)
		// included: all five stay.
		"having-optional": {q: &Query{Match: []Path{P(N("d", "Department"))},
			Optional: &Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", emp("e"))}},
			Return:   []Proj{Col("d", "name"), {Agg: Count, Var: "e", As: "count"}}, Having: []Having{{Col: "count", Op: Lt, Value: 100}}}, rows: 5},
		"having-two-bounds": {q: &Query{Match: []Path{P(emp("e"), OutE("WORKS_ON", N("pr", "Project")))},
			Return: []Proj{Col("e", ""), {Agg: Count, Var: "pr", As: "projects"}},
			Having: []Having{{Col: "projects", Op: Gt, Value: 1}, {Col: "projects", Op: Ne, Value: 100}}}, rows: -1},
		// Employees on more projects than the people they manage (most
		// manage nobody, so they drop out of the inner join).
		"having-two-counts": {q: &Query{Match: []Path{P(emp("e"), OutE("WORKS_ON", N("pr", "Project")), InE("WORKS_ON", emp("o")))},
			Return: []Proj{Col("e", ""), {Agg: CountDistinct, Var: "pr", As: "projects"}, {Agg: CountDistinct, Var: "o", As: "colleagues"}},
			Having: []Having{{Col: "colleagues", Op: Gt, Other: "projects"}}}, rows: -1},
		"page-employees": {q: &Query{Match: []Path{P(emp("e"))}, Return: []Proj{Col("e", "title"), Col("e", "")}, Skip: 4, Limit: 6, StableOrder: true}, rows: 6},
	}
	for k, c := range companyCounts() {
		out[k] = c.shapeCase
	}
	return out
}

// synthShapes are shapes neither example graph has edges for: alternatives
// whose edge variable reads a property both types carry, and a
// variable-length alternative.
func synthSchema() *schema.Schema {
	return &schema.Schema{Name: "deps", Labels: []schema.Label{
		{Name: "Pkg", Properties: []schema.Property{{Name: "name", Type: schema.String}, {Name: "size", Type: schema.Int}}}},
		EdgeTypes: []schema.EdgeType{
			{Name: "DEPENDS_ON", Endpoints: []schema.Endpoint{{From: "Pkg", To: "Pkg"}}, Properties: []schema.Property{{Name: "since", Type: schema.Int}, {Name: "optional", Type: schema.Bool}}},
			{Name: "VENDORS", Endpoints: []schema.Endpoint{{From: "Pkg", To: "Pkg"}}, Properties: []schema.Property{{Name: "since", Type: schema.Int}}},
		}}
}

func synthShapes() map[string]shapeCase {
	pk := func(v string) Node { return N(v, "Pkg") }
	return map[string]shapeCase{
		"alt-edge-var": {q: &Query{Match: []Path{P(pk("a"), Hop{Edge: "DEPENDS_ON", Var: "d", Or: []EdgeRef{{Edge: "VENDORS"}}, To: pk("b")})},
			Where: C("d", "since", Gt, 2020), Return: []Proj{Col("a", ""), Col("b", ""), Col("d", "since")}}},
		"alt-edge-var-mixed": {q: &Query{Match: []Path{P(pk("a"), Hop{Edge: "DEPENDS_ON", Var: "d", Or: []EdgeRef{{Edge: "VENDORS", Dir: In}}, To: pk("b")})},
			Return: []Proj{Col("b", ""), {Agg: Max, Var: "d", Prop: "since"}}}},
		"alt-var-length": {q: &Query{Match: []Path{P(pk("a"), Hop{Edge: "DEPENDS_ON", Or: []EdgeRef{{Edge: "VENDORS"}}, Min: 1, Max: 3, To: pk("b")})},
			Where: C("a", "name", Eq, "core"), Distinct: true, Return: []Proj{Col("b", "")}}},
		"closure-alt": {q: &Query{Match: []Path{P(pk("a"), Hop{Edge: "DEPENDS_ON", Or: []EdgeRef{{Edge: "VENDORS"}}, Min: 1, Max: Unbounded, To: pk("b")})},
			Where: C("a", "name", Eq, "core"), Distinct: true, Return: []Proj{Col("b", "")}}},
		"shortest-two-types": {q: &Query{Match: []Path{P(pk("a"))},
			Shortest: &Shortest{Var: "p", From: "a", To: pk("b"), Edges: []string{"DEPENDS_ON", "VENDORS"}, Dir: Out, Max: 6},
			Where:    AllOf(C("a", "name", Eq, "app"), C("b", "name", Eq, "libc")), Return: []Proj{{Var: "p"}}, Limit: 1}, noSPARQL: true},
	}
}

type shapeSet struct {
	name  string
	s     *schema.Schema
	cases map[string]shapeCase
}

func shapeSets(t *testing.T) []shapeSet {
	return []shapeSet{{"movies", movies(t), movieShapes()}, {"company", companySchema(t), companyShapes()}, {"deps", synthSchema(), synthShapes()}}
}

// sortedNames is m's keys in order, so cases run and report in a fixed
// order.
func sortedNames[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// serverSet is one example graph loaded on the four servers, with its
// schema.
type serverSet struct {
	s  *schema.Schema
	xs map[backends.Backend]backends.Executor
}

// loadServerSets loads movies and company (if not loaded yet) on Neo4j,
// Gremlin Server, JanusGraph and Fuseki and opens an executor on each,
// with guard (nil: none).
func loadServerSets(ctx context.Context, t *testing.T, guard backends.Guard) (movies, company serverSet) {
	t.Helper()
	movieG, movieS, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	companyG, err := examples.Graph("company")
	if err != nil {
		t.Fatal(err)
	}
	companyS := companySchema(t)
	open := func(uris map[backends.Backend]string, g *graph.Graph, s *schema.Schema) map[backends.Backend]backends.Executor {
		out := map[backends.Backend]backends.Executor{}
		for b, uri := range uris {
			if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
				t.Fatalf("load %s into %s: %v", s.Name, b, err)
			}
			x, err := openExec(ctx, uri, backends.Options{Backend: b, Schema: s, Guard: guard})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { x.Close() })
			out[b] = x
		}
		return out
	}
	movieX := open(map[backends.Backend]string{
		backends.Neo4j: testenv.Neo4j(t), backends.GremlinServer: testenv.GremlinServer(t),
		backends.JanusGraph: testenv.JanusGraph(t), backends.Fuseki: strings.TrimRight(testenv.Fuseki(t), "/") + "/movies",
	}, movieG, movieS)
	companyURIs := map[backends.Backend]string{}
	for name, uri := range testenv.Company(t) {
		b, err := backends.ParseBackend(name)
		if err != nil {
			t.Fatal(err)
		}
		companyURIs[b] = uri
	}
	companyX := open(companyURIs, companyG, companyS)
	return serverSet{movieS, movieX}, serverSet{companyS, companyX}
}

// Every shape renders in every language that can express it, parses with
// our parsers, passes the critic (no error) and the executor's guard; SPARQL
// refuses a path with an *Unsupported error naming why.
func TestShapesRenderParseAndPassGuard(t *testing.T) {
	for _, set := range shapeSets(t) {
		for _, name := range sortedNames(set.cases) {
			c := set.cases[name]
			for _, l := range lang.All {
				text, err := Render(c.q, l, set.s)
				if l == lang.SPARQL && c.noSPARQL {
					var u *Unsupported
					if !errors.As(err, &u) || !strings.Contains(u.Reason, "path") {
						t.Errorf("%s/%s: want an Unsupported error about paths, got %v", set.name, name, err)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s/%s/%s: %v", set.name, name, l, err)
					continue
				}
				if d := parse(l, text); len(d) > 0 {
					t.Errorf("%s/%s/%s does not parse: %v\n%s", set.name, name, l, d, text)
					continue
				}
				if err := critic.ReadOnlyGuard(l, text); err != nil {
					t.Errorf("%s/%s/%s: guard refuses it: %v\n%s", set.name, name, l, err, text)
				}
				r := criticRun(t, l, text, set.s)
				if !r.Parsed || !r.ReadOnly {
					t.Errorf("%s/%s/%s: critic: parsed %v read-only %v\n%s", set.name, name, l, r.Parsed, r.ReadOnly, text)
				}
				for _, d := range r.Diagnostics {
					if d.Severity == diag.Error {
						t.Errorf("%s/%s/%s: critic error %s: %s\n%s", set.name, name, l, d.Check, d.Summary, text)
					}
				}
			}
		}
	}
}

// The constructs are in the text: a rendering that silently fell back to a
// simpler query would still parse.
func TestShapesSayWhatTheyMean(t *testing.T) {
	s, cs := movies(t), companySchema(t)
	ds := synthSchema()
	ms, co, sy := movieShapes(), companyShapes(), synthShapes()
	want := []struct {
		s    *schema.Schema
		q    *Query
		l    lang.Lang
		subs []string
	}{
		{s, ms["alt-same-dir"].q, lang.Cypher, []string{"-[:ACTED_IN|DIRECTED]->"}},
		{s, ms["alt-same-dir"].q, lang.Gremlin, []string{"out('ACTED_IN', 'DIRECTED')"}},
		{s, ms["alt-same-dir"].q, lang.SPARQL, []string{"(:ACTED_IN|:DIRECTED)"}},
		{s, ms["alt-mixed-dir"].q, lang.Cypher, []string{"-[alt1:FOLLOWS]-", "type(alt1) = 'FOLLOWS' AND startNode(alt1) = p OR type(alt1) = 'FOLLOWS' AND endNode(alt1) = p"}},
		{s, ms["alt-mixed-dir"].q, lang.Gremlin, []string{"union(__.out('FOLLOWS'), __.in('FOLLOWS'))"}},
		{s, ms["alt-mixed-dir"].q, lang.SPARQL, []string{"(:FOLLOWS|^:FOLLOWS)"}},
		{s, ms["alt-mixed-exists"].q, lang.Cypher, []string{"EXISTS { (p)-[alt1:FOLLOWS]-(:Person) WHERE (type(alt1)"}},
		{s, ms["page-unordered"].q, lang.Cypher, []string{"ORDER BY title, released\nSKIP 10\nLIMIT 5"}},
		{s, ms["page-unordered"].q, lang.Gremlin, []string{".order().by(__.select('title'), Order.asc).by(__.select('released'), Order.asc).range(10, 15)"}},
		{s, ms["page-unordered"].q, lang.SPARQL, []string{"ORDER BY ?title ?released\nOFFSET 10\nLIMIT 5"}},
		{s, ms["ties-top-count"].q, lang.Cypher, []string{"collect({name: name, count: count}) AS rows", "rows[2] AS nth", "WHERE nth IS NULL OR row.count >= nth.count"}},
		{s, ms["ties-top-count"].q, lang.Gremlin, []string{".fold().as('rows_').unfold().limit(3).tail(1).as('nth_')", "where(P.gte('nth_')).by(__.select('count'))"}},
		{s, ms["ties-top-count"].q, lang.SPARQL, []string{"SELECT (MIN(?count) AS ?nth)", "LIMIT 3", "FILTER(?count >= ?nth)"}},
		{s, ms["ties-oldest"].q, lang.SPARQL, []string{"MAX(?born)", "FILTER(?born <= ?nth)"}},
		{s, ms["closure-follows"].q, lang.Cypher, []string{"[:FOLLOWS*1..10]"}},
		{s, ms["closure-follows"].q, lang.Gremlin, []string{"repeat(__.out('FOLLOWS')).emit().times(10)"}},
		{s, ms["closure-follows"].q, lang.SPARQL, []string{":FOLLOWS+"}},
		{s, ms["shortest-nodes"].q, lang.Cypher, []string{"UNWIND nodes(path) AS path_node", "WHEN path_node:Movie THEN path_node.tagline", "WHEN path_node:Person THEN path_node.name END AS shown"}},
		{s, ms["shortest-nodes"].q, lang.Gremlin, []string{".path().unfold().project('shown', 'key')", "__.hasLabel('Movie').values('title')"}},
		{s, ms["shortest-length"].q, lang.Cypher, []string{"MATCH path = shortestPath((a)-[:ACTED_IN*1..4]-(b))", "length(path) AS length", "a <> b"}},
		{s, ms["shortest-length"].q, lang.Gremlin, []string{"repeat(__.both('ACTED_IN').simplePath()).until(__.or(__.has('Person', 'name', 'Tom Hanks'), __.loops().is(P.gte(4))))", "dedup('a', 'b')"}},
		{cs, co["closure-from-two"].q, lang.SPARQL, []string{":MANAGES/:MANAGES+"}},
		{cs, co["closure-from-two"].q, lang.Gremlin, []string{".repeat(__.out('MANAGES')).times(1).repeat(__.out('MANAGES')).emit().times(9)"}},
		{cs, co["closure-managers-above"].q, lang.Cypher, []string{"<-[:MANAGES*1..10]-"}},
		{ds, sy["alt-edge-var"].q, lang.Cypher, []string{"-[d:DEPENDS_ON|VENDORS]->"}},
		{ds, sy["alt-edge-var"].q, lang.Gremlin, []string{".outE('DEPENDS_ON', 'VENDORS').as('d')"}},
		{ds, sy["alt-edge-var"].q, lang.SPARQL, []string{"{ ?d rdf:subject ?a ; rdf:predicate :DEPENDS_ON ; rdf:object ?b . } UNION { ?d rdf:subject ?a ; rdf:predicate :VENDORS ; rdf:object ?b . }"}},
		{ds, sy["alt-edge-var-mixed"].q, lang.Gremlin, []string{"union(__.outE('DEPENDS_ON'), __.inE('VENDORS'))", ".otherV()"}},
		{ds, sy["alt-edge-var-mixed"].q, lang.SPARQL, []string{"UNION { ?d rdf:subject ?b ; rdf:predicate :VENDORS ; rdf:object ?a . }"}},
		{ds, sy["alt-var-length"].q, lang.SPARQL, []string{"((:DEPENDS_ON|:VENDORS)|(:DEPENDS_ON|:VENDORS)/(:DEPENDS_ON|:VENDORS)|"}},
		{ds, sy["closure-alt"].q, lang.SPARQL, []string{"(:DEPENDS_ON|:VENDORS)+"}},
		{s, ms["optional-directed"].q, lang.Cypher, []string{"MATCH (p:Person)\nOPTIONAL MATCH (p)-[:DIRECTED]->(m:Movie)", "count(m)"}},
		{s, ms["optional-directed"].q, lang.Gremlin, []string{".group().by('name').by(__.out('DIRECTED').hasLabel('Movie').count())"}},
		{s, ms["optional-directed"].q, lang.SPARQL, []string{"OPTIONAL { ?p :DIRECTED ?m . ?m a :Movie . }", "COUNT(?m)"}},
		{s, ms["optional-coactors-fewest"].q, lang.SPARQL, []string{"COUNT(DISTINCT ?d)", "OPTIONAL { ?p :ACTED_IN ?_x"}},
		{s, ms["optional-coactors-fewest"].q, lang.Gremlin, []string{"__.out('ACTED_IN').hasLabel('Movie').in('DIRECTED').hasLabel('Person').fold().unfold().dedup().count()"}},
		{cs, co["optional-after-join"].q, lang.Gremlin, []string{"__.select('e').out('WORKS_ON').hasLabel('Project').count()"}},
		{s, ms["having-at-least"].q, lang.Cypher, []string{"WITH p.name AS name, count(m) AS movies\nWHERE movies >= 5\nRETURN name, movies"}},
		{s, ms["having-at-least"].q, lang.Gremlin, []string{".where(__.select('movies').is(P.gte(5)))"}},
		{s, ms["having-at-least"].q, lang.SPARQL, []string{"HAVING(COUNT(?m) >= 5)"}},
		{cs, co["having-two-counts"].q, lang.Cypher, []string{"WHERE colleagues > projects"}},
		{cs, co["having-two-counts"].q, lang.Gremlin, []string{".where('colleagues', P.gt('projects'))"}},
		{cs, co["having-two-counts"].q, lang.SPARQL, []string{"HAVING(COUNT(DISTINCT ?o) > COUNT(DISTINCT ?pr))"}},
		{cs, co["having-two-bounds"].q, lang.SPARQL, []string{"HAVING(COUNT(?pr) > 1 && COUNT(?pr) != 100)"}},
		{ds, sy["shortest-two-types"].q, lang.Gremlin, []string{"out('DEPENDS_ON', 'VENDORS').simplePath()", ".limit(1)"}},
	}
	for _, w := range want {
		renderHolds(t, w.q, w.l, w.s, w.subs)
	}
}

// renderHolds renders q in l and requires every sub in the text; ok is
// false when it does not render.
func renderHolds(t *testing.T, q *Query, l lang.Lang, s *schema.Schema, subs []string) (text string, ok bool) {
	t.Helper()
	text, err := Render(q, l, s)
	if err != nil {
		t.Errorf("%s: %v", l, err)
		return "", false
	}
	for _, sub := range subs {
		if !strings.Contains(text, sub) {
			t.Errorf("%s rendering lacks %q:\n%s", l, sub, text)
		}
	}
	return text, true
}

func TestShapesRejectWhatTheyCannotSay(t *testing.T) {
	s, cs := movies(t), companySchema(t)
	cases := []struct {
		s   *schema.Schema
		q   *Query
		why string
	}{
		{s, &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Or: []EdgeRef{{Edge: "FOLLOWS"}}, To: N("m", "Movie")})}, Return: []Proj{Col("m", "")}}, "FOLLOWS does not connect"},
		{s, &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Var: "r", Or: []EdgeRef{{Edge: "REVIEWED"}}, To: N("m", "Movie")})}, Return: []Proj{Col("r", "roles")}}, "has no property roles"},
		{s, &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Or: []EdgeRef{{Edge: "DIRECTED"}}, To: N("m", "Movie")}, InE("ACTED_IN", N("q", "Person")))}, Return: []Proj{Col("q", "")}}, "relationship uniqueness"},
		{s, &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "FOLLOWS", Or: []EdgeRef{{Edge: "FOLLOWS", Dir: In}}, Min: 1, Max: 2, To: N("q", "Person")})}, Distinct: true, Return: []Proj{Col("q", "")}}, "one direction"},
		{s, &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")}, Limit: 3, Ties: true}, "ties need an Order"},
		{s, &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")}, Order: []Sort{{Col: "title"}}, Skip: 1, Limit: 3, Ties: true}, "ties with SKIP"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"), Hop{Edge: "MANAGES", Min: 1, Max: Unbounded, To: N("b", "Employee")}, Hop{Edge: "WORKS_IN", To: N("d", "Department")})},
			Where: &Exists{Path: P(N("a", ""), Hop{Edge: "MANAGES", Dir: In, Min: 1, Max: 2, To: N("", "Employee")})}, Distinct: true, Return: []Proj{Col("d", "")}}, "more than 10"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"))}, Shortest: &Shortest{Var: "p", From: "a", To: N("b", "Employee"), Edges: []string{"MANAGES"}, Dir: Both, Max: 11},
			Return: []Proj{{Var: "p"}}}, "max ≤ 10"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"), OutE("WORKS_IN", N("d", "Department")))}, Shortest: &Shortest{Var: "p", From: "a", To: N("b", "Employee"), Edges: []string{"MANAGES"}, Max: 3},
			Return: []Proj{{Var: "p"}}}, "single node"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"))}, Shortest: &Shortest{Var: "p", From: "a", To: N("b", "Employee"), Edges: []string{"MANAGES"}, Max: 3},
			Where: &Or{Args: []Expr{C("b", "name", Eq, "x"), C("a", "name", Eq, "y")}}, Return: []Proj{{Var: "p"}}}, "comparisons of its own properties"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"))}, Shortest: &Shortest{Var: "p", From: "a", To: N("b", "Employee"), Edges: []string{"MANAGES"}, Max: 3},
			Return: []Proj{{Var: "p", Prop: "name"}}}, "a path gives its nodes"},
		{cs, &Query{Match: []Path{P(N("a", "Employee"))}, Shortest: &Shortest{Var: "p", From: "a", To: N("b", "Employee"), Edges: []string{"WORKS_IN"}, Max: 3},
			Return: []Proj{{Var: "p"}}}, "cannot lead from Employee to Employee"},
		{s, &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Return: []Proj{Col("p", ""), {Agg: Count, As: "n"}},
			Having: []Having{{Col: "name", Op: Gt, Value: 1}}}, "not a numeric aggregate"},
		{s, &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Return: []Proj{Col("p", ""), {Agg: Count, As: "n"}},
			Having: []Having{{Col: "n", Op: Contains, Value: 1}}}, "compares no number"},
		{s, &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Return: []Proj{Col("p", ""), {Agg: Count, As: "n"}},
			Having: []Having{{Col: "k", Op: Gt, Value: 1}}}, "names no column"},
		// An optional pattern is counted and nothing else.
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optional: &Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}},
			Return: []Proj{Col("d", ""), Col("e", "name")}}, "may only be counted"},
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optional: &Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}},
			Return: []Proj{{Agg: Count, Var: "e"}}}, "at least one column to group by"},
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optional: &Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}},
			Where: C("e", "salary", Gt, 1), Return: []Proj{Col("d", ""), {Agg: Count, Var: "e"}}}, "a filter reads"},
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optional: &Path{From: N("x", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}},
			Return: []Proj{Col("d", ""), {Agg: Count, Var: "e"}}}, "must start at a node the match binds"},
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optional: &Path{From: N("d", ""), Hops: []Hop{OutE("WORKS_IN", N("e", "Employee"))}},
			Return: []Proj{Col("d", ""), {Agg: Count, Var: "e"}}}, "does not connect"},
		{cs, &Query{Match: []Path{P(N("d", "Department"), InE("WORKS_IN", N("e", "Employee")))}, Optional: &Path{From: N("e", ""), Hops: []Hop{OutE("WORKS_ON", N("pr", "Project"))}},
			Return: []Proj{Col("d", ""), {Agg: Count, Var: "e"}, {Agg: Count, Var: "pr"}}}, "the only aggregate must count"},
	}
	for i, c := range cases {
		_, err := Render(c.q, lang.Cypher, c.s)
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("case %d: want an error with %q, got %v", i, c.why, err)
		}
	}
}

// A closure walks as deep as the Gremlin guard lets one loop walk: deeper
// and the guard would refuse every closure, shallower and the languages
// would part earlier than they must.
func TestClosureCapIsTheGuardCap(t *testing.T) {
	if ClosureCap != critic.MaxRepeatTimes {
		t.Fatalf("ClosureCap %d, critic.MaxRepeatTimes %d", ClosureCap, critic.MaxRepeatTimes)
	}
}

func TestCaveats(t *testing.T) {
	s, cs := movies(t), companySchema(t)
	ms, co := movieShapes(), companyShapes()
	codes := func(s *schema.Schema, q *Query) map[string]lang.Lang {
		t.Helper()
		cv, err := Caveats(q, s)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]lang.Lang{}
		for _, c := range cv {
			if c.Detail == "" {
				t.Errorf("caveat %s has no detail", c.Code)
			}
			out[c.Code] = c.Lang
		}
		return out
	}
	has := func(name string, got map[string]lang.Lang, want ...string) {
		t.Helper()
		for _, w := range want {
			neg := strings.HasPrefix(w, "!")
			if _, ok := got[strings.TrimPrefix(w, "!")]; ok == neg {
				t.Errorf("%s: caveats %v, want %s", name, got, w)
			}
		}
	}
	has("page-unordered", codes(s, ms["page-unordered"].q), CaveatOrderCompleted, "!"+CaveatServerOrder, "!"+CaveatTiesCut)
	server := *ms["page-unordered"].q
	server.StableOrder = false
	has("server-order", codes(s, &server), CaveatServerOrder, "!"+CaveatOrderCompleted)
	if text, _ := Render(&server, lang.Cypher, s); strings.Contains(text, "ORDER BY") {
		t.Errorf("without StableOrder the page was still ordered:\n%s", text)
	}
	has("page-grouped", codes(s, ms["page-grouped"].q), CaveatTiesCut, CaveatOrderCompleted)
	has("ties-top-count", codes(s, ms["ties-top-count"].q), "!"+CaveatTiesCut)
	byKey := &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")}, Order: []Sort{{Col: "title"}}, Limit: 3}
	has("by-key", codes(s, byKey), "!"+CaveatTiesCut, "!"+CaveatOrderCompleted)
	has("closure", codes(cs, co["closure-reports"].q), CaveatClosureCapped)
	has("bounded", codes(cs, co["bounded-2-3"].q), CaveatBoundedPath)
	got := codes(cs, co["shortest-tree"].q)
	has("shortest", got, CaveatShortestOne, CaveatNoPaths)
	if got[CaveatNoPaths] != lang.SPARQL {
		t.Errorf("no-paths concerns SPARQL, got %q", got[CaveatNoPaths])
	}
}

// TestShapesAgreeAcrossServers runs every shape on Neo4j, Gremlin Server,
// JanusGraph and Fuseki, the movies shapes on the movies set and the
// company shapes on the company set, and requires the same table from each
// (SPARQL left out where it refuses), with the row count each case expects.
func TestShapesAgreeAcrossServers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the shapes on eight servers")
	}
	ctx := context.Background()
	movieSet, companySet := loadServerSets(ctx, t, critic.ReadOnlyGuard)
	movieS, movieX, companyS, companyX := movieSet.s, movieSet.xs, companySet.s, companySet.xs
	run := func(set string, s *schema.Schema, xs map[backends.Backend]backends.Executor, cases map[string]shapeCase) {
		for _, name := range sortedNames(cases) {
			c := cases[name]
			var ref *backends.Result
			for _, b := range backends.All {
				if b == backends.Fuseki && c.noSPARQL {
					continue
				}
				text, err := Render(c.q, b.Lang(), s)
				if err != nil {
					t.Errorf("%s/%s/%s: %v", set, name, b, err)
					continue
				}
				r, err := xs[b].Exec(ctx, text, backends.ExecOptions{})
				if err != nil {
					t.Errorf("%s/%s on %s: %v\n%s", set, name, b, err, text)
					continue
				}
				if ref == nil {
					ref = r
					t.Logf("%s/%s: %s", set, name, head(r))
					n := len(r.Rows)
					if (c.rows < 0 && n == 0) || (c.rows >= 0 && n != c.rows) {
						t.Errorf("%s/%s on %s: %d rows, want %d: %s\n%s", set, name, b, n, c.rows, head(r), text)
					}
					continue
				}
				if same, why := backends.Equal(ref, r, backends.CompareOptions{Ordered: len(c.q.Order) > 0, SameColumnOrder: b.Lang() != lang.Gremlin}); !same {
					t.Errorf("%s/%s: %s differs from neo4j: %s\nneo4j %s\n%s %s\n%s", set, name, b, why, head(ref), b, head(r), text)
				}
			}
		}
	}
	run("movies", movieS, movieX, movieShapes())
	run("company", companyS, companyX, companyShapes())
}

// BenchmarkRenderShapes renders every shape in every language it can take:
// the new constructs (ties' two passes, alternatives, paths) must stay in
// the microseconds a compiler spends on rendering.
func BenchmarkRenderShapes(b *testing.B) {
	ms, err := examples.Schema("movies")
	if err != nil {
		b.Fatal(err)
	}
	sets := []shapeSet{{"movies", ms, movieShapes()}, {"company", companySchema(b), companyShapes()}, {"deps", synthSchema(), synthShapes()}}
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, set := range sets {
			for _, c := range set.cases {
				for _, l := range lang.All {
					if l == lang.SPARQL && c.noSPARQL {
						continue
					}
					if _, err := Render(c.q, l, set.s); err != nil {
						b.Fatal(err)
					}
					n++
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/render")
}
