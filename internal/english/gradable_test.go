package english

import "testing"

// TestIsGradable: one answer for every gradable word the English tables
// hold, whichever table holds it, and none for a word that grades nothing.
func TestIsGradable(t *testing.T) {
	for w := range measures {
		if !IsGradable(w) {
			t.Errorf("the superlative %q of measures is not gradable", w)
		}
	}
	for w := range gradables {
		if !IsGradable(w) {
			t.Errorf("the comparative %q of gradables is not gradable", w)
		}
	}
	for w := range Gradable {
		if !IsGradable(w) {
			t.Errorf("the linking word %q is not gradable", w)
		}
	}
	for _, w := range []string{"biggest", "furthest", "lighter", "earliest", "popular", "costly"} {
		if !IsGradable(w) {
			t.Errorf("%q is not gradable", w)
		}
	}
	for _, w := range []string{"most", "than", "movie", "many", "first", ""} {
		if IsGradable(w) {
			t.Errorf("%q is gradable", w)
		}
	}
}
