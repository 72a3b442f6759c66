package offline

import (
	"fmt"
	"sort"

	"github.com/gql-dev/gql/internal/english"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

var negWords = setOf(english.Not)

// negatedLabels reads "stadiums without any concert", "people with no
// reviews" when no edge word is negated: the label after the negation is
// the far end of a negated edge, the only edge type the schema has between
// it and the focus. With several candidate types the question does not say
// which relationship is missing, and it is refused rather than answered
// without the negation.
func (o *relPhase) negatedLabels(focus *onode) error {
	if focus == nil {
		return nil
	}
	for _, n := range o.nodes {
		if !o.hasNode(n) || n == focus || n.pos < 0 || o.touchesAny(n) {
			continue
		}
		at := n.pos
		if len(n.filter) > 0 {
			at = o.namedMention(n)
		}
		if at < 0 || !o.negatedAt(at) && !o.negatedOver(at) {
			continue
		}
		if o.namedForImplied(focus, n) {
			continue // fix42_denied.go
		}
		var cands []*oedge
		for _, et := range o.s.EdgeTypes {
			if et.Connects(focus.label, n.label) {
				cands = append(cands, &oedge{typ: et.Name, from: focus, to: n, pos: n.pos, negated: true})
			} else if et.Connects(n.label, focus.label) {
				cands = append(cands, &oedge{typ: et.Name, from: n, to: focus, pos: n.pos, negated: true})
			}
		}
		if len(cands) > 1 && o.noneOfThem(focus, n, cands) {
			o.edges = append(o.edges, cands...)
			continue
		}
		if len(cands) == 0 {
			e, err := o.negatedJunction(focus, n)
			if err != nil {
				return err
			}
			if e != nil {
				o.edges = append(o.edges, e)
				continue
			}
		}
		cands = o.negatedKeyByVerb(cands)
		if len(cands) != 1 {
			return o.refuse("ambiguous-negation", n.pos, "the question negates a relationship between %s and %s without naming it, and the schema has %d", focus.label, n.label, len(cands))
		}
		o.edges = append(o.edges, cands[0])
	}
	return nil
}

// namedMention is the token that names the label of n, a node anchored by
// values, when the mention stands right before the values and so under the
// same negation ("not play any cartoon directed by Ben Jones"): -1 when the
// values are no equalities on n itself (namedUnderNegation) or no mention
// of the label precedes them within three words.
func (o *relPhase) namedMention(n *onode) int {
	if !namedUnderNegation(n) {
		return -1
	}
	for k := n.pos - 1; k >= 0 && k >= n.pos-3; k-- {
		if o.linksNamed(k, "label", n.label) {
			if !o.thingDenies(k) {
				return -1
			}
			return k
		}
	}
	return -1
}

// thingDenies: the negation before token i ("not play any cartoon") has a
// thing the question names as its subject ("tv channels that do not"), and
// no possessive stands before it. "What are the countries that are not
// playing …" and "which countries' tv channels are not playing …" ask for
// the values no such thing holds (a set difference), which NOT EXISTS per
// thing does not answer: a value held by one thing that plays and one
// that does not would be listed.
func (o *relPhase) thingDenies(i int) bool {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if !o.denies(k) {
			continue
		}
		if !o.thingBefore(k) {
			return false
		}
		for j := 0; j < k; j++ {
			if english.PossessiveAt(o.words, j) || strings.HasSuffix(o.words[j], "'") {
				return false
			}
		}
		return true
	}
	return false
}

// namedUnderNegation: every filter of n is an equality on n itself
// ("tv channels that do not play any cartoon directed by Ben Jones"), which
// the negated pattern can carry as its far end's values (negatedFarEq);
// any other filter cannot stand inside NOT EXISTS.
func namedUnderNegation(n *onode) bool {
	for _, f := range n.filter {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Var != n.v {
			return false
		}
	}
	return true
}

// Phase edges (relations): one pattern.
//
// Input (relationsInput): the anchors and the focus phase's nodes, what is
// asked, the pending agent-noun edges, the label and edge mentions no
// earlier phase consumed, and the edge-property values the anchors phase
// set aside. Output (relationsResult, applied by compile): the nodes and
// edges forming one connected pattern (negated edges hang off it), every
// edge in a direction the schema's endpoints allow; the edge-property
// values as filters; the ranking's variable; the tokens consumed and the
// edge links set aside. It refuses when the question asks for nothing the
// schema has or names a negated relationship ambiguously. The phase's
// methods work on a relPhase (relations.go): copies of the input, never
// compile's state.

// relate places the pattern on the phase's state.
func (o *relPhase) relate(a asked) error {
	focus := a.node
	o.placeLabelMentions(focus)
	if err := o.placeEdges(focus); err != nil {
		return err
	}
	o.eventVerbs(focus)
	if err := o.orderedChain(focus); err != nil {
		return err
	}
	if err := o.hierarchyChain(focus); err != nil {
		return err
	}
	if err := o.rankChainWalk(focus); err != nil {
		return err
	}
	if err := o.alternatives(focus); err != nil {
		return err
	}
	if focus == nil && a.prop == "" {
		return o.refuse("no-focus", -1, "could not tell what the question asks for: %s", o.linksSummary())
	}
	o.mergePredicateNoun(focus)
	o.mergeSameLabelAnchors(focus)
	o.mergeStateAnchor(focus) // fix26_states.go
	if err := o.negatedLabels(focus); err != nil {
		return err
	}
	if err := o.negatedNobody(focus); err != nil {
		return err
	}
	if err := o.connect(focus); err != nil {
		return err
	}
	if a.ownerEdge != "" && focus != nil {
		// The asked-for property lives on an edge ("what rating did X give Y").
		if e := o.edgeOfType(a.ownerEdge); e == nil {
			if err := o.ensureEdge(a.ownerEdge, focus); err != nil {
				return err
			}
		}
	}
	if o.rank != nil && focus != nil && o.s.EdgeType(o.rank.Owner) != nil {
		if e := o.edgeOfType(o.rank.Owner); e == nil {
			if err := o.ensureEdge(o.rank.Owner, focus); err != nil {
				return err
			}
		}
	}
	o.mergeParallel(focus)
	if o.rank != nil && focus != nil {
		o.rankV = o.rankVar(focus)
	}
	return nil
}

// mergeParallel removes spurious self-joins: two edges of one type from the
// same node to two nodes of one label, one of them bare (no filter, not
// asked for, touched by nothing else), are the same edge mentioned twice
// ("cartoons on the TV channel with series name 'Sky Radio'" names the
// channel once as a noun and once by its value). A join that needs two
// distinct nodes is kept: both ends anchored or asked for ("actors who
// appeared with Tom Hanks").
func (o *relPhase) mergeParallel(focus *onode) {
	for changed := true; changed; {
		changed = false
		for _, a := range o.edges {
			for _, b := range o.edges {
				if a == b || a.typ != b.typ || a.negated || b.negated || a.from == nil || a.to == nil || b.from == nil || b.to == nil {
					continue
				}
				var keep, drop *onode // drop is a second mention of keep
				switch {
				case a.from == b.from && a.to != b.to && a.to.label == b.to.label:
					keep, drop = a.to, b.to
				case a.to == b.to && a.from != b.from && a.from.label == b.from.label:
					keep, drop = a.from, b.from
				default:
					continue
				}
				if len(drop.filter) > 0 || drop.focus || drop == focus || o.degree(drop) != 1 || len(keep.filter) == 0 && keep != focus {
					continue
				}
				o.removeEdge(b)
				o.removeNode(drop)
				changed = true
				break
			}
			if changed {
				break
			}
		}
	}
}

func (o *relPhase) removeEdge(e *oedge) {
	var keep []*oedge
	for _, x := range o.edges {
		if x != e {
			keep = append(keep, x)
		}
	}
	o.edges = keep
}

// placeLabelMentions adds a node for every label mention not yet used,
// unless it just names an adjacent anchor ("the movie The Matrix").
func (o *relPhase) placeLabelMentions(focus *onode) {
	for _, l := range o.elementsOf("label") {
		pos := o.tokenAt(l.Span)
		merged := false
		for _, n := range o.nodes {
			if n.label == l.Name && n.pos >= 0 && len(n.filter) > 0 &&
				(pos-n.pos == 1 || pos > n.pos && o.anchorWordsBetween(n.pos, pos) || (n.pos > pos && n.pos-pos <= 6 && o.nothingBetween(pos, n.pos))) {
				merged = true
			}
		}
		o.consume(l)
		// A relative pronoun ("people who produced") is not a new node.
		if w := strings.ToLower(o.ev.Question[l.Span.Start:l.Span.End]); english.RelativePronoun.Is(w) && pos != o.whPos() {
			continue
		}
		// "Who are the three oldest people": the noun restates the focus.
		if focus != nil && focus.label == l.Name && len(focus.filter) == 0 && pos > focus.pos && o.onlyCopulaBetween(focus.pos, pos) {
			merged = true
		}
		if merged {
			continue
		}
		o.addNode(l.Name, pos)
	}
}

// nothingBetween: no other mention lies strictly between two tokens ("the
// movie with the tagline 'X'" names one node).
func (o *relPhase) nothingBetween(a, b int) bool {
	for _, e := range o.ev.Elements {
		if p := o.tokenAt(e.Span); p > a && p < b && (e.Kind == "label" || e.Kind == "edge") {
			return false
		}
	}
	for _, n := range o.nodes {
		if n.pos > a && n.pos < b {
			return false
		}
	}
	for k := a + 1; k < b; k++ {
		// A property's words ("with series name 'X'") may be tagged as verbs.
		if t := o.toks[k]; t.POS == grounding.VERB && !o.linksKind(k, "prop") {
			return false
		}
	}
	return true
}

// onlyHaveBetween: the words between a noun and an anchor only say the noun
// has the anchor's value ("movie has the tagline", "movies that have the
// title", "movie with the name").
func (o *readCtx) onlyHaveBetween(a, b int) bool {
	for k := a + 1; k < b; k++ {
		switch {
		case english.HasValue.Is(o.word(k)) || o.isQuoteMark(k):
		case o.linksKind(k, "prop"):
		default:
			return false
		}
	}
	return true
}

func (o *readCtx) onlyCopulaBetween(a, b int) bool {
	for k := a + 1; k < b; k++ {
		t := o.toks[k]
		if t.POS == grounding.VERB || t.POS == grounding.ADP || t.POS == grounding.PROPN {
			return false
		}
		if t.POS == grounding.NOUN && !english.TopNoun.Is(o.word(k)) {
			return false
		}
	}
	return true
}

func (o *relPhase) edgeOfType(t string) *oedge { return edgeOf(o.edges, t) }

// edgeOf is the first edge of type t, nil when there is none.
func edgeOf(edges []*oedge, t string) *oedge {
	for _, e := range edges {
		if e.typ == t {
			return e
		}
	}
	return nil
}

// negatedAt: a negation word shortly before token i.
func (o *readCtx) negatedAt(i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := o.word(k)
		if negWords[w] || strings.HasSuffix(w, "n't") {
			return true
		}
	}
	return false
}

// placeEdges attaches each edge mention to the node mentions around it, in
// the direction the schema allows; a missing end becomes an implied node.
func (o *relPhase) placeEdges(focus *onode) error {
	mentions := o.elementsOf("edge")
	// A property of an edge type implies the edge ("rate above 80" →
	// REVIEWED) when the question names no edge of that type.
	named := map[string]bool{}
	for _, m := range mentions {
		named[m.Name] = true
	}
	for _, p := range o.ev.Elements {
		if p.Kind != "prop" || p.Owner == "" || o.s.EdgeType(p.Owner) == nil || named[p.Owner] || o.compoundModifier(p.Span) || o.levelsOfWalk(p.Span) || o.depthCueProp(p) {
			continue
		}
		named[p.Owner] = true
		mentions = append(mentions, ElementLink{Kind: "edge", Name: p.Owner, Span: p.Span, Score: p.Score, implied: true})
	}
	sort.SliceStable(mentions, func(i, j int) bool { return mentions[i].Span.Start < mentions[j].Span.Start })
	mentions = o.oneEdgePerWord(mentions)
	mentions = o.lightVerbs(mentions)
	countNoun := -1
	if o.countEdges && len(o.pending) > 0 {
		countNoun = o.pending[0].pos
	}
	for _, p := range o.pending {
		o.edges = append(o.edges, p)
	}
	for _, m := range mentions {
		pos := o.tokenAt(m.Span)
		o.agentSynonymMention(m, pos)
		o.converseNounMention(m, pos)
		if idx := o.tokensIn(m.Span); len(idx) > 1 && o.toks[idx[0]].POS == grounding.WH {
			// "Who manages" linked as one span: the verb is where the
			// relationship sits; the pronoun is its subject.
			pos = idx[1]
		}
		et := o.s.EdgeType(m.Name)
		if et == nil {
			continue
		}
		if !m.implied {
			o.consume(m)
		}
		// "Which projects have nobody assigned?": the link may start at
		// the negation itself ("nobody assigned").
		neg := o.negatedAt(pos) || negWords[o.word(pos)] || o.deniedObjectNoun(pos)
		// "how many reviews did each reviewer write": the verb after a
		// counted edge noun is that noun's own predicate.
		if countNoun >= 0 && pos > countNoun && !neg && !o.isAgentNoun(m) {
			continue
		}
		// A second mention of an edge already placed ("actors ... acted in")
		// adds nothing unless it is negated.
		if ex := o.edgeOfType(m.Name); ex != nil && !neg {
			// "Who manages the manager of X": the agent noun is the
			// verb's object, a second step of the same relationship,
			// which one edge would drop.
			if o.isAgentNoun(m) && ex.pos >= 0 && ex.pos < pos && pos-ex.pos <= 3 && english.OfPossessor.Is(o.word(pos+1)) && !o.isAgentNoun(o.elementAt(ex.pos, m.Name)) {
				return o.refuse("unsupported-operation", pos, "the question chains %s twice (\"%s ... %s of\"), a second step offline compilation does not build", m.Name, o.word(ex.pos), o.word(pos))
			}
			if ex.to == nil {
				o.completePending(ex, pos)
			}
			continue
		}
		if o.isAgentNoun(m) && !neg {
			k := o.possessorOf(pos)
			if k < 0 && english.OfPossessor.Is(o.word(pos+1)) {
				// "the managers of X", "the followers of X": X is what
				// the agent acts on, as in "X's managers".
				for _, n := range o.nodes {
					if n.pos >= pos+2 && n.pos <= pos+4 && len(n.filter) > 0 {
						k = n.pos
						break
					}
				}
			}
			if k >= 0 {
				// "The Matrix's director", "Alan Turing's manager": the
				// possessor is what the agent acts on.
				e, owner := o.possessed(et, m.Name, k, pos, focus)
				if e != nil {
					o.edges = append(o.edges, e)
					continue
				}
				if owner != nil {
					return o.refuse("disconnected", pos, "%q is not something a %s relationship can end at, so %s of it says nothing the schema holds", owner.label, m.Name, o.word(pos))
				}
			}
			// "the manager of whom": what follows "of" is what the agent
			// acts on, never the agent itself.
			ofAfter := english.OfPossessor.Is(o.word(pos + 1))
			src := o.nearestNode(pos, func(n *onode) bool { return et.Connects(n.label, "") && !(ofAfter && n.pos > pos) }, 2)
			if src == nil {
				// "movies where the directors were also actors": one person.
				src = o.copulaSubject(pos, func(n *onode) bool { return et.Connects(n.label, "") })
			}
			src = o.strandedSubject(src, pos, et)
			if src == nil && o.asPredicate(pos) {
				// "Nancy Meyers was involved as a writer": the noun says what
				// the subject before it is.
				src = o.nearestBefore(pos, func(n *onode) bool { return et.Connects(n.label, "") })
			}
			if src == nil && focus != nil && len(focus.filter) == 0 && et.Connects(focus.label, "") &&
				focus.pos < pos && o.onlyCopulaBetween(focus.pos, pos) {
				src = focus // "who are the youngest producers"
			}
			if src == nil {
				src = o.addNode(et.Endpoints[0].From, pos)
			}
			e := &oedge{typ: m.Name, from: src, pos: pos}
			o.edges = append(o.edges, e)
			o.completePending(e, pos)
			continue
		}
		if e := o.actOf(et, m.Name, pos, focus); e != nil {
			o.edges = append(o.edges, e)
			continue
		}
		var from, to *onode
		if neg {
			from, to = o.negatedEnds(et, pos, o.isAgentNoun(m))
		} else {
			from, to = o.endsFor(et, pos)
			if from != nil && to != nil && o.converseMention(m) && from.label == to.label {
				from, to = to, from
			}
		}
		if from == nil && to == nil {
			// Only one node can take part: hang the edge on it, the focus
			// first, else the nearest.
			cands := append([]*onode{}, o.nodes...)
			sort.SliceStable(cands, func(i, j int) bool {
				if (cands[i] == focus) != (cands[j] == focus) {
					return cands[i] == focus
				}
				return dist(cands[i].pos, pos) < dist(cands[j].pos, pos)
			})
			for _, n := range cands {
				if et.Connects(n.label, "") {
					from = n
					break
				}
				if et.Connects("", n.label) {
					to = n
					break
				}
			}
		}
		if from == nil {
			from = o.impliedEnd(et, to, true, pos)
		}
		if to == nil {
			to = o.impliedEnd(et, from, false, pos)
		}
		if from == nil || to == nil {
			continue
		}
		from, to = o.participleEnds(m, from, to, neg)
		o.edges = append(o.edges, &oedge{typ: m.Name, from: from, to: to, pos: pos, negated: neg})
	}
	for _, e := range o.edges {
		if e.to == nil {
			o.completePending(e, len(o.toks))
		}
	}
	// Values on edge properties need their edge.
	for _, v := range o.edgeValues {
		e := o.edgeOfType(v.Owner)
		if e == nil {
			if focus == nil {
				return o.errorOf(o.refusalAt("unplaced-value", v.Span, "%q is a value of %s.%s but nothing in the question says whose", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop))
			}
			if err := o.ensureEdge(v.Owner, focus); err != nil {
				return err
			}
			e = o.edgeOfType(v.Owner)
			o.dropParaphrase(e)
		}
		if e.v == "" {
			e.v = o.newVar("r")
		}
		op := templates.Eq
		if p := schema.Find(o.propsOf(v.Owner), v.Prop); p != nil && p.Type.IsList() {
			op = templates.HasElem
		}
		o.filter = append(o.filter, templates.C(e.v, v.Prop, op, v.Value))
	}
	return nil
}

// negatedEnds places a negated edge ("have never directed a movie", "have
// no reviews"): one end is the nearest node before the negation, the other
// a node named right after the edge word, else an implied node.
func (o *relPhase) negatedEnds(et *schema.EdgeType, pos int, agent bool) (*onode, *onode) {
	var right *onode
	for _, n := range o.nodes {
		if n.pos > pos && n.pos <= pos+3 && (right == nil || n.pos < right.pos) {
			right = n
		}
	}
	var best *onode
	bestFrom := true
	for _, n := range o.nodes {
		if n.pos < 0 || n.pos >= pos {
			continue
		}
		fits, from := false, true
		if right != nil {
			if et.Connects(n.label, right.label) {
				fits = true
			} else if et.Connects(right.label, n.label) {
				fits, from = true, false
			}
		} else if et.Connects(n.label, "") {
			fits = true
		} else if et.Connects("", n.label) {
			fits, from = true, false
		}
		if fits && (best == nil || n.pos > best.pos) {
			best, bestFrom = n, from
		}
	}
	if f := o.focusNode; right == nil && f != nil && f.pos < pos {
		// "Which movies did Tom Hanks act in but not direct?": the
		// subject after the auxiliary does both verbs, the focus is the
		// object of both.
		if subj := o.auxSubject(pos); subj != nil && subj != f {
			if et.Connects(subj.label, f.label) {
				return subj, f
			}
			if et.Connects(f.label, subj.label) {
				return f, subj
			}
		}
	}
	if f := o.focusNode; right == nil && f != nil && f.pos < pos && et.Connects("", f.label) {
		// "Which packages does nothing depend on?": the negation is the
		// subject after the auxiliary, the focus the object.
		if k := o.negativeSubjectAt(f.pos, pos); k >= 0 {
			var subj *onode
			for _, n := range o.nodes {
				if n.pos > k && n.pos < pos && et.Connects(n.label, f.label) {
					subj = n // "does no package depend on"
				}
			}
			if subj == nil {
				subj = o.impliedEnd(et, f, true, pos)
			}
			return subj, f
		}
	}
	if right == nil && o.focusNode != nil && o.focusNode.pos < pos {
		// "persons who have produced movies but have not directed any":
		// the clause's subject is the focus, not the nearest noun.
		if et.Connects(o.focusNode.label, "") {
			best, bestFrom = o.focusNode, true
		} else if et.Connects("", o.focusNode.label) {
			best, bestFrom = o.focusNode, false
		}
	}
	if best == nil {
		return nil, nil
	}
	if agent && right == nil && et.Connects("", best.label) && !(o.copulaDeniedBefore(pos) && et.Connects(best.label, "")) {
		// "people with no followers", "movies without a director": the
		// agent noun names the source, so the subject is the target.
		bestFrom = false
	}
	if bestFrom && (right == nil || o.passiveAgentAt(pos, right.pos-1) && et.Connects(right.label, best.label)) && o.negatedPassiveTarget(et, pos, best) {
		bestFrom = false // "who is not managed by anyone" (fix35)
	}
	other := right
	if bestFrom {
		if other == nil {
			other = o.impliedEnd(et, best, false, pos)
		}
		return best, other
	}
	if other == nil {
		other = o.impliedEnd(et, best, true, pos)
	}
	return other, best
}

// auxSubject is the named node right after an auxiliary before token pos
// ("did Tom Hanks act", "does Ada manage"), nil when there is none.
func (o *relPhase) auxSubject(pos int) *onode {
	return o.subjectAfter(pos, english.DoAux)
}

// subjectAfter is the named node within three words after the last word
// of aux before token pos (the subject an auxiliary puts after itself),
// nil when there is none.
func (o *relPhase) subjectAfter(pos int, aux english.WordList) *onode {
	for k := pos - 1; k >= 0; k-- {
		if !aux.Is(o.word(k)) {
			continue
		}
		for _, n := range o.nodes {
			if n.pos > k && n.pos <= k+3 && n.pos < pos && len(n.filter) > 0 {
				return n
			}
		}
		return nil
	}
	return nil
}

// completePending gives an agent-noun edge its other end: the nearest node
// after it that the schema allows, or an implied one.
func (o *relPhase) completePending(e *oedge, pos int) {
	et := o.s.EdgeType(e.typ)
	if et == nil {
		return
	}
	var best *onode
	bestD := 1 << 30
	for _, n := range o.nodes {
		if n == e.from || n.pos < 0 {
			continue
		}
		d := n.pos - e.pos
		if d < 0 {
			d = 100 - d // a node after the noun is the likelier object
		}
		if et.Connects(e.from.label, n.label) && d < bestD {
			best, bestD = n, d
		}
	}
	if best == nil {
		best = o.impliedEnd(et, e.from, false, pos)
	}
	e.to = best
}

// copulaSubject is the node named just before "were also", "is also", "are
// both" etc. in front of the noun at pos: the noun describes it.
func (o *relPhase) copulaSubject(pos int, ok func(*onode) bool) *onode {
	k := pos - 1
	sawCopula := false
	for k >= 0 {
		if english.Copula.Is(o.word(k)) {
			sawCopula = true
			k--
			continue
		}
		if english.PredicateFiller.Is(o.word(k)) {
			k--
			continue
		}
		break
	}
	if !sawCopula || k < 0 {
		return nil
	}
	for _, n := range o.nodes {
		if (n.pos == k || n.pos >= 0 && n.pos < k && o.mentionEnd(n) == k) && ok(n) {
			return n
		}
	}
	return nil
}

// mentionEnd is the last token of a node's mention: a named node's value
// spans several words ("Atlantic Crown is a partner"), and what stands
// after the name reads from its last word, not its first.
func (o *readCtx) mentionEnd(n *onode) int {
	if n.pos < 0 {
		return n.pos
	}
	end := n.pos
	for _, v := range o.ev.Values {
		idx := o.tokensIn(v.Span)
		if len(idx) > 0 && idx[0] == n.pos && idx[len(idx)-1] > end {
			end = idx[len(idx)-1]
		}
	}
	if len(n.filter) == 0 {
		// A label named in several words ("aircraft types").
		for _, e := range o.ev.Elements {
			idx := o.tokensIn(e.Span)
			if e.Kind == "label" && e.Name == n.label && len(idx) > 0 && idx[0] == n.pos && idx[len(idx)-1] > end {
				end = idx[len(idx)-1]
			}
		}
	}
	return end
}

// asPredicate: the noun at pos follows "as" ("as a writer").
func (o *readCtx) asPredicate(pos int) bool {
	k := pos - 1
	if english.Determiner.Is(o.word(k)) {
		k--
	}
	return english.AsRole.Is(o.word(k))
}

func (o *relPhase) nearestBefore(pos int, ok func(*onode) bool) *onode {
	var best *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < pos && ok(n) && (best == nil || n.pos > best.pos) {
			best = n
		}
	}
	return best
}

func (o *relPhase) nearestNode(pos int, ok func(*onode) bool, within int) *onode {
	var best *onode
	bestD := within + 1
	for _, n := range o.nodes {
		d := n.pos - pos
		if d < 0 {
			d = -d
		}
		if n.pos >= 0 && ok(n) && d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// impliedEnd makes the node at the other end of an edge when the question
// does not mention it ("who directed The Matrix" has no explicit director
// node before the wh-word is resolved; "reviewed a movie" has one).
func (o *relPhase) impliedEnd(et *schema.EdgeType, other *onode, wantFrom bool, pos int) *onode {
	if l := impliedLabel(et, other, wantFrom); l != "" {
		return o.addNode(l, -1)
	}
	return nil
}

// impliedLabel is the label of the node impliedEnd makes: the first
// endpoint's at the wanted end, of those whose other end is other's label
// (any, when other is nil); "" when there is none.
func impliedLabel(et *schema.EdgeType, other *onode, wantFrom bool) string {
	var labels []string
	seen := map[string]bool{}
	for _, ep := range et.Endpoints {
		l := ep.To
		if wantFrom {
			l = ep.From
		}
		if other != nil {
			if wantFrom && ep.To != other.label || !wantFrom && ep.From != other.label {
				continue
			}
		}
		if !seen[l] {
			seen[l] = true
			labels = append(labels, l)
		}
	}
	if len(labels) == 0 {
		return ""
	}
	return labels[0]
}

// endsFor picks the source and target node mentions of an edge mention.
func (o *relPhase) endsFor(et *schema.EdgeType, pos int) (*onode, *onode) {
	passive := english.PassiveBy.Is(o.word(pos+1)) || english.PassiveBy.Is(o.word(pos+2))
	// The subject after an auxiliary: "did Tom Hanks act", "does James follow".
	var subj *onode
	for k := pos - 1; k >= 0 && k >= pos-6; k-- {
		if w := o.word(k); english.Auxiliary.Is(w) {
			if english.PerfectAux.Is(w) {
				// "which people have reviewed": the wh-phrase is the subject.
				break
			}
			for _, n := range o.nodes {
				if n.pos > k && n.pos < pos {
					subj = n
					break
				}
			}
			break
		}
	}
	// A relationship named in the passive (INFLUENCED_BY) read by its
	// own verb: the voices swap ends (fix28_passive.go).
	passive, subjSign := o.passiveNamedVoice(et, pos, passive)
	type cand struct {
		from, to *onode
		cost     int
	}
	var cands []cand
	for _, a := range o.nodes {
		for _, b := range o.nodes {
			if a == b {
				continue
			}
			if !et.Connects(a.label, b.label) {
				continue
			}
			cost := dist(a.pos, pos) + dist(b.pos, pos)
			if a.pos < 0 || b.pos < 0 {
				cost += 20
			}
			// Word order: active voice puts the source first, passive after "by".
			switch {
			case passive && a.pos > pos:
				cost -= 3
			case !passive && a.pos < pos && (b.pos > pos || b.pos < a.pos):
				cost -= 2
			}
			if subj != nil && a == subj {
				cost -= 10 * subjSign
			}
			if subj != nil && b == subj {
				cost += 10 * subjSign
			}
			if a.focus && b.focus {
				continue
			}
			cands = append(cands, cand{a, b, cost})
		}
	}
	if len(cands) == 0 {
		return nil, nil
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].cost < cands[j].cost })
	c := cands[0]
	// Prefer ends that are not yet joined by another edge of the same type.
	return c.from, c.to
}

// ensureEdge adds an edge of type t touching n, with an implied other end.
func (o *relPhase) ensureEdge(t string, n *onode) error {
	e, err := o.edgeTouching(o.nodes, t, n, func(label string) *onode { return o.addNode(label, -1) })
	if err != nil {
		return err
	}
	o.edges = append(o.edges, e)
	return nil
}

// edgeTouching is the edge of type t ensureEdge adds touching n: to
// another node already in the question when the schema allows, else to a
// node of the other end's label that add makes.
func (o *readCtx) edgeTouching(nodes []*onode, t string, n *onode, add func(label string) *onode) (*oedge, error) {
	et := o.s.EdgeType(t)
	if et == nil {
		return nil, o.refuse("disconnected", -1, "no edge type %s", t)
	}
	for _, m := range nodes {
		if m == n {
			continue
		}
		if et.Connects(n.label, m.label) {
			return &oedge{typ: t, from: n, to: m, pos: -1}, nil
		}
		if et.Connects(m.label, n.label) {
			return &oedge{typ: t, from: m, to: n, pos: -1}, nil
		}
	}
	if et.Connects(n.label, "") {
		return &oedge{typ: t, from: n, to: add(impliedLabel(et, n, false)), pos: -1}, nil
	}
	if et.Connects("", n.label) {
		return &oedge{typ: t, from: add(impliedLabel(et, n, true)), to: n, pos: -1}, nil
	}
	return nil, o.refuse("disconnected", n.pos, "edge type %s does not touch %s", t, n.label)
}

// connect joins every node mention to the focus's component: an anchor left
// alone ("Tom Hanks movies", "in a movie with Tom Hanks") is attached by an
// edge type the question mentioned, else by the most frequent edge type the
// schema has between the two labels.
func (o *relPhase) connect(focus *onode) error {
	if len(o.nodes) < 2 {
		return nil
	}
	for iter := 0; iter < len(o.nodes); iter++ {
		comp := o.component(o.root(focus))
		var lone *onode
		for _, n := range o.nodes {
			if !comp[n] && !o.onlyInNegation(n) {
				lone = n
				break
			}
		}
		if lone == nil {
			return nil
		}
		lone = o.namedLone(lone, comp) // fix28_connect.go
		mentioned := map[string]bool{}
		for _, e := range o.edges {
			if !e.negated && !o.travelPicked[e] {
				mentioned[e.typ] = true
			}
		}
		type cand struct {
			typ      string
			from, to *onode
			score    float64
		}
		var cands []cand
		for _, et := range o.s.EdgeTypes {
			for _, m := range o.inOrder(comp) {
				score := float64(et.Count)
				if mentioned[et.Name] && !o.otherTravelEnd(lone, et.Name) {
					score += 1e12
				}
				if et.Connects(lone.label, m.label) {
					cands = append(cands, cand{et.Name, lone, m, score - float64(dist(m.pos, lone.pos))})
				}
				if et.Connects(m.label, lone.label) {
					cands = append(cands, cand{et.Name, m, lone, score - float64(dist(m.pos, lone.pos))})
				}
			}
		}
		if o.pathByWords(lone, comp) {
			continue
		}
		if len(cands) == 0 {
			// No edge type joins them directly: a junction label with one
			// edge type to each ("singer_in_concert" between singer and
			// concert) when exactly one such path exists.
			if o.viaJunction(lone, comp) || o.bridgeTwoSteps(lone, comp) || o.joinFromImplied(lone, comp) { // fix25_bridge.go
				continue
			}
			return nil
		}
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
		c := cands[0]
		types := map[string]bool{}
		for _, x := range cands {
			types[x.typ] = true
		}
		// A bare label the question never relates to anything: drop it rather
		// than invent a relationship — unless the schema has exactly one
		// edge type between the two (a foreign key: "the airport with the most
		// flights").
		repeated := false
		for m := range comp {
			if m.label == lone.label {
				repeated = true // "the TV channel ... the TV channel's name"
			}
		}
		if c.score < 1e12 {
			if e := o.verbJoin(lone, comp); e != nil {
				o.edges = append(o.edges, e)
				continue
			}
		}
		if c.score < 1e12 && o.retarget(c.typ, c.from, c.to) {
			continue
		}
		if c.score < 1e12 && len(lone.filter) == 0 && !lone.focus && (len(types) != 1 || repeated) {
			o.removeNode(lone)
			continue
		}
		if c.score < 1e12 && (lone.focus || len(comp) == 1 && comp[focus]) && o.placedMention() {
			// "Which projects did X manage" where managing joins people to
			// people: the relationship the question names does not reach
			// what it asks for, and another one would be a guess.
			if e := o.adjacentJoin(lone, comp, focus); e != nil { // fix38_adjacent.go
				o.edges = append(o.edges, e)
				continue
			}
			return o.refuse("disconnected", lone.pos, "the relationships the question names do not reach the %s it asks for; joining them by %s would be a guess", o.root(focus).label, c.typ)
		}
		c.from, c.to = o.selfKeyByPrep(lone, c.typ, c.from, c.to, c.score)
		if c.score < 1e12 && c.from.label == c.to.label {
			// "Which people did Tom Hanks work with?": the verb relating
			// two people names no relationship of the schema, so the one
			// the label has (FOLLOWS) would be a guess. Between two labels
			// a verb usually paraphrases their one relationship ("the city
			// Kabul is located in" a region).
			if k := o.unlinkedVerb(); k >= 0 {
				return o.refuse("disconnected", k, "the question relates %s and %s by %q, which names no relationship the schema has; joining them by %s would be a guess", c.from.label, c.to.label, o.toks[k].Text, c.typ)
			}
			if f, t, ok := o.passiveNamedGuess(c.typ, c.from, c.to); ok { // fix28_passive.go
				c.from, c.to = f, t
			} else if et := o.s.EdgeType(c.typ); et != nil && selfRelation(et) && len(c.from.filter)+len(c.to.filter) > 0 {
				// "How many courses list MATH101 as a prerequisite?" with
				// the noun linked to nothing: the relationship is the
				// label's only one, but nothing says which end the named
				// thing stands at, and either way gives an answer.
				// Later phases may still fold the named one into the other
				// ("whose name is not X"), so this is said, not refused.
				o.warnings = append(o.warnings, o.diagnostic("self-relation-guessed", o.spanOf(lone), fmt.Sprintf("nothing in the question names the relationship between the two %s: they are joined by %s, the label's only relationship, with %s at its %s", c.from.label, c.typ, o.mentionText(lone), endName(c.from == lone))))
			}
		}
		travel := false
		if c.score < 1e12 {
			c.typ, c.from, c.to, travel = o.rivalEdge(c.typ, c.from, c.to)
		}
		e := &oedge{typ: c.typ, from: c.from, to: c.to, pos: -1}
		if travel {
			if o.travelPicked == nil {
				o.travelPicked = map[*oedge]bool{}
			}
			o.travelPicked[e] = true
		}
		o.edges = append(o.edges, e)
	}
	return nil
}

// unlinkedVerb is the first content verb of the question that grounding
// linked to nothing and no phase consumed, -1 when every verb is accounted
// for (auxiliaries, copulas and request words are not content verbs).
func (o *relPhase) unlinkedVerb() int {
	for i, t := range o.toks {
		if t.POS != grounding.VERB || o.used.has(i) || o.linksAt(i) || o.isCueWord(i) || fillerWords[o.word(i)] || fillerWords[o.lower[i]] {
			continue
		}
		if english.FramingVerb.Is(o.lower[i]) {
			continue
		}
		return i
	}
	return -1
}

func (o *relPhase) removeNode(n *onode) {
	var keep []*onode
	for _, m := range o.nodes {
		if m != n {
			keep = append(keep, m)
		}
	}
	o.nodes = keep
}

func (o *relPhase) root(focus *onode) *onode {
	if focus != nil {
		return focus
	}
	return o.nodes[0]
}

func (o *relPhase) onlyInNegation(n *onode) bool { return onlyInNegation(o.edges, n) }

// onlyInNegation: every edge touching n is negated, and one does.
func onlyInNegation(edges []*oedge, n *onode) bool {
	in, neg := false, false
	for _, e := range edges {
		if e.from == n || e.to == n {
			in = true
			if e.negated {
				neg = true
			} else {
				return false
			}
		}
	}
	return in && neg
}

func (o *relPhase) component(start *onode) map[*onode]bool {
	comp := map[*onode]bool{start: true}
	for changed := true; changed; {
		changed = false
		for _, e := range o.edges {
			if e.negated || e.from == nil || e.to == nil {
				continue
			}
			if comp[e.from] != comp[e.to] {
				comp[e.from], comp[e.to] = true, true
				changed = true
			}
		}
	}
	return comp
}

// variableLength turns self-edges into paths when the question says
// "directly or indirectly" or similar.
func (o *conPhase) variableLength() {
	levels := o.allLevelsAt()                                                // fix35_levels.go
	if o.find(english.Indirectly) < 0 && !o.throughChainOK() && levels < 0 { // fix24_walks.go
		return
	}
	for _, e := range o.edges {
		if e.from != nil && e.to != nil && e.from.label == e.to.label && e.v == "" {
			// Any depth: SPARQL follows the chain to its end, Cypher and
			// Gremlin as deep as the guard lets a loop walk, which the
			// plan warns about (closure-capped).
			e.min, e.max = 1, templates.Unbounded
		}
	}
}

// viaJunction joins lone to the component through an implied node of a
// junction label J: J has exactly one edge type to lone's label and one to a
// component node's label, and no other label offers such a path.
func (o *relPhase) viaJunction(lone *onode, comp map[*onode]bool) bool {
	type path struct {
		j    string
		a, b *schema.EdgeType
		m    *onode
		aOut bool // J → lone
		bOut bool // J → m
	}
	var found []path
	for _, jl := range o.s.Labels {
		j := jl.Name
		if j == lone.label {
			continue
		}
		toLone := edgeTypesBetween(o.s, j, lone.label)
		if len(toLone) != 1 {
			continue
		}
		for m := range comp {
			if m.label == j {
				continue
			}
			toM := edgeTypesBetween(o.s, j, m.label)
			if len(toM) != 1 || toM[0].Name == toLone[0].Name {
				continue
			}
			found = append(found, path{j, toLone[0], toM[0], m, toLone[0].Connects(j, lone.label), toM[0].Connects(j, m.label)})
		}
	}
	if len(found) > 1 {
		var js []string
		var outs []bool
		for _, p := range found {
			js, outs = append(js, p.j), append(outs, p.aOut && p.bOut)
		}
		if k := o.linkRowsAmong(js, outs, lone); k >= 0 {
			found = found[k : k+1]
		}
	}
	if len(found) != 1 {
		return false
	}
	p := found[0]
	jn := o.addNode(p.j, -1)
	if p.aOut {
		o.edges = append(o.edges, &oedge{typ: p.a.Name, from: jn, to: lone, pos: -1})
	} else {
		o.edges = append(o.edges, &oedge{typ: p.a.Name, from: lone, to: jn, pos: -1})
	}
	if p.bOut {
		o.edges = append(o.edges, &oedge{typ: p.b.Name, from: jn, to: p.m, pos: -1})
	} else {
		o.edges = append(o.edges, &oedge{typ: p.b.Name, from: p.m, to: jn, pos: -1})
	}
	return true
}

// placedMention: an edge the question names (not one implied by a
// property) is in the pattern.
func (o *relPhase) placedMention() bool {
	for _, e := range o.edges {
		if !e.negated && e.pos >= 0 && e.from != nil && e.to != nil {
			for _, m := range o.ev.Elements {
				if m.Kind == "edge" && m.Name == e.typ && o.tokenAt(m.Span) == e.pos {
					return true
				}
			}
		}
	}
	return false
}

// oneEdgePerWord keeps, of edge mentions sharing words ("work on" linked to
// one edge type, "work" to another), the best-scored one (the longer on a
// tie): one word names one relationship, and placing both would join a
// node the question never mentions.
func (o *relPhase) oneEdgePerWord(ms []ElementLink) []ElementLink {
	var out []ElementLink
	for _, m := range ms {
		clash := -1
		for k, x := range out {
			if !m.implied && !x.implied && m.Span.Start < x.Span.End && x.Span.Start < m.Span.End {
				clash = k
			}
		}
		if clash < 0 {
			out = append(out, m)
			continue
		}
		x := out[clash]
		if m.Score > x.Score || m.Score == x.Score && m.Span.End-m.Span.Start > x.Span.End-x.Span.Start {
			o.consume(x)
			o.dropped = append(o.dropped, x)
			out[clash] = m
		} else {
			o.consume(m)
			o.dropped = append(o.dropped, m)
		}
	}
	return out
}

// retarget: "employees who work on Atlas" where grounding linked "work" to
// WORKS_IN (placed towards an implied Department) and Atlas, a Project, is
// left alone: the edge type that reaches the anchor and shares the verb's
// stem (WORKS_ON) is what the verb meant. The placed edge takes that type
// and the anchor as its end; the implied node goes.
func (o *relPhase) retarget(typ string, from, to *onode) bool {
	for _, e := range o.edges {
		keep, implied := o.verbParaphrase(e, typ)
		if implied == nil {
			continue
		}
		// The new edge joins the kept end to the node the placed edge
		// failed to reach (the lone node, or the component's end of it).
		if from != keep && to != keep {
			continue
		}
		e.from, e.to = from, to
		e.typ = typ
		o.removeNode(implied)
		return true
	}
	return false
}

// dropParaphrase removes an edge a verb placed towards an implied node
// when the verb names the relationship kept already ("Who works on Phoenix
// as owner": "works" linked to WORKS_IN towards some department, while the
// role value placed WORKS_ON, whose name shares the verb's stem).
func (o *relPhase) dropParaphrase(kept *oedge) {
	for i, e := range o.edges {
		if e.negated {
			continue
		}
		if _, implied := o.verbParaphrase(e, kept.typ); implied != nil {
			o.edges = append(o.edges[:i], o.edges[i+1:]...)
			o.removeNode(implied)
			return
		}
	}
}

// verbParaphrase: e is an edge of another type than typ placed by a word
// sharing typ's stem ("Who works" → WORKS_IN for WORKS_ON), whose other
// end is an implied node touching nothing else. It returns the end kept
// and that implied node, nils when e is no such edge.
func (o *relPhase) verbParaphrase(e *oedge, typ string) (keep, implied *onode) {
	if e.pos < 0 || e.typ == typ || e.from == nil || e.to == nil {
		return nil, nil
	}
	if !sharesStem(o.word(e.pos), typ) && !sharesStem(o.word(e.pos+1), typ) {
		return nil, nil // "Who works": the mention may start on the pronoun
	}
	switch {
	case e.to.pos < 0 && len(e.to.filter) == 0 && !e.to.focus:
		keep, implied = e.from, e.to
	case e.from.pos < 0 && len(e.from.filter) == 0 && !e.from.focus:
		keep, implied = e.to, e.from
	default:
		return nil, nil
	}
	if o.degree(implied) != 1 {
		return nil, nil
	}
	return keep, implied
}

func (o *relPhase) degree(n *onode) int { return degree(o.edges, n) }

// degree counts the edges touching n.
func degree(edges []*oedge, n *onode) int {
	d := 0
	for _, e := range edges {
		if e.from == n || e.to == n {
			d++
		}
	}
	return d
}

// possessed places the edge of an agent noun owned by a possessive: the
// possessor (the node named at token k) is the edge's target, the agent its
// source — the focus when it can be, else an implied node.
func (o *relPhase) possessed(et *schema.EdgeType, typ string, k, pos int, focus *onode) (*oedge, *onode) {
	var owner *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos <= k && n.pos >= k-4 && (owner == nil || n.pos > owner.pos) {
			owner = n
		}
	}
	if owner == nil {
		return nil, nil
	}
	if !et.Connects("", owner.label) {
		return nil, owner
	}
	var src *onode
	if focus != nil && focus != owner && len(focus.filter) == 0 && et.Connects(focus.label, owner.label) {
		src = focus
	} else {
		src = o.impliedEnd(et, owner, true, pos)
	}
	if src == nil {
		return nil, owner
	}
	return &oedge{typ: typ, from: src, to: owner, pos: pos}, owner
}

// actOf places the edge of a noun naming what its verb is done to ("X's
// dependencies", "the dependencies of X"): the possessor is the verb's
// subject, the edge's source, and the noun its target — the focus when it
// can be, else an implied node. nil when the noun is no such form or has no
// possessor.
func (o *relPhase) actOf(et *schema.EdgeType, typ string, pos int, focus *onode) *oedge {
	if o.toks[pos].POS != grounding.NOUN || !o.actNoun(pos) && !o.converseNounOf(pos, typ) || o.negatedAt(pos) {
		return nil
	}
	var owner *onode
	if e := o.selfActOf(et, typ, pos, focus); e != nil {
		return e
	}
	if k := o.possessorOf(pos); k >= 0 {
		for _, n := range o.nodes {
			if n.pos >= 0 && n.pos <= k && n.pos >= k-4 && (owner == nil || n.pos > owner.pos) {
				owner = n
			}
		}
	} else if english.OfPossessor.Is(o.word(pos + 1)) {
		for _, n := range o.nodes {
			if n.pos >= pos+2 && n.pos <= pos+4 && len(n.filter) > 0 {
				owner = n
				break
			}
		}
	}
	owner = o.orHaveOwner(owner, et, pos)
	if owner == nil || !et.Connects(owner.label, "") {
		return nil
	}
	var dst *onode
	if selfRelation(et) {
		// "Is Y a requirement of X": the thing said to be one is the target.
		dst = o.predicateSubject(pos, func(n *onode) bool { return n != owner && et.Connects(owner.label, n.label) })
	}
	if dst != nil {
		o.warnActNoun(typ, pos)
	} else if focus != nil && focus != owner && len(focus.filter) == 0 && et.Connects(owner.label, focus.label) {
		dst = focus
	} else {
		dst = o.impliedEnd(et, owner, false, pos)
	}
	if dst == nil {
		return nil
	}
	return &oedge{typ: typ, from: owner, to: dst, pos: pos}
}

// anchorWordsBetween: every token strictly between a and b belongs to the
// anchor starting at a ("the Sales and Marketing department": the noun
// names the anchor, it is not a second node).
func (o *relPhase) anchorWordsBetween(a, b int) bool {
	for k := a + 1; k < b; k++ {
		if !o.used.has(k) && !o.isQuoteMark(k) {
			return false
		}
	}
	return b-a <= 8
}

// agentNouns links a noun grounding left alone to the relationship whose
// name it is the agent of ("manager" → MANAGES, "reviewer" → REVIEWED),
// when exactly one edge type shares its stem: the English morphology of the
// schema's own names, not a word list.
func (o *offline) agentNouns() {
	o.particleEdges()
	o.converseVerbs()
	o.serveVerbs()
	o.paraphraseVerbs()
	for i, t := range o.toks {
		if t.POS != grounding.NOUN && t.POS != grounding.VERB {
			continue
		}
		trim := -1 // a label link whose span ends with this word
		if o.linksAt(i) {
			if trim = o.labelTail(i); trim < 0 {
				continue
			}
		}
		w := strings.ToLower(t.Text)
		stem := ""
		for _, suf := range []string{"ers", "er", "ors", "or"} {
			if t.POS == grounding.NOUN && strings.HasSuffix(w, suf) && len(w)-len(suf) >= 4 {
				stem = w[:len(w)-len(suf)]
				break
			}
		}
		var hit []string
		for _, et := range o.s.EdgeTypes {
			if stem != "" && sharesStem(stem, et.Name) || stem == "" && (o.wordFormOf(i, et.Name) || o.actNounOf(i, et.Name)) {
				hit = append(hit, et.Name)
			}
		}
		if len(hit) == 0 && t.POS == grounding.NOUN {
			hit = o.agentSynonymEdges(w)
		}
		if len(hit) == 0 {
			hit = o.converseNounEdges(i) // "X's manager" over REPORTS_TO
		}
		if len(hit) == 1 {
			// The caller's evidence is not changed: the link is this
			// compilation's.
			ev := *o.ev
			ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "edge", Name: hit[0], Span: t.Span, Score: 0.8})
			if trim >= 0 {
				// "packages depend" linked as one label: the verb is no
				// part of the noun, and left inside it the relationship
				// would be joined with a guessed direction.
				ev.Elements[trim].Span.End = o.toks[i-1].Span.End
			}
			o.ev = &ev
		}
	}
}

// labelTail is the index of the one element link covering token i when it
// is a label link of several words ending with i and no value covers i;
// -1 otherwise. The embedder links word pairs ("packages depend") to a
// label when one word of the pair names it.
func (o *readCtx) labelTail(i int) int {
	sp := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return -1
		}
	}
	found := -1
	for k, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Kind != "label" || e.Span.End != sp.End || e.Span.Start == sp.Start || found >= 0 {
			return -1
		}
		for _, w := range grounding.SplitName(e.Name) {
			if english.SameBase(w, o.words[i]) {
				return -1 // "populace city": the word is the label's own noun
			}
		}
		found = k
	}
	return found
}

// wordFormOf: token i is a word form of the verb an edge type is named by
// ("depend", "dependencies", "dependents" of DEPENDS_ON): the type's first
// word and the token share english's derivational base. Only a noun or an
// uncovered verb asks; the caller links it when exactly one type matches.
func (o *readCtx) wordFormOf(i int, edgeType string) bool {
	words := grounding.SplitName(edgeType)
	if len(words) == 0 || len(o.words[i]) < 4 || o.isCueWord(i) || fillerWords[o.words[i]] {
		return false
	}
	return english.SameBase(o.words[i], words[0])
}

// elementAt is the edge link of type name at token pos (a zero link when
// there is none).
func (o *readCtx) elementAt(pos int, name string) ElementLink {
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == name && o.tokenAt(e.Span) == pos {
			return e
		}
	}
	return ElementLink{}
}

// particleEdges: a verb linked to one edge type while the word after it is
// the particle of another type named by the same verb ("work on" linked to
// WORKS_IN where WORKS_ON exists) names that other type. The schema's own
// names decide, not a word list.
func (o *offline) particleEdges() {
	for k, e := range o.ev.Elements {
		idx := o.tokensIn(e.Span)
		if e.Kind != "edge" || len(idx) != 1 {
			continue
		}
		i := idx[0]
		next := o.word(i + 1)
		if next == "" || o.toks[i+1].POS != grounding.ADP {
			continue
		}
		if ws := grounding.SplitName(e.Name); len(ws) >= 2 && ws[1] == next {
			continue
		}
		var hit []string
		for _, et := range o.s.EdgeTypes {
			ws := grounding.SplitName(et.Name)
			if et.Name != e.Name && len(ws) == 2 && ws[1] == next && english.SameBase(ws[0], o.words[i]) {
				hit = append(hit, et.Name)
			}
		}
		if len(hit) == 1 {
			ev := *o.ev
			ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
			ev.Elements[k].Name = hit[0]
			ev.Elements[k].Owner = ""
			o.ev = &ev
		}
	}
}

// alternatives joins relationships named as alternatives ("acted in, directed,
// or produced", "either as actor or director") into one hop of either type:
// placed one by one they would require every relationship at once. Two
// placed edges of different types whose words are separated only by "or",
// commas, prepositions and determiners share one end; their other ends are
// one node when the second is bare (no filter, not asked for).
func (o *relPhase) alternatives(focus *onode) error {
	for changed := true; changed; {
		changed = false
		for _, a := range o.edges {
			for _, b := range o.edges {
				if a == b || a.negated || b.negated || a.pos < 0 || b.pos <= a.pos || a.typ == b.typ || a.from == nil || a.to == nil || b.from == nil || b.to == nil {
					continue
				}
				if !o.orBetween(a.pos, b.pos) {
					continue
				}
				var aFar, bFar *onode
				reversed := false
				switch {
				case a.from == b.from:
					aFar, bFar = a.to, b.to
				case a.to == b.to:
					aFar, bFar = a.from, b.from
				case a.from == b.to:
					aFar, bFar, reversed = a.to, b.from, true
				case a.to == b.from:
					aFar, bFar, reversed = a.from, b.to, true
				default:
					continue
				}
				if aFar != bFar {
					if aFar.label != bFar.label || len(bFar.filter) > 0 || bFar == focus || o.degree(bFar) != 1 {
						continue
					}
					o.removeNode(bFar)
				}
				if reversed {
					a.rev = append(a.rev, b.typ)
				} else {
					a.or = append(a.or, b.typ)
				}
				a.or = append(a.or, b.or...)
				a.rev = append(a.rev, b.rev...)
				o.removeEdge(b)
				changed = true
				break
			}
			if changed {
				break
			}
		}
	}
	// "acted in The Matrix, or directed a movie": an "or" before a
	// relationship that could not join the one before it asks for either
	// pattern, which one pattern cannot hold; placed as it is, both
	// would be required.
	for k := range o.toks {
		if !english.Alternative.Is(o.word(k)) {
			continue
		}
		j := k + 1
		for j < len(o.toks) && (o.toks[j].POS == grounding.DET || o.toks[j].POS == grounding.ADV) {
			j++
		}
		for _, e := range o.edges {
			if e.pos == j && !e.negated {
				for _, d := range o.edges {
					if d != e && !d.negated && d.pos >= 0 && d.pos < k && !bareEither(focus, d, e, o.edges) {
						return o.refuse("unsupported-operation", k, "%q joins two relationships with different ends (%s and %s): either pattern may hold, and one pattern would require both", o.toks[k].Text, d.typ, e.typ)
					}
				}
			}
		}
	}
	return nil
}

// orBetween: the words between two relationship words are an alternative
// ("acted in, directed, or", "actor or"): an "or" and nothing else but
// commas, prepositions, determiners and "as".
func (o *readCtx) orBetween(a, b int) bool {
	or := false
	list := func(k int) bool {
		switch {
		case english.Alternative.Is(o.word(k)):
			or = true
		case o.toks[k].POS == grounding.PUNCT && !strings.ContainsAny(o.toks[k].Text, ".?!;:"), o.toks[k].POS == grounding.ADP, o.toks[k].POS == grounding.DET:
		case o.linksKind(k, "edge"):
			// the rest of a relationship's words ("acted in")
		default:
			return false
		}
		return true
	}
	for k := a + 1; k < b; k++ {
		if !list(k) {
			return false
		}
	}
	// "acted in, directed, or produced": the "or" may close the list
	// after b.
	for k := b + 1; k < len(o.toks) && !or && list(k); k++ {
	}
	return or
}

// negativeSubjectAt is the token of a negative subject right after an
// auxiliary between tokens from and to ("does nothing depend", "does no
// package depend"), -1 when there is none.
func (o *relPhase) negativeSubjectAt(from, to int) int {
	for k := from + 1; k+1 <= to; k++ {
		// The verb's link may start at the negation ("nobody follow").
		if english.DoAux.Is(o.word(k)) && english.NegativeSubject.Is(o.word(k+1)) {
			return k + 1
		}
	}
	return -1
}

// edgeTypesBetween is every relationship type joining labels a and b, in
// either direction, in the schema's order.
func edgeTypesBetween(s *schema.Schema, a, b string) []*schema.EdgeType {
	var out []*schema.EdgeType
	for i := range s.EdgeTypes {
		if et := &s.EdgeTypes[i]; et.Connects(a, b) || et.Connects(b, a) {
			out = append(out, et)
		}
	}
	return out
}
