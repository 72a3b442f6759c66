package bench

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

// The reworded-check set is a check split: failures here name item ids and
// never a question or a row, so that reading a failing test does not turn
// into reading the set (testdata/reworded-check/README.md).

func loadRewordedCheck(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadRewordedCheck("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// Every item names an original of a tuning set that exists, carries its
// original's answer, order, category and gold query unchanged, asks it in
// other words, and is in the check split; each of the nine sources gives 15.
func TestRewordedCheckSet(t *testing.T) {
	ds := loadRewordedCheck(t)
	checkDomainSet(t, ds, "reworded-check", SplitCheck, "", true, nil)
	if len(ds.Sources) != len(rewordedSets) {
		t.Fatalf("%d sources in the set; want the %d tuning sets", len(ds.Sources), len(rewordedSets))
	}
	per := checkRewordings(t, ds, rewordedSets, true)
	for _, d := range rewordedSets {
		if src := ds.Sources[d.name]; src.Schema != "../"+d.schema {
			t.Errorf("source %s: schema %s, want %s", d.name, src.Schema, d.schema)
		}
		if per[d.name] != 15 {
			t.Errorf("%d items from %s; the set takes 15 from each source", per[d.name], d.name)
		}
	}
}

// Every item's gold Cypher, run on its source set's Neo4j, gives the answer
// copied from its original.
func TestRewordedCheckGoldAnswers(t *testing.T) {
	t.Parallel()
	ds := loadRewordedCheck(t)
	for _, d := range rewordedSets {
		x := exampleExecutors(t, d.schema, d.neo4j)[backends.Neo4j]
		for _, it := range subset(ds, d.name).Items {
			r, err := x.Exec(context.Background(), it.Gold[lang.Cypher], backends.ExecOptions{Timeout: 30 * time.Second})
			if err != nil {
				t.Errorf("%s: the gold Cypher fails: %v", it.ID, err)
				continue
			}
			if err := it.Answer.Check(r, it.Ordered); err != nil {
				t.Errorf("%s: the gold Cypher does not give the written answer", it.ID)
			}
		}
	}
}

// The offline compiler on the reworded-check set, every item on its source
// set's four servers: each server of each target gives every item exactly
// one outcome, strictly right answers do not fall below
// rewordedCheckFloor, and the report holds no item (a check split).
func TestRewordedCheckAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 135 questions on four servers of nine sets")
	}
	ds := loadRewordedCheck(t)
	for _, d := range rewordedSets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	// One result per item and target, all counted and none listed.
	if want := len(ds.Items) * len(rep.Aggregates); len(rep.Items) != 0 || rep.Blinded != want {
		t.Errorf("the report lists %d results and counts %d blinded; a check set lists none and counts all %d", len(rep.Items), rep.Blinded, want)
	}
	checkRewordedScores(t, rep, "reworded-check", len(ds.Items), rewordedCheckFloor)
}

// rewordedCheckFloor is the fewest strictly right answers any server may get
// offline: one under the 67 of 135 each of the four servers gave at the
// first run (docs/bench.md), to be raised as rules land, never lowered.
// Raised in the seventh session of 2026-11-26 to one under the 83 strict right of every server.
// Raised by branch turns (wording turns) to one under its 86 strict right on every server.
const rewordedCheckFloor = 85
