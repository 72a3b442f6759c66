package grounding

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// optionGraph: a label whose two-word column stores, among its values, the
// column's own last word (a plan column holding "Option", a tier column
// holding "Level"), and a name column to ask by.
func optionGraph(label, col, stored, name string) (*schema.Schema, ValueSource) {
	str := schema.Type("string")
	s := &schema.Schema{Name: label, Labels: []schema.Label{
		{Name: label, Properties: []schema.Property{{Name: "title", Type: str}, {Name: col, Type: str}}},
	}}
	g := &graph.Graph{Name: label, Nodes: []graph.Node{
		{ID: "a", Labels: []string{label}, Props: map[string]any{"title": name, col: stored}},
		{ID: "b", Labels: []string{label}, Props: map[string]any{"title": "Other " + name, col: "Basic"}},
	}}
	return s, NewMemorySource(g, s)
}

func TestValueSpellingItsFieldName(t *testing.T) {
	cases := []struct {
		label, col, stored, name string
		q, span                  string
		asValue                  bool // the stored value is meant
	}{
		{"channel", "package_option", "Option", "Sky Radio", "What is the Package Option of the channel with title 'Sky Radio'?", "Package Option", false},
		{"channel", "package_option", "Option", "Sky Radio", "What are the Package Options of the channels?", "Package Options", false},
		{"account", "service_level", "Level", "Acme Corp", "Show the Service Level of account 'Acme Corp'.", "Service Level", false},
		// The value after the full name, or quoted, is the value.
		{"account", "service_level", "Level", "Acme Corp", "Which accounts have service level Level?", "Level", true},
		{"channel", "package_option", "Option", "Sky Radio", "Which channels have package 'Option'?", "Option", true},
	}
	for _, c := range cases {
		s, src := optionGraph(c.label, c.col, c.stored, c.name)
		r := groundValues(t, s, src, c.q)
		var valued, named, warned bool
		for _, v := range r.Values {
			if v.Best().Value == c.stored {
				valued = true
			}
		}
		for _, l := range r.Mapping {
			if l.Text == c.span && l.Element.Name == c.col {
				named = true
			}
		}
		for _, w := range r.Warnings {
			if w.Check == "value-as-name" && strings.Contains(w.Summary, c.stored) {
				warned = true
				if w.Span.End <= w.Span.Start || len(w.Fixes) == 0 {
					t.Errorf("%q: the warning needs a span and a fix: %+v", c.q, w)
				}
			}
		}
		if c.asValue != valued {
			t.Errorf("%q: value %q linked = %v, want %v (values %+v)", c.q, c.stored, valued, c.asValue, r.Values)
		}
		if !c.asValue && (!named || !warned) {
			t.Errorf("%q: %q should name %s with a value-as-name warning (named %v, warned %v; mapping %+v)", c.q, c.span, c.col, named, warned, r.Mapping)
		}
	}
}
