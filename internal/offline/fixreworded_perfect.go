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
	if v < 0 || v >= len(o.toks) {
		return false
	}
	if english.Been.Is(o.word(v)) && english.PerfectAux.Is(o.word(v-1)) {
		// "has been maintaining": the progressive after the auxiliary.
		v--
	}
	if !english.PerfectAux.Is(o.word(v)) {
		return false
	}
	k := v + 1
	if english.Been.Is(o.word(k)) && k+1 < len(o.toks) && o.toks[k+1].POS == grounding.VERB {
		k++
	}
	for k < len(o.toks) && o.toks[k].POS == grounding.ADV {
		k++
	}
	return k < len(o.toks) && (o.toks[k].POS == grounding.VERB || o.linksKind(k, "edge"))
}

// indefiniteObject: the noun at pos is the verb v's object named by an
// indefinite article ("who maintained a package before 2015", "who has
// reviewed a movie"): some thing of its kind, not the one asked for, so
// "who" is the verb's subject even with nothing named after the verb.
func (o *readCtx) indefiniteObject(v, pos int) bool {
	if v < 0 || pos != v+2 || !english.IndefiniteArticle.Is(o.word(v+1)) {
		return false
	}
	return o.toks[v].POS == grounding.VERB || o.linksKind(v, "edge")
}
