package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// conPhase is the filters phase's working state over the read-only
// context: its own copies of the used words, the variable counts, the
// nodes and edges, and what it adds (filters, a row count, warnings).
// constraintsOf compares it with the input to report what changed.
type conPhase struct {
	*readCtx
	used        usedWords
	nextV       varNames
	nodes       []*onode
	edges       []*oedge
	focusNode   *onode
	filter      []templates.Expr
	paged       bool
	limit       int
	limitPos    int
	commonLater int
	unitWords   map[int]bool
	atLeast     bool
	counts      []countCmp
	pairs       []pairRep // fix33_pairs.go
	unsupported *refusal
	warnings    []diag.Diagnostic
}

func (o *conPhase) newVar(label string) string { return o.nextV.next(label) }

func (o *conPhase) consume(e ElementLink) { o.used.mark(o.tokensIn(e.Span)...) }

func (o *conPhase) ownerOf(prop string) string { return o.ownerAmong(o.nodes, prop) }

// countRanks: the question ranks by a count; a most-common cue read after
// the listing (commonLater) is no ranking.
func (o *conPhase) countRanks() bool { return o.countRanksBut(o.commonLater) }

// countRanksBut: the question ranks by a count ("the most movies", "the
// fewest reviews"), the most-common cue at commonLater aside.
func (o *readCtx) countRanksBut(commonLater int) bool {
	return o.countMostBut(commonLater) >= 0 || o.find(english.Fewest) >= 0 || o.extremeNumberOf() >= 0
}
