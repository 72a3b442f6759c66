package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The delivery set's servers (make servers-delivery): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// delivery graph never clears another set's graph.
var (
	deliveryNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_HOTEL_NEO4J_URI", Default: "bolt://127.0.0.1:7700", Start: "make servers-delivery"}
	deliveryGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_HOTEL_GREMLIN_URI", Default: "ws://127.0.0.1:8207/gremlin", Start: "make servers-delivery"}
	deliveryJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_HOTEL_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8208/gremlin", Start: "make servers-delivery"}
	deliveryFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_HOTEL_FUSEKI_URI", Default: "http://127.0.0.1:3030/delivery"}
)

var deliverySet = domainSet{name: "delivery", load: LoadDelivery, schema: DeliverySchema, servers: DeliveryServers, floor: deliveryFloor,
	neo4j: deliveryNeo4j, gremlin: deliveryGremlin, janusGraph: deliveryJanusGraph, fuseki: deliveryFuseki}

// The delivery set is fresh tuning material of a new domain (issue 23, item
// 5): at least 60 questions, each with a written answer and a gold Cypher
// query, covering what a city manager, a restaurant-partnerships lead or a
// data analyst asks, none of them hidden from rule writers.
func TestDeliverySet(t *testing.T) {
	deliverySet.checkSet(t, 60, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"superlative", "negation", "absent-value", "yes-no", "two-hop", "three-hop", "direction", "transitive", "edge-property",
		"edge-aggregate", "either-or", "comparison", "pagination", "at-least"})
}

// The delivery set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestDeliveryDefaultServers(t *testing.T) {
	deliverySet.checkDefaultServers(t)
}

// Every gold Cypher query of the delivery set gives the answer read from its
// rows and recomputed from the graph file before gql ran on it.
func TestDeliveryGoldAnswers(t *testing.T) {
	t.Parallel()
	deliverySet.checkGoldAnswers(t)
}

// The offline compiler on the delivery set, on all four servers
// (answersOffline).
func TestDeliveryAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 93 questions on four servers")
	}
	deliverySet.checkAnswersOffline(t)
}

// deliveryFloor is the fewest strictly right answers any server may get
// offline: one under the lowest of the four servers' after the rules written
// on this set's first-run failures and the units rules (74 on each at the end
// of the fourth 2026-11-26 session; the first run was 53), never lowered.
// Raised to one under fix19's 77 (docs/offline.md "Conditions and walks
// (fix19)").
// Raised when fix31–fix37 were merged (2026-11-28, out/s20a) to one under the 79 strict right of every server.
// Raised when fix43–fix44 were merged (2026-11-28, out/s21c) to one under the 80 strict right of every server.
const deliveryFloor = 79
