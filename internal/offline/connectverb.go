package offline

import (
	"fmt"
)

// verbSubjectJoin joins two parts of a question at the subject of a verb
// that links to nothing: in "the courses Ada Moreau's advisees are
// taking" the courses are related to the advisees (the verb's subject),
// not to Ada, though connect would otherwise join the lone part from its
// named node by whatever relationship that node has to the courses
// (teaching, a silent wrong answer). The subject is the lone part's node
// named last before the verb, the object the other part's node named last
// before the subject (a relative clause puts it first); they are joined by
// the one relationship between their labels. nil when the question is not
// so or the labels have none or several.
func (o *relPhase) verbSubjectJoin(lone *onode, comp map[*onode]bool) *oedge {
	k := o.unlinkedVerb()
	if k < 0 {
		return nil
	}
	lc := o.component(lone)
	if len(lc) < 2 {
		return nil
	}
	var subj *onode
	for n := range lc {
		if p := o.mentionPos(n); p >= 0 && p < k && (subj == nil || p > o.mentionPos(subj)) {
			subj = n
		}
	}
	if subj == nil || subj == lone {
		return nil
	}
	var obj *onode
	for n := range comp {
		if p := o.mentionPos(n); p >= 0 && p < o.mentionPos(subj) && (obj == nil || p > o.mentionPos(obj)) {
			obj = n
		}
	}
	if obj == nil || obj.label == subj.label {
		// Between one label's things the direction would be a guess.
		return nil
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
		return nil
	}
	o.warnings = append(o.warnings, o.diagnostic("verb-subject-joined", o.toks[k].Span, fmt.Sprintf(
		"%q links to nothing: its subject (the %s) is joined to the %s named before it by %s, the one relationship between them",
		o.toks[k].Text, subj.label, obj.label, cands[0].typ)))
	return cands[0]
}

// mentionPos is where the question names a node: its own word, else (a
// node an agent noun implies, "Ada Moreau's advisees") the word of the
// edge that placed it.
func (o *relPhase) mentionPos(n *onode) int {
	if n.pos >= 0 {
		return n.pos
	}
	p := -1
	for _, e := range o.edges {
		if (e.from == n || e.to == n) && e.pos > p {
			p = e.pos
		}
	}
	return p
}
