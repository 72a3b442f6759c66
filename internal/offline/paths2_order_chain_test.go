package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// TestOrderedChain: "before X, directly or indirectly" over a label whose
// one relationship to itself is named for a precondition walks that
// relationship from X to the things asked for, any depth; "after X" walks
// it into X. Without the path cue, or over a self-relationship whose name
// says nothing of order (FOLLOWS, MANAGES), the comparison stays refused.
// On campus (REQUIRES) and ops (DEPENDS_ON), with movies and company for
// the refusals; three languages render and parse.
func TestOrderedChain(t *testing.T) {
	cases := []struct {
		schema, question, edge string
		fromNamed              bool // the chain starts at the named thing
	}{
		{"campus", "Which courses must be taken before Compilers, directly or indirectly?", "REQUIRES", true},
		{"campus", "Which courses come after Compilers, directly or indirectly?", "REQUIRES", false},
		{"ops", "Which services must come before checkout, directly or indirectly?", "DEPENDS_ON", true},
		{"ops", "Which services come after ledger, directly or indirectly?", "DEPENDS_ON", false},
	}
	for _, c := range cases {
		g, s := schemaGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if !hasWarning(r.Warnings, "ordered-chain-read", "") || !hasWarning(r.Warnings, "closure-capped", "") {
			t.Errorf("%s: %q: want ordered-chain-read and closure-capped, got %v", c.schema, c.question, r.Warnings)
		}
		if len(r.Query.Match) != 1 || len(r.Query.Match[0].Hops) != 1 {
			t.Fatalf("%s: %q: want one hop, got %+v", c.schema, c.question, r.Query.Match)
		}
		p := r.Query.Match[0]
		h := p.Hops[0]
		src, dst := p.From, h.To
		if h.Dir == templates.In {
			src, dst = h.To, p.From
		}
		if h.Edge != c.edge || h.Dir == templates.Both || !h.VarLength() {
			t.Errorf("%s: %q: hop %s %v (variable %v), want a chain of %s", c.schema, c.question, h.Edge, h.Dir, h.VarLength(), c.edge)
		}
		if namedVar(r.Query, src.Var) != c.fromNamed || namedVar(r.Query, dst.Var) == c.fromNamed {
			t.Errorf("%s: %q: the chain runs the wrong way: %+v where %v", c.schema, c.question, p, r.Query.Where)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			renderParsed(t, r.Query, lg, s, c.question)
		}
	}
	refused := []struct{ schema, question string }{
		{"campus", "Which courses must be taken before Compilers?"},
		{"movies", "Which people come before Keanu Reeves, directly or indirectly?"},
		{"company", "Which employees come before Ada Lovelace, directly or indirectly?"},
		// the asked-for thing is not of the named thing's label: "before"
		// is no order along the chain, and must not be dropped
		{"campus", "Which students enrolled before Compilers, directly or indirectly?"},
		{"campus", "Which professors taught before Compilers, directly or indirectly?"},
		{"ops", "Which teams owned something before checkout, directly or indirectly?"},
	}
	for _, c := range refused {
		g, s := schemaGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err == nil && hasWarning(r.Warnings, "ordered-chain-read", "") {
			t.Errorf("%s: %q: read as an ordered chain", c.schema, c.question)
		}
		if err == nil {
			t.Errorf("%s: %q: answered (%v), want refused: the \"before\" would be dropped", c.schema, c.question, r.Query.Where)
		}
	}
}
