package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The brewery set's servers (make servers-brewery): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// brewery graph never clears another set's graph.
var (
	breweryNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_BREWERY_NEO4J_URI", Default: "bolt://127.0.0.1:7712", Start: "make servers-brewery"}
	breweryGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_BREWERY_GREMLIN_URI", Default: "ws://127.0.0.1:8231/gremlin", Start: "make servers-brewery"}
	breweryJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_BREWERY_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8232/gremlin", Start: "make servers-brewery"}
	breweryFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_BREWERY_FUSEKI_URI", Default: "http://127.0.0.1:3030/brewery"}
)

// No floor yet: the set has no offline test until its first run, which is
// made only after the set is merged, so nothing translates its questions
// while rules are being written (testdata/brewery/README.md).
var brewerySet = domainSet{name: "brewery", load: LoadBrewery, schema: BrewerySchema, servers: BreweryServers,
	neo4j: breweryNeo4j, gremlin: breweryGremlin, janusGraph: breweryJanusGraph, fuseki: breweryFuseki}

// The brewery set is a fresh check graph of a new domain (issue 23): 50
// questions, each with a written answer and a gold Cypher query, covering
// what a head brewer, a cellar manager, a sales manager or the owner of a
// craft brewery asks, and every item in the check split so the bench never
// prints one.
func TestBrewerySet(t *testing.T) {
	brewerySet.checkSet(t, 50, SplitCheck, true, []string{"lookup", "hop", "filter", "either-or", "unit", "count",
		"date", "grouping", "aggregate", "edge-aggregate", "superlative", "negation", "absent-value", "yes-no",
		"two-hop", "three-hop", "direction", "transitive", "edge-property", "comparison", "at-least"})
}

// The brewery set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestBreweryDefaultServers(t *testing.T) {
	brewerySet.checkDefaultServers(t)
}

// Every gold Cypher query of the brewery set gives the answer read from its
// rows before gql ran on it.
func TestBreweryGoldAnswers(t *testing.T) {
	t.Parallel()
	brewerySet.checkGoldAnswers(t)
}
