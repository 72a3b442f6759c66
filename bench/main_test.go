package bench

import (
	"context"
	"flag"
	"os"
	"reflect"
	"runtime"
	"strconv"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

// serverTests is how many of the package's parallel tests run at once
// unless -test.parallel says otherwise, and serverWorkers how many EX runs
// one bench run has in flight (Options.workers). Most tests here run a set
// on servers of its own and wait on those servers' round trips, not on this
// process: go test's default of GOMAXPROCS (two on the CI machine) left the
// servers idle while two sets ran one query at a time (the package took
// 551 s cold in CI; issue 23 allows five minutes for the whole go test
// ./...). Six sets at once and three EX runs each keep the machine's cores
// busy without flooding one server: each set's Neo4j, Gremlin Server and
// JanusGraph serve only its own test, and Fuseki, shared, is one process
// with a thread pool.
const (
	serverTests   = 6
	serverWorkers = 3
)

func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given && runtime.GOMAXPROCS(0) < serverTests {
		flag.Set("test.parallel", strconv.Itoa(serverTests))
	}
	os.Exit(m.Run())
}

// sameItems fails when two runs' item results differ in anything but the
// translation's latency.
func sameItems(t *testing.T, seq, con []ItemResult) {
	t.Helper()
	if len(seq) != len(con) {
		t.Fatalf("%d item results sequentially, %d with workers", len(seq), len(con))
	}
	for i := range seq {
		a, b := seq[i], con[i]
		a.LatencyNS, b.LatencyNS = 0, 0
		if !reflect.DeepEqual(a, b) {
			t.Errorf("item %d differs:\nsequential %+v\nworkers    %+v", i, a, b)
		}
	}
}

// Options.workers gives the report a sequential run gives, item for item
// and in the same order: here without servers, on the movies schema.
func TestWorkersSameReportNoServers(t *testing.T) {
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Dataset: ds, Targets: lang.All, Setup: gql.Setup{Schema: "movies"}}
	seq, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.workers = serverWorkers
	con, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	sameItems(t, seq.Items, con.Items)
}

// The same on servers, over a set whose items run on six graphs (each
// graph's compiler in a goroutine of its own): two items of each graph of
// asked3, so the test stays short.
func TestWorkersSameReportOnServers(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs twelve questions on the servers of six sets")
	}
	full := asked3.dataset(t)
	ds := *full
	ds.Items = nil
	per := map[string]int{}
	for _, it := range full.Items {
		if per[it.Graph] < 2 {
			per[it.Graph]++
			ds.Items = append(ds.Items, it)
		}
	}
	for _, d := range asked3.sets {
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	opt := Options{Dataset: &ds, Targets: lang.All, keepCheck: true}
	seq, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.workers = serverWorkers
	con, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	sameItems(t, seq.Items, con.Items)
}
