package offline

import (
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// TestStrandedOfDirectlyOrIndirectly: "Which Ls is X a N of, directly or
// indirectly?" keeps the stranded-of reading (X is the N of the Ls asked
// for, so X stands at the source end) when the closing adverbial follows
// the "of", and the adverbial makes the relationship a chain. Before, the
// trailing words hid the stranded "of", X was folded into the asked-for
// thing and the question refused as echoing its own value. On flights
// (partners) and movies (followers); the three languages render and parse.
// A closing word that is not the path cue ("…of, directly?") still hides
// the "of", as any other trailing clause does.
func TestStrandedOfDirectlyOrIndirectly(t *testing.T) {
	cases := []struct {
		schema, question, edge string
		chain                  bool
	}{
		{"flights", "Which airlines is Aurora Regional a partner of, directly or indirectly?", "PARTNER_OF", true},
		{"movies", "Which people is Jessica Thompson a follower of, directly or indirectly?", "FOLLOWS", true},
		{"flights", "Which airlines is Aurora Regional a partner of?", "PARTNER_OF", false},
		{"movies", "Which people is Jessica Thompson a follower of?", "FOLLOWS", false},
	}
	for _, c := range cases {
		g, s := schemaGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if !hasWarning(r.Warnings, "stranded-of-read", "") {
			t.Errorf("%s: %q: no stranded-of-read warning: %v", c.schema, c.question, r.Warnings)
		}
		if c.chain != hasWarning(r.Warnings, "closure-capped", "") {
			t.Errorf("%s: %q: closure-capped warned %v, want %v", c.schema, c.question, !c.chain, c.chain)
		}
		if len(r.Query.Match) != 1 || len(r.Query.Match[0].Hops) != 1 {
			t.Fatalf("%s: %q: want one hop, got %+v", c.schema, c.question, r.Query.Match)
		}
		p := r.Query.Match[0]
		h := p.Hops[0]
		// the named thing is the source: the path starts at it and walks out
		named, far := p.From, h.To
		if h.Dir == templates.In {
			named, far = h.To, p.From
		}
		if h.Edge != c.edge || h.Dir == templates.Both || (h.Dir == templates.Out) != (p.From == named) {
			t.Errorf("%s: %q: hop %s %v, want %s out of the named thing", c.schema, c.question, h.Edge, h.Dir, c.edge)
		}
		if !namedVar(r.Query, named.Var) || namedVar(r.Query, far.Var) {
			t.Errorf("%s: %q: the named thing is not at the source: %+v where %v", c.schema, c.question, p, r.Query.Where)
		}
		if h.VarLength() != c.chain {
			t.Errorf("%s: %q: variable length %v, want %v", c.schema, c.question, h.VarLength(), c.chain)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			renderParsed(t, r.Query, lg, s, c.question)
		}
	}
	g, s := schemaGraph(t, "flights")
	q := "Which airlines is Aurora Regional a partner of, directly?"
	if r, err := Compile(EvidenceFrom(linkOn(t, g, s, q).Grounding), s); err == nil && hasWarning(r.Warnings, "stranded-of-read", "") {
		t.Errorf("%q: read as a stranded of past a word that is not the path cue", q)
	}
}

// namedVar: the plan's filter gives v a value.
func namedVar(q *templates.Query, v string) bool {
	found := false
	templates.Leaves(q.Where, func(l templates.Expr) {
		if c, ok := l.(*templates.Cmp); ok && c.Var == v {
			found = true
		}
	})
	return found
}

// schemaGraph: movies and the test data's company by testGraph, the
// examples of the repo (flights, campus, ops) by exampleGraph.
func schemaGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	if name == "movies" || name == "company" {
		return testGraph(t, name)
	}
	return exampleGraph(t, name)
}
