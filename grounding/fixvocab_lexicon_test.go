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
		got := ""
		for _, l := range r.Mapping {
			if l.Text == c.word {
				got = l.Element.ID()
			}
		}
		if got != c.want {
			t.Errorf("%q: %q linked %q, want %q (mapping %v)", c.q, c.word, got, c.want, r.Mapping)
		}
		warned := false
		for _, w := range r.Warnings {
			if w.Check == checkWordCorrected && c.q[w.Span.Start:w.Span.End] == c.word && len(w.Fixes) == 1 {
				warned = true
			}
		}
		if own := c.word == "machines"; warned == own {
			t.Errorf("%q: synonym warning on %q = %v, want %v", c.q, c.word, warned, !own)
		}
	}
}
