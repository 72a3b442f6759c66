package grounding

import "testing"

// TestCompoundNames: words that spell a schema name of several words, one
// of them a cue ("order", "top", "first"), link to the element whole, and
// the cue stops being one, with a word-corrected warning; the words apart,
// or in another order, do not. On grid and a synthetic schema.
func TestCompoundNames(t *testing.T) {
	synth := syntheticSchema(map[string][]string{
		"Car":       {"model", "top_speed"},
		"Racer":     {"name", "first_win"},
		"Garage":    {"name"},
		"OrderLine": {"quantity"},
	})
	for _, c := range []struct {
		s          string
		q, word    string
		want       string
		warnedWant bool
	}{
		{"../examples/grid", "Show every work order for Quayside.", "work order", "label:WorkOrder", true},
		{"../examples/grid", "Who worked on the most work orders?", "work orders", "label:WorkOrder", true},
		{"", "How many order lines have a quantity above 3?", "order lines", "label:OrderLine", true},
		// Linked whole already: nothing to read again.
		{"", "Which cars have a top speed over 250?", "top speed", "prop:Car.top_speed", false},
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
		if warned != c.warnedWant {
			t.Errorf("%q: warning on %q = %v, want %v", c.q, c.word, warned, c.warnedWant)
		}
		for _, tk := range r.Tokens {
			if c.warnedWant && tk.Cue && containsWord(c.word, tk.Text) {
				t.Errorf("%q: %q is still a cue", c.q, tk.Text)
			}
		}
	}
	// The words out of order, or apart, are no name.
	r := groundOn(t, synth, "Which car is at the top in speed?")
	for _, l := range r.Mapping {
		if l.Element.ID() == "prop:Car.top_speed" && l.Text == "top in speed" {
			t.Errorf("words apart linked as the name: %v", l)
		}
	}
}

func containsWord(phrase, w string) bool {
	for _, p := range splitWords(phrase) {
		if p == w {
			return true
		}
	}
	return false
}

func splitWords(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
