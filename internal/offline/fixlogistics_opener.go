package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// openerAsNoun: a request verb standing after a preposition, past an
// article or a possessive, is a noun, not the question's opener:
// "Customers sorted by name", "people ordered by their name". Read as the
// opener, it hid the noun the question starts with (no-focus). "Do you
// have a list of hotels" keeps "list" as its opener.
func (o *readCtx) openerAsNoun(i int) bool {
	if i <= 0 || !english.Frame.Imperative.Is(o.word(i)) {
		return false
	}
	k := i - 1
	if k > 0 && (o.toks[k].POS == grounding.DET || english.PossessivePronoun.Is(o.word(k))) {
		k--
	}
	return o.toks[k].POS == grounding.ADP
}
