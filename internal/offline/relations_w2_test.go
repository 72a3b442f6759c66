package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// exampleGraph reads a bundled example directory (movies, company, flights,
// campus, ops): the rules below are each checked on two of them.
func exampleGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	g, s, err := graph.ReadDir(filepath.Join("..", "..", "examples", name))
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

// relCase is one question on one example graph: the Cypher must hold every
// fragment of want and none of the "!fragment" ones; refused says it must
// be refused instead; warn is a fragment some warning's summary or detail
// must hold.
type relCase struct {
	graph, q string
	want     []string
	refused  bool
	warn     string
}

func checkRelCases(t *testing.T, cases []relCase) {
	t.Helper()
	for _, c := range cases {
		g, s := exampleGraph(t, c.graph)
		cy, ws, err := renderOfflineDiag(t, g, s, c.q)
		if c.refused {
			if err == nil {
				t.Errorf("%s %q: want a refusal, got %s", c.graph, c.q, cy)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %q: %v", c.graph, c.q, err)
			continue
		}
		for _, f := range c.want {
			if strings.HasPrefix(f, "!") {
				if strings.Contains(cy, f[1:]) {
					t.Errorf("%s %q: %s holds %q", c.graph, c.q, cy, f[1:])
				}
			} else if !strings.Contains(cy, f) {
				t.Errorf("%s %q: %s lacks %q", c.graph, c.q, cy, f)
			}
		}
		if c.warn != "" {
			found := false
			for _, w := range ws {
				if strings.Contains(w.Summary+" "+w.Detail, c.warn) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s %q: no warning holds %q: %v", c.graph, c.q, c.warn, ws)
			}
		}
		// The plan must render in the other two languages as well.
		linked := linkOn(t, g, s, c.q)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Fatal(err)
		}
		for _, lg := range []lang.Lang{lang.Gremlin, lang.SPARQL} {
			renderParsed(t, r.Query, lg, s, c.q)
		}
	}
}

// "S is a/the N of which O?" — an agent noun after a copula describes the
// copula's subject, whose name may be several words; what follows "of" is
// what the agent acts on, never the agent.
func TestAgentNounPredicate(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Atlantic Crown is a partner of which airlines?",
			want: []string{"(a:Airline {name: 'Atlantic Crown'})-[:PARTNER_OF]->(a2:Airline)", "!]->(a3"}},
		{graph: "movies", q: "Jessica Thompson is a follower of which people?",
			want: []string{"(p:Person {name: 'Jessica Thompson'})-[:FOLLOWS]->(p2:Person)", "!]->(p3"}},
		{graph: "company", q: "Olivia Grant is a manager of which employees?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})-[:MANAGES]->(e2:Employee)", "!]->(e3"}},
		{graph: "company", q: "Olivia Grant is the manager of whom?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})-[:MANAGES]->(e2:Employee)"}},
		{graph: "company", q: "Who is the manager of Olivia Grant?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})<-[:MANAGES]-(e2:Employee)"}},
	})
}
