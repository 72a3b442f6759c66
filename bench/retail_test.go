package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The retail set's servers (make servers-retail): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// retail graph never clears another set's graph.
var (
	retailNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_RETAIL_NEO4J_URI", Default: "bolt://127.0.0.1:7695", Start: "make servers-retail"}
	retailGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_RETAIL_GREMLIN_URI", Default: "ws://127.0.0.1:8197/gremlin", Start: "make servers-retail"}
	retailJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_RETAIL_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8198/gremlin", Start: "make servers-retail"}
	retailFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_RETAIL_FUSEKI_URI", Default: "http://127.0.0.1:3030/retail"}
)

var retailSet = domainSet{name: "retail", load: LoadRetail, schema: RetailSchema, servers: RetailServers, floor: retailFloor,
	neo4j: retailNeo4j, gremlin: retailGremlin, janusGraph: retailJanusGraph, fuseki: retailFuseki}

// The retail set is fresh tuning material of a new domain (issue 23, item
// 5): at least 70 questions, each with a written answer and a gold Cypher
// query, covering what a shop manager, a merchandiser or a support lead
// asks, none of them hidden from rule writers.
func TestRetailSet(t *testing.T) {
	retailSet.checkSet(t, 70, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"superlative", "negation", "absent-value", "yes-no", "two-hop", "three-hop", "direction", "transitive", "edge-property",
		"edge-aggregate", "either-or", "comparison", "pagination", "at-least"})
}

// The retail set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestRetailDefaultServers(t *testing.T) {
	retailSet.checkDefaultServers(t)
}

// Every gold Cypher query of the retail set gives the answer read from its
// rows and recomputed from the graph file before gql ran on it.
func TestRetailGoldAnswers(t *testing.T) {
	t.Parallel()
	retailSet.checkGoldAnswers(t)
}

// The offline compiler on the retail set, on all four servers
// (answersOffline).
func TestRetailAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 105 questions on four servers")
	}
	retailSet.checkAnswersOffline(t)
}

// retailFloor is the fewest strictly right answers any server may get
// offline: the lowest of the four servers' at the first run, before any
// rule was written on this set (47 of 105 on each of the four, with no tie
// or empty group counted; docs/bench.md), to be raised as rules written on
// this tuning set land, never lowered.
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
// Raised to one under fix19's 88 (docs/offline.md "Conditions and walks
// (fix19)").
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 89 strict right of every server.
const retailFloor = 88
