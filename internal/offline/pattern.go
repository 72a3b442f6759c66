package offline

// pattern is the query's pattern as the phases leave it, which compile
// threads from one to the next: the nodes and edges placed so far, the
// agent-noun edges whose other end is placed later (pending), the
// asked-for node (focus) and the variable names given out. The phases
// that run alone take copies of what they read and return what they
// decide; compile applies it here (applyAsked, applyRelations,
// applyConstraints, applyBuild). The steps compile still runs in place
// (settled, undirectSymmetric, the shortcuts before the phases) are
// handed the pattern explicitly.
type pattern struct {
	nodes   []*onode
	edges   []*oedge
	pending []*oedge
	focus   *onode
	vars    varNames
}

func (pl *pattern) newVar(label string) string { return pl.vars.next(label) }

// addNode fills the placeholder the focus phase left for the label with
// its first mention, or names a new node of the label.
func (pl *pattern) addNode(label string, pos int) *onode {
	var n *onode
	pl.nodes, n = placeNode(pl.nodes, pl.newVar, label, pos)
	return n
}

func (pl *pattern) edgeOfType(t string) *oedge { return edgeOf(pl.edges, t) }

func (pl *pattern) onlyInNegation(n *onode) bool { return onlyInNegation(pl.edges, n) }

func (pl *pattern) degree(n *onode) int { return degree(pl.edges, n) }

func (pl *pattern) touchesAny(n *onode) bool { return pl.degree(n) > 0 }
