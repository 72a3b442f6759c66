package schema

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// The renderings below are what prompts show a model: one line per label and
// per edge endpoint pair, in the syntax of the target language, with a few
// real values so the model copies spelling and types from the data.

// cypherType names a property type the way Neo4j's valueType() does.
func cypherType(t Type) string {
	switch t {
	case String:
		return "STRING"
	case Int:
		return "INTEGER"
	case Float:
		return "FLOAT"
	case Bool:
		return "BOOLEAN"
	case Date:
		return "DATE"
	case DateTime:
		return "DATETIME"
	}
	if t.IsList() {
		return "LIST<" + cypherType(t.Elem()) + ">"
	}
	return "ANY"
}

// sample formats up to n sample values as literals.
func sample(p Property, n int) string {
	if n <= 0 || len(p.Samples) == 0 {
		return ""
	}
	var parts []string
	for i, v := range p.Samples {
		if i == n {
			break
		}
		parts = append(parts, literal(v))
	}
	return strings.Join(parts, ", ")
}

func literal(v any) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = literal(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	return fmt.Sprint(v)
}

func cypherProps(ps []Property, samples int) string {
	if len(ps) == 0 {
		return ""
	}
	parts := make([]string, len(ps))
	for i, p := range sorted(ps) {
		parts[i] = p.Name + ": " + cypherType(p.Type)
		if s := sample(p, samples); s != "" {
			parts[i] += " (e.g. " + s + ")"
		}
	}
	return " {" + strings.Join(parts, ", ") + "}"
}

func sorted(ps []Property) []Property {
	out := append([]Property(nil), ps...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func (s *Schema) sortedCopy() *Schema {
	c := *s
	c.Labels = append([]Label(nil), s.Labels...)
	c.EdgeTypes = append([]EdgeType(nil), s.EdgeTypes...)
	for i := range c.EdgeTypes {
		c.EdgeTypes[i].Endpoints = append([]Endpoint(nil), c.EdgeTypes[i].Endpoints...)
	}
	c.Sort()
	return &c
}

// RenderCypher is the schema as Cypher patterns:
//
//	(:Person {born: INTEGER (e.g. 1964), name: STRING (e.g. "Keanu Reeves")})
//	(:Person)-[:ACTED_IN {roles: LIST<STRING> (e.g. ["Neo"])}]->(:Movie)
//
// samples is how many sample values to show per property (0 for none).
func (s *Schema) RenderCypher(samples int) string {
	c := s.sortedCopy()
	var b strings.Builder
	for _, l := range c.Labels {
		fmt.Fprintf(&b, "(:%s%s)\n", l.Name, cypherProps(l.Properties, samples))
	}
	for _, e := range c.EdgeTypes {
		for _, ep := range e.Endpoints {
			fmt.Fprintf(&b, "(:%s)-[:%s%s]->(:%s)\n", ep.From, e.Name, cypherProps(e.Properties, samples), ep.To)
		}
	}
	for _, k := range c.Constraints {
		if k.Kind == "unique" {
			fmt.Fprintf(&b, "// %s.%s is unique\n", k.Label, strings.Join(k.Properties, ", "))
		}
	}
	return b.String()
}

// RenderGremlin is the schema as Gremlin vertex and edge labels:
//
//	vertex Person: name: String (e.g. "Keanu Reeves"), born: Long
//	edge ACTED_IN: Person -> Movie; roles: String[] (read with .values('roles').unfold())
func (s *Schema) RenderGremlin(samples int) string {
	c := s.sortedCopy()
	var b strings.Builder
	props := func(ps []Property) string {
		parts := make([]string, 0, len(ps))
		for _, p := range sorted(ps) {
			part := p.Name + ": " + gremlinType(p.Type)
			if p.Type.IsList() {
				part += " (read with .values('" + p.Name + "').unfold())"
			}
			if sm := sample(p, samples); sm != "" {
				part += " (e.g. " + sm + ")"
			}
			parts = append(parts, part)
		}
		return strings.Join(parts, ", ")
	}
	for _, l := range c.Labels {
		if len(l.Properties) == 0 {
			fmt.Fprintf(&b, "vertex %s\n", l.Name)
			continue
		}
		fmt.Fprintf(&b, "vertex %s: %s\n", l.Name, props(l.Properties))
	}
	for _, e := range c.EdgeTypes {
		var eps []string
		for _, ep := range e.Endpoints {
			eps = append(eps, ep.From+" -> "+ep.To)
		}
		line := fmt.Sprintf("edge %s: %s", e.Name, strings.Join(eps, ", "))
		if len(e.Properties) > 0 {
			line += "; " + props(e.Properties)
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

func gremlinType(t Type) string {
	switch t {
	case String:
		return "String"
	case Int:
		return "Long"
	case Float:
		return "Double"
	case Bool:
		return "Boolean"
	case Date, DateTime:
		return "Date"
	}
	if t.IsList() {
		return gremlinType(t.Elem()) + "[]"
	}
	return "Object"
}

// RenderSPARQL is the schema in Turtle-like form over the project's RDF
// mapping (vocab http://example.org/<name>/), reified edge properties
// included:
//
//	?x a :Person ; :born xsd:integer e.g. 1964 ; :name xsd:string e.g. "Keanu Reeves"
//	?s :ACTED_IN ?o   # ?s a :Person, ?o a :Movie
//	  [] rdf:subject ?s ; rdf:predicate :ACTED_IN ; rdf:object ?o ; :roles xsd:string (one triple per element)
func (s *Schema) RenderSPARQL(samples int) string {
	c := s.sortedCopy()
	name := c.Name
	if name == "" {
		name = "graph"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "PREFIX : <http://example.org/%s/>\n", name)
	b.WriteString("PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n")
	prop := func(p Property) string {
		line := ":" + p.Name + " " + xsdType(p.Type)
		if p.Type.IsList() {
			line += " (one triple per element)"
		}
		if sm := sample(p, samples); sm != "" {
			line += " e.g. " + sm
		}
		return line
	}
	for _, l := range c.Labels {
		line := "?x a :" + l.Name
		for _, p := range sorted(l.Properties) {
			line += " ; " + prop(p)
		}
		b.WriteString(line + "\n")
	}
	for _, e := range c.EdgeTypes {
		for _, ep := range e.Endpoints {
			fmt.Fprintf(&b, "?s :%s ?o   # ?s a :%s, ?o a :%s\n", e.Name, ep.From, ep.To)
		}
		if len(e.Properties) > 0 {
			line := "[] rdf:subject ?s ; rdf:predicate :" + e.Name + " ; rdf:object ?o"
			for _, p := range sorted(e.Properties) {
				line += " ; " + prop(p)
			}
			b.WriteString("  " + line + "\n")
		}
	}
	return b.String()
}

func xsdType(t Type) string {
	switch t.Elem() {
	case Int:
		return "xsd:integer"
	case Float:
		return "xsd:double"
	case Bool:
		return "xsd:boolean"
	case Date:
		return "xsd:date"
	case DateTime:
		return "xsd:dateTime"
	}
	return "xsd:string"
}

// Prune keeps the named labels and edge types and their neighbours: an
// edge type that touches a kept label, and both end labels of a kept edge
// type. Constraints on dropped labels go too. Unknown names are ignored, so a
// prompt built from a grounding step's guesses never fails.
func (s *Schema) Prune(keep []string) *Schema {
	want := map[string]bool{}
	for _, k := range keep {
		want[k] = true
	}
	labels := map[string]bool{}
	edges := map[string]bool{}
	for _, l := range s.Labels {
		if want[l.Name] {
			labels[l.Name] = true
		}
	}
	for _, e := range s.EdgeTypes {
		if want[e.Name] {
			edges[e.Name] = true
			for _, ep := range e.Endpoints {
				labels[ep.From], labels[ep.To] = true, true
			}
		}
	}
	for _, e := range s.EdgeTypes {
		for _, ep := range e.Endpoints {
			if want[ep.From] || want[ep.To] {
				edges[e.Name] = true
				labels[ep.From], labels[ep.To] = true, true
			}
		}
	}
	out := &Schema{Name: s.Name}
	for _, l := range s.Labels {
		if labels[l.Name] {
			out.Labels = append(out.Labels, l)
		}
	}
	for _, e := range s.EdgeTypes {
		if !edges[e.Name] {
			continue
		}
		ne := e
		ne.Endpoints = nil
		for _, ep := range e.Endpoints {
			if labels[ep.From] && labels[ep.To] {
				ne.Endpoints = append(ne.Endpoints, ep)
			}
		}
		out.EdgeTypes = append(out.EdgeTypes, ne)
	}
	for _, c := range s.Constraints {
		if labels[c.Label] {
			out.Constraints = append(out.Constraints, c)
		}
	}
	return out
}
