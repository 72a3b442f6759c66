package english

import "testing"

// Every number cue reads as its number, and the tagger's other spelled-out
// numbers too; a word that is no number reads as none.
func TestNumberWord(t *testing.T) {
	for _, c := range OfKind(KindNumber) {
		for _, w := range c.Words() {
			if n, ok := NumberWord(w); !ok || n != c.N() {
				t.Errorf("NumberWord(%q) = %d, %v; the cue %s says %d", w, n, ok, c.Name(), c.N())
			}
		}
	}
	for w, want := range map[string]int{"zero": 0, "three": 3, "twelve": 12, "fifty": 50, "hundred": 100} {
		if n, ok := NumberWord(w); !ok || n != want {
			t.Errorf("NumberWord(%q) = %d, %v, want %d", w, n, ok, want)
		}
	}
	for _, w := range []string{"", "none", "first", "Three", "3"} {
		if n, ok := NumberWord(w); ok {
			t.Errorf("NumberWord(%q) = %d, want no number", w, n)
		}
	}
}

// Small words join the capitalised words of a title; content words and
// capitalised forms do not.
func TestIsNameJoiner(t *testing.T) {
	for _, w := range []string{"of", "the", "van", "with"} {
		if !IsNameJoiner(w) {
			t.Errorf("IsNameJoiner(%q) = false", w)
		}
	}
	for _, w := range []string{"movie", "who", "The", "directed", ""} {
		if IsNameJoiner(w) {
			t.Errorf("IsNameJoiner(%q) = true", w)
		}
	}
}
