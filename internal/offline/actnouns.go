package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// actNoun: the noun at token i names what a verb is done to, made from the
// verb ("requirements", "dependencies") or listed by english
// ("prerequisites").
func (o *readCtx) actNoun(i int) bool {
	return english.Act(o.words[i]) || english.ActNounVerb(o.words[i]) != ""
}

// actNounOf: the noun at token i is one english lists as naming what a
// verb is done to, and that verb is the first word of the relationship's
// name ("prerequisites" and REQUIRES). The schema's name decides which
// relationship; the list only says which verb the noun belongs to.
func (o *readCtx) actNounOf(i int, edgeType string) bool {
	v := english.ActNounVerb(o.words[i])
	words := grounding.SplitName(edgeType)
	return v != "" && len(words) > 0 && english.SameBase(v, words[0])
}

// selfRelation: every end of the relationship is of one label, so the
// labels of a question's nodes cannot say which way it runs.
func selfRelation(et *schema.EdgeType) bool {
	for _, ep := range et.Endpoints {
		if ep.From != ep.To {
			return false
		}
	}
	return len(et.Endpoints) > 0
}

// predicateSubject is the node a noun at pos is said of: "X is a N",
// "which X are N", and the question's inverted "is X a N". nil when the
// noun stands in no such clause.
func (o *relPhase) predicateSubject(pos int, ok func(*onode) bool) *onode {
	if n := o.copulaSubject(pos, ok); n != nil {
		return n
	}
	k := pos - 1
	for k >= 0 && english.PredicateFiller.Is(o.word(k)) {
		k--
	}
	for _, n := range o.nodes {
		if n.pos > 0 && o.mentionEnd(n) == k && english.Copula.Is(o.word(n.pos-1)) && ok(n) {
			return n
		}
	}
	return nil
}

// selfActOf places a self-relationship named by a noun for what its verb is
// done to, in the clauses where the noun's owner is no possessive:
//
//   - "the prerequisites for X", "Y is a prerequisite for X", "which
//     courses is Y a prerequisite for": what follows "for" (or the
//     question's phrase, when "for" ends it) does the verb; the noun, or the
//     thing said to be one, is what it is done to;
//   - "S list X as a prerequisite", "S have X as a prerequisite": X is what
//     is done to, the subject S before it does the verb.
//
// On such a relationship direction is all the answer depends on, and word
// order is the only evidence of it, so each reading is a warning. nil when
// the clause is none of these.
func (o *relPhase) selfActOf(et *schema.EdgeType, typ string, pos int, focus *onode) *oedge {
	if !selfRelation(et) {
		return nil
	}
	is := func(n *onode) bool { return et.Connects(n.label, "") }
	var owner, dst *onode
	switch {
	case english.ActOwnerPrep.Is(o.word(pos + 1)):
		for _, n := range o.nodes {
			if n.pos >= pos+2 && n.pos <= pos+4 && len(n.filter) > 0 && is(n) {
				owner = n
				break
			}
		}
		if owner == nil && (pos+2 >= len(o.toks) || o.toks[pos+2].POS == grounding.PUNCT) &&
			focus != nil && len(focus.filter) == 0 && focus.pos >= 0 && focus.pos < pos && is(focus) {
			owner = focus // "which courses is CS101 a prerequisite for?"
		}
		if owner == nil {
			return nil
		}
		dst = o.predicateSubject(pos, func(n *onode) bool { return n != owner && is(n) })
		if dst == nil && focus != nil && focus != owner && len(focus.filter) == 0 && is(focus) {
			dst = focus
		}
		if dst == nil {
			dst = o.impliedEnd(et, owner, false, pos)
		}
	case o.asPredicate(pos):
		as := pos - 1
		if !english.AsRole.Is(o.word(as)) {
			as--
		}
		for _, n := range o.nodes {
			if n.pos >= 0 && n.pos < as && o.mentionEnd(n) == as-1 && is(n) {
				dst = n
			}
		}
		if dst == nil {
			return nil
		}
		owner = o.nearestBefore(dst.pos, func(n *onode) bool { return n != dst && is(n) })
		if owner == nil {
			return nil
		}
	default:
		return nil
	}
	if dst == nil || owner == dst {
		return nil
	}
	o.warnActNoun(typ, pos)
	return &oedge{typ: typ, from: owner, to: dst, pos: pos}
}

// warnActNoun says a self-relationship's direction was read from a noun
// naming what its verb is done to.
func (o *relPhase) warnActNoun(typ string, pos int) {
	sp := o.toks[pos].Span
	o.warnings = append(o.warnings, o.diagnostic("act-noun-read", sp, fmt.Sprintf(
		"%q is read as what %s points at: the thing it belongs to (X's %s, the %s of or for X, X lists Y as one) is the relationship's source, the thing said to be one its target",
		o.ev.Question[sp.Start:sp.End], typ, o.word(pos), o.word(pos))))
}

// The check is registered here, beside the rule that raises it.

// spanOf is the question's bytes a node was named by: its value's span,
// else its word; an implied node has none.
func (o *readCtx) spanOf(n *onode) diag.Span {
	if n.pos < 0 || n.pos >= len(o.toks) {
		return diag.Span{}
	}
	return diag.Span{Start: o.toks[n.pos].Span.Start, End: o.toks[o.mentionEnd(n)].Span.End}
}

// mentionText is how the question names a node ("MATH101"), its label when
// it is implied.
func (o *readCtx) mentionText(n *onode) string {
	sp := o.spanOf(n)
	if sp.End <= sp.Start {
		return "a " + n.label
	}
	return fmt.Sprintf("%q", o.ev.Question[sp.Start:sp.End])
}

// endName names a relationship's end for a warning.
func endName(source bool) string {
	if source {
		return "source"
	}
	return "target"
}

// compoundModifier: the words at sp modify a noun right after them that
// links to nothing ("type ratings"): the compound names that noun, which
// the schema lacks, so the modifier's own link (type ~ a kind property)
// says nothing of what the question relates.
func (o *readCtx) compoundModifier(sp diag.Span) bool {
	idx := o.tokensIn(sp)
	if len(idx) == 0 {
		return false
	}
	k := idx[len(idx)-1] + 1
	if k >= len(o.toks) || o.toks[k].POS != grounding.NOUN || o.linksAt(k) || o.isCueWord(k) {
		return false
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= o.toks[k].Span.Start && v.Span.End >= o.toks[k].Span.End {
			return false
		}
	}
	return true
}
