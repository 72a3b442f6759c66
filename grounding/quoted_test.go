package grounding

import (
	"testing"

	"github.com/gql-dev/gql/examples"
)

// TestQuotedSchemaNames: a quoted run that spells an element's name links
// that element, on movies and company; a quoted stored value stays a value.
func TestQuotedSchemaNames(t *testing.T) {
	for _, c := range []struct{ schema, q, want string }{
		{"movies", "Retrieve all vertices labeled 'Person' from the graph", "label:Person"},
		{"movies", "Find movies linked via the 'ACTED_IN' relationship", "edge:ACTED_IN"},
		{"company", "List the nodes with the label 'Department'", "label:Department"},
		{"company", "Show every 'works_on' edge", "edge:WORKS_ON"},
		{"company", "Who works in 'Finance'?", ""}, // a stored value, not a name of the schema
	} {
		s, g, err := examples.Resolve(c.schema)
		if err != nil {
			t.Fatal(err)
		}
		r := groundValues(t, s, NewMemorySource(g, s), c.q)
		got := ""
		for _, l := range r.Mapping {
			if l.Score == 1 && c.q[l.Span.Start-1] == '\'' {
				got = l.Element.ID()
			}
		}
		if got != c.want {
			t.Errorf("%s: %q: quoted name linked %q, want %q (%+v)", c.schema, c.q, got, c.want, r.Mapping)
		}
	}
}
