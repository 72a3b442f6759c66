package shots

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"path/filepath"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots/etcdtest"
)

// repo is every verb the two stores share; the contract tests below hold
// each of them to the same semantics.
type repo interface {
	lister
	Admit(Candidate, Verified) (Admission, error)
	Tick(Namespace) (int64, error)
	Update(Namespace, []uint64, bool) ([]uint64, error)
	Record(Generation) (GenerationResult, error)
	Select(Namespace, []string, int) ([]Scored, error)
	AddNegative(Negative) (uint64, error)
	Negatives(Namespace, []string, int) ([]Negative, error)
	ListNegatives(*Namespace, func(*Negative) error) error
	Hold(Pending) (uint64, error)
	ListPending(func(*Pending) error) error
	Confirm(uint64) (Admission, error)
	Reject(uint64, string) (uint64, error)
	Remove(uint64) error
	ConfirmBy(uint64, Review) (Admission, error)
	RejectBy(uint64, Review) (uint64, error)
	RemoveBy(uint64, Review) error
	ListRemoved(func(*Removed) error) error
	Get(uint64) (*Shot, error)
	Stats() ([]NamespaceStats, error)
	Prune(PruneOptions) (PruneReport, error)
	Export(io.Writer, *Namespace) (int, error)
	Import(context.Context, io.Reader, ImportOptions) (ImportReport, error)
	Check() error
	Path() string
	Close() error
}

type lister interface {
	List(*Namespace, func(*Shot) error) error
	Options() Options
}

var (
	_ repo = (*Store)(nil)
	_ repo = (*EtcdStore)(nil)
)

// backing is one store location; open opens it (again) with options. A
// bbolt file admits one opener, so close the previous one before reopening.
type backing struct {
	name string
	open func(t testing.TB, o Options) repo
}

func backings(t testing.TB) []backing {
	path := filepath.Join(t.TempDir(), "s.db")
	return []backing{
		{"bbolt", func(t testing.TB, o Options) repo {
			o.NoSync = true
			s, err := Open(path, &o)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}},
		{"etcd", func(t testing.TB, o Options) repo {
			return openEtcd(t, o)
		}},
	}
}

var etcdURLs = map[testing.TB]string{}

// openEtcd opens the test's etcd store; every call in one test opens the
// same prefix, as separate clients (like separate replicas).
func openEtcd(t testing.TB, o Options) *EtcdStore {
	t.Helper()
	u, ok := etcdURLs[t]
	if !ok {
		u = etcdtest.URL(t)
		etcdURLs[t] = u
		t.Cleanup(func() { delete(etcdURLs, t) })
	}
	s, err := OpenEtcd(u, &o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// contract runs fn on a fresh store of each kind.
func contract(t *testing.T, o Options, fn func(t *testing.T, s repo, reopen func(Options) repo)) {
	for _, b := range backings(t) {
		t.Run(b.name, func(t *testing.T) {
			s := b.open(t, o)
			cur := s
			t.Cleanup(func() { cur.Close() })
			fn(t, s, func(o Options) repo {
				cur.Close()
				cur = b.open(t, o)
				return cur
			})
		})
	}
}

func admitIn(t testing.TB, s repo, ns Namespace, q, query string, elems ...string) uint64 {
	t.Helper()
	a, err := s.Admit(Candidate{Namespace: ns, Question: q, Query: query, Elements: elems}, verified())
	if err != nil {
		t.Fatal(err)
	}
	return a.ID
}

func checked(t testing.TB, s repo) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("store invariants broken:\n%v", err)
	}
}

func TestContractEq10AndAge(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, _ func(Options) repo) {
		id := admitIn(t, s, nsC, "Who directed The Matrix?", "MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN p.name", "label:Person", "edge:DIRECTED", "label:Movie")
		for _, valid := range []bool{true, true, false} {
			r, err := s.Record(Generation{Namespace: nsC, Used: []uint64{id, id}, Valid: valid})
			if err != nil || len(r.Updated) != 1 {
				t.Fatalf("record: %+v %v", r, err)
			}
		}
		e, err := s.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		if !near(e.Utility, 0.5285) || e.Age != 3 || e.Uses != 3 || e.Successes != 2 || e.Failures != 1 {
			t.Fatalf("after valid, valid, failed: %+v; want ρ 0.5285, τ 3, 3 uses (2/1)", e)
		}
		if c, _ := s.Tick(nsC); c != 4 {
			t.Fatalf("clock %d after a tick, want 4", c)
		}
		if _, err := s.Get(id + 1000); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing id: %v", err)
		}
		checked(t, s)
	})
}

func TestContractAdmission(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, _ func(Options) repo) {
		c := Candidate{Namespace: nsC, Question: "q", Query: "MATCH (m:Movie) RETURN m.title", Elements: []string{"label:Movie"}}
		if _, err := s.Admit(c, Verified{}); !errors.Is(err, ErrUnverified) {
			t.Fatalf("admission without provenance: %v", err)
		}
		id := admitIn(t, s, nsC, c.Question, c.Query, c.Elements...)
		s.Record(Generation{Namespace: nsC, Used: []uint64{id}, Valid: false})
		s.Tick(nsC)
		// The same query up to layout re-verifies the shot: τ back to 0, ρ raised to ρ_init.
		a, err := s.Admit(Candidate{Namespace: nsC, Question: "q again", Query: "MATCH  (m:Movie)\nRETURN m.title", Elements: []string{"label:Movie"}}, verified())
		if err != nil || !a.Duplicate || a.ID != id {
			t.Fatalf("re-admission: %+v %v", a, err)
		}
		e, _ := s.Get(id)
		if e.Age != 0 || e.Utility != DefaultRhoInit || e.Failures != 1 {
			t.Fatalf("re-verified shot %+v", e)
		}
		if got, _ := s.Select(nsG, []string{"label:Movie"}, 5); len(got) != 0 {
			t.Fatal("a shot leaked into another namespace")
		}
		checked(t, s)
	})
}

func TestContractSelectMatchesBruteForce(t *testing.T) {
	contract(t, Options{Lambda: 0.01, Capacity: 60}, func(t *testing.T, s repo, _ func(Options) repo) {
		rng := rand.New(rand.NewSource(11))
		var ids []uint64
		for i := 0; i < 120; i++ {
			els := randomElements(rng)
			a, err := s.Admit(Candidate{Namespace: nsC, Question: fmt.Sprint("q", i), Query: randomQuery(rng, i, els), Elements: els}, verified())
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, a.ID)
			if rng.Intn(3) == 0 {
				if _, err := s.Record(Generation{Namespace: nsC, Used: []uint64{ids[rng.Intn(len(ids))], ids[rng.Intn(len(ids))]}, Valid: rng.Intn(2) == 0}); err != nil {
					t.Fatal(err)
				}
			}
		}
		checked(t, s)
		for i := 0; i < 40; i++ {
			q := randomElements(rng)
			if i%10 == 0 {
				q = nil
			}
			k := 1 + rng.Intn(6)
			got, err := s.Select(nsC, q, k)
			if err != nil {
				t.Fatal(err)
			}
			want := reference(t, s, nsC, q, k)
			if len(got) != len(want) {
				t.Fatalf("query %v k=%d: %d shots, brute force %d", q, k, len(got), len(want))
			}
			for j := range want {
				if !near(got[j].Score, want[j].Score) {
					t.Fatalf("query %v k=%d rank %d: score %.9f, brute force %.9f", q, k, j, got[j].Score, want[j].Score)
				}
			}
		}
	})
}

func TestContractEvictionOrder(t *testing.T) {
	const capacity = 4
	contract(t, Options{Lambda: 0.2, Capacity: capacity}, func(t *testing.T, s repo, _ func(Options) repo) {
		rng := rand.New(rand.NewSource(3))
		evictions := 0
		for i := 0; i < 30; i++ {
			type w struct {
				id uint64
				d  float64
			}
			var weakest *w
			s.List(&nsC, func(e *Shot) error {
				if d := Decayed(e.Utility, 0.2, e.Age); weakest == nil || d < weakest.d {
					weakest = &w{e.ID, d}
				}
				return nil
			})
			a, err := s.Admit(Candidate{Namespace: nsC, Question: fmt.Sprint("q", i),
				Query: fmt.Sprintf("MATCH (m:Movie) RETURN m.title AS t%d", i), Elements: []string{"label:Movie"}}, verified())
			if err != nil {
				t.Fatal(err)
			}
			if weakest != nil && weakest.d > DefaultRhoInit {
				weakest = &w{a.ID, DefaultRhoInit}
			}
			if len(a.Evicted) > 0 {
				evictions++
				if len(a.Evicted) != 1 || a.Evicted[0] != weakest.id {
					t.Fatalf("admission %d evicted %v, want [%d]", i, a.Evicted, weakest.id)
				}
			}
			var all []uint64
			s.List(&nsC, func(e *Shot) error { all = append(all, e.ID); return nil })
			if len(all) > capacity {
				t.Fatalf("%d shots over capacity %d", len(all), capacity)
			}
			s.Record(Generation{Namespace: nsC, Used: []uint64{all[rng.Intn(len(all))]}, Valid: rng.Intn(3) > 0})
		}
		if evictions < 20 {
			t.Fatalf("only %d evictions exercised", evictions)
		}
		checked(t, s)
	})
}

func TestContractNegatives(t *testing.T) {
	contract(t, Options{NegativeCapacity: 5}, func(t *testing.T, s repo, _ func(Options) repo) {
		for i := 0; i < 9; i++ {
			els := []string{"label:Movie"}
			if i%2 == 0 {
				els = []string{"label:Person", "edge:ACTED_IN"}
			}
			if _, err := s.AddNegative(Negative{Namespace: nsC, Query: fmt.Sprintf("bad %d", i), Error: "boom", Elements: els}); err != nil {
				t.Fatal(err)
			}
		}
		all, _ := s.Negatives(nsC, nil, 0)
		if len(all) != 5 || all[0].Query != "bad 8" || all[4].Query != "bad 4" {
			t.Fatalf("kept %d: %+v; want the newest 5", len(all), all)
		}
		hits, _ := s.Negatives(nsC, []string{"edge:ACTED_IN", "label:Person"}, 2)
		if len(hits) != 2 || hits[0].Query != "bad 8" || hits[1].Query != "bad 6" {
			t.Fatalf("overlap hits %+v", hits)
		}
		s.AddNegative(Negative{Namespace: nsC, Query: "bad  4", Error: "boom", Elements: []string{"label:Person"}})
		all, _ = s.Negatives(nsC, nil, 0)
		if len(all) != 5 || all[0].Query != "bad  4" || all[4].Query != "bad 5" {
			t.Fatalf("after repeat: %+v", all)
		}
		// A failed generation is kept as a negative in the same step.
		r, err := s.Record(Generation{Namespace: nsG, Query: "g.V().nope()", Error: "no such step"})
		if err != nil || r.Negative == 0 {
			t.Fatalf("record failure: %+v %v", r, err)
		}
		if g, _ := s.Negatives(nsG, nil, 0); len(g) != 1 || g[0].Error != "no such step" {
			t.Fatalf("gremlin negatives %+v", g)
		}
		checked(t, s)
	})
}

func TestContractHoldConfirmRejectRemove(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, _ func(Options) repo) {
		ns := Namespace{Schema: "fp", Target: lang.Cypher}
		els := []string{"label:Person", "edge:DIRECTED"}
		prov := Provenance{Backend: "neo4j bolt://x", VerifiedAt: time.Now(), Rows: 2}
		r, err := s.Record(Generation{Namespace: ns, Valid: true, Question: "Who directed X?",
			Query: "MATCH (p:Person)-[:DIRECTED]->() RETURN p.name", Elements: els, Provenance: prov, Hold: "no agreement"})
		if err != nil || r.Held == 0 || r.Admission != nil {
			t.Fatalf("hold: %+v %v", r, err)
		}
		var held []uint64
		s.ListPending(func(p *Pending) error { held = append(held, p.ID); return nil })
		if len(held) != 1 || held[0] != r.Held {
			t.Fatalf("pending %v", held)
		}
		if got, _ := s.Select(ns, els, 5); len(got) != 0 {
			t.Fatalf("a pending pair was selected: %+v", got)
		}
		a, err := s.Confirm(r.Held)
		if err != nil || a.ID == 0 {
			t.Fatalf("confirm: %v", err)
		}
		if got, _ := s.Select(ns, els, 5); len(got) != 1 {
			t.Fatalf("the confirmed shot is not selectable: %+v", got)
		}
		if _, err := s.Confirm(r.Held); !errors.Is(err, ErrNotFound) {
			t.Fatalf("confirming twice: %v", err)
		}
		if neg, err := s.Reject(a.ID, ""); err != nil || neg == 0 {
			t.Fatalf("reject: %v", err)
		}
		if got, _ := s.Select(ns, els, 5); len(got) != 0 {
			t.Fatalf("a rejected shot is still selected")
		}
		if n, _ := s.Negatives(ns, els, 5); len(n) != 1 || n[0].Error != "rejected by a person" {
			t.Fatalf("negatives %+v", n)
		}
		r2, _ := s.Record(Generation{Namespace: ns, Valid: true, Question: "Q?", Query: "MATCH (n) RETURN n", Elements: els, Provenance: prov, Hold: "empty"})
		if err := s.Remove(r2.Held); err != nil {
			t.Fatal(err)
		}
		if err := s.Remove(r2.Held); !errors.Is(err, ErrNotFound) {
			t.Fatalf("removing twice: %v", err)
		}
		checked(t, s)
	})
}

func TestContractPrune(t *testing.T) {
	contract(t, Options{Capacity: 10}, func(t *testing.T, s repo, reopen func(Options) repo) {
		var ids []uint64
		for i := 0; i < 6; i++ {
			ids = append(ids, admitIn(t, s, nsC, "q", fmt.Sprintf("MATCH (m:Movie) RETURN m.p%d", i), "label:Movie"))
		}
		s.Update(nsC, ids[:2], false) // 0.35
		s.Update(nsC, ids[:1], false) // 0.245
		if r, err := s.Prune(PruneOptions{Below: 0.3, DryRun: true}); err != nil || r.Weak != 1 {
			t.Fatalf("dry run %+v %v", r, err)
		}
		if _, err := s.Get(ids[0]); err != nil {
			t.Fatal("a dry run removed a shot")
		}
		if r, _ := s.Prune(PruneOptions{Below: 0.4}); r.Weak != 2 {
			t.Fatalf("prune below 0.4: %+v", r)
		}
		s = reopen(Options{Capacity: 3})
		if r, _ := s.Prune(PruneOptions{}); r.OverCap != 1 {
			t.Fatalf("prune over capacity: %+v", r)
		}
		st, _ := s.Stats()
		if len(st) != 1 || st[0].Active != 3 {
			t.Fatalf("stats after prune %+v, want 3 shots", st)
		}
		checked(t, s)
		s = reopen(Options{Capacity: 3})
		if r, _ := s.Prune(PruneOptions{Below: 2}); r.Weak != 3 || r.Namespaces != 1 {
			t.Fatalf("pruning everything: %+v", r)
		}
		if st, _ := s.Stats(); len(st) != 0 {
			t.Fatalf("an empty namespace is left: %+v", st)
		}
		checked(t, s)
	})
}

func TestContractRecordIsAllOrNothing(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, _ func(Options) repo) {
		a := admitIn(t, s, nsC, "q", "MATCH (m:Movie) RETURN m", "label:Movie")
		_, err := s.Record(Generation{Namespace: nsC, Used: []uint64{a}, Valid: true,
			Question: "q2", Query: "MATCH (p:Person) RETURN p", Elements: []string{"label:Person"}})
		if !errors.Is(err, ErrUnverified) {
			t.Fatalf("valid generation without provenance: %v", err)
		}
		e, _ := s.Get(a)
		st, _ := s.Stats()
		if e.Utility != DefaultRhoInit || e.Uses != 0 || st[0].Clock != 0 || st[0].Active != 1 {
			t.Fatalf("a failed Record left changes: shot %+v, stats %+v", e, st[0])
		}
	})
}
