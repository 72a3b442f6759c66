package offline

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/templates"
)

// TestAggregateComparedAgreesAcrossServers compiles comparisons with an
// aggregate on movies and company, renders each plan in the three
// languages and requires Neo4j, Gremlin Server, JanusGraph and Fuseki to
// return the same rows, and at least one: a rendering only one language
// gets right would be a wrong answer on the others.
func TestAggregateComparedAgreesAcrossServers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the plans on eight servers")
	}
	ctx := context.Background()
	sets := map[string][]string{
		"movies": {
			"How many movies were released after the average?",
			"Which movies were released later than the average release year?",
			"List the people born later than the average.",
		},
		"company": {
			"Which employees in Finance have a salary above the average salary?",
			"How many departments have a budget below the average budget?",
			"List the employees whose salary is above the average salary of all employees.",
		},
	}
	for set, questions := range sets {
		g, s := exampleGraph(t, set)
		uris := map[backends.Backend]string{}
		if set == "movies" {
			uris[backends.Neo4j], uris[backends.GremlinServer], uris[backends.JanusGraph] = testenv.Neo4j(t), testenv.GremlinServer(t), testenv.JanusGraph(t)
			uris[backends.Fuseki] = strings.TrimRight(testenv.Fuseki(t), "/") + "/movies"
		} else {
			c := testenv.Company(t)
			uris[backends.Neo4j], uris[backends.GremlinServer], uris[backends.JanusGraph], uris[backends.Fuseki] = c["neo4j"], c["gremlin"], c["janusgraph"], c["fuseki"]
		}
		xs := map[backends.Backend]backends.Executor{}
		for _, b := range backends.All {
			if _, err := backends.Load(ctx, uris[b], g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
				t.Fatal(err)
			}
			x, err := backends.Open(ctx, uris[b], backends.Options{Backend: b, Schema: s, Guard: critic.ReadOnlyGuard})
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			xs[b] = x
		}
		for _, question := range questions {
			linked := linkOn(t, g, s, question)
			r, err := Compile(EvidenceFrom(linked.Grounding), s)
			if err != nil {
				t.Errorf("%s: %q: %v", set, question, err)
				continue
			}
			if r.Query.Than == nil || r.Query.Than.Agg == templates.NoAgg {
				t.Errorf("%s: %q: the plan compares with no aggregate", set, question)
				continue
			}
			var first *backends.Result
			for _, b := range backends.All {
				text, err := templates.Render(r.Query, b.Lang(), s)
				if err != nil {
					t.Errorf("%s: %q: render %s: %v", set, question, b.Lang(), err)
					continue
				}
				got, err := xs[b].Exec(ctx, text, backends.ExecOptions{})
				if err != nil {
					t.Errorf("%s: %q on %s: %v\n%s", set, question, b, err, text)
					continue
				}
				if len(got.Rows) == 0 {
					t.Errorf("%s: %q on %s: no rows\n%s", set, question, b, text)
				}
				if first == nil {
					first = got
					continue
				}
				if same, why := backends.Equal(first, got, backends.CompareOptions{Ordered: len(r.Query.Order) > 0}); !same {
					t.Errorf("%s: %q: %s differs from %s: %s\n%s", set, question, b, backends.All[0], why, text)
				}
			}
		}
	}
}
