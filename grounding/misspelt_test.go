package grounding

import (
	"sort"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

// syntheticSchema builds a schema of string columns, label by label.
func syntheticSchema(labels map[string][]string) *schema.Schema {
	s := &schema.Schema{Name: "synthetic"}
	var names []string
	for n := range labels {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		l := schema.Label{Name: n}
		for _, p := range labels[n] {
			l.Properties = append(l.Properties, schema.Property{Name: p, Type: schema.Type("string")})
		}
		s.Labels = append(s.Labels, l)
	}
	return s
}

// TestMisspeltSchemaWords: a word one typing slip from exactly one schema
// word, and readable no other way, links as that word with a
// word-corrected warning; a name, an everyday word, a short word, or a
// slip two schema words share link nothing. On movies and company.
func TestMisspeltSchemaWords(t *testing.T) {
	for _, c := range []struct {
		schema, q string
		want      string // element the misspelt word links to; "" for none
		word      string // the misspelt word as written
	}{
		{"movies", "Show the taglnies of all movies.", "prop:Movie.tagline", "taglnies"},
		{"movies", "List every moive released after 2000.", "label:Movie", "moive"},
		{"company", "What is the salray of Olivia Grant?", "prop:Employee.salary", "salray"},
		{"company", "List the departmnets on floor 2.", "label:Department", "departmnets"},
		{"company", "Which projects have a budegt above 200000?", "prop:Project.budget", "budegt"},
		// A capital says a name: value linking's, not a schema word.
		{"company", "Who works with Salray?", "", "Salray"},
		// Too short to tell a slip from another word.
		{"company", "Who has a skil in Go?", "", "skil"},
	} {
		s, _, err := examples.Resolve(c.schema)
		if err != nil {
			t.Fatal(err)
		}
		r := groundOn(t, s, c.q)
		var linked string
		for _, l := range r.Mapping {
			for _, tk := range r.Tokens {
				if tk.Text == c.word && tk.Span.Start >= l.Span.Start && tk.Span.End <= l.Span.End {
					linked = l.Element.ID()
				}
			}
		}
		if linked != c.want {
			t.Errorf("%s: %q: %q linked %q, want %q", c.schema, c.q, c.word, linked, c.want)
		}
		warned := false
		for _, w := range r.Warnings {
			if w.Check == "word-corrected" {
				warned = true
				if c.q[w.Span.Start:w.Span.End] != c.word || len(w.Fixes) != 1 || w.Detail == "" {
					t.Errorf("%s: %q: warning %+v: want the span of %q, a detail and one fix", c.schema, c.q, w, c.word)
				}
			}
		}
		if warned != (c.want != "") {
			t.Errorf("%s: %q: word-corrected warning = %v, want %v", c.schema, c.q, warned, c.want != "")
		}
	}
}

// TestMisspeltNeedsOneReading: an everyday English word never reads as a
// schema word one slip away, and a slip two schema words share reads as
// neither (synthetic schema, spelt as column names).
func TestMisspeltNeedsOneReading(t *testing.T) {
	s := syntheticSchema(map[string][]string{
		"country": {"country_name", "region", "surface_area"},
		"carton":  {"carton_size"},
		"canton":  {"canton_name", "seat"},
		"harbour": {"harbour_name", "depth"},
	})
	for _, c := range []struct{ q, word string }{
		{"How many carntons are there?", "carntons"}, // carton and canton are both a slip away
		{"What is the depth of each harbor?", ""},    // harbor is an English word: the lexicon's, not a slip
	} {
		r := groundOn(t, s, c.q)
		for _, w := range r.Warnings {
			if w.Check == "word-corrected" {
				t.Errorf("%q: corrected %q, want no correction", c.q, c.q[w.Span.Start:w.Span.End])
			}
		}
	}
	r := groundOn(t, s, "What is the surfcae area of each region?")
	found := false
	for _, l := range r.Mapping {
		if l.Element.ID() == "prop:country.surface_area" {
			found = true
		}
	}
	if !found {
		t.Errorf("'surfcae area' did not link surface_area: %+v", r.Mapping)
	}
}
