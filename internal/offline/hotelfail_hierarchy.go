package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Who is under or above a named person in a hierarchy: "Who's under
// Catarina Reis, directly or indirectly?", "Who is above Nuno Pires in the
// reporting line?" over the one relationship of the label to itself whose
// name says who stands above (MANAGES, SUPERVISES: the source; REPORTS_TO:
// the target). The word is no comparison of values; the people are those
// reached along the relationship from the named one, downwards for
// "under", upwards for "above", at any depth (a place in a hierarchy is
// relative to everyone between), which the plan warns (hierarchy-read).

// hierarchyEdge is the label's one relationship to itself when its name
// says which end stands above, with that direction (+1: the source).
func (o *readCtx) hierarchyEdge(label string) (*schema.EdgeType, int) {
	self := o.selfEdge(label)
	if self == nil {
		self = o.rankedSelfEdge(label) // fix40: one of several names a rank
	}
	if self == nil {
		return nil, 0
	}
	d := english.RankDirection(grounding.SplitName(self.Name))
	if d == 0 {
		return nil, 0
	}
	return self, d
}

// hierarchyWord: the word at i is "under"/"above" before a named thing of
// a label with such a relationship; the early refusal of comparisons with
// a related thing lets it through (the words alone are read: the pattern
// is not built yet).
func (o *readCtx) hierarchyWord(i int) bool {
	if !english.RankBelow.Is(o.word(i)) && !english.RankAbove.Is(o.word(i)) {
		return false
	}
	if o.rankPronounNamed(i) != nil { // fix40_hierarchy.go
		return true
	}
	k := o.pastDets(i)
	if k >= len(o.toks) {
		return false
	}
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			if et, _ := o.hierarchyEdge(v.Owner); et != nil && !o.partStep(i, et) {
				return true
			}
		}
	}
	return false
}

// hierarchyChain places the chain: from the named thing down to the
// asked-for ones for "under", the other way for "above", any depth. When
// the asked-for thing is not of the named one's label, or the named one is
// joined already, the comparison is refused as before.
func (o *relPhase) hierarchyChain(focus *onode) error {
	w := -1
	for i := range o.toks {
		if o.hierarchyWord(i) {
			w = i
			break
		}
	}
	if w < 0 {
		return nil
	}
	refuse := func() error {
		return o.refuse("related-comparison", w, "the question compares with %q, a value of another node rather than a number or date, and does not read as a place in a hierarchy of the asked-for thing's own label", o.word(w+1))
	}
	if focus == nil || o.used.has(w) {
		return refuse()
	}
	k := o.pastDets(w)
	back := o.rankPronounNamed(w) // fix40: "under her", the one named before
	if back != nil {
		k = o.tokenAt(back.Span)
	}
	var named *onode
	for _, n := range o.nodes {
		if n != focus && n.pos == k && len(n.filter) > 0 {
			named = n
		}
	}
	if named == nil {
		return refuse()
	}
	if named.label != focus.label && o.whoPlaceholder(focus) {
		// "Who is under X?": "who" names no label, and the one the
		// question places in X's hierarchy is X's own.
		focus.label = named.label
	}
	if named.label != focus.label {
		return refuse()
	}
	o.dropRankNounStep(named, focus, w) // fix40_hierarchy.go
	if o.joinedAlready(named) {
		return refuse()
	}
	et, dir := o.hierarchyEdge(focus.label)
	below := english.RankBelow.Is(o.word(w))
	from, to := named, focus // the named one above: the source of a downward name
	if below != (dir > 0) {
		from, to = focus, named
	}
	chain := &oedge{typ: et.Name, from: from, to: to, pos: w, min: 1, max: templates.Unbounded}
	o.edges = append(o.edges, chain)
	o.rankEnd(focus, chain, !below) // fix40_hierarchy.go
	o.used.mark(w)
	if back != nil {
		o.used.mark(w + 1)
	}
	o.rankChainTail(w)
	way := "below"
	if !below {
		way = "above"
	}
	o.warnings = append(o.warnings, o.diagnostic("hierarchy-read", o.tokSpan(w), fmt.Sprintf(
		"%q is read as a place in the hierarchy %s draws (its name says which end stands above), not as a comparison of values: the %s %s %s, at any depth", o.toks[w].Text, et.Name, focus.label, way, o.mentionText(named))))
	return nil
}

// whoPlaceholder: the focus stands for "who"/"whom" alone — no filter, no
// relationship placed on it yet — so its label was a guess of the focus
// phase that a relationship the question names may settle.
func (o *relPhase) whoPlaceholder(focus *onode) bool {
	if focus.pos < 0 || !english.Frame.Who.Is(o.word(focus.pos)) || len(focus.filter) > 0 {
		return false
	}
	for _, e := range o.edges {
		if e.from == focus || e.to == focus {
			return false
		}
	}
	return true
}

// whoFallback is the focus phase's last guess at what "who" asks for when
// nothing in the question decides: of the labels with a name (cands), the
// one whose properties only people have (an email, a birth year, a
// salary); with several such labels, which kind of person is meant is a
// guess, and none is taken (the question is refused). With none, the
// first named label stays the guess, as before. A question placing "who"
// under or above a named one asks for someone of that one's label.
func (o *focusPhase) whoFallback(cands []string) string {
	if l := o.hierarchyLabel(); l != "" {
		return l // "Who is under X?": someone in X's hierarchy
	}
	var people []string
	for _, c := range cands {
		for _, p := range o.propsOf(c) {
			if english.PersonProperty(grounding.SplitName(schema.LocalName(p.Name))) {
				people = append(people, c)
				break
			}
		}
	}
	switch len(people) {
	case 0:
		if len(cands) > 0 {
			return cands[0]
		}
		return ""
	case 1:
		if o.linkedEdgesMiss(people[0]) {
			// "Who does Rhein Air have codeshares with?": the relationship
			// the question names never reaches the people-like label, so
			// it cannot be what "who" asks for; the one named label it
			// does reach is, else the earlier guess stands.
			var reached []string
			for _, c := range cands {
				if !o.linkedEdgesMiss(c) {
					reached = append(reached, c)
				}
			}
			if len(reached) == 1 {
				return reached[0]
			}
			return cands[0]
		}
		return people[0]
	}
	return ""
}

// linkedEdgesMiss: the question links at least one relationship (by a verb
// or a value stored on it) and none of them touches label l.
func (o *focusPhase) linkedEdgesMiss(l string) bool {
	var edges []string
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" {
			edges = append(edges, e.Name)
		}
	}
	for _, v := range o.ev.Values {
		if v.OnEdge {
			edges = append(edges, v.Owner)
		}
	}
	if len(edges) == 0 {
		return false
	}
	for _, name := range edges {
		if et := o.s.EdgeType(name); et == nil || et.Connects(l, "") || et.Connects("", l) {
			return false
		}
	}
	return true
}

// hierarchyLabel is the label of the named thing a hierarchy word places
// the asked-for ones under or above ("under Catarina Reis"), "" when the
// question has none.
func (o *readCtx) hierarchyLabel() string {
	for i := range o.toks {
		if !o.hierarchyWord(i) {
			continue
		}
		if v := o.rankPronounNamed(i); v != nil {
			return v.Owner // fix40: "under her"
		}
		k := o.pastDets(i)
		sp := o.toks[k].Span
		for _, v := range o.ev.Values {
			if !v.OnEdge && v.Span.Start <= sp.Start && v.Span.End >= sp.End {
				return v.Owner
			}
		}
	}
	return ""
}
