package bench

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// blindSet is a tuning set written blind after the compiler had grown on
// the others (asked3, asked4: new questions; reworded3, reworded4: new
// rewordings): what its tests need, so each set's tests differ only in
// these values.
type blindSet struct {
	name    string
	load    func(root string) (*Dataset, error)
	sources map[string]Source // as bench registers them
	sets    []domainSet       // the graphs its items run on
	per     int               // items from each graph
	// idPrefix starts every new question's id before its graph's name
	// ("a3-"); a rewording set has none and names an original instead.
	idPrefix string
	floor    int
	// counts, when set, is the number of items on each graph instead of
	// per (a set whose graphs give 7 or 8 items each).
	counts map[string]int
	// origins, when set, are the sets whose items a rewording set asks
	// again, instead of each graph's own set (reworded5 rewords asked3 and
	// asked4, reworded6 asked5 and asked4); an original is found by its
	// graph and id.
	origins []func(root string) (*Dataset, error)
}

// want is the number of items the set gives on graph.
func (b blindSet) want(graph string) int {
	if b.counts != nil {
		return b.counts[graph]
	}
	return b.per
}

// originals are the items the rewordings on d's graph may name: d's own
// set's, or those of the origin sets on d's graph.
func (b blindSet) originals(t *testing.T, d domainSet) *Dataset {
	t.Helper()
	if len(b.origins) == 0 {
		return d.dataset(t)
	}
	var all []*Dataset
	for _, load := range b.origins {
		ds, err := load("..")
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, subset(ds, d.name))
	}
	out := *all[0]
	for _, ds := range all[1:] {
		out.Items = append(out.Items, ds.Items...)
	}
	return &out
}

func (b blindSet) dataset(t *testing.T) *Dataset {
	t.Helper()
	ds, err := b.load("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// checkShape: every graph gives per items (or its counts), on its own
// example and servers; a new question is none its graph's own set asks in
// the same words, a rewording names an original that exists and carries its
// answer, order, category and gold unchanged.
func (b blindSet) checkShape(t *testing.T) {
	t.Helper()
	ds := b.dataset(t)
	checkDomainSet(t, ds, b.name, SplitTuning, "", false, nil)
	if len(ds.Sources) != len(b.sets) || len(b.sources) != len(b.sets) {
		t.Fatalf("%d sources in the set, %d registered; want %d", len(ds.Sources), len(b.sources), len(b.sets))
	}
	var per map[string]int
	if b.idPrefix == "" {
		per = checkRewordingsOf(t, ds, b.sets, false, func(d domainSet) *Dataset { return b.originals(t, d) })
	} else {
		per = b.checkNew(t, ds)
	}
	for _, d := range b.sets {
		if src := ds.Sources[d.name]; src.Schema != "../"+d.schema || !reflect.DeepEqual(src.Servers, d.servers) {
			t.Errorf("source %s: %+v, want %s on %v", d.name, src, d.schema, d.servers)
		}
		if per[d.name] != b.want(d.name) {
			t.Errorf("%d items on %s; want %d", per[d.name], d.name, b.want(d.name))
		}
	}
	want := 0
	for _, d := range b.sets {
		want += b.want(d.name)
	}
	if n := len(ds.Items); n != want {
		t.Errorf("%d items; want %d", n, want)
	}
}

// checkNew counts a set of new questions per graph and fails on an item
// that names an original, has another id, or asks what its graph's own set
// already asks in the same words.
func (b blindSet) checkNew(t *testing.T, ds *Dataset) map[string]int {
	t.Helper()
	per := map[string]int{}
	for _, it := range ds.Items {
		per[it.Graph]++
		if it.Of != "" {
			t.Errorf("%s: names an original (%s); %s questions are new", it.ID, it.Of, b.name)
		}
		if !strings.HasPrefix(it.ID, b.idPrefix+it.Graph+"-") {
			t.Errorf("%s: id is not %s%s-<n>", it.ID, b.idPrefix, it.Graph)
		}
	}
	for _, d := range b.sets {
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
	return per
}

// checkGold: every item's gold Cypher, run on its graph's Neo4j, gives its
// written answer.
func (b blindSet) checkGold(t *testing.T) {
	t.Helper()
	ds := b.dataset(t)
	for _, d := range b.sets {
		goldAnswers(t, subset(ds, d.name), d.schema, d.neo4j)
	}
}

// checkOffline runs the offline compiler on every item on its graph's four
// servers: each server of each target gives every item exactly one
// outcome, strictly right answers do not fall below the floor, and the
// report names each rewording's source set and original.
func (b blindSet) checkOffline(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skipf("translates and runs the %s set's questions on four servers of %d sets", b.name, len(b.sets))
	}
	ds := b.dataset(t)
	for _, d := range b.sets {
		// Skips without servers (unless GQL_REQUIRE_SERVERS=1), and loads a
		// source graph a server does not hold yet.
		exampleExecutors(t, d.schema, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
	}
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All})
	if err != nil {
		t.Fatal(err)
	}
	checkRewordedScores(t, rep, b.name, len(ds.Items), b.floor)
	if b.idPrefix != "" {
		return
	}
	for _, r := range rep.Items {
		if r.Graph == "" || r.Of == "" {
			t.Errorf("%s: the report does not name its source set and original (%q, %q)", r.ID, r.Graph, r.Of)
		}
	}
}

// checkNotAskedBefore: none of the set's questions is, in the same words,
// one of the sets load reads (sets about the same graphs).
func (b blindSet) checkNotAskedBefore(t *testing.T, loads ...func(string) (*Dataset, error)) {
	ds := b.dataset(t)
	asked := map[string]string{}
	for _, load := range loads {
		other, err := load("..")
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range other.Items {
			asked[strings.ToLower(it.Question)] = other.Name + " " + it.ID
		}
	}
	for _, it := range ds.Items {
		if by, ok := asked[strings.ToLower(it.Question)]; ok {
			t.Errorf("%s: %q is already asked by %s", it.ID, it.Question, by)
		}
	}
}
