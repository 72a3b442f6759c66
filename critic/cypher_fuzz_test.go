package critic_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

var markerRE = regexp.MustCompile(`\s*#! want:.*`)

// cypherSeeds returns the queries of critic/testdata/cypher and, when
// ../shared is present, the text2cypher-movies outputs.
func cypherSeeds(tb testing.TB) []string {
	var out []string
	files, _ := filepath.Glob(filepath.Join("testdata", "cypher", "*.txt"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		for _, q := range strings.Split(string(b), "#! ---") {
			q = markerRE.ReplaceAllString(strings.Replace(q, "#! schema: movies", "", 1), "")
			if strings.TrimSpace(q) != "" {
				out = append(out, strings.TrimSpace(q))
			}
		}
	}
	if _, err := os.Stat(filepath.Join("..", "..", "shared", "data")); err == nil {
		for _, r := range loadT2C(tb) {
			out = append(out, r.Query)
		}
	}
	return out
}

// FuzzCriticCypher: the whole Cypher critic never panics, never reports an
// internal error, keeps spans inside the text, makes fixes that apply, and
// stays fast on any input.
func FuzzCriticCypher(f *testing.F) {
	movies, err := examples.Schema("movies")
	if err != nil {
		f.Fatal(err)
	}
	for _, q := range cypherSeeds(f) {
		f.Add(q, true)
	}
	f.Fuzz(func(t *testing.T, text string, withSchema bool) {
		var s *schema.Schema
		if withSchema {
			s = movies
		}
		done := make(chan *critic.Report, 1)
		go func() { done <- critic.Run(lang.Cypher, text, s) }()
		var r *critic.Report
		select {
		case r = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("critic still running after 5s on %q", text)
		}
		for _, d := range r.Diagnostics {
			if strings.HasPrefix(d.Summary, "internal error") {
				t.Fatalf("%s: %s\n%q", d, d.Detail, text)
			}
			if d.Span.Start < 0 || d.Span.End > len(text) || d.Span.Start > d.Span.End {
				t.Fatalf("bad span %+v in %q", d, text)
			}
			for _, fx := range d.Fixes {
				if _, ok := diag.Apply(text, []diag.Fix{fx}); !ok {
					t.Fatalf("fix %+v does not apply to %q", fx, text)
				}
			}
		}
	})
}

// BenchmarkCypherParseCheck parses and checks (with the movies schema) every
// query of the corpus; it reports the mean and the median per query.
func BenchmarkCypherParseCheck(b *testing.B) {
	s, err := examples.Schema("movies")
	if err != nil {
		b.Fatal(err)
	}
	qs := cypherSeeds(b)
	// Warm the prediction caches once, as a long-running process would be.
	for _, q := range qs {
		critic.Run(lang.Cypher, q, s)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, q := range qs {
			critic.Run(lang.Cypher, q, s)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(qs)), "ns/query")
	times := make([]float64, len(qs))
	for i, q := range qs {
		const reps = 5
		t0 := time.Now()
		for k := 0; k < reps; k++ {
			critic.Run(lang.Cypher, q, s)
		}
		times[i] = float64(time.Since(t0).Nanoseconds()) / reps
	}
	sort.Float64s(times)
	b.ReportMetric(times[len(times)/2], "median-ns/query")
	b.ReportMetric(times[len(times)*99/100], "p99-ns/query")
	b.ReportMetric(0, "ns/op")
}
