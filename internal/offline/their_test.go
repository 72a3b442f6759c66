package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestTheirEdgeProperty: "… and their ratings" after a relationship the plan
// already names reads the property from that relationship, beside the
// answer. On movies and company; three languages render and parse.
func TestTheirEdgeProperty(t *testing.T) {
	cases := []struct {
		schema, question string
		want             string
	}{
		{"movies", "What are the first 3 movies with a review summary 'An amazing journey' and their ratings?", "r.rating AS rating"},
		{"company", "Which employees work on Atlas as a developer and their hours?", ".hours AS hours"},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if ok && lg == lang.Cypher && !strings.Contains(text, c.want) {
				t.Errorf("%s: %q:\n%s\nlacks %q", c.schema, c.question, text, c.want)
			}
		}
	}
}
