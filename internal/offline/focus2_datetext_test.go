package offline

import "testing"

// "the most recent Xs" where X keeps its one date as year-first text and
// no number is year-like: ordered by that text (it sorts as the days it
// names), said as measure-chosen; two such dates and the order is refused.
func TestRecentByDateText(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Show the 3 most recent orders.",
			want: []string{"ORDER BY placed DESC", "LIMIT 3"}, warn: "dates as text"},
		// Two date properties (formed, signed): which one is meant is a guess.
		{graph: "seasons", q: "Show the 2 most recent bands.", refused: true},
	})
}
