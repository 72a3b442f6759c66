package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// A verb's property is not what "which <things>" asks for (fix31): "Which
// characters does Valkyrja play?" where grounding linked the verb "play" to
// a property of the characters (played_h, hours played). The question word
// is followed at once by a noun naming a label, so the things themselves
// are asked for; the closing verb says how they relate to the one named,
// and a property it links by meaning is no column of the answer. The focus
// phase passes such a property over as what is asked (it stays a link for
// the other phases to read or leave unread).

// verbPropNotAsked: the property p at token pos is linked by the
// question's closing verb alone (nothing but a preposition and punctuation
// after it, no determiner before it), and the question word at wh
// ("which", "what") is followed by a word linking a label of the schema.
func (o *readCtx) verbPropNotAsked(wh, pos int, p ElementLink) bool {
	if wh < 0 || pos <= wh+1 || !english.AskedOpener.Is(o.word(wh)) || !o.linksKind(wh+1, "label") {
		return false
	}
	if len(o.tokensIn(p.Span)) != 1 || o.toks[pos].POS != grounding.VERB || o.toks[pos-1].POS == grounding.DET {
		return false // "have a rating of …": a noun, whatever its tag
	}
	// The question's closing verb: nothing after it but a preposition
	// ("play on?") and punctuation.
	for j := pos + 1; j < len(o.toks); j++ {
		if t := o.toks[j].POS; t != grounding.PUNCT && !(t == grounding.ADP && j == pos+1) {
			return false
		}
	}
	return !o.linksKind(pos, "label")
}

// linkApart (fix31, for fix29's weakLinkDangling): "What can players buy
// in the store for more than €10?" where "store" linked BRANCH_OF (0.75,
// at the strong-link score) and the plan walked three relationships no
// word names to reach it, then BRANCH_OF from one unnamed guild to
// another. A relationship linked by meaning (score below 1: no form of its
// own name) neither of whose ends is of a label a word names, nor filtered
// or returned, stands apart from everything the question names: the walk
// is a guess whatever the score. otherLabel and otherSeen describe the end
// that does not dangle.
func (o *readCtx) linkApart(score float64, otherLabel string, otherSeen bool, named map[string]bool) bool {
	return score < 1 && otherLabel != "" && !otherSeen && !named[otherLabel]
}
