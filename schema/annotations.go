package schema

import (
	"github.com/gql-dev/gql/diag"

	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// Annotations are what a user teaches gql about a schema: other words for
// its labels, edge types and properties, phrases that stand for a stored
// value, and descriptions. Grounding links the synonyms and aliases like
// the schema's own names, and prompts show the descriptions, so a team's
// words ("clients", "owner") reach a schema that never spells them.
//
// The file is YAML (or JSON, which YAML reads too):
//
//	labels:
//	  Customer:
//	    synonyms: [client, buyer]
//	    description: a person or company that bought something
//	edges:
//	  MANAGES:
//	    synonyms: [supervises]
//	properties:
//	  Employee.salary:
//	    synonyms: [pay, wage]
//	    description: yearly gross salary in euros
//	values:
//	  - text: R&D
//	    property: Department.name
//	    value: Research and Development
type Annotations struct {
	Labels     map[string]Note `json:"labels,omitempty"`
	Edges      map[string]Note `json:"edges,omitempty"`
	Properties map[string]Note `json:"properties,omitempty"` // "Owner.prop", owner a label or edge type
	Values     []ValueAlias    `json:"values,omitempty"`
	// File is where the annotations were read from, for messages.
	File string `json:"-"`
}

// Note is what is taught about one schema element.
type Note struct {
	Synonyms    []string `json:"synonyms,omitempty"`
	Description string   `json:"description,omitempty"`
}

// ValueAlias says a phrase of a question names a stored value.
type ValueAlias struct {
	Text     string `json:"text"`
	Property string `json:"property"` // "Owner.prop"
	Value    string `json:"value"`
}

// AnnotationError is one problem of an annotations file, at its line and
// column, with the fix where one is clear.
type AnnotationError struct {
	File      string
	Line, Col int
	Msg       string
	Fix       string // e.g. "did you mean Employee?"
}

func (e *AnnotationError) Error() string {
	s := fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	if e.Fix != "" {
		s += "; " + e.Fix
	}
	return s
}

// AnnotationErrors are all the problems of a file, so it is fixed in one pass.
type AnnotationErrors []*AnnotationError

func (es AnnotationErrors) Error() string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// LoadAnnotations reads an annotations file and checks it against s.
func LoadAnnotations(path string, s *Schema) (*Annotations, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseAnnotations(b, path, s)
}

// ParseAnnotations reads annotations and checks every name against s (when
// s is not nil): an unknown label, edge type or property, a value alias on a
// property that holds no text, an unknown key or a misplaced value is an
// error at its line and column.
func ParseAnnotations(b []byte, file string, s *Schema) (*Annotations, error) {
	a := &Annotations{File: file, Labels: map[string]Note{}, Edges: map[string]Note{}, Properties: map[string]Note{}}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, &AnnotationError{File: file, Line: diag.LineOf(err), Col: 1, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	p := &annParser{file: file, s: s}
	if len(doc.Content) == 0 {
		return a, nil // an empty file teaches nothing
	}
	root := doc.Content[0]
	if !p.want(root, yaml.MappingNode, "the file must be a mapping with labels, edges, properties and values") {
		return nil, p.errs
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		switch k.Value {
		case "labels":
			p.notes(v, a.Labels, p.label)
		case "edges":
			p.notes(v, a.Edges, p.edge)
		case "properties":
			p.notes(v, a.Properties, p.property)
		case "values":
			p.values(v, a)
		default:
			p.errf(k, nearest(k.Value, []string{"labels", "edges", "properties", "values"}), "unknown section %q (labels, edges, properties, values)", k.Value)
		}
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return a, nil
}

type annParser struct {
	file string
	s    *Schema
	errs AnnotationErrors
}

func (p *annParser) errf(n *yaml.Node, fix, format string, args ...any) {
	p.errs = append(p.errs, &AnnotationError{File: p.file, Line: n.Line, Col: n.Column, Msg: fmt.Sprintf(format, args...), Fix: fix})
}

func (p *annParser) want(n *yaml.Node, kind yaml.Kind, msg string) bool {
	if n.Kind != kind {
		p.errf(n, "", "%s", msg)
		return false
	}
	return true
}

// notes reads one section: element name -> {synonyms, description}.
func (p *annParser) notes(sec *yaml.Node, into map[string]Note, check func(*yaml.Node) bool) {
	if sec.Kind == yaml.ScalarNode && (sec.Tag == "!!null" || sec.Value == "") {
		return
	}
	if !p.want(sec, yaml.MappingNode, "expected a mapping of names to {synonyms, description}") {
		return
	}
	for i := 0; i+1 < len(sec.Content); i += 2 {
		k, v := sec.Content[i], sec.Content[i+1]
		if !check(k) {
			continue
		}
		var n Note
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			into[k.Value] = n
			continue
		}
		if !p.want(v, yaml.MappingNode, "expected synonyms and description under "+k.Value) {
			continue
		}
		for j := 0; j+1 < len(v.Content); j += 2 {
			fk, fv := v.Content[j], v.Content[j+1]
			switch fk.Value {
			case "synonyms":
				n.Synonyms = p.strings(fv)
			case "description":
				if p.want(fv, yaml.ScalarNode, "a description is one string") {
					n.Description = strings.TrimSpace(fv.Value)
				}
			default:
				p.errf(fk, nearest(fk.Value, []string{"synonyms", "description"}), "unknown field %q (synonyms, description)", fk.Value)
			}
		}
		into[k.Value] = n
	}
}

func (p *annParser) strings(n *yaml.Node) []string {
	switch {
	case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		return nil
	case n.Kind == yaml.ScalarNode:
		// One synonym written without brackets.
		if w := strings.TrimSpace(n.Value); w != "" {
			return []string{w}
		}
		return nil
	case n.Kind != yaml.SequenceNode:
		p.errf(n, "", "expected a list of words or phrases")
		return nil
	}
	var out []string
	for _, e := range n.Content {
		if e.Kind != yaml.ScalarNode || strings.TrimSpace(e.Value) == "" {
			p.errf(e, "", "a synonym is a non-empty word or phrase")
			continue
		}
		out = append(out, strings.TrimSpace(e.Value))
	}
	return out
}

func (p *annParser) label(k *yaml.Node) bool {
	if p.s == nil || p.s.Label(k.Value) != nil {
		return true
	}
	p.errf(k, nearest(k.Value, p.labelNames()), "the schema has no label %q", k.Value)
	return false
}

func (p *annParser) edge(k *yaml.Node) bool {
	if p.s == nil || p.s.EdgeType(k.Value) != nil {
		return true
	}
	var names []string
	for _, e := range p.s.EdgeTypes {
		names = append(names, e.Name)
	}
	p.errf(k, nearest(k.Value, names), "the schema has no edge type %q", k.Value)
	return false
}

// property checks "Owner.prop" and returns its type through ok.
func (p *annParser) property(k *yaml.Node) bool {
	_, ok := p.propType(k, k.Value)
	return ok
}

func (p *annParser) propType(at *yaml.Node, name string) (Type, bool) {
	owner, prop, found := strings.Cut(name, ".")
	if !found || owner == "" || prop == "" {
		p.errf(at, "", "a property is named Owner.property (a label or edge type, a dot, the property), not %q", name)
		return "", false
	}
	if p.s == nil {
		return Unknown, true
	}
	var props []Property
	switch {
	case p.s.Label(owner) != nil:
		props = p.s.Label(owner).Properties
	case p.s.EdgeType(owner) != nil:
		props = p.s.EdgeType(owner).Properties
	default:
		names := p.labelNames()
		for _, e := range p.s.EdgeTypes {
			names = append(names, e.Name)
		}
		p.errf(at, nearest(owner, names), "the schema has no label or edge type %q", owner)
		return "", false
	}
	var names []string
	for _, pr := range props {
		if pr.Name == prop {
			return pr.Type, true
		}
		names = append(names, owner+"."+pr.Name)
	}
	p.errf(at, nearest(name, names), "%s has no property %q", owner, prop)
	return "", false
}

func (p *annParser) labelNames() []string {
	var names []string
	for _, l := range p.s.Labels {
		names = append(names, l.Name)
	}
	return names
}

func (p *annParser) values(sec *yaml.Node, a *Annotations) {
	if sec.Kind == yaml.ScalarNode && sec.Tag == "!!null" {
		return
	}
	if !p.want(sec, yaml.SequenceNode, "values is a list of {text, property, value}") {
		return
	}
	for _, item := range sec.Content {
		if !p.want(item, yaml.MappingNode, "a value alias is {text, property, value}") {
			continue
		}
		var va ValueAlias
		var propNode *yaml.Node
		for j := 0; j+1 < len(item.Content); j += 2 {
			fk, fv := item.Content[j], item.Content[j+1]
			if fv.Kind != yaml.ScalarNode {
				p.errf(fv, "", "%s is one string", fk.Value)
				continue
			}
			switch fk.Value {
			case "text":
				va.Text = strings.TrimSpace(fv.Value)
			case "property":
				va.Property, propNode = strings.TrimSpace(fv.Value), fv
			case "value":
				va.Value = fv.Value
			default:
				p.errf(fk, nearest(fk.Value, []string{"text", "property", "value"}), "unknown field %q (text, property, value)", fk.Value)
			}
		}
		switch {
		case len(va.Text) == 0: // a missing field, not a word of a question
			p.errf(item, "", "a value alias needs the text a question uses")
			continue
		case propNode == nil:
			p.errf(item, "", "the alias %q needs the property that stores the value (Owner.property)", va.Text)
			continue
		case va.Value == "":
			p.errf(item, "", "the alias %q needs the stored value it stands for", va.Text)
			continue
		}
		t, ok := p.propType(propNode, va.Property)
		if !ok {
			continue
		}
		if t != Unknown && t.Elem() != String {
			p.errf(propNode, "", "%s holds %s values; aliases name stored text", va.Property, t)
			continue
		}
		a.Values = append(a.Values, va)
	}
}

// nearest suggests the closest name, when one is close enough to be a typo
// or a case slip.
func nearest(got string, names []string) string {
	best, bestD := "", 1<<30
	for _, n := range names {
		if strings.EqualFold(n, got) {
			return "did you mean " + n + "?"
		}
		if d := diag.EditDistance(strings.ToLower(got), strings.ToLower(n)); d < bestD {
			best, bestD = n, d
		}
	}
	if best != "" && bestD <= max(1, len(got)/3) {
		return "did you mean " + best + "?"
	}
	return ""
}

// Synonyms returns the words taught for a label, an edge type or a
// property ("Owner.prop"); kind is "label", "edge" or "prop".
func (a *Annotations) Synonyms(kind, name string) []string {
	if a == nil {
		return nil
	}
	switch kind {
	case "label":
		return a.Labels[name].Synonyms
	case "edge":
		return a.Edges[name].Synonyms
	case "prop":
		return a.Properties[name].Synonyms
	}
	return nil
}

// Render is the annotations of the elements s has (a pruned schema), as
// prompt lines: what each element means and the words users say for it.
// Empty when nothing is taught about them.
func (a *Annotations) Render(s *Schema) string {
	if a == nil {
		return ""
	}
	var b strings.Builder
	line := func(name string, n Note) {
		if n.Description == "" && len(n.Synonyms) == 0 {
			return
		}
		fmt.Fprintf(&b, "- %s", name)
		if n.Description != "" {
			fmt.Fprintf(&b, ": %s", n.Description)
		}
		if len(n.Synonyms) > 0 {
			fmt.Fprintf(&b, " (also called: %s)", strings.Join(n.Synonyms, ", "))
		}
		b.WriteByte('\n')
	}
	owners := map[string]bool{}
	for _, l := range s.Labels {
		owners[l.Name] = true
		line(l.Name, a.Labels[l.Name])
	}
	for _, e := range s.EdgeTypes {
		owners[e.Name] = true
		line(e.Name, a.Edges[e.Name])
	}
	keys := make([]string, 0, len(a.Properties))
	for k := range a.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if owner, _, _ := strings.Cut(k, "."); owners[owner] {
			line(k, a.Properties[k])
		}
	}
	for _, v := range a.Values {
		if owner, _, _ := strings.Cut(v.Property, "."); owners[owner] {
			fmt.Fprintf(&b, "- %q means %s = %q\n", v.Text, v.Property, v.Value)
		}
	}
	return b.String()
}

// AnnotationSkeleton is an annotations file to fill in: every label, edge
// type and property of s with empty synonyms and description, sample values
// as comments, and a commented value alias. It parses back with no errors.
func AnnotationSkeleton(s *Schema) []byte {
	var b bytes.Buffer
	q := func(x string) string {
		out, _ := yaml.Marshal(x)
		return strings.TrimSpace(string(out))
	}
	fmt.Fprintf(&b, "# Annotations for the %s schema: other words for its elements, what they mean,\n", s.Name)
	b.WriteString("# and phrases that stand for stored values. Fill in what your users say; leave the\n")
	b.WriteString("# rest empty. Use with --annotations FILE (gql translate, batch, link).\n")
	c := s.sortedCopy()
	b.WriteString("labels:\n")
	for _, l := range c.Labels {
		fmt.Fprintf(&b, "  %s:\n    synonyms: []\n    description: \"\"\n", q(l.Name))
	}
	b.WriteString("edges:\n")
	for _, e := range c.EdgeTypes {
		var eps []string
		for _, ep := range e.Endpoints {
			eps = append(eps, ep.From+" -> "+ep.To)
		}
		fmt.Fprintf(&b, "  %s: # %s\n    synonyms: []\n    description: \"\"\n", q(e.Name), strings.Join(eps, ", "))
	}
	b.WriteString("properties:\n")
	prop := func(owner string, p Property) {
		fmt.Fprintf(&b, "  %s: # %s", q(owner+"."+p.Name), p.Type)
		if sm := sample(p, 3); sm != "" {
			fmt.Fprintf(&b, ", e.g. %s", strings.ReplaceAll(sm, "\n", " "))
		}
		b.WriteString("\n    synonyms: []\n    description: \"\"\n")
	}
	for _, l := range c.Labels {
		for _, p := range l.Properties {
			prop(l.Name, p)
		}
	}
	for _, e := range c.EdgeTypes {
		for _, p := range e.Properties {
			prop(e.Name, p)
		}
	}
	b.WriteString("values: []\n")
	b.WriteString("# values:\n#   - text: the words a question uses\n#     property: Owner.property\n#     value: the stored value they stand for\n")
	return b.Bytes()
}
