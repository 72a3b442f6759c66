package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Phase build: the query IR.
//
// Input (buildInput): everything the earlier phases placed — the nodes
// (with their anchor filters), the edges (negated ones included), the
// filters (comparisons, string matches, edge values), the row count and
// offset, the ranking — the shape and what is asked. Output (buildResult,
// applied by compile): a templates.Query that templates.Normalize accepts,
// what building it settled on the way (an edge the asked-for property
// implies, variables for edges whose property is read, tokens consumed,
// warnings, a count per group that leaves out empty groups, a row count
// the question did not give), or an *UnanswerableError when the parts do
// not make one pattern. Each clause has its own step: MATCH (match), WHERE
// (where), RETURN (ret and its cases), extra columns (withColumns), ORDER
// BY (order), LIMIT.
//
// The helpers below are methods of the phase's own state (bldPhase,
// build_phase.go) or of the read-only context: buildOf runs them over
// copies of the input's nodes, edges, used words and variable counts, so
// the caller's state is only changed by applyBuild.

// buildInput is what the build phase reads of the earlier phases. None of
// it is written.
type buildInput struct {
	shape shape
	asked asked
	used  usedWords
	vars  varNames
	nodes []*onode
	edges []*oedge
	// pending are agent-noun edges the relations phase left to complete;
	// "how many reviews did each reviewer write" groups by their ends.
	pending []*oedge
	filters []templates.Expr
	// limit, limitPos, skip and paged are the row count, the token that
	// gave it, the rows passed over and whether they are a page.
	limit, limitPos, skip int
	paged                 bool
	// countEdges: "how many reviews" counts edges, not nodes.
	countEdges bool
	// rank is the property a ranked aggregate reads, rankV its variable;
	// extra are further properties of the focus the question lists.
	rank  *ElementLink
	rankV string
	extra []string
	// commonLater keeps the most-common cue from reading as a ranking.
	commonLater int
}

// buildResult is the build phase's output, applied by compile
// (applyBuild).
type buildResult struct {
	query *templates.Query
	// used are the tokens the phase consumed, in increasing order.
	used     []int
	warnings []diag.Diagnostic
	vars     varNames
	// addedNodes and addedEdges are what the phase made to read an
	// asked-for edge property the question only implied; settled are input
	// placeholders it took as a node (addNode).
	addedNodes []*onode
	addedEdges []*oedge
	settled    []*onode
	// edgeVars are the variables given to input edges whose property the
	// answer reads.
	edgeVars map[*oedge]string
	// zeroGroups is a count per group whose empty groups the pattern
	// leaves out (nil when there is none).
	zeroGroups *zeroGroups
	// limitGuessed: a plural after a superlative with no number ("the
	// newest employees") was cut to a short list of 5.
	limitGuessed bool
}

// buildOf runs the build phase on a state of its own holding copies of
// its input's nodes, edges and used words, and reports what it changed.
func buildOf(c *readCtx, in buildInput) (buildResult, error) {
	p := &bldPhase{readCtx: c, used: in.used.clone(), nextV: in.vars.clone(), filter: in.filters, limit: in.limit, limitPos: in.limitPos, skip: in.skip, paged: in.paged,
		countEdges: in.countEdges, rank: in.rank, rankV: in.rankV, extra: in.extra, commonLater: in.commonLater}
	// The copies keep the pointers between them: an edge's ends, the
	// pending edges and the asked-for node are the copied nodes.
	nodeOf := map[*onode]*onode{}
	origNode := map[*onode]*onode{}
	for _, n := range in.nodes {
		cp := *n
		nodeOf[n], origNode[&cp] = &cp, n
		p.nodes = append(p.nodes, &cp)
	}
	remap := func(n *onode) *onode {
		if cp, ok := nodeOf[n]; ok {
			return cp
		}
		return n
	}
	edgeOf := map[*oedge]*oedge{}
	origEdge := map[*oedge]*oedge{}
	copyEdge := func(e *oedge) *oedge {
		if cp, ok := edgeOf[e]; ok {
			return cp
		}
		cp := *e
		cp.from, cp.to = remap(e.from), remap(e.to)
		edgeOf[e], origEdge[&cp] = &cp, e
		return &cp
	}
	for _, e := range in.edges {
		p.edges = append(p.edges, copyEdge(e))
	}
	for _, e := range in.pending {
		p.pending = append(p.pending, copyEdge(e))
	}
	a := in.asked
	a.node = remap(a.node)
	b, err := p.build(in.shape, a)
	if err != nil {
		return buildResult{}, err
	}
	r := buildResult{query: b.q, warnings: p.warnings, vars: p.nextV, zeroGroups: b.zeroGroups, limitGuessed: b.limitGuessed}
	for i := range c.toks {
		if p.used.has(i) && !in.used.has(i) {
			r.used = append(r.used, i)
		}
	}
	back := func(n *onode) *onode {
		if o, ok := origNode[n]; ok {
			return o
		}
		return n
	}
	for _, n := range p.nodes {
		o, ok := origNode[n]
		switch {
		case !ok:
			r.addedNodes = append(r.addedNodes, n)
		case o.placeholder && !n.placeholder:
			r.settled = append(r.settled, o)
		}
	}
	for _, e := range p.edges {
		o, ok := origEdge[e]
		if !ok {
			e.from, e.to = back(e.from), back(e.to)
			r.addedEdges = append(r.addedEdges, e)
			continue
		}
		if e.v != o.v {
			if r.edgeVars == nil {
				r.edgeVars = map[*oedge]string{}
			}
			r.edgeVars[o] = e.v
		}
	}
	for _, e := range p.pending {
		if o := origEdge[e]; e.v != o.v {
			if r.edgeVars == nil {
				r.edgeVars = map[*oedge]string{}
			}
			r.edgeVars[o] = e.v
		}
	}
	return r, nil
}

// applyBuild writes the build phase's result into the compilation and
// returns the query. zeroGroups and limitGuessed are compile's to read
// from the result.
func (o *offline) applyBuild(pl *pattern, r buildResult) *templates.Query {
	o.used.mark(r.used...)
	pl.vars = r.vars
	for _, n := range r.settled {
		n.placeholder = false
	}
	pl.nodes = append(pl.nodes, r.addedNodes...)
	pl.edges = append(pl.edges, r.addedEdges...)
	for e, v := range r.edgeVars {
		e.v = v
	}
	return r.query
}

// builder is the state of one build: the query and what its clauses share.
type builder struct {
	o     *bldPhase
	sh    shape
	q     *templates.Query
	focus *onode
	// prop is the asked-for property, ownerEdge the edge type that has it
	// ("" when a node has it); propVar the variable that reads it.
	prop, ownerEdge, propVar string
	positive                 []*oedge
	bound                    map[*onode]bool
	// zeroGroups is a count per group whose empty groups the pattern
	// leaves out (set by retCount); limitGuessed: the row count is the
	// plan's, the question gave none (set by limitOr).
	zeroGroups   *zeroGroups
	limitGuessed bool
}

// build turns the placed nodes, edges and filters into the query IR, held
// by the builder it returns with what the build settled.
func (o *bldPhase) build(sh shape, a asked) (*builder, error) {
	b := &builder{o: o, sh: sh, q: &templates.Query{}, focus: a.node, prop: a.prop, ownerEdge: a.ownerEdge}
	if err := b.propVariable(); err != nil {
		return nil, err
	}
	if err := b.match(); err != nil {
		return nil, err
	}
	if err := b.where(); err != nil {
		return nil, err
	}
	if err := b.ret(); err != nil {
		return nil, err
	}
	if err := b.groupUnplaced(); err != nil {
		return nil, err
	}
	for _, e := range o.edges {
		if len(e.or)+len(e.rev) == 0 || e.negated {
			continue
		}
		// One person may have acted in and directed one movie: over
		// alternatives a thing is reached once per relationship.
		for i, r := range b.q.Return {
			if r.Agg == templates.Count && r.Prop == "" {
				b.q.Return[i].Agg = templates.CountDistinct
			}
		}
	}
	b.eachColumn()
	b.withColumns()
	b.order()
	b.keyColumns()
	b.otherNameColumns() // fix27_names.go
	b.warnPropCount()
	q := b.q
	if q.Limit == 0 && o.limit > 0 {
		q.Limit = o.limit
	}
	if o.skip > 0 {
		// A page is only a page if every engine, and every run, orders
		// the rows alike.
		q.Skip, q.StableOrder = o.skip, true
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, o.refuse("invalid-plan", -1, "%v", err)
	}
	return b, nil
}

// propVariable finds the variable the asked-for property is read from: the
// edge of the owning type (added, hanging on an anchor, when the question only
// implied it) or the focus node. It settles the focus when none was found.
func (b *builder) propVariable() error {
	o := b.o
	if b.ownerEdge != "" {
		e := o.edgeOfType(b.ownerEdge)
		if e == nil {
			var hang *onode
			for _, n := range o.nodes {
				if len(n.filter) > 0 {
					hang = n
					break
				}
			}
			if hang == nil && len(o.nodes) > 0 {
				hang = o.nodes[0]
			}
			if hang == nil {
				return o.refuse("no-focus", -1, "the question asks for %s.%s but names nothing it belongs to", b.ownerEdge, b.prop)
			}
			if err := o.ensureEdge(b.ownerEdge, hang); err != nil {
				return err
			}
			e = o.edgeOfType(b.ownerEdge)
			if b.focus == nil {
				b.focus = hang
			}
		}
		if e.v == "" {
			e.v = o.newVar("r")
		}
		b.propVar = e.v
	} else if b.focus != nil {
		b.propVar = b.focus.v
	}
	if b.focus == nil && len(o.nodes) > 0 {
		b.focus = o.nodes[0]
	}
	if b.focus == nil {
		return o.refuse("no-focus", -1, "nothing in the question links to a label of the schema (%s)", o.linksSummary())
	}
	return nil
}

// match writes MATCH: chains of positive edges, starting from the most
// selective node. A node with a filter (or the focus) that no chain reaches
// makes the question unanswerable.
func (b *builder) match() error {
	o, q, focus := b.o, b.q, b.focus
	for _, e := range o.edges {
		if !e.negated && e.from != nil && e.to != nil {
			b.positive = append(b.positive, e)
		}
	}
	positive := b.positive
	start := focus
	for _, n := range o.nodes {
		if len(n.filter) > 0 && o.touches(n, positive) {
			start = n
			break
		}
	}
	bound := map[*onode]bool{}
	b.bound = bound
	node := func(n *onode) templates.Node {
		if bound[n] {
			return templates.N(n.v, "")
		}
		bound[n] = true
		return templates.N(n.v, n.label)
	}
	used := map[*oedge]bool{}
	q.Match = append(q.Match, templates.P(node(start)))
	cur := &q.Match[0]
	at := start
	for len(used) < len(positive) {
		var next *oedge
		for _, e := range positive {
			if !used[e] && (e.from == at || e.to == at) {
				next = e
				break
			}
		}
		if next == nil {
			// Start a new chain at any bound node that still has edges.
			for _, e := range positive {
				if used[e] {
					continue
				}
				if bound[e.from] {
					at = e.from
				} else if bound[e.to] {
					at = e.to
				} else {
					continue
				}
				q.Match = append(q.Match, templates.P(templates.N(at.v, "")))
				cur = &q.Match[len(q.Match)-1]
				next = e
				break
			}
			if next == nil {
				return o.refuse("disconnected", -1, "the parts of the question do not connect into one pattern")
			}
		}
		used[next] = true
		h := templates.Hop{Edge: next.typ, Var: next.v, Min: next.min, Max: next.max}
		same, other := templates.Out, templates.In
		if next.from == at {
			h.To = node(next.to)
			at = next.to
		} else {
			h.Dir = templates.In
			same, other = templates.In, templates.Out
			h.To = node(next.from)
			at = next.from
		}
		for _, t := range next.or {
			h.Or = append(h.Or, templates.EdgeRef{Edge: t, Dir: same})
		}
		for _, t := range next.rev {
			h.Or = append(h.Or, templates.EdgeRef{Edge: t, Dir: other})
		}
		cur.Hops = append(cur.Hops, h)
	}
	for _, n := range o.nodes {
		if !bound[n] && !o.onlyInNegation(n) && (len(n.filter) > 0 || n == focus) {
			return o.refuse("disconnected", n.pos, "%s in the question is not connected to the rest by any relationship the schema has", n.label)
		}
	}
	return nil
}

// where writes WHERE: the anchors of matched nodes, the comparisons and
// string matches, negated edges as NOT EXISTS, and co-members kept apart
// from their anchor.
func (b *builder) where() error {
	o, focus, bound := b.o, b.focus, b.bound
	var where []templates.Expr
	for _, n := range o.nodes {
		if bound[n] {
			where = append(where, n.filter...)
		}
	}
	where = append(where, o.filter...)
	for _, e := range o.edges {
		if !e.negated {
			continue
		}
		var from *onode
		var h templates.Hop
		var far *onode
		switch {
		case bound[e.from]:
			from, far = e.from, e.to
			h = templates.Hop{Edge: e.typ, To: o.existsEnd(e.to, bound, e.pos)}
		case bound[e.to]:
			from, far = e.to, e.from
			h = templates.Hop{Edge: e.typ, Dir: templates.In, To: o.existsEnd(e.from, bound, e.pos)}
		default:
			continue
		}
		if far != nil && !bound[far] && len(far.filter) > 0 {
			if x, ok := o.negatedFarEq(from, h, e, far); ok {
				where = append(where, x)
				continue
			}
			// "employees who do not work in Sales and Marketing": the
			// named department cannot stand inside the negation, and
			// without it the plan would exclude every department.
			return o.refuse("negated-anchor", far.pos, "the negated %s ends at a named %s, which the pattern cannot keep inside a negation; answering without it would exclude every %s", e.typ, far.label, far.label)
		}
		where = append(where, &templates.Not{X: &templates.Exists{Path: negatedPath(from, h, e)}})
	}
	// Co-members ("actors who appeared with Tom Hanks") exclude the anchor
	// itself: the other languages would return it, Cypher would not.
	for _, n := range o.nodes {
		if n == focus || !bound[n] || n.label != focus.label || len(n.filter) == 0 || o.adjacent(n, focus) {
			continue
		}
		if c, ok := n.filter[0].(*templates.Cmp); ok && c.Op == templates.Eq {
			where = append(where, &templates.Not{X: templates.C(focus.v, c.Prop, templates.Eq, c.Value)})
		}
	}
	b.q.Where = templates.AllOf(where...)
	return nil
}

// ret writes RETURN (and the ORDER BY/LIMIT a ranking needs): one case per
// kind of answer, tried in order.
func (b *builder) ret() error {
	o, sh := b.o, b.sh
	switch {
	case o.yesNoAt(sh) >= 0 && b.anchored() && (b.prop == "" || b.filtered(b.propVar, b.prop)):
		b.retYesNo(o.yesNoAt(sh))
		return nil
	case o.thereAnyoneAt(sh) >= 0 && b.anchored() && b.someoneUnnamed() && b.prop == "":
		b.retYesNo(o.thereAnyoneAt(sh))
		return nil
	case o.rank != nil:
		return b.retRanked()
	case sh.count || o.countEdges:
		b.retCount()
		return nil
	case b.prop != "" && b.ownerEdge == "" && b.focus != nil && (sh.agg == templates.Max || sh.agg == templates.Min) && b.listRead() && o.extremeOfOther(b.focus.label, b.prop) != "":
		return b.retByExtreme(o.extremeOfOther(b.focus.label, b.prop), sh.agg == templates.Max, b.focus)
	case b.prop != "" && b.ownerEdge == "" && b.focus != nil && b.propVar == b.focus.v && (sh.agg == templates.Max || sh.agg == templates.Min) && b.listRead() && extremeHeld(o.extremeOfJoined(b.focus, b.prop)):
		p, by := o.extremeOfJoined(b.focus, b.prop)
		return b.retByExtreme(p, sh.agg == templates.Max, by)
	case b.prop != "" && (sh.agg != "" || (sh.when && o.superlative() != 0)):
		b.retAggregate()
		return nil
	case o.countMost() >= 0 || o.find(english.Fewest) >= 0 || o.numberOfPhrase() >= 0 || o.inTermsOfThings() || o.topAgents(b.focus):
		return b.retCountRanked()
	case b.prop != "":
		return b.retProperty()
	default:
		return b.retNodes()
	}
}

// extremeOfOther is the numeric property of label named right after "with
// the largest" / "has the smallest" when it is not the asked-for one ("the
// name of the singer with the largest net worth"): the thing is picked by
// it, and the maximum is not of the name. "" when there is none.
func (o *bldPhase) extremeOfOther(label, asked string) string {
	for i := 2; i+1 < len(o.toks); i++ {
		if !extremeWord(o.lower[i]) && !extremeWord(o.word(i)) || !english.Determiner.Is(o.word(i-1)) || !english.Having.Is(o.word(i-2)) {
			continue
		}
		// "the population, name and leader of the country with the
		// largest area": a property asked before it that the plan does
		// not read would be dropped; left to the refusal.
		for t := 0; t < i-2; t++ {
			if o.linksKind(t, "prop") && !o.used.has(t) {
				return ""
			}
		}
		sp := o.toks[i+1].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name == asked || e.Span.Start > sp.Start || e.Span.End < sp.End || (e.Owner != "" && e.Owner != label) {
				continue
			}
			if p := schema.Find(o.propsOf(label), e.Name); p != nil && p.Type.Numeric() && !p.Type.IsList() {
				o.consume(e)
				return e.Name
			}
		}
	}
	return ""
}

// listRead: every item of a list of asked-for columns before the asked-for
// thing ("the population, name and leader of the country") is read: one
// column per coordinator besides the first. A column the plan would drop
// leaves the question to the refusal.
func (b *builder) listRead() bool {
	o := b.o
	n := 0
	for t := 0; t < b.focus.pos && t < len(o.toks); t++ {
		if english.Coordinator(o.word(t)) && !o.serialAnd(t) {
			n++
		}
	}
	return n <= len(o.extra)
}

// retByExtreme: the asked-for property (and those listed with it) of the
// thing whose prop is largest (desc) or smallest, ties broken by the first
// column; the cut is warned like any other (ties-cut).
func (b *builder) retByExtreme(prop string, desc bool, by *onode) error {
	o, q := b.o, b.q
	q.Return = []templates.Proj{templates.Col(b.propVar, b.prop)}
	for _, p := range o.extra {
		q.Return = append(q.Return, templates.Col(b.propVar, p))
	}
	col := "order_" + identOf(prop)
	q.Return = append(q.Return, templates.Proj{Var: by.v, Prop: prop, As: col})
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return o.refuse("invalid-plan", -1, "%v", err)
	}
	q.Order = []templates.Sort{{Col: col, Desc: desc}, {Col: nq.Return[0].As}}
	q.Limit = b.limitOr(1)
	return nil
}

// retRanked: the focus ranked by an aggregate of a property ("the top 3
// reviewers by average rating").
func (b *builder) retRanked() error {
	o, q, sh, focus := b.o, b.q, b.sh, b.focus
	v := o.rankV
	if v == "" {
		return o.refuse("disconnected", o.tokenAt(o.rank.Span), "the ranking's %s is not connected to %s", o.rank.Name, focus.label)
	}
	if n := o.qualifiedNoun(o.tokenAt(o.rank.Span)); n != nil && n.label != focus.label {
		// "Who directed the movie with the highest rating": the
		// superlative picks a movie, and cutting the directors' rows
		// would drop co-directors (as for "the oldest movie").
		return o.refuse("superlative-subquery", n.pos, "the superlative qualifies %s, not the %s asked for; answering needs a subquery, which offline compilation does not build", n.label, focus.label)
	}
	agg := sh.agg
	if (agg == templates.Max || agg == templates.Min) && o.s.EdgeType(o.rank.Owner) != nil {
		// "the highest rated movies": each movie has a rating per review,
		// and its best single review is not what makes it highest rated.
		agg = templates.Avg
		at := o.tokenAt(o.rank.Span)
		if sh.aggPos >= 0 {
			at = sh.aggPos
		}
		o.warnings = append(o.warnings, o.diagnostic("aggregate-chosen", o.tokSpan(at),
			fmt.Sprintf("%s is a property of %s, so each %s has one per relationship; %q ranks by their average (say \"maximum\" or \"total\" for another aggregate)", o.rank.Name, o.rank.Owner, focus.label, o.toks[at].Text)))
	}
	q.Return = []templates.Proj{o.nodeCol(focus), {Agg: agg, Var: v, Prop: o.rank.Name}}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return o.refuse("invalid-plan", -1, "%v", err)
	}
	// The key breaks ties at the cut, so the answer does not depend on
	// storage order.
	q.Order = []templates.Sort{{Col: nq.Return[1].As, Desc: sh.rankDesc}, {Col: nq.Return[0].As}}
	q.Limit = b.limitOr(1)
	return nil
}

// retCount: a count — of edges per grouping node, per value of a property,
// per grouping node, of distinct property values, or of the focus.
func (b *builder) retCount() {
	o, q, sh, focus := b.o, b.q, b.sh, b.focus
	if o.countEdges && o.grouped() && len(o.pending) > 0 && o.pending[0].to != nil {
		// "how many reviews did each reviewer write" groups by the
		// source, "how many reviews does each movie have" by the target:
		// the node after "each" is the group.
		e := o.pending[0]
		g, other := e.from, e.to
		if o.groupNode(focus) == e.to {
			g, other = e.to, e.from
		}
		q.Return = []templates.Proj{o.nodeCol(g), {Agg: templates.Count, Var: other.v, As: "count"}}
		if !o.ranks() {
			// Counted edges leave out the groups with none as the
			// counted nodes do ("How many advisees does each professor
			// have?" lists the professors advising nobody too).
			b.zeroGroups = &zeroGroups{pos: o.groupWord(g), group: g.label, counted: other.label}
		}
		return
	}
	if p := o.groupProp(focus); p != "" {
		// "How many singers are from each country?": grouped by a value.
		q.Return = []templates.Proj{templates.Col(focus.v, p), {Agg: templates.Count, Var: focus.v, As: "count"}}
		b.groupedAggregate(p)
		return
	}
	if g := o.groupNode(focus); g != nil {
		q.Return = []templates.Proj{o.nodeCol(g), {Agg: groupCountAgg(sh), Var: focus.v, As: "count"}}
		if !o.ranks() {
			// The pattern only reaches groups that have one: "each
			// person" lists the people with at least one movie, which the
			// plan warns about once it is whole.
			b.zeroGroups = &zeroGroups{pos: max(g.pos, 0), group: g.label, counted: focus.label}
		}
		return
	}
	if sh.distinct && b.prop != "" {
		q.Return = []templates.Proj{{Agg: templates.CountDistinct, Var: b.propVar, Prop: b.prop, As: "count"}}
		b.listedColumnAggs([]templates.Agg{templates.CountDistinct}) // s4s14_aggs.go
		return
	}
	// "How many departments offer a degree": a department is counted
	// once however many of the joined things it has.
	agg := templates.Count
	if len(b.positive) >= 1 && !o.countEdges {
		agg = templates.CountDistinct
	}
	q.Return = []templates.Proj{{Agg: agg, Var: focus.v, As: "count"}}
}

// retAggregate: aggregates of the asked-for property ("the average age",
// "when was the latest ...", "the minimum and maximum share").
func (b *builder) retAggregate() {
	o, q, sh := b.o, b.q, b.sh
	agg := sh.agg
	if agg == "" {
		agg = templates.Min
		if o.superlative() > 0 {
			agg = templates.Max
		}
	}
	q.Return = []templates.Proj{{Agg: agg, Var: b.propVar, Prop: b.prop, As: string(agg)}}
	// "the minimum and maximum share", "the average, minimum, and
	// maximum age": one column per listed aggregate.
	for _, a := range o.moreAggs(sh.aggPos) {
		if a != agg {
			q.Return = append(q.Return, templates.Proj{Agg: a, Var: b.propVar, Prop: b.prop, As: string(a)})
		}
	}
	b.columnsAggregated() // "the mean GNP and total population" (s4s14_aggs.go)
	// "the average salary per department", "the average rating for each
	// movie": one row per group, the group named first.
	if g := o.groupNode(b.focus); g != nil {
		q.Return = append([]templates.Proj{o.nodeCol(g)}, q.Return...)
	} else if b.focus != nil && b.propVar != b.focus.v && o.afterEach(b.focus) {
		q.Return = append([]templates.Proj{o.nodeCol(b.focus)}, q.Return...)
	} else if p := o.groupProp(b.focus); p != "" && p != b.prop {
		q.Return = append([]templates.Proj{templates.Col(b.focus.v, p)}, q.Return...)
	}
}

// retCountRanked: the focus with a count of related things ("the most
// movies", "the number of", "in terms of", "the top 5 directors"), ranked
// unless the question groups without ranking.
func (b *builder) retCountRanked() error {
	if err := b.atMostRanking(); err != nil {
		return err
	}
	o, q, focus := b.o, b.q, b.focus
	other := o.countedEnd(focus, b.positive)
	first := o.nodeCol(focus)
	if b.prop != "" && b.ownerEdge == "" {
		first = templates.Col(focus.v, b.prop) // "the code of the airport with the most flights"
	}
	if other == nil {
		if b.prop != "" && b.ownerEdge == "" && o.countedLabel() == focus.label {
			// "Which year has the most concerts?": group the counted
			// nodes by the asked-for property.
			other = focus
		} else if done, err := b.mostOfColumn(); done {
			return err
		} else if done, err := b.fewestOfColumn(); done {
			return err
		} else if o.superlative() == 0 && o.countRanks() {
			return o.refuse("unlinked-ranking", -1, "the question ranks %s by a count of something it does not connect to them", focus.label)
		} else {
			q.Return = []templates.Proj{o.nodeCol(focus)}
			return nil
		}
	}
	q.Return = []templates.Proj{first, {Agg: templates.Count, Var: other.v, As: "count"}}
	if far := b.farCounted(other); far != nil {
		// "the airline that flies to the most airports" counts airports,
		// reached through flights: each once, however many flights.
		q.Return[1] = templates.Proj{Agg: templates.CountDistinct, Var: far.v, As: "count"}
		o.warnings = append(o.warnings, o.diagnostic("counted-far-end", o.tokSpan(o.countedLabelAt()),
			fmt.Sprintf("each %s reached from the %s through a %s is counted once (not each %s)", far.label, focus.label, other.label, other.label)))
	} else if e, p, distinct := o.edgePropCounted(focus, other); p != "" {
		// "the movies with the most roles": the edges carrying the
		// property are counted (each value once after "distinct").
		if pp := schema.Find(o.propsOf(e.typ), p); pp != nil && pp.Type.IsList() {
			// A list is not compared across languages: each edge holds
			// one list, so the edges are what is counted; distinct lists
			// are not expressible.
			if distinct {
				return o.refuse("unsupported-operation", o.tokenAt(o.ev.Elements[0].Span), "the question counts distinct values of the list %s.%s, which offline compilation does not express", e.typ, p)
			}
		} else {
			if e.v == "" {
				e.v = o.newVar("r")
				b.bindEdgeVar(e)
			}
			agg := templates.Count
			if distinct {
				agg = templates.CountDistinct
			}
			q.Return[1] = templates.Proj{Agg: agg, Var: e.v, Prop: p, As: "count"}
		}
	} else if p := o.distinctCounted(other); p != "" {
		// "the most distinct taglines": the values are counted, once each.
		q.Return[1] = templates.Proj{Agg: templates.CountDistinct, Var: other.v, Prop: p, As: "count"}
	}
	if !o.ranks() {
		return nil // "the number of teachers from each hometown": counts, no ranking
	}
	if b.prop != "" && b.ownerEdge == "" && other != focus {
		// "the name, location and district of all shops in descending
		// order of number of products": the properties listed with the
		// asked-for one are shown too, after the count (the same node's,
		// so the groups do not change). Only when ranked: counts per thing
		// listed beside other columns stay refused (consumed-unread). Not
		// when the asked-for things are grouped by the property itself
		// ("Which year has the most concerts?"): a second property would
		// split the groups.
		for _, p := range o.extra {
			q.Return = append(q.Return, templates.Col(focus.v, p))
		}
	}
	q.Order = []templates.Sort{{Col: "count", Desc: !o.fewestFirst()}}
	q.Limit = b.limitOr(1)
	if nq, err := templates.Normalize(q, o.s); err == nil {
		q.Order = append(q.Order, templates.Sort{Col: nq.Return[0].As})
	}
	return nil
}

// retProperty: the asked-for property (and the ones listed with it), picked
// by a superlative when there is one.
func (b *builder) retProperty() error {
	o, q, focus := b.o, b.q, b.focus
	q.Return = []templates.Proj{templates.Col(b.propVar, b.prop)}
	if b.ownerEdge == "" {
		for _, p := range o.extra {
			q.Return = append(q.Return, templates.Col(b.propVar, p))
		}
	}
	if dir := o.superlative(); dir != 0 && b.ownerEdge == "" && focus != nil {
		// "the name of the youngest singer": the superlative picks the
		// rows whose property is shown.
		if o.superlativeTarget(focus) != focus {
			return o.refuse("superlative-subquery", -1, "the superlative qualifies another node than the one asked about; answering needs a subquery, which offline compilation does not build")
		}
		p, desc, why := o.superProp(focus.label, dir)
		if p == "" {
			return o.refuse("no-order-property", o.superTok(focus.pos), "%s", why)
		}
		if o.whichLabel(focus) || o.thingsBy(focus, p) {
			// "Which course has the longest exam?", "Rank the airports by
			// elevation" ask for the things: the property ranks them and
			// is shown beside them.
			q.Return = append([]templates.Proj{o.nodeCol(focus)}, q.Return...)
		}
		nq, err := templates.Normalize(q, o.s)
		if err != nil {
			return o.refuse("invalid-plan", -1, "%v", err)
		}
		col := ""
		for _, r := range nq.Return {
			if r.Prop == p {
				col = r.As
			}
		}
		if col == "" {
			col = "order_" + identOf(p)
			q.Return = append(q.Return, templates.Proj{Var: focus.v, Prop: p, As: col})
		}
		q.Order = []templates.Sort{{Col: col, Desc: desc}, {Col: nq.Return[0].As}}
		q.Limit = b.limitOr(1)
		return nil
	}
	// A node property reached over edges repeats once per path; "the
	// different countries" asks for each value once.
	if len(b.positive) > 0 && b.ownerEdge == "" || o.distinctAsked() {
		q.Distinct = true
	}
	return nil
}

// retNodes: the focus nodes, ordered and cut by a superlative when there is
// one.
func (b *builder) retNodes() error {
	o, q, focus := b.o, b.q, b.focus
	q.Return = []templates.Proj{o.nodeCol(focus)}
	if dir := o.superlative(); dir != 0 {
		// "Who directed the oldest movie": the superlative orders the
		// noun it qualifies, which need not be the focus.
		target := o.superlativeTarget(focus)
		if target != focus {
			// Ordering the rows and cutting would keep one row of the
			// oldest movie, not all its directors: that takes a subquery.
			return o.refuse("superlative-subquery", target.pos, "the superlative qualifies %s, not the %s asked for; answering needs a subquery, which offline compilation does not build", target.label, focus.label)
		}
		p, desc, why := o.superProp(target.label, dir)
		if p == "" {
			return o.refuse("no-order-property", o.superTok(target.pos), "%s", why)
		}
		col := p
		q.Return = append(q.Return, templates.Proj{Var: target.v, Prop: p, As: col})
		q.Order = []templates.Sort{{Col: col, Desc: desc}}
		q.Limit = b.limitOr(1)
		// Ties at the cut would make the answer depend on storage order.
		if nq, err := templates.Normalize(q, o.s); err == nil {
			q.Order = append(q.Order, templates.Sort{Col: nq.Return[0].As})
		}
	}
	if len(b.positive) > 0 {
		q.Distinct = true
	}
	return nil
}

// withColumns adds the properties the question asks to see alongside the
// answer ("with their release years").
func (b *builder) withColumns() {
	o, q, focus := b.o, b.q, b.focus
	if len(q.Return) == 0 || q.Return[0].Agg != "" || focus == nil {
		return
	}
	q.Return = append(q.Return, o.withTheirEdge(focus)...)
	for _, p := range o.withTheir(focus) {
		q.Return = append(q.Return, templates.Proj{Var: focus.v, Prop: p, As: p})
		// "the first 3 movies ... with their release years": first in
		// time, shown by the year the question asks to see.
		if len(q.Order) == 0 && o.limitPos > 0 && english.First.Is(o.word(o.limitPos-1)) && p == o.yearProp(focus.label) {
			q.Order = []templates.Sort{{Col: p}}
			if nq, err := templates.Normalize(q, o.s); err == nil {
				q.Order = append(q.Order, templates.Sort{Col: nq.Return[0].As})
			}
		}
	}
}

// order writes ORDER BY when the question asks for it ("ordered by age",
// "alphabetically") and no ranking did already.
func (b *builder) order() {
	o, q, focus := b.o, b.q, b.focus
	if len(q.Order) == 0 && focus != nil && !aggregates(q) {
		if by, prop, desc, ok := o.orderedBy(focus); ok {
			col := ""
			for k, p := range q.Return {
				if p.Var == by.v && p.Prop == prop && p.Agg == "" {
					col = p.As
					if nq, err := templates.Normalize(q, o.s); col == "" && err == nil {
						col = nq.Return[k].As // the column's name as rendered, not the property's
					}
				}
				if p.Var == focus.v && p.Prop == "" && p.Agg == "" && prop == o.s.Key(focus.label) {
					// The node is shown by its key: "the first 5 hosts by
					// name" sorts the column already there.
					if nq, err := templates.Normalize(q, o.s); err == nil {
						col = nq.Return[k].As
					}
				}
			}
			if col == "" {
				// Ordering needs the value as a column.
				q.Return = append(q.Return, templates.Proj{Var: by.v, Prop: prop})
				if nq, err := templates.Normalize(q, o.s); err == nil {
					col = nq.Return[len(nq.Return)-1].As
					q.Return[len(q.Return)-1].As = col
				}
			}
			if col != "" {
				q.Order = []templates.Sort{{Col: col, Desc: desc}}
				// Ties would come back in each server's storage order.
				if nq, err := templates.Normalize(q, o.s); err == nil && nq.Return[0].As != col {
					q.Order = append(q.Order, templates.Sort{Col: nq.Return[0].As})
				}
			}
		}
	}
	if i := o.find(english.Alphabetical); i >= 0 {
		if nq, err := templates.Normalize(q, o.s); err == nil && len(nq.Return) > 0 {
			q.Order = append(q.Order, templates.Sort{Col: nq.Return[0].As, Desc: o.descendingNear(i)})
		}
	} else if i := o.bareOrder(); len(q.Order) == 0 && i >= 0 && !aggregates(q) {
		// "List the earnings of players in descending order": no "by", so
		// the rows are ordered by what is asked for.
		if nq, err := templates.Normalize(q, o.s); err == nil && len(nq.Return) > 0 {
			q.Order = []templates.Sort{{Col: nq.Return[0].As, Desc: o.descendingNear(i)}}
		}
	}
}

// descendingNear reports a descending cue ("reverse", "descending") within
// three words of the ordering word at i.
func (o *bldPhase) descendingNear(i int) bool {
	for k := max(i-3, 0); k <= i+3 && k < len(o.toks); k++ {
		if english.Descending.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// bareOrder is the token of "in descending/ascending order" or a trailing
// "sorted"/"ordered" that names no key ("by ..."), -1 when there is none.
func (o *bldPhase) bareOrder() int {
	for i := range o.toks {
		if !english.OrderedBy.Is(o.word(i)) || o.linksAt(i) {
			continue
		}
		if w := o.word(i + 1); english.OrderKey.Is(w) || english.OrderKeyAlso.Is(w) {
			continue
		}
		if w := o.word(i - 1); english.Descending.Is(w) || english.Ascending.Is(w) {
			return i
		}
		// After it, a direction, or the question's end (no word, or the
		// full stop): "sorted descending", "... sorted."
		if w := o.word(i + 1); english.Descending.Is(w) || english.AscendingWord.Is(w) || w == "" || english.FullStop.Is(w) {
			return i
		}
	}
	return -1
}

// withTheir reads "with their release years", "and their taglines": extra
// properties of the focus to show.
func (o *bldPhase) withTheir(focus *onode) []string {
	var out []string
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		if !o.theirAt(o.tokenAt(e.Span)) {
			continue
		}
		if e.Name == o.s.Key(focus.label) {
			continue // "and their titles": the key is already the answer
		}
		if pp := o.propsOf(focus.label); pp != nil {
			for _, p := range pp {
				if p.Name == e.Name {
					out = append(out, e.Name)
				}
			}
		}
	}
	return out
}

// theirAt: the property word at pos follows "with their" or "and their"
// ("with their release years", "and their ratings").
func (o *bldPhase) theirAt(pos int) bool {
	ok := false
	for k := pos - 1; k >= 0 && k >= pos-3; k-- {
		if w := o.word(k); english.WithTheir.Is(w) {
			if english.AddsColumn(o.word(k-1)) || english.AddsColumn(o.word(k-2)) {
				ok = true
			}
		}
		if o.at(english.WithTheir, k) == 2 {
			ok = true
		}
	}
	return ok
}

// withTheirEdge reads "… and their ratings" where the property is one of
// a relationship the plan walks from the focus and already names (its
// variable is bound: "with a review summary 'X' and their ratings"): the
// column is read from that relationship, one per walked edge.
func (o *bldPhase) withTheirEdge(focus *onode) []templates.Proj {
	var out []templates.Proj
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || !o.theirAt(o.tokenAt(e.Span)) {
			continue
		}
		for _, x := range o.edges {
			if x.negated || x.v == "" || x.from != focus && x.to != focus || x.typ != e.Owner && (e.Owner != "" || o.ownerOf(e.Name) != x.typ) {
				continue
			}
			if schema.Find(o.propsOf(x.typ), e.Name) != nil {
				o.consume(e)
				out = append(out, templates.Proj{Var: x.v, Prop: e.Name, As: e.Name})
				break
			}
		}
	}
	return out
}

// adjacent: an edge joins the two nodes directly (no co-membership).
func (o *bldPhase) adjacent(a, b *onode) bool {
	for _, e := range o.edges {
		if !e.negated && ((e.from == a && e.to == b) || (e.from == b && e.to == a)) {
			return true
		}
	}
	return false
}

func (o *bldPhase) touches(n *onode, es []*oedge) bool {
	for _, e := range es {
		if e.from == n || e.to == n {
			return true
		}
	}
	return false
}

// existsEnd is the far node of a negated edge: the bound variable itself when
// it is in the match, else an anonymous node of its label.
func (o *bldPhase) existsEnd(n *onode, bound map[*onode]bool, negPos int) templates.Node {
	if n == nil {
		return templates.N("", "")
	}
	// "Which actors have never directed a movie?": "a movie" named
	// after the negated verb is any movie, even when the same mention
	// also ended the actors' ACTED_IN; only the answer itself or a named
	// thing stays the same node inside the negation.
	if bound[n] && (n.focus || len(n.filter) > 0 || negPos < 0 || n.pos < negPos) {
		return templates.N(n.v, "")
	}
	return templates.N("", n.label)
}

// groupNode is the node after "each"/"every"/"per", the grouping key of a
// count.
func (o *bldPhase) groupNode(focus *onode) *onode {
	for i := range o.toks {
		if w := o.word(i); english.Each.Is(w) {
			var best *onode
			for _, n := range o.nodes {
				if n != focus && n.pos > i && n.pos <= i+2 && (best == nil || n.pos < best.pos) {
					best = n
				}
			}
			if best == nil {
				// An agent noun's node sits at the noun ("each director").
				for _, e := range o.edges {
					if e.pos > i && e.pos <= i+2 && e.from != focus {
						best = e.from
					}
				}
			}
			if best != nil {
				return best
			}
			break
		}
	}
	return o.perThingGroup(focus)
}

func (o *bldPhase) grouped() bool {
	return o.find(english.Each) >= 0
}

// countedEnd: for "the most movies", the node at the other end of the
// focus's edge.
func (o *bldPhase) countedEnd(focus *onode, es []*oedge) *onode {
	for _, e := range es {
		if e.from == focus {
			return e.to
		}
		if e.to == focus {
			return e.from
		}
	}
	return nil
}

// limitOr is the row count of a ranking: the question's, else one for a
// singular and a short list for a plural (guessed), else def.
func (b *builder) limitOr(def int) int {
	o := b.o
	if o.limit > 0 {
		return o.limit
	}
	if o.countRanks() {
		// "who has the most ...", "which person ..." and "which people
		// ..." all ask for the top: the plural is agreement with an
		// unknown number of winners, which the ties rule answers, not a
		// request for five (t2c, text2gremlin: hand-checked answers).
		return 1
	}
	// Plural nouns after a superlative without a number: a short list.
	// A plural property ("the highest hours") is what ranks, not what is
	// listed.
	for i := range o.toks {
		if ascWords[o.word(i)] || descWords[o.word(i)] || english.Most.Is(o.word(i)) || o.measureWord(i) {
			if n := o.word(i + 1); strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") && !o.linksKind(i+1, "prop") {
				b.limitGuessed = true
				return 5
			}
		}
	}
	return def
}

// rankVar is the variable whose property a ranked aggregate reads: the focus
// itself, the edge of the owning type (added when the question only implied
// it), or another node of the owning label.
func (o *bldPhase) rankVar(focus *onode) string {
	owner := o.rank.Owner
	if o.s.EdgeType(owner) != nil {
		e := o.edgeOfType(owner)
		if e == nil || (e.from != focus && e.to != focus) {
			return ""
		}
		if e.v == "" {
			e.v = o.newVar("r")
		}
		return e.v
	}
	if focus.label == owner {
		return focus.v
	}
	return o.varFor(owner, o.tokenAt(o.rank.Span))
}

// inTermsOfThings: "the top 3 actors in terms of movies" ranks by a count of
// the things named after it.
func (o *bldPhase) inTermsOfThings() bool {
	i := o.find(english.InTermsOf)
	if i < 0 {
		return false
	}
	for k := i + 3; k <= i+5 && k < len(o.toks); k++ {
		if o.linksKind(k, "label") || o.linksKind(k, "edge") {
			return true
		}
	}
	return false
}

// superlativeTarget is the node a superlative qualifies: the node mentioned
// right after it ("the oldest movie"), else the focus.
func (o *bldPhase) superlativeTarget(focus *onode) *onode {
	for i := range o.toks {
		w := o.word(i)
		if !(ascWords[w] || descWords[w] || o.measureWord(i)) || english.MarksTopN.Is(w) {
			continue
		}
		for k := i + 1; k <= i+2 && k < len(o.toks); k++ {
			for _, n := range o.nodes {
				if n.pos == k && n != focus && n.label != focus.label {
					return n
				}
			}
		}
		break
	}
	return focus
}

// topAgents: "the top 5 directors" with no other criterion ranks the agents
// by how many of their edges the pattern holds.
func (o *bldPhase) topAgents(focus *onode) bool {
	i := o.findIn(english.TopWord)
	if i < 0 || o.superlative() != 0 || focus == nil {
		return false
	}
	for _, e := range o.edges {
		if e.from == focus && !e.negated && e.pos > i && e.pos <= i+3 {
			return true
		}
	}
	return false
}

// topBy is the token of the "by" naming an order's key after a position
// word with a number ("the first 5 hosts by name"), -1 when token i is no
// such word.
func (o *bldPhase) topBy(i int) int {
	if !english.Top.Is(o.word(i)) || o.limit <= 0 {
		return -1
	}
	if o.paged && !english.PastFirst.Is(o.word(i-2)) {
		// "Skip the first 5 courses by code": the key after the rows
		// passed over orders every row, the page included.
		return -1
	}
	for k := i + 1; k <= i+4 && k < len(o.toks); k++ {
		if english.KeyBy(o.word(k)) {
			return k
		}
	}
	return -1
}

// orderedBy reads "ordered by age", "sorted by X in descending order", "in
// descending order of age": a property of the focus to sort by and the
// direction.
//
// The key may be a property of another thing the pattern joins to the
// focus, when the focus's label has no such property and exactly one
// joined node's label has it ("the names of poker players in descending
// order of earnings", names on people, earnings on the joined player).
func (o *bldPhase) orderedBy(focus *onode) (*onode, string, bool, bool) {
	if by, p, desc, ok := o.fromToOrder(focus); ok {
		return by, p, desc, ok
	}
	for i := range o.toks {
		topBy := o.topBy(i)
		if !english.OrderedBy.Is(o.word(i)) && topBy < 0 {
			continue
		}
		// "the first 5 hosts by name" ranks up, "the top 3 … by tier" and
		// "the last 2 … by date" down.
		desc := topBy >= 0 && !ascWords[o.word(i)]
		for k := max(i-3, 0); k <= i+6 && k < len(o.toks); k++ {
			if english.Descending.Is(o.word(k)) {
				desc = true
			}
		}
		if d := o.measureFirstDir(); d != 0 {
			desc = d > 0
		}
		// "Sort employee names by their age": the property after "by" or
		// "of" is the key, not the one right after the verb.
		from := i
		if topBy >= 0 {
			from = topBy
		}
		for k := i + 1; k <= i+5 && k < len(o.toks) && topBy < 0; k++ {
			if english.OrderKey.Is(o.word(k)) {
				from = k
				break
			}
		}
		for _, e := range o.ev.Elements {
			pos := o.tokenAt(e.Span)
			if e.Kind != "prop" || pos <= from || pos > from+4 {
				continue
			}
			if p := schema.Find(o.propsOf(focus.label), e.Name); p != nil && !p.Type.IsList() && (e.Owner == "" || e.Owner == focus.label) {
				o.consume(e)
				return focus, e.Name, desc, true
			}
			if n := o.joinedOwner(focus, e); n != nil {
				o.consume(e)
				return n, e.Name, desc, true
			}
		}
	}
	return nil, "", false, false
}

// joinedOwner is the one node besides the focus, joined to it by an edge,
// whose label has the linked property; nil when none or several do.
func (o *bldPhase) joinedOwner(focus *onode, e ElementLink) *onode {
	var found *onode
	for _, d := range o.edges {
		if d.negated {
			continue
		}
		var n *onode
		switch focus {
		case d.from:
			n = d.to
		case d.to:
			n = d.from
		default:
			continue
		}
		if n == nil || n == focus || n.label == focus.label {
			continue
		}
		p := schema.Find(o.propsOf(n.label), e.Name)
		if p == nil || p.Type.IsList() || (e.Owner != "" && e.Owner != n.label) {
			continue
		}
		if found != nil && found != n {
			return nil
		}
		found = n
	}
	return found
}

func aggregates(q *templates.Query) bool {
	for _, p := range q.Return {
		if p.Agg != "" {
			return true
		}
	}
	return false
}

// groupProp is the property of the focus after "each"/"every"/"per" ("from
// each country"), when no node is named there.
func (o *bldPhase) groupProp(focus *onode) string {
	if focus == nil {
		return ""
	}
	for i := range o.toks {
		if w := o.word(i); !english.Each.Is(w) {
			continue
		}
		for _, n := range o.nodes {
			if n != focus && n.pos > i && n.pos <= i+2 {
				return ""
			}
		}
		for _, e := range o.ev.Elements {
			pos := o.tokenAt(e.Span)
			if e.Kind != "prop" || pos <= i || pos > i+2 {
				continue
			}
			if p := schema.Find(o.propsOf(focus.label), e.Name); p != nil && !p.Type.IsList() && (e.Owner == "" || e.Owner == focus.label) {
				return e.Name
			}
		}
		if english.GroupYear.Is(o.word(i + 1)) {
			return o.yearProp(focus.label)
		}
	}
	return ""
}

// superProp is the property a superlative orders a label by and the
// direction: a year-like property (the oldest has the smallest year), else
// an age (the oldest has the largest).
func (o *bldPhase) superProp(label string, dir int) (string, bool, string) {
	why := fmt.Sprintf("the question orders %s by a property it does not name and %s has no single year-like or age property", label, label)
	if p := o.verbRankProp(label); p != "" {
		return p, dir > 0, ""
	}
	if p := o.superBy(label); p != "" {
		return p, dir > 0, ""
	}
	if p := o.superNamed(label); p != "" {
		return p, dir > 0, ""
	}
	if i, m, n := o.measured(); i >= 0 {
		m, n = o.nounMeasure(i, m, n)
		if p, desc, ok := o.adjMeasure(label, i, n, m); ok {
			return p, desc, ""
		}
		if p, desc, ok := o.moneyMeasure(label, i, n, m); ok {
			return p, desc, ""
		}
		if p, desc, ok := o.amountThingMeasure(label, i, n, m); ok { // fix16_links.go
			return p, desc, ""
		}
		p, desc, cands := o.measureProp(label, m, false)
		if p == "" && len(cands) == 0 {
			p, desc, cands = o.measureProp(label, m, true)
		}
		word := strings.Join(o.words[i:i+n], " ")
		switch {
		case len(cands) > 1:
			return "", false, fmt.Sprintf("%q ranks %s by its %s, and %s has several properties that may hold it (%s): name the one meant", word, label, m.Dim, label, strings.Join(cands, ", "))
		case p != "":
			for k := i; k < i+n; k++ {
				o.used.mark(k)
			}
			dirWord := "smallest"
			if desc {
				dirWord = "largest"
			}
			o.warnings = append(o.warnings, o.diagnostic("measure-chosen", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End},
				fmt.Sprintf("%q is read as the %s %s of %s, the one property of %s whose name says %s", word, dirWord, p, label, label, m.Dim)))
			return p, desc, ""
		case m.Fallback == nil:
			// "the 4 longest movies" where movies hold no length: listing
			// 4 movies in storage order would answer another question.
			return "", false, fmt.Sprintf("%q ranks %s by its %s, and no property of %s holds it (none is named %s)", word, label, m.Dim, label, strings.Join(m.Words(), ", "))
		}
	}
	if p := o.estProp(label); p != "" {
		return p, true, ""
	}
	if p := o.yearProp(label); p != "" {
		return p, dir > 0, ""
	}
	if p := o.dateTextOrder(label, dir); p != "" {
		return p, dir > 0, ""
	}
	var ages []string
	for _, p := range o.propsOf(label) {
		n := strings.ToLower(p.Name)
		if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
			n = n[i+1:]
		}
		if p.Type.Numeric() && !p.Type.IsList() && n == "age" {
			ages = append(ages, p.Name)
		}
	}
	if len(ages) == 1 {
		return ages[0], dir < 0, ""
	}
	return "", false, why
}

// measureProp is the property of label whose name holds the measure (its
// Fallback words when fallback is set) and whether the superlative takes
// its largest value; with several, their names and no property.
func (o *bldPhase) measureProp(label string, m english.Measure, fallback bool) (string, bool, []string) {
	var cands []string
	desc := false
	for _, p := range o.propsOf(label) {
		if p.Type.IsList() || !p.Type.Numeric() && p.Type != schema.Date && p.Type != schema.DateTime {
			continue
		}
		h := m.Holds(grounding.SplitName(schema.LocalName(p.Name)), fallback)
		if h == 0 {
			continue
		}
		cands = append(cands, p.Name)
		desc = m.More == (h > 0)
	}
	if len(cands) == 1 {
		return cands[0], desc, nil
	}
	return "", false, cands
}

// superTok is the token of the question's superlative, for the span of a
// refusal; at when there is none.
func (o *bldPhase) superTok(at int) int {
	if i, _, _ := o.measured(); i >= 0 {
		return i
	}
	return at
}

// ranks: the question asks for the top or bottom of a count, not the counts.
func (o *bldPhase) ranks() bool {
	for _, w := range english.Ranking.Words() {
		if o.has(w) >= 0 {
			return true
		}
	}
	// "Show the teachers and the number of courses they teach" lists
	// every teacher's count: without a ranking word nothing is cut.
	if i := o.find(english.NumberOf); i >= 0 && (english.KeyBy(o.word(i-1)) || english.KeyBy(o.word(i-2))) {
		return true // "the first 3 actors by the number of movies"
	}
	return o.inTermsOfThings()
}

// countedLabel is the label mentioned right after "most", "fewest" or
// "number of": what is counted.
func (o *bldPhase) countedLabel() string {
	if k := o.countedLabelAt(); k >= 0 {
		return o.labelAtToken(k)
	}
	return ""
}

// distinctAsked: "the different / distinct / unique X" outside a count.
func (o *bldPhase) distinctAsked() bool {
	for i := range o.toks {
		if w := o.word(i); english.Distinct.Is(w) && !english.Many.Is(o.word(i-1)) {
			return true
		}
	}
	return false
}

// nodeCol is the column that names a node in an answer: its "name" (or
// "<label>_name") property when the label has one, since that is what
// people call things by, else the schema's key.
func (o *readCtx) nodeCol(n *onode) templates.Proj {
	// A declared key (an id) gives way to a name or a title, not to a
	// label's own word, which Key already prefers when nothing is
	// declared: people ask for "all movies" by their titles.
	name := schema.NamingProperty(n.label, o.propsOf(n.label))
	local := schema.LocalName(name)
	if name != "" && name != o.s.Key(n.label) && (local == "name" || local == "title" || strings.HasSuffix(local, "_name")) {
		return templates.Col(n.v, name)
	}
	return templates.Col(n.v, "")
}

// distinctCounted is the property of the counted node n named right after
// a count modifier ("the most distinct taglines", "movies with different
// taglines"), "" when none is.
func (o *bldPhase) distinctCounted(n *onode) string {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		pos := o.tokenAt(e.Span)
		if !countModifiers[o.word(pos-1)] || !o.rankedBefore(pos-1) {
			continue
		}
		p := schema.Find(o.propsOf(n.label), e.Name)
		if p == nil || p.Type.IsList() || (e.Owner != "" && e.Owner != n.label) {
			continue
		}
		o.consume(e)
		return e.Name
	}
	return ""
}

// edgePropCounted finds a property of the edge joining focus and other
// named right after the ranking word ("the most roles", "the most diverse
// roles"): the count is of that property's values.
func (o *bldPhase) edgePropCounted(focus, other *onode) (*oedge, string, bool) {
	var e *oedge
	for _, x := range o.edges {
		if !x.negated && (x.from == focus && x.to == other || x.from == other && x.to == focus) {
			e = x
		}
	}
	if e == nil {
		return nil, "", false
	}
	for _, el := range o.ev.Elements {
		if el.Kind != "prop" || el.Owner != e.typ {
			continue
		}
		pos := o.tokenAt(el.Span)
		k := pos - 1
		distinct := false
		for countModifiers[o.word(k)] {
			distinct = true
			k--
		}
		if !o.countRankAt(k) {
			continue
		}
		o.consume(el)
		return e, el.Name, distinct
	}
	return nil, "", false
}

// bindEdgeVar names the matched hop of edge e after MATCH was written.
func (b *builder) bindEdgeVar(e *oedge) {
	for i := range b.q.Match {
		for j := range b.q.Match[i].Hops {
			if h := &b.q.Match[i].Hops[j]; h.Edge == e.typ && h.Var == "" && !h.VarLength() {
				h.Var = e.v
				return
			}
		}
	}
}

// afterEach: the node is named right after a grouping word ("for each
// movie").
func (o *bldPhase) afterEach(n *onode) bool {
	for i := range o.toks {
		if english.Each.Is(o.word(i)) && n.pos > i && n.pos <= i+2 {
			return true
		}
	}
	return false
}

// rankedBefore: a ranking by a count ("most", "fewest", "number of") comes
// shortly before token i ("the most distinct taglines", "by the number of
// movies with different taglines").
func (o *bldPhase) rankedBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if o.countRankAt(k) {
			return true
		}
	}
	return false
}

// qualifiedNoun is the node a "with the <superlative> <property>" phrase
// ending at token pos qualifies ("the movie with the highest rating"),
// nil when the phrase does not follow a node mention.
func (o *bldPhase) qualifiedNoun(pos int) *onode {
	k := pos - 1
	for k >= 0 && (o.toks[k].POS == grounding.ADJ || english.Maximum.Is(o.word(k)) || english.Minimum.Is(o.word(k)) || english.Ranking.Is(o.word(k))) {
		k--
	}
	gap, ok := english.Qualifier(o.word(k - 1))
	if !english.The.Is(o.word(k)) || !ok {
		return nil
	}
	at := k - 2 - gap // "the movie that has the highest rating": the noun is before "that"
	for _, n := range o.nodes {
		if n.pos == at || n.pos == k-2 {
			return n
		}
	}
	return nil
}

// eachColumn: "Which movies has each director made?" lists pairs — each
// director with their movies — so the node after "each" is shown first
// when nothing is aggregated; without it the answer would not say whose.
func (b *builder) eachColumn() {
	o, q, focus := b.o, b.q, b.focus
	if focus == nil || len(q.Return) == 0 || aggregates(q) {
		return
	}
	for _, n := range o.nodes {
		if n == focus || !b.bound[n] || !o.afterEach(n) {
			continue
		}
		for _, r := range q.Return {
			if r.Var == n.v {
				return
			}
		}
		c := o.nodeCol(n)
		q.Return = append([]templates.Proj{c}, q.Return...)
		return
	}
}

// unnamedLabels maps each plan variable to its label, leaving out the
// things the question names by a value (in a node's own filter or in the
// WHERE clause): the columns a reader needs to tell such things apart are
// the ones keyColumns and otherNameColumns add, and a named thing needs
// none.
func (b *builder) unnamedLabels() map[string]string {
	o, q := b.o, b.q
	labelOf := map[string]string{}
	for _, n := range o.nodes {
		if n.v != "" && n.label != "" && !o.namedBy(n.label, n.filter...) {
			labelOf[n.v] = n.label
		}
	}
	for _, c := range conjuncts(q.Where) {
		if l := labelOf[c.Var]; l != "" && o.namedBy(l, templates.Expr(c)) {
			delete(labelOf, c.Var)
		}
	}
	return labelOf
}

// keyColumns shows a node named by its name or title with its declared
// key beside it ("which courses…" → the title and the code): the owners of
// a graph chose the key to tell nodes apart, a title may be shared by two
// of them, and a reader served by one column is served by both. Only a key
// a uniqueness constraint declares is added; a key guessed from property
// names is the name already. A group shown by both columns is the same
// group, since the key is unique; the aggregates themselves are left alone.
func (b *builder) keyColumns() {
	o, q := b.o, b.q
	labelOf := b.unnamedLabels()
	var out []templates.Proj
	added := false
	for _, r := range q.Return {
		out = append(out, r)
		if r.Agg != "" || r.Prop == "" || labelOf[r.Var] == "" {
			continue
		}
		label := labelOf[r.Var]
		key := o.s.DeclaredKey(label)
		if key == "" || key == r.Prop || r != o.nodeCol(&onode{v: r.Var, label: label}) || b.reads(r.Var, key) {
			continue
		}
		out = append(out, templates.Proj{Var: r.Var, Prop: key})
		added = true
	}
	if added {
		q.Return = out
	}
}

// named: the question gave n by a value ("courses CS201 requires" names
// CS201), so showing its key would only echo a thing the user named; the
// echo check reads such an answer by its one column.
func named(n *onode) bool {
	for _, f := range n.filter {
		if c, ok := f.(*templates.Cmp); ok && (c.Op == templates.Eq || c.Op == templates.EqFold) {
			return true
		}
	}
	return false
}

// namedBy: one of the conditions gives a thing of the label by what names
// it — its key or the property it is shown by ("courses CS201 requires"),
// so showing its key would only echo the user. A value of any other
// property ("300-level courses") sorts the things, it does not name one,
// and their key is still shown.
func (o *readCtx) namedBy(label string, conds ...templates.Expr) bool {
	show := o.nodeCol(&onode{v: "_", label: label}).Prop
	for _, f := range conds {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq && c.Op != templates.EqFold {
			continue
		}
		if c.Prop == "" || c.Prop == show || c.Prop == o.s.Key(label) || c.Prop == o.s.DeclaredKey(label) {
			return true
		}
	}
	return false
}

// reads reports whether the answer already has v's property as a column.
func (b *builder) reads(v, prop string) bool {
	for _, r := range b.q.Return {
		if r.Var == v && r.Prop == prop && r.Agg == "" {
			return true
		}
	}
	return false
}

// countThroughJoins counts a node once when the pattern walks on past it:
// in "producers of movies acted in by anyone, with the number of such
// movies", each movie is matched once per actor, and a plain count would
// count the actors. A node joined by two or more hops is such a node.
// A ranking keeps the plain count: "the template type most commonly used
// in documents" ranks by the uses, one per joined document (Spider's SQL
// golds count the join's rows).
func countThroughJoins(q *templates.Query) {
	if len(q.Order) > 0 {
		return
	}
	degree := map[string]int{}
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			degree[prev]++
			degree[h.To.Var]++
			prev = h.To.Var
		}
	}
	for i, r := range q.Return {
		if r.Agg == templates.Count && r.Prop == "" && degree[r.Var] >= 2 {
			q.Return[i].Agg = templates.CountDistinct
		}
	}
}
