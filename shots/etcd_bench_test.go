package shots

import (
	"fmt"
	"math/rand"
	"sort"
	"testing"
	"time"
)

// BenchmarkRankUpdate is one generation step as the compiler takes it:
// select 3 shots for the question's elements, then record the outcome
// (Eq. 10 on the selected, one tick). The namespace holds shots shots, at
// the default capacity's order of size; the bbolt file syncs like gql's.
// go test ./shots -run XXX -bench RankUpdate -benchtime 300x
func BenchmarkRankUpdate(b *testing.B) {
	const shots = 300
	for _, kind := range []string{"bbolt", "etcd"} {
		b.Run(kind, func(b *testing.B) {
			var s repo
			if kind == "bbolt" {
				st, err := Open(b.TempDir()+"/s.db", nil)
				if err != nil {
					b.Fatal(err)
				}
				s = st
			} else {
				s = openEtcd(b, Options{})
			}
			defer s.Close()
			rng := rand.New(rand.NewSource(1))
			for i := 0; i < shots; i++ {
				els := randomElements(rng)
				if _, err := s.Admit(Candidate{Namespace: nsC, Question: fmt.Sprint("q", i), Query: randomQuery(rng, i, els), Elements: els}, verified()); err != nil {
					b.Fatal(err)
				}
			}
			lat := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				sel, err := s.Select(nsC, randomElements(rng), 3)
				if err != nil || len(sel) == 0 {
					b.Fatalf("select: %d shots, %v", len(sel), err)
				}
				used := make([]uint64, len(sel))
				for j := range sel {
					used[j] = sel[j].ID
				}
				if _, err := s.Record(Generation{Namespace: nsC, Used: used, Valid: rng.Intn(3) > 0}); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			b.StopTimer()
			sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
			b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "ms-median")
			b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "ms-p99")
		})
	}
}
