package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/lang"
)

// The tests that run a set on its servers call t.Parallel: each set has
// servers of its own, a load of one endpoint is serialised by backends.Load's
// lock and an IfNeeded load of a graph already there writes nothing, so they
// only wait on each other's servers, and go test ./... stays within the five
// minutes issue 23 allows.

// domainSet is one new-domain question set that runs on servers of its own:
// what its tests need to load it, find its servers and hold its floor, so
// each set's tests differ only in these values.
type domainSet struct {
	name   string
	load   func(root string) (*Dataset, error)
	schema string // the example directory, relative to the repo root
	// servers is what DefaultServers must give for the set.
	servers                            []string
	neo4j, gremlin, janusGraph, fuseki testenv.Endpoint
	floor                              int
}

func (d domainSet) dataset(t *testing.T) *Dataset {
	t.Helper()
	ds, err := d.load("..")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// checkSet requires at least least questions and what checkDomainSet
// checks.
func (d domainSet) checkSet(t *testing.T, least int, split string, heldOut bool, categories []string) {
	t.Helper()
	ds := d.dataset(t)
	if len(ds.Items) < least {
		t.Fatalf("the %s set has %d questions; the brief asks for at least %d", d.name, len(ds.Items), least)
	}
	checkDomainSet(t, ds, d.name, split, "../"+d.schema, heldOut, categories)
}

// checkDefaultServers: the set runs on its own servers by default.
func (d domainSet) checkDefaultServers(t *testing.T) {
	t.Helper()
	got := DefaultServers(lang.All, d.name)
	if len(got) != len(d.servers) {
		t.Fatalf("default servers %v, want %v", got, d.servers)
	}
	for i := range got {
		if got[i] != d.servers[i] {
			t.Errorf("server %d: %s, want %s", i, got[i], d.servers[i])
		}
	}
}

func (d domainSet) checkGoldAnswers(t *testing.T) {
	t.Helper()
	goldAnswers(t, d.dataset(t), d.schema, d.neo4j)
}

func (d domainSet) checkAnswersOffline(t *testing.T) {
	t.Helper()
	answersOffline(t, d.dataset(t), d.schema, d.floor, d.neo4j, d.gremlin, d.janusGraph, d.fuseki)
}
