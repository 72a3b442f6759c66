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
