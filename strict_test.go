package gql

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestOfflineDiagnosticsAndStrict: the offline plan's warning goes with a
// valid answer as a diagnostic; Strict turns it into a refusal; a refusal
// carries the check that refused and the span of the words.
func TestOfflineDiagnosticsAndStrict(t *testing.T) {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	build := func(strict bool) *Compiler {
		c, err := New(ctx, Config{Schema: s, Values: grounding.NewMemorySource(g, s), Strict: strict})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	q := "Who directed the movie Titanic?"
	tr := build(false).Translate(ctx, q, lang.Cypher)
	if tr.Verdict != Valid || len(tr.Diagnostics) != 1 || tr.Diagnostics[0].Check != "value-not-found" {
		t.Fatalf("want a valid answer with a value-not-found diagnostic, got %s %q %+v", tr.Verdict, tr.Reason, tr.Diagnostics)
	}
	if d := tr.Diagnostics[0]; q[d.Span.Start:d.Span.End] != "Titanic" || len(tr.Warnings) != 1 || !strings.Contains(tr.Warnings[0], "[value-not-found]") {
		t.Errorf("diagnostic span %q, warnings %q", q[d.Span.Start:d.Span.End], tr.Warnings)
	}
	st := build(true).Translate(ctx, q, lang.Cypher)
	if st.Verdict != Unanswerable || !strings.HasPrefix(st.Reason, "strict: ") {
		t.Errorf("strict: want unanswerable, got %s %q", st.Verdict, st.Reason)
	}
	r := build(false).Translate(ctx, "Which movies have a release year divisible by 5?", lang.Cypher)
	if r.Verdict != Unanswerable || len(r.Diagnostics) != 1 || r.Diagnostics[0].Check != "unsupported-operation" {
		t.Fatalf("want a refusal by unsupported-operation, got %s %+v", r.Verdict, r.Diagnostics)
	}
	if d := r.Diagnostics[0]; r.Question[d.Span.Start:d.Span.End] != "divisible" {
		t.Errorf("refusal span %q, want \"divisible\"", r.Question[d.Span.Start:d.Span.End])
	}
}
