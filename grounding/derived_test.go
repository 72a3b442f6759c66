package grounding

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// placeSchema is a second vocabulary for the derivation rule: places with
// a population and a location, and a kind of place with a description.
func placeSchema(place, kind string) *schema.Schema {
	str, num := schema.Type("string"), schema.Type("integer")
	return &schema.Schema{Name: place,
		Labels: []schema.Label{
			{Name: place, Properties: []schema.Property{{Name: "name", Type: str}, {Name: "population", Type: num}, {Name: "location", Type: str}}},
			{Name: kind, Properties: []schema.Property{{Name: kind + "_code", Type: str}, {Name: kind + "_description", Type: str}}},
		},
	}
}

func TestDerivedWords(t *testing.T) {
	cases := []struct {
		s       *schema.Schema
		q, span string
		want    string
		wantPOS POS // of the span's one word, when set
	}{
		// "described" and "located" reached their nouns through the
		// lexicon already; the rule must keep them.
		{s: namesSchema("book", "genre_type", "loan"), q: "How is each book described?", span: "described", want: "prop:books.book_description"},
		{s: namesSchema("ship", "port_kind", "voyage"), q: "How is each ship described?", span: "described", want: "prop:ships.ship_description"},
		{s: placeSchema("city", "district_type"), q: "Which city is the most populated?", span: "populated", want: "prop:city.population"},
		{s: placeSchema("town", "zone_kind"), q: "What is the populace of each town?", span: "populace", want: "prop:town.population"},
		{s: placeSchema("town", "zone_kind"), q: "Where is each town located?", span: "located", want: "prop:town.location"},
		{s: placeSchema("city", "district_type"), q: "Show the district type codes and how they are described.", span: "described", want: "prop:district_type.district_type_description"},
		// Between "most" and a noun the derived noun is the adjective.
		{s: placeSchema("city", "district_type"), q: "What is the most populace city?", span: "populace", want: "prop:city.population", wantPOS: ADJ},
		{s: placeSchema("town", "zone_kind"), q: "Name the least populace town.", span: "populace", want: "prop:town.population", wantPOS: ADJ},
	}
	for _, c := range cases {
		r := groundOn(t, c.s, c.q)
		found := false
		for _, l := range r.Mapping {
			if l.Text == c.span {
				found = true
				if l.Element.ID() != c.want {
					t.Errorf("%q: %q -> %s, want %s", c.q, c.span, l.Element.ID(), c.want)
				}
			}
		}
		if !found {
			t.Errorf("%q: %q linked nothing (mapping %v)", c.q, c.span, r.Mapping)
		}
		if c.wantPOS != "" {
			for _, tok := range r.Tokens {
				if tok.Text == c.span && tok.POS != c.wantPOS {
					t.Errorf("%q: %q tagged %s, want %s", c.q, c.span, tok.POS, c.wantPOS)
				}
			}
		}
	}
}

// A word with no derivational tie to the schema's words links as before:
// the rule must not join unrelated words ("popular" is no form of
// "population", "positive" none of "position").
func TestDerivedWordsUnrelated(t *testing.T) {
	for _, c := range []struct {
		s    *schema.Schema
		q    string
		span string
	}{
		{placeSchema("city", "district_type"), "Which city is the most popular?", "popular"},
		{placeSchema("town", "zone_kind"), "Which town is positive?", "positive"},
		{placeSchema("town", "zone_kind"), "Which town is pollution free?", "pollution"},
	} {
		r := groundOn(t, c.s, c.q)
		for _, l := range r.Mapping {
			if l.Text == c.span && (l.Element.Name == "population" || l.Element.Name == "location") {
				t.Errorf("%q: %q -> %s, an unrelated word linked by derivation", c.q, c.span, l.Element.ID())
			}
		}
	}
}
