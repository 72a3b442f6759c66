package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// trailingManner: token i is an unread word right after a verb, closing
// its clause — "delivered late", "arrived early", "finished quickly",
// "sent abroad". Such a word says how or when the verb's event happened, a
// condition no plan places unless grounding linked it; the account phase
// otherwise skips an unlinked word of this shape, and the answer would
// list every event of the verb.
func (o *accounting) trailingManner(i int) bool {
	t := o.toks[i]
	if t.Stop || t.Cue || t.Quoted || o.ownLinkAt(i) {
		return false
	}
	// A verb's particle ("went down", "signed up") belongs to the verb, a
	// plural noun after it is its object ("feature zombies"), and the
	// order's words ("sorted alphabetically") are read by the ordering.
	if english.VerbParticle.Is(o.lower[i]) || english.PluralNoun(o.toks[i].Text) || english.SortFollower.Is(o.lower[i]) {
		return false
	}
	switch t.POS {
	case grounding.ADV:
	case grounding.NOUN, grounding.ADJ:
		// A noun or adjective under any link may head a compound whose
		// first word is a verb form ("release years"): only an unlinked
		// one is a manner word ("late").
		if o.linksAt(i) {
			return false
		}
	default:
		return false
	}
	// The verb may be a stored value too ("delivered" as a status), which
	// the compiler tags as a name: its past form still makes it a verb.
	// An -ing form before a noun modifies it ("the reporting line"), so
	// only other verb forms count.
	if i == 0 || o.toks[i-1].Quoted || english.Gerund(o.word(i-1)) || o.toks[i-1].POS != grounding.VERB && !english.PastParticiple(o.word(i-1)) {
		return false
	}
	// After an article or a possessive the verb form modifies the noun
	// it stands before ("an automated depot", "their release years").
	if i >= 2 && (o.toks[i-2].POS == grounding.DET || english.ParticipleOpener.Is(o.lower[i-2])) {
		return false
	}
	if i+1 == len(o.toks) {
		return true
	}
	next := o.toks[i+1]
	return next.POS == grounding.PUNCT && !next.Quoted || english.And.Is(o.lower[i+1]) || english.Or.Is(o.lower[i+1])
}

// ownLinkAt: token i is read by a link of its own — a stored value that
// spans it, or a schema link starting at it. A schema link that starts at
// an earlier word and runs over i ("deprecated quietly" linked to the
// property deprecated) is the earlier word's: the similarity of the pair
// comes from that word, and i is not read by it.
func (o *readCtx) ownLinkAt(i int) bool {
	if o.valueAt(i) {
		return true
	}
	for _, e := range o.ev.Elements {
		if e.Span.Start == o.toks[i].Span.Start {
			return true
		}
	}
	return false
}
