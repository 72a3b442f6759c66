package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestSelfRelationshipDirection: on a relationship between two things of
// one label, which end is asked for follows voice and word order (the
// subject of an active verb is the source; "X's dependencies" leave X,
// "X's dependents" and "X's followers" reach it). Each plan is rendered in
// the three languages, each rendering parsed by our own parsers, and the
// Gremlin step leaving the named thing must walk the same way as Cypher.
func TestSelfRelationshipDirection(t *testing.T) {
	cases := []struct {
		schema, question string
		out              bool // the named thing is the edge's source
		typ              string
	}{
		{"packages", "Which packages depend on debug?", false, "DEPENDS_ON"},
		{"packages", "Which packages does express depend on?", true, "DEPENDS_ON"},
		{"packages", "What does express depend on?", true, "DEPENDS_ON"},
		{"packages", "What depends on debug?", false, "DEPENDS_ON"},
		{"packages", "What are the dependencies of express?", true, "DEPENDS_ON"},
		{"packages", "What are express's dependencies?", true, "DEPENDS_ON"},
		{"packages", "Which packages are express's dependents?", false, "DEPENDS_ON"},
		{"packages", "How many dependencies does express have?", true, "DEPENDS_ON"},
		{"packages", "How many dependents does debug have?", false, "DEPENDS_ON"},
		{"movies", "Who are Jessica Thompson's followers?", false, "FOLLOWS"},
		{"movies", "Who are the followers of Jessica Thompson?", false, "FOLLOWS"},
		{"movies", "Who follows Jessica Thompson?", false, "FOLLOWS"},
		{"movies", "Whom does Jessica Thompson follow?", true, "FOLLOWS"},
		{"movies", "What does Jessica Thompson follow?", true, "FOLLOWS"},
		{"company", "Which employees manage Ada Lovelace?", false, "MANAGES"},
		{"company", "Whom does Ada Lovelace manage?", true, "MANAGES"},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		arrow := "<-[:" + c.typ + "]-("
		step := ".in('" + c.typ + "')"
		if c.out {
			arrow, step = "-[:"+c.typ+"]->(", ".out('"+c.typ+"')"
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			switch {
			case lg == lang.Cypher && !strings.Contains(flat, "}) "+arrow) && !strings.Contains(flat, "})"+arrow):
				t.Errorf("%s: %q: want the named thing %s\n%s", c.schema, c.question, arrow, flat)
			case lg == lang.Gremlin && !strings.Contains(flat, step):
				t.Errorf("%s: %q: want %s\n%s", c.schema, c.question, step, flat)
			}
		}
	}
}
