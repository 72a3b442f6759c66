package shots

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

const benchShots = 100_000

var (
	benchOnce  sync.Once
	benchStore *Store
	benchErr   error
	benchDir   string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if benchStore != nil {
		benchStore.Close()
	}
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

// store100k builds, once per run, one namespace of 100,000 movie shots with
// spread-out utilities and ages, written in large transactions because the
// benchmark is about reading.
func store100k(b *testing.B) *Store {
	benchOnce.Do(func() {
		benchDir, benchErr = os.MkdirTemp("", "shots-bench-")
		if benchErr != nil {
			return
		}
		path := filepath.Join(benchDir, "shots.db")
		s, err := Open(path, &Options{Capacity: benchShots, NoSync: true})
		if err != nil {
			benchErr = err
			return
		}
		benchStore = s
		benchErr = fill(s, benchShots, 1)
		if fi, err := os.Stat(path); err == nil {
			fmt.Fprintf(os.Stderr, "shots benchmark store: %d shots, %.1f MiB file\n", benchShots, float64(fi.Size())/(1<<20))
		}
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchStore
}

func benchSelect(b *testing.B, query func(*rand.Rand) []string) {
	s := store100k(b)
	rng := rand.New(rand.NewSource(2))
	qs := make([][]string, 256)
	for i := range qs {
		qs[i] = query(rng)
	}
	durs := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t := time.Now()
		got, err := s.Select(nsC, qs[i%len(qs)], 5)
		durs = append(durs, time.Since(t))
		if err != nil || len(got) != 5 {
			b.Fatalf("select: %d shots, %v", len(got), err)
		}
	}
	b.StopTimer()
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	b.ReportMetric(float64(durs[len(durs)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(durs[len(durs)*99/100].Microseconds())/1000, "p99-ms")
	// The store lives in bbolt's file mapping, not on the Go heap: the heap
	// after selection stays small whatever the number of shots.
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heap-MiB")
}

// BenchmarkSelect100k selects 5 shots among 100,000 for mapping tables drawn
// like the stored ones (the movies schema has 16 elements, so every posting
// list is long).
func BenchmarkSelect100k(b *testing.B) { benchSelect(b, randomElements) }

// BenchmarkSelect100kNoExactMatch asks for element sets no shot has, the case
// where early termination helps least.
func BenchmarkSelect100kNoExactMatch(b *testing.B) {
	benchSelect(b, func(rng *rand.Rand) []string {
		return []string{"label:Movie", "edge:DIRECTED", "edge:FOLLOWS", "prop:REVIEWED.rating", "label:Studio"}
	})
}

// BenchmarkAdmit measures one durable admission (fsync included) into a
// namespace at capacity, so each admission also evicts.
func BenchmarkAdmit(b *testing.B) {
	s, err := Open(filepath.Join(b.TempDir(), "s.db"), &Options{Capacity: 500})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	rng := rand.New(rand.NewSource(3))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		els := randomElements(rng)
		if _, err := s.Admit(Candidate{Namespace: nsC, Question: "q", Query: randomQuery(rng, i, els), Elements: els}, verified()); err != nil {
			b.Fatal(err)
		}
	}
}

// fill writes n random movie shots into nsC at clock 20,000 with utilities
// uniform in [0,1) and ages up to the clock.
func fill(s *Store, n int, seed int64) error {
	const clock = 20_000
	rng := rand.New(rand.NewSource(seed))
	for done := 0; done < n; {
		err := s.write(func(tx *bolt.Tx) error {
			nsb, err := nsBucket(tx, nsC, true)
			if err != nil {
				return err
			}
			if err := putInt(nsb.Bucket(bMeta), kClock, clock); err != nil {
				return err
			}
			for i := 0; i < 5000 && done < n; i++ {
				els, _ := NormalizeElements(randomElements(rng))
				id, err := tx.Bucket(bIDs).NextSequence()
				if err != nil {
					return err
				}
				e := &Shot{ID: id, Namespace: nsC, Question: fmt.Sprint("question ", id),
					Query: randomQuery(rng, int(id), els), Elements: els,
					Utility: rng.Float64(), Stamp: int64(rng.Intn(clock)), Provenance: verified().Provenance}
				if err := s.insert(tx, nsb, e, u64(hash64(NormalizeQuery(e.Query)))); err != nil {
					return err
				}
				done++
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// TestSelectLargeMatchesBruteForce checks the early-terminating selection on
// a store large enough for it to skip most postings.
func TestSelectLargeMatchesBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 20,000-shot store")
	}
	s := openTemp(t, Options{Capacity: 20_000})
	if err := fill(s, 20_000, 5); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(6))
	queries := [][]string{nil, {"label:Movie", "edge:DIRECTED", "edge:FOLLOWS", "prop:REVIEWED.rating", "label:Studio"}}
	for i := 0; i < 8; i++ {
		queries = append(queries, randomElements(rng))
	}
	for _, q := range queries {
		got, err := s.Select(nsC, q, 5)
		if err != nil {
			t.Fatal(err)
		}
		want := reference(t, s, nsC, q, 5)
		if len(got) != len(want) {
			t.Fatalf("%v: %d shots, brute force %d", q, len(got), len(want))
		}
		for j := range want {
			if !near(got[j].Score, want[j].Score) {
				t.Fatalf("%v rank %d: %.9f, brute force %.9f", q, j, got[j].Score, want[j].Score)
			}
		}
	}
}

// BenchmarkOpenVerify is the cost every open now pays: the page walk before
// bbolt maps the file, bbolt's tx.Check and the layout check, on a store of
// three full default namespaces (1,500 shots) and on one of 20,000.
func BenchmarkOpenVerify(b *testing.B) {
	for _, n := range []int{1500, 20_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "shots.db")
			s, err := Open(path, &Options{NoSync: true, Capacity: n})
			if err != nil {
				b.Fatal(err)
			}
			if err := fill(s, n, 1); err != nil {
				b.Fatal(err)
			}
			s.Close()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s, err := Open(path, &Options{ReadOnly: true})
				if err != nil {
					b.Fatal(err)
				}
				s.Close()
			}
			fi, _ := os.Stat(path)
			b.ReportMetric(float64(fi.Size())/(1<<20), "MiB")
		})
	}
}
