package gql

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
)

// TestAlignedGoldAgreesAcrossServers runs every hand-written gold query of
// the aligned movies set on its server — Cypher on Neo4j, Gremlin on Gremlin
// Server and on JanusGraph, SPARQL on Fuseki — and requires the four
// normalised results to be identical and non-empty. This is what makes the
// set a fair cross-language benchmark.
func TestAlignedGoldAgreesAcrossServers(t *testing.T) {
	g, s, _ := examples.Movies()
	ctx := context.Background()
	uris := map[backends.Backend]string{
		backends.Neo4j:         testenv.Neo4j(t),
		backends.GremlinServer: testenv.GremlinServer(t),
		backends.JanusGraph:    testenv.JanusGraph(t),
		backends.Fuseki:        strings.TrimRight(testenv.Fuseki(t), "/") + "/movies",
	}
	execs := map[backends.Backend]backends.Executor{}
	for b, uri := range uris {
		if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatal(err)
		}
		x, err := backends.Open(ctx, uri, backends.Options{Backend: b, Schema: s, Guard: critic.ReadOnlyGuard})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		execs[b] = x
	}
	cases := readAligned(t)
	if len(cases) < 40 {
		t.Fatalf("the aligned set has %d questions, want at least 40", len(cases))
	}
	categories := map[string]int{}
	for _, c := range cases {
		categories[c.Category]++
		ref, err := execs[backends.Neo4j].Exec(ctx, c.Cypher, backends.ExecOptions{})
		if err != nil {
			t.Errorf("%s: cypher: %v", c.ID, err)
			continue
		}
		if ref.Empty() {
			t.Errorf("%s: the gold answer is empty; the set should test answers that exist", c.ID)
		}
		for _, b := range []backends.Backend{backends.GremlinServer, backends.JanusGraph, backends.Fuseki} {
			got, err := execs[b].Exec(ctx, c.gold(b.Lang()), backends.ExecOptions{})
			if err != nil {
				t.Errorf("%s: %s: %v", c.ID, b, err)
				continue
			}
			if same, why := backends.Equal(ref, got, backends.CompareOptions{Ordered: c.Ordered}); !same {
				t.Errorf("%s: %s differs from Neo4j: %s", c.ID, b, why)
			}
		}
	}
	for _, want := range []string{"lookup", "filter", "one-hop", "two-hop", "edge-property", "count", "aggregate",
		"order-top-k", "existence", "negation", "variable-length-path"} {
		if categories[want] == 0 {
			t.Errorf("no %s question in the aligned set", want)
		}
	}
}
