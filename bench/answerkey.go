package bench

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/internal/rowcheck"
)

// AnswerKey is an answer written by a person from the data before any query
// ran (testdata/company/README.md): how many rows, and values that must be
// in them. It checks the gold queries themselves, so a gold query that
// drifts from what the question asks is caught on every server.
type AnswerKey struct {
	Rows int `json:"rows"`
	// Values are what the rows must hold: a scalar is a value some row
	// holds (each matched by its own row); a list is a row holding all its
	// elements. A key with N rows and N scalars names every row.
	Values []any `json:"values"`
}

// Check says why r is not this answer, or nil. Ordered: the i-th value
// must be in the i-th row (top-N questions).
func (a *AnswerKey) Check(r *backends.Result, ordered bool) error {
	if len(r.Rows) != a.Rows {
		return fmt.Errorf("%d rows, want %d", len(r.Rows), a.Rows)
	}
	if ordered {
		for i, v := range a.Values {
			if i < len(r.Rows) && !rowHolds(r.Rows[i], v) {
				return fmt.Errorf("row %d does not hold %s", i+1, keyString(v))
			}
		}
	}
	// Each expected value takes a row of its own: a maximum bipartite
	// matching, so the order of the key never decides the outcome.
	fits := make([][]int, len(a.Values))
	for i, v := range a.Values {
		for j, row := range r.Rows {
			if rowHolds(row, v) {
				fits[i] = append(fits[i], j)
			}
		}
		if len(fits[i]) == 0 {
			return fmt.Errorf("no row holds %s", keyString(v))
		}
	}
	owner := make([]int, len(r.Rows))
	for j := range owner {
		owner[j] = -1
	}
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for _, j := range fits[i] {
			if seen[j] {
				continue
			}
			seen[j] = true
			if owner[j] < 0 || try(owner[j], seen) {
				owner[j] = i
				return true
			}
		}
		return false
	}
	for i := range a.Values {
		if !try(i, make([]bool, len(r.Rows))) {
			return fmt.Errorf("%s needs a row of its own and shares one with another expected value", keyString(a.Values[i]))
		}
	}
	return nil
}

func rowHolds(row []backends.Value, want any) bool {
	if l, ok := want.([]any); ok {
		for _, w := range l {
			if !rowHolds(row, w) {
				return false
			}
		}
		return true
	}
	for _, c := range row {
		if cellIs(c, want) {
			return true
		}
	}
	return false
}

// cellIs compares a result cell with a key value as JSON decoded it: numbers
// as float64 (1 = 1.0; averages to 6 significant digits, as a person writes
// them), strings exactly.
func cellIs(c backends.Value, want any) bool {
	switch w := want.(type) {
	case string:
		return c.Kind == backends.String && c.Str == w
	case float64:
		var f float64
		switch c.Kind {
		case backends.Int:
			f = float64(c.Int)
		case backends.Float:
			f = c.Float
		case backends.String:
			// SPARQL may hand back a typed literal as text.
			var err error
			if f, err = strconv.ParseFloat(c.Str, 64); err != nil {
				return false
			}
		default:
			return false
		}
		return math.Abs(f-w) <= 1e-6*math.Max(1, math.Abs(w))
	case bool:
		return c.Kind == backends.Bool && c.Bool == w
	}
	return false
}

func keyString(v any) string {
	if l, ok := v.([]any); ok {
		parts := make([]string, len(l))
		for i, e := range l {
			parts[i] = keyString(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}

// AsCheck is the hand-written answer in the scorer's form: each expected
// value (or row of values) one pool row.
func (a *AnswerKey) AsCheck(ordered bool) AnswerCheck {
	c := AnswerCheck{Rows: a.Rows, Ordered: ordered}
	for _, v := range a.Values {
		if l, ok := v.([]any); ok {
			c.Pool = append(c.Pool, l)
		} else {
			c.Pool = append(c.Pool, []any{v})
		}
	}
	return c
}

// KeyOf derives an answer key from a gold query's result, for sets with no
// hand-written answers: as many rows, and each gold row's values (any
// column order; lists and nulls, which no scalar check can match, left
// out) in a row of its own.
func KeyOf(gold *backends.Result) *AnswerKey {
	k := &AnswerKey{Rows: len(gold.Rows)}
	for _, row := range gold.Rows {
		vals := rowcheck.Scalars(row)
		if len(vals) == 0 {
			vals = nil // a row with no scalar was nil here before: keep JSON and equality as they were
		}
		k.Values = append(k.Values, vals)
	}
	return k
}
