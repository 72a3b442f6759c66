package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// exactCount reads "exactly N Ys" (the number at i, a label or edge noun
// right after it) as a count of related things equal to N. Before this the
// number was taken for a row count and sanity refused it; a reading
// countCompared cannot place still falls through to that refusal.
func (o *conPhase) exactCount(i int, f float64) bool {
	if i < 1 || i+1 >= len(o.toks) || !english.ExactCount.Is(o.word(i-1)) {
		return false
	}
	noun := false
	for _, e := range o.ev.Elements {
		noun = noun || (e.Kind == "label" || e.Kind == "edge") && o.tokenAt(e.Span) == i+1
	}
	if !noun || !o.countCompared(i, i+1, templates.Eq, f) {
		return false
	}
	o.used.mark(i - 1)
	return true
}
