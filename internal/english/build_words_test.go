package english

import "testing"

// Qualifier places the noun a "with/has the <superlative>" phrase
// qualifies: right before "with", before the relative pronoun before
// "has"/"had"; no other word ties the phrase to a noun.
func TestQualifier(t *testing.T) {
	for w, want := range map[string]int{"with": 0, "has": 1, "had": 1, "have": -1, "the": -1, "": -1, "With": -1} {
		gap, ok := Qualifier(w)
		if !ok {
			gap = -1
		}
		if gap != want {
			t.Errorf("Qualifier(%q) = %d, want %d", w, gap, want)
		}
	}
}
