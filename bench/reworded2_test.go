package bench

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/lang"
)

// companySet is the company set as a source of rewordings: it is not a
// domain set of its own (it keeps gold queries in three languages and its
// example is also bundled), but its items are tuning material like theirs.
var companySet = domainSet{name: "company", load: LoadCompany, schema: "examples/company", servers: CompanyServers,
	neo4j: testenv.CompanyNeo4jEndpoint, gremlin: testenv.CompanyGremlinEndpoint, janusGraph: testenv.CompanyJanusGraphEndpoint, fuseki: testenv.CompanyFusekiEndpoint}

// reworded2Sets are the reworded2 set's sources, as Reworded2Sources names
// them.
var reworded2Sets = []domainSet{clinicSet, gridSet, deliverySet, logisticsSet, companySet}

func loadReworded2(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadReworded2("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// The reworded2 set asks questions of five tuning sets again in other
// words: every item names an original that exists and carries its answer,
// order, category and gold Cypher unchanged; each source gives at least 25.
func TestReworded2Set(t *testing.T) {
	ds := loadReworded2(t)
	checkDomainSet(t, ds, "reworded2", SplitTuning, "", false, nil)
	if len(ds.Sources) != len(reworded2Sets) || len(Reworded2Sources) != len(reworded2Sets) {
		t.Fatalf("%d sources in the set, %d registered; want %d", len(ds.Sources), len(Reworded2Sources), len(reworded2Sets))
	}
	per := checkRewordings(t, ds, reworded2Sets, false)
	for _, d := range reworded2Sets {
		if src := ds.Sources[d.name]; src.Schema != "../"+d.schema || !reflect.DeepEqual(src.Servers, d.servers) {
			t.Errorf("source %s: %+v, want %s on %v", d.name, src, d.schema, d.servers)
		}
		if per[d.name] < 25 {
			t.Errorf("%d items from %s; want at least 25 from each source", per[d.name], d.name)
		}
	}
	if n := len(ds.Items); n < 140 {
		t.Errorf("%d items; want about 150", n)
	}
}

// No original of the reworded2 set is one the reworded or reworded-check
// set already asks again: the point is wordings of other questions. Only
// the check set's (set, of) pairs are read, and a clash names the reworded2
// item alone.
func TestReworded2NewOriginals(t *testing.T) {
	taken := rewordedOriginals(t, RewordedPath, RewordedCheckPath)
	if len(taken) < 200 {
		t.Fatalf("read %d reworded originals; the two sets hold 288", len(taken))
	}
	for _, it := range loadReworded2(t).Items {
		if taken[it.Graph+"/"+it.Of] {
			t.Errorf("%s: its original is already reworded by the reworded or reworded-check set", it.ID)
		}
	}
}

// rewordedOriginals reads the "set/of" pairs of the rewording sets at paths
// (relative to the repository root) and nothing else of them, so a check
// set among them is read for its originals' ids only.
func rewordedOriginals(t *testing.T, paths ...string) map[string]bool {
	t.Helper()
	taken := map[string]bool{}
	for _, path := range paths {
		b, err := os.ReadFile("../" + path)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			var k struct{ Set, Of string }
			if err := json.Unmarshal([]byte(l), &k); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			taken[k.Set+"/"+k.Of] = true
		}
	}
	return taken
}

// Every reworded2 item's gold Cypher, run on its source set's Neo4j, gives
// the answer copied from its original.
func TestReworded2GoldAnswers(t *testing.T) {
	t.Parallel()
	ds := loadReworded2(t)
	for _, d := range reworded2Sets {
		goldAnswers(t, subset(ds, d.name), d.schema, d.neo4j)
	}
}

// The offline compiler on the reworded2 set, every item on its source set's
// four servers: each server of each target gives every item exactly one
// outcome, and strictly right answers do not fall below reworded2Floor.
func TestReworded2AnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 150 questions on four servers of five sets")
	}
	ds := loadReworded2(t)
	for _, d := range reworded2Sets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	checkRewordedScores(t, rep, "reworded2", len(ds.Items), reworded2Floor)
	for _, r := range rep.Items {
		if r.Graph == "" || r.Of == "" {
			t.Errorf("%s: the report does not name its source set and original (%q, %q)", r.ID, r.Graph, r.Of)
		}
	}
}

// reworded2Floor is the fewest strictly right answers any server may get
// offline: one under the 76 of 150 each of the four servers gave at the first run
// (docs/bench.md), to be raised as rules land, never lowered.
// Raised in the seventh session of 2026-11-26 to one under the 92 strict right of every server.
// Raised by branch turns (wording turns) to one under its 95 strict right on every server.
//
// Raised by fix18 (what the question asks for): 97 strictly right on
// the weakest server → 96.
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 100 strict right of every server.
// Raised when fix43–fix44 were merged (2026-11-28, out/s21c) to one under the 102 strict right of every server.
const reworded2Floor = 101
