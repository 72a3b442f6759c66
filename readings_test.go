package gql

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestGroundingReadingsAreWarnings: a misspelt schema word grounding read
// as the schema's word is a warning on the translation, with its span, and
// --strict refuses it like any other assumption. On movies and company.
func TestGroundingReadingsAreWarnings(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct{ schema, q, word string }{
		{"company", "What is the salray of Olivia Grant?", "salray"},
		{"movies", "What is the taglnie of The Matrix?", "taglnie"},
	} {
		s, g, err := examples.Resolve(c.schema)
		if err != nil {
			t.Fatal(err)
		}
		for _, strict := range []bool{false, true} {
			comp, err := New(ctx, Config{Schema: s, Values: grounding.NewMemorySource(g, s), Strict: strict})
			if err != nil {
				t.Fatal(err)
			}
			tr := comp.Translate(ctx, c.q, lang.Cypher)
			if strict {
				if tr.Verdict == Valid {
					t.Errorf("%s %q: --strict kept an answer with a corrected word", c.schema, c.q)
				}
				continue
			}
			if tr.Verdict != Valid {
				t.Fatalf("%s %q: %s %q", c.schema, c.q, tr.Verdict, tr.Reason)
			}
			found := false
			for _, d := range tr.Diagnostics {
				if d.Check == "word-corrected" && c.q[d.Span.Start:d.Span.End] == c.word {
					found = true
				}
			}
			warned := false
			for _, w := range tr.Warnings {
				warned = warned || strings.Contains(w, "[word-corrected] read '"+c.word+"'")
			}
			if !found || !warned {
				t.Errorf("%s %q: word-corrected diagnostic %v, warning %v: %+v %v", c.schema, c.q, found, warned, tr.Diagnostics, tr.Warnings)
			}
		}
	}
}
