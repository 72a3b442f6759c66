package templates

import "github.com/gql-dev/gql/schema"

// sx is a schema with optional name indexes. Rendering one query does a
// handful of lookups, where a linear scan beats building maps; instantiation
// does thousands on schemas of thousands of elements, so it indexes first.
type sx struct {
	*schema.Schema
	labels map[string]*schema.Label
	edges  map[string]*schema.EdgeType
	keys   map[string]string
}

func plain(s *schema.Schema) *sx { return &sx{Schema: s} }

func indexed(s *schema.Schema) *sx {
	x := &sx{Schema: s, labels: make(map[string]*schema.Label, len(s.Labels)),
		edges: make(map[string]*schema.EdgeType, len(s.EdgeTypes)), keys: map[string]string{}}
	for i := range s.Labels {
		if _, dup := x.labels[s.Labels[i].Name]; !dup {
			x.labels[s.Labels[i].Name] = &s.Labels[i]
		}
	}
	for i := range s.EdgeTypes {
		if _, dup := x.edges[s.EdgeTypes[i].Name]; !dup {
			x.edges[s.EdgeTypes[i].Name] = &s.EdgeTypes[i]
		}
	}
	return x
}

func (x *sx) Label(name string) *schema.Label {
	if x.labels != nil {
		return x.labels[name]
	}
	return x.Schema.Label(name)
}

func (x *sx) EdgeType(name string) *schema.EdgeType {
	if x.edges != nil {
		return x.edges[name]
	}
	return x.Schema.EdgeType(name)
}

// Key memoises schema.Key, which scans constraints and labels.
func (x *sx) Key(label string) string {
	if x.keys == nil {
		return x.Schema.Key(label)
	}
	k, ok := x.keys[label]
	if !ok {
		k = x.Schema.Key(label)
		x.keys[label] = k
	}
	return k
}
