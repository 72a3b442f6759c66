package english

import (
	"strings"
	"testing"
)

// render writes each piece as its text, "|" between pieces, a punctuation
// mark as <x> and a quoted piece with a leading ~.
func render(q string) string {
	var out []string
	for _, p := range Pieces(q) {
		s := q[p.Start:p.End]
		if p.Punct {
			s = "<" + s + ">"
		}
		if p.Quoted {
			s = "~" + s
		}
		out = append(out, s)
	}
	return strings.Join(out, "|")
}

// Inner apostrophes, hyphens and decimal points stay in their word; a lone
// "s" after an apostrophe splits off (a possessive, or "what's"), also
// inside a quotation, whose pieces are marked; another contraction keeps
// its apostrophe; CJK characters are pieces of their own.
func TestPieces(t *testing.T) {
	for q, want := range map[string]string{
		"Who is Carrie-Anne's co-star?":        "Who|is|Carrie-Anne|<'>|s|co-star|<?>",
		"rated 4.5 or 3.":                      "rated|4.5|or|3|<.>",
		"Is 'Something's Gotta Give' a movie?": "Is|<'>|~Something|~<'>|~s|~Gotta|~Give|<'>|a|movie|<?>",
		`the film "You've Got Mail"`:           `the|film|<">|~You've|~Got|~Mail|<">`,
		"谁导演了电影":                               "谁|导|演|了|电|影",
		"what's the 1990s' best-rated film":    "what|<'>|s|the|1990s|<'>|best-rated|film",
		"":                                     "",
	} {
		if got := render(q); got != want {
			t.Errorf("Pieces(%q) = %s, want %s", q, got, want)
		}
	}
}
