package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// orHaveOwner keeps an owner already found and else looks for one said
// with "have".
func (o *relPhase) orHaveOwner(owner *onode, et *schema.EdgeType, pos int) *onode {
	if owner != nil {
		return owner
	}
	return o.haveOwner(et, pos)
}

// haveOwner is the owner of a noun naming what a verb is done to when the
// possessive is said with "have": "X has which dependencies?", "Which
// prerequisites does X have?" read as "X's dependencies", "X's
// prerequisites" do — X does the verb, the noun is what it is done to.
// Without it the noun's edge was walked the way the labels alone allow,
// which on a relationship from a label to itself is either way. nil when
// the noun is the object of no such "have".
func (o *relPhase) haveOwner(et *schema.EdgeType, pos int) *onode {
	// "X has [which|the|any] [soft] N": the words between "have" and
	// the noun are determiners, adjectives or values qualifying it.
	k := pos - 1
	for n := 0; n < 4 && k >= 0 && !english.HaveForm.Is(o.word(k)); n++ {
		w := o.word(k)
		if !english.HaveObjectLead.Is(w) && o.toks[k].POS != grounding.ADJ && !o.used.has(k) {
			return nil
		}
		k--
	}
	if k > 0 && english.HaveForm.Is(o.word(k)) {
		for _, n := range o.nodes {
			if n.pos >= 0 && len(n.filter) > 0 && o.mentionEnd(n) == k-1 && et.Connects(n.label, "") {
				o.warnHaveOwner(pos, n)
				return n
			}
		}
		return nil
	}
	// "which N does X have": the subject stands between the auxiliary
	// and "have".
	if !english.DoAux.Is(o.word(pos + 1)) {
		return nil
	}
	for _, n := range o.nodes {
		if n.pos >= pos+2 && n.pos <= pos+3 && len(n.filter) > 0 && english.HaveForm.Is(o.word(o.mentionEnd(n)+1)) && et.Connects(n.label, "") {
			o.warnHaveOwner(pos, n)
			return n
		}
	}
	return nil
}

func (o *relPhase) warnHaveOwner(pos int, owner *onode) {
	sp := o.toks[pos].Span
	o.warnings = append(o.warnings, o.diagnostic("have-owner-read", sp, fmt.Sprintf(
		"%q is what %s has, read as its %s: the one that has it does the verb the noun is made from",
		o.ev.Question[sp.Start:sp.End], o.mentionText(owner), o.word(pos))))
}
