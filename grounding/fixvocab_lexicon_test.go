package grounding

import "testing"

// TestFixvocabSynonyms: everyday synonyms of the fixvocab lexicon groups
// link to the schema's own label, in words the tuning questions did not
// use, on two schemas each (bundled examples and a synthetic one); the
// schema's own word still links when both are labels. A link through a
// synonym is a word-corrected warning; one through the own word is not.
func TestFixvocabSynonyms(t *testing.T) {
	synth := syntheticSchema(map[string][]string{
		"Customer":  {"name"},
		"Server":    {"hostname"},
		"Generator": {"name", "fuel"},
		"Machine":   {"serial"},
	})
	for _, c := range []struct {
		s       string
		q, word string
		want    string
	}{
		{"../examples/retail", "Which clients live in Porto?", "clients", "label:Customer"},
		{"../examples/logistics", "List the buyers from Spain.", "buyers", "label:Customer"},
		{"", "How many purchasers are there?", "purchasers", "label:Customer"},
		{"../examples/ops", "Which servers run in eu-west?", "servers", "label:Host"},
		{"../examples/grid", "How many power stations are there?", "power stations", "label:Generator"},
		{"", "Which power stations burn coal?", "power stations", "label:Generator"},
		// The schema's own word wins over the synonym group.
		{"", "Which machines are listed?", "machines", "label:Machine"},
	} {
		s := synth
		if c.s != "" {
			s = resolve(t, c.s)
		}
		r := groundOn(t, s, c.q)
		got := spanLinked(r, c.word)
		if got != c.want {
			t.Errorf("%q: %q linked %q, want %q (mapping %v)", c.q, c.word, got, c.want, r.Mapping)
		}
		warned := correctedAt(r, c.q, c.word)
		if own := c.word == "machines"; warned == own {
			t.Errorf("%q: synonym warning on %q = %v, want %v", c.q, c.word, warned, !own)
		}
	}
}

// spanLinked is the element the mapping links the span written exactly as
// text to ("" when none).
func spanLinked(r *Result, text string) string {
	got := ""
	for _, l := range r.Mapping {
		if l.Text == text {
			got = l.Element.ID()
		}
	}
	return got
}

// correctedAt: a word-corrected warning with one fix stands on the span of
// q written exactly as text.
func correctedAt(r *Result, q, text string) bool {
	for _, w := range r.Warnings {
		if w.Check == checkWordCorrected && len(w.Fixes) == 1 && q[w.Span.Start:w.Span.End] == text {
			return true
		}
	}
	return false
}
