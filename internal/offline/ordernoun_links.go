package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// cueNounLinks links a cue word that also names a label of this schema
// when the sentence uses it as a noun: on a shop's graph "the orders",
// "an order", "order SO-10010", "orders placed in 2024" name the Order
// label, while "order by price", "in descending order" and "ordered by
// name" are the ordering cue. Grounding never links a cue word (it shapes
// the query), so without this the label noun was read as the cue and the
// question refused or answered about something else. Each such reading
// is a warning: the word had two readings and the syntax chose one.
func (o *offline) cueNounLinks(warns *sink) {
	var added []ElementLink
	for i := range o.toks {
		label, ok := o.cueNounAt(i)
		if !ok {
			continue
		}
		added = append(added, ElementLink{Kind: "label", Name: label, Span: o.toks[i].Span, Score: 1})
		warns.add(o.diagnostic("cue-noun", o.tokSpan(i), fmt.Sprintf(
			"%q is both a cue word and the label %s of this schema; used as a noun here, it is read as %s", o.toks[i].Text, label, label)))
	}
	o.addLinks(added...)
}

// cueNounAt is the label that token i names when it is a cue word that
// the schema also has as a label, written as that noun (singular or
// plural, not a verb form such as "ordered"), and the words around it make
// it a noun rather than the cue.
func (o *readCtx) cueNounAt(i int) (string, bool) {
	t := o.toks[i]
	if t.POS == grounding.PUNCT || t.Quoted || o.linksAt(i) {
		return "", false
	}
	w := o.word(i)
	if !english.ShapesQuery(w) && !english.ShapesQuery(o.lower[i]) {
		return "", false
	}
	label := o.labelNamed(w)
	if label == "" {
		return "", false
	}
	plural := english.Singular(w) != w && strings.EqualFold(english.Singular(w), label)
	next, prev := o.word(i+1), o.word(i-1)
	switch {
	case english.CueNounFollower.Is(next):
		// "order by", "the order of release", "in order to"
		return "", false
	case i+1 < len(o.toks) && o.valueOf(i+1):
		// "order SO-10010", "in order SO-10051"
		return label, true
	case english.CueNounCuePrefix.Is(prev):
		// "in descending order", "sort order", "in order"
		return "", false
	}
	switch {
	case plural, english.AggregateNoun.Is(next): // "order count" (fixrw4)
		return label, true
	case english.Determiner.Is(prev), english.CueNounPrefix.Is(prev), o.isNumber(i - 1):
		// "an order", "each order", "which order", "per order", "of order"
		return label, i > 0
	}
	return "", false
}

// labelNamed is the schema label whose name is the word or its singular,
// "" when none is.
func (o *readCtx) labelNamed(w string) string {
	if o.s == nil {
		return ""
	}
	for _, l := range o.s.Labels {
		n := strings.ToLower(l.Name)
		if n == w || n == english.Singular(w) {
			return l.Name
		}
	}
	return ""
}

// valueOf: token i is covered by a value link.
func (o *readCtx) valueOf(i int) bool {
	sp := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// rankedByCount: the label noun at pos is what a count ranking counts
// ("Who has placed the most orders?", "who wrote the fewest reviews"),
// so with "who" it is not the one asked for: the person is.
func (o *readCtx) rankedByCount(pos int) bool {
	k := pos - 1
	for k >= 0 && o.toks[k].POS == grounding.ADJ && !english.Most.Is(o.word(k)) && !english.Fewest.Is(o.word(k)) {
		k--
	}
	return k >= 0 && (o.mostAtBut(k, -1) || english.Fewest.Is(o.word(k)))
}

// aggNamesProp: the aggregate word at k ("total", "average") is the
// property itself, as in "the highest total" over total_usd: a property
// link covers it, its name holds the word, and no property follows for the
// word to aggregate.
func (o *readCtx) aggNamesProp(k int) bool {
	if k+1 < len(o.toks) && o.linksKind(k+1, "prop") && !o.sameLink(k, k+1) {
		return false
	}
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		for _, part := range grounding.SplitName(e.Name) {
			if strings.EqualFold(part, o.word(k)) {
				return true
			}
		}
	}
	return false
}

// sameLink: one property link covers both tokens.
func (o *readCtx) sameLink(a, b int) bool {
	sa, sb := o.toks[a].Span, o.toks[b].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sa.Start && e.Span.End >= sb.End {
			return true
		}
	}
	return false
}

// rankPropPos is where a property link stands for a ranking at aggPos: its
// first token, or the aggregate word after the superlative when one link
// spans both and the word names the property ("the highest total").
func (o *readCtx) rankPropPos(e ElementLink, aggPos int) int {
	pos := o.tokenAt(e.Span)
	if pos == aggPos && aggPos+1 < len(o.toks) && o.sameLink(aggPos, aggPos+1) && o.aggNamesProp(aggPos+1) {
		return aggPos + 1
	}
	return pos
}
