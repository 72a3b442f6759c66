package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// verbObjectBefore reports whether the noun at v is the object of the verb
// right before it and names nothing of the schema ("sent money to X",
// "gave a reference to X"): the preposition after it still belongs to the
// verb, so it says which end of a relationship X stands at as "report to
// X" does (selfKeyByPrep). Before, only a verb right before the
// preposition counted, and "Which accounts have sent money to X" kept the
// given order, walking from X (bank's senders-to-31034, a silent wrong).
func (o *readCtx) verbObjectBefore(v int) bool {
	if v < 1 || o.toks[v].POS != grounding.NOUN || o.linksAt(v) {
		return false
	}
	d := v - 1
	if d >= 1 && o.toks[d].POS == grounding.DET {
		d--
	}
	// The tagger reads a participle after "have" as a noun ("have sent").
	return o.toks[d].POS == grounding.VERB || d >= 1 && !o.linksAt(d) && (english.ObjectAux.Is(o.word(d-1)) || english.PassiveAux.Is(o.word(d-1)))
}

// modifiesLabel reports whether the word at i stands before a noun naming
// a label ("how many high-risk customers"): the things counted are that
// label's, and the word says which of them (bank's count-high-risk was
// answered with the number of different risk ratings).
func (o *readCtx) modifiesLabel(i int) bool {
	return i+1 < len(o.toks) && o.toks[i+1].POS == grounding.NOUN && o.linksKind(i+1, "label")
}
