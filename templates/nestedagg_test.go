package templates

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// aggThan compares v.prop with the aggregate of the same property over
// every node of label.
func aggThan(v, prop string, op Op, agg Agg, label string) *Than {
	return &Than{Var: v, Prop: prop, Op: op, Ref: N("avg", label), RefProp: prop, Agg: agg}
}

// Comparisons with an aggregate over a whole label (Than.Agg): each case
// carries Cypher that computes the aggregate another way (a CALL
// subquery), so the four servers are checked against a query none of the
// renderers wrote.
func thanAggCases() map[string]map[string]countsCase {
	return map[string]map[string]countsCase{
		"movies": {
			// Movies released later than the average release year.
			"agg-later-than-average": {shapeCase{q: &Query{Match: []Path{P(N("m", "Movie"))}, Than: aggThan("m", "released", Gt, Avg, "Movie"),
				Return: []Proj{Col("m", ""), Col("m", "released")}}, rows: -1},
				`CALL { MATCH (x:Movie) RETURN avg(x.released) AS a } MATCH (m:Movie) WHERE m.released > a RETURN m.title AS title, m.released AS released`},
			// The people born in the earliest year: equality with a minimum.
			"agg-born-first": {shapeCase{q: &Query{Match: []Path{P(N("p", "Person"))}, Than: aggThan("p", "born", Eq, Min, "Person"),
				Return: []Proj{Col("p", "")}}, rows: -1},
				`CALL { MATCH (x:Person) RETURN min(x.born) AS a } MATCH (p:Person) WHERE p.born = a RETURN p.name AS name`},
			// Per movie before 2000, its actors born before the average
			// person: the comparison beside a walk, a filter, grouping, an
			// order and a limit.
			"agg-grouped-count": {shapeCase{q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Where: C("m", "released", Lt, 2000),
				Than:   aggThan("p", "born", Lt, Avg, "Person"),
				Return: []Proj{Col("m", ""), {Agg: CountDistinct, Var: "p", As: "people"}}, Order: []Sort{{Col: "people", Desc: true}, {Col: "title"}}, Limit: 5}, rows: 5},
				`CALL { MATCH (x:Person) RETURN avg(x.born) AS a } MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released < 2000 AND p.born < a RETURN m.title AS title, count(DISTINCT p) AS people ORDER BY people DESC, title LIMIT 5`},
		},
		"company": {
			// Employees paid more than every Support Agent: the greatest
			// over the label's nodes holding one value (Than.RefKey).
			"agg-salary-above-every-agent": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"))},
				Than:   &Than{Var: "e", Prop: "salary", Op: Gt, Ref: N("top", "Employee"), RefKey: "title", RefValue: "Support Agent", RefProp: "salary", Agg: Max},
				Return: []Proj{Col("e", ""), Col("e", "salary")}}, rows: -1},
				`CALL { MATCH (x:Employee) WHERE x.title = 'Support Agent' RETURN max(x.salary) AS a } MATCH (e:Employee) WHERE e.salary > a RETURN e.name AS name, e.salary AS salary`},
			// Employees born before every Software Engineer, counted.
			"agg-born-before-every-engineer": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"))},
				Than:   &Than{Var: "e", Prop: "born", Op: Lt, Ref: N("low", "Employee"), RefKey: "title", RefValue: "Software Engineer", RefProp: "born", Agg: Min},
				Return: []Proj{{Agg: Count, Var: "e", As: "employees"}}}, rows: 1},
				`CALL { MATCH (x:Employee) WHERE x.title = 'Software Engineer' RETURN min(x.born) AS a } MATCH (e:Employee) WHERE e.born < a RETURN count(e) AS employees`},
			// Employees who earn more than the average salary.
			"agg-salary-above-average": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"))}, Than: aggThan("e", "salary", Gt, Avg, "Employee"),
				Return: []Proj{Col("e", ""), Col("e", "salary")}}, rows: -1},
				`CALL { MATCH (x:Employee) RETURN avg(x.salary) AS a } MATCH (e:Employee) WHERE e.salary > a RETURN e.name AS name, e.salary AS salary`},
			// How many departments have a budget below the largest.
			"agg-budget-below-max-count": {shapeCase{q: &Query{Match: []Path{P(N("d", "Department"))}, Than: aggThan("d", "budget", Lt, Max, "Department"),
				Return: []Proj{{Agg: Count, Var: "d", As: "departments"}}}, rows: 1},
				`CALL { MATCH (x:Department) RETURN max(x.budget) AS a } MATCH (d:Department) WHERE d.budget < a RETURN count(d) AS departments`},
			// Per department, its people paid at least the average salary.
			"agg-salary-per-department": {shapeCase{q: &Query{Match: []Path{P(N("e", "Employee"), OutE("WORKS_IN", N("d", "Department")))},
				Than:   aggThan("e", "salary", Ge, Avg, "Employee"),
				Return: []Proj{Col("d", ""), {Agg: Count, Var: "e", As: "employees"}}}, rows: -1},
				`CALL { MATCH (x:Employee) RETURN avg(x.salary) AS a } MATCH (e:Employee)-[:WORKS_IN]->(d:Department) WHERE e.salary >= a RETURN d.name AS name, count(e) AS employees`},
		},
	}
}

// TestThanAggRendersTheAggregateFirst: what each language writes, and that
// the critic accepts every case (parsed, read-only, no error, no cartesian
// product warned in Cypher).
func TestThanAggRendersTheAggregateFirst(t *testing.T) {
	s := movies(t)
	q := thanAggCases()["movies"]["agg-later-than-average"].q
	want := map[lang.Lang][]string{
		lang.Cypher:  {"MATCH (all_avg:Movie)\nWITH avg(all_avg.released) AS avg\nMATCH (m:Movie)", "WHERE m.released > avg"},
		lang.Gremlin: {"g.V().hasLabel('Movie').values('released').mean().as('avg').V().hasLabel('Movie')", ".where(P.gt('avg')).by('released').by()"},
		lang.SPARQL:  {"{ SELECT (AVG(?all_avg_released) AS ?avg) WHERE { ?all_avg a :Movie ; :released ?all_avg_released . } }", "FILTER(?released > ?avg)"},
	}
	rendersWith(t, q, s, want)
	criticAccepts(t, thanAggCases(), true)
	// Narrowed to the nodes holding a value: the scan filters it.
	q = &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")},
		Than: &Than{Var: "m", Prop: "released", Op: Gt, Ref: N("top", "Movie"), RefKey: "tagline", RefValue: "Welcome to the Real World", RefProp: "released", Agg: Max}}
	rendersWith(t, q, s, map[lang.Lang][]string{
		lang.Cypher:  {"MATCH (all_top:Movie {tagline: 'Welcome to the Real World'})\nWITH max(all_top.released) AS top\nMATCH (m:Movie)", "WHERE m.released > top"},
		lang.Gremlin: {"g.V().has('Movie', 'tagline', 'Welcome to the Real World').values('released').max().as('top').V().hasLabel('Movie')", ".where(P.gt('top')).by('released').by()"},
		lang.SPARQL:  {"{ SELECT (MAX(?all_top_released) AS ?top) WHERE { ?all_top a :Movie ; :released ?all_top_released ; :tagline \"Welcome to the Real World\" . } }", "FILTER(?m_released > ?top)"},
	})
}

// TestThanAggRejectsWhatItCannotSay: a sum, a named node beside the
// aggregate, text or dates, a list, and a scan variable already taken.
func TestThanAggRejectsWhatItCannotSay(t *testing.T) {
	s := movies(t)
	base := func(mod func(*Query)) *Query {
		q := &Query{Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")}, Than: aggThan("m", "released", Gt, Avg, "Movie")}
		mod(q)
		return q
	}
	if _, err := Normalize(base(func(*Query) {}), s); err != nil {
		t.Fatalf("the base case is refused: %v", err)
	}
	for name, q := range map[string]*Query{
		"sum":                         base(func(q *Query) { q.Than.Agg = Sum }),
		"count":                       base(func(q *Query) { q.Than.Agg = Count }),
		"a narrowing by no property":  base(func(q *Query) { q.Than.RefKey, q.Than.RefValue = "nothing", "The Matrix" }),
		"a narrowing by no value":     base(func(q *Query) { q.Than.RefKey = "title" }),
		"a narrowing of another type": base(func(q *Query) { q.Than.RefKey, q.Than.RefValue = "released", "1999" }),
		"text":                        base(func(q *Query) { q.Than.Prop, q.Than.RefProp = "tagline", "tagline" }),
		"text aggregate":              base(func(q *Query) { q.Than.RefProp = "title" }),
		"scan var taken": base(func(q *Query) {
			q.Match = []Path{P(N("all_avg", "Movie"))}
			q.Than.Var = "all_avg"
			q.Return = []Proj{Col("all_avg", "")}
		}),
		"not a comparison": base(func(q *Query) { q.Than.Op = StartsWith }),
	} {
		if _, err := Normalize(q, s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestThanAggMatchesASubqueryWrittenByHand runs each case on Neo4j,
// Gremlin Server, JanusGraph and Fuseki (movies and company) and requires
// the rows of the hand-written CALL subquery.
func TestThanAggMatchesASubqueryWrittenByHand(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the comparisons on eight servers")
	}
	ctx := context.Background()
	movieSet, companySet := loadServerSets(ctx, t, nil)
	sets := map[string]serverSet{"movies": movieSet, "company": companySet}
	for set, cases := range thanAggCases() {
		checkOnServers(ctx, t, set, sets[set], cases, "the hand-written subquery")
	}
}
