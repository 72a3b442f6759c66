package english

import "testing"

// TestPluralOfIng: the plural of a noun in -ing has the lemma of its
// singular, so a label named by one is linked by both; other plurals and
// words ending in -ings that are no plural of one keep their lemmas.
func TestPluralOfIng(t *testing.T) {
	for _, w := range []string{"booking", "meeting", "building", "listing", "setting", "recording", "string", "thing"} {
		if got, want := Lemma(w+"s"), Lemma(w); got != want {
			t.Errorf("Lemma(%q) = %q, Lemma(%q) = %q: want the same", w+"s", got, w, want)
		}
	}
	for w, want := range map[string]string{"rooms": "room", "hotels": "hotel", "kings": "king", "brings": "bring"} {
		if got := Lemma(w); got != want {
			t.Errorf("Lemma(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestAdverbOf: an adverb in -ly of an adjective of four letters or more.
func TestAdverbOf(t *testing.T) {
	if !AdverbOf("remotely", "remote") || !AdverbOf("anonymously", "anonymous") || AdverbOf("duly", "due") || AdverbOf("remote", "remote") {
		t.Error("AdverbOf")
	}
}

// TestPayAt: the superlatives of pay, over one or two words, and "earns
// the most" at "most"; "the most" after another verb is no pay.
func TestPayAt(t *testing.T) {
	for _, c := range []struct {
		words []string
		i, n  int
		more  bool
	}{
		{[]string{"the", "best", "paid", "receptionist"}, 1, 2, true},
		{[]string{"the", "worst", "paid", "staff"}, 1, 2, false},
		{[]string{"who", "earns", "the", "most", "?"}, 3, 1, true},
		{[]string{"which", "staff", "earn", "the", "least"}, 4, 1, false},
	} {
		m, n, ok := MeasureAt(c.words, c.i)
		if !ok || m.Dim != "pay" || n != c.n || m.More != c.more {
			t.Errorf("MeasureAt(%v, %d) = %+v, %d, %v", c.words, c.i, m, n, ok)
		}
	}
	if m, _, ok := MeasureAt([]string{"who", "directed", "the", "most", "movies"}, 3); ok && m.Dim == "pay" {
		t.Error("'directed the most movies' read as pay")
	}
}
