package rowcheck

import (
	"testing"

	"github.com/gql-dev/gql/backends"
)

func rows(rs ...[]any) *backends.Result {
	res := &backends.Result{}
	for _, r := range rs {
		var row []backends.Value
		for _, v := range r {
			row = append(row, backends.FromGo(v))
		}
		res.Rows = append(res.Rows, row)
	}
	return res
}

func r(v ...any) []any { return v }

// A gold that keeps 1 row of a ranking where two rows tie at the top: the
// check holds the whole ranking and its sort values, as the text2cypher
// golds do (limit: 1, order: n).
var tiedTop = Check{Rows: 1, Pool: [][]any{{"Ann"}, {"Bob"}, {"Cid"}, {"Dan"}}, Sort: []any{5.0, 5.0, 3.0, 3.0}}

func TestKeptTie(t *testing.T) {
	cases := []struct {
		name string
		chk  Check
		res  *backends.Result
		want string
	}{
		{"both tied rows", tiedTop, rows(r("Bob", 5), r("Ann", 5)), TieKept},
		{"one tied row is the strict answer, not a kept tie", tiedTop, rows(r("Bob")), ""},
		{"an untied row added", tiedTop, rows(r("Ann"), r("Bob"), r("Cid")), ""},
		{"a row of the next value instead of the tie", tiedTop, rows(r("Ann"), r("Cid")), ""},
		{"a row the gold does not have", tiedTop, rows(r("Ann"), r("Eve")), ""},
		{"the same row twice", tiedTop, rows(r("Ann"), r("Ann")), ""},
		// The answer ties Ann and Cid (its own ranking), the gold ranks
		// Ann alone first: the tie is read from the gold's values.
		{"a wrong ranking that ties what the gold does not", Check{Rows: 1, Pool: [][]any{{"Ann"}, {"Cid"}}, Sort: []any{9.0, 3.0}}, rows(r("Ann", 1), r("Cid", 1)), ""},
		// Top 2 where the 2nd ties with the 3rd: rows 1-3 are the answer.
		{"top 2 with a tie at the cut", Check{Rows: 2, Pool: [][]any{{"A"}, {"B"}, {"C"}, {"D"}}, Sort: []any{9.0, 5.0, 5.0, 1.0}}, rows(r("A"), r("C"), r("B")), TieKept},
		{"top 2 with the cut's tie but the first row missing", Check{Rows: 2, Pool: [][]any{{"A"}, {"B"}, {"C"}, {"D"}}, Sort: []any{9.0, 5.0, 5.0, 1.0}}, rows(r("B"), r("C"), r("D")), ""},
		{"ordered: the tie after the leader", Check{Rows: 2, Ordered: true, Pool: [][]any{{"A"}, {"B"}, {"C"}, {"D"}}, Sort: []any{9.0, 5.0, 5.0, 1.0}}, rows(r("A"), r("C"), r("B")), TieKept},
		{"ordered: the leader last", Check{Rows: 2, Ordered: true, Pool: [][]any{{"A"}, {"B"}, {"C"}, {"D"}}, Sort: []any{9.0, 5.0, 5.0, 1.0}}, rows(r("C"), r("B"), r("A")), ""},
		{"no sort values: nothing shows a tie", Check{Rows: 1, Pool: [][]any{{"Ann"}, {"Bob"}}}, rows(r("Ann"), r("Bob")), ""},
	}
	for _, c := range cases {
		if got := Kept(c.chk, c.res, Reading{}); got != c.want {
			t.Errorf("%s: Kept = %q, want %q", c.name, got, c.want)
		}
		if got, _ := Score(c.chk, c.res, nil); got == Right && c.want != "" {
			t.Errorf("%s: strictly right too; a kept tie is only counted where strict scoring says wrong", c.name)
		}
	}
}

// A count per group whose gold, an inner join, leaves out the group with
// none.
var perTeam = Check{Rows: 2, Pool: [][]any{{"Platform", 7.0}, {"Search", 4.0}}}

func TestKeptZeroGroups(t *testing.T) {
	count := Reading{CountPerGroup: true}
	cases := []struct {
		name string
		chk  Check
		res  *backends.Result
		rd   Reading
		want string
	}{
		{"the empty group listed with 0", perTeam, rows(r("Platform", 7), r("Search", 4), r("DevEx", 0)), count, ZeroGroups},
		{"two empty groups", perTeam, rows(r("DevEx", 0), r("Platform", 7), r("Search", 4), r("Mobile", 0)), count, ZeroGroups},
		{"not a count per group: a 0 is only a value", perTeam, rows(r("Platform", 7), r("Search", 4), r("DevEx", 0)), Reading{}, ""},
		{"an extra group with a nonzero count", perTeam, rows(r("Platform", 7), r("Search", 4), r("DevEx", 2)), count, ""},
		{"a gold group listed again with 0", perTeam, rows(r("Platform", 7), r("Search", 4), r("Search", 0)), count, ""},
		{"a wrong count beside the zero", perTeam, rows(r("Platform", 6), r("Search", 4), r("DevEx", 0)), count, ""},
		{"a gold group missing", perTeam, rows(r("Platform", 7), r("DevEx", 0), r("Mobile", 0)), count, ""},
		{"a bare 0 names no group", perTeam, rows(r("Platform", 7), r("Search", 4), r(0)), count, ""},
		{"a cut gold cannot tell", Check{Rows: 1, Pool: perTeam.Pool}, rows(r("Platform", 7), r("DevEx", 0)), count, ""},
		{"a zero written as text is not a count", perTeam, rows(r("Platform", 7), r("Search", 4), r("DevEx", "0")), count, ""},
	}
	for _, c := range cases {
		if got := Kept(c.chk, c.res, c.rd); got != c.want {
			t.Errorf("%s: Kept = %q, want %q", c.name, got, c.want)
		}
	}
}

// An ordered gold with no cut: rows tied on the gold's sort value may trade
// places, rows the gold ranks apart may not, and an unordered check never
// gets the reading.
func TestTieOrder(t *testing.T) {
	chk := Check{Rows: 3, Ordered: true, Pool: [][]any{{"A"}, {"B"}, {"C"}}, Sort: []any{22.0, 22.0, 9.0}}
	if got := Kept(chk, rows(r("B"), r("A"), r("C")), Reading{}); got != TieOrder {
		t.Errorf("tied rows swapped: got %q, want %q", got, TieOrder)
	}
	if got := Kept(chk, rows(r("A"), r("C"), r("B")), Reading{}); got != "" {
		t.Errorf("a row ranked apart moved: got %q, want none", got)
	}
	if got := Kept(chk, rows(r("B"), r("A")), Reading{}); got != "" {
		t.Errorf("a row missing: got %q, want none", got)
	}
	chk.Ordered = false
	if got := Kept(chk, rows(r("B"), r("A"), r("C")), Reading{}); got == TieOrder {
		t.Error("an unordered check was read as a tie order")
	}
}
