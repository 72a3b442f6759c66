package bench

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// asked4Sets are the graphs the asked4 set asks about, as Asked4Sources
// names them.
var asked4Sets = []domainSet{deliverySet, logisticsSet, clinicSet, gridSet, registrySet, companySet}

func loadAsked4(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadAsked4("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// The asked4 set holds new questions, 15 on each of six tuning sets'
// graphs, each on its graph's example and servers; none is a question its
// graph's own set already asks in the same words.
func TestAsked4Set(t *testing.T) {
	ds := loadAsked4(t)
	checkDomainSet(t, ds, "asked4", SplitTuning, "", false, nil)
	if len(ds.Sources) != len(asked4Sets) || len(Asked4Sources) != len(asked4Sets) {
		t.Fatalf("%d sources in the set, %d registered; want %d", len(ds.Sources), len(Asked4Sources), len(asked4Sets))
	}
	per := map[string]int{}
	for _, it := range ds.Items {
		per[it.Graph]++
		if it.Of != "" {
			t.Errorf("%s: names an original (%s); asked4 questions are new", it.ID, it.Of)
		}
		if !strings.HasPrefix(it.ID, "a4-"+it.Graph+"-") {
			t.Errorf("%s: id is not a4-%s-<n>", it.ID, it.Graph)
		}
	}
	for _, d := range asked4Sets {
		if src := ds.Sources[d.name]; src.Schema != "../"+d.schema || !reflect.DeepEqual(src.Servers, d.servers) {
			t.Errorf("source %s: %+v, want %s on %v", d.name, src, d.schema, d.servers)
		}
		if per[d.name] != 15 {
			t.Errorf("%d items on %s; want 15", per[d.name], d.name)
		}
		asked := map[string]bool{}
		for _, it := range d.dataset(t).Items {
			asked[strings.ToLower(it.Question)] = true
		}
		for _, it := range ds.Items {
			if it.Graph == d.name && asked[strings.ToLower(it.Question)] {
				t.Errorf("%s: %q is already a question of the %s set", it.ID, it.Question, d.name)
			}
		}
	}
}

// Every asked4 item's gold Cypher, run on its graph's Neo4j, gives its
// written answer.
func TestAsked4GoldAnswers(t *testing.T) {
	t.Parallel()
	ds := loadAsked4(t)
	for _, d := range asked4Sets {
		goldAnswers(t, subset(ds, d.name), d.schema, d.neo4j)
	}
}

// The offline compiler on the asked4 set, every item on its graph's four
// servers: each server of each target gives every item exactly one outcome,
// and strictly right answers do not fall below asked4Floor.
func TestAsked4AnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 90 questions on four servers of six sets")
	}
	ds := loadAsked4(t)
	for _, d := range asked4Sets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	checkRewordedScores(t, rep, "asked4", len(ds.Items), asked4Floor)
}

// asked4Floor is the fewest strictly right answers any server may get
// offline: one under the 34 of 90 each of the four servers gave at the
// first run (docs/bench.md), to be raised as rules land, never lowered.
const asked4Floor = 33
