package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// eventVerbs reads a verb that links to a label rather than to a
// relationship ("airlines that fly to Lisbon" with "fly" linked to Flight):
// the verb names a thing that happens, and its subject and object are each
// related to that thing, not to one another. "Airlines that fly to Lisbon"
// are the airlines operating a flight that arrives at Lisbon; joining the
// airline to the airport directly would walk another relationship the two
// labels have (a hub), a silent wrong answer.
//
// The subject is the nearest node before the verb; the object the node
// after the verb's preposition ("fly to X"), the question's phrase after a
// fronted one ("From which airports does X fly"), else the question's
// asked-for node ("Which aircraft types does X fly"). Each is joined to the
// event's node by the one relationship between their labels; of several,
// the preposition picks the one whose name says arrival ("to") or
// departure ("from"). When the subject or the object cannot be joined so,
// nothing is placed and connect joins the nodes as before.
func (o *relPhase) eventVerbs(focus *onode) {
	for _, ev := range o.nodes {
		if ev.pos <= 0 || ev.pos >= len(o.toks) || o.degree(ev) > 0 || len(ev.filter) > 0 || ev.focus || o.negatedAt(ev.pos) {
			// A negated verb ("have not been arranged to teach") is the
			// negation's to place.
			continue
		}
		subj := o.nearestBefore(ev.pos, func(n *onode) bool { return n != ev && n.label != ev.label && n.pos >= 0 })
		if subj == nil {
			continue
		}
		if o.toks[ev.pos].POS != grounding.VERB {
			// The tagger may take a bare verb for a noun ("companies sail
			// to X"): it is read as the verb only right after its subject's
			// name and before a preposition of motion.
			next := o.word(ev.pos + 1)
			if o.mentionEnd(subj) != ev.pos-1 || !english.TowardPrep.Is(next) && !english.AwayPrep.Is(next) {
				continue
			}
		}
		var obj *onode
		prep := ""
		if p := o.word(ev.pos + 1); english.TowardPrep.Is(p) || english.AwayPrep.Is(p) {
			prep = p
			obj = o.firstNodeIn(ev.pos+2, ev.pos+4, ev)
		} else if w := o.whPos(); w > 0 && (english.TowardPrep.Is(o.word(w-1)) || english.AwayPrep.Is(o.word(w-1))) {
			// "From which airports does X fly?"
			prep = o.word(w - 1)
			if obj = o.firstNodeIn(w+1, w+3, ev); obj != nil && obj.pos >= subj.pos {
				obj = nil
			}
		} else if focus != nil && focus != subj && focus != ev && focus.pos >= 0 && focus.pos < subj.pos && o.degree(focus) == 0 &&
			(ev.pos+1 >= len(o.toks) || o.toks[ev.pos+1].POS == grounding.PUNCT) && o.auxSubject(ev.pos) == subj {
			// "Which aircraft types does X fly?": the asked-for phrase is
			// the object only of a question whose auxiliary puts the
			// subject after it; "the degree that has the most students
			// enrolled" ends with a participle, not a transitive verb.
			obj = focus
		}
		if obj == nil || obj == subj {
			continue
		}
		es, ok1 := o.eventEdge(ev, subj, "")
		eo, ok2 := o.eventEdge(ev, obj, prep)
		if !ok1 || !ok2 {
			continue
		}
		o.edges = append(o.edges, es, eo)
		o.warnings = append(o.warnings, o.diagnostic("event-verb-read", o.toks[ev.pos].Span, fmt.Sprintf(
			"%q links to %s, not to a relationship: %s and %s are read as joined through a %s (%s, %s) rather than to each other directly",
			o.toks[ev.pos].Text, ev.label, o.mentionText(subj), o.mentionText(obj), ev.label, es.typ, eo.typ)))
	}
}

// firstNodeIn is the node named first between tokens a and b (inclusive),
// other than skip.
func (o *relPhase) firstNodeIn(a, b int, skip *onode) *onode {
	var best *onode
	for _, n := range o.nodes {
		if n != skip && n.pos >= a && n.pos <= b && (best == nil || n.pos < best.pos) {
			best = n
		}
	}
	return best
}

// eventEdge is the edge joining an event's node to n: the one relationship
// between their labels, else the one of several whose name says the end
// the preposition names (arrival for "to", departure for "from").
func (o *relPhase) eventEdge(ev, n *onode, prep string) (*oedge, bool) {
	var cands []*oedge
	for _, et := range o.s.EdgeTypes {
		if et.Connects(ev.label, n.label) {
			cands = append(cands, &oedge{typ: et.Name, from: ev, to: n, pos: -1})
		} else if et.Connects(n.label, ev.label) {
			cands = append(cands, &oedge{typ: et.Name, from: n, to: ev, pos: -1})
		}
	}
	if len(cands) == 1 {
		return cands[0], true
	}
	if prep == "" {
		return nil, false
	}
	want := english.Arrival
	if english.AwayPrep.Is(prep) {
		want = english.Departure
	}
	var hit []*oedge
	for _, c := range cands {
		for _, w := range grounding.SplitName(c.typ) {
			if want.Is(strings.ToLower(w)) {
				hit = append(hit, c)
				break
			}
		}
	}
	if len(hit) != 1 {
		return nil, false
	}
	return hit[0], true
}
