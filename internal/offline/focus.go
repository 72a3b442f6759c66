package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// focusWord is the noun right after the question word ("which person").
func (o *readCtx) focusWord() string {
	wh := o.whPos()
	if wh < 0 {
		return ""
	}
	for k := wh + 1; k < len(o.toks) && k <= wh+5; k++ {
		switch o.toks[k].POS {
		case grounding.NOUN:
			return o.word(k)
		case grounding.VERB, grounding.AUX, grounding.ADP:
			return ""
		}
	}
	return ""
}

// isAgentNoun tells whether an edge mention is a noun naming the edge's
// source ("actors", "director", "reviewers") rather than a verb.
func (o *readCtx) isAgentNoun(e ElementLink) bool {
	idx := o.tokensIn(e.Span)
	if len(idx) == 0 {
		return false
	}
	// The span's first word decides: "actors have appeared" is an agent,
	// "reviews did each reviewer" is a counted thing.
	for _, i := range idx[:1] {
		t := o.toks[i]
		w := strings.ToLower(t.Text)
		if o.converseNounOf(i, e.Name) {
			return false // "manager" over REPORTS_TO: the one reported to
		}
		if t.POS == grounding.NOUN && english.AgentSynonymOf(w) != nil {
			return true // "boss": the one who manages
		}
		if t.POS == grounding.VERB || t.POS == grounding.AUX || len(w) < 5 {
			continue
		}
		for _, suf := range []string{"er", "ers", "or", "ors", "ess", "esses", "ist", "ists", "ant", "ants"} {
			if strings.HasSuffix(w, suf) {
				return true
			}
		}
		if english.CastNoun.Is(w) || english.Agent(w) && t.POS == grounding.NOUN {
			// "dependents": the -ent noun names the verb's subject.
			return true
		}
	}
	return false
}

// Phase focus: what the question asks for.
//
// Input (askedInput): the shape, the consumed tokens (the element links not
// consumed by anchors are the candidates), the nodes placed so far, the
// values stored on edges and the variable counts. Output (askedResult):
// asked — the focus node (an anchor reused, or a new node, possibly a
// placeholder its later label mention fills), the asked-for property and,
// when an edge type owns it, that type; the ranking's property; further
// listed properties; agent nouns ("which actors") whose other end the edges
// phase places; whether edges are counted; and the nodes added, the tokens
// taken and given back, the warnings and a refusal.

// asked is what the question asks for.
type asked struct {
	node      *onode
	prop      string // "" when the answer is the node itself
	ownerEdge string // the edge type owning prop, "" when a node owns it
}

// askedInput is what the focus phase reads of the earlier phases.
type askedInput struct {
	shape      shape
	used       usedWords
	nodes      []*onode
	edgeValues []ValueLink
	vars       varNames
}

// askedResult is the focus phase's output. The focus node is marked as the
// focus by compile, not by the phase, so that an anchor it reuses is not
// written before the result is applied.
type askedResult struct {
	asked asked
	// added are the nodes the phase made, in order; compile appends them.
	added []*onode
	// used are the tokens taken and given the tokens given back (a noun
	// naming a verb's object, read again by the edges phase), applied in
	// that order.
	used, given []int
	rank        *ElementLink
	extra       []string
	pending     []*oedge
	countEdges  bool
	unsupported *refusal
	warnings    []diag.Diagnostic
	vars        varNames
}

// focusPhase is the phase's working state over the read-only context:
// copies of the consumed set, the node list and the variable counts.
type focusPhase struct {
	*readCtx
	in    askedInput
	used  usedWords
	nodes []*onode
	res   askedResult
}

// askedOf runs the focus phase alone.
func askedOf(c *readCtx, in askedInput) askedResult {
	o := &focusPhase{readCtx: c, in: in, used: in.used.clone(), nodes: append([]*onode(nil), in.nodes...), res: askedResult{vars: in.vars.clone()}}
	n, p, e := o.findFocus(in.shape)
	o.res.asked = asked{node: n, prop: p, ownerEdge: e}
	return o.res
}

// applyAsked writes the focus phase's result into the compilation, where
// the edges, filters and build phases read it, and marks the focus node.
func (o *offline) applyAsked(pl *pattern, r askedResult) asked {
	a := r.asked
	if a.node != nil {
		a.node.focus = true
	}
	pl.nodes = append(pl.nodes, r.added...)
	o.used.mark(r.used...)
	for _, i := range r.given {
		o.used.unmark(i)
	}
	pl.vars = r.vars
	pl.pending = append(pl.pending, r.pending...)
	pl.focus = a.node
	return a
}

func (o *focusPhase) elementsOf(kind string) []ElementLink { return o.elementsIn(o.used, kind) }

func (o *focusPhase) ownerOf(prop string) string { return o.ownerAmong(o.nodes, prop) }

// consume takes a link's tokens in the phase's copy and records them.
func (o *focusPhase) consume(e ElementLink) {
	for _, i := range o.tokensIn(e.Span) {
		o.used.mark(i)
		o.res.used = append(o.res.used, i)
	}
}

// addNode names a new node. The only placeholder is one this phase makes,
// and it returns at once, so there is none to fill here.
func (o *focusPhase) addNode(label string, pos int) *onode {
	n := &onode{v: o.res.vars.next(label), label: label, pos: pos}
	o.nodes = append(o.nodes, n)
	o.res.added = append(o.res.added, n)
	return n
}

// findFocus decides what the question asks for: a node (its label), a
// property of a node or an edge, or a count.
func (o *focusPhase) findFocus(sh shape) (*onode, string, string) {
	wh := o.whPos()
	props := o.elementsOf("prop")
	labels := o.elementsOf("label")
	edges := o.elementsOf("edge")
	if n, p := o.earnFocus(wh); n != nil {
		return n, p, ""
	}
	if n := o.fix19Focus(); n != nil {
		return n, "", ""
	}

	if sh.ranked {
		// The ranking's property follows the aggregate word; the focus is the
		// node it ranks, found below.
		for i := range props {
			if pos := o.rankPropPos(props[i], sh.aggPos); pos > sh.aggPos && pos-sh.aggPos <= 3 {
				r := props[i]
				if r.Owner == "" {
					r.Owner = o.ownerOf(r.Name)
				}
				o.res.rank = &r
				o.consume(r)
				break
			}
		}
		if o.res.rank == nil {
			o.res.unsupported = o.refusalAt("unlinked-ranking", o.tokSpan(sh.aggPos), "%s", "the question ranks by an aggregate of something the schema does not have")
		}
		props = o.askedOfTopOne(sh, props)
	}
	// A property asked for directly: "what is the tagline of", "when was X
	// born", "what rating did", "average age of".
	var want *ElementLink
	if !sh.count && sh.agg == "" {
		// "the ids, names, and descriptions for all documents": the
		// identifier first, the properties listed after it.
		want = o.idAsked(wh, labels)
	}
	if want == nil && !sh.count && sh.agg == "" {
		if p, ok := o.measuredProp(props); ok {
			want = &p // "How much does X cost?"
		}
	}
	terseAt := -1
	for i := range props {
		if want != nil {
			break
		}
		p := props[i]
		pos := o.tokenAt(p.Span)
		near := wh >= 0 && pos-wh <= 4 && pos > wh
		if sh.agg != "" && sh.aggPos >= 0 && pos > sh.aggPos && pos-o.aggListEnd(sh.aggPos) <= 3 {
			near = true
		}
		if sh.when && (o.isYearLike(p) || o.whenDate(p)) {
			near = true
		}
		if near && o.valueKindOfNoun(p, pos) {
			continue // "the gold tier customers": the tier says which customers
		}
		if near && o.kindNotAsked(p, pos) {
			continue // "the online courses", "has the longest exam": a kind or a ranking
		}
		if near && o.verbPropNotAsked(wh, pos, p) {
			continue // "Which characters does X play?": the verb's property (fix31_focus.go)
		}
		if !near && wh >= 0 && pos > wh && o.ownedHead(wh, pos, p) {
			near = true // "What are the different template type codes?"
		}
		if o.possessorOf(pos) >= 0 && !sh.count {
			near = true // "Ada Lovelace's salary", "Keanu Reeves' year of birth"
		}
		if !sh.count && o.terseProp(wh, p) {
			near, terseAt = true, i // "opening date of the Harbour Branch?"
		}
		if sh.distinctPos >= 0 && pos > sh.distinctPos && pos-sh.distinctPos <= 3 {
			near = true // "the number of distinct store locations"
		}
		if sh.count && !sh.distinct {
			near = false
		}
		if w := o.word(pos); len(o.tokensIn(p.Span)) == 1 && (ascWords[w] || descWords[w] || english.Youngest.Is(w) || o.measureWord(pos) || o.estWord(pos)) && !o.listedProp(pos) && !o.elidedHead(p, pos) {
			continue // "oldest" orders by born; it is not what is asked
		}
		if near && !o.propUsedAsFilter(pos) && !o.valueNames(p) && !o.describesNoun(pos, wh) && !o.predicateOfNoun(pos, wh) {
			want = &props[i]
			break
		}
	}
	if terseAt >= 0 && want == &props[terseAt] {
		o.res.warnings = append(o.res.warnings, o.diagnostic("terse-property-read", want.Span,
			fmt.Sprintf("the question is a bare noun phrase: %q, the property it opens with, is read as what is asked", o.ev.Question[want.Span.Start:want.Span.End])))
	}
	if n, p := o.theirAsked(sh, want, wh, labels, props); n != nil {
		return n, p, ""
	}
	if want == nil && !sh.count && sh.agg == "" {
		want = o.askedFlag(props)
	}
	if want == nil && !sh.count && sh.agg == "" {
		if p, ok := o.wherePlace(wh, o.residenceUnlinked(wh, props), labels, edges); ok {
			want = &p // "Where is X based?"
		}
	}
	if sh.when && want == nil {
		// "When was Cloud Atlas released?" with no property link: the anchor's
		// year-like property.
		for _, n := range o.nodes {
			if p := o.whenPropOf(n.label); p != "" {
				want = &ElementLink{Kind: "prop", Name: p, Owner: n.label, Span: o.toks[max(wh, 0)].Span}
				break
			}
		}
	}
	if want != nil {
		o.consume(*want)
		owner := want.Owner
		if owner == "" {
			owner = o.ownerOf(want.Name)
		}
		if o.s.EdgeType(owner) != nil {
			// An edge property: the focus node is whichever end the edge needs;
			// the edge itself carries the property.
			return nil, want.Name, owner
		}
		if l, p := o.listOwner(*want, owner); l != "" {
			owner, want.Name, want.Owner = l, p, l
		}
		o.res.extra = o.propList(*want, owner)
		o.res.extra = o.secondPropListed(want.Name, owner, o.res.extra)
		// Reuse an anchor of that label ("the tagline of The Matrix").
		for _, n := range o.nodes {
			if n.label == owner {
				return n, want.Name, ""
			}
		}
		n := o.addNode(owner, o.tokenAt(want.Span))
		n.placeholder = true
		return n, want.Name, ""
	}

	// A node: the first label or agent noun after the question word; in
	// "the departments and how many employees each has", after "how many".
	start := wh
	if start < 0 {
		start = 0
	}
	start = o.followUpStart(wh, o.relativeHeadStart(wh, o.countHeadStart(sh, wh, start)))
	start = o.nounCountStart(sh, start)
	o.warnHeadcountInLink(sh)
	if n := o.headcountFocus(sh); n != nil {
		return n, "", ""
	}
	if k := o.perThingAt(); sh.count && k >= 0 {
		start = k
	}
	var best *ElementLink
	bestPos := 1 << 30
	for i := range labels {
		pos := o.tokenAt(labels[i].Span)
		if !sh.count && sh.agg == "" && o.eachAt(pos) && wh >= 0 && english.WhatThing.Is(o.word(wh)) && o.focusWord() == "" {
			continue // "What did each person write": the people group the answer
		}
		if pos >= start && pos < bestPos && o.contentGap(start, pos) <= 1 && !o.countedAfterWho(sh.who, wh, pos) && !o.whoVerbObject(sh.who, wh, pos) && !o.whoVerbPossessed(sh.who, wh, pos) && !o.whoVerbBareObject(sh.who, wh, pos) && !o.containerAt(pos) {
			best, bestPos = &labels[i], pos
		}
	}
	for i := range edges {
		pos := o.tokenAt(edges[i].Span)
		// "how many reviews" counts an edge noun; in "how many people does
		// X manage" the verb's subject is X, and the people are its object.
		// "List X's direct reports": a converse noun after its possessor
		// names the thing asked for, as an agent noun does.
		conv := o.converseNounOf(pos, edges[i].Name) && o.converseOwner(pos) >= 0
		if pos >= start && pos < bestPos && (o.contentGap(start, pos) <= 1 || conv) && (o.isAgentNoun(edges[i]) || conv || sh.count && o.toks[pos].POS != grounding.VERB) {
			best, bestPos = &edges[i], pos
		}
	}
	if best != nil && !(sh.who && best.Kind == "edge" && bestPos-start > 1) && !(sh.who && best.Kind == "label" && o.rankedByCount(bestPos)) {
		o.consume(*best)
		if best.Kind == "label" {
			// "Which movie has the tagline 'X'": the noun and the anchor after
			// it are one node.
			for _, n := range o.nodes {
				if n.label == best.Name && len(n.filter) > 0 && n.pos > bestPos && n.pos-bestPos <= 6 && (o.onlyHaveBetween(bestPos, n.pos) || o.exceptBetween(bestPos, n)) && !o.isPossessor(n) && !o.strandedOf(n) {
					return n, "", ""
				}
			}
			n := o.addNode(best.Name, bestPos)
			return n, "", ""
		}
		et := o.s.EdgeType(best.Name)
		if et != nil && len(et.Endpoints) > 0 && (sh.count && o.toks[bestPos].POS == grounding.NOUN && english.Act(o.word(bestPos)) || o.converseNounOf(bestPos, best.Name)) {
			// "How many dependencies does express have": the noun names the
			// verb's object; the edges phase places the verb's subject.
			o.used.unmark(bestPos)
			o.res.given = append(o.res.given, bestPos)
			n := o.addNode(et.Endpoints[0].To, bestPos)
			return n, "", ""
		}
		if et != nil && len(et.Endpoints) > 0 {
			n := o.addNode(et.Endpoints[0].From, bestPos)
			if sh.count && !o.isAgentNoun(*best) {
				// "how many reviews": count the edges, i.e. rows of the pattern.
				o.res.countEdges = true
			}
			o.res.pending = append(o.res.pending, &oedge{typ: best.Name, from: n, pos: bestPos})
			return n, "", ""
		}
	}
	if sh.who && (o.whoIsObject(wh) || o.whoIsSubject(wh)) {
		// "Who does X fly for?": the named X is the verb's subject, so the
		// one asked for is at the relationship's other end, whatever X is.
		if n := o.inferredFocus(sh, wh); n != nil {
			return n, "", ""
		}
	}
	if sh.who {
		if l := o.personLabel(); l != "" {
			n := o.addNode(l, max(wh, 0))
			return n, "", ""
		}
	}
	if i := o.findIn(english.PeopleNoun); sh.count && i >= 0 || sh.count && o.findIn(english.PersonsNoun) >= 0 {
		// "How many people does X manage": people are who the person
		// label holds, counted where the word stands.
		if i < 0 {
			i = o.findIn(english.PersonsNoun)
		}
		if l := o.personLabel(); l != "" {
			o.used.mark(i)
			o.res.used = append(o.res.used, i)
			n := o.addNode(l, i)
			return n, "", ""
		}
	}
	if n := o.inferredFocus(sh, wh); n != nil {
		return n, "", ""
	}
	if n := o.valueKindFocus(sh); n != nil {
		return n, "", ""
	}
	// Aggregates over an anchor-less label ("the oldest movie").
	if len(o.nodes) > 0 && !sh.count {
		return o.nodes[0], "", ""
	}
	return nil, "", ""
}

// describesNoun: a property after "with" that follows a label mention
// ("movies with taglines containing X") describes that noun; it is not what
// the question asks for.
func (o *readCtx) describesNoun(pos, wh int) bool {
	k := pos - 1
	for k > wh && (english.Determiner.Is(o.word(k)) || english.PossessivePronoun.Is(o.word(k))) {
		k--
	}
	if !english.WithHaving.Is(o.word(k)) {
		return false
	}
	if english.PossessivePronoun.Is(o.word(k + 1)) {
		return false // "with their release years" asks for them
	}
	for _, e := range o.ev.Elements {
		if p := o.tokenAt(e.Span); e.Kind == "label" && p > wh && p < k {
			return true
		}
	}
	return false
}

// contentGap counts the words between two tokens that could carry meaning
// of their own: "the top 5 youngest" between "list" and "people" has none.
func (o *focusPhase) contentGap(a, b int) int { return o.gapBetween(o.used, a, b) }

// gapBetween is contentGap over the given consumed tokens.
func (o *readCtx) gapBetween(used usedWords, a, b int) int {
	n := 0
	for k := a + 1; k < b && k < len(o.toks); k++ {
		if used.has(k) {
			continue // an anchor's words ("which Tom Hanks movies")
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.NUM, grounding.ADJ, grounding.AUX, grounding.PUNCT, grounding.PART, grounding.PRON:
			continue
		}
		if w := o.word(k); english.FocusFillerOf(w, o.word(k-1)) || ascWords[w] || descWords[w] || o.measureWord(k) {
			continue
		}
		if o.rankBeforeVerb(k) || o.rankBeforeVerb(k-1) || o.rankBeforeVerb(k-2) {
			continue // "the 3 most recently hired professors"
		}
		n++
	}
	return n
}

// valueNames is true when a value link already names a value of the
// property ("who played Neo": played → roles is the filter, not the answer).
func (o *focusPhase) valueNames(p ElementLink) bool {
	for _, v := range o.in.edgeValues {
		if v.Prop == p.Name && (p.Owner == "" || p.Owner == v.Owner) {
			return true
		}
	}
	// "the tagline 'Welcome to the Real World'": the word names the
	// anchor's field.
	for _, v := range o.ev.Values {
		if v.Prop == p.Name && v.Span.Start >= p.Span.End && v.Span.Start-p.Span.End <= 12 {
			return true
		}
	}
	return false
}

// propUsedAsFilter is true when the property mention is followed by a
// comparison ("born before 1940"): it names a filter, not the answer.
func (o *readCtx) propUsedAsFilter(pos int) bool {
	if english.ComparativeThanAt(o.words, pos) || o.comparedInThan(pos) {
		// "Which incidents lasted longer than 2 hours?": the comparative
		// linking the measured property compares it; the incidents are
		// asked.
		return true
	}
	if o.ofNumberBound(pos) {
		return true // "an h-index of 50 or more"
	}
	if o.isNumber(pos+1) && o.linksKind(pos+2, "label") || o.unitBoundAt(pos+1) {
		// "Which tier 1 services": the number is the property's value on
		// the things named after it.
		return true
	}
	for k := pos + 1; k <= pos+3 && k < len(o.toks); k++ {
		// "countries where singers above age 20": the comparison belongs to
		// the noun in between.
		if o.linksKind(k, "label") || o.linksKind(k, "edge") {
			return false
		}
		if o.at(english.CueStartsWith, k) > 0 || o.at(english.CueEndsWith, k) > 0 || containWords[o.word(k)] {
			return true // "a role starting with 'lead'"
		}
		if _, ok := beforeWords[o.word(k)]; ok {
			return true
		}
		if english.RangeOpener.Is(o.word(k)) {
			return true
		}
		if english.InWord.Is(o.word(k)) {
			for j := k + 1; j <= k+2; j++ {
				if _, dec := decade(o.word(j)); dec || o.isNumber(j) {
					return true
				}
			}
		}
	}
	return false
}

// personLabel is the label "who" refers to: the one the grounding linked to
// person words, else a label keyed by a "name" property that is the source of
// a mentioned edge.
func (o *focusPhase) personLabel() string {
	if l := o.whoHolds(); l != "" {
		return l
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			w := strings.ToLower(o.ev.Question[e.Span.Start:e.Span.End])
			if w == "who" || w == "whom" || w == "person" || w == "people" {
				return e.Name
			}
		}
	}
	if l := o.selfEdgePerson(); l != "" {
		return l
	}
	var cands []string
	for _, l := range o.s.Labels {
		if schema.Find(l.Properties, "name") != nil {
			cands = append(cands, l.Name)
		}
	}
	if c := o.passiveEdgeAgent(cands); c != "" {
		return c
	}
	for _, e := range o.elementsOf("edge") {
		if et := o.s.EdgeType(e.Name); et != nil {
			for _, c := range cands {
				if et.Connects(c, "") {
					return c
				}
			}
		}
	}
	if c := o.edgeValuePerson(cands); c != "" {
		return c
	}
	if c := o.edgePropPerson(cands); c != "" {
		return c
	}
	for _, c := range cands {
		if strings.EqualFold(c, "person") || strings.EqualFold(c, "people") {
			return c
		}
	}
	return o.whoFallback(cands)
}

// propList reads the properties listed after the first asked-for one ("the
// name, country and age of", "location and name"): further properties of
// the same label separated only by commas, "and" and determiners.
func (o *focusPhase) propList(first ElementLink, owner string) []string {
	idx := o.tokensIn(first.Span)
	if len(idx) == 0 {
		return nil
	}
	seen := map[string]bool{first.Name: true}
	var out []string
	k := idx[len(idx)-1] + 1
	for k < len(o.toks) {
		if w := o.word(k); english.ListJoiner.Is(w) || english.Determiner.Is(w) || english.PossessivePronoun.Is(w) {
			k++
			continue
		}
		var hit *ElementLink
		for i := range o.ev.Elements {
			e := o.ev.Elements[i]
			if e.Kind == "prop" && o.tokenAt(e.Span) == k {
				hit = &o.ev.Elements[i]
				break
			}
		}
		if hit == nil {
			break
		}
		p := schema.Find(o.propsOf(owner), hit.Name)
		if p == nil || (hit.Owner != "" && hit.Owner != owner) {
			break
		}
		if !seen[hit.Name] {
			seen[hit.Name] = true
			out = append(out, hit.Name)
		}
		o.consume(*hit)
		is := o.tokensIn(hit.Span)
		k = is[len(is)-1] + 1
	}
	return out
}

// predicateOfNoun: the property word at pos is the verb of a clause whose
// subject is a label noun named after the question word ("Which movies were
// rated by X": the movies are asked for; "rated" says what was done to them).
func (o *readCtx) predicateOfNoun(pos, wh int) bool {
	if wh < 0 || (o.toks[pos].POS != grounding.VERB && o.toks[pos-1].POS != grounding.AUX) {
		return false
	}
	if !english.WhatThing.Is(o.word(wh)) {
		return false // "when was the oldest movie released" asks for the year
	}
	for _, e := range o.ev.Elements {
		if p := o.tokenAt(e.Span); e.Kind == "label" && p == wh+1 && p < pos && o.toks[p].POS == grounding.NOUN {
			for k := p + 1; k < pos; k++ {
				if o.toks[k].POS != grounding.AUX && o.toks[k].POS != grounding.ADV {
					return false
				}
			}
			return true
		}
	}
	return false
}

// exceptBetween: "people other than X": the anchor after the noun excludes
// a value from the noun's own nodes (its filter is an inequality).
func (o *readCtx) exceptBetween(a int, n *onode) bool {
	if c, ok := n.filter[0].(*templates.Cmp); !ok || c.Op != templates.Ne {
		return false
	}
	for k := a + 1; k < n.pos; k++ {
		if !o.isQuoteMark(k) && o.endsAt(english.CueNotEqual, k) < 0 && o.at(english.CueNotEqual, k) == 0 {
			return false
		}
	}
	return true
}

// possessorOf is the last token of the name that owns the noun at pos
// through a possessive ("Ada Lovelace's salary", "Keanu Reeves' year of
// birth"), -1 when there is none. Words naming the year or determiners may
// stand between.
func (o *readCtx) possessorOf(pos int) int {
	k := pos - 1
	for n := 0; n < 3 && k >= 0; n++ {
		if w := o.word(k); english.PossessedLead.Is(w) || english.Year.Is(w) {
			k--
			continue
		}
		break
	}
	return english.PossessorEnd(o.words, k)
}

// isPossessor: the anchor n owns the noun after it ("Jessica Thompson's
// followers"), so "Who are X's followers" asks for the followers, not X.
func (o *focusPhase) isPossessor(n *onode) bool {
	for p := n.pos + 1; p < len(o.toks) && p <= n.pos+8; p++ {
		if k := o.possessorOf(p); k >= n.pos && k < p {
			for j := n.pos; j <= k; j++ {
				if !o.used.has(j) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// inferredFocus: "What does express depend on?", "What are the
// dependencies of express?" — the question word names no label, and the
// one relationship the question names links its anchors to exactly one
// label: the thing asked for is a node of that label, at the question
// word. It is an assumption, so the plan says so (focus-inferred).
func (o *focusPhase) inferredFocus(sh shape, wh int) *onode {
	if wh < 0 && len(o.toks) > 0 && english.WherePlace.Is(o.word(0)) {
		wh = 0 // "where" opens no list the other phases read; only here
	}
	if wh < 0 || sh.count || sh.agg != "" {
		return nil
	}
	where := english.WherePlace.Is(o.word(wh))
	who := o.whoIsObject(wh) || o.whoIsSubject(wh)
	if !english.WhatThing.Is(o.word(wh)) && !where && !who {
		return nil
	}
	edges := o.elementsOf("edge")
	if len(edges) == 0 {
		return nil
	}
	if where && !o.edgeNouns(edges) && o.anchorHasPlace() {
		// "Where does X work?": a verb's "where" may ask for a property
		// (a city) as much as a node; only a noun naming the relationship
		// ("X's hubs") says the answer is the thing at its other end.
		return nil
	}
	typ := edges[0].Name
	for _, e := range edges {
		if e.Name != typ {
			return nil // two relationships: which one the asked thing sits on is a guess
		}
		if e.Score < strongLink && !o.verbNamesEdge(wh, e) {
			return nil // a weak link ("assignments" near WORKS_IN) would decide what is answered
		}
	}
	et := o.s.EdgeType(typ)
	if et == nil {
		return nil
	}
	fits := map[string]bool{}
	anchors := 0
	var named []string
	for _, n := range o.nodes {
		if len(n.filter) > 0 {
			named = append(named, n.label)
		}
	}
	for _, l := range o.elementsOf("label") {
		if o.eachAt(o.tokenAt(l.Span)) {
			named = append(named, l.Name) // "What did each person write"
		}
	}
	doer := o.whoDoesVerb(wh, et)
	for _, label := range named {
		anchors++
		for _, ep := range et.Endpoints {
			if ep.From == label && !doer {
				fits[ep.To] = true
			}
			if ep.To == label {
				fits[ep.From] = true
			}
		}
	}
	if anchors == 0 || len(fits) != 1 || o.correctedAgainstVerb(wh, et) {
		return nil
	}
	var label string
	for l := range fits {
		label = l
	}
	if where && !english.PlaceLabel(label) {
		return nil // "where" asked of a thing that is not a place
	}
	if who && schema.Find(o.propsOf(label), "name") == nil {
		return nil // "who" answered by things with no name (flights, movies) is a guess
	}
	n := o.addNode(label, wh)
	o.res.warnings = append(o.res.warnings, o.diagnostic("focus-inferred", o.tokSpan(wh),
		fmt.Sprintf("%q names no label; the answer is read as the %s at the other end of %s, the only label %s links the named %s to", o.toks[wh].Text, label, typ, typ, o.anchorLabels())))
	return n
}

// whoIsObject: "Who/Whom does X ...?" — the question word is followed by
// "do" and a named thing, so it is the verb's object, not its subject.
func (o *focusPhase) whoIsObject(wh int) bool {
	if wh < 0 || wh+2 >= len(o.toks) || !english.Frame.Who.Is(o.word(wh)) || !english.DoAux.Is(o.word(wh+1)) {
		return false
	}
	last := len(o.toks) - 1
	for last > wh && o.toks[last].POS == grounding.PUNCT {
		last--
	}
	if o.toks[last].POS == grounding.ADP && !o.linksKind(last, "edge") && !o.edgeNamesWord(o.word(last)) {
		// "Who does X work with?": a preposition no relationship takes in
		// asks for a co-participant (a colleague), not the other end.
		return false
	}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && n.pos > wh+1 {
			return true
		}
	}
	return false
}

// edgeNamesWord: some linked relationship's name holds the word (WORKS_WITH
// for "with").
func (o *focusPhase) edgeNamesWord(w string) bool {
	for _, e := range o.elementsOf("edge") {
		for _, part := range grounding.SplitName(e.Name) {
			if strings.EqualFold(part, w) {
				return true
			}
		}
	}
	return false
}

// strandedOf: "Which Ls is X a N of?" — after the named X comes a noun
// naming a relationship and an "of" that ends the question: X is the N of
// the Ls asked for, so the Ls are other things than X, not X itself.
func (o *focusPhase) strandedOf(n *onode) bool {
	last := o.closingWord()
	for last >= 0 && o.toks[last].POS == grounding.PUNCT {
		last--
	}
	if last <= n.pos || !english.Of.Is(o.word(last)) {
		return false
	}
	for k := n.pos + 1; k < last; k++ {
		if o.linksKind(k, "edge") && o.toks[k].POS == grounding.NOUN {
			return true
		}
	}
	return false
}

// edgeNouns: every mention of the relationship is a noun ("hubs"), not
// a verb.
func (o *focusPhase) edgeNouns(edges []ElementLink) bool {
	for _, e := range edges {
		if o.toks[o.tokenAt(e.Span)].POS != grounding.NOUN {
			return false
		}
	}
	return true
}

// anchorLabels lists the labels of the named things, for messages.
func (o *focusPhase) anchorLabels() string {
	var out []string
	seen := map[string]bool{}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && !seen[n.label] {
			seen[n.label] = true
			out = append(out, n.label)
		}
	}
	return strings.Join(out, ", ")
}

// eachAt: the noun at pos follows "each", "every" or "per" ("each
// person"): it groups the answer rather than being what is asked.
func (o *readCtx) eachAt(pos int) bool {
	k := pos - 1
	return k >= 0 && english.Each.Is(o.word(k))
}

// strandedSubject: in "Which Ls is X a N of?" the agent noun N ends the
// question but for its "of", so nothing follows it to act on; it describes
// the named X just before it (after "a", "the"), as "X is a N of" says.
// The Ls asked for are then what X is the N of (strandedOf).
func (o *relPhase) strandedSubject(src *onode, pos int, et *schema.EdgeType) *onode {
	if src != nil || pos+1 >= len(o.toks) || !english.Of.Is(o.word(pos+1)) {
		return src
	}
	if !o.endsAfter(pos + 1) {
		return nil
	}
	k := pos - 1
	for k >= 0 && english.PredicateFiller.Is(o.word(k)) {
		k--
	}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && n.pos >= 0 && o.mentionEnd(n) == k && et.Connects(n.label, "") {
			o.warnings = append(o.warnings, o.diagnostic("stranded-of-read", o.tokSpan(pos), fmt.Sprintf(
				"%q ends the question with its \"of\": the named %s is read as the %s (the source of %s), the things asked for as what it is the %s of",
				o.word(pos), n.label, o.word(pos), et.Name, o.word(pos))))
			return n
		}
	}
	return nil
}
