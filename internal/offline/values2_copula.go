package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Reads "Which US customers are silver members?": the noun after the
// copula names the same label as the thing asked about, so it says what
// that thing is (a predicate noun), not a second thing of the label to be
// joined to it. Its values filter the thing asked about.

// mergePredicateNoun folds a lone node of the focus's label into the focus
// when the two mentions are "X are Y" — nothing between them but a copula,
// articles and the words of values — and no edge touches either. Without
// it, the two become two nodes of one label and a self-relation is
// guessed between them, splitting the question's values across two
// things.
func (o *relPhase) mergePredicateNoun(focus *onode) {
	if focus == nil || focus.pos < 0 || o.touchesAny(focus) {
		return
	}
	var keep []*onode
	for _, n := range o.nodes {
		if n == focus || n.label != focus.label || n.pos < 0 || o.touchesAny(n) || !o.predicateBetween(focus.label, focus.pos, n.pos) {
			keep = append(keep, n)
			continue
		}
		for _, f := range n.filter {
			if c, ok := f.(*templates.Cmp); ok {
				focus.filter = append(focus.filter, templates.C(focus.v, c.Prop, c.Op, c.Value))
			} else {
				// A filter that is not a plain comparison cannot be moved
				// without rewriting its variables: keep the two nodes.
				return
			}
		}
		o.warnings = append(o.warnings, o.diagnostic("predicate-noun", o.spanOf(n), fmt.Sprintf("the %s named on either side of the copula is one thing: the conditions at %q were applied to the %s asked about, not to a second %s joined to it by a relationship the question never names", n.label, o.toks[n.pos].Text, n.label, n.label)))
	}
	o.nodes = keep
}

// predicateBetween: the mentions at a and b are "[values] L-noun
// copula [values] L-noun": the words from the first to the last are one
// copula, articles, words of value links and nouns linked to the label,
// with such a noun on each side of the copula.
func (o *relPhase) predicateBetween(label string, a, b int) bool {
	if a > b {
		a, b = b, a
	}
	ofLabel := func(k int) bool {
		sp := o.toks[k].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Name == label && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return true
			}
		}
		return false
	}
	for b+1 < len(o.toks) && (ofLabel(b+1) || o.valueAt(b+1)) {
		b++
	}
	copula, before, after := -1, 0, 0
	for k := a; k <= b; k++ {
		switch {
		case english.Copula.Is(o.lower[k]):
			if copula >= 0 {
				return false
			}
			copula = k
		case ofLabel(k):
			if copula < 0 {
				before++
			} else {
				after++
			}
		case english.GraphFiller.Is(o.lower[k]), o.valueAt(k):
		default:
			return false
		}
	}
	return copula >= 0 && before > 0 && after > 0
}

// countedAfterWho: in "Who has placed the most orders?" the label after
// the ranking word ("most", "fewest") is what is counted per person, never
// the one "who" asks for; after a copula ("Who are the most …") the label
// is the one asked for.
func (o *focusPhase) countedAfterWho(who bool, wh, pos int) bool {
	if !who || wh < 0 {
		return false
	}
	for k := wh + 1; k < pos; k++ {
		if english.Copula.Is(o.lower[k]) {
			return false // "Who are the 3 most recently hired professors?"
		}
		// The word as written: the lemma of "largest" is "large", no
		// ranking word, where "greatest" has none and ranked.
		if english.Ranking.Is(o.lower[k]) || english.Ranking.Is(o.words[k]) {
			return true
		}
	}
	return false
}
