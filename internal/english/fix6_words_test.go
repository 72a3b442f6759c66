package english

import "testing"

func TestSpellingVariant(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"canceled", "cancelled", true}, {"cancelled", "canceled", true},
		{"color", "colour", true}, {"organized", "organised", true},
		{"center", "centre", true}, {"catalog", "catalogue", true},
		{"license", "licence", true}, {"traveling", "travelling", true},
		{"or", "our", false}, {"cancelled", "cancelled", false},
		{"open", "opened", false}, {"done", "gone", false},
	} {
		if got := SpellingVariant(c.a, c.b); got != c.want {
			t.Errorf("SpellingVariant(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestAndAHalf(t *testing.T) {
	for _, c := range []struct {
		words []string
		i     int
		want  int
	}{
		{[]string{"one", "and", "a", "half", "kilos"}, 0, 3},
		{[]string{"2", "and", "a", "half", "hours"}, 0, 3},
		{[]string{"2", "and", "an", "hour"}, 0, 0},
		{[]string{"one", "and", "a"}, 0, 0},
	} {
		if got := AndAHalf(c.words, c.i); got != c.want {
			t.Errorf("AndAHalf(%v, %d) = %d, want %d", c.words, c.i, got, c.want)
		}
	}
}
