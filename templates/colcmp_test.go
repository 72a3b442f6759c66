package templates

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// Two properties of one node compared (Query.Cols): each case carries the
// plain Cypher written by hand, so the four servers are checked against a
// query none of the renderers wrote.
func colCases() map[string]map[string]countsCase {
	movie := []Path{P(N("m", "Movie"))}
	dept := []Path{P(N("d", "Department"))}
	return map[string]map[string]countsCase{
		"movies": {
			// Text against text: some titles sort before their tagline,
			// some after, and a movie without a tagline is left out.
			"cols-title-before-tagline": {shapeCase{q: &Query{Match: movie, Cols: []ColCmp{{Var: "m", Prop: "title", Op: Lt, Prop2: "tagline"}}, Return: []Proj{Col("m", "")}}, rows: -1},
				`MATCH (m:Movie) WHERE m.tagline IS NOT NULL AND m.title < m.tagline RETURN m.title AS title`},
			// Beside a walk, a literal filter and a count.
			"cols-count-beside-walk": {shapeCase{q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Where: C("m", "released", Lt, 2000),
				Cols:   []ColCmp{{Var: "m", Prop: "title", Op: Ge, Prop2: "tagline"}},
				Return: []Proj{{Agg: CountDistinct, Var: "p", As: "people"}}}, rows: 1},
				`MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 AND m.title >= m.tagline RETURN count(DISTINCT p) AS people`},
		},
		"company": {
			// Numbers: every department's budget exceeds its founding year.
			"cols-budget-above-founded": {shapeCase{q: &Query{Match: dept, Cols: []ColCmp{{Var: "d", Prop: "budget", Op: Gt, Prop2: "founded"}}, Return: []Proj{Col("d", ""), Col("d", "budget")}}, rows: 5},
				`MATCH (d:Department) WHERE d.budget > d.founded RETURN d.name AS name, d.budget AS budget`},
			// … and none has its floor equal to its founding year.
			"cols-floor-equals-founded": {shapeCase{q: &Query{Match: dept, Cols: []ColCmp{{Var: "d", Prop: "floor", Op: Eq, Prop2: "founded"}}, Return: []Proj{Col("d", "")}}, rows: 0},
				`MATCH (d:Department) WHERE d.floor = d.founded RETURN d.name AS name`},
			// The employees of the departments founded before their
			// budget's value (all), per department, the other way round.
			"cols-grouped": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"), OutE("WORKS_IN", N("d", "Department")))},
				Cols:   []ColCmp{{Var: "d", Prop: "founded", Op: Le, Prop2: "budget"}, {Var: "e", Prop: "born", Op: Lt, Prop2: "salary"}},
				Return: []Proj{Col("d", ""), {Agg: Count, Var: "e", As: "employees"}}}, rows: 5},
				`MATCH (e:Employee)-[:WORKS_IN]->(d:Department) WHERE d.founded <= d.budget AND e.born < e.salary RETURN d.name AS name, count(e) AS employees`},
		},
	}
}

// TestColsRender: what each language writes, and that the critic accepts
// every case (parsed, read-only, no error).
func TestColsRender(t *testing.T) {
	q := &Query{Match: []Path{P(N("d", "Department"))}, Cols: []ColCmp{{Var: "d", Prop: "budget", Op: Gt, Prop2: "founded"}}, Return: []Proj{Col("d", "")}}
	want := map[lang.Lang][]string{
		lang.Cypher:  {"WHERE d.budget > d.founded"},
		lang.Gremlin: {".as('d').has('budget').has('founded').where(P.gt('d')).by('budget').by('founded')"},
		lang.SPARQL:  {"FILTER(?d_budget > ?d_founded)"},
	}
	cs := companySchema(t)
	rendersWith(t, q, cs, want)
	criticAccepts(t, colCases(), false)
}

// TestColsRejectWhatTheyCannotSay: a property missing, types that do not
// compare, a property with itself, an unbound or edge variable, a match
// operator, and the plans the renderers would not carry it through.
func TestColsRejectWhatTheyCannotSay(t *testing.T) {
	s := movies(t)
	base := func(mod func(*Query)) *Query {
		q := &Query{Match: []Path{P(N("p", "Person"), Hop{Edge: "REVIEWED", Var: "r", To: N("m", "Movie")})}, Return: []Proj{Col("m", "")},
			Cols: []ColCmp{{Var: "m", Prop: "title", Op: Lt, Prop2: "tagline"}}}
		mod(q)
		return q
	}
	if _, err := Normalize(base(func(*Query) {}), s); err != nil {
		t.Fatalf("the base query is refused: %v", err)
	}
	for name, q := range map[string]*Query{
		"no such property":    base(func(q *Query) { q.Cols[0].Prop2 = "rating" }),
		"text against number": base(func(q *Query) { q.Cols[0].Prop2 = "released" }),
		"itself":              base(func(q *Query) { q.Cols[0].Prop2 = "title" }),
		"unbound node":        base(func(q *Query) { q.Cols[0].Var = "x" }),
		"an edge":             base(func(q *Query) { q.Cols[0] = ColCmp{Var: "r", Prop: "rating", Op: Gt, Prop2: "summary"} }),
		"not a comparison":    base(func(q *Query) { q.Cols[0].Op = Contains }),
		"with ties": base(func(q *Query) {
			q.Order, q.Limit, q.Ties = []Sort{{Col: "title"}}, 1, true
		}),
	} {
		if _, err := Normalize(q, s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestColsMatchAFilterWrittenByHand runs each case on Neo4j, Gremlin
// Server, JanusGraph and Fuseki (movies and company) and requires the
// rows of the hand-written Cypher.
func TestColsMatchAFilterWrittenByHand(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the comparisons on eight servers")
	}
	ctx := context.Background()
	movieSet, companySet := loadServerSets(ctx, t, nil)
	sets := map[string]serverSet{"movies": movieSet, "company": companySet}
	for set, cases := range colCases() {
		checkOnServers(ctx, t, set, sets[set], cases, "the hand-written filter")
	}
}
