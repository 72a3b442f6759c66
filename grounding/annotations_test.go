package grounding

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

// groundWith grounds q on a bundled example, with annotations when given.
func groundWith(t *testing.T, example, ann, q string) *Result {
	t.Helper()
	s0, g, err := examples.Resolve(example)
	if err != nil {
		t.Fatal(err)
	}
	s := *s0
	if ann != "" {
		a, err := schema.ParseAnnotations([]byte(ann), "t.yaml", &s)
		if err != nil {
			t.Fatal(err)
		}
		s.Annotations = a
	}
	gr, err := New(context.Background(), &s, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := gr.Ground(context.Background(), q, NewMemorySource(g, &s))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func linksTo(res *Result, id string) string {
	for _, l := range res.Mapping {
		if l.Element.ID() == id {
			return l.Text
		}
	}
	return ""
}

// A word the built-in lexicon does not tie to an element links once a user
// teaches it — on two schemas, for a label, an edge type (a phrase ending on
// its particle) and a property; an alias links a stored value.
func TestAnnotationsTeachWords(t *testing.T) {
	for _, c := range []struct {
		example, ann, q, id, span string
	}{
		{"company", "labels:\n  Employee:\n    synonyms: [associate]\n", "Which associates work on Phoenix?", "label:Employee", "associates"},
		{"company", "edges:\n  MANAGES:\n    synonyms: [reports to]\n", "Who reports to Priya Raman?", "edge:MANAGES", "reports to"},
		{"company", "properties:\n  Employee.salary:\n    synonyms: [remuneration]\n", "What is the remuneration of Tom Becker?", "prop:Employee.salary", "remuneration"},
		{"movies", "labels:\n  Person:\n    synonyms: [thespian]\n", "Which thespians were born in 1964?", "label:Person", "thespians"},
		{"movies", "properties:\n  Movie.tagline:\n    synonyms: [blurb]\n", "What is the blurb of The Matrix?", "prop:Movie.tagline", "blurb"},
	} {
		if got := linksTo(groundWith(t, c.example, "", c.q), c.id); got != "" {
			t.Errorf("%s: %q already links %s (%q) without annotations: pick a word the lexicon lacks", c.example, c.q, c.id, got)
		}
		if got := linksTo(groundWith(t, c.example, c.ann, c.q), c.id); got != c.span {
			t.Errorf("%s: %q with %q: %s linked from %q, want %q", c.example, c.q, c.ann, c.id, got, c.span)
		}
	}
}

func TestAnnotationsValueAlias(t *testing.T) {
	for _, c := range []struct {
		example, ann, q, field, value string
	}{
		{"company", "values:\n  - text: R&D\n    property: Department.name\n    value: Research and Development\n", "Which employees work in R&D?", "Department.name", "Research and Development"},
		{"company", "values:\n  - text: lead\n    property: WORKS_ON.role\n    value: owner\n", "Who is the lead of Phoenix?", "WORKS_ON.role", "owner"},
		{"movies", "values:\n  - text: the first Matrix\n    property: Movie.title\n    value: The Matrix\n", "Who acted in the first Matrix?", "Movie.title", "The Matrix"},
	} {
		res := groundWith(t, c.example, c.ann, c.q)
		found := false
		for _, v := range res.Values {
			b := v.Best()
			found = found || (b.Field.String() == c.field && b.Value == c.value)
		}
		if !found {
			t.Errorf("%s: %q: no value link to %s = %q; links %+v", c.example, c.q, c.field, c.value, res.Values)
		}
		if strings.Contains(c.ann, "WORKS_ON") {
			for _, v := range res.Values {
				if v.Best().Field.String() == c.field && !v.Best().Field.Edge {
					t.Errorf("an alias on an edge property must name an edge field: %+v", v.Best().Field)
				}
			}
		}
	}
}

// With a bare schema (no stored values to search) a taught alias still
// links its value.
func TestAnnotationsAliasWithoutValues(t *testing.T) {
	s0, _, err := examples.Resolve("company")
	if err != nil {
		t.Fatal(err)
	}
	s := *s0
	a, err := schema.ParseAnnotations([]byte("values:\n  - text: R&D\n    property: Department.name\n    value: Research and Development\n"), "t.yaml", &s)
	if err != nil {
		t.Fatal(err)
	}
	s.Annotations = a
	gr, err := New(context.Background(), &s, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := gr.Ground(context.Background(), "Who works in R&D?", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Values) != 1 || res.Values[0].Best().Value != "Research and Development" {
		t.Errorf("values %+v", res.Values)
	}
	if res, _ := gr.Ground(context.Background(), "Does Alice Smith work in R&D?", nil); len(res.Unmatched) != 0 {
		t.Errorf("with no values searched nothing is unmatched, got %+v", res.Unmatched)
	}
}
