package templates

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Two counts per thing (issue 23): several left-outer patterns, each
// counted as if it were the query's only one. Each case carries the plain
// Cypher that counts the same thing another way (COUNT { } subqueries and
// pattern comprehensions, no OPTIONAL MATCH), so the four servers are
// checked against a count none of the renderers wrote.
type countsCase struct {
	shapeCase
	// check is the independent Cypher; it returns the case's columns.
	check string
}

func movieCounts() map[string]countsCase {
	person := P(N("p", "Person"))
	acted := Path{From: N("p", ""), Hops: []Hop{OutE("ACTED_IN", N("a", "Movie"))}}
	directed := Path{From: N("p", ""), Hops: []Hop{OutE("DIRECTED", N("d", "Movie"))}}
	both := []Proj{Col("p", ""), {Agg: Count, Var: "a", As: "acted"}, {Agg: Count, Var: "d", As: "directed"}}
	return map[string]countsCase{
		// Every person with both counts: most have 0 on one side or both.
		"two-counts-acted-directed": {shapeCase{q: &Query{Match: []Path{person}, Optional: &acted, Optionals: []Path{directed}, Return: both}, rows: 133},
			`MATCH (p:Person) RETURN p.name AS name, COUNT { (p)-[:ACTED_IN]->(:Movie) } AS acted, COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed`},
		// People who acted in more movies than they directed: every
		// actor who never directed stays (0 directed), and those who did
		// both as often (a tie) drop out.
		"two-counts-more-acted": {shapeCase{q: &Query{Match: []Path{person}, Optionals: []Path{acted, directed}, Return: both,
			Having: []Having{{Col: "acted", Op: Gt, Other: "directed"}}}, rows: -1},
			`MATCH (p:Person) WITH p.name AS name, COUNT { (p)-[:ACTED_IN]->(:Movie) } AS acted, COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed
WHERE acted > directed RETURN name, acted, directed`},
		// The other side with the ties: directed at least as often as
		// acted, 0 = 0 included.
		"two-counts-directed-not-fewer": {shapeCase{q: &Query{Match: []Path{person}, Optionals: []Path{acted, directed}, Return: both,
			Having: []Having{{Col: "directed", Op: Ge, Other: "acted"}, {Col: "directed", Op: Ge, Value: 1}}}, rows: -1},
			`MATCH (p:Person) WITH p.name AS name, COUNT { (p)-[:ACTED_IN]->(:Movie) } AS acted, COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed
WHERE directed >= acted AND directed >= 1 RETURN name, acted, directed`},
		// A distinct count over two hops beside a plain one, ranked and
		// cut: people born before 1960 by how many directors they acted
		// for, with the movies they wrote.
		"two-counts-directors-wrote": {shapeCase{q: &Query{Match: []Path{person}, Where: C("p", "born", Lt, 1960),
			Optionals: []Path{{From: N("p", ""), Hops: []Hop{OutE("ACTED_IN", N("", "Movie")), InE("DIRECTED", N("dir", "Person"))}},
				{From: N("p", ""), Hops: []Hop{OutE("WROTE", N("w", "Movie"))}}},
			Return: []Proj{Col("p", ""), {Agg: CountDistinct, Var: "dir", As: "directors"}, {Agg: Count, Var: "w", As: "wrote"}},
			Order:  []Sort{{Col: "directors", Desc: true}, {Col: "name"}}, Limit: 8, StableOrder: true}, rows: 8},
			`MATCH (p:Person) WHERE p.born < 1960
RETURN p.name AS name, size(COLLECT { MATCH (p)-[:ACTED_IN]->(:Movie)<-[:DIRECTED]-(dir:Person) RETURN DISTINCT dir }) AS directors,
  COUNT { (p)-[:WROTE]->(:Movie) } AS wrote
ORDER BY directors DESC, name, wrote LIMIT 8`},
		// The cast of one movie (Gremlin starts at the movie, the pinned
		// end of the match), with what each directed and wrote.
		"two-counts-cast": {shapeCase{q: &Query{Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))}, Where: C("m", "title", Eq, "Cloud Atlas"),
			Optionals: []Path{directed, {From: N("p", ""), Hops: []Hop{OutE("WROTE", N("w", "Movie"))}}},
			Return:    []Proj{Col("p", ""), {Agg: Count, Var: "d", As: "directed"}, {Agg: CountDistinct, Var: "w", As: "wrote"}}}, rows: 4},
			`MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'Cloud Atlas'})
RETURN p.name AS name, COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed, size(COLLECT { MATCH (p)-[:WROTE]->(w:Movie) RETURN DISTINCT w }) AS wrote`},
		// Movies with more reviews rated 100 than reviews rated 95: the
		// edges counted are those holding the value (Hop.EdgeEq), seen
		// from the movie's end.
		"two-counts-edge-values": {shapeCase{q: &Query{Match: []Path{P(N("m", "Movie"))},
			Optionals: []Path{{From: N("m", ""), Hops: []Hop{{Edge: "REVIEWED", Dir: In, To: N("top", "Person"), EdgeEq: []EdgeEq{{Prop: "rating", Value: 100}}}}},
				{From: N("m", ""), Hops: []Hop{{Edge: "REVIEWED", Dir: In, To: N("low", "Person"), EdgeEq: []EdgeEq{{Prop: "rating", Value: 95}}}}}},
			Return: []Proj{Col("m", ""), {Agg: CountDistinct, Var: "top", As: "rated_100"}, {Agg: CountDistinct, Var: "low", As: "rated_95"}},
			Having: []Having{{Col: "rated_100", Op: Ge, Other: "rated_95"}}}, rows: -1},
			`MATCH (m:Movie) WITH m.title AS title, COUNT { (m)<-[:REVIEWED {rating: 100}]-(:Person) } AS rated_100, COUNT { (m)<-[:REVIEWED {rating: 95}]-(:Person) } AS rated_95
WHERE rated_100 >= rated_95 RETURN title, rated_100, rated_95`},
		// The top 3 actors with ties, each with what they directed.
		"two-counts-ties": {shapeCase{q: &Query{Match: []Path{person}, Optionals: []Path{acted, directed}, Return: both,
			Order: []Sort{{Col: "acted", Desc: true}}, Limit: 3, Ties: true}, rows: 5},
			`MATCH (p:Person) WITH p.name AS name, COUNT { (p)-[:ACTED_IN]->(:Movie) } AS acted, COUNT { (p)-[:DIRECTED]->(:Movie) } AS directed
ORDER BY acted DESC WITH collect({name: name, acted: acted, directed: directed}) AS rows
WITH rows, rows[2].acted AS cut UNWIND rows AS r WITH r, cut WHERE r.acted >= cut
RETURN r.name AS name, r.acted AS acted, r.directed AS directed ORDER BY acted DESC`},
	}
}

func companyCounts() map[string]countsCase {
	emp := func(v string) Node { return N(v, "Employee") }
	staff := Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", emp("e"))}}
	projects := Path{From: N("d", ""), Hops: []Hop{InE("BELONGS_TO", N("pr", "Project"))}}
	reports := Path{From: N("e", ""), Hops: []Hop{OutE("MANAGES", emp("r"))}}
	skills := Path{From: N("e", ""), Hops: []Hop{OutE("HAS_SKILL", N("sk", "Skill"))}}
	return map[string]countsCase{
		// Each department with its number of employees and of projects.
		"two-counts-department": {shapeCase{q: &Query{Match: []Path{P(N("d", "Department"))}, Optional: &staff, Optionals: []Path{projects},
			Return: []Proj{Col("d", ""), {Agg: Count, Var: "e", As: "employees"}, {Agg: Count, Var: "pr", As: "projects"}}}, rows: 5},
			`MATCH (d:Department) RETURN d.name AS name, COUNT { (d)<-[:WORKS_IN]-(:Employee) } AS employees, COUNT { (d)<-[:BELONGS_TO]-(:Project) } AS projects`},
		// Employees who own more projects than they test: the role each
		// WORKS_ON edge holds, counted per employee (0 included).
		"two-counts-edge-roles": {shapeCase{q: &Query{Match: []Path{P(emp("e"))},
			Optionals: []Path{{From: N("e", ""), Hops: []Hop{{Edge: "WORKS_ON", To: N("own", "Project"), EdgeEq: []EdgeEq{{Prop: "role", Value: "owner"}}}}},
				{From: N("e", ""), Hops: []Hop{{Edge: "WORKS_ON", To: N("test", "Project"), EdgeEq: []EdgeEq{{Prop: "role", Value: "tester"}}}}}},
			Return: []Proj{Col("e", ""), {Agg: CountDistinct, Var: "own", As: "owned"}, {Agg: CountDistinct, Var: "test", As: "tested"}},
			Having: []Having{{Col: "owned", Op: Gt, Other: "tested"}}}, rows: -1},
			`MATCH (e:Employee) WITH e.name AS name, COUNT { (e)-[:WORKS_ON {role: 'owner'}]->(:Project) } AS owned, COUNT { (e)-[:WORKS_ON {role: 'tester'}]->(:Project) } AS tested
WHERE owned > tested RETURN name, owned, tested`},
		// Employees who manage more people than they have skills: most
		// manage nobody, and 0 > n never holds.
		"two-counts-more-reports": {shapeCase{q: &Query{Match: []Path{P(emp("e"))}, Optionals: []Path{reports, skills},
			Return: []Proj{Col("e", ""), {Agg: Count, Var: "r", As: "reports"}, {Agg: Count, Var: "sk", As: "skills"}},
			Having: []Having{{Col: "reports", Op: Gt, Other: "skills"}}}, rows: -1},
			`MATCH (e:Employee) WITH e.name AS name, COUNT { (e)-[:MANAGES]->(:Employee) } AS reports, COUNT { (e)-[:HAS_SKILL]->(:Skill) } AS skills
WHERE reports > skills RETURN name, reports, skills`},
		// Grouped by a property several employees share: the plain counts
		// add up over the group's people, the distinct one counts each
		// project once.
		"two-counts-by-title": {shapeCase{q: &Query{Match: []Path{P(emp("e"))},
			Optionals: []Path{reports, skills, {From: N("e", ""), Hops: []Hop{OutE("WORKS_ON", N("pr", "Project"))}}},
			Return:    []Proj{Col("e", "title"), {Agg: Count, Var: "r", As: "reports"}, {Agg: Count, Var: "sk", As: "skills"}, {Agg: CountDistinct, Var: "pr", As: "projects"}}}, rows: -1},
			`MATCH (e:Employee) WHERE e.title IS NOT NULL WITH e.title AS title, collect(e) AS es
RETURN title, reduce(n = 0, x IN es | n + COUNT { (x)-[:MANAGES]->(:Employee) }) AS reports,
  reduce(n = 0, x IN es | n + COUNT { (x)-[:HAS_SKILL]->(:Skill) }) AS skills,
  size(COLLECT { UNWIND es AS x MATCH (x)-[:WORKS_ON]->(pr:Project) RETURN DISTINCT pr }) AS projects`},
		// The patterns start at different nodes of the match: per
		// department, the projects it owns and the skills of the people
		// in it, each counted once.
		"two-counts-two-starts": {shapeCase{q: &Query{Match: []Path{P(emp("e"), OutE("WORKS_IN", N("d", "Department")))},
			Optionals: []Path{projects, skills},
			Return:    []Proj{Col("d", ""), {Agg: CountDistinct, Var: "pr", As: "projects"}, {Agg: CountDistinct, Var: "sk", As: "skills"}},
			Having:    []Having{{Col: "skills", Op: Gt, Other: "projects"}}}, rows: -1},
			`MATCH (e:Employee)-[:WORKS_IN]->(d:Department) WITH d.name AS name, collect(e) AS es, collect(d) AS ds
WITH name, size(COLLECT { UNWIND ds AS x MATCH (x)<-[:BELONGS_TO]-(pr:Project) RETURN DISTINCT pr }) AS projects,
  size(COLLECT { UNWIND es AS x MATCH (x)-[:HAS_SKILL]->(sk:Skill) RETURN DISTINCT sk }) AS skills
WHERE skills > projects RETURN name, projects, skills`},
	}
}

// TestTwoCountsMatchAnIndependentCount runs each two-count query on Neo4j,
// Gremlin Server, JanusGraph and Fuseki (movies and company sets) and
// requires every server's rows to be the independent Cypher's, which
// counts the same patterns without OPTIONAL MATCH. It also requires the
// cases to show what they are for: a 0 on one side and a tie somewhere.
func TestTwoCountsMatchAnIndependentCount(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the two-count queries on eight servers")
	}
	ctx := context.Background()
	movieSet, companySet := loadServerSets(ctx, t, nil)
	for _, set := range []struct {
		name  string
		ss    serverSet
		cases map[string]countsCase
	}{{"movies", movieSet, movieCounts()}, {"company", companySet, companyCounts()}} {
		zero, tie := checkOnServers(ctx, t, set.name, set.ss, set.cases, "the independent count")
		if !zero || !tie {
			t.Errorf("%s: the cases show a 0 count: %v, two equal counts in a row: %v; want both", set.name, zero, tie)
		}
	}
}

// checkOnServers runs each case's check Cypher on Neo4j and requires its
// rows (as many as the case expects) from the case's query rendered for
// every server. what names the check Cypher in messages. zero and tie
// report whether a check row held a 0 count, and two equal counts.
func checkOnServers(ctx context.Context, t *testing.T, set string, ss serverSet, cases map[string]countsCase, what string) (zero, tie bool) {
	t.Helper()
	s, xs := ss.s, ss.xs
	for _, name := range sortedNames(cases) {
		c := cases[name]
		want, err := xs[backends.Neo4j].Exec(ctx, c.check, backends.ExecOptions{})
		if err != nil {
			t.Errorf("%s/%s: %s fails: %v\n%s", set, name, what, err, c.check)
			continue
		}
		t.Logf("%s/%s: %d rows: %s", set, name, len(want.Rows), head(want))
		if n := len(want.Rows); (c.rows < 0 && n == 0) || (c.rows >= 0 && n != c.rows) {
			t.Errorf("%s/%s: %s has %d rows, the case expects %d", set, name, what, n, c.rows)
		}
		for _, row := range want.Rows {
			for _, v := range row[1:] {
				zero = zero || v.Kind == backends.Int && v.Int == 0
			}
			tie = tie || len(row) >= 3 && row[1].Kind == backends.Int && row[1].Int == row[2].Int && row[2].Kind == backends.Int
		}
		for _, b := range backends.All {
			text, err := Render(c.q, b.Lang(), s)
			if err != nil {
				t.Errorf("%s/%s/%s: %v", set, name, b, err)
				continue
			}
			got, err := xs[b].Exec(ctx, text, backends.ExecOptions{})
			if err != nil {
				t.Errorf("%s/%s on %s: %v\n%s", set, name, b, err, text)
				continue
			}
			if same, why := backends.Equal(want, got, backends.CompareOptions{Ordered: len(c.q.Order) > 0, SameColumnOrder: b.Lang() != lang.Gremlin}); !same {
				t.Errorf("%s/%s on %s differs from %s: %s\nwant %s\ngot  %s\n%s", set, name, b, what, why, head(want), head(got), text)
			}
		}
	}
	return zero, tie
}

// The counts are each taken on their own in the text: a rendering that put
// both patterns in one match (whose product multiplies the counts) would
// still parse and agree across servers wherever one side is 0 or 1.
func TestTwoCountsSayWhatTheyMean(t *testing.T) {
	s, cs := movies(t), companySchema(t)
	mc, cc := movieCounts(), companyCounts()
	want := []struct {
		s    *schema.Schema
		q    *Query
		l    lang.Lang
		subs []string
	}{
		{s, mc["two-counts-more-acted"].q, lang.Cypher, []string{
			"WITH p.name AS name, collect(p) AS p_rows\nUNWIND p_rows AS p\nOPTIONAL MATCH (p)-[:ACTED_IN]->(a:Movie)\nWITH name, p_rows, count(a) AS acted\n",
			"UNWIND p_rows AS p\nOPTIONAL MATCH (p)-[:DIRECTED]->(d:Movie)\nWITH name, acted, count(d) AS directed\nWHERE acted > directed\nRETURN name, acted, directed"}},
		{s, mc["two-counts-more-acted"].q, lang.Gremlin, []string{".group().by('name').by(__.fold()).unfold()",
			".by(__.select(Column.values).unfold().out('ACTED_IN').hasLabel('Movie').count())", ".where('acted', P.gt('directed'))"}},
		{s, mc["two-counts-more-acted"].q, lang.SPARQL, []string{"SELECT ?name (COUNT(?a) AS ?acted) WHERE {", "SELECT ?name (COUNT(?d) AS ?directed) WHERE {",
			"FILTER(?acted > ?directed)"}},
		{s, mc["two-counts-directed-not-fewer"].q, lang.SPARQL, []string{"FILTER(?directed >= ?acted && ?directed >= 1)"}},
		{cs, cc["two-counts-two-starts"].q, lang.Cypher, []string{"collect(d) AS d_rows, collect(e) AS e_rows", "WITH name, e_rows, count(DISTINCT pr) AS projects"}},
		{cs, cc["two-counts-two-starts"].q, lang.Gremlin, []string{".by(__.select('d', 'e').fold())", "unfold().select('e').out('HAS_SKILL').hasLabel('Skill').dedup().count()"}},
	}
	for _, w := range want {
		text, ok := renderHolds(t, w.q, w.l, w.s, w.subs)
		if !ok {
			continue
		}
		if strings.Count(text, "OPTIONAL") != len(w.q.outer()) && w.l != lang.Gremlin {
			t.Errorf("%s: %d OPTIONALs for %d patterns:\n%s", w.l, strings.Count(text, "OPTIONAL"), len(w.q.outer()), text)
		}
	}
}

// One pattern is one pattern wherever it sits: Optionals alone renders as
// Optional always did.
func TestOneCountInOptionalsIsOptional(t *testing.T) {
	cs := companySchema(t)
	staff := Path{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}}
	base := Query{Match: []Path{P(N("d", "Department"))}, Return: []Proj{Col("d", ""), {Agg: Count, Var: "e", As: "employees"}}}
	old, now := base, base
	old.Optional, now.Optionals = &staff, []Path{staff}
	for _, l := range lang.All {
		a, err1 := Render(&old, l, cs)
		b, err2 := Render(&now, l, cs)
		if err1 != nil || err2 != nil || a != b {
			t.Errorf("%s: Optional and Optionals differ (%v, %v):\n%s\n---\n%s", l, err1, err2, a, b)
		}
	}
}

// Normalize's copy owns its patterns: a plan that edits the normalized
// query (as the offline compiler does) leaves the caller's alone.
func TestNormalizeCopiesOptionals(t *testing.T) {
	s := movies(t)
	q := movieCounts()["two-counts-more-acted"].q
	before := q.Optionals[1].Hops[0].Edge
	n, err := Normalize(q, s)
	if err != nil {
		t.Fatal(err)
	}
	n.Optionals[1].Hops[0].Edge = "WROTE"
	n.Optionals[0] = Path{}
	if q.Optionals[1].Hops[0].Edge != before || q.Optionals[0].Counted() != "a" {
		t.Errorf("the normalized copy shares its patterns with the query: %+v", q.Optionals)
	}
}

// What several counts cannot say is refused with the reason.
func TestTwoCountsRejectWhatTheyCannotSay(t *testing.T) {
	s, cs := movies(t), companySchema(t)
	person := []Path{P(N("p", "Person"))}
	acted := Path{From: N("p", ""), Hops: []Hop{OutE("ACTED_IN", N("a", "Movie"))}}
	directed := Path{From: N("p", ""), Hops: []Hop{OutE("DIRECTED", N("d", "Movie"))}}
	both := []Proj{Col("p", ""), {Agg: Count, Var: "a", As: "acted"}, {Agg: Count, Var: "d", As: "directed"}}
	cases := []struct {
		s   *schema.Schema
		q   *Query
		why string
	}{
		{s, &Query{Match: person, Optionals: []Path{acted, {From: N("p", ""), Hops: []Hop{OutE("WROTE", N("a", "Movie"))}}}, Return: both[:2]}, "two patterns end at \"a\""},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Return: both[:2]}, "needs one count of \"d\""},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Return: append(both[:3:3], Proj{Agg: Count, Var: "d", As: "again"})}, "needs one count of \"d\""},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Return: []Proj{Col("p", ""), {Agg: Count, Var: "a", As: "d"}, {Agg: Count, Var: "d", As: "n"}}}, "name of another pattern's counted node"},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Return: append(both[:3:3], Proj{Agg: Max, Var: "p", Prop: "born"})}, "the only aggregate must count \"a\" or \"d\""},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Where: C("d", "released", Gt, 2000), Return: both}, "a filter reads \"d\""},
		{s, &Query{Match: person, Optionals: []Path{acted, {From: N("m", ""), Hops: []Hop{OutE("DIRECTED", N("d", "Movie"))}}}, Return: both}, "must start at a node the match binds"},
		{s, &Query{Match: person, Optionals: []Path{acted, directed}, Return: both, Having: []Having{{Col: "acted", Op: Gt, Other: "name"}}}, "not a numeric aggregate"},
		{cs, &Query{Match: []Path{P(N("d", "Department"))}, Optionals: []Path{{From: N("d", ""), Hops: []Hop{InE("WORKS_IN", N("e", "Employee"))}},
			{From: N("d", ""), Hops: []Hop{OutE("BELONGS_TO", N("pr", "Project"))}}},
			Return: []Proj{Col("d", ""), {Agg: Count, Var: "e"}, {Agg: Count, Var: "pr"}}}, "does not connect"},
	}
	for i, c := range cases {
		for _, l := range lang.All {
			_, err := Render(c.q, l, c.s)
			if err == nil || !strings.Contains(err.Error(), c.why) {
				t.Errorf("case %d/%s: want an error with %q, got %v", i, l, c.why, err)
			}
		}
	}
}
