package templates

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// A comparison with another node's value (Query.Than): each case carries
// the plain Cypher that says the same with a join written by hand, so the
// four servers are checked against a query none of the renderers wrote.
func thanCases() map[string]map[string]countsCase {
	matrix := func(op Op) *Than {
		return &Than{Var: "m", Prop: "released", Op: op, Ref: N("r", "Movie"), RefKey: "title", RefValue: "The Matrix", RefProp: "released"}
	}
	return map[string]map[string]countsCase{
		"movies": {
			// Movies released later than The Matrix.
			"than-later": {shapeCase{q: &Query{Match: []Path{P(N("m", "Movie"))}, Than: matrix(Gt), Return: []Proj{Col("m", "")}}, rows: -1},
				`MATCH (r:Movie {title: 'The Matrix'}), (m:Movie) WHERE m.released > r.released RETURN m.title AS title`},
			// The same year as The Matrix, itself included.
			"than-same-year": {shapeCase{q: &Query{Match: []Path{P(N("m", "Movie"))}, Than: matrix(Eq), Return: []Proj{Col("m", ""), Col("m", "released")}}, rows: -1},
				`MATCH (r:Movie), (m:Movie) WHERE r.title = 'The Matrix' AND m.released = r.released RETURN m.title AS title, m.released AS released`},
			// People older than Keanu Reeves (born earlier) who acted in
			// a movie released before 2000, counted: the comparison beside
			// a walk and an aggregate.
			"than-born-earlier-count": {shapeCase{q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Where: C("m", "released", Lt, 2000),
				Than:   &Than{Var: "p", Prop: "born", Op: Lt, Ref: N("k", "Person"), RefKey: "name", RefValue: "Keanu Reeves", RefProp: "born"},
				Return: []Proj{{Agg: CountDistinct, Var: "p", As: "people"}}}, rows: 1},
				`MATCH (k:Person {name: 'Keanu Reeves'}) MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 AND p.born < k.born RETURN count(DISTINCT p) AS people`},
		},
		"company": {
			// Employees who earn more than Priya Raman.
			"than-salary": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"))},
				Than:   &Than{Var: "e", Prop: "salary", Op: Gt, Ref: N("x", "Employee"), RefKey: "name", RefValue: "Priya Raman", RefProp: "salary"},
				Return: []Proj{Col("e", ""), Col("e", "salary")}}, rows: -1},
				`MATCH (x:Employee), (e:Employee) WHERE x.name = 'Priya Raman' AND e.salary > x.salary RETURN e.name AS name, e.salary AS salary`},
			// Departments with more budget than the one named, grouped with
			// their people counted.
			"than-budget-grouped": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"), OutE("WORKS_IN", N("d", "Department")))},
				Than:   &Than{Var: "d", Prop: "budget", Op: Ge, Ref: N("r", "Department"), RefKey: "name", RefValue: "Customer Support", RefProp: "budget"},
				Return: []Proj{Col("d", ""), {Agg: Count, Var: "e", As: "employees"}}}, rows: -1},
				`MATCH (r:Department {name: 'Customer Support'}) MATCH (e:Employee)-[:WORKS_IN]->(d:Department) WHERE d.budget >= r.budget RETURN d.name AS name, count(e) AS employees`},
		},
	}
}

// TestThanRendersAJoinOnTheNamedNode: what each language writes, and that
// the critic accepts it (parsed, read-only, no error, no cartesian
// product warned in Cypher).
func TestThanRendersAJoinOnTheNamedNode(t *testing.T) {
	q := thanCases()["movies"]["than-later"].q
	want := map[lang.Lang][]string{
		lang.Cypher:  {"MATCH (r:Movie {title: 'The Matrix'})\nMATCH (m:Movie)", "WHERE m.released > r.released"},
		lang.Gremlin: {"g.V().has('Movie', 'title', 'The Matrix').has('released').as('r').V().hasLabel('Movie')", ".has('released').where(P.gt('r')).by('released').by('released')"},
		lang.SPARQL:  {"?r a :Movie", `:title "The Matrix"`, "FILTER(?m_released > ?r_released)"},
	}
	s := movies(t)
	rendersWith(t, q, s, want)
	criticAccepts(t, thanCases(), true)
}

// TestThanRejectsWhatItCannotSay: a property missing on either side,
// types that do not compare, a variable bound twice, a match operator,
// and the plans the renderers would not carry the node through.
func TestThanRejectsWhatItCannotSay(t *testing.T) {
	s := movies(t)
	base := func(mod func(*Query)) *Query {
		q := &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")},
			Than: &Than{Var: "m", Prop: "released", Op: Gt, Ref: N("r", "Movie"), RefKey: "title", RefValue: "The Matrix", RefProp: "released"}}
		mod(q)
		return q
	}
	for name, q := range map[string]*Query{
		"no such property":    base(func(q *Query) { q.Than.Prop = "rating" }),
		"text against number": base(func(q *Query) { q.Than.RefProp = "tagline" }),
		"bound twice":         base(func(q *Query) { q.Than.Ref.Var = "m" }),
		"names a column":      base(func(q *Query) { q.Than.Ref.Var = "title" }),
		"not a comparison":    base(func(q *Query) { q.Than.Op = Contains }),
		"unknown label":       base(func(q *Query) { q.Than.Ref.Label = "Film" }),
		"key value type":      base(func(q *Query) { q.Than.RefValue = 1999 }),
		"unbound node":        base(func(q *Query) { q.Than.Var = "x" }),
		"with ties": base(func(q *Query) {
			q.Order, q.Limit, q.Ties = []Sort{{Col: "title"}}, 1, true
		}),
	} {
		if _, err := Normalize(q, s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestThanMatchesAJoinWrittenByHand runs each case on Neo4j, Gremlin
// Server, JanusGraph and Fuseki (movies and company) and requires the
// rows of the hand-written Cypher join.
func TestThanMatchesAJoinWrittenByHand(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the comparisons on eight servers")
	}
	ctx := context.Background()
	movieSet, companySet := loadServerSets(ctx, t, nil)
	sets := map[string]serverSet{"movies": movieSet, "company": companySet}
	for set, cases := range thanCases() {
		checkOnServers(ctx, t, set, sets[set], cases, "the hand-written join")
	}
}

// TestEdgeValueCountsPassCritic: the left-outer counts of edges holding a
// value (Hop.EdgeEq) parse, are read-only and draw no error in the three
// languages; they are refused outside a left-outer pattern.
func TestEdgeValueCountsPassCritic(t *testing.T) {
	for set, c := range map[string]countsCase{"movies": movieCounts()["two-counts-edge-values"], "company": companyCounts()["two-counts-edge-roles"]} {
		s := movies(t)
		if set == "company" {
			s = companySchema(t)
		}
		for _, l := range lang.All {
			text, err := Render(c.q, l, s)
			if err != nil {
				t.Fatalf("%s/%s: %v", set, l, err)
			}
			if r := criticRun(t, l, text, s); !r.Parsed || !r.ReadOnly || diag.HasErrors(r.Diagnostics) {
				t.Errorf("%s/%s: critic rejects it: %+v\n%s", set, l, r.Diagnostics, text)
			}
		}
	}
	s := movies(t)
	reviewed := Hop{Edge: "REVIEWED", To: N("m", "Movie"), EdgeEq: []EdgeEq{{Prop: "rating", Value: 100}}}
	for name, q := range map[string]*Query{
		"in the match": {Match: []Path{P(N("p", "Person"), reviewed)}, Return: []Proj{Col("p", "")}},
		"not a property": {Match: []Path{P(N("p", "Person"))}, Return: []Proj{Col("p", ""), {Agg: Count, Var: "m", As: "n"}},
			Optional: &Path{From: N("p", ""), Hops: []Hop{{Edge: "REVIEWED", To: N("m", "Movie"), EdgeEq: []EdgeEq{{Prop: "stars", Value: 1}}}}}},
		"wrong type": {Match: []Path{P(N("p", "Person"))}, Return: []Proj{Col("p", ""), {Agg: Count, Var: "m", As: "n"}},
			Optional: &Path{From: N("p", ""), Hops: []Hop{{Edge: "REVIEWED", To: N("m", "Movie"), EdgeEq: []EdgeEq{{Prop: "rating", Value: "high"}}}}}},
	} {
		if _, err := Normalize(q, s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// rendersWith renders q in every language over s and checks each text holds
// the fragments want gives for its language.
func rendersWith(t *testing.T, q *Query, s *schema.Schema, want map[lang.Lang][]string) {
	t.Helper()
	for _, l := range lang.All {
		text, err := Render(q, l, s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range want[l] {
			if !strings.Contains(text, f) {
				t.Errorf("%s lacks %q:\n%s", l, f, text)
			}
		}
	}
}

// criticAccepts renders every case (movies' over the movies schema,
// company's over the company schema) in every language and checks the
// critic parses it, finds it read-only and reports no error; with
// noCartesian, a Cypher cartesian-product warning fails it too.
func criticAccepts(t *testing.T, sets map[string]map[string]countsCase, noCartesian bool) {
	t.Helper()
	ms, cs := movies(t), companySchema(t)
	for set, cases := range sets {
		sc := ms
		if set == "company" {
			sc = cs
		}
		for name, c := range cases {
			for _, l := range lang.All {
				text, err := Render(c.q, l, sc)
				if err != nil {
					t.Fatalf("%s/%s/%s: %v", set, name, l, err)
				}
				r := criticRun(t, l, text, sc)
				if !r.Parsed || !r.ReadOnly || diag.HasErrors(r.Diagnostics) {
					t.Errorf("%s/%s/%s: critic rejects it: %+v\n%s", set, name, l, r.Diagnostics, text)
				}
				for _, d := range r.Diagnostics {
					if noCartesian && d.Check == "cypher-cartesian-product" {
						t.Errorf("%s/%s: cartesian product warned:\n%s", set, name, text)
					}
				}
			}
		}
	}
}
