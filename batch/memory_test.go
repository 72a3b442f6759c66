package batch

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

// bulkyTranslator returns results the size of a real one (a query, a
// warning, a diagnostic detail), so anything a batch keeps per item shows.
type bulkyTranslator struct{}

func (bulkyTranslator) Translate(_ context.Context, q string, t lang.Lang) *gql.Translation {
	return &gql.Translation{Question: q, Target: t, Query: "MATCH (m:Movie) WHERE m.title = '" + q + "' " + strings.Repeat("RETURN m.title ", 60),
		Verdict: gql.Valid, Latency: time.Millisecond, Warnings: []string{strings.Repeat("w", 200)}}
}

// questionStream generates n distinct questions, a line each, without
// holding them: the input itself must not be what grows.
func questionStream(n int) io.Reader {
	i := 0
	var pending []byte
	return readerFunc(func(p []byte) (int, error) {
		for len(pending) < len(p) && i < n {
			i++
			pending = fmt.Appendf(pending, "Which movies were released after the year %d?\n", i)
		}
		if len(pending) == 0 {
			return 0, io.EOF
		}
		k := copy(p, pending)
		pending = pending[k:]
		return k, nil
	})
}

// heapGrowth runs a batch of n distinct questions and returns the live heap
// growth per item between item n/10 and item n.
func heapGrowth(t testing.TB, n int, opt Options) float64 {
	var at [2]uint64
	marks := map[int]int{n / 10: 0, n: 1}
	opt.Targets = []lang.Lang{lang.Cypher, lang.Gremlin}
	opt.Workers = 1
	opt.Progress = func(p Progress) {
		if k, ok := marks[p.Done]; ok {
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			at[k] = ms.HeapAlloc
		}
	}
	out := filepath.Join(t.TempDir(), "o.jsonl")
	sum, err := Run(context.Background(), bulkyTranslator{}, questionStream(n), FormatText, "", out, opt)
	if err != nil || sum.Items != n {
		t.Fatalf("%d items, %v", sum.Items, err)
	}
	g := float64(int64(at[1])-int64(at[0])) / float64(n-n/10)
	t.Logf("%d items: live heap %.1f MB at %d, %.1f MB at %d: %.1f bytes/item", n, float64(at[0])/1e6, n/10, float64(at[1])/1e6, n, g)
	return g
}

// The probe saw a 100k-line batch grow from 35 to 201 MB: every result was
// kept for de-duplication and resumption. Records now live in the output
// file; what stays per item is a bit for its line, and per distinct question
// a small reuse-index entry, itself capped by DedupMax.
func TestBatchMemoryIsBounded(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 20000
	}
	// Every question is distinct, the worst case for the reuse index; a
	// result is about 1.5 KB, so keeping results would cost over 1500 B/item.
	if g := heapGrowth(t, n, Options{}); g > 120 {
		t.Errorf("live heap grows %.0f bytes per item, want under 120 (the reuse index only)", g)
	}
	if g := heapGrowth(t, n, Options{DedupMax: 1000}); g > 8 {
		t.Errorf("with the reuse index capped, live heap grows %.1f bytes per item, want under 8", g)
	}
}

// BenchmarkBatchRun reports the live heap each item adds (heap-B/item)
// beside the time per 10k-item batch.
func BenchmarkBatchRun(b *testing.B) {
	var g float64
	for i := 0; i < b.N; i++ {
		g = heapGrowth(b, 10000, Options{})
	}
	b.ReportMetric(g, "heap-B/item")
}
