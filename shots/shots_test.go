package shots

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
)

var (
	nsC = Namespace{Schema: "00aa11bb22cc33dd", Target: lang.Cypher}
	nsG = Namespace{Schema: "00aa11bb22cc33dd", Target: lang.Gremlin}
	nsX = Namespace{Schema: "ffee00112233aabb", Target: lang.Cypher}
)

func openTemp(t testing.TB, o Options) *Store {
	t.Helper()
	o.NoSync = true
	s, err := Open(filepath.Join(t.TempDir(), "shots.db"), &o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func verified() Verified {
	return Verified{Provenance: Provenance{Backend: "bolt://127.0.0.1:7687", VerifiedAt: time.Now().UTC(), Rows: 3}}
}

func mustAdmit(t testing.TB, s *Store, ns Namespace, q, query string, elems ...string) uint64 {
	t.Helper()
	a, err := s.Admit(Candidate{Namespace: ns, Question: q, Query: query, Elements: elems}, verified())
	if err != nil {
		t.Fatal(err)
	}
	return a.ID
}

func mustCheck(t testing.TB, s *Store) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("store invariants broken:\n%v", err)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestEq10Numerically(t *testing.T) {
	s := openTemp(t, Options{})
	id := mustAdmit(t, s, nsC, "Who acted in The Matrix?",
		"MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'The Matrix'}) RETURN p.name",
		"label:Person", "edge:ACTED_IN", "label:Movie", "prop:Movie.title", "prop:Person.name")
	// ρ_init = 0.5, η = 0.3: 0.5 → 0.65 → 0.755 (valid, valid) → 0.5285 (fail) → 0.36995 (fail).
	want := []struct {
		valid bool
		rho   float64
	}{{true, 0.65}, {true, 0.755}, {false, 0.5285}, {false, 0.36995}}
	for i, w := range want {
		up, err := s.Update(nsC, []uint64{id, id}, w.valid)
		if err != nil {
			t.Fatal(err)
		}
		if len(up) != 1 {
			t.Fatalf("step %d: updated %v, want the one shot once", i, up)
		}
		e, err := s.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		if !near(e.Utility, w.rho) {
			t.Fatalf("step %d (valid=%v): ρ = %.10f, want %.10f", i, w.valid, e.Utility, w.rho)
		}
		if e.Uses != i+1 {
			t.Fatalf("step %d: uses %d", i, e.Uses)
		}
	}
	e, _ := s.Get(id)
	if e.Successes != 2 || e.Failures != 2 {
		t.Fatalf("successes/failures %d/%d, want 2/2", e.Successes, e.Failures)
	}
	// The bounds are fixed points of Eq. 10.
	if Eq10(1, 0.3, true) != 1 || Eq10(0, 0.3, false) != 0 {
		t.Fatal("Eq. 10 must keep 0 and 1 in place")
	}
	mustCheck(t, s)
}

func TestAgeFromClockNotRewrites(t *testing.T) {
	s := openTemp(t, Options{})
	a := mustAdmit(t, s, nsC, "q1", "MATCH (m:Movie) RETURN m.title", "label:Movie")
	for i := 0; i < 7; i++ {
		if _, err := s.Tick(nsC); err != nil {
			t.Fatal(err)
		}
	}
	b := mustAdmit(t, s, nsC, "q2", "MATCH (p:Person) RETURN p.name", "label:Person")
	ea, _ := s.Get(a)
	eb, _ := s.Get(b)
	if ea.Age != 7 || eb.Age != 0 {
		t.Fatalf("ages %d, %d; want 7, 0", ea.Age, eb.Age)
	}
	// Ticking another namespace ages nothing here.
	if _, err := s.Tick(nsG); err != nil {
		t.Fatal(err)
	}
	if ea, _ = s.Get(a); ea.Age != 7 {
		t.Fatalf("age %d after another namespace ticked", ea.Age)
	}
	// Record: Eq. 10 on the used shot, one tick, then admission at τ = 0.
	r, err := s.Record(Generation{Namespace: nsC, Used: []uint64{a}, Valid: true,
		Question: "q3", Query: "MATCH (m:Movie) RETURN count(m)", Elements: []string{"label:Movie"},
		Provenance: verified().Provenance})
	if err != nil {
		t.Fatal(err)
	}
	if r.Clock != 8 || r.Admission == nil || len(r.Updated) != 1 {
		t.Fatalf("record: %+v", r)
	}
	ea, _ = s.Get(a)
	ec, _ := s.Get(r.Admission.ID)
	if ea.Age != 8 || !near(ea.Utility, 0.65) || ec.Age != 0 || ec.Utility != DefaultRhoInit {
		t.Fatalf("after record: a age %d ρ %g; c age %d ρ %g", ea.Age, ea.Utility, ec.Age, ec.Utility)
	}
	// A failed generation becomes a negative example, not a shot.
	r, err = s.Record(Generation{Namespace: nsC, Used: []uint64{a}, Valid: false,
		Question: "q4", Query: "MATCH (m:Movie) RETURN m.nosuch", Elements: []string{"label:Movie"},
		Error: "unknown property nosuch"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Admission != nil || r.Negative == 0 {
		t.Fatalf("failed record: %+v", r)
	}
	mustCheck(t, s)
}

func TestAdmissionNeedsProvenance(t *testing.T) {
	s := openTemp(t, Options{})
	c := Candidate{Namespace: nsC, Question: "q", Query: "MATCH (m:Movie) RETURN m", Elements: []string{"label:Movie"}}
	for _, v := range []Verified{{}, {Provenance: Provenance{Backend: "x"}}, {Provenance: Provenance{VerifiedAt: time.Now()}}} {
		if _, err := s.Admit(c, v); !errors.Is(err, ErrUnverified) {
			t.Fatalf("admit with %+v: err %v, want ErrUnverified", v, err)
		}
	}
	a, err := s.Admit(c, Verified{Trust: true})
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := s.Get(a.ID); !e.Trusted {
		t.Fatal("a shot admitted on trust without provenance must say so")
	}
	// The same query, laid out differently, is the same shot: re-verified.
	s.Tick(nsC)
	s.Update(nsC, []uint64{a.ID}, false)
	c.Query = "MATCH  (m:Movie)\n  RETURN m"
	b, err := s.Admit(c, verified())
	if err != nil {
		t.Fatal(err)
	}
	e, _ := s.Get(a.ID)
	if !b.Duplicate || b.ID != a.ID || e.Age != 0 || e.Utility != DefaultRhoInit || e.Trusted || e.Provenance.Rows != 3 {
		t.Fatalf("re-admission: %+v, shot %+v", b, e)
	}
	// Vouching for it again on trust is no evidence: the provenance stays.
	s.Tick(nsC)
	if b, err = s.Admit(c, Verified{Trust: true}); err != nil || !b.Duplicate {
		t.Fatalf("trusted re-admission: %+v %v", b, err)
	}
	if e, _ = s.Get(a.ID); e.Trusted || e.Provenance.Backend == "" || e.Age != 1 {
		t.Fatalf("trusted re-admission overwrote the shot: %+v", e)
	}
	for _, bad := range []Candidate{
		{Namespace: nsC, Question: "", Query: "x", Elements: nil},
		{Namespace: nsC, Question: "q", Query: "x", Elements: []string{"Movie"}},
		{Namespace: nsC, Question: "q", Query: "x", Elements: []string{"prop:title"}},
		{Namespace: Namespace{Schema: "f", Target: "sql"}, Question: "q", Query: "x"},
	} {
		if _, err := s.Admit(bad, verified()); err == nil {
			t.Fatalf("admitted %+v", bad)
		}
	}
	mustCheck(t, s)
}

// reference is Eq. 8 and Algorithm 2 computed by brute force over List.
func reference(t *testing.T, s lister, ns Namespace, q []string, k int) []Scored {
	t.Helper()
	q, _ = NormalizeElements(q)
	o := s.Options()
	var all []Scored
	s.List(&ns, func(e *Shot) error {
		if e.Flag != "" {
			return nil
		}
		sim := Jaccard(q, e.Elements)
		d := Decayed(e.Utility, o.Lambda, e.Age)
		all = append(all, Scored{Shot: *e, Score: o.Alpha*sim + o.Beta*d, Sim: sim, Decayed: d})
		return nil
	})
	sort.SliceStable(all, func(i, j int) bool { return all[i].Score > all[j].Score })
	var out []Scored
	forms := map[string]bool{}
	var sets []map[string]bool
	for _, c := range all {
		f := StructuralForm(c.Query)
		if forms[f] {
			continue
		}
		forms[f] = true
		ts := tokenSet(c.Query)
		dup := false
		for _, o2 := range sets {
			dup = dup || setJaccard(ts, o2) >= o.DupThreshold
		}
		if dup {
			continue
		}
		sets = append(sets, ts)
		out = append(out, c)
		if len(out) == k {
			break
		}
	}
	return out
}

func TestSelectRanking(t *testing.T) {
	s := openTemp(t, Options{Lambda: 0.1})
	// a: exact overlap, fresh; b: exact overlap, old; c: partial overlap but
	// high utility; d: no overlap but very high utility.
	a := mustAdmit(t, s, nsC, "qa", "MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN p.name AS a",
		"label:Person", "edge:DIRECTED", "label:Movie")
	for i := 0; i < 10; i++ {
		s.Tick(nsC)
	}
	b := mustAdmit(t, s, nsC, "qb", "MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN m.title AS b",
		"label:Person", "edge:DIRECTED", "label:Movie")
	c := mustAdmit(t, s, nsC, "qc", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN count(p) AS c",
		"label:Person", "edge:ACTED_IN", "label:Movie")
	d := mustAdmit(t, s, nsC, "qd", "MATCH (x:Person)-[:FOLLOWS]->(y:Person) RETURN y.born AS d",
		"edge:FOLLOWS", "prop:Person.born")
	for i := 0; i < 6; i++ {
		s.Update(nsC, []uint64{c, d}, true)
	}
	got, err := s.Select(nsC, []string{"label:Person", "edge:DIRECTED", "label:Movie"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	// Scores by hand, λ = 0.1: a is 10 steps old.
	rhoCD := 0.5
	for i := 0; i < 6; i++ {
		rhoCD = rhoCD + 0.3*(1-rhoCD)
	}
	want := []struct {
		id    uint64
		score float64
	}{
		{b, 1 + 0.5},
		{c, 0.5 + rhoCD},
		{a, 1 + 0.5*math.Exp(-1)},
		{d, rhoCD},
	}
	sort.Slice(want, func(i, j int) bool { return want[i].score > want[j].score })
	if len(got) != len(want) {
		t.Fatalf("selected %d shots, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].id || !near(got[i].Score, want[i].score) {
			t.Fatalf("rank %d: shot %d score %.6f, want shot %d score %.6f", i, got[i].ID, got[i].Score, want[i].id, want[i].score)
		}
	}
	// Budget respected; unknown elements count in the union.
	got, _ = s.Select(nsC, []string{"label:Person", "label:Nope"}, 1)
	if len(got) != 1 {
		t.Fatalf("k=1 gave %d", len(got))
	}
	if g := got[0]; !near(g.Sim, Jaccard([]string{"label:Person", "label:Nope"}, g.Elements)) {
		t.Fatalf("sim %g", g.Sim)
	}
}

func TestSelectCollapsesNearDuplicates(t *testing.T) {
	s := openTemp(t, Options{})
	el := []string{"label:Movie", "prop:Movie.title"}
	a := mustAdmit(t, s, nsC, "When was The Matrix released?", "MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released", el...)
	mustAdmit(t, s, nsC, "When was Top Gun released?", "MATCH (m:Movie {title: \"Top Gun\"}) RETURN m.released", el...)
	mustAdmit(t, s, nsC, "When was Cast Away released?", "match (m:Movie {title:'Cast Away'}) return m.released", el...)
	s.Update(nsC, []uint64{a}, true)
	other := mustAdmit(t, s, nsC, "How many movies?", "MATCH (m:Movie) RETURN count(*)", "label:Movie")
	got, err := s.Select(nsC, el, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != a || got[1].ID != other {
		var ids []uint64
		for _, g := range got {
			ids = append(ids, g.ID)
		}
		t.Fatalf("selected %v, want [%d %d]: one per structure, the best of the three first", ids, a, other)
	}
	if TokenSimilarity("MATCH (m:Movie) RETURN m.title", "MATCH (m:Movie) RETURN m.title, m.released") >= DefaultDupThreshold {
		t.Fatal("queries returning different columns are not duplicates")
	}
}

// TestSelectMatchesBruteForce drives a random store through admissions,
// outcomes and ticks and compares the indexed selection with Algorithm 2.
func TestSelectMatchesBruteForce(t *testing.T) {
	s := openTemp(t, Options{Lambda: 0.01, Capacity: 300})
	rng := rand.New(rand.NewSource(7))
	var ids []uint64
	for i := 0; i < 600; i++ {
		els := randomElements(rng)
		q := randomQuery(rng, i, els)
		a, err := s.Admit(Candidate{Namespace: nsC, Question: fmt.Sprint("q", i), Query: q, Elements: els}, verified())
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, a.ID)
		if rng.Intn(3) == 0 {
			used := []uint64{ids[rng.Intn(len(ids))], ids[rng.Intn(len(ids))]}
			if _, err := s.Update(nsC, used, rng.Intn(2) == 0); err != nil {
				t.Fatal(err)
			}
		}
		if rng.Intn(2) == 0 {
			s.Tick(nsC)
		}
	}
	mustCheck(t, s)
	for i := 0; i < 200; i++ {
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
				t.Fatalf("query %v k=%d rank %d: score %.9f (shot %d), brute force %.9f (shot %d)",
					q, k, j, got[j].Score, got[j].ID, want[j].Score, want[j].ID)
			}
		}
	}
}

var movieElements = [][]string{
	{"label:Person", "edge:ACTED_IN", "label:Movie", "prop:ACTED_IN.roles"},
	{"label:Person", "edge:DIRECTED", "label:Movie"},
	{"label:Person", "edge:PRODUCED", "label:Movie"},
	{"label:Person", "edge:WROTE", "label:Movie"},
	{"label:Person", "edge:REVIEWED", "label:Movie", "prop:REVIEWED.rating", "prop:REVIEWED.summary"},
	{"label:Person", "edge:FOLLOWS"},
	{"label:Movie"},
	{"label:Person"},
}

var movieProps = []string{"prop:Movie.title", "prop:Movie.released", "prop:Movie.tagline", "prop:Person.name", "prop:Person.born"}

func randomElements(rng *rand.Rand) []string {
	p := movieElements[rng.Intn(len(movieElements))]
	out := append([]string(nil), p[:1+rng.Intn(len(p))]...)
	for i := rng.Intn(3); i > 0; i-- {
		out = append(out, movieProps[rng.Intn(len(movieProps))])
	}
	return out
}

func randomQuery(rng *rand.Rand, i int, els []string) string {
	var b strings.Builder
	b.WriteString("MATCH ")
	for _, e := range els {
		b.WriteString(strings.NewReplacer(":", "_", ".", "_").Replace(e))
		b.WriteString(" ")
	}
	if rng.Intn(4) == 0 {
		// Same structure as others of its group: only the literal differs.
		fmt.Fprintf(&b, "WHERE x = %d RETURN group%d", i, i%7)
	} else {
		fmt.Fprintf(&b, "RETURN c%d", i)
	}
	return b.String()
}

func TestEvictionOrder(t *testing.T) {
	const capacity = 5
	s := openTemp(t, Options{Lambda: 0.2, Capacity: capacity})
	rng := rand.New(rand.NewSource(3))
	evictions := 0
	for i := 0; i < 80; i++ {
		// Before admitting, the shot that must go next is the weakest of the
		// present ones and the newcomer (ρ_init, τ = 0).
		type w struct {
			id uint64
			d  float64
		}
		var present []w
		s.List(&nsC, func(e *Shot) error {
			present = append(present, w{e.ID, Decayed(e.Utility, 0.2, e.Age)})
			return nil
		})
		a, err := s.Admit(Candidate{Namespace: nsC, Question: fmt.Sprint("q", i),
			Query: fmt.Sprintf("MATCH (m:Movie) RETURN m.title AS t%d", i), Elements: []string{"label:Movie"}}, verified())
		if err != nil {
			t.Fatal(err)
		}
		present = append(present, w{a.ID, DefaultRhoInit})
		if len(present) > capacity {
			sort.SliceStable(present, func(i, j int) bool { return present[i].d < present[j].d })
			if len(a.Evicted) != 1 || a.Evicted[0] != present[0].id {
				t.Fatalf("admission %d evicted %v, want [%d] (weight %.4f; next %.4f)", i, a.Evicted, present[0].id, present[0].d, present[1].d)
			}
			evictions++
		} else if len(a.Evicted) != 0 {
			t.Fatalf("evicted %v under capacity", a.Evicted)
		}
		var all []uint64
		s.List(&nsC, func(e *Shot) error { all = append(all, e.ID); return nil })
		if len(all) > capacity {
			t.Fatalf("%d shots over capacity %d", len(all), capacity)
		}
		if len(all) > 0 {
			s.Update(nsC, []uint64{all[rng.Intn(len(all))]}, rng.Intn(3) > 0)
		}
		for j := rng.Intn(3); j > 0; j-- {
			s.Tick(nsC)
		}
	}
	if evictions < 50 {
		t.Fatalf("only %d evictions exercised", evictions)
	}
	mustCheck(t, s)
}

func TestNamespaceIsolation(t *testing.T) {
	s := openTemp(t, Options{Capacity: 2})
	el := []string{"label:Movie"}
	for i, ns := range []Namespace{nsC, nsG, nsX} {
		for j := 0; j < 3; j++ {
			mustAdmit(t, s, ns, "q", fmt.Sprintf("MATCH (m:Movie) RETURN m.p%d_%d", j, i), el...)
		}
	}
	for _, ns := range []Namespace{nsC, nsG, nsX} {
		got, err := s.Select(ns, el, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 {
			t.Fatalf("%s: %d shots, want capacity 2 per namespace", ns, len(got))
		}
		for _, g := range got {
			if g.Namespace != ns {
				t.Fatalf("%s selected a shot of %s", ns, g.Namespace)
			}
		}
	}
	st, _ := s.Stats()
	if len(st) != 3 {
		t.Fatalf("%d namespaces", len(st))
	}
	if got, _ := s.Select(Namespace{Schema: "0123", Target: lang.SPARQL}, el, 3); len(got) != 0 {
		t.Fatal("an empty namespace selected shots")
	}
	mustCheck(t, s)
}

func TestNegativeStoreBound(t *testing.T) {
	s := openTemp(t, Options{NegativeCapacity: 5})
	for i := 0; i < 9; i++ {
		els := []string{"label:Movie"}
		if i%2 == 0 {
			els = []string{"label:Person", "edge:ACTED_IN"}
		}
		if _, err := s.AddNegative(Negative{Namespace: nsC, Query: fmt.Sprintf("bad %d", i), Error: "boom", Elements: els}); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.Negatives(nsC, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 5 || all[0].Query != "bad 8" || all[4].Query != "bad 4" {
		t.Fatalf("kept %d, newest %q, oldest %q; want the newest 5", len(all), all[0].Query, all[len(all)-1].Query)
	}
	hits, _ := s.Negatives(nsC, []string{"edge:ACTED_IN", "label:Person"}, 2)
	if len(hits) != 2 || hits[0].Query != "bad 8" || hits[1].Query != "bad 6" {
		t.Fatalf("overlap hits %+v", hits)
	}
	if none, _ := s.Negatives(nsC, []string{"edge:WROTE"}, 5); len(none) != 0 {
		t.Fatalf("negatives without overlap returned: %+v", none)
	}
	// The same failure again moves to newest rather than filling the store.
	s.AddNegative(Negative{Namespace: nsC, Query: "bad  4", Error: "boom", Elements: []string{"label:Person"}})
	all, _ = s.Negatives(nsC, nil, 0)
	if len(all) != 5 || all[0].Query != "bad  4" || all[4].Query != "bad 5" {
		t.Fatalf("after repeat: %d, newest %q, oldest %q", len(all), all[0].Query, all[4].Query)
	}
	if other, _ := s.Negatives(nsG, nil, 0); len(other) != 0 {
		t.Fatal("negatives leaked across namespaces")
	}
	mustCheck(t, s)
}

func TestConcurrentWorkers(t *testing.T) {
	s := openTemp(t, Options{Capacity: 10000})
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rng := rand.New(rand.NewSource(int64(w)))
			for i := 0; i < 60; i++ {
				els := randomElements(rng)
				a, err := s.Admit(Candidate{Namespace: nsC, Question: "q", Query: fmt.Sprintf("w%d i%d", w, i), Elements: els}, verified())
				if err != nil {
					errs <- err
					return
				}
				sel, err := s.Select(nsC, els, 3)
				if err != nil {
					errs <- err
					return
				}
				used := []uint64{a.ID}
				for _, x := range sel {
					used = append(used, x.ID)
				}
				if _, err := s.Record(Generation{Namespace: nsC, Used: used, Valid: i%3 != 0}); err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	st, _ := s.Stats()
	if st[0].Active != 480 || st[0].Clock != 480 {
		t.Fatalf("stats %+v, want 480 shots and clock 480", st[0])
	}
	mustCheck(t, s)
}

func TestLambdaChangeReindexes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	s, err := Open(path, &Options{Lambda: 0.001})
	if err != nil {
		t.Fatal(err)
	}
	a := mustAdmit(t, s, nsC, "q", "MATCH (m:Movie) RETURN m AS a", "label:Movie")
	for i := 0; i < 50; i++ {
		s.Tick(nsC)
	}
	mustAdmit(t, s, nsC, "q", "MATCH (m:Movie) RETURN m AS b", "label:Movie")
	s.Update(nsC, []uint64{a}, true)
	s.Close()
	s, err = Open(path, &Options{Lambda: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mustCheck(t, s)
	got, _ := s.Select(nsC, []string{"label:Movie"}, 1)
	if len(got) != 1 || got[0].ID == a {
		t.Fatalf("with λ = 0.5 the 50-step-old shot must rank last: %+v", got)
	}
}

func TestPruneWeakAndOverCapacity(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	s, err := Open(path, &Options{Capacity: 10, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	var ids []uint64
	for i := 0; i < 6; i++ {
		ids = append(ids, mustAdmit(t, s, nsC, "q", fmt.Sprintf("MATCH (m:Movie) RETURN m.p%d", i), "label:Movie"))
	}
	s.Update(nsC, ids[:2], false) // 0.35
	s.Update(nsC, ids[:1], false) // 0.245
	r, err := s.Prune(PruneOptions{Below: 0.3, DryRun: true})
	if err != nil || r.Weak != 1 {
		t.Fatalf("dry run %+v %v", r, err)
	}
	if _, err := s.Get(ids[0]); err != nil {
		t.Fatal("a dry run removed a shot")
	}
	r, _ = s.Prune(PruneOptions{Below: 0.4})
	if r.Weak != 2 {
		t.Fatalf("prune below 0.4: %+v", r)
	}
	s.Close()
	// A lower capacity takes effect on the next prune (or admission).
	s, err = Open(path, &Options{Capacity: 3, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if r, _ = s.Prune(PruneOptions{}); r.OverCap != 1 {
		t.Fatalf("prune over capacity: %+v", r)
	}
	st, _ := s.Stats()
	if st[0].Active != 3 {
		t.Fatalf("%d shots after prune, want 3", st[0].Active)
	}
	mustCheck(t, s)
}

func TestRecordIsAllOrNothing(t *testing.T) {
	s := openTemp(t, Options{})
	a := mustAdmit(t, s, nsC, "q", "MATCH (m:Movie) RETURN m", "label:Movie")
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
}

func TestSelectLooksPastACollapsedCluster(t *testing.T) {
	s := openTemp(t, Options{})
	long := "MATCH a b c d e f g h i j k l m n o p q r s t RETURN "
	var cluster []uint64
	for i := 0; i < 20; i++ {
		cluster = append(cluster, mustAdmit(t, s, nsC, "q", fmt.Sprintf("%su%d", long, i), "label:Movie"))
	}
	if sim := TokenSimilarity(long+"u1", long+"u2"); sim < DefaultDupThreshold {
		t.Fatalf("fixture: similarity %g is under the threshold", sim)
	}
	s.Update(nsC, cluster, true) // the whole cluster outranks the rest
	var rest []uint64
	for i := 0; i < 2; i++ {
		rest = append(rest, mustAdmit(t, s, nsC, "q", fmt.Sprintf("MATCH (m:Movie) RETURN m.other%d", i), "label:Movie"))
	}
	got, err := s.Select(nsC, []string{"label:Movie"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || !strings.HasPrefix(got[0].Query, long) || strings.HasPrefix(got[1].Query, long) || strings.HasPrefix(got[2].Query, long) {
		for _, g := range got {
			t.Log(g.ID, g.Score, g.Query)
		}
		t.Fatalf("want one of the cluster and the two others")
	}
	if want := reference(t, s, nsC, []string{"label:Movie"}, 3); len(want) != 3 || !near(want[2].Score, got[2].Score) {
		t.Fatalf("brute force disagrees: %+v", want)
	}
}

// A held pair is never selected; confirming admits it, rejecting makes it a
// negative, and rm deletes shots and pending pairs alike.
func TestHoldConfirmRejectRemove(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "s.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ns := Namespace{Schema: "fp", Target: lang.Cypher}
	els := []string{"label:Person", "edge:DIRECTED"}
	prov := Provenance{Backend: "neo4j bolt://x", VerifiedAt: time.Now(), Rows: 2}
	r, err := s.Record(Generation{Namespace: ns, Valid: true, Question: "Who directed X?",
		Query: "MATCH (p:Person)-[:DIRECTED]->() RETURN p.name", Elements: els, Provenance: prov, Hold: "no agreement"})
	if err != nil || r.Held == 0 || r.Admission != nil {
		t.Fatalf("hold: %+v %v", r, err)
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
	neg, err := s.Reject(a.ID, "")
	if err != nil || neg == 0 {
		t.Fatalf("reject: %v", err)
	}
	if got, _ := s.Select(ns, els, 5); len(got) != 0 {
		t.Fatalf("a rejected shot is still selected")
	}
	if ns2, _ := s.Negatives(ns, els, 5); len(ns2) != 1 {
		t.Fatalf("negatives %+v", ns2)
	}
	r2, _ := s.Record(Generation{Namespace: ns, Valid: true, Question: "Q?", Query: "MATCH (n) RETURN n", Elements: els, Provenance: prov, Hold: "empty"})
	if err := s.Remove(r2.Held); err != nil {
		t.Fatal(err)
	}
	if err := s.Remove(r2.Held); !errors.Is(err, ErrNotFound) {
		t.Fatalf("removing twice: %v", err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}
