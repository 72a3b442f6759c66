package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
)

// TestUndecidedValue: a name stored under two fields with no word choosing
// (grounding's Ambiguous) is never taken silently. A relationship the plan
// walks that only one reading's label takes decides (value-reading warned
// when grounding left it open; the verb may settle it there already);
// with none the question is refused value-ambiguous with a rewording per
// reading. Readings that are all properties of one label are all kept (the
// node matches any of them). On the ops example and the synthetic shelves schema; the plans
// render and parse in three languages.
func TestUndecidedValue(t *testing.T) {
	og, os, err := graph.ReadDir(filepath.Join("..", "..", "examples", "ops"))
	if err != nil {
		t.Fatal(err)
	}
	sg, ss := testGraph(t, "shelves")
	cases := []struct {
		name, question string
		want           string // a Cypher fragment; "" when refused
	}{
		{"ops", "Who has Go at level 3 or above?", "Skill {name: 'Go'}"},
		{"ops", "What uses Go?", ""},
		{"ops", "Show me Rust.", ""},
		{"shelves", "Show me Horror.", ""},
		{"shelves", "Which readers enjoy Horror?", "Genre {name: 'Horror'}"},
		{"shelves", "Which genres does Bo enjoy?", "r.name = 'Bo' OR r.nickname = 'Bo'"},
	}
	for _, c := range cases {
		g, s := og, os
		if c.name == "shelves" {
			g, s = sg, ss
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if c.want == "" {
			u, ok := err.(*UnanswerableError)
			if !ok || u.Diagnostic.Check != "value-ambiguous" || len(u.Diagnostic.Fixes) < 2 {
				t.Errorf("%s: %q: %v, want a value-ambiguous refusal with a fix per reading", c.name, c.question, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.name, c.question, err)
			continue
		}
		warned := hasWarning(r.Warnings, "value-reading", "")
		if !warned && (c.name == "ops" || strings.Contains(c.want, " OR ")) {
			t.Errorf("%s: %q: no value-reading warning: %v", c.name, c.question, r.Warnings)
		}
		cypherHas(t, r.Query, s, c.name, c.question, c.want)
	}
}
