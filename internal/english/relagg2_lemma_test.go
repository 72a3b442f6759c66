package english

import "testing"

// TestPluralIngLemma: the plural of a noun in -ing has its singular's lemma,
// so "bookings" meets a label "booking" (read as "book") the way "booking"
// does; plurals of other nouns are unchanged.
func TestPluralIngLemma(t *testing.T) {
	for _, w := range []string{"booking", "meeting", "listing", "building", "setting"} {
		if got, want := Lemma(w+"s"), Lemma(w); got != want {
			t.Errorf("Lemma(%q) = %q, Lemma(%q) = %q: want the same", w+"s", got, w, want)
		}
	}
	for w, want := range map[string]string{"rings": "ring", "things": "thing", "kings": "king", "papers": "paper", "strings": "string"} {
		if got := Lemma(w); got != want {
			t.Errorf("Lemma(%q) = %q, want %q", w, got, want)
		}
	}
}
