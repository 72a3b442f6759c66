// Package schema is gql's one model of a graph schema: node labels, edge types
// with the label pairs they connect, typed properties with sample values, and
// constraints. Every backend introspects into it, every prompt renders from it,
// and every critic check reads it, so it depends on nothing else in gql.
package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"sort"
	"strings"
)

// Type is a property's value type, as gql's three languages can all express it.
type Type string

const (
	String     Type = "string"
	Int        Type = "int"
	Float      Type = "float"
	Bool       Type = "bool"
	Date       Type = "date"
	DateTime   Type = "datetime"
	ListString Type = "list<string>"
	ListInt    Type = "list<int>"
	ListFloat  Type = "list<float>"
	Unknown    Type = "unknown"
)

// Elem is one element of the list, or the type itself for a scalar.
func (t Type) Elem() Type {
	if strings.HasPrefix(string(t), "list<") && strings.HasSuffix(string(t), ">") {
		return Type(strings.TrimSuffix(strings.TrimPrefix(string(t), "list<"), ">"))
	}
	return t
}

// IsList reports whether values of the type are lists.
func (t Type) IsList() bool { return strings.HasPrefix(string(t), "list<") }

// Numeric reports whether the type (or its element type) is a number.
func (t Type) Numeric() bool { e := t.Elem(); return e == Int || e == Float }

// Schema is a property-graph schema.
type Schema struct {
	Name        string       `json:"name"`
	Labels      []Label      `json:"labels"`
	EdgeTypes   []EdgeType   `json:"edge_types"`
	Constraints []Constraint `json:"constraints,omitempty"`
	// Vocab is the RDF namespace the graph's classes and properties live in
	// when it is served as RDF; empty means gql's own convention,
	// http://example.org/<name>/ (docs/rdf-and-gremlin-mapping.md).
	Vocab string `json:"vocab,omitempty"`
	// Annotations are what a user taught about the schema (--annotations);
	// grounding links their words and prompts show them. Not part of the
	// schema's identity (Fingerprint) nor of its file.
	Annotations *Annotations `json:"-"`
}

// Label is a node label (a vertex label in Gremlin, a class in RDF).
type Label struct {
	Name       string     `json:"name"`
	Properties []Property `json:"properties,omitempty"`
	// Count is how many nodes carry the label, when known (0 = unknown).
	Count int64 `json:"count,omitempty"`
}

// EdgeType is a relationship type (edge label; object property in RDF).
type EdgeType struct {
	Name       string     `json:"name"`
	Endpoints  []Endpoint `json:"endpoints"`
	Properties []Property `json:"properties,omitempty"`
	Count      int64      `json:"count,omitempty"`
}

// Endpoint is one (from, to) label pair an edge type connects, in its direction.
type Endpoint struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Property is a property key with its type and a few real values.
type Property struct {
	Name    string `json:"name"`
	Type    Type   `json:"type"`
	Samples []any  `json:"samples,omitempty"`
}

// Constraint records a uniqueness constraint or index; unique keys are what
// gql uses to name a node in results.
type Constraint struct {
	Kind       string   `json:"kind"` // "unique" or "index"
	Label      string   `json:"label"`
	Properties []string `json:"properties"`
}

// Label returns the label with the given name, or nil.
func (s *Schema) Label(name string) *Label {
	for i := range s.Labels {
		if s.Labels[i].Name == name {
			return &s.Labels[i]
		}
	}
	return nil
}

// EdgeType returns the edge type with the given name, or nil.
func (s *Schema) EdgeType(name string) *EdgeType {
	for i := range s.EdgeTypes {
		if s.EdgeTypes[i].Name == name {
			return &s.EdgeTypes[i]
		}
	}
	return nil
}

// Property returns the named property of a label or edge type's property list.
func Find(props []Property, name string) *Property {
	for i := range props {
		if props[i].Name == name {
			return &props[i]
		}
	}
	return nil
}

// LabelsWithProperty lists labels that have the property, sorted.
func (s *Schema) LabelsWithProperty(name string) []string {
	var out []string
	for _, l := range s.Labels {
		if Find(l.Properties, name) != nil {
			out = append(out, l.Name)
		}
	}
	return out
}

// EdgeTypesWithProperty lists edge types that have the property.
func (s *Schema) EdgeTypesWithProperty(name string) []string {
	var out []string
	for _, e := range s.EdgeTypes {
		if Find(e.Properties, name) != nil {
			out = append(out, e.Name)
		}
	}
	return out
}

// PropertyNames lists every distinct property key in the schema, sorted.
func (s *Schema) PropertyNames() []string {
	seen := map[string]bool{}
	for _, l := range s.Labels {
		for _, p := range l.Properties {
			seen[p.Name] = true
		}
	}
	for _, e := range s.EdgeTypes {
		for _, p := range e.Properties {
			seen[p.Name] = true
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Connects reports whether edge type et goes from label from to label to.
// An empty label matches any.
func (et *EdgeType) Connects(from, to string) bool {
	for _, ep := range et.Endpoints {
		if (from == "" || ep.From == from) && (to == "" || ep.To == to) {
			return true
		}
	}
	return false
}

// Key returns the property that identifies a node of the label: a unique
// constraint if there is one, else a conventional name/title/id property.
func (s *Schema) Key(label string) string {
	k, _ := s.key(label)
	return k
}

// DeclaredKey is the property a uniqueness constraint on one property
// declares for the label, "" when none does: unlike Key it is never a
// guess from property names, so it is the column a graph's owners chose to
// tell nodes apart by.
func (s *Schema) DeclaredKey(label string) string {
	for _, c := range s.Constraints {
		if c.Kind == "unique" && c.Label == label && len(c.Properties) == 1 {
			return c.Properties[0]
		}
	}
	return ""
}

// KeyGuessed reports whether Key(label) is only the first of several text
// properties: no uniqueness constraint, no name, title, id or label, no
// property that names the label. A node shown by such a key is shown by an
// arbitrary column (a code, a description).
func (s *Schema) KeyGuessed(label string) bool {
	_, guessed := s.key(label)
	return guessed
}

// key is Key, and whether it is the first of several text properties.
func (s *Schema) key(label string) (string, bool) {
	for _, c := range s.Constraints {
		if c.Kind == "unique" && c.Label == label && len(c.Properties) == 1 {
			return c.Properties[0], false
		}
	}
	l := s.Label(label)
	if l == nil {
		return "", false
	}
	for _, cand := range []string{"name", "title", "id", "label"} {
		if Find(l.Properties, cand) != nil {
			return cand, false
		}
	}
	if n := NamingProperty(label, l.Properties); n != "" {
		return n, false
	}
	first, texts := "", 0
	for _, p := range l.Properties {
		if p.Type == String {
			if texts == 0 {
				first = p.Name
			}
			texts++
		}
	}
	return first, texts > 1
}

// LocalName is a property's name after its owner's qualifier, lower case:
// "airlines#airline" → "airline", "name" → "name".
func LocalName(name string) string {
	local := strings.ToLower(name)
	if i := strings.LastIndexAny(local, "#./:"); i >= 0 {
		local = local[i+1:]
	}
	return local
}

// NamingProperty is the text property that names a node of a label whose
// properties are qualified or prefixed (converted relational tables:
// "airlines#airline", "departments#department_name", "singer#name"): its
// local name is name, then title, then the label's own word or that word plus
// "_name", then the one local name ending in "_name". The first text
// property in alphabetical order (an abbreviation, a description) names
// nothing a person would recognise.
func NamingProperty(label string, props []Property) string {
	lower := strings.ToLower(label)
	words := []string{lower, strings.TrimSuffix(lower, "s"), strings.TrimSuffix(lower, "es")}
	var tiers [4][]string
	for _, p := range props {
		if p.Type != String {
			continue
		}
		local := LocalName(p.Name)
		switch {
		case local == "name":
			tiers[0] = append(tiers[0], p.Name)
		case local == "title":
			tiers[1] = append(tiers[1], p.Name)
		case slices.Contains(words, local) || slices.Contains(words, strings.TrimSuffix(local, "_name")):
			tiers[2] = append(tiers[2], p.Name)
		case strings.HasSuffix(local, "_name"):
			tiers[3] = append(tiers[3], p.Name)
		}
	}
	for _, t := range tiers {
		if len(t) == 1 {
			return t[0]
		}
		if len(t) > 1 {
			return ""
		}
	}
	return ""
}

// Fingerprint identifies the schema's structure (labels, edge types,
// endpoints, property names and types, constraints) but not its sample values
// or counts, so a data refresh keeps shot namespaces while a schema change
// starts new ones.
func (s *Schema) Fingerprint() string {
	type prop struct{ N, T string }
	type elem struct {
		N  string
		P  []prop
		EP []Endpoint `json:",omitempty"`
	}
	props := func(ps []Property) []prop {
		out := make([]prop, 0, len(ps))
		for _, p := range ps {
			out = append(out, prop{p.Name, string(p.Type)})
		}
		sort.Slice(out, func(i, j int) bool { return out[i].N < out[j].N })
		return out
	}
	var labels, edges []elem
	for _, l := range s.Labels {
		labels = append(labels, elem{N: l.Name, P: props(l.Properties)})
	}
	for _, e := range s.EdgeTypes {
		eps := append([]Endpoint(nil), e.Endpoints...)
		sort.Slice(eps, func(i, j int) bool {
			return eps[i].From+"\x00"+eps[i].To < eps[j].From+"\x00"+eps[j].To
		})
		edges = append(edges, elem{N: e.Name, P: props(e.Properties), EP: eps})
	}
	sort.Slice(labels, func(i, j int) bool { return labels[i].N < labels[j].N })
	sort.Slice(edges, func(i, j int) bool { return edges[i].N < edges[j].N })
	cons := make([]string, 0, len(s.Constraints))
	for _, c := range s.Constraints {
		cons = append(cons, c.Kind+":"+c.Label+":"+strings.Join(c.Properties, ","))
	}
	sort.Strings(cons)
	b, _ := json.Marshal(struct {
		L, E []elem
		C    []string
	}{labels, edges, cons})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// Sort puts labels, edge types and properties in name order so files and
// renderings are stable whatever order a backend reported them in.
func (s *Schema) Sort() {
	sort.Slice(s.Labels, func(i, j int) bool { return s.Labels[i].Name < s.Labels[j].Name })
	sort.Slice(s.EdgeTypes, func(i, j int) bool { return s.EdgeTypes[i].Name < s.EdgeTypes[j].Name })
	for i := range s.Labels {
		sortProps(s.Labels[i].Properties)
	}
	for i := range s.EdgeTypes {
		sortProps(s.EdgeTypes[i].Properties)
		eps := s.EdgeTypes[i].Endpoints
		sort.Slice(eps, func(a, b int) bool {
			return eps[a].From+"\x00"+eps[a].To < eps[b].From+"\x00"+eps[b].To
		})
	}
}

func sortProps(ps []Property) {
	sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
}
