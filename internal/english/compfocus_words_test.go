package english

import (
	"strings"
	"testing"
)

// TestThanAround: the word between a comparative and its "than" is found
// with both ends; a word outside such a pair, or a comparative with
// nothing between it and "than", is not.
func TestThanAround(t *testing.T) {
	for _, c := range []struct {
		sentence  string
		i         int
		cmp, than int
	}{
		{"which aircraft have more seats than 200", 4, 3, 5},
		{"which movies have a higher rating than 80", 5, 4, 6},
		{"farms with a greater total area than 100", 5, 3, 6},
		{"which aircraft have more than 200 seats", 6, -1, -1},
		{"which aircraft have seats than", 3, -1, -1},
		{"which papers are longer than average", 3, -1, -1},
	} {
		w := strings.Fields(c.sentence)
		if cmp, than := ThanAround(w, c.i); cmp != c.cmp || than != c.than {
			t.Errorf("%q at %q: got %d, %d, want %d, %d", c.sentence, w[c.i], cmp, than, c.cmp, c.than)
		}
	}
}

// TestReversedQuantity: an age is held in reverse by a year of birth or of
// founding, a length of service by a hire date; a property that holds the
// quantity itself, or another one, is not reversed.
func TestReversedQuantity(t *testing.T) {
	for _, c := range []struct {
		word string
		name []string
		want bool
	}{
		{"age", []string{"born"}, true},
		{"age", []string{"founded"}, true},
		{"tenure", []string{"hired"}, true},
		{"age", []string{"age"}, false},
		{"price", []string{"released"}, false},
		{"votes", []string{"released"}, false},
	} {
		if got := ReversedQuantity(c.word, c.name); got != c.want {
			t.Errorf("%s / %v: got %v", c.word, c.name, got)
		}
	}
}
