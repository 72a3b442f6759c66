package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// prepositionOfName: the comparison word at i ("under") is a preposition
// of the relationship its verb names — "packages licensed under MIT",
// "books filed under Fiction" — not a bound: a stored text value of a node
// follows it (past a determiner), and the word before it is a verb or
// links a label or a relationship. relatedComparison would refuse such a
// question as a comparison with another node's value; the value anchors a
// node the relationship reaches instead, as after any other preposition.
func (o *readCtx) prepositionOfName(i int) bool {
	if !english.NamePrepositions.Is(o.word(i)) || i == 0 {
		return false
	}
	k := i + 1
	for k < len(o.toks) && o.toks[k].POS == grounding.DET {
		k++
	}
	if k >= len(o.toks) {
		return false
	}
	text := false
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End && !v.OnEdge {
			if _, ok := v.Value.(string); ok && !o.isNumber(k) {
				text = true
			}
		}
	}
	if !text {
		return false
	}
	if o.toks[i-1].POS == grounding.VERB {
		return true // "shelved under": the plan joins the two by their relationship
	}
	prev := o.toks[i-1].Span
	for _, e := range o.ev.Elements {
		if (e.Kind == "edge" || e.Kind == "label") && e.Span.Start <= prev.Start && e.Span.End >= prev.End && e.Span.End <= o.toks[i].Span.Start {
			return true
		}
	}
	return false
}

// namePrepositionsRead says where prepositionOfName took a comparison word
// for a preposition (preposition-read): the question could, in a graph
// that ranks names, compare with one.
func (o *offline) namePrepositionsRead(warns *sink) {
	for i := range o.toks {
		if o.prepositionOfName(i) {
			warns.add(o.diagnostic("preposition-read", o.tokSpan(i),
				fmt.Sprintf("%q before %q, a stored name, is read as joining the things to it by their relationship, not as a comparison with it", o.toks[i].Text, o.toks[i+1].Text)))
		}
	}
}
