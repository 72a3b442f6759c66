package bench

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// asked3Sets are the graphs the asked3 set asks about, as Asked3Sources
// names them.
var asked3Sets = []domainSet{opsSet, librarySet, flightsSet, campusSet, hotelSet, retailSet}

func loadAsked3(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadAsked3("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// The asked3 set holds new questions, 15 on each of six tuning sets'
// graphs, each on its graph's example and servers; none is a question its
// graph's own set already asks in the same words.
func TestAsked3Set(t *testing.T) {
	ds := loadAsked3(t)
	checkDomainSet(t, ds, "asked3", SplitTuning, "", false, nil)
	if len(ds.Sources) != len(asked3Sets) || len(Asked3Sources) != len(asked3Sets) {
		t.Fatalf("%d sources in the set, %d registered; want %d", len(ds.Sources), len(Asked3Sources), len(asked3Sets))
	}
	per := map[string]int{}
	for _, it := range ds.Items {
		per[it.Graph]++
		if it.Of != "" {
			t.Errorf("%s: names an original (%s); asked3 questions are new", it.ID, it.Of)
		}
		if !strings.HasPrefix(it.ID, "a3-"+it.Graph+"-") {
			t.Errorf("%s: id is not a3-%s-<n>", it.ID, it.Graph)
		}
	}
	for _, d := range asked3Sets {
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

// Every asked3 item's gold Cypher, run on its graph's Neo4j, gives its
// written answer.
func TestAsked3GoldAnswers(t *testing.T) {
	t.Parallel()
	ds := loadAsked3(t)
	for _, d := range asked3Sets {
		goldAnswers(t, subset(ds, d.name), d.schema, d.neo4j)
	}
}

// The offline compiler on the asked3 set, every item on its graph's four
// servers: each server of each target gives every item exactly one outcome,
// and strictly right answers do not fall below asked3Floor.
func TestAsked3AnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 90 questions on four servers of six sets")
	}
	ds := loadAsked3(t)
	for _, d := range asked3Sets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	checkRewordedScores(t, rep, "asked3", len(ds.Items), asked3Floor)
}

// asked3Floor is the fewest strictly right answers any server may get
// offline: one under the 58 of 90 each of the four servers gave after
// branch fix3 (49 at the first run, docs/bench.md), to be raised as rules
// land, never lowered.
const asked3Floor = 57
