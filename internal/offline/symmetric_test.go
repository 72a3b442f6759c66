package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// A self-relationship named by a symmetric word is walked both ways, with
// a warning; one that is not (follows, supervises, manages) keeps its
// direction. Two synthetic schemas (social, lab) and company.
func TestSymmetricSelfRelationshipIsUndirected(t *testing.T) {
	cases := []struct {
		schema, question string
		both             bool
	}{
		{"social", "Which members have a friend relationship with ann?", true},
		{"social", "How many friends does each member have?", true},
		{"lab", "Who are the colleagues of Xu Wei?", true},
		{"lab", "Who does Xu Wei supervise?", false},
		{"company", "Who does Ada Lovelace manage?", false},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := hasWarning(r.Warnings, "symmetric-undirected", "")
		if warned != c.both {
			t.Errorf("%s: %q: symmetric-undirected warned %v, want %v", c.schema, c.question, warned, c.both)
		}
		both := false
		for _, p := range r.Query.Match {
			for _, h := range p.Hops {
				for _, x := range h.Or {
					both = both || x.Edge == h.Edge && x.Dir != h.Dir
				}
			}
		}
		if both != c.both {
			t.Errorf("%s: %q: walked both ways %v, want %v", c.schema, c.question, both, c.both)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, err := templates.Render(r.Query, lg, s)
			if err != nil {
				t.Errorf("%q: render %s: %v", c.question, lg, err)
				continue
			}
			if err := critic.ReadOnlyGuard(lg, text); err != nil {
				t.Errorf("%q: the guard refuses %s: %v\n%s", c.question, lg, err, strings.Join(strings.Fields(text), " "))
			}
		}
	}
}

// A head that stands for things of any kind is refused on both schemas;
// the same question naming the label is answered.
func TestAnyKindHeadIsRefused(t *testing.T) {
	cases := []struct {
		schema, question string
		refused          bool
	}{
		{"movies", "Find everything that Tom Hanks acted in", true},
		{"movies", "Retrieve all content reviewed by Jessica Thompson", true},
		{"movies", "What things did Tom Hanks direct?", true},
		{"movies", "Which movies did Tom Hanks act in?", false},
		{"company", "What things does Ada Lovelace work on?", true},
		{"company", "Which projects does Ada Lovelace work on?", false},
		{"movies", "What types of content did Tom Hanks act in?", true},
		{"company", "What kinds of things does Ada Lovelace work on?", true},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		_, _, err := renderOfflineDiag(t, g, s, c.question)
		var u *UnanswerableError
		got := errors.As(err, &u) && u.Diagnostic.Check == "any-kind"
		if got != c.refused {
			t.Errorf("%s: %q: refused any-kind %v, want %v (%v)", c.schema, c.question, got, c.refused, err)
		}
		if got && (u.Diagnostic.Span.End <= u.Diagnostic.Span.Start) {
			t.Errorf("%q: refusal without a span", c.question)
		}
	}
}

// A limit of N rows over a plan that answers one number is refused.
func TestOneNumberForRowsIsRefused(t *testing.T) {
	for _, c := range [][2]string{
		{"movies", "Show me the first 7 directors with how many movies they've directed."},
		{"company", "Show me the first 3 managers with how many employees they've managed."},
	} {
		g, s := testGraph(t, c[0])
		_, _, err := renderOfflineDiag(t, g, s, c[1])
		var u *UnanswerableError
		if !errors.As(err, &u) || u.Diagnostic.Check != "one-number-for-rows" {
			t.Errorf("%s: %q: want one-number-for-rows, got %v", c[0], c[1], err)
		}
	}
	g, s := testGraph(t, "movies")
	if _, _, err := renderOfflineDiag(t, g, s, "How many movies did Tom Hanks act in?"); err != nil {
		t.Errorf("a count without a limit: %v", err)
	}
}
