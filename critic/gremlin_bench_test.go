package critic_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// gremlinSeeds are the queries of our own Gremlin testdata, one per query.
func gremlinSeeds(tb testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join("testdata", "gremlin", "*.txt"))
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		var cur []string
		for _, line := range strings.Split(string(b), "\n") {
			if k := strings.Index(line, "#!"); k >= 0 {
				if strings.TrimSpace(line[k:]) == "#! ---" {
					out = append(out, strings.Join(cur, "\n"))
					cur = nil
					continue
				}
				line = line[:k]
			}
			cur = append(cur, line)
		}
		out = append(out, strings.Join(cur, "\n"))
	}
	return out
}

// BenchmarkGremlinParseCheck parses and checks the corpus queries (our
// testdata when the shared corpus is absent) with a schema, one query per
// iteration, and reports the median and 99th percentile per query.
func BenchmarkGremlinParseCheck(b *testing.B) {
	var qs []string
	var s *schema.Schema
	if _, err := os.Stat(filepath.Join(gremlinCorpusDir, "pairs.json")); err == nil {
		qs, s = gremlinCorpus(b)
	} else {
		qs = gremlinSeeds(b)
		var err error
		if s, err = schema.Load("../examples/movies/schema.json"); err != nil {
			b.Fatal(err)
		}
	}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		critic.Run(lang.Gremlin, qs[i%len(qs)], s)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns/query")
	b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds()), "p99-ns/query")
}

func FuzzGremlinCritic(f *testing.F) {
	for _, q := range gremlinSeeds(f) {
		f.Add(q)
	}
	if _, err := os.Stat(filepath.Join(gremlinCorpusDir, "pairs.json")); err == nil {
		qs, _ := gremlinCorpus(f)
		for i := 0; i < len(qs); i += 8 {
			f.Add(qs[i])
		}
	}
	s, err := schema.Load("../examples/movies/schema.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, q string) {
		r := critic.Run(lang.Gremlin, q, s)
		for _, d := range r.Diagnostics {
			if strings.HasPrefix(d.Summary, "internal error") {
				t.Fatalf("%q: %s: %s", q, d.Summary, d.Detail)
			}
			if d.Span.Start < 0 || d.Span.End > len(q) || d.Span.Start > d.Span.End {
				t.Fatalf("%q: bad span %+v in %v", q, d.Span, d)
			}
			for _, fx := range d.Fixes {
				if fx.Span.Start < 0 || fx.Span.End > len(q) || fx.Span.Start > fx.Span.End {
					t.Fatalf("%q: bad fix span %+v", q, fx)
				}
			}
		}
		if r.Parsed != (r.Lang == lang.Gremlin && !hasSyntax(r)) {
			t.Fatalf("%q: parsed=%v with diagnostics %v", q, r.Parsed, r.Diagnostics)
		}
	})
}

func hasSyntax(r *critic.Report) bool {
	for _, d := range r.Diagnostics {
		if d.Check == "syntax" {
			return true
		}
	}
	return false
}
