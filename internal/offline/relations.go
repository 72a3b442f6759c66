package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/templates"
)

// relationsInput is what the relations phase (edges.go) reads of the
// earlier phases. None of it is written: the phase works on copies of the
// nodes and pending edges, and what it decides comes back in
// relationsResult. compile has placed no edge before this phase, so there
// is no input pattern beyond the nodes and the pending edges.
type relationsInput struct {
	// asked is the focus phase's reading; its node is one of nodes.
	asked asked
	used  usedWords
	// nodes are the anchors and what the focus phase added (a placeholder
	// for the asked-for property's thing among them).
	nodes []*onode
	// pending are agent-noun edges the focus phase began ("which actors"),
	// their far end not yet placed; countEdges says the question counts
	// them ("how many reviews").
	pending    []*oedge
	countEdges bool
	// edgeValues are the anchors phase's values of edge properties ("who
	// played Neo"): each needs its edge.
	edgeValues []ValueLink
	// rank is the ranked aggregate's property ("by average rating").
	rank *ElementLink
	vars varNames
}

// relationsResult is the relations phase's output, applied by compile
// (applyRelations). The nodes and edges are the whole joined pattern: the
// input's nodes (as copies, some filled or given filters) and those the
// phase placed, in order.
type relationsResult struct {
	nodes []*onode
	edges []*oedge
	// focus is the asked-for node's copy (nil when none is asked);
	// pending the copies of the input's pending edges, their ends
	// completed.
	focus   *onode
	pending []*oedge
	// used are the tokens the phase consumed, in increasing order;
	// dropped the edge links it set aside for a better-scored one on the
	// same words (the account phase warns when none is used).
	used    []int
	dropped []ElementLink
	// filters are the edge-property values' comparisons, on the edges'
	// variables.
	filters []templates.Expr
	// rankV is the variable whose property the ranking reads.
	rankV string
	vars  varNames
	// warnings are the readings the phase assumed (negated-verb-read).
	warnings []diag.Diagnostic
}

// relPhase is the relations phase's working state over the read-only
// context: its own copies of the used words, the variable counts, the
// nodes and the pending edges, and the pattern it builds from them.
type relPhase struct {
	*readCtx
	used       usedWords
	nextV      varNames
	nodes      []*onode
	edges      []*oedge
	pending    []*oedge
	countEdges bool
	edgeValues []ValueLink
	rank       *ElementLink
	// focusNode is the asked-for node's copy, where a clause's subject
	// falls back to (negatedEnds).
	focusNode *onode
	filter    []templates.Expr
	dropped   []ElementLink
	rankV     string
	warnings  []diag.Diagnostic
	// acts are the nodes of a verb read as the act a label records
	// ("ordered" and Order): each must be placed, never dropped.
	acts []*onode
	// travelPicked are the edges connect joined by the end of a journey a
	// preposition names (travelEndEdge): they name no relationship, so
	// they do not make their type "mentioned" for the next node ("from
	// Oslo to Bergen" joins Bergen by the arrival end, not again by the
	// departure one).
	travelPicked map[*oedge]bool
}

// relationsOf runs the relations phase alone.
func relationsOf(c *readCtx, in relationsInput) (relationsResult, error) {
	o := &relPhase{readCtx: c, used: in.used.clone(), nextV: in.vars.clone(), countEdges: in.countEdges, edgeValues: in.edgeValues, rank: in.rank}
	// The phase fills placeholders, adds filters to the focus and completes
	// pending edges: it does so on copies, so the input is never written.
	copies := map[*onode]*onode{}
	cp := func(n *onode) *onode {
		if n == nil {
			return nil
		}
		if c, ok := copies[n]; ok {
			return c
		}
		c := *n
		c.filter = append([]templates.Expr(nil), n.filter...)
		copies[n] = &c
		return &c
	}
	for _, n := range in.nodes {
		o.nodes = append(o.nodes, cp(n))
	}
	for _, e := range in.pending {
		c := *e
		c.from, c.to = cp(e.from), cp(e.to)
		c.or, c.rev = append([]string(nil), e.or...), append([]string(nil), e.rev...)
		o.pending = append(o.pending, &c)
	}
	a := in.asked
	a.node = cp(a.node)
	o.focusNode = a.node
	if err := o.relate(a); err != nil {
		return relationsResult{}, err
	}
	if err := o.actsPlaced(); err != nil {
		return relationsResult{}, err
	}
	r := relationsResult{nodes: o.nodes, edges: o.edges, focus: a.node, pending: o.pending, dropped: o.dropped, filters: o.filter, rankV: o.rankV, vars: o.nextV, warnings: o.warnings}
	for i := range c.toks {
		if o.used.has(i) && !in.used.has(i) {
			r.used = append(r.used, i)
		}
	}
	return r, nil
}

// applyRelations writes the relations phase's result into the
// compilation: the pattern replaces the nodes (copies of them), so the
// asked-for node is the result's focus from here on. The links set aside
// (dropped) are no state of the compilation: compile hands them to the
// account phase.
func (o *offline) applyRelations(pl *pattern, r relationsResult, a *asked) {
	pl.nodes, pl.edges = r.nodes, r.edges
	pl.pending = r.pending
	a.node, pl.focus = r.focus, r.focus
	o.used.mark(r.used...)
	pl.vars = r.vars
}

func (o *relPhase) newVar(label string) string { return o.nextV.next(label) }

// addNode names a new node, or fills the placeholder the focus phase made
// for the asked-for property's thing with the first mention of its label.
func (o *relPhase) addNode(label string, pos int) *onode {
	var n *onode
	o.nodes, n = placeNode(o.nodes, o.newVar, label, pos)
	return n
}

func (o *relPhase) elementsOf(kind string) []ElementLink { return o.elementsIn(o.used, kind) }

func (o *relPhase) consume(e ElementLink) { o.used.mark(o.tokensIn(e.Span)...) }

func (o *relPhase) touchesAny(n *onode) bool { return o.degree(n) > 0 }

// mergeSameLabelAnchors and rankVar are the anchors' and the build's
// helpers; they run on a view of the phase's pattern, which they read and
// write through the slices and the variable counts handed over.
func (o *relPhase) mergeSameLabelAnchors(focus *onode) {
	pl := &pattern{nodes: o.nodes, edges: o.edges}
	o.readCtx.mergeSameLabelAnchors(pl, focus)
	o.nodes = pl.nodes
}

func (o *relPhase) rankVar(focus *onode) string {
	v := &bldPhase{readCtx: o.readCtx, nodes: o.nodes, edges: o.edges, nextV: o.nextV, rank: o.rank}
	return v.rankVar(focus)
}
