package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The clinic set's servers (make servers-clinic): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// clinic graph never clears another set's graph.
var (
	clinicNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_CLINIC_NEO4J_URI", Default: "bolt://127.0.0.1:7701", Start: "make servers-clinic"}
	clinicGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_CLINIC_GREMLIN_URI", Default: "ws://127.0.0.1:8209/gremlin", Start: "make servers-clinic"}
	clinicJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_CLINIC_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8210/gremlin", Start: "make servers-clinic"}
	clinicFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_CLINIC_FUSEKI_URI", Default: "http://127.0.0.1:3030/clinic"}
)

var clinicSet = domainSet{name: "clinic", load: LoadClinic, schema: ClinicSchema, servers: ClinicServers, floor: clinicFloor,
	neo4j: clinicNeo4j, gremlin: clinicGremlin, janusGraph: clinicJanusGraph, fuseki: clinicFuseki}

// The clinic set is fresh tuning material of a new domain (issue 23, item
// 5): at least 60 questions, each with a written answer and a gold Cypher
// query, covering what a clinic manager, a head nurse, a scheduler or a
// quality analyst asks, none of them hidden from rule writers.
func TestClinicSet(t *testing.T) {
	clinicSet.checkSet(t, 60, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"superlative", "negation", "absent-value", "yes-no", "two-hop", "three-hop", "direction", "transitive", "edge-property",
		"edge-aggregate", "either-or", "comparison", "pagination", "at-least"})
}

// The clinic set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestClinicDefaultServers(t *testing.T) {
	clinicSet.checkDefaultServers(t)
}

// Every gold Cypher query of the clinic set gives the answer read from its
// rows before gql ran on it.
func TestClinicGoldAnswers(t *testing.T) {
	t.Parallel()
	clinicSet.checkGoldAnswers(t)
}

// The offline compiler on the clinic set, on all four servers
// (answersOffline).
func TestClinicAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 84 questions on four servers")
	}
	clinicSet.checkAnswersOffline(t)
}

// clinicFloor is the fewest strictly right answers any server may get
// offline: one under the lowest of the four servers' on the first run (47 on
// Neo4j, Gremlin Server and JanusGraph, 46 on Fuseki; docs/bench.md), never
// lowered.
// Raised in the seventh session of 2026-11-26 to one under the 59 strict right of Fuseki.
//
// Raised by fix18 (what the question asks for): 65 strictly right on
// the weakest server → 64.
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 66 strict right of every server.
const clinicFloor = 65
