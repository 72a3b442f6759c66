package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// nameTailAt: token i is the last word of a property's name spelt in words
// ("flight numbers" for flight_number), linked whole and starting at an
// earlier word, or "number" right after a word linked to a property
// ("tracking numbers" for tracking): it is part of the name, not a cue of
// its own.
func (o *readCtx) nameTailAt(i int) bool {
	if i <= 0 || i >= len(o.toks) {
		return false
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start < sp.Start && e.Span.End == sp.End && e.Score >= 0.99 {
			return true
		}
	}
	// "the tracking numbers of shipments": "number" after a word linked
	// to a property names that property's values as identifiers.
	// The word before must be the property's own ("tracking"),
	// not a ranking word a fuzzy link took ("the largest number of").
	return english.Number.Is(english.Lemma(o.lower[i])) && !o.toks[i-1].Quoted && o.toks[i-1].POS != grounding.ADJ &&
		!english.Ranking.Is(o.lower[i-1]) && !english.Ranking.Is(o.word(i-1)) && o.ownPropLinkAt(i-1)
}

// numberOfPhrase is the first "number of" that is no property's name
// ending ("the flight numbers of flights" asks for flight_number, not a
// count), -1 when there is none.
func (o *readCtx) numberOfPhrase() int {
	for i := range o.toks {
		if o.phraseAt(i, english.NumberOfPhrase...) && !o.nameTailAt(i) {
			return i
		}
	}
	return -1
}

// numberAfterName: token i is "number" right after a word linked to a
// property the plan reads ("the tracking numbers of shipments", "version
// numbers"): English names an identifier so, and the word adds nothing to
// the property it follows.
func (o *readCtx) numberAfterName(i int, uses map[string]bool) bool {
	if i == 0 || !english.Number.Is(english.Lemma(o.lower[i])) || o.toks[i-1].Quoted {
		return false
	}
	p := o.propLinkAt(i - 1)
	return p != "" && (uses[p] || uses[localName(p)])
}

// unknownModifier: token i is an unlinked word no English list knows,
// standing right before a noun linked to a label ("lodash releases",
// "zorblax services"). It reads as the name of one such thing, whose
// stored value grounding did not find: answering without it would list
// them all.
func (o *readCtx) unknownModifier(i int) bool {
	t := o.toks[i]
	if t.POS != grounding.NOUN || t.Stop || t.Cue || t.Quoted || i+1 >= len(o.toks) || !o.linksKind(i+1, "label") {
		return false
	}
	if o.valueAt(i) {
		return false
	}
	sp, next := t.Span, o.toks[i+1].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		// A label's span may take in the word before the label's own
		// noun ("lodash releases" → Release at 0.77); the word is then
		// not read by it. Any other link reads the word.
		if e.Kind != "label" || e.Span.End < next.End || !spellsLabel(o.lower[i+1], e.Name) || spellsLabel(o.lower[i], e.Name) {
			return false
		}
	}
	// Only a plain word counts: numbers and hyphenated kinds ("5-star",
	// "first-year") are read by other phases, pronouns stand for something
	// said, and a word grounding corrected ("teh") is a known word.
	for _, r := range o.lower[i] {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	if english.IsPronoun(o.lower[i]) || o.word(i) != o.lower[i] && english.IsCommonWord(english.Lemma(o.word(i))) {
		return false
	}
	l := english.Lemma(o.lower[i])
	if english.IsCommonWord(l) || english.Known(l) || english.VagueMany.Is(o.lower[i]) || english.NearCommonWord(o.lower[i]) {
		return false
	}
	// The next word must be the label's own noun, not a verb linked to it
	// ("who've ordered" → Order).
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Span.Start <= next.Start && e.Span.End >= next.End && spellsLabel(o.lower[i+1], e.Name) {
			return true
		}
	}
	return false
}

// spellsLabel: the word, as written or as its lemma, is the label's name
// in one word ("releases" for Release).
func spellsLabel(w, label string) bool {
	ws := grounding.SplitName(label)
	if len(ws) != 1 {
		return false
	}
	return english.Lemma(w) == english.Lemma(ws[0]) || w == ws[0]
}

// ownPropLinkAt: a property link covers token i alone.
func (o *readCtx) ownPropLinkAt(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span == sp {
			return true
		}
	}
	return false
}
