package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// groupWord is the token that names the group g of a count of edges per
// group: the word after "each / every / per" ("each reviewer", "each
// professor"), else g's mention. The ends of an agent noun's edge sit at
// the agent noun ("reviews"), not at the word that groups, and the
// zero-groups reading asks whether that word is an agent of the walk.
func (o *bldPhase) groupWord(g *onode) int {
	for i := range o.toks {
		if english.Frame.Group[o.word(i)] && i+1 < len(o.toks) {
			return i + 1
		}
	}
	return max(g.pos, 0)
}

// numberOpener reads a question that is a noun phrase opening with "number
// of" ("Number of airports in Norway?", "The total number of courses at
// each level?") as "How many …?": with no question word or request before
// it, the count is what is asked. Only CountLead words (the, total) may
// come first, so "airports with the number of gates" stays a listing.
func (o *readCtx) numberOpener(sh shape, used []int) (shape, []int) {
	i := o.find(english.NumberOf)
	if sh.count || i < 0 || o.whPos() >= 0 {
		return sh, used
	}
	for k := 0; k < i; k++ {
		if !english.CountLead.Is(o.word(k)) {
			return sh, used
		}
	}
	sh.count = true
	sh.agg, sh.aggPos = "", -1
	used = append(used, i, i+1)
	if english.Distinct.Is(o.word(i + 2)) {
		sh.distinct, sh.distinctPos = true, i+2
		used = append(used, i+2)
	}
	return sh, used
}

// whichLabel: the question opens "which X" / "what X" with X a mention of
// n's label ("Which course has the longest exam?"), so it asks for the
// thing, whatever property it goes on to name.
func (o *bldPhase) whichLabel(n *onode) bool {
	wh := o.whPos()
	if wh < 0 || !english.WhatThing.Is(o.word(wh)) {
		return false
	}
	for k := wh + 1; k <= wh+2 && k < len(o.toks); k++ {
		if l := o.labelAtToken(k); l != "" {
			return l == n.label
		}
	}
	return false
}

// thingsBy: the question names n's things and then "by P" ("Rank the
// airports by elevation, highest first"): P orders the things, it is not
// what is asked for.
func (o *bldPhase) thingsBy(n *onode, p string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Name != p || e.Owner != "" && e.Owner != n.label {
			continue
		}
		by := o.tokenAt(e.Span) - 1
		if english.The.Is(o.word(by)) {
			by--
		}
		if by >= 1 && english.KeyBy(o.word(by)) && o.labelAtToken(by-1) == n.label {
			return true
		}
	}
	return false
}

// superBy is the property "by P" names after a superlative and its noun
// ("the three longest flights by distance", "the 5 oldest movies by
// release year"): the question says what the superlative measures, so no
// property is guessed from the adjective. "" when there is none; the
// property's words are consumed, and the adjective with it.
func (o *bldPhase) superBy(label string) string {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner != "" && e.Owner != label {
			continue
		}
		pos := o.tokenAt(e.Span)
		by := pos - 1
		if english.The.Is(o.word(by)) {
			by--
		}
		if !english.KeyBy(o.word(by)) || !o.linksKind(by-1, "label") {
			continue
		}
		p := schema.Find(o.propsOf(label), e.Name)
		if p == nil || !p.Type.Numeric() && p.Type != schema.String && p.Type != schema.Date || p.Type.IsList() {
			continue
		}
		sup := -1
		for k := by - 2; k >= 0 && k >= by-4; k-- {
			if english.IsSuperlative(o.word(k)) {
				sup = k
				break
			}
		}
		if sup < 0 {
			continue
		}
		o.consume(e)
		o.used.mark(sup)
		return e.Name
	}
	return ""
}

// superNamed is the numeric property of label a mention names right after
// a superlative ("the longest range", "the biggest disk"): the question
// says what is measured, so the adjective only gives the direction and no
// property is guessed from it. "" when the word after the superlative
// names none; the words are consumed.
func (o *bldPhase) superNamed(label string) string {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner != "" && e.Owner != label {
			continue
		}
		pos := o.tokenAt(e.Span)
		if pos < 1 || !english.IsSuperlative(o.word(pos-1)) && !english.IsSuperlative(o.lower[pos-1]) {
			continue
		}
		p := schema.Find(o.propsOf(label), e.Name)
		if p == nil || !p.Type.Numeric() || p.Type.IsList() {
			continue
		}
		o.consume(e)
		o.used.mark(pos - 1)
		return e.Name
	}
	return ""
}
