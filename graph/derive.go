package graph

import (
	"fmt"
	"sort"

	"github.com/gql-dev/gql/schema"
)

// maxSamples bounds the real values kept per property: enough for a prompt to
// show the shape of the data, few enough to keep prompts small.
const maxSamples = 3

// DeriveSchema computes the schema a graph actually has: every label, edge
// type, endpoint pair and property with its type and a few sample values.
// Constraints (which data cannot show) are passed through.
func (g *Graph) DeriveSchema(constraints []schema.Constraint) (*schema.Schema, error) {
	s := &schema.Schema{Name: g.Name, Constraints: constraints}
	labelOf := map[string][]string{}
	type propAcc struct {
		typ     schema.Type
		samples []any
		seen    map[string]bool
	}
	type acc struct {
		count int64
		props map[string]*propAcc
		eps   map[schema.Endpoint]bool
	}
	labels := map[string]*acc{}
	edges := map[string]*acc{}
	add := func(a *acc, owner string, props map[string]any) error {
		a.count++
		for k, v := range props {
			t := TypeOf(v)
			p := a.props[k]
			if p == nil {
				p = &propAcc{typ: t, seen: map[string]bool{}}
				a.props[k] = p
			}
			if p.typ != t {
				// int and float mix as float; anything else is a real conflict.
				if (p.typ == schema.Int && t == schema.Float) || (p.typ == schema.Float && t == schema.Int) {
					p.typ = schema.Float
				} else {
					return fmt.Errorf("%s.%s holds both %s and %s values", owner, k, p.typ, t)
				}
			}
			key := fmt.Sprint(v)
			if len(p.samples) < maxSamples && !p.seen[key] {
				p.seen[key] = true
				p.samples = append(p.samples, v)
			}
		}
		return nil
	}
	for _, n := range g.Nodes {
		labelOf[n.ID] = n.Labels
		for _, l := range n.Labels {
			a := labels[l]
			if a == nil {
				a = &acc{props: map[string]*propAcc{}}
				labels[l] = a
			}
			if err := add(a, l, n.Props); err != nil {
				return nil, err
			}
		}
	}
	for _, e := range g.Edges {
		a := edges[e.Type]
		if a == nil {
			a = &acc{props: map[string]*propAcc{}, eps: map[schema.Endpoint]bool{}}
			edges[e.Type] = a
		}
		if err := add(a, e.Type, e.Props); err != nil {
			return nil, err
		}
		for _, f := range labelOf[e.From] {
			for _, t := range labelOf[e.To] {
				a.eps[schema.Endpoint{From: f, To: t}] = true
			}
		}
	}
	props := func(m map[string]*propAcc) []schema.Property {
		out := make([]schema.Property, 0, len(m))
		for k, p := range m {
			out = append(out, schema.Property{Name: k, Type: p.typ, Samples: p.samples})
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
		return out
	}
	for name, a := range labels {
		s.Labels = append(s.Labels, schema.Label{Name: name, Properties: props(a.props), Count: a.count})
	}
	for name, a := range edges {
		et := schema.EdgeType{Name: name, Properties: props(a.props), Count: a.count}
		for ep := range a.eps {
			et.Endpoints = append(et.Endpoints, ep)
		}
		s.EdgeTypes = append(s.EdgeTypes, et)
	}
	s.Sort()
	return s, s.Validate()
}

// TypeOf names the schema type of a stored value.
func TypeOf(v any) schema.Type {
	switch x := v.(type) {
	case string:
		return schema.String
	case int64, int:
		return schema.Int
	case float64:
		return schema.Float
	case bool:
		return schema.Bool
	case []any:
		if len(x) == 0 {
			return schema.ListString
		}
		switch TypeOf(x[0]) {
		case schema.Int:
			return schema.ListInt
		case schema.Float:
			return schema.ListFloat
		}
		return schema.ListString
	}
	return schema.Unknown
}
