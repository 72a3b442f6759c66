package bench

import (
	"context"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// BenchmarkTranslateOffline is the offline translation latency per question
// of the aligned set, per target (no server: values come from the bundled
// graph). One op is one question; the mix is the whole set in turn.
func BenchmarkTranslateOffline(b *testing.B) {
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		b.Fatal(err)
	}
	g, s, err := examples.Movies()
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	c, err := gql.New(ctx, gql.Config{Schema: s, Values: grounding.NewMemorySource(g, s)})
	if err != nil {
		b.Fatal(err)
	}
	for _, l := range lang.All {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			valid := 0
			for i := 0; i < b.N; i++ {
				it := ds.Items[i%len(ds.Items)]
				if c.Translate(ctx, it.Question, l).Verdict == gql.Valid {
					valid++
				}
			}
			if b.N >= len(ds.Items) && valid == 0 {
				b.Fatal("no valid translation")
			}
		})
	}
}
