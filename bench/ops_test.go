package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The ops set's servers (make servers-ops): its own Neo4j, Gremlin Server
// and JanusGraph, and a dataset of the shared Fuseki, so loading the ops
// graph never clears another set's graph.
var (
	opsNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_OPS_NEO4J_URI", Default: "bolt://127.0.0.1:7691", Start: "make servers-ops"}
	opsGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_OPS_GREMLIN_URI", Default: "ws://127.0.0.1:8189/gremlin", Start: "make servers-ops"}
	opsJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_OPS_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8190/gremlin", Start: "make servers-ops"}
	opsFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_OPS_FUSEKI_URI", Default: "http://127.0.0.1:3030/ops"}
)

var opsSet = domainSet{name: "ops", load: LoadOps, schema: OpsSchema, servers: OpsServers, floor: opsFloor,
	neo4j: opsNeo4j, gremlin: opsGremlin, janusGraph: opsJanusGraph, fuseki: opsFuseki}

// The ops set is the tuning graph of a new domain (issue 23, items 4-5): at
// least 60 questions, each with a written answer and a gold Cypher query,
// covering what a team lead asks, and none of them hidden from rule writers.
func TestOpsSet(t *testing.T) {
	opsSet.checkSet(t, 60, SplitTuning, false, []string{"lookup", "filter", "count", "grouping", "superlative", "negation", "date", "unit",
		"two-hop", "direction", "edge-property", "edge-aggregate", "either-or", "transitive", "path", "comparison", "pagination"})
}

// The ops set runs on its own servers by default, never on the movies set
// whose graph would give every answer wrong.
func TestOpsDefaultServers(t *testing.T) {
	opsSet.checkDefaultServers(t)
}

// Every gold Cypher query of the ops set gives the answer computed for it
// before it ran.
func TestOpsGoldAnswers(t *testing.T) {
	t.Parallel()
	opsSet.checkGoldAnswers(t)
}

// The offline compiler on the ops set, on all four servers (answersOffline).
func TestOpsAnswersOffline(t *testing.T) {
	t.Parallel()
	opsSet.checkAnswersOffline(t)
}

// opsFloor is the fewest right answers any server may get offline: the
// lowest of the four servers' (52 of 91 on Fuseki at the first run,
// docs/bench.md; 67 after the seventh session; 73 once ties are kept and
// empty groups listed, docs/offline.md "Ties and zero groups"; 78 with the
// ninth session's rules), to be raised as rules written on this tuning set
// land, never lowered. 81: one under the 82 strict right on Fuseki at the end of
// the 2026-11-26 session (85 on the other three), for the same plan choice.
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
const opsFloor = 83
