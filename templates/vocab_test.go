package templates

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// A graph whose RDF uses its own namespace and local names with '#'
// (as Spider4SPARQL's do) renders with that namespace and escaped names.
func TestSPARQLForeignVocabulary(t *testing.T) {
	s := &schema.Schema{Name: "singer", Vocab: "http://valuenet/ontop/",
		Labels: []schema.Label{{Name: "singer", Properties: []schema.Property{{Name: "singer#Name", Type: schema.String}}}}}
	q := &Query{Match: []Path{P(N("s", "singer"))}, Return: []Proj{{Var: "s", Prop: "singer#Name", As: "name"}}}
	out, err := Render(q, lang.SPARQL, s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "PREFIX : <http://valuenet/ontop/>") || !strings.Contains(out, `:singer\#Name`) {
		t.Fatalf("rendered:\n%s", out)
	}
}
