package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// probeCase is one probe: a question that compiled to a wrong query without
// a word of warning. want is a piece of the Cypher the plan must hold;
// refused says the question must be refused instead (its reason holding
// want).
type probeCase struct {
	schema, question string
	refused          bool
	want             []string
	not              []string
}

func probeGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	if name == "ops" || name == "company-example" {
		g, s, err := graph.ReadDir(filepath.Join("..", "..", "examples", strings.TrimSuffix(name, "-example")))
		if err != nil {
			t.Fatal(err)
		}
		return g, s
	}
	return testGraph(t, name)
}

func runProbes(t *testing.T, cases []probeCase) {
	t.Helper()
	for _, c := range cases {
		g, s := probeGraph(t, c.schema)
		w := planWant{schema: c.schema, question: c.question, refused: c.refused, want: c.want, not: c.not}
		if c.refused {
			w.want, w.refusalHas = nil, c.want
		}
		checkPlan(t, g, s, w)
	}
}

// TestProbeYears: a year no property is named for goes to the thing's one
// date (held as ISO text) or a year-like number, never to a duration or a
// count nearest in size; with neither it is refused. Ops (durations beside
// one text date) and company, movies (year-like numbers).
func TestProbeYears(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "incidents in 2025", want: []string{"opened >= '2025-01-01'", "opened < '2026-01-01'"}, not: []string{"duration_minutes"}},
		{schema: "ops", question: "incidents from 2024", want: []string{"opened >= '2024-01-01'"}, not: []string{"duration_minutes"}},
		{schema: "ops", question: "incidents of 2025", want: []string{"opened >= '2025-01-01'"}, not: []string{"duration_minutes"}},
		{schema: "ops", question: "How many incidents were opened in 2025?", want: []string{"opened >= '2025-01-01'", "count("}},
		{schema: "ops", question: "incidents before 2025", want: []string{"opened < '2025-01-01'"}, not: []string{"duration_minutes"}},
		// Two things named: which one the year belongs to is not guessed,
		// and never the duration.
		{schema: "ops", question: "Which services were hit by incidents in 2025?", refused: true, want: []string{"reads as a year"}},
		{schema: "company", question: "projects from 2020", want: []string{"started: 2020"}},
		{schema: "movies", question: "movies of 1999", want: []string{"released: 1999"}},
	})
}

// TestProbeEitherBound: two bounds joined by "or", each with its cue, are
// either bound, an OR on the one property; read one at a time they were
// "N or later" and a second bound, both required. Movies and company.
func TestProbeEitherBound(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "people born before 1940 or after 1970", want: []string{"p.born < 1940 OR p.born > 1970"}},
		{schema: "movies", question: "Which movies were released before 1990 or after 2005?", want: []string{"m.released < 1990 OR m.released > 2005"}},
		{schema: "company", question: "employees born before 1970 or after 1995", want: []string{"e.born < 1970 OR e.born > 1995"}},
		{schema: "movies", question: "Which movies were released in 1999 or later?", want: []string{"m.released >= 1999"}},
	})
}

// TestProbeEitherCondition: a condition before "or" and a relationship
// after it ("born before 1940 or were directed by Tom Hanks") are either
// condition; the plan put both on one person. Refused on movies and
// company; values joined by "or" and relationships named side by side
// still compile.
func TestProbeEitherCondition(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which movies feature a person born before 1940 or were directed by Tom Hanks?", refused: true, want: []string{"joins two conditions"}},
		{schema: "movies", question: "Which movies released after 2000 or directed by Tom Hanks?", refused: true, want: []string{"joins two conditions"}},
		{schema: "company", question: "Which employees born before 1980 or working on Apollo?", refused: true},
		{schema: "movies", question: "Which movies were directed by Lana Wachowski or Tom Hanks?", want: []string{"IN ['Lana Wachowski', 'Tom Hanks']"}},
		{schema: "movies", question: "Who acted in or directed The Matrix?", want: []string{"ACTED_IN|DIRECTED"}},
	})
}

// TestProbeContainsClause: the words after "include"/"containing" that reach
// a second clause ("or run Apollo") or a relationship are not a piece of
// text to find in a name. Company and ops refuse; a plain piece of text
// still matches.
func TestProbeContainsClause(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company", question: "Which departments include Alice Smith or run Apollo?", refused: true},
		{schema: "company", question: "Which departments include engineers or run Apollo?", refused: true},
		{schema: "ops", question: "Which teams include Alice or own ledger?", refused: true},
		{schema: "movies", question: "movies containing Matrix in their title", want: []string{"CONTAINS 'Matrix'"}},
	})
}

// TestProbeDateEither: two years joined by "or" on a date held as text are
// either range; the second year went to another property ("born: 2020") or
// both ranges were required. Ops and company.
func TestProbeDateEither(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "incidents opened before 2020 or after 2024", want: []string{"i.opened < '2020-01-01' OR i.opened >= '2025-01-01'"}},
		{schema: "ops", question: "incidents in 2024 or 2025", want: []string{"OR (i.opened >= '2025-01-01'"}},
		{schema: "company-example", question: "Which employees were hired in 2019 or 2020?", want: []string{"OR (e.hired >= '2020-01-01' AND e.hired < '2021-01-01')"}, not: []string{"born"}},
		{schema: "company-example", question: "employees hired in 2019", want: []string{"e.hired >= '2019-01-01' AND e.hired < '2020-01-01'"}, not: []string{" OR "}},
	})
}

// TestProbeAndClause: a second clause after "and" is about the asked-for
// thing, also when a named thing of the same label sits before it ("depend
// on ledger and were hit by an incident": the incidents hit the asked-for
// services, not ledger). Ops and movies (both with a relationship from a
// label to itself).
func TestProbeAndClause(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which services depend on ledger and were hit by an incident?", want: []string{"(s2:Service)<-[:AFFECTED]-(i:Incident)"}},
		{schema: "ops", question: "Which services were hit by an incident and depend on ledger?", want: []string{"(s2:Service)<-[:AFFECTED]-(i:Incident)"}},
		{schema: "ops", question: "Which services depend on services hit by an incident?", want: []string{"(s2:Service)<-[:AFFECTED]-(i:Incident)", "RETURN DISTINCT s.name"}},
		{schema: "movies", question: "Which people acted in a movie and follow Tom Hanks?", want: []string{"(p2:Person)-[:ACTED_IN]->"}},
	})
}

// TestOrderByJoined: "in descending order of X" where X is a property of
// a thing the pattern joins to the asked-for one (not of the asked-for
// label) orders by that thing's X; it was refused as an unused word. Company
// and movies; a property both ends have is left to the focus.
func TestOrderByJoined(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company-example", question: "List the names of employees working on projects in descending order of budget", want: []string{"p.budget AS budget", "ORDER BY budget DESC"}},
		{schema: "movies", question: "List the names of people who directed movies in descending order of released", want: []string{"m.released AS released", "ORDER BY released DESC"}},
		{schema: "movies", question: "List the names of people who acted in movies ordered by name", want: []string{"ORDER BY name"}, not: []string{"m.title"}},
	})
}

// TestCountRankedColumns: the properties listed with the asked-for one
// ("the name and salary of the employee who works on the most projects")
// are shown beside the count; they were dropped and the question refused.
// Grouped by the property itself ("Which year has the most movies?") no
// second column is added. Company and movies.
func TestCountRankedColumns(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company-example", question: "Return the name and salary of the employee who works on the most projects.", want: []string{"e.name AS name", "count(p) AS count", "e.salary AS salary", "ORDER BY count DESC"}},
		{schema: "movies", question: "Return the name and born of the person who acted in the most movies.", want: []string{"p.name AS name", "count(m) AS count", "p.born AS born"}},
	})
}

// TestProbeNegationTwoRelationships: probes that were already right, kept
// so they stay so: a negation over each of two relationships negates both,
// "act in and not direct" negates the second on the same movie, and a
// negation the plan cannot apply is refused, never dropped. Company, movies
// and ops.
func TestProbeNegationTwoRelationships(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company-example", question: "Which departments have no projects and no employees?", want: []string{"NOT EXISTS { (d)<-[:BELONGS_TO]-(:Project) } AND NOT EXISTS { (d)<-[:WORKS_IN]-(:Employee) }"}},
		{schema: "company-example", question: "Which employees do not work on any project and do not manage anyone?", want: []string{"NOT EXISTS { (e)-[:WORKS_ON]->(:Project) } AND NOT EXISTS { (e)-[:MANAGES]->(:Employee) }"}},
		{schema: "movies", question: "Which movies did Tom Hanks act in and not direct?", want: []string{"NOT EXISTS { (p)-[:DIRECTED]->(m) }"}},
		{schema: "movies", question: "Which people acted in The Matrix and did not direct any movie?", want: []string{"NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}},
		{schema: "ops", question: "Which services that depend on ledger have no incidents?", want: []string{"NOT EXISTS { (s2)<-[:AFFECTED]-(:Incident) }", "RETURN DISTINCT s2.name"}},
		{schema: "movies", question: "Who acted in The Matrix but not in The Matrix Reloaded?", want: []string{"AND NOT EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'The Matrix Reloaded'}) }"}},
		{schema: "ops", question: "incidents that did not last longer than 2 hours", refused: true},
	})
}

// hasWarning reports whether ws holds a warning of the check whose detail
// contains detail ("" for any).
func hasWarning(ws []diag.Diagnostic, check, detail string) bool {
	for _, w := range ws {
		if w.Check == check && strings.Contains(w.Detail, detail) {
			return true
		}
	}
	return false
}
