package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The library set's servers (make servers-library): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// library graph never clears another set's graph.
var (
	libraryNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_LIBRARY_NEO4J_URI", Default: "bolt://127.0.0.1:7692", Start: "make servers-library"}
	libraryGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_LIBRARY_GREMLIN_URI", Default: "ws://127.0.0.1:8191/gremlin", Start: "make servers-library"}
	libraryJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_LIBRARY_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8192/gremlin", Start: "make servers-library"}
	libraryFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_LIBRARY_FUSEKI_URI", Default: "http://127.0.0.1:3030/library"}
)

var librarySet = domainSet{name: "library", load: LoadLibrary, schema: LibrarySchema, servers: LibraryServers, floor: libraryFloor,
	neo4j: libraryNeo4j, gremlin: libraryGremlin, janusGraph: libraryJanusGraph, fuseki: libraryFuseki}

// The library set was the second new-domain check graph (issue 23, item 5)
// and is a tuning set since 2026-11-26: at least 50 questions, each with a
// written answer and a gold Cypher query, covering what a branch manager
// asks, every item reported.
func TestLibrarySet(t *testing.T) {
	librarySet.checkSet(t, 50, SplitTuning, false, []string{"lookup", "filter", "count", "grouping", "superlative", "negation", "date", "unit",
		"two-hop", "direction", "edge-property", "edge-aggregate", "either-or", "comparison", "pagination", "yes-no"})
}

// The library set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestLibraryDefaultServers(t *testing.T) {
	librarySet.checkDefaultServers(t)
}

// Every gold Cypher query of the library set gives the answer computed for
// it from the graph's data model before the query ran.
func TestLibraryGoldAnswers(t *testing.T) {
	t.Parallel()
	librarySet.checkGoldAnswers(t)
}

// The offline compiler on the library set, on all four servers
// (answersOffline). It logs the aggregates only: this is a check set, and
// its items are not to be read one by one (testdata/library/README.md).
func TestLibraryAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 79 questions on four servers")
	}
	librarySet.checkAnswersOffline(t)
}

// libraryFloor is the fewest strictly right answers any server may get
// offline: what docs/bench.md records for the first run (39 of 79 on each
// of the four servers, no tie or empty group counted; 40 at the end of the
// third session), to be raised when the compiler gets better in general,
// never lowered, and never by reading this set's items. 47: one under the 48 of
// the end of the 2026-11-26 session, for the same run-to-run plan choice.
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
// Raised at the merge of hotelfail, leftovers and relagg2 (branch merge7) to
// one under the 70 strict right on each of the four servers (docs/offline.md).
const libraryFloor = 70
