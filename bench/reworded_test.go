package bench

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// rewordedSets are the source sets' test values: where each reworded item's
// original lives and which servers hold its graph.
var rewordedSets = []domainSet{hotelSet, deliverySet, logisticsSet, librarySet, flightsSet, campusSet, retailSet, opsSet, registrySet}

func loadReworded(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadReworded("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// The reworded set asks questions of the tuning sets again in other words:
// every item names an original that exists, carries its original's answer,
// order, category and gold query unchanged, and asks it in words that
// differ; every source set gives about 17 items, and none is a check set.
func TestRewordedSet(t *testing.T) {
	ds := loadReworded(t)
	checkDomainSet(t, ds, "reworded", SplitTuning, "", false, nil)
	if len(ds.Sources) != len(rewordedSets) || len(RewordedSources) != len(rewordedSets) {
		t.Fatalf("%d sources in the set, %d registered; want the %d tuning sets", len(ds.Sources), len(RewordedSources), len(rewordedSets))
	}
	per := checkRewordings(t, ds, rewordedSets, false)
	for _, d := range rewordedSets {
		if src := ds.Sources[d.name]; src.Schema != "../"+d.schema || !reflect.DeepEqual(src.Servers, d.servers) {
			t.Errorf("source %s: %+v, want %s on %v", d.name, src, d.schema, d.servers)
		}
		if per[d.name] < 15 {
			t.Errorf("%d items from %s; the brief asks for about 17 from each set", per[d.name], d.name)
		}
	}
	if n := len(ds.Items); n < 140 {
		t.Errorf("%d items; want about 150", n)
	}
}

// checkRewordings: every item of ds names an original of its tuning source
// set (one of sets) that exists, rewords it once, asks it in other words and
// carries its answer, order, category and gold Cypher unchanged. It returns
// the items per source. blind keeps questions and answers out of the
// messages (a check set).
func checkRewordings(t *testing.T, ds *Dataset, sets []domainSet, blind bool) map[string]int {
	t.Helper()
	return checkRewordingsOf(t, ds, sets, blind, func(d domainSet) *Dataset { return d.dataset(t) })
}

// checkRewordingsOf is checkRewordings with the originals of each source
// set read from originals(d) instead of the set's own questions: the
// reworded5 set rewords asked3 and asked4 items, which run on the same
// graphs as those sets but are not their questions.
func checkRewordingsOf(t *testing.T, ds *Dataset, sets []domainSet, blind bool, originals func(d domainSet) *Dataset) map[string]int {
	t.Helper()
	per := map[string]int{}
	seenOf := map[string]bool{}
	for _, d := range sets {
		orig := map[string]Item{}
		src := originals(d)
		for _, it := range src.Items {
			// A set without a split (company) is tuning material unless
			// it is held out.
			if it.Split == SplitCheck || src.HeldOut {
				t.Fatalf("%s is not a tuning set; its items may not be reworded", d.name)
			}
			orig[it.ID] = it
		}
		for _, it := range ds.Items {
			if it.Graph != d.name {
				continue
			}
			per[d.name]++
			o, ok := orig[it.Of]
			switch {
			case !ok:
				t.Errorf("%s: original %s/%s does not exist", it.ID, d.name, it.Of)
				continue
			case seenOf[d.name+"/"+it.Of]:
				t.Errorf("%s: %s/%s reworded twice", it.ID, d.name, it.Of)
			case it.Question == o.Question && blind:
				t.Errorf("%s: asked in its original's words", it.ID)
			case it.Question == o.Question:
				t.Errorf("%s: asks %q in the original's words", it.ID, it.Question)
			}
			seenOf[d.name+"/"+it.Of] = true
			a, _ := json.Marshal(it.Answer)
			b, _ := json.Marshal(o.Answer)
			if string(a) == string(b) && it.Ordered == o.Ordered && it.Category == o.Category && it.Gold[lang.Cypher] == o.Gold[lang.Cypher] {
				continue
			}
			if blind {
				t.Errorf("%s: answer, order, category or gold Cypher differ from its original %s/%s's", it.ID, d.name, it.Of)
			} else {
				t.Errorf("%s: answer %s, ordered %v, category %s, gold %q; the original %s has %s, %v, %s, %q",
					it.ID, a, it.Ordered, it.Category, it.Gold[lang.Cypher], it.Of, b, o.Ordered, o.Category, o.Gold[lang.Cypher])
			}
		}
	}
	return per
}

// Every reworded item's gold Cypher, run on its source set's Neo4j, gives
// the answer copied from its original.
func TestRewordedGoldAnswers(t *testing.T) {
	t.Parallel()
	ds := loadReworded(t)
	for _, d := range rewordedSets {
		goldAnswers(t, subset(ds, d.name), d.schema, d.neo4j)
	}
}

// checkRewordedScores: each server of each target gives all n items exactly
// one outcome, strictly right answers do not fall below floor, and the four
// servers scored.
func checkRewordedScores(t *testing.T, rep *Report, set string, n, floor int) {
	t.Helper()
	seen := map[string]bool{}
	for _, a := range rep.Aggregates {
		for name, e := range a.EX {
			seen[name] = true
			if e.Right+e.Wrong+e.Refused != n || e.Answered != n {
				t.Errorf("%s on %s: %d right + %d wrong + %d refused of %d items", a.Target, name, e.Right, e.Wrong, e.Refused, n)
			}
			if e.StrictRight < floor {
				t.Errorf("%s on %s: %d strictly right answers, below the baseline %d (docs/bench.md)", a.Target, name, e.StrictRight, floor)
			}
			t.Logf("%s, %s on %s: %d right (%d strict), %d wrong, %d refused", set, a.Target, name, e.Right, e.StrictRight, e.Wrong, e.Refused)
		}
	}
	if len(seen) != 4 {
		t.Errorf("scored on %v, want the four servers", seen)
	}
}

// subset is the items of ds asked over source set name.
func subset(ds *Dataset, name string) *Dataset {
	out := *ds
	out.Items = nil
	for _, it := range ds.Items {
		if it.Graph == name {
			out.Items = append(out.Items, it)
		}
	}
	return &out
}

// The offline compiler on the reworded set, every item on its source set's
// four servers: each server of each target gives every item exactly one
// outcome, and strictly right answers do not fall below rewordedFloor.
func TestRewordedAnswersOffline(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("translates and runs 153 questions on four servers of nine sets")
	}
	ds := loadReworded(t)
	for _, d := range rewordedSets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	checkRewordedScores(t, rep, "reworded", len(ds.Items), rewordedFloor)
	for _, r := range rep.Items {
		if r.Graph == "" || r.Of == "" {
			t.Errorf("%s: the report does not name its source set and original (%q, %q)", r.ID, r.Graph, r.Of)
		}
	}
}

// rewordedFloor is the fewest strictly right answers any server may get
// offline: one under the 58 of 153 each of the four servers gave at the first
// run (docs/bench.md),
// to be raised as rules land, never lowered.
// Raised in the seventh session of 2026-11-26 to one under the 83 strict right of every server.
// Raised when fix31–fix37 were merged (2026-11-28, out/s20a) to one under the 88 strict right of every server.
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 90 strict right of every server.
// Raised when fix43–fix44 were merged (2026-11-28, out/s21c) to one under the 91 strict right of every server.
const rewordedFloor = 90
