package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// levelsOfWalk: the span is the level word of "all levels", "any level"
// (english.AllLevels), which says a walk goes to every depth: it names no
// property, so it implies no edge that holds one (company: "everyone under
// X, all levels" had walked on to HAS_SKILL, whose level it read).
func (o *relPhase) levelsOfWalk(sp diag.Span) bool {
	i := o.tokenAt(sp)
	return i >= 1 && english.AllLevels.Is(o.word(i-1)+" "+o.word(i))
}

// allLevelsAt is the first word of "all levels", "any level"
// (english.AllLevels) when the question says it, -1 otherwise: a walk
// over a relationship from a label to itself goes to every depth, as
// after "directly or indirectly" (variableLength marks the two words used
// when the plan walks such a relationship at any depth).
func (o *readCtx) allLevelsAt() int {
	for i := 0; i+1 < len(o.toks); i++ {
		if english.AllLevels.Is(o.word(i) + " " + o.word(i+1)) {
			return i
		}
	}
	return -1
}

// levelsOfPlannedWalk: token i is a word of "all levels", "any level" and
// the plan walks a relationship from a label to itself at any depth, which
// is what the words ask.
func (o *readCtx) levelsOfPlannedWalk(q *templates.Query, i int) bool {
	k := o.allLevelsAt()
	return k >= 0 && (i == k || i == k+1) && o.walksSelfAtAnyDepth(q)
}

// walksSelfAtAnyDepth: the plan walks a relationship from a label to
// itself at any depth.
func (o *readCtx) walksSelfAtAnyDepth(q *templates.Query) bool {
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if et := o.s.EdgeType(h.Edge); et != nil && h.VarLength() && selfRelation(et) {
				return true
			}
		}
	}
	return false
}
