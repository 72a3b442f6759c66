package offline

import "github.com/gql-dev/gql/internal/english"

// ofNumberBound: the property at pos is followed by "of N or more" ("an
// h-index of 50 or more", "a salary of 50000 or less"): the number bounds
// the property, so "which authors have …" asks for the authors, not the
// property. Without this the focus read "<property> of …" as the thing
// asked ("the salary of Ada") and showed the compared property alone; with
// "of N" and no bound the echo check refused, with the bound it answered.
func (o *readCtx) ofNumberBound(pos int) bool {
	if pos+4 >= len(o.toks) || o.word(pos+1) != english.OfWord || !o.isNumber(pos+2) || !english.OrWord.Is(o.word(pos+3)) {
		return false
	}
	_, ok := orBound[o.word(pos+4)]
	return ok
}
