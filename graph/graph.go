// Package graph is gql's own file format for an example property graph: one
// JSON object a line, so a bad line is reported by number and large graphs
// stream. It is what `gql load` reads into every backend and what value
// linking searches when no database is attached.
//
// Format (graph.jsonl):
//
//	{"graph":"movies"}                                          optional header
//	{"node":"TheMatrix","labels":["Movie"],"props":{"title":"The Matrix","released":1999}}
//	{"edge":"e1","type":"ACTED_IN","from":"Keanu","to":"TheMatrix","props":{"roles":["Neo"]}}
//
// Integers are written without a decimal point and floats always with one
// (1999 vs 8.5 or 1.0), so types survive the round trip.
package graph

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

// Node is a vertex.
type Node struct {
	ID     string         `json:"node"`
	Labels []string       `json:"labels"`
	Props  map[string]any `json:"props,omitempty"`
}

// Edge is a directed, typed relationship.
type Edge struct {
	ID    string         `json:"edge"`
	Type  string         `json:"type"`
	From  string         `json:"from"`
	To    string         `json:"to"`
	Props map[string]any `json:"props,omitempty"`
}

// Graph is a whole example graph in memory.
type Graph struct {
	Name  string
	Nodes []Node
	Edges []Edge
}

// Error is one bad line of a graph file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Errors collects every bad line, so a user fixes a file in one pass.
type Errors []*Error

func (es Errors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i == 10 {
			fmt.Fprintf(&b, "\n... and %d more", len(es)-10)
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// ReadFile reads a graph.jsonl file.
func ReadFile(path string) (*Graph, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Read parses the format. Every bad line is reported (as Errors); good lines
// are kept so a caller may still inspect them.
func Read(r io.Reader, name string) (*Graph, error) {
	g := &Graph{}
	var errs Errors
	nodes := map[string]bool{}
	type pending struct {
		line int
		e    Edge
	}
	var edges []pending
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(b, &raw); err != nil {
			errs = append(errs, &Error{name, line, "not a JSON object: " + strings.TrimPrefix(err.Error(), "json: ")})
			continue
		}
		switch {
		case raw["graph"] != nil:
			if err := json.Unmarshal(raw["graph"], &g.Name); err != nil {
				errs = append(errs, &Error{name, line, "graph name must be a string"})
			}
		case raw["node"] != nil:
			n, err := decodeNode(b)
			if err == nil && nodes[n.ID] {
				err = fmt.Errorf("node %q is defined twice", n.ID)
			}
			if err != nil {
				errs = append(errs, &Error{name, line, err.Error()})
				continue
			}
			nodes[n.ID] = true
			g.Nodes = append(g.Nodes, n)
		case raw["edge"] != nil:
			e, err := decodeEdge(b)
			if err != nil {
				errs = append(errs, &Error{name, line, err.Error()})
				continue
			}
			edges = append(edges, pending{line, e})
		default:
			errs = append(errs, &Error{name, line, `a line must have "node", "edge" or "graph"`})
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, &Error{name, line + 1, err.Error()})
	}
	// Edges may refer to nodes defined later in the file.
	for _, p := range edges {
		for _, end := range []string{p.e.From, p.e.To} {
			if !nodes[end] {
				errs = append(errs, &Error{name, p.line, fmt.Sprintf("edge %q refers to unknown node %q", p.e.ID, end)})
			}
		}
		g.Edges = append(g.Edges, p.e)
	}
	if len(errs) > 0 {
		sort.SliceStable(errs, func(i, j int) bool { return errs[i].Line < errs[j].Line })
		return g, errs
	}
	return g, nil
}

func decodeNode(b []byte) (Node, error) {
	var n Node
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&n); err != nil {
		return n, fmt.Errorf("bad node: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if n.ID == "" {
		return n, fmt.Errorf("node has an empty id")
	}
	if len(n.Labels) == 0 {
		return n, fmt.Errorf("node %q has no label", n.ID)
	}
	props, err := typedProps(n.Props)
	n.Props = props
	return n, err
}

func decodeEdge(b []byte) (Edge, error) {
	var e Edge
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return e, fmt.Errorf("bad edge: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	switch {
	case e.ID == "":
		return e, fmt.Errorf("edge has an empty id")
	case e.Type == "":
		return e, fmt.Errorf("edge %q has no type", e.ID)
	case e.From == "" || e.To == "":
		return e, fmt.Errorf("edge %q needs both from and to", e.ID)
	}
	props, err := typedProps(e.Props)
	e.Props = props
	return e, err
}

// typedProps turns json.Number into int64 or float64 and checks list values are
// homogeneous scalars, the only shape all three languages store alike.
func typedProps(in map[string]any) (map[string]any, error) {
	for k, v := range in {
		tv, err := typedValue(v, true)
		if err != nil {
			return in, fmt.Errorf("property %q: %v", k, err)
		}
		in[k] = tv
	}
	return in, nil
}

func typedValue(v any, listOK bool) (any, error) {
	switch x := v.(type) {
	case json.Number:
		s := x.String()
		if !strings.ContainsAny(s, ".eE") {
			i, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("integer %s out of range", s)
			}
			return i, nil
		}
		f, err := x.Float64()
		return f, err
	case string, bool:
		return x, nil
	case nil:
		return nil, fmt.Errorf("null values are not stored; leave the property out")
	case []any:
		if !listOK {
			return nil, fmt.Errorf("nested lists are not supported")
		}
		out := make([]any, len(x))
		var kind string
		for i, e := range x {
			tv, err := typedValue(e, false)
			if err != nil {
				return nil, err
			}
			k := fmt.Sprintf("%T", tv)
			if kind != "" && k != kind {
				return nil, fmt.Errorf("list mixes %s and %s", kind, k)
			}
			kind = k
			out[i] = tv
		}
		return out, nil
	case map[string]any:
		return nil, fmt.Errorf("map values are not supported")
	}
	return nil, fmt.Errorf("unsupported value %v", v)
}

// Write emits the format, nodes first, in a stable order.
func (g *Graph) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	if g.Name != "" {
		fmt.Fprintf(bw, "{\"graph\":%s}\n", quote(g.Name))
	}
	for _, n := range g.Nodes {
		fmt.Fprintf(bw, "{\"node\":%s,\"labels\":%s", quote(n.ID), mustJSON(n.Labels))
		writeProps(bw, n.Props)
		bw.WriteString("}\n")
	}
	for _, e := range g.Edges {
		fmt.Fprintf(bw, "{\"edge\":%s,\"type\":%s,\"from\":%s,\"to\":%s", quote(e.ID), quote(e.Type), quote(e.From), quote(e.To))
		writeProps(bw, e.Props)
		bw.WriteString("}\n")
	}
	return bw.Flush()
}

func writeProps(w *bufio.Writer, props map[string]any) {
	if len(props) == 0 {
		return
	}
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	w.WriteString(`,"props":{`)
	for i, k := range keys {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString(quote(k))
		w.WriteByte(':')
		w.WriteString(encodeValue(props[k]))
	}
	w.WriteByte('}')
}

func encodeValue(v any) string {
	switch x := v.(type) {
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatFloat(x, 'f', 1, 64)
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = encodeValue(e)
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	return mustJSON(v)
}

func quote(s string) string { return mustJSON(s) }

func mustJSON(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
