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
		act := o.actVerbAt(ev.pos, ev.label)
		if act {
			o.acts = append(o.acts, ev)
		}
		if o.toks[ev.pos].POS != grounding.VERB && !act {
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
		} else if act && o.objectAfter(ev.pos) != nil {
			// "customers bought products supplied by X", "bought
			// something in the Headphones category": the verb of an act
			// takes its object right after it.
			obj = o.objectAfter(ev.pos)
		} else if focus != nil && focus != subj && focus != ev && focus.pos >= 0 && focus.pos < subj.pos && o.degree(focus) == 0 &&
			(ev.pos+1 >= len(o.toks) || o.toks[ev.pos+1].POS == grounding.PUNCT) && (o.auxSubject(ev.pos) == subj || act && o.perfectSubject(ev.pos) == subj) {
			// "Which aircraft types does X fly?": the asked-for phrase is
			// the object only of a question whose auxiliary puts the
			// subject after it; "the degree that has the most students
			// enrolled" ends with a participle, not a transitive verb.
			obj = focus
		}
		if obj == nil && act && focus != nil && focus != subj && focus != ev && focus.pos >= 0 && focus.pos < subj.pos && o.degree(focus) == 0 &&
			o.strandedPrepAt(ev.pos+1) && (o.auxSubject(ev.pos) == subj || o.perfectSubject(ev.pos) == subj) {
			// "Which categories has X bought from?": the stranded
			// preposition's object is the asked-for phrase.
			obj = focus
		}
		if obj == nil || obj == subj {
			continue
		}
		es, ok1 := o.eventEdge(ev, subj, "")
		eo, ok2 := o.eventEdge(ev, obj, prep)
		var via []*oedge
		if ok1 && !ok2 && act {
			// The act's node reaches the object through one thing only
			// ("bought from a category": the order contains a product in
			// it).
			via, ok2 = o.eventVia(ev, obj)
		}
		if !ok1 || !ok2 {
			continue
		}
		if via != nil {
			o.edges = append(o.edges, es)
			o.edges = append(o.edges, via...)
			o.warnings = append(o.warnings, o.diagnostic("event-verb-read", o.toks[ev.pos].Span, fmt.Sprintf(
				"%q links to %s, not to a relationship: %s is read as joined to a %s (%s), and %s through a %s (%s, %s), the one thing between them",
				o.toks[ev.pos].Text, ev.label, o.mentionText(subj), ev.label, es.typ, o.mentionText(obj), midOf(via[0], ev).label, via[0].typ, via[1].typ)))
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
	want, _ := journeyEnds(prep)
	var hit []*oedge
	for _, c := range cands {
		if nameSays(c.typ, want) {
			hit = append(hit, c)
		}
	}
	if len(hit) != 1 {
		return nil, false
	}
	return hit[0], true
}

// objectAfter is the node named right after a verb at pos, past an
// indefinite pronoun and a preposition ("bought something in the X
// category"), nil when a preposition of motion, another verb, or nothing
// within three words follows.
func (o *relPhase) objectAfter(pos int) *onode {
	if p := o.word(pos + 1); english.TowardPrep.Is(p) || english.AwayPrep.Is(p) {
		return nil
	}
	for k := pos + 1; k <= pos+4 && k < len(o.toks); k++ {
		if n := o.firstNodeIn(k, k, nil); n != nil {
			return n
		}
		if o.toks[k].POS == grounding.VERB || o.toks[k].POS == grounding.PUNCT {
			return nil
		}
	}
	return nil
}

// strandedPrepAt: token i is a preposition that ends the question ("bought
// from?").
func (o *relPhase) strandedPrepAt(i int) bool {
	p := o.word(i)
	return (english.TowardPrep.Is(p) || english.AwayPrep.Is(p)) && (i+1 >= len(o.toks) || o.toks[i+1].POS == grounding.PUNCT)
}

// eventVia joins an act's node to n through the one label that has exactly
// one relationship to each, when exactly one label does; a new node of
// that label stands between them.
func (o *relPhase) eventVia(ev, n *onode) ([]*oedge, bool) {
	one := func(a, b string) (string, bool, int) {
		typ, fwd, k := "", false, 0
		for _, et := range o.s.EdgeTypes {
			if et.Connects(a, b) {
				typ, fwd, k = et.Name, true, k+1
			} else if et.Connects(b, a) {
				typ, fwd, k = et.Name, false, k+1
			}
		}
		return typ, fwd, k
	}
	var hit []string
	for _, l := range o.s.Labels {
		if l.Name == ev.label || l.Name == n.label {
			continue
		}
		_, _, k1 := one(ev.label, l.Name)
		_, _, k2 := one(l.Name, n.label)
		if k1 == 1 && k2 == 1 {
			hit = append(hit, l.Name)
		}
	}
	if len(hit) != 1 {
		return nil, false
	}
	mid := o.addNode(hit[0], -1)
	edge := func(a, b *onode) *oedge {
		typ, fwd, _ := one(a.label, b.label)
		if fwd {
			return &oedge{typ: typ, from: a, to: b, pos: -1}
		}
		return &oedge{typ: typ, from: b, to: a, pos: -1}
	}
	return []*oedge{edge(ev, mid), edge(mid, n)}, true
}

// midOf is the end of e that is not n.
func midOf(e *oedge, n *onode) *onode {
	if e.from == n {
		return e.to
	}
	return e.from
}

// perfectSubject is the named node right after the "has" of a perfect
// that puts the subject after it ("What has X bought?"), nil when none.
func (o *relPhase) perfectSubject(pos int) *onode {
	return o.subjectAfter(pos, english.Frame.HaveAux)
}

// journeyEnds are the words a relationship's name uses for the end of a
// journey a preposition of motion names ("from", "out of": the departure;
// "to", "into": the arrival), and for the other end.
func journeyEnds(prep string) (want, other english.WordList) {
	if english.AwayPrep.Is(prep) {
		return english.Departure, english.Arrival
	}
	return english.Arrival, english.Departure
}

// nameSays: a part of the relationship type's name is one of the words
// (DEPARTS_FROM says "from").
func nameSays(typ string, l english.WordList) bool {
	for _, part := range grounding.SplitName(typ) {
		if l.Is(strings.ToLower(part)) {
			return true
		}
	}
	return false
}
