package grounding

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestRunTogetherPhrases: a column name that runs a phrase together with
// its function word ("placeofbirth") or cuts its first word short
// ("manufyear") embeds as the phrase, so the question's words link it; a
// cut part that begins words of different meanings stays whole. Two
// synthetic schemas.
func TestRunTogetherPhrases(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"placeofbirth", "place of birth"},
		{"costperunit", "cost per unit"},
		{"manufyear", "manufacture year"},
		{"releasyear", "release year"},
		{"populyear", "populyear"}, // populace, population, popular: no one reading
	} {
		if got := ElementText(Element{Kind: PropKind, Name: c.name, Owner: "thing"}); got != c.want {
			t.Errorf("ElementText(%s) = %q, want %q", c.name, got, c.want)
		}
	}
	str, num := schema.Type("string"), schema.Type("int")
	staff := &schema.Schema{Name: "staff", Labels: []schema.Label{
		{Name: "staff", Properties: []schema.Property{{Name: "staff_name", Type: str}, {Name: "placeofbirth", Type: str}, {Name: "hireyear", Type: num}}},
		{Name: "office", Properties: []schema.Property{{Name: "office_name", Type: str}, {Name: "city", Type: str}}},
	}}
	machines := &schema.Schema{Name: "machines", Labels: []schema.Label{
		{Name: "machine", Properties: []schema.Property{{Name: "machine_name", Type: str}, {Name: "manufyear", Type: num}, {Name: "costperunit", Type: num}}},
		{Name: "vendor", Properties: []schema.Property{{Name: "vendor_name", Type: str}}},
	}}
	for _, c := range []struct {
		s    *schema.Schema
		q    string
		want string
	}{
		{staff, "What is the place of birth of each staff member?", "prop:staff.placeofbirth"},
		{machines, "Which machines have a manufacture year after 2000?", "prop:machine.manufyear"},
		{machines, "List the cost per unit of every machine.", "prop:machine.costperunit"},
	} {
		r := groundOn(t, c.s, c.q)
		found := false
		for _, l := range r.Mapping {
			if l.Element.ID() == c.want && l.Score >= 0.99 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %q: no link to %s at 1.00: %+v", c.s.Name, c.q, c.want, r.Mapping)
		}
	}
}
