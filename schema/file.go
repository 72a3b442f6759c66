package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// FileError is a problem in a schema or example file, with its place.
type FileError struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Load reads a schema file (the JSON form Save writes).
func Load(path string) (*Schema, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(b, path)
}

// Parse decodes and validates a schema; errors carry file:line:col.
func Parse(b []byte, name string) (*Schema, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var s Schema
	if err := dec.Decode(&s); err != nil {
		return nil, jsonError(b, name, dec.InputOffset(), err)
	}
	if err := s.Validate(); err != nil {
		return nil, &FileError{File: name, Msg: err.Error()}
	}
	s.normaliseSamples()
	return &s, nil
}

// jsonError turns encoding/json's byte offsets into line and column.
func jsonError(b []byte, name string, fallback int64, err error) error {
	off := fallback
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	case errors.Is(err, io.EOF):
		return &FileError{File: name, Msg: "empty file"}
	}
	if off > int64(len(b)) {
		off = int64(len(b))
	}
	line := 1 + bytes.Count(b[:off], []byte("\n"))
	col := int(off) - bytes.LastIndexByte(b[:off], '\n')
	return &FileError{File: name, Line: line, Col: col, Msg: strings.TrimPrefix(err.Error(), "json: ")}
}

// Validate checks the schema is self-consistent: names present and unique,
// endpoints naming declared labels, known property types.
func (s *Schema) Validate() error {
	var problems []string
	labels := map[string]bool{}
	for i, l := range s.Labels {
		if l.Name == "" {
			problems = append(problems, fmt.Sprintf("labels[%d] has no name", i))
		}
		if labels[l.Name] {
			problems = append(problems, fmt.Sprintf("label %q is declared twice", l.Name))
		}
		labels[l.Name] = true
		problems = append(problems, checkProps("label "+l.Name, l.Properties)...)
	}
	edges := map[string]bool{}
	for i, e := range s.EdgeTypes {
		if e.Name == "" {
			problems = append(problems, fmt.Sprintf("edge_types[%d] has no name", i))
		}
		if edges[e.Name] {
			problems = append(problems, fmt.Sprintf("edge type %q is declared twice", e.Name))
		}
		edges[e.Name] = true
		for _, ep := range e.Endpoints {
			for _, l := range []string{ep.From, ep.To} {
				if !labels[l] {
					problems = append(problems, fmt.Sprintf("edge type %q connects undeclared label %q", e.Name, l))
				}
			}
		}
		problems = append(problems, checkProps("edge type "+e.Name, e.Properties)...)
	}
	for _, c := range s.Constraints {
		if !labels[c.Label] {
			problems = append(problems, fmt.Sprintf("constraint on undeclared label %q", c.Label))
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

var knownTypes = map[Type]bool{String: true, Int: true, Float: true, Bool: true, Date: true,
	DateTime: true, ListString: true, ListInt: true, ListFloat: true, Unknown: true}

func checkProps(owner string, ps []Property) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range ps {
		if p.Name == "" {
			out = append(out, owner+" has a property with no name")
		}
		if seen[p.Name] {
			out = append(out, fmt.Sprintf("%s declares property %q twice", owner, p.Name))
		}
		seen[p.Name] = true
		if !knownTypes[p.Type] {
			out = append(out, fmt.Sprintf("%s property %q has unknown type %q", owner, p.Name, p.Type))
		}
	}
	return out
}

// Marshal renders the file form: indented JSON, stable order.
func (s *Schema) Marshal() ([]byte, error) {
	c := *s
	c.Sort()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Save writes the file form.
func (s *Schema) Save(path string) error {
	b, err := s.Marshal()
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// normaliseSamples gives decoded sample values their declared Go types (JSON
// numbers decode as float64), so a sample compares equal to a stored value.
func (s *Schema) normaliseSamples() {
	fix := func(ps []Property) {
		for i := range ps {
			for j, v := range ps[i].Samples {
				ps[i].Samples[j] = coerce(ps[i].Type, v)
			}
		}
	}
	for i := range s.Labels {
		fix(s.Labels[i].Properties)
	}
	for i := range s.EdgeTypes {
		fix(s.EdgeTypes[i].Properties)
	}
}

func coerce(t Type, v any) any {
	switch x := v.(type) {
	case float64:
		if t.Elem() == Int {
			return int64(x)
		}
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = coerce(t, e)
		}
		return out
	}
	return v
}
