package offline

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
	"github.com/gql-dev/gql/twig"
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
		gr, err := grounding.New(context.Background(), s, grounding.NewOffline(), grounding.Options{})
		if err != nil {
			t.Fatal(err)
		}
		l := &twig.Linker{Schema: s, Grounder: gr, Values: grounding.NewMemorySource(g, s)}
		linked, err := l.Link(context.Background(), c.question)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := false
		for _, w := range r.Warnings {
			warned = warned || w.Check == "symmetric-undirected"
		}
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
