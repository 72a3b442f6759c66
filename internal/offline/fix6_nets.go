package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the reworded4 set (issue 23): rewordings whose new word the
// rules read as nothing, so the plan answered without the constraint it
// carried.

// fix6 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix6(q *templates.Query) error {
	return o.netFreeOfDropped(q)
}

// netFreeOfDropped: "which services have been incident-free so far?"
// answered with the services that had an incident. "X-free", "X free"
// and "free of X" deny X, and a plan that negates nothing answers the
// opposite. A "free" that names a property or a stored value ("a
// gluten-free flag", "Free Delivery") is that element, not a denial.
func (o *sanityCheck) netFreeOfDropped(q *templates.Query) error {
	k := o.freeOfAt()
	if k < 0 || negatesOrFalse(q.Where) {
		return nil
	}
	return o.refuse("denial-dropped", k, "%q denies what it names (none of it), but the plan negates nothing: it would answer for the things that have it, or for all of them", o.toks[k].Text)
}

// freeOfAt is the token of the first denying "free", -1 when there is none.
func (o *readCtx) freeOfAt() int {
	for i := range o.toks {
		if o.toks[i].Quoted || o.valueAt(i) || o.linksKind(i, "prop") {
			continue
		}
		w := o.word(i)
		if pre, rest, ok := strings.Cut(w, "-"); ok && pre != "" && english.FreeOfWord.Is(rest) {
			return i // "incident-free"
		}
		if !english.FreeOfWord.Is(w) {
			continue
		}
		if english.Of.Is(o.word(i+1)) && (o.linksKind(i+2, "label") || o.linksKind(i+2, "edge")) {
			return i // "free of incidents"
		}
		if o.linksKind(i-1, "label") || o.linksKind(i-1, "edge") {
			return i // "incident free"
		}
	}
	return -1
}

// orSideDropped: "dishes that are veggie or cost less than five euros"
// answered with the cheap dishes alone. One side of the "or" is a
// condition the plan applies; on the other, the word next to the "or" is a
// content word the plan neither read nor links to anything, so the
// alternative it names is gone and the plan answers a narrower question
// (orReadAsAnd covers a plan that applied both sides as "and"). The "or"'s
// token and the dropped word's, -1 when there is none.
func (o *accounting) orSideDropped(q *templates.Query) (int, int) {
	if alternativeIn(q) {
		return -1, -1
	}
	for k := 1; k+1 < len(o.toks); k++ {
		if !english.Alternative.Is(o.word(k)) || o.toks[k].Quoted || o.valueAt(k) {
			continue
		}
		if o.conditionSide(k, 1) && o.droppedWord(k-1) {
			return k, k - 1
		}
		n := k + 1
		for n+1 < len(o.toks) && (o.toks[n].POS == grounding.AUX || o.toks[n].POS == grounding.DET) {
			n++ // "or are shiny", "or a bargain"
		}
		if o.conditionSide(k, -1) && o.droppedWord(n) {
			return k, n
		}
	}
	return -1, -1
}

// droppedWord: token i is a noun, adjective or verb the plan did not read,
// linked to nothing, and no cue or filler word.
func (o *accounting) droppedWord(i int) bool {
	switch o.toks[i].POS {
	case grounding.NOUN, grounding.ADJ, grounding.VERB:
	default:
		return false
	}
	w := o.word(i)
	return !o.in.used.has(i) && !o.linksAt(i) && !o.isCueWord(i) && !fillerWords[w] && !fillerWords[o.lower[i]] && !o.toks[i].Quoted
}
