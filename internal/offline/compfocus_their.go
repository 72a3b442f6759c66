package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// theirAsked reads "Which Xs …? Give their P (and Q)." — a question that
// names the things it asks for, then a last sentence, a request followed
// by "their"/"its" and properties of those things, saying what of them to
// show. The first sentence's noun is the node asked for; P (with any
// properties listed after it) is returned of it. Before, a P other than
// the key was left unused and the question refused; the key is shown
// anyway, so it is left to the usual reading. Not read when an anchor of
// the same label is named ("Which movies are like The Matrix? Give their
// taglines": whose taglines is not certain), or when the request counts.
func (o *focusPhase) theirAsked(sh shape, want *ElementLink, wh int, labels, props []ElementLink) (*onode, string) {
	if want != nil || sh.count || sh.agg != "" || wh < 0 {
		return nil, ""
	}
	end := -1
	for k := wh + 1; k < len(o.toks)-2; k++ {
		if o.toks[k].POS == grounding.PUNCT && strings.ContainsAny(o.toks[k].Text, "?.!") {
			end = k
			break
		}
	}
	if end < 0 {
		return nil, ""
	}
	k := end + 1
	if !english.Request.Is(o.word(k)) || english.CountVerb.Is(o.word(k)) {
		return nil, ""
	}
	for k++; k < len(o.toks) && english.Request.Is(o.word(k)); k++ {
	}
	if !english.PossessivePronoun.Is(o.word(k)) {
		return nil, ""
	}
	k++
	var p *ElementLink
	for i := range props {
		if o.tokenAt(props[i].Span) == k {
			p = &props[i]
			break
		}
	}
	if p == nil {
		o.unlinkedShown(k)
		return nil, ""
	}
	// The thing the first sentence asks for: its first label after the
	// question word, with nothing of content between.
	var x *ElementLink
	for i := range labels {
		pos := o.tokenAt(labels[i].Span)
		if pos > wh && pos < end && o.contentGap(wh, pos) <= 1 && (x == nil || pos < o.tokenAt(x.Span)) {
			x = &labels[i]
		}
	}
	if x == nil || p.Owner != "" && p.Owner != x.Name || schema.Find(o.propsOf(x.Name), p.Name) == nil {
		return nil, ""
	}
	if p.Name == o.s.Key(x.Name) {
		return nil, ""
	}
	for _, n := range o.nodes {
		if n.label == x.Name {
			return nil, ""
		}
	}
	// The rest of the last sentence must be the list, cues the other
	// phases read ("in alphabetical order") and its end: another word may
	// say more than which properties to show.
	for j := k + 1; j < len(o.toks); j++ {
		w := o.word(j)
		if o.toks[j].POS == grounding.PUNCT || english.ListJoiner.Is(w) || english.PossessivePronoun.Is(w) || english.Determiner.Is(w) || english.Year.Is(w) || o.linksKind(j, "prop") || o.isCueWord(j) || fillerWords[w] {
			continue
		}
		return nil, ""
	}
	o.consume(*x)
	o.consume(*p)
	o.res.extra = o.propList(*p, x.Name)
	o.res.warnings = append(o.res.warnings, o.diagnostic("their-read", o.tokSpans(k-1, k),
		fmt.Sprintf("%q in the last sentence is read as the %s the question asks for: %s shown in place of the key", o.toks[k-1].Text, x.Name, strings.Join(append([]string{p.Name}, o.res.extra...), ", "))))
	return o.addNode(x.Name, o.tokenAt(x.Span)), p.Name
}

// unlinkedShown refuses "…? Give their buildings." when nothing from the
// word after "their" to the end links to the schema and a noun is among
// the words: what the last sentence asks to show is not in the graph, and
// showing the key instead would answer another question.
func (o *focusPhase) unlinkedShown(k int) {
	noun := -1
	for j := k; j < len(o.toks); j++ {
		if o.linksAt(j) {
			return
		}
		w := o.word(j)
		if o.toks[j].POS == grounding.PUNCT || english.ListJoiner.Is(w) || english.Determiner.Is(w) || o.isCueWord(j) || fillerWords[w] {
			continue
		}
		if noun < 0 && (o.toks[j].POS == grounding.NOUN || o.toks[j].POS == grounding.PROPN) {
			noun = j
		}
	}
	if noun < 0 || o.res.unsupported != nil {
		return
	}
	o.res.unsupported = o.refusalAt("unused-words", o.tokSpan(noun),
		"the last sentence asks to show their %q, which links to nothing in the schema; showing something else of them would answer another question", o.toks[noun].Text)
}
