package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The campus set's servers (make servers-campus): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// campus graph never clears another set's graph.
var (
	campusNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_CAMPUS_NEO4J_URI", Default: "bolt://127.0.0.1:7694", Start: "make servers-campus"}
	campusGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_CAMPUS_GREMLIN_URI", Default: "ws://127.0.0.1:8195/gremlin", Start: "make servers-campus"}
	campusJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_CAMPUS_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8196/gremlin", Start: "make servers-campus"}
	campusFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_CAMPUS_FUSEKI_URI", Default: "http://127.0.0.1:3030/campus"}
)

var campusSet = domainSet{name: "campus", load: LoadCampus, schema: CampusSchema, servers: CampusServers, floor: campusFloor,
	neo4j: campusNeo4j, gremlin: campusGremlin, janusGraph: campusJanusGraph, fuseki: campusFuseki}

// The campus set is fresh tuning material of a new domain (issue 23, item
// 5): at least 60 questions, each with a written answer and a gold Cypher
// query, covering what a registrar or an adviser asks, none of them hidden
// from rule writers.
func TestCampusSet(t *testing.T) {
	campusSet.checkSet(t, 60, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"superlative", "negation", "yes-no", "two-hop", "three-hop", "direction", "transitive", "edge-property", "edge-aggregate", "either-or",
		"comparison", "pagination", "path"})
}

// The campus set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestCampusDefaultServers(t *testing.T) {
	campusSet.checkDefaultServers(t)
}

// Every gold Cypher query of the campus set gives the answer read from its
// rows and recomputed from the generator's data before gql ran on it.
func TestCampusGoldAnswers(t *testing.T) {
	t.Parallel()
	campusSet.checkGoldAnswers(t)
}

// The offline compiler on the campus set, on all four servers
// (answersOffline).
func TestCampusAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 90 questions on four servers")
	}
	campusSet.checkAnswersOffline(t)
}

// campusFloor is the fewest strictly right answers any server may get
// offline: the lowest of the four servers' at the first run, before any
// rule was written on this set (36 of 90 on Fuseki, 38 on the other three;
// no tie or empty group counted; docs/bench.md), to be raised as rules
// written on this tuning set land, never lowered. 77: one under the 78 strict right
// on Fuseki at the end of the 2026-11-26 session (80 on the other three), as one
// either/or plan is not yet chosen the same way on every run (docs/offline.md).
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 81 strict right of every server.
const campusFloor = 80
