package templates

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// TestPlainAliases: a column named verbatim after a table-prefixed property
// ("airlines#abbreviation", as graphs converted from tables name them) is
// spelled as a plain identifier in every language, and the ordering that
// names it follows the new name; two such columns stay distinct.
func TestPlainAliases(t *testing.T) {
	s := &schema.Schema{Name: "tables", Labels: []schema.Label{{Name: "airlines", Properties: []schema.Property{
		{Name: "airlines#abbreviation", Type: schema.String}, {Name: "airlines#airline", Type: schema.String}, {Name: "airlines#uid", Type: schema.Int}}}}}
	q := &Query{
		Match:  []Path{P(N("a", "airlines"))},
		Return: []Proj{{Var: "a", Prop: "airlines#abbreviation", As: "airlines#abbreviation"}, {Var: "a", Prop: "airlines#airline", As: "airlines#airline"}},
		Order:  []Sort{{Col: "airlines#airline"}},
	}
	n, err := Normalize(q, s)
	if err != nil {
		t.Fatal(err)
	}
	if n.Return[0].As != "airlines_abbreviation" || n.Return[1].As != "airlines_airline" || n.Order[0].Col != "airlines_airline" {
		t.Fatalf("want plain column names and the ordering renamed, got %+v order %+v", n.Return, n.Order)
	}
	if q.Return[0].As != "airlines#abbreviation" {
		t.Fatalf("Normalize changed its input: %+v", q.Return)
	}
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		text, err := Render(q, lg, s)
		if err != nil {
			t.Fatalf("%s: %v", lg, err)
		}
		if !strings.Contains(text, "airlines_abbreviation") {
			t.Errorf("%s: want the plain column name in\n%s", lg, text)
		}
	}
}
