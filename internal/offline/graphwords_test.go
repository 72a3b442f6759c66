package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestGraphWords: graph words name kinds of element on any schema; the
// label or relationship they frame is what the plan uses, rendered and
// parsed in every language, and the inferred other end is a warning.
func TestGraphWords(t *testing.T) {
	cases := []struct {
		schema, question string
		want             string // a fragment of the Cypher
		warn             string // a warning the plan must carry, or ""
	}{
		{"movies", "Retrieve all vertices labeled 'Person'", "(p:Person)", ""},
		{"movies", "Show the first 5 nodes with the label Movie", "(m:Movie)", ""},
		{"movies", "List the 'Movie' vertices", "(m:Movie)", ""},
		{"movies", "Retrieve all vertices connected to Person via the 'DIRECTED' relationship", "[:DIRECTED]", "graph-other-end"},
		// A stated direction the schema allows alone is kept.
		{"movies", "Find the vertices connected to Movie via incoming 'ACTED_IN' edges", "(p:Person)", "graph-other-end"},
		{"company", "Find the nodes connected to Employee through outgoing 'WORKS_IN' edges", "(d:Department)", "graph-other-end"},
		{"company", "Retrieve all vertices labelled as 'Project'", "(p:Project)", ""},
		{"company", "Count the distinct nodes connected to Project via the 'WORKS_ON' edge", "[:WORKS_ON]", "graph-other-end"},
		{"company", "Find the nodes linked to Department through the 'WORKS_IN' relationship", "(e:Employee)", "graph-other-end"},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := c.warn == ""
		for _, w := range r.Warnings {
			warned = warned || w.Check == c.warn
		}
		if !warned {
			t.Errorf("%s: %q: no %s warning", c.schema, c.question, c.warn)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if ok && lg == lang.Cypher && !strings.Contains(text, c.want) {
				t.Errorf("%s: %q: want %q in\n%s", c.schema, c.question, c.want, text)
			}
		}
	}
}

// TestGraphWordsDirectionAgainstSchema: a stated direction the schema does
// not allow is never dropped, so no other end is inferred past it; nor is
// one past a number of rows the plan would not apply.
func TestGraphWordsDirectionAgainstSchema(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"movies", "Find the vertices connected to Movie via outgoing 'ACTED_IN' edges"},
		{"company", "Find the nodes connected to Department through outgoing 'WORKS_IN' edges"},
		// A number of rows before the thing word is not dropped silently.
		{"movies", "Retrieve one distinct vertex connected to Movie via incoming 'ACTED_IN' edges"},
		{"company", "Show 2 nodes connected to Project via the 'WORKS_ON' relationship"},
	} {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			continue
		}
		for _, w := range r.Warnings {
			if w.Check == "graph-other-end" {
				t.Errorf("%s: %q: the other end was inferred against the stated direction", c.schema, c.question)
			}
		}
	}
}
