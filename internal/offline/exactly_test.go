package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestExactCount: "exactly N Ys" after a verb counts related things and
// compares the count with N (warned count-compared); it was read as a row
// count and refused. "exactly 0" keeps the things with none (Optional).
// A number after "exactly" that names no related things stays refused. On
// movies, company and ops; rendered and parsed in the three languages.
func TestExactCount(t *testing.T) {
	cases := []struct {
		schema, question string
		check            string
		want             []string
	}{
		{"movies", "Which people acted in exactly 2 movies?", "", []string{"(p:Person)-[:ACTED_IN]->(m:Movie)", "count(DISTINCT m) AS count", "WHERE count = 2", "!OPTIONAL", "!LIMIT"}},
		{"movies", "Which movies have exactly 3 actors?", "", []string{"count(DISTINCT p) AS count", "WHERE count = 3", "!LIMIT"}},
		{"company", "Which departments have exactly 2 employees?", "", []string{"(d:Department)<-[:WORKS_IN]-(e:Employee)", "WHERE count = 2", "!LIMIT"}},
		{"company", "Which employees work on exactly 0 projects?", "", []string{"OPTIONAL MATCH", "WHERE count = 0"}},
		{"movies", "Which movies did exactly 3 people act in?", "", []string{"count(DISTINCT p) AS count", "WHERE count = 3"}},
		// Counted things under a filter of their own, or a second count,
		// need a grouping the plan does not build: still refused.
		{"movies", "Which people acted in exactly 2 movies released after 2000?", "count-comparison", nil},
		{"company", "Which employees work on exactly 2 projects started after 2020?", "count-comparison", nil},
		{"clinic", "Which wards have exactly 2 patients?", "", []string{"count(DISTINCT", "WHERE count = 2", "!LIMIT"}},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		var u *UnanswerableError
		switch {
		case c.check != "":
			if !errors.As(err, &u) || u.Diagnostic.Check != c.check {
				t.Errorf("%s: %q: got %v, want the refusal %s", c.schema, c.question, err, c.check)
			}
			continue
		case err != nil:
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := hasWarning(r.Warnings, "count-compared", "")
		if !warned {
			t.Errorf("%s: %q: no count-compared warning in %v", c.schema, c.question, r.Warnings)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok || lg != lang.Cypher {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			for _, w := range c.want {
				if neg := strings.HasPrefix(w, "!"); neg == strings.Contains(flat, strings.TrimPrefix(w, "!")) {
					t.Errorf("%s: %q: want %q\n%s", c.schema, c.question, w, flat)
				}
			}
		}
	}
}
