package backends

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Kind is the type of a normalised result value.
type Kind uint8

const (
	Null Kind = iota
	String
	Int
	Float
	Bool
	List
	// Map holds what a query returned as a map value (a Cypher map literal, a
	// Gremlin valueMap() inside a column); rows of maps are spread into columns
	// instead, see the Gremlin executor.
	Map
)

func (k Kind) String() string {
	return [...]string{"null", "string", "int", "float", "bool", "list", "map"}[k]
}

// Value is one cell of a Result: a typed scalar, a list or a map. Nodes,
// vertices and IRIs never appear: executors reduce them to the value of the
// label's identifying property (schema.Key), so results from the three
// languages compare equal.
type Value struct {
	Kind  Kind
	Str   string
	Int   int64
	Float float64
	Bool  bool
	List  []Value
	Map   map[string]Value
}

// Constructors keep call sites short in executors and tests.
func S(s string) Value           { return Value{Kind: String, Str: s} }
func I(i int64) Value            { return Value{Kind: Int, Int: i} }
func F(f float64) Value          { return Value{Kind: Float, Float: f} }
func B(b bool) Value             { return Value{Kind: Bool, Bool: b} }
func L(vs ...Value) Value        { return Value{Kind: List, List: vs} }
func NullValue() Value           { return Value{} }
func M(m map[string]Value) Value { return Value{Kind: Map, Map: m} }

// Go returns the value as plain Go data (string, int64, float64, bool, nil,
// []any, map[string]any), the shape encoding/json and fmt print naturally.
func (v Value) Go() any {
	switch v.Kind {
	case String:
		return v.Str
	case Int:
		return v.Int
	case Float:
		return v.Float
	case Bool:
		return v.Bool
	case List:
		out := make([]any, len(v.List))
		for i, e := range v.List {
			out[i] = e.Go()
		}
		return out
	case Map:
		out := make(map[string]any, len(v.Map))
		for k, e := range v.Map {
			out[k] = e.Go()
		}
		return out
	}
	return nil
}

// FromGo converts plain Go data into a Value; numbers of any width become Int
// or Float. Unknown types are printed, so nothing is silently dropped.
func FromGo(x any) Value {
	switch t := x.(type) {
	case nil:
		return Value{}
	case Value:
		return t
	case string:
		return S(t)
	case bool:
		return B(t)
	case int:
		return I(int64(t))
	case int8:
		return I(int64(t))
	case int16:
		return I(int64(t))
	case int32:
		return I(int64(t))
	case int64:
		return I(t)
	case uint8:
		return I(int64(t))
	case uint16:
		return I(int64(t))
	case uint32:
		return I(int64(t))
	case uint64:
		if t <= math.MaxInt64 {
			return I(int64(t))
		}
		return F(float64(t))
	case float32:
		return F(float64(t))
	case float64:
		return F(t)
	case []any:
		out := make([]Value, len(t))
		for i, e := range t {
			out[i] = FromGo(e)
		}
		return L(out...)
	case []string:
		out := make([]Value, len(t))
		for i, e := range t {
			out[i] = S(e)
		}
		return L(out...)
	case map[string]any:
		out := make(map[string]Value, len(t))
		for k, e := range t {
			out[k] = FromGo(e)
		}
		return M(out)
	case fmt.Stringer:
		return S(t.String())
	}
	return S(fmt.Sprint(x))
}

// MarshalJSON writes the natural JSON form; floats keep a decimal point so the
// type survives a round trip (1.0 stays a float).
func (v Value) MarshalJSON() ([]byte, error) {
	switch v.Kind {
	case Float:
		if math.IsInf(v.Float, 0) || math.IsNaN(v.Float) {
			return json.Marshal(strconv.FormatFloat(v.Float, 'g', -1, 64))
		}
		if v.Float == math.Trunc(v.Float) && math.Abs(v.Float) < 1e15 {
			return []byte(strconv.FormatFloat(v.Float, 'f', 1, 64)), nil
		}
		return []byte(strconv.FormatFloat(v.Float, 'g', -1, 64)), nil
	case List:
		if v.List == nil {
			return []byte("[]"), nil
		}
		return json.Marshal(v.List)
	case Map:
		return json.Marshal(v.Map)
	}
	return json.Marshal(v.Go())
}

// String renders the value the way the text table shows it.
func (v Value) String() string {
	switch v.Kind {
	case Null:
		return "null"
	case String:
		return v.Str
	case Int:
		return strconv.FormatInt(v.Int, 10)
	case Float:
		b, _ := v.MarshalJSON()
		return string(b)
	case Bool:
		return strconv.FormatBool(v.Bool)
	case List:
		parts := make([]string, len(v.List))
		for i, e := range v.List {
			parts[i] = e.quoted()
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case Map:
		keys := make([]string, 0, len(v.Map))
		for k := range v.Map {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + ": " + v.Map[k].quoted()
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return "?"
}

func (v Value) quoted() string {
	if v.Kind == String {
		return strconv.Quote(v.Str)
	}
	return v.String()
}

// Result is the normalised table every executor returns.
type Result struct {
	Columns []string
	Rows    [][]Value
	// Truncated is set when the row limit stopped reading before the end.
	Truncated bool `json:",omitempty"`
	// Notices are the server's warnings (e.g. Neo4j's unknown-label
	// notification), kept because an empty result with such a warning is a
	// semantic error rather than a true "no answer".
	Notices []Notice `json:",omitempty"`
}

// Notice is a server warning that came with a successful result.
type Notice struct {
	Code    string
	Message string
	Line    int `json:",omitempty"`
	Col     int `json:",omitempty"`
}

// Empty reports whether the query returned no rows.
func (r *Result) Empty() bool { return r == nil || len(r.Rows) == 0 }

// MarshalJSON writes {"columns": [...], "rows": [[...]], ...}.
func (r *Result) MarshalJSON() ([]byte, error) {
	rows := r.Rows
	if rows == nil {
		rows = [][]Value{}
	}
	return json.Marshal(struct {
		Columns   []string  `json:"columns"`
		Rows      [][]Value `json:"rows"`
		Truncated bool      `json:"truncated,omitempty"`
		Notices   []Notice  `json:"notices,omitempty"`
	}{r.Columns, rows, r.Truncated, r.Notices})
}

// Text renders an aligned plain-text table, one row a line.
func (r *Result) Text() string {
	w := make([]int, len(r.Columns))
	cells := make([][]string, len(r.Rows))
	for j, c := range r.Columns {
		w[j] = len([]rune(c))
	}
	for i, row := range r.Rows {
		cells[i] = make([]string, len(row))
		for j, v := range row {
			cells[i][j] = v.String()
			if j < len(w) && len([]rune(cells[i][j])) > w[j] {
				w[j] = len([]rune(cells[i][j]))
			}
		}
	}
	var b strings.Builder
	line := func(vals []string) {
		for j, s := range vals {
			if j > 0 {
				b.WriteString(" | ")
			}
			b.WriteString(s)
			if j < len(vals)-1 && j < len(w) {
				b.WriteString(strings.Repeat(" ", w[j]-len([]rune(s))))
			}
		}
		b.WriteByte('\n')
	}
	line(r.Columns)
	sep := make([]string, len(w))
	for j := range w {
		sep[j] = strings.Repeat("-", w[j])
	}
	line(sep)
	for _, c := range cells {
		line(c)
	}
	fmt.Fprintf(&b, "(%d row%s", len(r.Rows), map[bool]string{true: "", false: "s"}[len(r.Rows) == 1])
	if r.Truncated {
		b.WriteString(", truncated at the row limit")
	}
	b.WriteString(")\n")
	for _, n := range r.Notices {
		fmt.Fprintf(&b, "warning: %s (%s)\n", n.Message, n.Code)
	}
	return b.String()
}
