package backends_test

import (
	"context"
	"testing"
	"time"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

const (
	benchCypher  = `MATCH (m:Movie) RETURN m, m.released`
	benchGremlin = `g.V().hasLabel('Movie').project('m','released').by('title').by('released')`
)

func loadForBench(b *testing.B, be backends.Backend, uri string) {
	g, s, err := examples.Movies()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: be, IfNeeded: true}); err != nil {
		b.Fatal(err)
	}
}

// interleave times raw and executor calls alternately, so load from other
// processes hits both alike, and reports their ratio (the executor's
// overhead) besides the per-call times.
func interleave(b *testing.B, raw, exec func()) {
	var tr, te time.Duration
	timed := func(f func()) time.Duration { t0 := time.Now(); f(); return time.Since(t0) }
	first := true
	for b.Loop() {
		// Alternate which goes first, so neither pays for the other's garbage.
		if first {
			tr += timed(raw)
			te += timed(exec)
		} else {
			te += timed(exec)
			tr += timed(raw)
		}
		first = !first
	}
	n := float64(b.N)
	b.ReportMetric(float64(tr.Nanoseconds())/n, "raw-ns/call")
	b.ReportMetric(float64(te.Nanoseconds())/n, "exec-ns/call")
	b.ReportMetric(float64(te)/float64(tr), "exec/raw")
}

// BenchmarkOverheadNeo4j: the executor against the same work on the raw
// driver (read session, transaction timeout, every record read).
func BenchmarkOverheadNeo4j(b *testing.B) {
	uri := testenv.Neo4j(b)
	loadForBench(b, backends.Neo4j, uri)
	ctx := context.Background()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		b.Fatal(err)
	}
	defer drv.Close(ctx)
	_, s, _ := examples.Movies()
	x, err := backends.Open(ctx, uri, backends.Options{Schema: s})
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	interleave(b, func() {
		sess := drv.NewSession(ctx, neo4j.SessionConfig{AccessMode: neo4j.AccessModeRead})
		defer sess.Close(ctx)
		res, err := sess.Run(ctx, benchCypher, nil, neo4j.WithTxTimeout(10*time.Second))
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for res.Next(ctx) {
			_ = res.Record().Values
			n++
		}
		if res.Err() != nil || n != 38 {
			b.Fatal(res.Err(), n)
		}
	}, func() {
		r, err := x.Exec(ctx, benchCypher, backends.ExecOptions{})
		if err != nil || len(r.Rows) != 38 {
			b.Fatal(err)
		}
	})
}

// BenchmarkOverheadGremlin: the executor against gremlin-go's client on the
// same script and read-only source.
func BenchmarkOverheadGremlin(b *testing.B) {
	uri := testenv.GremlinServer(b)
	loadForBench(b, backends.GremlinServer, uri)
	ctx := context.Background()
	c, err := gremlingo.NewClient(uri, func(s *gremlingo.ClientSettings) {
		s.TraversalSource = backends.ReadOnlySource
		s.LogVerbosity = gremlingo.Off
	})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.GremlinServer})
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	interleave(b, func() {
		rs, err := c.Submit(benchGremlin)
		if err != nil {
			b.Fatal(err)
		}
		if all, err := rs.All(); err != nil || len(all) != 38 {
			b.Fatal(err, len(all))
		}
	}, func() {
		r, err := x.Exec(ctx, benchGremlin, backends.ExecOptions{})
		if err != nil || len(r.Rows) != 38 {
			b.Fatal(err)
		}
	})
}

// BenchmarkIntrospect measures a full (uncached) introspection of the movies
// graph on each backend.
func BenchmarkIntrospect(b *testing.B) {
	for _, be := range backends.All {
		b.Run(string(be), func(b *testing.B) {
			var uri string
			switch be {
			case backends.Neo4j:
				uri = testenv.Neo4j(b)
			case backends.GremlinServer:
				uri = testenv.GremlinServer(b)
			case backends.JanusGraph:
				uri = testenv.JanusGraph(b)
			case backends.Fuseki:
				uri = testenv.Fuseki(b)
			}
			loadForBench(b, be, uri)
			for b.Loop() {
				if _, err := backends.Introspect(context.Background(), uri, backends.Options{Backend: be},
					backends.IntrospectOptions{NoCache: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
