package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/shots/etcdtest"
)

// benchQuestions are asked in turn; offline, each compiles to a valid
// Cypher query of a different shape.
var benchQuestions = []string{
	"Who directed The Matrix?",
	"How many movies did Tom Hanks act in?",
	"Which movies were released in 1999?",
	"Who acted in The Matrix?",
	"Which movies did Keanu Reeves act in?",
	"Who produced Cloud Atlas?",
}

// BenchmarkServeTranslate is the load test of POST /v1/translate, offline
// (the bundled movies example, no server, no model) on loopback: b.N
// requests shared by 1, 8 and 32 concurrent clients. It reports p50 and
// p99 latency and throughput, and fails on any error. docs/serve.md has the
// numbers and the command.
func BenchmarkServeTranslate(b *testing.B) {
	for _, clients := range []int{1, 8, 32} {
		b.Run(fmt.Sprintf("clients=%d", clients), func(b *testing.B) {
			loadTranslate(b, Options{Backends: offline(), Shots: "off"}, clients)
		})
	}
}

// BenchmarkServeStore compares the shot stores under the same load as
// BenchmarkServeTranslate: every translation records its outcome (Eq. 10
// on the shots used, one step of the namespace clock) in one transaction,
// in a bbolt file or in etcd (the server scripts/servers starts, a prefix
// of the bench's own). Offline, so the store is the only I/O.
func BenchmarkServeStore(b *testing.B) {
	for _, store := range []string{"bbolt", "etcd"} {
		for _, clients := range []int{1, 8} {
			b.Run(fmt.Sprintf("store=%s/clients=%d", store, clients), func(b *testing.B) {
				where := filepath.Join(b.TempDir(), "shots.db")
				if store == "etcd" {
					where = etcdtest.URL(b)
				}
				loadTranslate(b, Options{Backends: offline(), Shots: where}, clients)
			})
		}
	}
}

// loadTranslate serves opt and sends b.N translations from clients
// concurrent clients with keep-alive connections; it reports p50 and p99
// latency and throughput, and fails on any error.
func loadTranslate(b *testing.B, opt Options, clients int) {
	opt.MaxConcurrent = 64
	// The log line is part of serving a request; it goes nowhere.
	opt.Logger = slog.New(slog.NewJSONHandler(io.Discard, nil))
	s, err := New(context.Background(), opt)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	testenv.Listening(b, ts.URL)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}, Timeout: 30 * time.Second}
	defer client.CloseIdleConnections()
	bodies := make([][]byte, len(benchQuestions))
	for i, q := range benchQuestions {
		bodies[i], _ = json.Marshal(Request{Question: q, Targets: []string{"cypher"}})
	}
	// Every question must be answerable, or the bench would time
	// refusals instead of translations.
	for i, body := range bodies {
		var out response
		if err := post(client, ts.URL, body, &out); err != nil || out.Verdict != "valid" {
			b.Fatalf("%q: %v %+v", benchQuestions[i], err, out)
		}
	}

	lat := make([]time.Duration, b.N)
	var next, errs atomic.Int64
	var firstErr atomic.Value
	var wg sync.WaitGroup
	b.ResetTimer()
	start := time.Now()
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= b.N {
					return
				}
				t0 := time.Now()
				if err := post(client, ts.URL, bodies[i%len(bodies)], nil); err != nil {
					errs.Add(1)
					firstErr.CompareAndSwap(nil, err)
				}
				lat[i] = time.Since(t0)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	if n := errs.Load(); n > 0 {
		b.Fatalf("%d of %d requests failed; first: %v", n, b.N, firstErr.Load())
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "req/s")
}

// post sends one translation and checks the answer is a 200 with results.
func post(c *http.Client, base string, body []byte, out *response) error {
	resp, err := c.Post(base+"/v1/translate", "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	var r response
	if err := json.Unmarshal(b, &r); err != nil {
		return err
	}
	if len(r.Results) != 1 || r.Results[0].Query == "" && r.Verdict == "valid" {
		return fmt.Errorf("no translation in %s", b)
	}
	if out != nil {
		*out = r
	}
	return nil
}
