package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The flights set's servers (make servers-flights): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// flights graph never clears another set's graph.
var (
	flightsNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_FLIGHTS_NEO4J_URI", Default: "bolt://127.0.0.1:7693", Start: "make servers-flights"}
	flightsGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_FLIGHTS_GREMLIN_URI", Default: "ws://127.0.0.1:8193/gremlin", Start: "make servers-flights"}
	flightsJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_FLIGHTS_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8194/gremlin", Start: "make servers-flights"}
	flightsFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_FLIGHTS_FUSEKI_URI", Default: "http://127.0.0.1:3030/flights"}
)

var flightsSet = domainSet{name: "flights", load: LoadFlights, schema: FlightsSchema, servers: FlightsServers, floor: flightsFloor,
	neo4j: flightsNeo4j, gremlin: flightsGremlin, janusGraph: flightsJanusGraph, fuseki: flightsFuseki}

// The flights set is fresh tuning material of a new domain (issue 23, item
// 5): at least 60 questions, each with a written answer and a gold Cypher
// query, covering what an airline network planner asks, none of them hidden
// from rule writers.
func TestFlightsSet(t *testing.T) {
	flightsSet.checkSet(t, 60, SplitTuning, false, []string{"lookup", "hop", "filter", "unit", "count", "grouping",
		"superlative", "pagination", "negation", "date", "direction", "edge-property", "edge-aggregate", "either-or", "two-hop", "three-hop",
		"transitive", "path", "yes-no", "comparison", "string-match", "absent-value"})
}

// The flights set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestFlightsDefaultServers(t *testing.T) {
	flightsSet.checkDefaultServers(t)
}

// Every gold Cypher query of the flights set gives the answer computed for
// it from the graph's data model (testdata/flights/questions.py) before the
// query ran.
func TestFlightsGoldAnswers(t *testing.T) {
	t.Parallel()
	flightsSet.checkGoldAnswers(t)
}

// The offline compiler on the flights set, on all four servers
// (answersOffline).
func TestFlightsAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 88 questions on four servers")
	}
	flightsSet.checkAnswersOffline(t)
}

// flightsFloor is the fewest strictly right answers any server may get
// offline: the first run, after the questions and answers were committed
// (40 of 88 on each of the four servers, no tie or empty group counted;
// docs/bench.md), to be raised as rules written on this tuning set land,
// never lowered. 71: one under the 72 strict right on Fuseki at the end of the
// 2026-11-26 session (74 on the other three), as one either/or plan is not yet
// chosen the same way on every run (docs/offline.md).
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
const flightsFloor = 72
