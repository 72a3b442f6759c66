package offline

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// elementsOf returns the mapping-table rows of one kind, best score first per
// span, skipping spans already consumed by anchors.
func (o *offline) elementsOf(kind string) []ElementLink {
	var out []ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != kind {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		free := false
		for _, i := range idx {
			if !o.used[i] {
				free = true
			}
		}
		if free {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Span.Start < out[j].Span.Start })
	return out
}

func (o *offline) consume(e ElementLink) {
	for _, i := range o.tokensIn(e.Span) {
		o.used[i] = true
	}
}

// whPos is the index of the question word (or imperative verb) that opens
// the question, -1 if none.
func (o *offline) whPos() int {
	for i := range o.toks {
		switch o.word(i) {
		case "who", "whom", "which", "what", "when", "how", "list", "name", "show", "find", "give", "return", "get", "count", "sort", "display", "identify", "retrieve", "fetch", "provide":
			return i
		}
	}
	return -1
}

// isAgentNoun tells whether an edge mention is a noun naming the edge's
// source ("actors", "director", "reviewers") rather than a verb.
func (o *offline) isAgentNoun(e ElementLink) bool {
	idx := o.tokensIn(e.Span)
	if len(idx) == 0 {
		return false
	}
	// The span's first word decides: "actors have appeared" is an agent,
	// "reviews did each reviewer" is a counted thing.
	for _, i := range idx[:1] {
		t := o.toks[i]
		w := strings.ToLower(t.Text)
		if t.POS == grounding.VERB || t.POS == grounding.AUX || len(w) < 5 {
			continue
		}
		for _, suf := range []string{"er", "ers", "or", "ors", "ess", "esses", "ist", "ists", "ant", "ants"} {
			if strings.HasSuffix(w, suf) {
				return true
			}
		}
		if w == "cast" {
			return true
		}
	}
	return false
}

// findFocus decides what the question asks for: a node (its label), a
// property of a node or an edge, or a count.
func (o *offline) findFocus(sh shape) (*onode, string, string) {
	wh := o.whPos()
	props := o.elementsOf("prop")
	labels := o.elementsOf("label")
	edges := o.elementsOf("edge")

	if sh.ranked {
		// The ranking's property follows the aggregate word; the focus is the
		// node it ranks, found below.
		for i := range props {
			if pos := o.tokenAt(props[i].Span); pos > sh.aggPos && pos-sh.aggPos <= 3 {
				r := props[i]
				if r.Owner == "" {
					r.Owner = o.ownerOf(r.Name)
				}
				o.rank = &r
				o.consume(r)
				break
			}
		}
		if o.rank == nil {
			o.unsupported = "the question ranks by an aggregate of something the schema does not have"
		}
		props = nil
	}
	// A property asked for directly: "what is the tagline of", "when was X
	// born", "what rating did", "average age of".
	var want *ElementLink
	for i := range props {
		p := props[i]
		pos := o.tokenAt(p.Span)
		near := wh >= 0 && pos-wh <= 4 && pos > wh
		if sh.agg != "" && sh.aggPos >= 0 && pos > sh.aggPos && pos-o.aggListEnd(sh.aggPos) <= 3 {
			near = true
		}
		if sh.when && o.isYearLike(p) {
			near = true
		}
		if sh.count && !sh.distinct {
			near = false
		}
		if w := o.word(pos); len(o.tokensIn(p.Span)) == 1 && (ascWords[w] || descWords[w] || w == "youngest") {
			continue // "oldest" orders by born; it is not what is asked
		}
		if near && !o.propUsedAsFilter(pos) && !o.valueNames(p) && !o.describesNoun(pos, wh) {
			want = &props[i]
			break
		}
	}
	if sh.when && want == nil {
		// "When was Cloud Atlas released?" with no property link: the anchor's
		// year-like property.
		for _, n := range o.nodes {
			if p := o.yearProp(n.label); p != "" {
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
			o.propEdge = owner
			return nil, want.Name, owner
		}
		o.extra = o.propList(*want, owner)
		// Reuse an anchor of that label ("the tagline of The Matrix").
		for _, n := range o.nodes {
			if n.label == owner {
				n.focus = true
				return n, want.Name, ""
			}
		}
		n := o.addNode(owner, o.tokenAt(want.Span))
		n.focus = true
		n.placeholder = true
		return n, want.Name, ""
	}

	// A node: the first label or agent noun after the question word.
	start := wh
	if start < 0 {
		start = 0
	}
	var best *ElementLink
	bestPos := 1 << 30
	for i := range labels {
		pos := o.tokenAt(labels[i].Span)
		if pos >= start && pos < bestPos && o.contentGap(start, pos) <= 1 {
			best, bestPos = &labels[i], pos
		}
	}
	for i := range edges {
		pos := o.tokenAt(edges[i].Span)
		if pos >= start && pos < bestPos && o.contentGap(start, pos) <= 1 && (o.isAgentNoun(edges[i]) || sh.count) {
			best, bestPos = &edges[i], pos
		}
	}
	if best != nil && !(sh.who && best.Kind == "edge" && bestPos-start > 1) {
		o.consume(*best)
		if best.Kind == "label" {
			// "Which movie has the tagline 'X'": the noun and the anchor after
			// it are one node.
			for _, n := range o.nodes {
				if n.label == best.Name && len(n.filter) > 0 && n.pos > bestPos && n.pos-bestPos <= 6 && o.onlyHaveBetween(bestPos, n.pos) {
					n.focus = true
					return n, "", ""
				}
			}
			n := o.addNode(best.Name, bestPos)
			n.focus = true
			return n, "", ""
		}
		et := o.s.EdgeType(best.Name)
		if et != nil && len(et.Endpoints) > 0 {
			n := o.addNode(et.Endpoints[0].From, bestPos)
			n.focus = true
			if sh.count && !o.isAgentNoun(*best) {
				// "how many reviews": count the edges, i.e. rows of the pattern.
				o.countEdges = true
			}
			o.pending = append(o.pending, &oedge{typ: best.Name, from: n, pos: bestPos})
			return n, "", ""
		}
	}
	if sh.who {
		if l := o.personLabel(); l != "" {
			n := o.addNode(l, max(wh, 0))
			n.focus = true
			return n, "", ""
		}
	}
	// Aggregates over an anchor-less label ("the oldest movie").
	if len(o.nodes) > 0 && !sh.count {
		o.nodes[0].focus = true
		return o.nodes[0], "", ""
	}
	return nil, "", ""
}

// describesNoun: a property after "with" that follows a label mention
// ("movies with taglines containing X") describes that noun; it is not what
// the question asks for.
func (o *offline) describesNoun(pos, wh int) bool {
	k := pos - 1
	for k > wh && (o.word(k) == "a" || o.word(k) == "an" || o.word(k) == "the" || o.word(k) == "their" || o.word(k) == "its") {
		k--
	}
	if w := o.word(k); w != "with" && w != "having" {
		return false
	}
	if o.word(k+1) == "their" || o.word(k+1) == "its" {
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
func (o *offline) contentGap(a, b int) int {
	n := 0
	for k := a + 1; k < b && k < len(o.toks); k++ {
		if o.used[k] {
			continue // an anchor's words ("which Tom Hanks movies")
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.NUM, grounding.ADJ, grounding.AUX, grounding.PUNCT, grounding.PART, grounding.PRON:
			continue
		}
		if w := o.word(k); w == "number" || w == "count" || w == "total" || (w == "of" && (o.word(k-1) == "number" || o.word(k-1) == "count")) || w == "top" || w == "first" || w == "last" || w == "all" || w == "most" || w == "different" || w == "distinct" || w == "unique" || ascWords[w] || descWords[w] || w == "youngest" {
			continue
		}
		n++
	}
	return n
}

// valueNames is true when a value link already names a value of the
// property ("who played Neo": played → roles is the filter, not the answer).
func (o *offline) valueNames(p ElementLink) bool {
	for _, v := range o.edgeValues {
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
func (o *offline) propUsedAsFilter(pos int) bool {
	for k := pos + 1; k <= pos+3 && k < len(o.toks); k++ {
		// "countries where singers above age 20": the comparison belongs to
		// the noun in between.
		if o.linksKind(k, "label") || o.linksKind(k, "edge") {
			return false
		}
		if _, ok := beforeWords[o.word(k)]; ok {
			return true
		}
		if o.word(k) == "between" || o.word(k) == "from" {
			return true
		}
		if o.word(k) == "in" {
			for j := k + 1; j <= k+2; j++ {
				if _, dec := decade(o.word(j)); dec || o.isNumber(j) {
					return true
				}
			}
		}
	}
	return false
}

func (o *offline) isNumber(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	_, ok := o.numberAt(i)
	return ok
}

func (o *offline) numberAt(i int) (float64, bool) {
	w := o.word(i)
	if n, ok := numberWords[w]; ok {
		return float64(n), true
	}
	f, err := strconv.ParseFloat(w, 64)
	return f, err == nil
}

// ownerOf finds the single label or edge type having a property.
func (o *offline) ownerOf(prop string) string {
	ls := o.s.LabelsWithProperty(prop)
	es := o.s.EdgeTypesWithProperty(prop)
	// Prefer an owner already in the question.
	for _, n := range o.nodes {
		for _, l := range ls {
			if n.label == l {
				return l
			}
		}
	}
	if len(ls) > 0 {
		return ls[0]
	}
	if len(es) > 0 {
		return es[0]
	}
	return ""
}

// isYearLike: an integer property whose sample values look like years.
func (o *offline) isYearLike(e ElementLink) bool {
	owner := e.Owner
	if owner == "" {
		owner = o.ownerOf(e.Name)
	}
	return o.yearPropOf(owner, e.Name)
}

func (o *offline) propsOf(owner string) []schema.Property {
	if l := o.s.Label(owner); l != nil {
		return l.Properties
	}
	if et := o.s.EdgeType(owner); et != nil {
		return et.Properties
	}
	return nil
}

func (o *offline) yearPropOf(owner, prop string) bool {
	p := schema.Find(o.propsOf(owner), prop)
	if p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return false
	}
	if p.Type == schema.Date || p.Type == schema.DateTime {
		return true
	}
	for _, s := range p.Samples {
		f, ok := toFloat(s)
		if !ok || f < 1000 || f > 2200 {
			return false
		}
	}
	return len(p.Samples) > 0
}

// yearProp is the label's year-like property, "" if none or several.
func (o *offline) yearProp(label string) string {
	var out []string
	for _, p := range o.propsOf(label) {
		if o.yearPropOf(label, p.Name) {
			out = append(out, p.Name)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return ""
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case int:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// personLabel is the label "who" refers to: the one the grounding linked to
// person words, else a label keyed by a "name" property that is the source of
// a mentioned edge.
func (o *offline) personLabel() string {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			w := strings.ToLower(o.ev.Question[e.Span.Start:e.Span.End])
			if w == "who" || w == "whom" || w == "person" || w == "people" {
				return e.Name
			}
		}
	}
	var cands []string
	for _, l := range o.s.Labels {
		if schema.Find(l.Properties, "name") != nil {
			cands = append(cands, l.Name)
		}
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
	for _, c := range cands {
		if strings.EqualFold(c, "person") || strings.EqualFold(c, "people") {
			return c
		}
	}
	if len(cands) > 0 {
		return cands[0]
	}
	return ""
}

// placeLabelMentions adds a node for every label mention not yet used,
// unless it just names an adjacent anchor ("the movie The Matrix").
func (o *offline) placeLabelMentions(focus *onode) {
	for _, l := range o.elementsOf("label") {
		pos := o.tokenAt(l.Span)
		merged := false
		for _, n := range o.nodes {
			if n.label == l.Name && n.pos >= 0 && len(n.filter) > 0 &&
				(pos-n.pos == 1 || (n.pos > pos && n.pos-pos <= 6 && o.nothingBetween(pos, n.pos))) {
				merged = true
			}
		}
		o.consume(l)
		// A relative pronoun ("people who produced") is not a new node.
		if w := strings.ToLower(o.ev.Question[l.Span.Start:l.Span.End]); (w == "who" || w == "whom" || w == "which" || w == "that") && pos != o.whPos() {
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
func (o *offline) nothingBetween(a, b int) bool {
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
func (o *offline) onlyHaveBetween(a, b int) bool {
	for k := a + 1; k < b; k++ {
		switch w := o.word(k); {
		case w == "has" || w == "have" || w == "had" || w == "with" || w == "that" || w == "which" || w == "whose" ||
			w == "the" || w == "a" || w == "an" || w == "is" || w == "are" || o.isQuoteMark(k):
		case o.linksKind(k, "prop"):
		default:
			return false
		}
	}
	return true
}

func (o *offline) onlyCopulaBetween(a, b int) bool {
	for k := a + 1; k < b; k++ {
		t := o.toks[k]
		if t.POS == grounding.VERB || t.POS == grounding.ADP || t.POS == grounding.PROPN {
			return false
		}
		if t.POS == grounding.NOUN && o.word(k) != "top" {
			return false
		}
	}
	return true
}

func (o *offline) edgeOfType(t string) *oedge {
	for _, e := range o.edges {
		if e.typ == t {
			return e
		}
	}
	return nil
}

// negatedAt: a negation word shortly before token i.
func (o *offline) negatedAt(i int) bool {
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
func (o *offline) placeEdges(focus *onode) error {
	mentions := o.elementsOf("edge")
	// A property of an edge type implies the edge ("rate above 80" →
	// REVIEWED) when the question names no edge of that type.
	named := map[string]bool{}
	for _, m := range mentions {
		named[m.Name] = true
	}
	for _, p := range o.ev.Elements {
		if p.Kind != "prop" || p.Owner == "" || o.s.EdgeType(p.Owner) == nil || named[p.Owner] {
			continue
		}
		named[p.Owner] = true
		mentions = append(mentions, ElementLink{Kind: "edge", Name: p.Owner, Span: p.Span, Score: p.Score, implied: true})
	}
	sort.SliceStable(mentions, func(i, j int) bool { return mentions[i].Span.Start < mentions[j].Span.Start })
	countNoun := -1
	if o.countEdges && len(o.pending) > 0 {
		countNoun = o.pending[0].pos
	}
	for _, p := range o.pending {
		o.edges = append(o.edges, p)
	}
	for _, m := range mentions {
		pos := o.tokenAt(m.Span)
		et := o.s.EdgeType(m.Name)
		if et == nil {
			continue
		}
		if !m.implied {
			o.consume(m)
		}
		neg := o.negatedAt(pos)
		// "how many reviews did each reviewer write": the verb after a
		// counted edge noun is that noun's own predicate.
		if countNoun >= 0 && pos > countNoun && !neg && !o.isAgentNoun(m) {
			continue
		}
		// A second mention of an edge already placed ("actors ... acted in")
		// adds nothing unless it is negated.
		if ex := o.edgeOfType(m.Name); ex != nil && !neg {
			if ex.to == nil {
				o.completePending(ex, pos)
			}
			continue
		}
		if o.isAgentNoun(m) && !neg {
			src := o.nearestNode(pos, func(n *onode) bool { return et.Connects(n.label, "") }, 2)
			if src == nil {
				// "movies where the directors were also actors": one person.
				src = o.copulaSubject(pos, func(n *onode) bool { return et.Connects(n.label, "") })
			}
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
		var from, to *onode
		if neg {
			from, to = o.negatedEnds(et, pos)
		} else {
			from, to = o.endsFor(et, pos)
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
				return unanswerable("%q is a value of %s.%s but nothing in the question says whose", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop)
			}
			if err := o.ensureEdge(v.Owner, focus); err != nil {
				return err
			}
			e = o.edgeOfType(v.Owner)
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
func (o *offline) negatedEnds(et *schema.EdgeType, pos int) (*onode, *onode) {
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

// completePending gives an agent-noun edge its other end: the nearest node
// after it that the schema allows, or an implied one.
func (o *offline) completePending(e *oedge, pos int) {
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
func (o *offline) copulaSubject(pos int, ok func(*onode) bool) *onode {
	k := pos - 1
	sawCopula := false
	for k >= 0 {
		switch o.word(k) {
		case "is", "are", "was", "were", "be", "been":
			sawCopula = true
			k--
			continue
		case "also", "both", "a", "an", "the", "themselves", "too":
			k--
			continue
		}
		break
	}
	if !sawCopula || k < 0 {
		return nil
	}
	for _, n := range o.nodes {
		if n.pos == k && ok(n) {
			return n
		}
	}
	return nil
}

// asPredicate: the noun at pos follows "as" ("as a writer").
func (o *offline) asPredicate(pos int) bool {
	k := pos - 1
	if w := o.word(k); w == "a" || w == "an" || w == "the" {
		k--
	}
	return o.word(k) == "as"
}

func (o *offline) nearestBefore(pos int, ok func(*onode) bool) *onode {
	var best *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < pos && ok(n) && (best == nil || n.pos > best.pos) {
			best = n
		}
	}
	return best
}

func (o *offline) nearestNode(pos int, ok func(*onode) bool, within int) *onode {
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
func (o *offline) impliedEnd(et *schema.EdgeType, other *onode, wantFrom bool, pos int) *onode {
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
		return nil
	}
	n := o.addNode(labels[0], -1)
	return n
}

// endsFor picks the source and target node mentions of an edge mention.
func (o *offline) endsFor(et *schema.EdgeType, pos int) (*onode, *onode) {
	passive := o.word(pos+1) == "by" || o.word(pos+2) == "by"
	// The subject after an auxiliary: "did Tom Hanks act", "does James follow".
	var subj *onode
	for k := pos - 1; k >= 0 && k >= pos-6; k-- {
		if w := o.word(k); w == "did" || w == "does" || w == "do" || w == "has" || w == "have" || w == "had" {
			if w == "have" || w == "has" {
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
				cost -= 10
			}
			if subj != nil && b == subj {
				cost += 10
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

func dist(a, b int) int {
	if a < 0 {
		return 10
	}
	if a > b {
		return a - b
	}
	return b - a
}

// ensureEdge adds an edge of type t touching n, with an implied other end.
func (o *offline) ensureEdge(t string, n *onode) error {
	et := o.s.EdgeType(t)
	if et == nil {
		return unanswerable("no edge type %s", t)
	}
	// Join to another node already in the question when the schema allows.
	for _, m := range o.nodes {
		if m == n {
			continue
		}
		if et.Connects(n.label, m.label) {
			o.edges = append(o.edges, &oedge{typ: t, from: n, to: m, pos: -1})
			return nil
		}
		if et.Connects(m.label, n.label) {
			o.edges = append(o.edges, &oedge{typ: t, from: m, to: n, pos: -1})
			return nil
		}
	}
	if et.Connects(n.label, "") {
		o.edges = append(o.edges, &oedge{typ: t, from: n, to: o.impliedEnd(et, n, false, -1), pos: -1})
		return nil
	}
	if et.Connects("", n.label) {
		o.edges = append(o.edges, &oedge{typ: t, from: o.impliedEnd(et, n, true, -1), to: n, pos: -1})
		return nil
	}
	return unanswerable("edge type %s does not touch %s", t, n.label)
}

// connect joins every node mention to the focus's component: an anchor left
// alone ("Tom Hanks movies", "in a movie with Tom Hanks") is attached by an
// edge type the question mentioned, else by the most frequent edge type the
// schema has between the two labels.
func (o *offline) connect(focus *onode) {
	if len(o.nodes) < 2 {
		return
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
			return
		}
		mentioned := map[string]bool{}
		for _, e := range o.edges {
			if !e.negated {
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
			for m := range comp {
				score := float64(et.Count)
				if mentioned[et.Name] {
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
		if len(cands) == 0 {
			// No edge type joins them directly: a junction label with one
			// edge type to each ("singer_in_concert" between singer and
			// concert) when exactly one such path exists.
			if o.viaJunction(lone, comp) {
				continue
			}
			return
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
		if c.score < 1e12 && len(lone.filter) == 0 && !lone.focus && (len(types) != 1 || repeated) {
			o.removeNode(lone)
			continue
		}
		o.edges = append(o.edges, &oedge{typ: c.typ, from: c.from, to: c.to, pos: -1})
	}
}

func (o *offline) removeNode(n *onode) {
	var keep []*onode
	for _, m := range o.nodes {
		if m != n {
			keep = append(keep, m)
		}
	}
	o.nodes = keep
}

func (o *offline) root(focus *onode) *onode {
	if focus != nil {
		return focus
	}
	return o.nodes[0]
}

func (o *offline) onlyInNegation(n *onode) bool {
	in, neg := false, false
	for _, e := range o.edges {
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

func (o *offline) component(start *onode) map[*onode]bool {
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
func (o *offline) variableLength() {
	if o.has("indirectly") < 0 && o.has("transitively") < 0 && o.has("any", "number") < 0 &&
		o.has("chain") < 0 && o.has("eventually") < 0 {
		return
	}
	for _, e := range o.edges {
		if e.from != nil && e.to != nil && e.from.label == e.to.label && e.v == "" {
			e.min, e.max = 1, templates.MaxHops
		}
	}
}

// numericFilters reads comparisons such as "born before 1940", "released
// between 2000 and 2005", "rated above 80", "in 1999".
func (o *offline) numericFilters(focus *onode) {
	o.limitPos = -1
	for i := range o.toks {
		if o.used[i] {
			continue
		}
		if lo, ok := decade(o.word(i)); ok {
			o.used[i] = true
			if _, v, prop := o.numericTarget(i, float64(lo), focus); prop != "" {
				o.filter = append(o.filter, templates.C(v, prop, templates.Ge, int64(lo)), templates.C(v, prop, templates.Le, int64(lo+9)))
			}
			continue
		}
		f, ok := o.numberAt(i)
		if !ok {
			continue
		}
		// "more than one movie", "at least three movies": a count of
		// related things, which the offline compiler cannot express.
		if o.countsThings(i) {
			o.unsupported = "comparing a count of related things (\"" + o.word(i) + " " + o.word(i+1) + "\") needs grouping with a filter, which offline compilation does not do"
			o.used[i] = true
			continue
		}
		// "4 or more high schoolers" counts things; "aged 32 or 33", "a grade
		// of 9 or more" compare a value.
		if o.word(i+1) == "or" {
			orOp := templates.Op("")
			if op, ok := orBound[o.word(i+2)]; ok {
				orOp = op
			}
			if orOp != "" {
				if k := i + 3; k < len(o.toks) && (o.linksKind(k, "label") || o.linksKind(k, "edge")) {
					o.unsupported = "comparing a count of related things (\"" + o.word(i) + " or " + o.word(i+2) + " " + o.word(k) + "\") needs grouping with a filter, which offline compilation does not do"
					continue
				}
				o.used[i], o.used[i+1], o.used[i+2] = true, true, true
				if _, v, prop := o.numericTarget(i, f, focus); prop != "" {
					o.filter = append(o.filter, templates.C(v, prop, orOp, numLit(f)))
				} else {
					o.unsupported = "the number " + o.word(i) + " does not compare with any property the question names"
				}
				continue
			}
			if g, ok := o.numberAt(i + 2); ok && !o.used[i+2] {
				o.used[i], o.used[i+1], o.used[i+2] = true, true, true
				if _, v, prop := o.numericTarget(i, f, focus); prop != "" {
					o.filter = append(o.filter, templates.C(v, prop, templates.OneOf, []any{numLit(f), numLit(g)}))
				} else {
					o.unsupported = "the numbers " + o.word(i) + " or " + o.word(i+2) + " do not compare with any property the question names"
				}
				continue
			}
		}
		// Limits: "top 3", "first 5", "two actors ... most", "three oldest".
		if o.isLimit(i) {
			o.limit, o.limitPos = int(f), i
			o.used[i] = true
			continue
		}
		op, ok := o.comparisonBefore(i)
		if !ok {
			continue
		}
		o.used[i] = true
		owner, v, prop := o.numericTarget(i, f, focus)
		if prop == "" {
			if o.unsupported == "" {
				o.unsupported = "the number " + o.word(i) + " does not compare with any numeric property of the question's nodes"
			}
			continue
		}
		_ = owner
		var val any = f
		if f == math.Trunc(f) {
			val = int64(f)
		}
		if op == "between" {
			if j := o.nextNumber(i + 1); j >= 0 {
				g, _ := o.numberAt(j)
				o.used[j] = true
				var hi any = g
				if g == math.Trunc(g) {
					hi = int64(g)
				}
				o.filter = append(o.filter, templates.C(v, prop, templates.Ge, val), templates.C(v, prop, templates.Le, hi))
			}
			continue
		}
		o.filter = append(o.filter, templates.C(v, prop, templates.Op(op), val))
	}
}

// decade reads "1990s" as 1990.
func decade(w string) (int, bool) {
	if len(w) == 5 && strings.HasSuffix(w, "0s") {
		if n, err := strconv.Atoi(w[:4]); err == nil {
			return n, true
		}
	}
	return 0, false
}

// countsThings: the number is followed by a label or edge noun.
func (o *offline) countsThings(i int) bool {
	if o.word(i+1) == "" {
		return false
	}
	if _, ok := beforeWords[o.word(i-1)]; !ok && o.word(i-1) != "least" && o.word(i-1) != "than" {
		return false
	}
	if t := o.toks[i+1]; t.POS != grounding.NOUN && t.POS != grounding.PROPN {
		return false
	}
	for _, e := range o.ev.Elements {
		if (e.Kind == "label" || e.Kind == "edge") && o.tokenAt(e.Span) == i+1 {
			return true
		}
	}
	return false
}

func (o *offline) nextNumber(i int) int {
	for k := i; k < len(o.toks) && k <= i+2; k++ {
		if o.isNumber(k) && !o.used[k] {
			return k
		}
	}
	return -1
}

func (o *offline) isLimit(i int) bool {
	prev, next := o.word(i-1), o.word(i+1)
	if prev == "top" || prev == "first" || prev == "last" || prev == "limit" {
		return true
	}
	if ascWords[next] || descWords[next] || next == "most" || next == "latest" || next == "newest" {
		return true
	}
	// "which two actors have acted in the most movies"
	if o.has("most") >= 0 || o.has("fewest") >= 0 || o.has("least") >= 0 {
		if prev == "which" || prev == "what" || prev == "the" || prev == "list" {
			return true
		}
	}
	_, isWord := numberWords[o.word(i)]
	if isWord && (prev == "which" || prev == "the") {
		return true
	}
	// "name 3 movies", "the names of 3 persons": a count of rows.
	if f, _ := o.numberAt(i); f < 1000 {
		if _, cmp := beforeWords[prev]; !cmp && prev != "between" && prev != "and" && prev != "least" && prev != "than" {
			for _, e := range o.ev.Elements {
				if o.tokenAt(e.Span) != i+1 {
					continue
				}
				if e.Kind == "label" || e.Kind == "edge" && o.isAgentNoun(e) {
					return true
				}
			}
		}
	}
	return false
}

// comparisonBefore reads the operator in front of a number.
func (o *offline) comparisonBefore(i int) (string, bool) {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := o.word(k)
		if w == "between" || (w == "from" && o.word(i+1) == "to") {
			return "between", true
		}
		if op, ok := beforeWords[w]; ok {
			if w == "more" || w == "less" || w == "greater" || w == "fewer" || w == "higher" || w == "lower" {
				if o.word(k+1) == "than" || o.word(k+2) == "than" {
					if o.word(k-2) == "at" || o.word(k-1) == "at" {
						break
					}
				}
			}
			if o.word(k-1) == "at" && (w == "least" || w == "most") {
				break
			}
			return string(op), true
		}
		if w == "least" && o.word(k-1) == "at" {
			return string(templates.Ge), true
		}
		if w == "most" && o.word(k-1) == "at" {
			return string(templates.Le), true
		}
		if w == "in" || w == "from" || w == "of" || w == "is" || w == "was" || w == "equal" || w == "exactly" || w == "=" {
			return string(templates.Eq), true
		}
	}
	return "", false
}

// numericTarget chooses the variable and property a number constrains: the
// nearest numeric property mention, else the property of a node or edge in
// the query whose sample values are nearest in magnitude.
func (o *offline) numericTarget(i int, f float64, focus *onode) (string, string, string) {
	bestD := 1 << 30
	var best ElementLink
	for _, p := range o.ev.Elements {
		if p.Kind != "prop" {
			continue
		}
		pos := o.tokenAt(p.Span)
		d := dist(pos, i)
		if pos > i {
			d += 2
		}
		owner := p.Owner
		if owner == "" {
			owner = o.ownerOf(p.Name)
		}
		pp := schema.Find(o.propsOf(owner), p.Name)
		if pp != nil && pp.Type == schema.String && pos < i && i-pos <= 2 && !o.used[pos] {
			// "aged 32" where age is stored as text: comparing numbers with
			// it would need a cast the IR does not have.
			o.unsupported = "the number " + o.word(i) + " is compared with " + p.Name + ", which holds text"
			return "", "", ""
		}
		if pp == nil || !pp.Type.Numeric() {
			continue
		}
		if d < bestD && d <= 5 {
			best, bestD = p, d
			best.Owner = owner
		}
	}
	if best.Name != "" {
		o.consume(best)
		return best.Owner, o.varFor(best.Owner, i), best.Name
	}
	// No mention: the numeric property nearest in magnitude among the
	// query's nodes and edges, the focus first.
	type cand struct {
		owner, prop string
		gap         float64
		focus       bool
	}
	var cands []cand
	consider := func(owner string, isFocus bool) {
		for _, p := range o.propsOf(owner) {
			if !p.Type.Numeric() || p.Type.IsList() || idLike(p.Name) {
				continue // an identifier is never guessed by magnitude
			}
			gap := math.Inf(1)
			for _, s := range p.Samples {
				if g, ok := toFloat(s); ok {
					gap = math.Min(gap, math.Abs(math.Log10(math.Abs(g)+1)-math.Log10(math.Abs(f)+1)))
				}
			}
			cands = append(cands, cand{owner, p.Name, gap, isFocus})
		}
	}
	// The node mentioned last before the number is what it most likely
	// qualifies ("actors in movies from 1990 to 2000" bounds the movies).
	var near *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < i && len(n.filter) == 0 && (near == nil || n.pos > near.pos) {
			near = n
		}
	}
	if near != nil && near != focus && (focus == nil || near.label != focus.label) {
		consider(near.label, true)
	}
	if focus != nil {
		consider(focus.label, near == nil || near == focus || near.label == focus.label)
	}
	for _, e := range o.edges {
		consider(e.typ, false)
	}
	if len(cands) == 0 {
		return "", "", ""
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if (cands[a].gap < 0.5) != (cands[b].gap < 0.5) {
			return cands[a].gap < 0.5
		}
		if cands[a].focus != cands[b].focus {
			return cands[a].focus
		}
		if cands[a].owner != cands[b].owner {
			return false // the order considered: the nearest mention first
		}
		return cands[a].gap < cands[b].gap
	})
	c := cands[0]
	return c.owner, o.varFor(c.owner, i), c.prop
}

// varFor returns the variable of the node or edge of a label or edge type,
// nearest the position; edges get a variable on demand.
func (o *offline) varFor(owner string, pos int) string {
	if o.s.EdgeType(owner) != nil {
		var best *oedge
		for _, e := range o.edges {
			if e.typ == owner && (best == nil || dist(e.pos, pos) < dist(best.pos, pos)) {
				best = e
			}
		}
		if best == nil {
			return ""
		}
		if best.v == "" {
			best.v = o.newVar("r")
		}
		return best.v
	}
	var best *onode
	for _, n := range o.nodes {
		if n.label != owner {
			continue
		}
		// Prefer nodes without an equality anchor: "movies released in 1999".
		if best == nil || (len(best.filter) > 0 && len(n.filter) == 0) || (len(best.filter) == len(n.filter) && dist(n.pos, pos) < dist(best.pos, pos)) {
			best = n
		}
	}
	if best == nil {
		return ""
	}
	return best.v
}

// stringFilters reads "starting with X", "containing X", "with X in their name".
func (o *offline) stringFilters(focus *onode) {
	if focus == nil {
		return
	}
	for i := range o.toks {
		var op templates.Op
		start := -1
		switch {
		case (o.word(i) == "starting" || o.word(i) == "starts" || o.word(i) == "beginning" || o.word(i) == "begins" || o.word(i) == "start") && o.word(i+1) == "with":
			op, start = templates.StartsWith, i+2
		case containWords[o.word(i)] || ((o.word(i) == "with" || o.word(i) == "have" || o.word(i) == "has") && o.word(i+1) == "the" && letterWords[o.word(i+2)]):
			op, start = templates.Contains, i+1
			if o.word(start) == "the" && (o.word(start+1) == "word" || o.word(start+1) == "phrase" || o.word(start+1) == "text" || o.word(start+1) == "string" || letterWords[o.word(start+1)]) {
				start += 2
			} else if !containWords[o.word(i)] {
				continue
			}
		case (o.word(i) == "with" || o.word(i) == "have" || o.word(i) == "has") && o.inTheirProp(i+2):
			op, start = templates.Contains, i+1
		}
		// The opening quote of 'J' is a token of its own.
		for start >= 0 && start < len(o.toks) && o.isQuoteMark(start) {
			start++
		}
		if start < 0 || start >= len(o.toks) {
			continue
		}
		end := start
		quoted := o.toks[start].Quoted
		for end < len(o.toks) {
			t := o.toks[end]
			if quoted && !t.Quoted {
				break
			}
			if !quoted && (t.POS == grounding.PUNCT || (end > start && (o.word(end) == "in" || o.word(end) == "and" || t.Text == "?"))) {
				break
			}
			end++
		}
		if end == start {
			continue
		}
		text := o.ev.Question[o.toks[start].Span.Start:o.toks[end-1].Span.End]
		text = strings.Trim(text, `'"“”‘’`)
		for k := start; k < end; k++ {
			o.used[k] = true
		}
		// Drop anchors the value linker made of the same words.
		o.dropAnchorsIn(start, end)
		// The string property named next to the cue decides whose words are
		// matched: "movies with a tagline containing X" filters the movie even
		// when the question asks for people.
		target, prop := focus, o.s.Key(focus.label)
		for _, p := range o.ev.Elements {
			pp := o.tokenAt(p.Span)
			if p.Kind != "prop" || !((pp >= end && pp <= end+3) || (pp < i+1 && pp >= i-4)) {
				continue
			}
			if n := o.stringOwner(p, i); n != nil {
				target, prop = n, p.Name
			}
		}
		if prop == "" {
			continue
		}
		o.filter = append(o.filter, templates.C(target.v, prop, op, text))
	}
}

// stringOwner is the node a string property mention belongs to: the focus
// when its label has the property, else the nearest node of a label that
// has it, preferring one mentioned before the cue.
func (o *offline) stringOwner(p ElementLink, cue int) *onode {
	has := func(n *onode) bool {
		pp := schema.Find(o.propsOf(n.label), p.Name)
		return pp != nil && pp.Type == schema.String && (p.Owner == "" || p.Owner == n.label)
	}
	if o.focusNode != nil && has(o.focusNode) {
		return o.focusNode
	}
	var best *onode
	for _, n := range o.nodes {
		if !has(n) {
			continue
		}
		if best == nil || (n.pos <= cue) && (best.pos > cue || n.pos > best.pos) {
			best = n
		}
	}
	return best
}

// isQuoteMark: a quotation mark standing as a token of its own.
func (o *offline) isQuoteMark(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	return strings.Trim(o.toks[i].Text, `'"“”‘’`) == ""
}

// letterWords name a piece of text a value must contain ("the letter w").
var letterWords = map[string]bool{"letter": true, "letters": true, "character": true, "characters": true}

var containWords = map[string]bool{"substring": true, "containing": true, "contains": true, "contain": true, "include": true,
	"includes": true, "including": true, "mention": true, "mentions": true, "mentioning": true}

// inTheirProp: "in their name", "in its title" at token i.
func (o *offline) inTheirProp(i int) bool {
	if o.word(i) != "in" {
		return false
	}
	if w := o.word(i + 1); w != "their" && w != "its" && w != "his" && w != "her" && w != "the" {
		return false
	}
	for _, p := range o.ev.Elements {
		if p.Kind == "prop" && o.tokenAt(p.Span) == i+2 {
			return true
		}
	}
	return false
}

func (o *offline) dropAnchorsIn(start, end int) {
	var keep []*onode
	for _, n := range o.nodes {
		if n.pos >= start && n.pos < end && len(n.filter) > 0 && !n.focus {
			continue
		}
		keep = append(keep, n)
	}
	o.nodes = keep
}

// propList reads the properties listed after the first asked-for one ("the
// name, country and age of", "location and name"): further properties of
// the same label separated only by commas, "and" and determiners.
func (o *offline) propList(first ElementLink, owner string) []string {
	idx := o.tokensIn(first.Span)
	if len(idx) == 0 {
		return nil
	}
	seen := map[string]bool{first.Name: true}
	var out []string
	k := idx[len(idx)-1] + 1
	for k < len(o.toks) {
		switch o.word(k) {
		case ",", "and", "the", "their", "its", "his", "her", "also", "a", "an":
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

// aggListEnd is the last aggregate word of a list starting at pos ("the
// average, minimum, and maximum age" ends at "maximum").
func (o *offline) aggListEnd(pos int) int {
	end := pos
	for k := pos + 1; k < len(o.toks); k++ {
		w := o.word(k)
		if w == "," || w == "and" || w == "the" {
			continue
		}
		if _, ok := aggWords[w]; !ok {
			break
		}
		end = k
	}
	return end
}

func numLit(f float64) any {
	if f == math.Trunc(f) {
		return int64(f)
	}
	return f
}

// orBound reads "N or more", "N or later", "N or less": an inclusive bound.
var orBound = map[string]templates.Op{"more": templates.Ge, "greater": templates.Ge, "higher": templates.Ge,
	"above": templates.Ge, "over": templates.Ge, "later": templates.Ge, "after": templates.Ge, "newer": templates.Ge,
	"less": templates.Le, "fewer": templates.Le, "lower": templates.Le, "below": templates.Le, "under": templates.Le,
	"earlier": templates.Le, "before": templates.Le, "older": templates.Le}

// idLike: a property named as an identifier ("id", "singer_id", "singer#uid").
func idLike(name string) bool {
	n := strings.ToLower(name)
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	return n == "id" || n == "uid" || strings.HasSuffix(n, "_id") || strings.HasSuffix(n, "id") && len(n) > 2 && (n[len(n)-3] == '_' || n[len(n)-3] == '-')
}

// viaJunction joins lone to the component through an implied node of a
// junction label J: J has exactly one edge type to lone's label and one to a
// component node's label, and no other label offers such a path.
func (o *offline) viaJunction(lone *onode, comp map[*onode]bool) bool {
	type path struct {
		j    string
		a, b *schema.EdgeType
		m    *onode
		aOut bool // J → lone
		bOut bool // J → m
	}
	edgesBetween := func(j, l string) []*schema.EdgeType {
		var out []*schema.EdgeType
		for i := range o.s.EdgeTypes {
			et := &o.s.EdgeTypes[i]
			if et.Connects(j, l) || et.Connects(l, j) {
				out = append(out, et)
			}
		}
		return out
	}
	var found []path
	for _, jl := range o.s.Labels {
		j := jl.Name
		if j == lone.label {
			continue
		}
		toLone := edgesBetween(j, lone.label)
		if len(toLone) != 1 {
			continue
		}
		for m := range comp {
			if m.label == j {
				continue
			}
			toM := edgesBetween(j, m.label)
			if len(toM) != 1 || toM[0].Name == toLone[0].Name {
				continue
			}
			found = append(found, path{j, toLone[0], toM[0], m, toLone[0].Connects(j, lone.label), toM[0].Connects(j, m.label)})
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
