package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// roleSlot: token i is the X of "have X as a Y" — a word standing where a
// stored value stands, the Y naming what the plan joins ("Which packages
// have react as a dependency?"). With hops the every-row net let a verb's
// object go (the relationships may read it), but here the relationship is
// the Y: X is the thing at its far end. Left unlinked (react is no stored
// package), the plan listed every package with any dependency — a silent
// wrong on any graph whose values the question misses.
func (o *readCtx) roleSlot(i int) bool {
	if i+1 >= len(o.toks) || !english.AsRole.Is(o.word(i+1)) {
		return false
	}
	k := i + 2
	for k < len(o.toks) && o.toks[k].POS == grounding.DET {
		k++
	}
	return k < len(o.toks) && (o.linksKind(k, "edge") || o.linksKind(k, "label"))
}
