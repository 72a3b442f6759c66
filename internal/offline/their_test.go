package offline

import (
	"testing"
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
		cypherHas(t, r.Query, s, c.schema, c.question, c.want)
	}
}
