package grounding

import (
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

// linkedAs is the element the written word links to in r, or "".
func linkedAs(r *Result, word string) string {
	for _, l := range r.Mapping {
		for _, tk := range r.Tokens {
			if tk.Text == word && tk.Span.Start >= l.Span.Start && tk.Span.End <= l.Span.End {
				return l.Element.ID()
			}
		}
	}
	return ""
}

// TestClippedSchemaWords: a shortened schema word — its first letters or an
// abbreviation's consonant skeleton, plural or not — links as the word it
// shortens, with a word-corrected warning on its span; a word two schema
// words shorten alike, an everyday word and a capitalised name do not. On
// company, campus and a synthetic schema, in wordings of their own.
func TestClippedSchemaWords(t *testing.T) {
	synth := syntheticSchema(map[string][]string{
		"Professor": {"name"},
		"Profile":   {"handle"},
		"Warehouse": {"name", "quantity", "manager"},
	})
	for _, c := range []struct {
		s       *schema.Schema
		q, word string
		want    string
	}{
		{resolve(t, "company"), "Which projs started in 2021?", "projs", "label:Project"},
		{resolve(t, "company"), "How many emps were hired in 2019?", "emps", "label:Employee"},
		{resolve(t, "../examples/campus"), "Which profs belong to the Physics department?", "profs", "label:Professor"},
		{synth, "Which warehouses have a mgr named Ada?", "mgr", "prop:Warehouse.manager"},
		{synth, "Which warehouse has the largest qty?", "qty", "prop:Warehouse.quantity"},
		// "prof" shortens professor and profile: either may be meant.
		{synth, "Show every prof.", "prof", ""},
		// A capital says a name: value linking's, not a schema word.
		{resolve(t, "company"), "Who works on Proj?", "Proj", ""},
	} {
		r := groundOn(t, c.s, c.q)
		if got := linkedAs(r, c.word); got != c.want {
			t.Errorf("%q: %q linked %q, want %q", c.q, c.word, got, c.want)
		}
		warned := false
		for _, w := range r.Warnings {
			if w.Check == checkWordCorrected && c.q[w.Span.Start:w.Span.End] == c.word {
				warned = len(w.Fixes) == 1 && w.Detail != ""
			}
		}
		if warned != (c.want != "") {
			t.Errorf("%q: warning on %q = %v, want %v", c.q, c.word, warned, c.want != "")
		}
	}
}

func resolve(t *testing.T, name string) *schema.Schema {
	t.Helper()
	s, _, err := examples.Resolve(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
