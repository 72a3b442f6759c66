package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The transit set's servers (make servers-transit): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// transit graph never clears another set's graph.
var (
	transitNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_TRANSIT_NEO4J_URI", Default: "bolt://127.0.0.1:7707", Start: "make servers-transit"}
	transitGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_TRANSIT_GREMLIN_URI", Default: "ws://127.0.0.1:8221/gremlin", Start: "make servers-transit"}
	transitJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_TRANSIT_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8222/gremlin", Start: "make servers-transit"}
	transitFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_TRANSIT_FUSEKI_URI", Default: "http://127.0.0.1:3030/transit"}
)

var transitSet = domainSet{name: "transit", load: LoadTransit, schema: TransitSchema, servers: TransitServers, floor: transitFloor,
	neo4j: transitNeo4j, gremlin: transitGremlin, janusGraph: transitJanusGraph, fuseki: transitFuseki}

// The transit set is fresh tuning material of a new domain (issue 23): 50
// questions, each with a written answer and a gold Cypher query, covering
// what a network planner, a depot manager, a control-room operator or an
// accessibility officer asks, none of them hidden from rule writers.
func TestTransitSet(t *testing.T) {
	transitSet.checkSet(t, 50, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"aggregate", "superlative", "negation", "absent-value", "yes-no", "two-hop", "three-hop", "direction", "transitive",
		"edge-property", "edge-aggregate", "either-or", "comparison", "at-least"})
}

// The transit set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestTransitDefaultServers(t *testing.T) {
	transitSet.checkDefaultServers(t)
}

// Every gold Cypher query of the transit set gives the answer read from its
// rows before gql ran on it.
func TestTransitGoldAnswers(t *testing.T) {
	t.Parallel()
	transitSet.checkGoldAnswers(t)
}

// The offline compiler on the transit set, on all four servers
// (answersOffline).
func TestTransitAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 50 questions on four servers")
	}
	transitSet.checkAnswersOffline(t)
}

// transitFloor is the fewest strictly right answers any server may get
// offline: one under the strict right of the first run (25 on every
// server, compiler as at main 3cae6e4; docs/bench.md "The transit tuning
// set, first run"), never lowered.
const transitFloor = 28
