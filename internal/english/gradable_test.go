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

// TestMeasureOf: a plain adjective measures what its superlative does.
func TestMeasureOf(t *testing.T) {
	for adj, dim := range map[string]string{"long": "length", "old": "age", "expensive": "price", "heavy": "weight", "short": "length"} {
		m, ok := MeasureOf(adj)
		if !ok || m.Dim != dim {
			t.Errorf("MeasureOf(%q) = %q, %v; want %q", adj, m.Dim, ok, dim)
		}
	}
	for _, w := range []string{"many", "movie", "most", ""} {
		if _, ok := MeasureOf(w); ok {
			t.Errorf("MeasureOf(%q) found a measure", w)
		}
	}
}
