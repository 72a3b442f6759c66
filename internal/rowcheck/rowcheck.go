// Package rowcheck scores an answer's rows against an expected answer the
// way a user acting on them would: tolerant of column names, extra columns,
// number types and a list in one row vs one row per element. bench scores
// answers with it, and the compiler compares the model's answer with the
// offline plan's by the same rule, so "agreed" means what "right" means.
package rowcheck

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/backends"
)

// Check is what a right answer to one question must satisfy, read
// from a hand-checked gold result. It scores the answer a user sees, not
// the query: column names, aliases, extra columns, int vs float and a list
// in one row vs one row per element do not count; the rows, their key
// values and, when the question asks for it, their order do.
//
// The gold result is kept as a pool of rows (only the key columns, in the
// gold query's order). A right answer has exactly Rows rows, each matching
// a distinct pool row (every key value of that pool row appears in the
// answer's row). When Rows equals the pool size every pool row must be
// there; when it is smaller (the question asks for "the first 3" or "the
// top 5") the answer's rows are drawn from the pool, and with Sort they
// must be the top Rows by the sort value, rows tied with the last one being
// interchangeable.
type Check struct {
	// Rows is how many rows a right answer has.
	Rows int `json:"rows"`
	// Keys names the gold columns whose values must appear (documentation
	// for the pool; matching does not use column names).
	Keys []string `json:"keys,omitempty"`
	// Pool holds the key values of every acceptable row, in gold order.
	Pool [][]any `json:"pool"`
	// Sort is the gold sort value of each pool row (same length as Pool)
	// when the question asks for a top-k by some measure.
	Sort []any `json:"sort,omitempty"`
	// Ordered: the question asks for an order, so the answer's i-th row
	// must match the i-th pool row (or one tied with it by Sort).
	Ordered bool `json:"ordered,omitempty"`
	// Unanswerable says why our graph cannot answer the question (a
	// property it does not have); such items are not scored right or wrong.
	Unanswerable string `json:"unanswerable,omitempty"`
}

// NotScored is the outcome of an item whose gold says the graph cannot
// answer the question; Right, Wrong and Refused are the others.
const NotScored = "not-scored"

// Score scores a result against a check. err is the reason there is
// no result (translation not valid, query failed); it makes the verdict
// Refused. The string says what is wrong.
func Score(chk Check, res *backends.Result, err error) (string, string) {
	if chk.Unanswerable != "" {
		return NotScored, chk.Unanswerable
	}
	if err != nil {
		return Refused, err.Error()
	}
	if res == nil {
		return Refused, "no result"
	}
	pool := make([][]backends.Value, len(chk.Pool))
	for i, r := range chk.Pool {
		pool[i] = make([]backends.Value, len(r))
		for j, v := range r {
			pool[i][j] = backends.FromGo(v)
		}
	}
	var sortv []backends.Value
	if len(chk.Sort) == len(chk.Pool) && len(chk.Sort) > 0 {
		for _, v := range chk.Sort {
			sortv = append(sortv, backends.FromGo(v))
		}
	}
	why := ""
	listKeys := false
	for _, r := range pool {
		for _, v := range r {
			listKeys = listKeys || v.Kind == backends.List
		}
	}
	if chk.Rows == len(chk.Pool) && len(res.Rows) > chk.Rows && !chk.Ordered {
		// The whole answer is asked for: a person listed once per movie
		// that led to them repeats an answer, it does not change it. With
		// a limit, a repeat takes the place of an answer and counts.
		if covers(res.Rows, chk.Pool) {
			return Right, ""
		}
	}
	for _, rows := range readings(res.Rows, chk.Rows, listKeys) {
		ok, w := matchRows(chk, pool, sortv, rows)
		if ok {
			return Right, ""
		}
		if why == "" {
			why = w
		}
	}
	return Wrong, why
}

// readings are the ways an answer's rows can be read: as they are; a
// single row with a list column spread into one row per element (collect()
// where the gold has rows); several rows folded into one row of lists (the
// gold collects what the answer returns row by row).
//
// The fold is tried only when the gold row itself holds a list (listKeys):
// otherwise every row of a wrong, unfiltered answer would fold into lists
// holding the one expected value.
func readings(rows [][]backends.Value, want int, listKeys bool) [][][]backends.Value {
	out := [][][]backends.Value{rows}
	if len(rows) == 1 && want != 1 {
		for j, c := range rows[0] {
			if c.Kind != backends.List {
				continue
			}
			var spread [][]backends.Value
			for _, e := range c.List {
				r := append([]backends.Value(nil), rows[0]...)
				r[j] = e
				spread = append(spread, r)
			}
			out = append(out, spread)
		}
	}
	if len(rows) > 1 && want == 1 && listKeys {
		w := len(rows[0])
		folded := make([]backends.Value, w)
		for j := 0; j < w; j++ {
			col := make([]backends.Value, 0, len(rows))
			for _, r := range rows {
				if j < len(r) {
					col = append(col, r[j])
				}
			}
			folded[j] = backends.L(col...)
		}
		out = append(out, [][]backends.Value{folded})
	}
	return out
}

// covers: every answer row is some gold row and every gold row is in the
// answer, repeats allowed.
func covers(rows [][]backends.Value, pool [][]any) bool {
	hit := make([]bool, len(pool))
	for _, r := range rows {
		found := false
		for p, g := range pool {
			keys := make([]backends.Value, len(g))
			for j, v := range g {
				keys[j] = backends.FromGo(v)
			}
			if rowHas(r, keys) {
				hit[p], found = true, true
			}
		}
		if !found {
			return false
		}
	}
	for _, h := range hit {
		if !h {
			return false
		}
	}
	return true
}

func matchRows(chk Check, pool [][]backends.Value, sortv []backends.Value, rows [][]backends.Value) (bool, string) {
	if len(rows) != chk.Rows {
		return false, fmt.Sprintf("%d rows, want %d", len(rows), chk.Rows)
	}
	if chk.Rows == 0 {
		return true, ""
	}
	k := chk.Rows
	if k > len(pool) {
		return false, fmt.Sprintf("the gold pool has %d rows for %d wanted", len(pool), k)
	}
	// allowed[p]: pool row p may appear; required[p]: it must.
	allowed := make([]bool, len(pool))
	required := make([]bool, len(pool))
	switch {
	case k == len(pool):
		for p := range pool {
			allowed[p], required[p] = true, true
		}
	case sortv != nil:
		edge := sortv[k-1]
		for p := range pool {
			tied := sameValue(sortv[p], edge)
			allowed[p] = p < k || tied
			required[p] = p < k && !tied
		}
	default:
		for p := range pool {
			allowed[p] = true
		}
	}
	fits := func(i, p int) bool {
		if !allowed[p] || !rowHas(rows[i], pool[p]) {
			return false
		}
		if !chk.Ordered {
			return true
		}
		if sortv != nil {
			return sameValue(sortv[p], sortv[i])
		}
		return p == i
	}
	left := make([]int, len(pool)) // pool row → answer row, -1 free
	for p := range left {
		left[p] = -1
	}
	var augment func(i int, seen []bool) bool
	augment = func(i int, seen []bool) bool {
		for p := range pool {
			if seen[p] || !fits(i, p) {
				continue
			}
			seen[p] = true
			if left[p] < 0 || augment(left[p], seen) {
				left[p] = i
				return true
			}
		}
		return false
	}
	for i := range rows {
		if !augment(i, make([]bool, len(pool))) {
			return false, fmt.Sprintf("row %d (%s) matches no gold row%s", i+1, rowText(rows[i]), orderNote(chk))
		}
	}
	// Every answer row has a distinct pool row; by Mendelsohn–Dulmage a
	// matching covering both the answer and the required pool rows exists
	// when each side can be covered on its own.
	right := make([]int, len(rows))
	for i := range right {
		right[i] = -1
	}
	var augmentPool func(p int, seen []bool) bool
	augmentPool = func(p int, seen []bool) bool {
		for i := range rows {
			if seen[i] || !fits(i, p) {
				continue
			}
			seen[i] = true
			if right[i] < 0 || augmentPool(right[i], seen) {
				right[i] = p
				return true
			}
		}
		return false
	}
	for p := range pool {
		if required[p] && !augmentPool(p, make([]bool, len(rows))) {
			return false, fmt.Sprintf("gold row (%s) is missing", rowText(pool[p]))
		}
	}
	return true, ""
}

func orderNote(chk Check) string {
	if chk.Ordered {
		return " at its position"
	}
	return ""
}

func rowText(r []backends.Value) string {
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = v.String()
	}
	return strings.Join(parts, " | ")
}

// rowHas: every key value appears in some cell of the row.
func rowHas(row, keys []backends.Value) bool {
	for _, k := range keys {
		found := false
		for _, c := range row {
			if cellHas(c, k) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// cellHas: the cell is the value, or holds it (a list element, a map
// value: a node or relationship rendered as its properties).
func cellHas(c, k backends.Value) bool {
	if sameValue(c, k) {
		return true
	}
	switch c.Kind {
	case backends.List:
		// A list stands for one value only when that is all it holds
		// (collect() of one row); a list of many names holding the expected
		// one is not the answer.
		if k.Kind == backends.List || len(c.List) == 0 {
			return false
		}
		for _, e := range c.List {
			if !cellHas(e, k) {
				return false
			}
		}
		return true
	case backends.Map:
		for _, e := range c.Map {
			if cellHas(e, k) {
				return true
			}
		}
	}
	return false
}

// sameValue compares two values the way a reader would: numbers by value
// (int = float, averages rounded to two decimals equal), strings without
// regard to case or surrounding space, a number written as a string equal
// to the number, lists as bags.
func sameValue(a, b backends.Value) bool {
	if x, ok := Number(a); ok {
		if y, ok := Number(b); ok {
			return closeNumbers(x, y)
		}
		return false
	}
	switch a.Kind {
	case backends.Null:
		return b.Kind == backends.Null
	case backends.String:
		if b.Kind == backends.String {
			return strings.EqualFold(strings.TrimSpace(a.Str), strings.TrimSpace(b.Str))
		}
		return false
	case backends.Bool:
		return b.Kind == backends.Bool && a.Bool == b.Bool
	case backends.List:
		if b.Kind != backends.List || len(a.List) != len(b.List) {
			return false
		}
		used := make([]bool, len(b.List))
	next:
		for _, x := range a.List {
			for j, y := range b.List {
				if !used[j] && sameValue(x, y) {
					used[j] = true
					continue next
				}
			}
			return false
		}
		return true
	case backends.Map:
		if b.Kind != backends.Map || len(a.Map) != len(b.Map) {
			return false
		}
		for k, v := range a.Map {
			w, ok := b.Map[k]
			if !ok || !sameValue(v, w) {
				return false
			}
		}
		return true
	}
	return false
}

// Number reads a value as a number: ints, floats and numeric strings.
func Number(v backends.Value) (float64, bool) {
	switch v.Kind {
	case backends.Int:
		return float64(v.Int), true
	case backends.Float:
		return v.Float, true
	case backends.String:
		s := strings.TrimSpace(v.Str)
		if s == "" || strings.ContainsAny(s, " \t") {
			return 0, false
		}
		f, err := strconv.ParseFloat(s, 64)
		return f, err == nil
	}
	return 0, false
}

// closeNumbers: equal to 9 significant digits, or, for a fractional value,
// within what rounding to two decimals changes (round(avg, 2) is a common
// and right way to present an average).
func closeNumbers(x, y float64) bool {
	d := math.Abs(x - y)
	if d <= 1e-9*math.Max(1, math.Max(math.Abs(x), math.Abs(y))) {
		return true
	}
	fractional := x != math.Trunc(x) || y != math.Trunc(y)
	return fractional && d <= 0.005+1e-9
}

// Outcome of one answer as a user sees it (Score).
const (
	// Right: the query ran and its rows are the answer.
	Right = "right"
	// Wrong: an answer was given and the rows are not the answer.
	Wrong = "wrong"
	// Refused: no answer was given, or the query given fails.
	Refused = "refused"
)

// Of is the check a result sets for another: as many rows, and each row's
// scalar values (any column order; lists and nulls, which no scalar check
// can match, left out) in a row of its own.
func Of(res *backends.Result) Check {
	c := Check{Rows: len(res.Rows)}
	for _, row := range res.Rows {
		c.Pool = append(c.Pool, Scalars(row))
	}
	return c
}

// Scalars are the values of a row a check can match, in column order:
// strings, numbers (as float64) and booleans; lists and nulls are left out.
func Scalars(row []backends.Value) []any {
	vals := []any{}
	for _, v := range row {
		switch v.Kind {
		case backends.String:
			vals = append(vals, v.Str)
		case backends.Int:
			vals = append(vals, float64(v.Int))
		case backends.Float:
			vals = append(vals, v.Float)
		case backends.Bool:
			vals = append(vals, v.Bool)
		}
	}
	return vals
}

// Same reports whether two results give the same answer: one scores right
// against the check the other sets, in either direction, so an answer with
// a column the other left out (a name and a birth year vs the name) is the
// same answer. The string says how they differ when they do not.
func Same(a, b *backends.Result) (bool, string) {
	if a == nil || b == nil {
		return false, "no result"
	}
	got, why := Score(Of(b), a, nil)
	if got == Right {
		return true, ""
	}
	if got, _ = Score(Of(a), b, nil); got == Right {
		return true, ""
	}
	return false, why
}
