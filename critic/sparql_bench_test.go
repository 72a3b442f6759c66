package critic_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

type sparqlBenchQuery struct {
	text   string
	schema *schema.Schema
}

// sparqlBenchCorpus is every SPARQL query we have: Spider4SPARQL (no schema,
// when ../shared exists), the aligned gold queries and the testdata (movies
// schema).
func sparqlBenchCorpus(b *testing.B) []sparqlBenchQuery {
	movies, _ := schema.Load(filepath.Join("..", "examples", "movies", "schema.json"))
	var out []sparqlBenchQuery
	if raw, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "spider4sparql", "questions.json")); err == nil {
		var rows []struct {
			Query string `json:"query"`
		}
		if json.Unmarshal(raw, &rows) == nil {
			for _, r := range rows {
				out = append(out, sparqlBenchQuery{"PREFIX : <http://valuenet/ontop/>\n" + r.Query, nil})
			}
		}
	}
	if f, err := os.Open(filepath.Join("..", "testdata", "movies", "aligned", "questions.jsonl")); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var row struct {
				SPARQL string `json:"sparql"`
			}
			if json.Unmarshal(sc.Bytes(), &row) == nil && row.SPARQL != "" {
				out = append(out, sparqlBenchQuery{row.SPARQL, movies})
			}
		}
		f.Close()
	}
	qs, _ := sparqlTestdataQueries(b)
	for _, q := range qs {
		out = append(out, sparqlBenchQuery{q, movies})
	}
	return out
}

// BenchmarkSPARQLParseCheck measures parse + every check per query over the
// corpus and reports the median and 99th percentile per query (target:
// median ≤ 1 ms).
func BenchmarkSPARQLParseCheck(b *testing.B) {
	qs := sparqlBenchCorpus(b)
	if len(qs) == 0 {
		b.Skip("no SPARQL corpus")
	}
	var times []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := qs[i%len(qs)]
		start := time.Now()
		critic.Run(lang.SPARQL, q.text, q.schema)
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "µs/median")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "µs/p99")
}
