package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// The league set's servers (make servers-league): its own Neo4j, Gremlin
// Server and JanusGraph, and a dataset of the shared Fuseki, so loading the
// league graph never clears another set's graph.
var (
	leagueNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_LEAGUE_NEO4J_URI", Default: "bolt://127.0.0.1:7697", Start: "make servers-league"}
	leagueGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_LEAGUE_GREMLIN_URI", Default: "ws://127.0.0.1:8201/gremlin", Start: "make servers-league"}
	leagueJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_LEAGUE_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8202/gremlin", Start: "make servers-league"}
	leagueFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_LEAGUE_FUSEKI_URI", Default: "http://127.0.0.1:3030/league"}
)

var leagueSet = domainSet{name: "league", load: LoadLeague, schema: LeagueSchema, servers: LeagueServers, floor: leagueFloor,
	neo4j: leagueNeo4j, gremlin: leagueGremlin, janusGraph: leagueJanusGraph, fuseki: leagueFuseki}

// The league set is a fresh new-domain check graph (issue 23, item 5): at
// least 55 questions, each with a written answer and a gold Cypher query,
// covering what a league secretary, a scout, a journalist and a fan ask, and
// every item in the check split so the bench never prints one.
func TestLeagueSet(t *testing.T) {
	leagueSet.checkSet(t, 55, SplitCheck, true, []string{"lookup", "hop", "filter", "unit", "count", "date", "grouping",
		"superlative", "negation", "yes-no", "two-hop", "three-hop", "direction", "transitive", "edge-property",
		"edge-aggregate", "aggregate", "either-or", "comparison", "pagination", "at-least", "string-match"})
}

// The league set runs on its own servers by default, never on the movies
// set whose graph would give every answer wrong.
func TestLeagueDefaultServers(t *testing.T) {
	leagueSet.checkDefaultServers(t)
}

// Every gold Cypher query of the league set gives the answer read from its
// rows and recomputed from the graph file before gql ran on it.
func TestLeagueGoldAnswers(t *testing.T) {
	t.Parallel()
	leagueSet.checkGoldAnswers(t)
}

// The offline compiler on the league set, on all four servers
// (answersOffline); only aggregates are logged, as a check set needs.
func TestLeagueAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 85 questions on four servers")
	}
	leagueSet.checkAnswersOffline(t)
}

// leagueFloor is the fewest strictly right answers any server may get
// offline: one under the lowest of the four servers' at the first run, with
// the compiler of e9d574e (29 of 85 strictly right on each of the four, 9
// wrong, 47 refused; docs/bench.md), never lowered. Being a check set, it
// is raised only by rules written on other sets: in the ninth session to
// one under the 33 strict right of every server.
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 35 strict right of every server (a check set: rules written on other sets lifted it).
const leagueFloor = 34
