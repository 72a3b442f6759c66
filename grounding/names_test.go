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
		r := groundOn(t, s, c.q)
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

// personSchema: people with split names beside another label whose own
// "…_name" would take a bare "name"; sep joins owner and column the way
// the graph spells them ("_" inside a column, "#" as tables exported to
// RDF do: "students#last_name").
func personSchema(person, other, sep string) *schema.Schema {
	str := schema.Type("string")
	col := func(owner, c string) string {
		if sep == "" {
			return c
		}
		return owner + sep + c
	}
	return &schema.Schema{Name: person,
		Labels: []schema.Label{
			{Name: other, Properties: []schema.Property{{Name: col(other, other+"_name"), Type: str}}},
			{Name: person, Properties: []schema.Property{{Name: col(person, "first_name"), Type: str}, {Name: col(person, "middle_name"), Type: str},
				{Name: col(person, "last_name"), Type: str}, {Name: col(person, "date_registered"), Type: str}}},
		},
	}
}

func TestSharedHeadAndCueNames(t *testing.T) {
	cases := []struct {
		person, other, sep, q string
		want                  map[string]string // span -> element
	}{
		{"students", "courses", "#", "What is the first, middle, and last name of the first student to register?",
			map[string]string{"first": "prop:students.students#first_name", "middle": "prop:students.students#middle_name", "last name": "prop:students.students#last_name"}},
		{"members", "clubs", "", "List the first, middle and last names of every member.",
			map[string]string{"first": "prop:members.first_name", "middle": "prop:members.middle_name", "last names": "prop:members.last_name"}},
		{"students", "courses", "#", "List the first name, middle name and last name.",
			map[string]string{"first name": "prop:students.students#first_name", "middle name": "prop:students.students#middle_name", "last name": "prop:students.students#last_name"}},
		{"members", "clubs", "", "Which member has the last name Smith?",
			map[string]string{"last name": "prop:members.last_name"}},
	}
	for _, c := range cases {
		r := groundOn(t, personSchema(c.person, c.other, c.sep), c.q)
		got := map[string]string{}
		for _, l := range r.Mapping {
			got[l.Text] = l.Element.ID()
		}
		for span, want := range c.want {
			if got[span] != want {
				t.Errorf("%q: %q -> %q, want %s (mapping %v)", c.q, span, got[span], want, got)
			}
		}
		for span, id := range got {
			if id == "prop:"+c.other+"."+c.other+c.sep+c.other+"_name" || id == "prop:"+c.other+"."+c.other+"_name" {
				t.Errorf("%q: %q still links the other label's name %s", c.q, span, id)
			}
		}
	}
}

// keySchema: a thing with its own key and another's (docs: doc_id,
// form_id), the other thing, and parts that repeat the thing's key.
func keySchema(thing, other, part string) *schema.Schema {
	str := schema.Type("string")
	return &schema.Schema{Name: thing,
		Labels: []schema.Label{
			{Name: thing + "s", Properties: []schema.Property{{Name: thing + "_id", Type: str}, {Name: other + "_id", Type: str}, {Name: thing + "_name", Type: str}}},
			{Name: other + "s", Properties: []schema.Property{{Name: other + "_id", Type: str}}},
			{Name: part + "s", Properties: []schema.Property{{Name: part + "_id", Type: str}, {Name: thing + "_id", Type: str}}},
		},
	}
}

// A span across a preposition is two mentions: "form id for doc" names the
// form id, not the doc id read across "for"; across the possessive "of" it
// stays one name ("the id of the doc").
func TestInnerStopSpans(t *testing.T) {
	for _, c := range []struct{ thing, other, part, q, span string }{
		{"doc", "form", "page", "What is the doc name and form id for doc with name X?", "form id"},
		{"order", "shop", "line", "What is the order name and shop id for order with name X?", "shop id"},
		{"doc", "form", "page", "Return the id of the doc with the fewest pages.", "id of the doc"},
	} {
		r := groundOn(t, keySchema(c.thing, c.other, c.part), c.q)
		ok := false
		for _, l := range r.Mapping {
			ok = ok || l.Text == c.span
		}
		if !ok {
			t.Errorf("%q: no link for %q in %+v", c.q, c.span, r.Mapping)
		}
	}
}

// "airline names" over airlines.airline: a label with no name property but
// one named as the label itself, beside another label's "…name".
func TestLabelOwnName(t *testing.T) {
	str := schema.Type("string")
	for _, c := range []struct{ thing, place, q, want string }{
		{"carrier", "airport", "List all carrier names and their countries.", "prop:carriers.carrier"},
		{"band", "venue", "What are the band names and their countries?", "prop:bands.band"},
	} {
		s := &schema.Schema{Name: c.thing, Labels: []schema.Label{
			{Name: c.place + "s", Properties: []schema.Property{{Name: c.place + "_name", Type: str}, {Name: "city", Type: str}}},
			{Name: c.thing + "s", Properties: []schema.Property{{Name: c.thing, Type: str}, {Name: "country", Type: str}}},
		}}
		r := groundOn(t, s, c.q)
		ok := false
		for _, l := range r.Mapping {
			if l.Text == "names" {
				ok = l.Element.ID() == c.want && len(l.Alternatives) > 0
			}
		}
		if !ok {
			t.Errorf("%q: names should link %s with the other reading kept: %+v", c.q, c.want, r.Mapping)
		}
	}
}

// "flightno", "trackno": a word and a two-letter abbreviation run together
// in lower case read as flightNo does ("flight number").
func TestRunTogetherAbbreviation(t *testing.T) {
	str := schema.Type("string")
	for _, c := range []struct{ label, prop, q, span string }{
		{"flights", "flightno", "Give the flight numbers of flights leaving from Paris.", "flight numbers"},
		{"tracks", "trackno", "List the track numbers of all tracks.", "track numbers"},
	} {
		s := &schema.Schema{Name: c.label, Labels: []schema.Label{
			{Name: c.label, Properties: []schema.Property{{Name: c.prop, Type: str}, {Name: "city", Type: str}}},
			{Name: "places", Properties: []schema.Property{{Name: "place_name", Type: str}}},
		}}
		if got := ElementText(Element{Kind: PropKind, Name: c.prop, Owner: c.label}); got != c.span[:len(c.span)-1] {
			t.Errorf("ElementText(%s) = %q", c.prop, got)
		}
		r := groundOn(t, s, c.q)
		ok := false
		for _, l := range r.Mapping {
			ok = ok || (l.Text == c.span && l.Element.ID() == "prop:"+c.label+"."+c.prop)
		}
		if !ok {
			t.Errorf("%q: %q should link %s.%s: %+v", c.q, c.span, c.label, c.prop, r.Mapping)
		}
	}
}

// groundOn grounds q on s with the built-in embedder and no value source.
func groundOn(t *testing.T, s *schema.Schema, q string) *Result {
	t.Helper()
	return groundValues(t, s, nil, q)
}

// groundValues grounds q on s with the built-in embedder, linking values
// through src.
func groundValues(t *testing.T, s *schema.Schema, src ValueSource, q string) *Result {
	t.Helper()
	g, err := New(context.Background(), s, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Ground(context.Background(), q, src)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
