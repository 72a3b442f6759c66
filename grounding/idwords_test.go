package grounding

import (
	"testing"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// TestIDWords: an identifier word links the one identifier of the label it
// qualifies, on column-style (template_id) and plain (id) schemas; a label
// with two identifiers leaves it unlinked.
func TestIDWords(t *testing.T) {
	str := schema.Type("string")
	cols := &schema.Schema{Name: "docs", Labels: []schema.Label{
		{Name: "templates", Properties: []schema.Property{{Name: "template_id", Type: str}, {Name: "version_number", Type: str}}},
		{Name: "documents", Properties: []schema.Property{{Name: "document_id", Type: str}, {Name: "template_id", Type: str}, {Name: "document_name", Type: str}}},
		{Name: "pairs", Properties: []schema.Property{{Name: "id", Type: str}, {Name: "pair_id", Type: str}}},
	}}
	plain := &schema.Schema{Name: "graph", Labels: []schema.Label{
		{Name: "keyword", Properties: []schema.Property{{Name: "id", Type: str}, {Name: "name", Type: str}}},
		{Name: "genre", Properties: []schema.Property{{Name: "id", Type: str}, {Name: "name", Type: str}}},
	}}
	for _, c := range []struct {
		s       *schema.Schema
		q, want string
	}{
		{cols, "What are the ids of templates with version number 5?", "prop:templates.template_id"},
		{cols, "List the ids for all documents.", "prop:documents.document_id"},
		{plain, "What are the IDs of all keywords?", "prop:keyword.id"},
		{plain, "Show the ids of every genre.", "prop:genre.id"},
		{cols, "What are the ids of the pairs?", ""}, // two identifiers: which one is a guess
	} {
		r := groundOn(t, c.s, c.q)
		got := ""
		for _, l := range r.Mapping {
			if english.IDWord(l.Text) {
				got = l.Element.ID()
			}
		}
		if got != c.want {
			t.Errorf("%s: %q: id word linked %q, want %q (%+v)", c.s.Name, c.q, got, c.want, r.Mapping)
		}
	}
}
