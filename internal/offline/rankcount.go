package offline

import (
	"slices"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// rankedCountAgain reads a second question that asks for the count the
// ranking is made of: "What is the country with the most TV channels and how
// many does it have?", "the languages used by the fewest channels and how
// many channels use it?". The ranking returns that count beside each ranked
// thing, so the second question is answered by the plan's own column. It
// holds when "how many" (at i) follows a count ranking, the noun after it,
// if any, names the counted things again, and nothing after it links but
// what the first question linked: any other element or value would be a
// question the plan does not answer.
// The words are marked used.
func (o *offline) rankedCountAgain(i, commonLater int) bool {
	if !o.rankedCountAt(i, commonLater) {
		return false
	}
	for k := i - 1; k < len(o.toks); k++ {
		o.used.mark(k)
	}
	return true
}

// rankedCountAt is rankedCountAgain's reading without marking the words:
// the shape phase asks it too, as such a "how many" does not make the
// question a count.
func (o *readCtx) rankedCountAt(i, commonLater int) bool {
	if i < 1 || o.at(english.SecondQuestion, i-1) == 0 {
		return false
	}
	n := o.at(english.HowMany, i)
	if n == 0 {
		return false
	}
	counted, mention := o.rankCountedLabel(i, commonLater)
	if counted == "" {
		return false
	}
	noun := -1
	if k := i + n; k < len(o.toks) && o.toks[k].POS == grounding.NOUN {
		if o.labelAtToken(k) != counted && !o.sameNoun(k, mention) {
			return false
		}
		noun = k
	}
	from := o.toks[i].Span.Start
	for _, e := range o.ev.Elements {
		if e.Span.Start < from {
			continue
		}
		if e.Kind == "label" && e.Name == counted {
			continue
		}
		if idx := o.tokensIn(e.Span); noun >= 0 && len(idx) > 0 && idx[0] == noun {
			continue // "channels use": the counted noun read with its verb
		}
		if o.linkedBefore(e, from) {
			continue // "... directed the most movies and how many did he direct"
		}
		return false
	}
	for _, v := range o.ev.Values {
		if v.Span.Start >= from {
			return false
		}
	}
	for k := i + n; k < len(o.toks); k++ {
		if o.isNumber(k) || o.isQuoteMark(k) {
			return false
		}
	}
	return true
}

// linkedBefore: an element of e's kind and name is linked before offset
// end, so a mention of e after it says nothing new.
func (o *readCtx) linkedBefore(e ElementLink, end int) bool {
	for _, x := range o.ev.Elements {
		if x.Span.End <= end && x.Kind == e.Kind && x.Name == e.Name {
			return true
		}
	}
	return false
}

// sameNoun: token k's word is, singular, one of the words at the tokens of
// mention ("channels" and "TV Channels").
func (o *readCtx) sameNoun(k int, mention []int) bool {
	w := english.Singular(o.word(k))
	for _, m := range mention {
		if english.Singular(o.word(m)) == w {
			return true
		}
	}
	return false
}

// rankCountedLabel is the label a count ranking before token end counts
// ("the most TV channels": the channels) with the tokens that name it, ""
// when none links within three words of the ranking word.
func (o *readCtx) rankCountedLabel(end, commonLater int) (string, []int) {
	for i := 0; i < end; i++ {
		if !o.countRankAtBut(i, commonLater) {
			continue
		}
		for k := i + 1; k <= i+3 && k < end; k++ {
			for _, e := range o.ev.Elements {
				if e.Kind == "label" && o.tokenAt(e.Span) == k {
					return e.Name, o.tokensIn(e.Span)
				}
			}
		}
	}
	return "", nil
}

// secondPropAt reads a second question that asks one more property of the
// thing the first one asks about: "What is the abbreviation of the airline
// with the fewest flights and what country is it in?", "What region does
// Angola belong to and what is its population?". At i (the "what" of "and
// what"), past auxiliaries, pronouns and determiners, a property links;
// after it only such words, prepositions and punctuation follow. The
// property is returned (nil when the shape does not hold); the focus phase
// lists it beside the first property when it is the same thing's, and an
// unplaced link is refused by the account phase as before.
func (o *readCtx) secondPropAt(i int) *ElementLink {
	if i < 1 || o.at(english.SecondQuestion, i-1) == 0 || !english.WhatThing.Is(o.word(i)) {
		return nil
	}
	var hit *ElementLink
	for k := i + 1; k < len(o.toks); k++ {
		if hit != nil && k <= o.tokensIn(hit.Span)[len(o.tokensIn(hit.Span))-1] {
			continue
		}
		if hit == nil {
			for j := range o.ev.Elements {
				if e := o.ev.Elements[j]; e.Kind == "prop" && o.tokenAt(e.Span) == k {
					hit = &o.ev.Elements[j]
					break
				}
			}
			if hit != nil {
				continue
			}
		}
		if o.linksAt(k) || o.isNumber(k) || o.isQuoteMark(k) {
			return nil
		}
		switch o.toks[k].POS {
		case grounding.AUX, grounding.PRON, grounding.DET, grounding.ADP, grounding.PUNCT, grounding.PART:
		default:
			return nil
		}
	}
	if hit == nil || !o.firstAsksPropOf(hit, o.toks[i-1].Span.Start) {
		return nil
	}
	return hit
}

// firstAsksPropOf: before offset end a property links that a label holds
// along with hit's, so the first question asks a property of the thing
// whose hit the second asks ("the abbreviation ... and what country").
// When the first asks for things ("Which movies ... and what are their
// taglines?"), the plan lists no property beside them, and the second
// question stays one.
func (o *readCtx) firstAsksPropOf(hit *ElementLink, end int) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.End > end || e.Name == hit.Name {
			continue
		}
		for _, l := range o.s.Labels {
			if e.Owner != "" && e.Owner != l.Name || hit.Owner != "" && hit.Owner != l.Name {
				continue
			}
			if schema.Find(o.propsOf(l.Name), e.Name) != nil && schema.Find(o.propsOf(l.Name), hit.Name) != nil {
				return true
			}
		}
	}
	return false
}

// secondPropListed adds the property a second question asks
// (secondPropAt) to the properties listed of owner, when it is owner's
// and not listed yet.
func (o *focusPhase) secondPropListed(first, owner string, extra []string) []string {
	for i := range o.toks {
		hit := o.secondPropAt(i)
		if hit == nil {
			continue
		}
		if schema.Find(o.propsOf(owner), hit.Name) == nil || hit.Owner != "" && hit.Owner != owner || hit.Name == first || slices.Contains(extra, hit.Name) {
			return extra
		}
		o.consume(*hit)
		return append(extra, hit.Name)
	}
	return extra
}
