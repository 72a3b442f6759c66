package rowcheck

import "github.com/gql-dev/gql/backends"

// What an answer that is not the gold's rows may still be: the same answer
// read with a tie or the empty groups kept (Kept). A gold that cuts a
// ranking at N rows while its N-th row ties with rows it left out has no
// single right answer, and a gold built on an inner join cannot say whether
// a group with none should be listed; these outcomes are counted right but
// reported apart from the strict count, so leniency is never mistaken for
// accuracy.
const (
	// TieKept: the answer is the gold's first N rows and every row tied
	// with the N-th on the gold's own sort value, which the gold cut.
	TieKept = "tie-kept"
	// ZeroGroups: the answer is the gold's rows plus groups the gold left
	// out, each counted 0.
	ZeroGroups = "zero-groups"
	// TieOrder: the answer is the gold's whole ordered answer with rows
	// tied on the gold's own sort value listed in another order.
	TieOrder = "tie-order"
)

// Reading says what the answer's plan claims to have done, where a
// rule needs it: the zero-groups rule applies only to a count per group,
// so that a listing whose extra rows merely hold a 0 (a property stored as
// 0) is never taken for one.
type Reading struct {
	// CountPerGroup: the plan counts per group (the compiler's
	// zero-groups diagnostic).
	CountPerGroup bool
}

// Kept scores an answer that Score found wrong against the honest
// readings a gold cannot rule out, and returns TieKept, TieOrder,
// ZeroGroups or "".
//
// TieKept needs the gold's sort values (Check.Sort) and a cut (Rows <
// len(Pool)): the answer must be exactly the pool rows before the cut and
// every pool row whose sort value equals the last kept one's, more rows
// than the cut keeps, each row matched to a distinct pool row (in order
// when Ordered). A tie is thus read from the gold's values, never from the
// answer's: a wrong ranking that ties rows the gold does not cannot pass.
//
// ZeroGroups needs an uncut gold (Rows == len(Pool)) and r.CountPerGroup:
// some answer column holds 0 in every row the gold lacks, no such row
// repeats a group the gold lists (its other values are not all in one gold
// row), and the answer's other rows are exactly the gold by Score.
func Kept(chk Check, res *backends.Result, r Reading) string {
	if res == nil || chk.Unanswerable != "" {
		return ""
	}
	if tieKept(chk, res.Rows) {
		return TieKept
	}
	if tieOrder(chk, res.Rows) {
		return TieOrder
	}
	if r.CountPerGroup && zeroGroups(chk, res) {
		return ZeroGroups
	}
	return ""
}

func tieKept(chk Check, rows [][]backends.Value) bool {
	k := chk.Rows
	if k <= 0 || k >= len(chk.Pool) || len(chk.Sort) != len(chk.Pool) || len(rows) <= k {
		return false
	}
	edge := backends.FromGo(chk.Sort[k-1])
	var pool [][]any
	var sortv []any
	for p := range chk.Pool {
		if p < k || sameValue(backends.FromGo(chk.Sort[p]), edge) {
			pool = append(pool, chk.Pool[p])
			sortv = append(sortv, chk.Sort[p])
		}
	}
	if len(pool) <= k || len(rows) != len(pool) {
		return false
	}
	whole := Check{Rows: len(pool), Keys: chk.Keys, Pool: pool, Sort: sortv, Ordered: chk.Ordered}
	got, _ := Score(whole, &backends.Result{Rows: rows}, nil)
	return got == Right && len(rows) == len(pool)
}

// tieOrder needs an uncut, ordered gold with its sort values: Score then
// lets rows tied on the gold's value trade places, and nothing else.
func tieOrder(chk Check, rows [][]backends.Value) bool {
	if !chk.Ordered || chk.Rows != len(chk.Pool) || len(chk.Sort) != len(chk.Pool) || len(rows) != chk.Rows {
		return false
	}
	got, _ := Score(chk, &backends.Result{Rows: rows}, nil)
	return got == Right
}

func zeroGroups(chk Check, res *backends.Result) bool {
	if chk.Rows != len(chk.Pool) || len(res.Rows) <= chk.Rows || len(res.Rows) == 0 {
		return false
	}
	width := len(res.Rows[0])
	for j := 0; j < width; j++ {
		if zeroColumn(chk, res, j) {
			return true
		}
	}
	return false
}

// zeroColumn tries column j as the count: the rows holding 0 there are the
// groups the gold left out.
func zeroColumn(chk Check, res *backends.Result, j int) bool {
	var rest, extra [][]backends.Value
	for _, row := range res.Rows {
		if j >= len(row) {
			return false
		}
		if n, ok := Number(row[j]); ok && n == 0 && row[j].Kind != backends.String {
			extra = append(extra, row)
		} else {
			rest = append(rest, row)
		}
	}
	if len(extra) == 0 || len(rest) != chk.Rows {
		return false
	}
	for _, e := range extra {
		var group []backends.Value
		for c, v := range e {
			if c != j && v.Kind != backends.Null && v.Kind != backends.List && v.Kind != backends.Map {
				group = append(group, v)
			}
		}
		if len(group) == 0 {
			// Nothing names the group: a row of a bare 0 is no group.
			return false
		}
		for _, p := range chk.Pool {
			prow := make([]backends.Value, len(p))
			for i, v := range p {
				prow[i] = backends.FromGo(v)
			}
			if rowHas(prow, group) {
				return false
			}
		}
	}
	got, _ := Score(chk, &backends.Result{Columns: res.Columns, Rows: rest}, nil)
	return got == Right
}
