package answer

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/internal/english"
)

// rowSet is the rows as a sentence says them: one item per row, in an
// order that does not depend on which backend returned them.
type rowSet struct {
	items []string  // rendered rows, in the order they are said
	heads []string  // each row's head value alone
	nums  []float64 // each row's number (column num)
	num   int       // the column holding the row's number, or -1
	n     int
}

// yearColumns are words in a column name that make a four-digit integer a
// year (never "1,999") rather than a quantity.
var yearColumns = []string{"year", "born", "released", "founded", "date", "since", "start", "hired", "created", "opened", "published", "joined", "built", "established", "died"}

func colName(c string) string {
	c = strings.ToLower(c)
	if i := strings.LastIndexAny(c, ".:"); i >= 0 && !strings.Contains(c, "(") {
		c = c[i+1:]
	}
	return c
}

func yearColumn(c string) bool {
	c = strings.ToLower(c)
	for _, w := range yearColumns {
		if strings.Contains(c, w) {
			return true
		}
	}
	return false
}

// readRows renders t for question q: the head column is the first text
// column, a role column reads "as R", other columns go in parentheses.
func readRows(q question, t *gql.Table) rowSet {
	rs := rowSet{num: -1}
	width := len(t.Columns)
	head := 0
	if width > 1 {
		for i := 0; i < width; i++ {
			if allKind(t, i, isText) {
				head = i
				break
			}
		}
	}
	for i := 0; i < width; i++ {
		if i != head && allKind(t, i, isNumber) {
			rs.num = i
			break
		}
	}
	years := make([]bool, width)
	for i, c := range t.Columns {
		years[i] = yearColumn(c) || (q.yearCue && !q.count)
	}
	type row struct {
		item, head string
		num        float64
	}
	var rows []row
	for _, r := range t.Rows {
		if len(r) == 0 {
			continue
		}
		h := 0
		if head < len(r) {
			h = head
		}
		item := cell(r[h], years[min(h, width-1)])
		var paren []string
		for i, v := range r {
			if i == h {
				continue
			}
			yr := i < width && years[i]
			if i < width && english.Frame.RoleColumn.Is(colName(t.Columns[i])) {
				item += " as " + cell(v, yr)
				continue
			}
			paren = append(paren, cell(v, yr))
		}
		hd := cell(r[h], years[min(h, width-1)])
		if len(paren) > 0 {
			item += " (" + strings.Join(paren, ", ") + ")"
		}
		var f float64
		if rs.num >= 0 && rs.num < len(r) {
			f = toFloat(r[rs.num])
		}
		rows = append(rows, row{item, hd, f})
	}
	less := func(a, b row) bool {
		la, lb := strings.ToLower(a.item), strings.ToLower(b.item)
		if la != lb {
			return la < lb
		}
		return a.item < b.item
	}
	switch {
	case q.ordered:
		// The query ordered the rows; only rows it could not tell apart
		// (an equal number) are put in a fixed order.
		for i := 0; i < len(rows); {
			j := i + 1
			for j < len(rows) && rs.num >= 0 && rows[j].num == rows[i].num {
				j++
			}
			sort.SliceStable(rows[i:j], func(a, b int) bool { return less(rows[i+a], rows[i+b]) })
			i = j
		}
	case rs.num >= 0:
		asc := years[rs.num]
		sort.SliceStable(rows, func(a, b int) bool {
			if rows[a].num != rows[b].num {
				return (rows[a].num < rows[b].num) == asc
			}
			return less(rows[a], rows[b])
		})
	default:
		sort.SliceStable(rows, func(a, b int) bool { return less(rows[a], rows[b]) })
	}
	for _, r := range rows {
		rs.items = append(rs.items, r.item)
		rs.heads = append(rs.heads, r.head)
		rs.nums = append(rs.nums, r.num)
	}
	rs.n = len(rows)
	return rs
}

func allKind(t *gql.Table, col int, ok func(any) bool) bool {
	seen := false
	for _, r := range t.Rows {
		if col >= len(r) {
			return false
		}
		if r[col] == nil {
			continue
		}
		if !ok(r[col]) {
			return false
		}
		seen = true
	}
	return seen
}

func isText(v any) bool { _, ok := v.(string); return ok }

func toFloat(v any) float64 {
	switch t := v.(type) {
	case int64:
		return float64(t)
	case int:
		return float64(t)
	case float64:
		return t
	}
	return 0
}

// cell renders one value inside a sentence: numbers grouped and rounded,
// lists joined as English does.
func cell(v any, year bool) string {
	switch t := v.(type) {
	case int64, int, float64:
		return number(toFloat(t), year)
	case []any:
		parts := make([]string, len(t))
		for i, e := range t {
			parts[i] = cell(e, year)
		}
		return list(parts, 0)
	}
	return Value(v)
}

// number says f with at most two decimals and thousands grouped; a year is
// never grouped.
func number(f float64, year bool) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	s := strconv.FormatFloat(math.Round(f*100)/100, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	intPart, frac, _ := strings.Cut(s, ".")
	neg := strings.HasPrefix(intPart, "-")
	intPart = strings.TrimPrefix(intPart, "-")
	if year && len(intPart) == 4 && !neg {
		return s
	}
	var b strings.Builder
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	out := b.String()
	if neg {
		out = "-" + out
	}
	if frac != "" {
		out += "." + frac
	}
	return out
}
