package english

import "testing"

// FocusFillerOf: "of" fills only after a count head; the other fillers
// fill wherever they stand, and a content word never does.
func TestFocusFillerOf(t *testing.T) {
	for _, c := range []struct {
		w, before string
		want      bool
	}{
		{"of", "number", true},
		{"of", "count", true},
		{"of", "names", false},
		{"distinct", "the", true},
		{"youngest", "5", true},
		{"movies", "the", false},
		{"", "", false},
	} {
		if got := FocusFillerOf(c.w, c.before); got != c.want {
			t.Errorf("FocusFillerOf(%q, %q) = %v, want %v", c.w, c.before, got, c.want)
		}
	}
}

// A word before a number is read one way: a bound ("between", "than")
// never also leads a row count, or "at least 3" would cut the rows to 3.
func TestRowCountLeadsAreNoBounds(t *testing.T) {
	for _, l := range []WordList{RankCountLead, NumberWordLead} {
		for w := range l {
			if BoundBeforeNumber.Is(w) {
				t.Errorf("%q both leads a row count and bounds a number", w)
			}
		}
	}
}
