package offline

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
	"github.com/gql-dev/gql/twig"
)

// answerCase is a question on a schema with what its Cypher must hold and
// must not, or a refusal, and a warning it must carry.
type answerCase struct {
	schema, question string
	refused          bool
	want, not        []string
	warn             string
}

// answersGraph is a bundled example when one has the name (flights,
// campus, ops), else a test graph of testdata.
func answersGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	dir := filepath.Join("..", "..", "examples", name)
	if _, err := os.Stat(filepath.Join(dir, "schema.json")); err == nil && name != "company" && name != "movies" {
		g, s, err := graph.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		return g, s
	}
	return testGraph(t, name)
}

func runAnswers(t *testing.T, cases []answerCase) {
	t.Helper()
	for _, c := range cases {
		g, s := answersGraph(t, c.schema)
		checkPlan(t, g, s, planWant{schema: c.schema, question: c.question, refused: c.refused, want: c.want, not: c.not, warn: c.warn})
	}
}

// planWant is what a rule test asks of one question's plan: a refusal
// (whose reason holds every refusalHas; with check, an unanswerable one of
// that check whose reason holds detail), or Cypher holding every want and
// no not, and a warning of check warn. flat compares the Cypher with its
// white space folded to single spaces; twig lets the compiler see the
// grounding's best twig, as the translation does.
type planWant struct {
	schema, question string
	refused          bool
	refusalHas       []string
	check, detail    string
	want, not        []string
	warn             string
	flat, twig       bool
}

// checkPlan compiles the question offline and checks the plan against w;
// an answered plan must also render and parse in the three languages. It
// gives the linked question and whether a plan was made, for checks of a
// caller's own.
func checkPlan(t *testing.T, g *graph.Graph, s *schema.Schema, w planWant) (*twig.Linked, bool) {
	t.Helper()
	linked := linkOn(t, g, s, w.question)
	ev := EvidenceFrom(linked.Grounding)
	if w.twig && len(linked.Twigs) > 0 {
		ev.TopTwig = linked.Twigs[0].Query
	}
	r, err := Compile(ev, s)
	if w.refused || w.check != "" {
		if err == nil {
			cy, _ := templates.Render(r.Query, lang.Cypher, s)
			t.Errorf("%s: %q: compiled %q, want a refusal %s", w.schema, w.question, cy, w.check)
			return linked, false
		}
		if w.check != "" {
			var ue *UnanswerableError
			if !errors.As(err, &ue) {
				t.Errorf("%s: %q: want refusal %s, got %v", w.schema, w.question, w.check, err)
				return linked, false
			}
			if ue.Diagnostic.Check != w.check || !strings.Contains(ue.Reason, w.detail) {
				t.Errorf("%s: %q: want %s (%q), got %s: %s", w.schema, w.question, w.check, w.detail, ue.Diagnostic.Check, ue.Reason)
			}
		}
		for _, f := range w.refusalHas {
			if !strings.Contains(err.Error(), f) {
				t.Errorf("%s: %q: refusal %q lacks %q", w.schema, w.question, err, f)
			}
		}
		return linked, false
	}
	if err != nil {
		t.Errorf("%s: %q: refused (%v)", w.schema, w.question, err)
		return linked, false
	}
	cy, _ := templates.Render(r.Query, lang.Cypher, s)
	if w.flat {
		cy = strings.Join(strings.Fields(cy), " ")
	}
	for _, f := range w.want {
		if !strings.Contains(cy, f) {
			t.Errorf("%s: %q: %q lacks %q", w.schema, w.question, cy, f)
		}
	}
	for _, f := range w.not {
		if strings.Contains(cy, f) {
			t.Errorf("%s: %q: %q holds %q", w.schema, w.question, cy, f)
		}
	}
	if w.warn != "" && !hasWarning(r.Warnings, w.warn, "") {
		t.Errorf("%s: %q: no %s warning in %v", w.schema, w.question, w.warn, r.Warnings)
	}
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		renderParsed(t, r.Query, lg, s, w.question)
	}
	return linked, true
}

// TestAnswerDeclaredKey: things named by a name or title are shown with the
// key a uniqueness constraint declares when it differs (campus courses by
// code, flights airports by IATA code, parts by part number); a key that
// is the name (movies, company) adds nothing, and a thing the question
// named keeps its one column.
func TestAnswerDeclaredKey(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "campus", question: "Which courses are taught by Ada Moreau?", want: []string{"c.title AS title, c.code AS code"}},
		{schema: "campus", question: "Show the number of students enrolled in each course.", want: []string{"c.title AS title, c.code AS code, count(s)"}},
		{schema: "flights", question: "Which airports opened before 1930?", want: []string{"a.name AS name, a.iata AS iata"}},
		{schema: "parts", question: "Which parts does Acme Fasteners supply?", want: []string{"p.name AS name, p.part_no AS part_no"}},
		{schema: "movies", question: "Which movies did Tom Hanks act in?", want: []string{"RETURN DISTINCT m.title AS title"}, not: []string{"AS title, m."}},
		{schema: "company", question: "Which employees work in Engineering?", not: []string{"e.name AS name, e."}},
		{schema: "ops", question: "Which services does the Platform team own?", not: []string{"s.name AS name, s."}},
	})
}

// TestAnswerYesNo: a question opening with an auxiliary and naming a thing
// is answered true or false in one row (campus, flights, movies); a
// request ("can you list"), a question that also asks which or how many,
// and one naming nothing keep their rows or counts.
func TestAnswerYesNo(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "flights", question: "Does Alpine Connect fly to Vienna?", want: []string{"count(*) > 0 AS yes"}, not: []string{"DISTINCT"}, warn: "yes-no"},
		{schema: "campus", question: "Is CS201 a prerequisite for Algorithms?", want: []string{"(c:Course {code: 'CS201'})<-[:REQUIRES]-(c2:Course {title: 'Algorithms'})", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "campus", question: "Does Rita Costa belong to any department?", want: []string{"MEMBER_OF", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "movies", question: "Did Tom Hanks act in The Matrix?", want: []string{"ACTED_IN", "{title: 'The Matrix'}", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "movies", question: "Was Keanu Reeves born before 1970?", want: []string{"p.born < 1970", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "movies", question: "Can you list the movies Tom Hanks acted in?", not: []string{"AS yes"}},
		{schema: "movies", question: "How many movies did Tom Hanks act in?", not: []string{"AS yes"}},
		{schema: "campus", question: "Which courses does Chen Wei teach?", not: []string{"AS yes"}},
	})
}

// TestAnswerZeroGroupsOfEdges: "How many advisees does each professor
// have?" counts the edges an agent noun names per group, and lists the
// groups with none as 0 like any count per group (campus, ops); grouped by
// the agent of the walk ("each reviewer") the groups are those who did.
func TestAnswerZeroGroupsOfEdges(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "campus", question: "How many advisees does each professor have?", want: []string{"OPTIONAL MATCH (p)-[:ADVISES]->(s:Student)", "count(s)"}, warn: "zero-groups"},
		{schema: "movies", question: "How many reviews does each movie have?", want: []string{"OPTIONAL MATCH (m)<-[:REVIEWED]-"}, warn: "zero-groups"},
		{schema: "movies", question: "How many reviews did each reviewer write?", want: []string{"MATCH (p:Person)-[:REVIEWED]->(m:Movie)"}, not: []string{"OPTIONAL"}},
	})
}

// TestAnswerNumberOpener: a question that is a noun phrase opening with
// "number of" is "how many" (flights, campus, movies, company); "number
// of" after other words keeps its reading.
func TestAnswerNumberOpener(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "flights", question: "Number of airports in Norway?", want: []string{"{country: 'Norway'}", "count("}},
		{schema: "campus", question: "Number of courses at each level?", want: []string{"c.level AS level, count(c)"}},
		{schema: "movies", question: "Number of movies released in 1999?", want: []string{"released: 1999", "count(m)"}},
		{schema: "company", question: "The total number of employees?", want: []string{"count(e)"}},
	})
}

// TestAnswerPropertyCount: "How many P does X have?" with P a numeric
// property of X's label and X one thing named by its key is X's P (flights,
// campus, packages, clinic); two things named, a label named, or a grouping
// keep other readings.
func TestAnswerPropertyCount(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "flights", question: "How many seats does the 787-9 have?", want: []string{"{model: '787-9'}", "RETURN a.seats AS seats"}, not: []string{"count("}, warn: "count-is-property"},
		{schema: "campus", question: "How many credits is CS301 worth?", want: []string{"{code: 'CS301'}", "RETURN c.credits AS credits"}, not: []string{"count("}, warn: "count-is-property"},
		{schema: "packages", question: "How many downloads does lodash have?", want: []string{"RETURN p.downloads AS downloads"}, warn: "count-is-property"},
		{schema: "clinic", question: "How many beds does Aster have?", want: []string{"RETURN w.beds AS beds"}, warn: "count-is-property"},
		{schema: "packages", question: "How many downloads do lodash and express have?", refused: true},
		{schema: "movies", question: "How many movies did Tom Hanks act in?", want: []string{"count(DISTINCT m)"}},
	})
}

// TestAnswerSkipThenNext: "Skip the first N X by P and show me the next M"
// orders every X by P, passes over N and keeps M (campus, movies); the
// page is given whole, so no page-assumed warning.
func TestAnswerSkipThenNext(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "campus", question: "Skip the first 5 courses by code and show me the next 5.", want: []string{"ORDER BY code", "SKIP 5", "LIMIT 5"}},
		{schema: "movies", question: "Skip the first 10 movies by release year and show me the next 3.", want: []string{"ORDER BY released", "SKIP 10", "LIMIT 3"}},
		{schema: "ops", question: "Skip the first 2 hosts by name and show me the next 2.", want: []string{"ORDER BY name", "SKIP 2", "LIMIT 2"}},
	})
}

// TestAnswerWhichThingBySuperlative: "Which X has the longest P?" asks for
// the X, ranked by P and shown with it (campus, ops, flights); "What is the
// P of the oldest X?" still shows P.
func TestAnswerWhichThingBySuperlative(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "campus", question: "Which course has the longest exam?", want: []string{"RETURN row.title AS title, row.code AS code, row.exam_minutes AS exam_minutes", "ORDER BY exam_minutes DESC"}},
		{schema: "ops", question: "Which incident has the longest duration?", want: []string{"RETURN row.title AS title, row.duration_minutes AS duration_minutes"}},
		{schema: "flights", question: "Which flight has the longest duration?", want: []string{"row.flight_number AS flight_number, row.duration_minutes AS duration_minutes"}},
		{schema: "movies", question: "What is the tagline of the oldest movie?", want: []string{"RETURN row.tagline AS tagline"}, not: []string{"row.title"}},
	})
}

// TestAnswerSuperlativeBy: "the N <superlative> X by P" ranks by P, the
// property the question names, instead of one guessed from the adjective
// (ops, movies); with no "by" the adjective's measure stays.
func TestAnswerSuperlativeBy(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "ops", question: "Which are the 2 biggest hosts by memory?", want: []string{"ORDER BY memory_mb DESC", "LIMIT 2"}},
		{schema: "ops", question: "Which are the 2 smallest hosts by disk?", want: []string{"disk_gb", "LIMIT 2"}, not: []string{"DESC"}},
		{schema: "movies", question: "What are the 3 oldest movies by release year?", want: []string{"ORDER BY released, title", "LIMIT 3"}},
		{schema: "campus", question: "Which course has the longest exam?", not: []string{"weekly_hours"}},
		// "the biggest disk" names what "biggest" measures.
		{schema: "ops", question: "Which host has the biggest disk?", want: []string{"ORDER BY disk_gb DESC"}},
		{schema: "parts", question: "Which part has the heaviest weight?", want: []string{"ORDER BY weight DESC"}},
	})
}
