package grounding

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/schema"
)

// namesSchema is a synthetic column-style schema in the manner of tables
// exported to a graph: a thing, a kind with its own description, and a
// second thing that repeats the first one's key. Two instances, on
// different words, so the rules are not read off one vocabulary.
func namesSchema(thing, kind, other string) *schema.Schema {
	str := schema.Type("string")
	return &schema.Schema{Name: thing,
		Labels: []schema.Label{
			{Name: thing + "s", Properties: []schema.Property{{Name: thing + "_id", Type: str}, {Name: kind + "_code", Type: str}, {Name: thing + "_description", Type: str}}},
			{Name: kind + "s", Properties: []schema.Property{{Name: kind + "_code", Type: str}, {Name: kind + "_description", Type: str}}},
			{Name: other + "s", Properties: []schema.Property{{Name: other + "_id", Type: str}, {Name: thing + "_id", Type: str}}},
		},
	}
}

func TestColumnNames(t *testing.T) {
	cases := []struct {
		thing, kind, other, q, span, want string
	}{
		// A repeated key names its home label.
		{"book", "genre_type", "loan", "Show each book id.", "book id", "prop:books.book_id"},
		{"ship", "port_kind", "voyage", "Show each ship id.", "ship id", "prop:ships.ship_id"},
		// Two descriptions match "descriptions" equally and the question
		// mentions neither owner: the words it says elsewhere choose.
		{"book", "genre_type", "loan", "Show all genre type codes and descriptions.", "descriptions", "prop:genre_types.genre_type_description"},
		{"ship", "port_kind", "voyage", "Show all port kind codes and descriptions.", "descriptions", "prop:port_kinds.port_kind_description"},
		// Said owner first: the thing named keeps its own description.
		{"book", "genre_type", "loan", "List book names and descriptions of all books.", "descriptions", "prop:books.book_description"},
	}
	for _, c := range cases {
		s := namesSchema(c.thing, c.kind, c.other)
		g, err := New(context.Background(), s, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := g.Ground(context.Background(), c.q, nil)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, l := range r.Mapping {
			if l.Text == c.span {
				found = true
				if l.Element.ID() != c.want {
					t.Errorf("%q: %q -> %s, want %s (alternatives %v)", c.q, c.span, l.Element.ID(), c.want, l.Alternatives)
				}
				if len(l.Alternatives) == 0 {
					t.Errorf("%q: %q lost the rival reading; it must stay an alternative", c.q, c.span)
				}
			}
		}
		if !found {
			t.Errorf("%q: no link for %q in %+v", c.q, c.span, r.Mapping)
		}
	}
}
