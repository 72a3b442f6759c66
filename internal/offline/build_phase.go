package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// bldPhase is the build phase's working state over the read-only context:
// its own copies of the used words, the variable counts, the nodes and
// edges (and the pending agent-noun edges), what the earlier phases
// settled (filters, row count, ranking) and the warnings it adds. buildOf
// compares it with the input to report what changed.
type bldPhase struct {
	*readCtx
	used        usedWords
	nextV       varNames
	nodes       []*onode
	edges       []*oedge
	pending     []*oedge
	filter      []templates.Expr
	limit       int
	limitPos    int
	skip        int
	paged       bool
	countEdges  bool
	rank        *ElementLink
	rankV       string
	extra       []string
	commonLater int
	warnings    []diag.Diagnostic
}

func (o *bldPhase) newVar(label string) string { return o.nextV.next(label) }

func (o *bldPhase) consume(e ElementLink) { o.used.mark(o.tokensIn(e.Span)...) }

func (o *bldPhase) ownerOf(prop string) string { return o.ownerAmong(o.nodes, prop) }

func (o *bldPhase) edgeOfType(t string) *oedge { return edgeOf(o.edges, t) }

func (o *bldPhase) onlyInNegation(n *onode) bool { return onlyInNegation(o.edges, n) }

// varFor: the ranking property's owner gets its variable from the
// phase's own pattern and counts.
func (o *bldPhase) varFor(owner string, pos int) string {
	return o.varAmong(o.nodes, o.edges, o.nextV, owner, pos)
}

// countRanks, countMost and countRankAt read the count ranking with the
// most-common cue the listing already counted (commonLater) aside.
func (o *bldPhase) countRanks() bool { return o.countRanksBut(o.commonLater) }

func (o *bldPhase) countMost() int { return o.countMostBut(o.commonLater) }

func (o *bldPhase) countRankAt(i int) bool { return o.countRankAtBut(i, o.commonLater) }

// countRankAtBut: token i is a count-ranking word ("most", "fewest", the
// "of" of "number of"), a "most" at commonLater aside.
func (o *readCtx) countRankAtBut(i, commonLater int) bool {
	w := o.word(i)
	return o.mostAtBut(i, commonLater) || english.Fewest.Is(w) || english.Of.Is(w) && english.Number.Is(o.word(i-1))
}

// addNode fills the placeholder the focus phase left for the label, or
// names a new node in the phase's pattern.
func (o *bldPhase) addNode(label string, pos int) *onode {
	var n *onode
	o.nodes, n = placeNode(o.nodes, o.newVar, label, pos)
	return n
}

// ensureEdge adds an edge of type t touching n, to an implied other end
// when the pattern has none the schema allows.
func (o *bldPhase) ensureEdge(t string, n *onode) error {
	e, err := o.edgeTouching(o.nodes, t, n, func(label string) *onode { return o.addNode(label, -1) })
	if err != nil {
		return err
	}
	o.edges = append(o.edges, e)
	return nil
}
