package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
)

// TestEitherRelation: "or" before a relationship's word, with another
// relationship joining a thing named before it (placed without a word of
// its own: "hit by a critical incident"), asks for either condition and is
// refused; relationships named side by side stay one hop of either type.
// On the ops example, company and movies; the plans kept render and parse
// in three languages.
func TestEitherRelation(t *testing.T) {
	og, os, err := graph.ReadDir(filepath.Join("..", "..", "examples", "ops"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		schema, question string
		refused          bool
	}{
		// named far ends are read by eitherExists (TestEitherExists); a far
		// end of the asked-for thing's own label by TestEitherSameLabel and
		// TestEitherPlanDeterministic
		{"ops", "Which services were hit by a critical incident and depend on ledger?", false},
		{"company", "Which employees are involved with a project started before 2020 or manage Ada Lovelace?", true},
		{"movies", "Which movies did Tom Hanks act in or direct?", false},
		{"ops", "Which services does checkout depend on?", false},
	}
	for _, c := range cases {
		g, s := og, os
		if c.schema != "ops" {
			g, s = testGraph(t, c.schema)
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		got := err != nil && strings.Contains(err.Error(), "joins two conditions")
		if got != c.refused {
			t.Errorf("%s: %q: refused %v (%v), want %v", c.schema, c.question, got, err, c.refused)
		}
		if err == nil {
			for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
				renderParsed(t, r.Query, lg, s, c.question)
			}
		}
	}
}

// TestEitherSameLabel: "Which services were hit by a critical incident or
// depend on ledger?" (ledger a service too) is either refused or read as
// the OR of two EXISTS, never as both conditions at once: which node the
// plan takes as asked-for varies between runs upstream of eitherExists.
func TestEitherSameLabel(t *testing.T) {
	g, s, err := graph.ReadDir(filepath.Join("..", "..", "examples", "ops"))
	if err != nil {
		t.Fatal(err)
	}
	q := "Which services were hit by a critical incident or depend on ledger?"
	for i := 0; i < 5; i++ {
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, q).Grounding), s)
		if err != nil {
			if !strings.Contains(err.Error(), "joins two conditions") {
				t.Errorf("%q: refused for another reason: %v", q, err)
			}
			continue
		}
		cy, _ := renderParsed(t, r.Query, lang.Cypher, s, q)
		if !strings.Contains(strings.Join(strings.Fields(cy), " "), "EXISTS { (s2)<-[:AFFECTED]-(:Incident {severity: 'critical'}) } OR EXISTS { (s2)-[:DEPENDS_ON]->(:Service {name: 'ledger'}) }") {
			t.Errorf("%q: want the OR of two EXISTS, got %s", q, cy)
		}
	}
}

// TestVerbNoObject: "Which teams own no services?" negates the verb's
// relationship (NOT EXISTS) instead of dropping the "no"; so does a
// relationship's link that starts at the negation ("nobody assigned"). On the ops
// example, movies and company; three languages render and parse.
func TestVerbNoObject(t *testing.T) {
	og, os, err := graph.ReadDir(filepath.Join("..", "..", "examples", "ops"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ schema, question, want string }{
		{"ops", "Which teams own no services?", "NOT EXISTS { (t)-[:OWNS]->(:Service) }"},
		{"movies", "Which people directed no movies?", "NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"},
		{"company", "Which employees work on no projects?", "NOT EXISTS { (e)-[:WORKS_ON]->(:Project) }"},
		{"ops", "Which projects have nobody assigned?", "NOT EXISTS { (p)<-[:ASSIGNED_TO]-(:Person) }"},
		{"movies", "Which movies has nobody reviewed?", "NOT EXISTS { (m)<-[:REVIEWED]-(:Person) }"},
	}
	for _, c := range cases {
		g, s := og, os
		if c.schema != "ops" {
			g, s = testGraph(t, c.schema)
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		cypherHas(t, r.Query, s, c.schema, c.question, c.want)
	}
}
