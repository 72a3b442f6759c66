package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// verbJoin is verbSubjectJoin, else verbObjectJoin: the edge joining a
// lone part of the question at a verb that links to nothing.
func (o *relPhase) verbJoin(lone *onode, comp map[*onode]bool) *oedge {
	if e := o.verbSubjectJoin(lone, comp); e != nil {
		return e
	}
	return o.verbObjectJoin(lone, comp)
}

// verbObjectJoin reads "How many maintainers work on packages published by
// X?", "employees who staff projects of Finance": the lone thing's noun,
// then (after "who"/"that") a verb that links to no relationship or
// property and a preposition, then the noun of a thing of the rest of the
// question: the verb relates the two, and they are joined by the one
// relationship the schema has between their labels, rather than by
// whatever joins the lone thing to another part (a maintainer's
// organization). nil when the words are not so, the labels are one, or
// they have none or several relationships. The reading is a warning
// (verb-object-joined).
func (o *relPhase) verbObjectJoin(lone *onode, comp map[*onode]bool) *oedge {
	lc := o.component(lone)
	if e := o.verbObjectBetween(lc, comp); e != nil {
		return e
	}
	return o.verbObjectBetween(comp, lc)
}

// verbObjectBetween finds the subject's noun in one part and the object's
// in the other, the verb between them (see verbObjectJoin).
func (o *relPhase) verbObjectBetween(subjects, objects map[*onode]bool) *oedge {
	for subj := range subjects {
		if subj.pos < 0 {
			continue
		}
		k := subj.pos + 1
		if k < len(o.toks) && english.RelativePronoun.Is(o.word(k)) {
			k++
		}
		// Grounding may take the verb into the noun's link ("maintainers
		// work" as Maintainer): then the mention consumed it.
		if k >= len(o.toks) || o.used.has(k) && !o.labelLinkAt(k, subj.label) || o.linksKind(k, "edge") || o.linksKind(k, "prop") || o.isCueWord(k) {
			continue
		}
		if o.toks[k].POS != grounding.VERB && !english.IsKnownVerb(o.lower[k]) {
			continue
		}
		verb := k
		k++
		for k < len(o.toks) && (o.toks[k].POS == grounding.ADP || o.toks[k].POS == grounding.PART || o.toks[k].POS == grounding.DET) {
			k++
		}
		var obj *onode
		for n := range objects {
			if n.pos == k {
				obj = n
			}
		}
		if obj == nil || obj.label == subj.label {
			continue
		}
		var cands []*oedge
		for _, et := range o.s.EdgeTypes {
			if et.Connects(subj.label, obj.label) {
				cands = append(cands, &oedge{typ: et.Name, from: subj, to: obj, pos: -1})
			} else if et.Connects(obj.label, subj.label) {
				cands = append(cands, &oedge{typ: et.Name, from: obj, to: subj, pos: -1})
			}
		}
		if len(cands) != 1 {
			continue
		}
		o.used.mark(verb)
		o.warnings = append(o.warnings, o.diagnostic("verb-object-joined", o.toks[verb].Span, fmt.Sprintf(
			"%q links to nothing: its subject (the %s) is joined to its object (the %s) by %s, the one relationship between them",
			o.toks[verb].Text, subj.label, obj.label, cands[0].typ)))
		return cands[0]
	}
	return nil
}
