package grounding

import (
	"context"
	"sort"
	"testing"
	"time"
)

// benchQuestions are everyday questions over the movies example.
var benchQuestions = []string{
	"Which films did Tom Hanks star in after 1995?",
	"Who directed The Matrix Reloaded?",
	"How many people acted in movies directed by Ron Howard?",
	"What is the average rating given by critics to Cloud Atlas?",
	"List the 3 oldest actors who played in a film released before 1990",
	"Who follows Jessica Thompson?",
	"Which movies have a tagline mentioning the real world?",
	"Name the writers and producers of Jerry Maguire",
}

func benchGround(b *testing.B, g *Grounder, src ValueSource, qs []string) {
	ctx := context.Background()
	var times []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := qs[i%len(qs)]
		t0 := time.Now()
		if _, err := g.Ground(ctx, q, src); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
}

func BenchmarkGroundMovies(b *testing.B) {
	g, src := moviesGrounder(b)
	benchGround(b, g, src, benchQuestions)
}
