package english

import (
	"strings"
	"testing"
)

func TestPossessorEnd(t *testing.T) {
	for _, c := range []struct {
		words string
		k     int
		want  int
	}{
		{"ada lovelace 's salary", 2, 1},
		{"ada lovelace ' s salary", 3, 1},
		{"keanu reeves ' movies", 2, 1},
		{"keanu reeves ’ movies", 2, 1},
		{"the team ' movies", 2, -1}, // no s before the mark: a quote, not a possessive
		{"ada ’ s salary", 2, -1},    // only the straight apostrophe is split from its s
		{"salary", 0, -1},
		{"salary", -1, -1},
	} {
		if got := PossessorEnd(strings.Fields(c.words), c.k); got != c.want {
			t.Errorf("PossessorEnd(%q, %d) = %d, want %d", c.words, c.k, got, c.want)
		}
	}
}
