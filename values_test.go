package gql

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestValueCorrectionWarnings: end to end on two schemas, a value read
// from a close spelling is a value-corrected warning on the translation
// (span, summary, evidence in the detail) and --strict refuses it; a case
// fold is a value-folded note that is no warning; an ordinary word is not
// corrected into a value at all.
func TestValueCorrectionWarnings(t *testing.T) {
	ctx := context.Background()
	build := func(name string, strict bool) *Compiler {
		s, g, err := examples.Resolve(name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := New(ctx, Config{Schema: s, Values: grounding.NewMemorySource(g, s), Strict: strict})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	find := func(tr *Translation, check string) *diag.Diagnostic {
		for i, d := range tr.Diagnostics {
			if d.Check == check {
				return &tr.Diagnostics[i]
			}
		}
		return nil
	}
	for _, c := range []struct {
		schema, q, said, value, evidence string
	}{
		{"movies", "Which movies did Tom Hnaks act in?", "Tom Hnaks", "Tom Hanks", "capitalised-mid-sentence"},
		{"company", "Which skills does tom beker have?", "tom beker", "Tom Becker", "only-reading"},
		{"company", "Who works on a project called Nightingle?", "Nightingle", "Nightingale", "naming-cue"},
	} {
		for _, target := range []lang.Lang{lang.Cypher, lang.SPARQL} {
			tr := build(c.schema, false).Translate(ctx, c.q, target)
			if tr.Verdict != Valid || !strings.Contains(tr.Query, c.value) {
				t.Fatalf("%s %q: %s %q\n%s", c.schema, c.q, tr.Verdict, tr.Reason, tr.Query)
			}
			d := find(tr, "value-corrected")
			if d == nil {
				t.Fatalf("%s %q: no value-corrected diagnostic in %+v", c.schema, c.q, tr.Diagnostics)
			}
			want := "read '" + c.said + "' as '" + c.value + "'"
			if d.Severity != diag.Warning || d.Summary != want || c.q[d.Span.Start:d.Span.End] != c.said || !strings.Contains(d.Detail, c.evidence) {
				t.Errorf("%s %q: %+v, want warning %q at %q with %s", c.schema, c.q, d, want, c.said, c.evidence)
			}
			warned := false
			for _, w := range tr.Warnings {
				warned = warned || strings.Contains(w, want)
			}
			if !warned {
				t.Errorf("%s %q: warnings %q lack %q", c.schema, c.q, tr.Warnings, want)
			}
		}
		if st := build(c.schema, true).Translate(ctx, c.q, lang.Cypher); st.Verdict != Unanswerable || !strings.Contains(st.Reason, "value-corrected") {
			t.Errorf("%s %q strict: %s %q, want a refusal naming value-corrected", c.schema, c.q, st.Verdict, st.Reason)
		}
	}
	// A case fold is noted, not warned.
	for _, c := range []struct{ schema, q string }{
		{"movies", "Which movies did tom hanks act in?"},
		{"company", "Who works in finance?"},
	} {
		tr := build(c.schema, false).Translate(ctx, c.q, lang.Cypher)
		d := find(tr, "value-folded")
		if tr.Verdict != Valid || d == nil || d.Severity != diag.Info || find(tr, "value-corrected") != nil {
			t.Errorf("%s %q: %s %+v", c.schema, c.q, tr.Verdict, tr.Diagnostics)
		}
		for _, w := range tr.Warnings {
			if strings.Contains(w, "value-folded") {
				t.Errorf("%s %q: a case fold became a warning: %q", c.schema, c.q, w)
			}
		}
	}
	// Ordinary words and pronouns are never corrected into values.
	for _, c := range []struct{ schema, q, notValue string }{
		{"movies", "Who acted in the twisted movie?", "Twister"},
		{"company", "Which employees have grants?", "Grant"},
	} {
		tr := build(c.schema, false).Translate(ctx, c.q, lang.Cypher)
		if strings.Contains(tr.Query, c.notValue) || find(tr, "value-corrected") != nil {
			t.Errorf("%s %q: an ordinary word was read as %q: %s\n%s", c.schema, c.q, c.notValue, tr.Verdict, tr.Query)
		}
	}
}
