package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// copulaComplement: token i is the noun said of the thing asked for after a
// copula that closes the question — "Which German customers are
// businesses?", "Which products from Acme are bestsellers?". The noun is
// the condition the question asks about; the account phase tolerates
// unlinked nouns elsewhere (the tagger guesses nouns from a lexicon, and
// many are fillers), but this one carries the question's whole point, and a
// plan that keeps only the subject's other conditions answers a wider
// question without a word. The subject must be named between the question
// word and the copula by a word the plan consumed, so "Who are the
// directors?" (no subject) is not read here.
func (o *accounting) copulaComplement(i int) bool {
	if o.toks[i].POS != grounding.NOUN || o.verbForm(i) {
		return false // "movies … were made": a passive, not a noun said of them
	}
	for k := i + 1; k < len(o.toks); k++ {
		if o.toks[k].POS != grounding.PUNCT {
			return false // the complement closes the question
		}
	}
	k := i - 1
	if k >= 0 && english.IndefiniteArticle.Is(o.word(k)) {
		k--
	}
	if k < 1 || !english.Copula.Is(o.word(k)) {
		return false
	}
	wh := o.whPos()
	if wh < 0 || wh >= k-1 {
		return false
	}
	for j := wh + 1; j < k; j++ {
		if o.in.used.has(j) {
			return true
		}
	}
	return false
}

// verbForm: token i is a form of a known verb other than its lemma — a
// participle the tagger may take for a noun ("made", "released").
func (o *accounting) verbForm(i int) bool {
	w := o.word(i)
	if l, ok := english.IrregularLemma(w); ok && (english.IsKnownVerb(l) || english.IsIrregularPast(english.Past(l))) {
		return true
	}
	return strings.HasSuffix(w, "ed") && english.IsKnownVerb(english.Lemma(w))
}
