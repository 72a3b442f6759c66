package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// verbFormAt: the token at k is a verb, also when the tagger took an irregular
// past form for a noun ("authors who wrote at least 4 papers", "farms that
// sold cattle"): the tagger reads a known verb only from its regular
// endings, and "wrote" has none, while the form's lemma is a verb the
// lexicon knows.
func (o *readCtx) verbFormAt(k int) bool {
	if k < 0 || k >= len(o.toks) {
		return false
	}
	t := o.toks[k]
	if t.POS == grounding.VERB {
		return true
	}
	if t.POS != grounding.NOUN {
		return false
	}
	l, ok := english.IrregularLemma(o.words[k])
	return ok && l != o.words[k] && english.IsKnownVerb(l)
}
