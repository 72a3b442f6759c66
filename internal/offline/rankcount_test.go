package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "... the most X and how many ..." asks for the ranking's own count, which
// the plan returns beside each ranked thing, on two schemas in all three
// languages; a "how many" about anything the first question did not name
// stays a second question, refused.
func TestRankedCountAskedAgain(t *testing.T) {
	cases := []twoQuestionsCase{
		{"movies", "Which person directed the most movies and how many movies did he direct?", map[lang.Lang]string{
			lang.Cypher: "RETURN row.name AS name, row.count AS count ORDER BY count DESC", lang.Gremlin: "project('name', 'count')", lang.SPARQL: "SELECT ?name ?count WHERE"}},
		{"company", "Which department has the most employees and how many does it have?", map[lang.Lang]string{
			lang.Cypher: "RETURN row.name AS name, row.count AS count ORDER BY count DESC", lang.Gremlin: "project('name', 'count')", lang.SPARQL: "(COUNT(?e) AS ?count)"}},
		{"company", "Which department has the fewest employees and how many does it have?", map[lang.Lang]string{
			lang.Cypher: "OPTIONAL MATCH", lang.Gremlin: "project('name', 'count')", lang.SPARQL: "OPTIONAL {"}},
		{"movies", "Which person directed the most movies and how many movies did he act in?", nil},
		{"company", "Which department has the most employees and how many projects does it have?", nil},
	}
	runTwoQuestions(t, testGraph, cases)
}

// "... and what is its P?" asks one more property of the thing the first
// question asks about: listed beside it, on two schemas in all three
// languages; a second question about another thing stays refused.
func TestSecondPropertyAsked(t *testing.T) {
	cases := []twoQuestionsCase{
		{"movies", "What is the title of the movie with the most actors and what is its tagline?", map[lang.Lang]string{
			lang.Cypher: "RETURN row.title AS title, row.count AS count, row.tagline AS tagline", lang.Gremlin: "project('title', 'count', 'tagline')", lang.SPARQL: "SELECT ?title ?count ?tagline WHERE"}},
		{"company", "What is the name of the project with the fewest employees and what is its budget?", map[lang.Lang]string{
			lang.Cypher: "OPTIONAL MATCH (p)<-[:WORKS_ON]-(e:Employee)", lang.Gremlin: "project('name', 'count', 'budget')", lang.SPARQL: "SELECT ?name ?count ?budget WHERE"}},
		{"movies", "When was The Matrix released and what is its tagline?", map[lang.Lang]string{
			lang.Cypher: "RETURN m.released AS released, m.tagline AS tagline", lang.Gremlin: "'released', 'tagline'", lang.SPARQL: "?released ?tagline"}},
		{"company", "What is the name of the project with the fewest employees and what is the name of its department?", nil},
	}
	runTwoQuestions(t, exampleGraph, cases)
}

// twoQuestionsCase is a question asking two things, and what each language
// must hold when it is answered (nil: refused as two questions).
type twoQuestionsCase struct {
	schema, question string
	want             map[lang.Lang]string
}

// runTwoQuestions compiles each case on the graph graphOf gives and checks
// the refusal or every language's rendering.
func runTwoQuestions(t *testing.T, graphOf func(*testing.T, string) (*graph.Graph, *schema.Schema), cases []twoQuestionsCase) {
	t.Helper()
	for _, c := range cases {
		g, s := graphOf(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if c.want == nil {
			if err == nil || !strings.Contains(err.Error(), "two things at once") {
				t.Errorf("%s: %q: want the two-questions refusal, got %v", c.schema, c.question, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		wantRendered(t, r.Query, s, c.schema, c.question, c.want)
	}
}

// wantRendered renders the plan in each language of want and checks the
// text, spaces folded, holds that language's fragment.
func wantRendered(t *testing.T, q *templates.Query, s *schema.Schema, schemaName, question string, want map[lang.Lang]string) {
	t.Helper()
	for lg, w := range want {
		text, err := templates.Render(q, lg, s)
		if err != nil {
			t.Errorf("%q: render %s: %v", question, lg, err)
			continue
		}
		if flat := strings.Join(strings.Fields(text), " "); !strings.Contains(flat, w) {
			t.Errorf("%s: %q: %s lacks %q\n%s", schemaName, question, lg, w, flat)
		}
	}
}
