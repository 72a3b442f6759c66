package offline

import "github.com/gql-dev/gql/internal/english"

// marginBy is the token of "by" when an amount converted from a unit at k
// is said as a margin: "Which flights were delayed by more than an hour?"
// compared a flight's duration with 60, though a delay is no duration.
// "by" with only the comparison, the number and articles between it and
// the unit makes the amount how much something differed, which no
// property of the thing holds; -1 otherwise. A grouping or sorting "by"
// ("sorted by duration over 2 hours") is no margin.
func (o *accounting) marginBy(k int) int {
	j := k - 1
	for j >= 0 && (o.isNumber(j) || english.Determiner.Is(o.word(j)) || english.MarginBound.Is(o.word(j))) {
		j--
	}
	if j < 1 || j == k-1 || !english.MarginBy.Is(o.word(j)) {
		return -1
	}
	if english.OrderedBy.Is(o.word(j-1)) || english.GroupedWord.Is(o.word(j-1)) {
		return -1
	}
	return j
}
