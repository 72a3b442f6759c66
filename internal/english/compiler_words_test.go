package english

import (
	"strings"
	"testing"
)

func TestNotEqualEndsAt(t *testing.T) {
	cases := []struct {
		q    string
		k    int
		want bool
	}{
		{"movies whose genre is not drama", 4, true},
		{"people other than keanu", 2, true},
		{"a title that isn't x", 3, true},
		{"people who were not there", 3, true},
		{"it must be not x", 3, true},
		{"people who did not act", 3, false}, // a negated verb, not a value
		{"people who do not act", 3, false},
		{"rather than x", 1, false},
		{"not x", 0, false},
		{"is not", 5, false},
		{"is not", -1, false},
	}
	for _, c := range cases {
		if got := NotEqualEndsAt(strings.Fields(c.q), c.k); got != c.want {
			t.Errorf("NotEqualEndsAt(%q, %d) = %v, want %v", c.q, c.k, got, c.want)
		}
	}
}

func TestPossessiveAt(t *testing.T) {
	cases := []struct {
		words []string
		k     int
		want  bool
	}{
		{[]string{"keanu", "'s", "movies"}, 1, true},
		{[]string{"the", "directors", "'", "movies"}, 2, true},
		{[]string{"the", "directors", "’", "movies"}, 2, true},
		{[]string{"something", "'", "s", "gotta"}, 2, true},
		{[]string{"something", "’", "s", "gotta"}, 2, false}, // only a straight apostrophe is split from its s
		{[]string{"is", "s"}, 1, false},
		{[]string{"'s"}, 3, false},
	}
	for _, c := range cases {
		if got := PossessiveAt(c.words, c.k); got != c.want {
			t.Errorf("PossessiveAt(%q, %d) = %v, want %v", c.words, c.k, got, c.want)
		}
	}
}

// AtWritten reads the words as written: a lemma that would match ("numbers
// of" whose lemma is "number of") does not.
func TestAtWritten(t *testing.T) {
	words := []string{"the", "numbers", "of", "movies", "and", "the", "number", "of", "people"}
	lemmas := []string{"the", "number", "of", "movie", "and", "the", "number", "of", "person"}
	if NumberOf.At(words, lemmas, 1) != 2 {
		t.Fatal("At should match the lemmas")
	}
	if NumberOf.AtWritten(words, 1) != 0 {
		t.Error("AtWritten matched a lemma")
	}
	if NumberOf.AtWritten(words, 6) != 2 || NumberOf.AtWritten(words, 8) != 0 || NumberOf.AtWritten(words, -1) != 0 {
		t.Error("AtWritten missed or overran a phrase as written")
	}
}

// Possessing is Having and "having": the union keeps both.
func TestPossessing(t *testing.T) {
	for w := range Having {
		if !Possessing.Is(w) {
			t.Errorf("Possessing lacks %q of Having", w)
		}
	}
	if !Possessing.Is("having") || Possessing.Is("of") {
		t.Error("Possessing is Having plus having, nothing else")
	}
}
