package backends

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// CompareOptions tunes Equal. The zero value is what execution accuracy
// uses: rows as a bag, columns in any order, lists as bags, 1 == 1.0.
type CompareOptions struct {
	// Ordered compares rows in order; use it only when the question asks for
	// an order (top-k, "sorted by").
	Ordered bool
	// OrderedLists keeps list element order significant; by default
	// collect()/fold() results compare as bags because no language promises
	// their order without an explicit sort.
	OrderedLists bool
	// SameColumnOrder forbids column permutation.
	SameColumnOrder bool
	// Digits is how many significant digits of a float count (default 9), so
	// an average computed as decimal by Fuseki equals Neo4j's double.
	Digits int
}

// Equal reports whether two results hold the same answer. Column names are
// ignored (each language names its columns differently); the reason says what
// differs when they are not equal.
func Equal(a, b *Result, opt CompareOptions) (bool, string) {
	if opt.Digits <= 0 {
		opt.Digits = 9
	}
	if a == nil || b == nil {
		return a == b, "one result is missing"
	}
	if len(a.Rows) != len(b.Rows) {
		return false, fmt.Sprintf("%d rows vs %d rows", len(a.Rows), len(b.Rows))
	}
	na, nb := width(a), width(b)
	if na != nb {
		return false, fmt.Sprintf("%d columns vs %d columns", na, nb)
	}
	ka, kb := canonRows(a, opt), canonRows(b, opt)
	if opt.SameColumnOrder {
		if ok, why := rowsEqual(ka, kb, identity(na), opt.Ordered); !ok {
			return false, why
		}
		return true, ""
	}
	// Candidate columns of b for each column of a: same multiset of values.
	cand := make([][]int, na)
	for i := 0; i < na; i++ {
		ci := columnBag(ka, i)
		for j := 0; j < nb; j++ {
			if ci == columnBag(kb, j) {
				cand[i] = append(cand[i], j)
			}
		}
		if len(cand[i]) == 0 {
			return false, fmt.Sprintf("column %d (%s) has no matching column: %s", i+1, colName(a, i), sampleDiff(ka, kb, i))
		}
	}
	perm := make([]int, na)
	used := make([]bool, nb)
	var why string
	var try func(i int) bool
	try = func(i int) bool {
		if i == na {
			ok, w := rowsEqual(ka, kb, perm, opt.Ordered)
			if !ok && why == "" {
				why = w
			}
			return ok
		}
		for _, j := range cand[i] {
			if used[j] {
				continue
			}
			used[j], perm[i] = true, j
			if try(i + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	if try(0) {
		return true, ""
	}
	return false, why
}

func identity(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}

func width(r *Result) int {
	if len(r.Columns) > 0 {
		return len(r.Columns)
	}
	if len(r.Rows) > 0 {
		return len(r.Rows[0])
	}
	return 0
}

func colName(r *Result, i int) string {
	if i < len(r.Columns) {
		return r.Columns[i]
	}
	return "?"
}

func canonRows(r *Result, opt CompareOptions) [][]string {
	out := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		out[i] = make([]string, len(row))
		for j, v := range row {
			out[i][j] = Canon(v, opt)
		}
	}
	return out
}

func columnBag(rows [][]string, j int) string {
	col := make([]string, len(rows))
	for i, r := range rows {
		if j < len(r) {
			col[i] = r[j]
		}
	}
	sort.Strings(col)
	return strings.Join(col, "\x1f")
}

func rowsEqual(a, b [][]string, perm []int, ordered bool) (bool, string) {
	ra := make([]string, len(a))
	rb := make([]string, len(b))
	for i := range a {
		ra[i] = strings.Join(a[i], "\x1e")
	}
	for i := range b {
		cells := make([]string, len(perm))
		for k, j := range perm {
			if j < len(b[i]) {
				cells[k] = b[i][j]
			}
		}
		rb[i] = strings.Join(cells, "\x1e")
	}
	if !ordered {
		sort.Strings(ra)
		sort.Strings(rb)
	}
	for i := range ra {
		if ra[i] != rb[i] {
			return false, fmt.Sprintf("row %d differs: %s vs %s", i+1, readable(ra[i]), readable(rb[i]))
		}
	}
	return true, ""
}

func sampleDiff(a, b [][]string, i int) string {
	if len(a) == 0 {
		return ""
	}
	return "first value " + readable(a[0][i])
}

func readable(s string) string {
	return strings.NewReplacer("\x1e", " | ", "\x1f", ", ").Replace(s)
}

// Canon is the comparison key of a value: integral floats print as integers
// (1.0 == 1), other floats to opt.Digits significant digits, lists sorted
// unless opt.OrderedLists.
func Canon(v Value, opt CompareOptions) string {
	if opt.Digits <= 0 {
		opt.Digits = 9
	}
	switch v.Kind {
	case Null:
		return "null"
	case String:
		return strconv.Quote(v.Str)
	case Int:
		return "n" + strconv.FormatInt(v.Int, 10)
	case Float:
		if v.Float == math.Trunc(v.Float) && math.Abs(v.Float) < 1e15 {
			return "n" + strconv.FormatInt(int64(v.Float), 10)
		}
		return "n" + strconv.FormatFloat(v.Float, 'g', opt.Digits, 64)
	case Bool:
		return strconv.FormatBool(v.Bool)
	case List:
		parts := make([]string, len(v.List))
		for i, e := range v.List {
			parts[i] = Canon(e, opt)
		}
		if !opt.OrderedLists {
			sort.Strings(parts)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case Map:
		keys := make([]string, 0, len(v.Map))
		for k := range v.Map {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = strconv.Quote(k) + ":" + Canon(v.Map[k], opt)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	return "?"
}
