package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// The defaults of tiesCut and the zero-groups switch, on three schemas
// (movies, the test company graph, the ops example): a superlative with no
// number keeps every row tied with the first and says on what; a number
// keeps its cut; a count per group lists the groups with none, unless the
// group is named by the relationship it counts. Every plan renders in the
// three languages and our parsers read it back.
func TestTiesAndZeroGroupsDefaults(t *testing.T) {
	cases := []struct {
		schema, question string
		warn             string   // a warning the plan must carry
		notWarn          []string // warnings it must not carry
		want, not        []string // pieces of its Cypher
		ties             bool     // Query.Ties
		outer            bool     // a left-outer count (Query.Optional)
	}{
		{schema: "movies", question: "Who directed the most movies?", warn: "ties-kept", notWarn: []string{"ties-cut"}, ties: true,
			want: []string{"row.count >= nth.count"}, not: []string{"LIMIT 1"}},
		{schema: "company", question: "Which employee has the highest salary?", warn: "ties-kept", ties: true},
		{schema: "ops", question: "Which team has the most members?", warn: "ties-kept", ties: true},
		{schema: "movies", question: "Who is the oldest person?", warn: "ties-kept", ties: true},
		// A number given keeps N rows and says the tie is cut.
		{schema: "movies", question: "Who are the three oldest people?", warn: "ties-cut", notWarn: []string{"ties-kept"}, want: []string{"LIMIT 3"}},
		{schema: "company", question: "Who are the 2 employees with the highest salary?", warn: "ties-cut", notWarn: []string{"ties-kept"}, want: []string{"LIMIT 2"}},
		// A count per group lists every group, 0 included.
		{schema: "ops", question: "How many services does each team own?", warn: "zero-groups", outer: true,
			want: []string{"MATCH (t:Team) OPTIONAL MATCH (t)-[:OWNS]->(s:Service)", "count(s)"}},
		{schema: "movies", question: "How many movies did each person act in?", warn: "zero-groups", outer: true,
			want: []string{"OPTIONAL MATCH (p)-[:ACTED_IN]->(m:Movie)"}},
		{schema: "company", question: "How many employees work on each project?", warn: "zero-groups", outer: true,
			want: []string{"OPTIONAL MATCH (p)<-[:WORKS_ON]-(e:Employee)"}},
		// "each director": the directors are those who directed; the join
		// is the answer and nothing is said.
		{schema: "movies", question: "How many movies did each director direct?", notWarn: []string{"zero-groups"},
			want: []string{"MATCH (m:Movie)<-[:DIRECTED]-(p:Person)"}, not: []string{"OPTIONAL"}},
	}
	for _, c := range cases {
		g, s := probeGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		codes := map[string]string{}
		for _, w := range r.Warnings {
			codes[w.Check] = w.Summary + ": " + w.Detail
		}
		if c.warn != "" && codes[c.warn] == "" {
			t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, r.Warnings)
		}
		for _, w := range c.notWarn {
			if codes[w] != "" {
				t.Errorf("%s: %q: warned %s: %s", c.schema, c.question, w, codes[w])
			}
		}
		if d := codes["ties-kept"]; c.ties && !strings.Contains(d, "tied with the first on "+r.Query.Order[0].Col) {
			t.Errorf("%s: %q: the ties-kept warning does not name the rank %s: %s", c.schema, c.question, r.Query.Order[0].Col, d)
		}
		if r.Query.Ties != c.ties {
			t.Errorf("%s: %q: Ties %v, want %v", c.schema, c.question, r.Query.Ties, c.ties)
		}
		if (r.Query.Optional != nil) != c.outer {
			t.Errorf("%s: %q: left-outer %v, want %v", c.schema, c.question, r.Query.Optional != nil, c.outer)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok || lg != lang.Cypher {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			for _, w := range c.want {
				if !strings.Contains(flat, w) {
					t.Errorf("%s: %q: want %q in\n%s", c.schema, c.question, w, flat)
				}
			}
			for _, w := range c.not {
				if strings.Contains(flat, w) {
					t.Errorf("%s: %q: %q should not be in\n%s", c.schema, c.question, w, flat)
				}
			}
		}
	}
}
