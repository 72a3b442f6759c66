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

// quotedAt: token i stands between quote marks ("at the reading of
// '2024-07-01 08:00'"), part of a value the question quotes.
func (o *readCtx) quotedAt(i int) bool {
	n := 0
	for k := 0; k < i; k++ {
		if o.isQuoteMark(k) {
			n++
		}
	}
	return n%2 == 1
}

// clockTime is the hour's token of a time of day written "18:00" or
// "9:30": two numbers, not one amount. "departing after 18:00" compared a
// weekly frequency with 18 and then with 0; no reading takes a time of day
// yet, so the account refuses it. A time inside a quoted or stored value
// is that value's. -1 when there is none.
func (o *readCtx) clockTime() int {
	for i := 0; i+2 < len(o.toks); i++ {
		if o.isNumber(i) && english.ClockColon.Is(o.toks[i+1].Text) && o.isNumber(i+2) && len(o.toks[i+2].Text) == 2 && !o.valueAt(i) && !o.quotedAt(i) {
			return i
		}
	}
	return -1
}
