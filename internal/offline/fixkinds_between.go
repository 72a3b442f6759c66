package offline

import (
	"fmt"
	"math"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// "Which employees are in between 3 and 6 projects?", "teams with between
// 2 and 4 members": a range whose second number is followed by the noun of
// a label (or a relationship) the thing asked about is joined to counts
// those things, both ends included. Read as a range of a property, it
// filtered whatever number the pattern held (an hours value on the
// relationship) and answered another question. The count is the one
// countCompared builds for "at least N Ys"; the upper end is a second
// Having on the same column (countCmp.hi), and the inclusive reading is a
// warning (count-range-read). A lower end under 2 is left as it was: "at
// least one" is no count, and a range from 0 keeps the things with none,
// which needs the outer count this reading does not build.

// countRange reads the range at i (its first number f); it reports
// whether it did.
func (o *conPhase) countRange(i int, f float64) bool {
	j := i + 2
	if j+1 >= len(o.toks) || !english.RangeJoin.Is(o.word(i+1)) {
		return false
	}
	hi, ok := o.numberAt(j)
	if !ok || hi != math.Trunc(hi) || f < 2 || hi <= f || !o.linksNoun(j+1) {
		return false
	}
	n := len(o.counts)
	if !o.countCompared(i, j+1, templates.Ge, f) || len(o.counts) != n+1 {
		return false
	}
	o.counts[n].hi = int64(hi)
	o.used.mark(i+1, j)
	o.warnings = append(o.warnings, o.diagnostic("count-range-read", o.tokSpan(i), fmt.Sprintf(
		"%q is read as a count of the %s each row is joined to, from %d to %d, both ends included", o.word(i-1)+" "+o.word(i)+" "+o.word(i+1)+" "+o.word(j)+" "+o.word(j+1), o.counts[n].label, int64(f), int64(hi))))
	return true
}

// linksNoun: the token at k is a noun linked to a label or relationship.
func (o *conPhase) linksNoun(k int) bool {
	return o.linksKind(k, "label") || o.linksKind(k, "edge")
}

// upperHaving adds the range's upper end on the count column.
func (c countCmp) upperHaving(q *templates.Query, col string) {
	if c.hi > 0 {
		q.Having = append(q.Having, templates.Having{Col: col, Op: templates.Le, Value: c.hi})
	}
}
