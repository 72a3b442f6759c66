package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a perfect tense after the question word
// ("who has placed an order at X", "who has written a review of X") is the
// same question as the simple past ("who placed", "who wrote"): the
// auxiliary is tense, not the verb, so the rules that read the verb right
// after "who" look past it.

// perfectAux: token v is "has"/"have" used as an auxiliary, a verb (past
// an adverb) or a word linking a relationship following it ("has
// placed", "has already written": the tagger may take a participle for a
// noun).
func (o *readCtx) perfectAux(v int) bool {
	if v < 0 || v >= len(o.toks) || !english.PerfectAux.Is(o.word(v)) {
		return false
	}
	k := v + 1
	for k < len(o.toks) && o.toks[k].POS == grounding.ADV {
		k++
	}
	return k < len(o.toks) && (o.toks[k].POS == grounding.VERB || o.linksKind(k, "edge"))
}
