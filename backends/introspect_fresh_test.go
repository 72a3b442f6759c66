package backends_test

import (
	"context"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// Scratch servers are the ones a test may fill with any graph: never the
// shared movies or company instances. Neo4j and Gremlin Server hold one
// graph per process, so they are opt-in (start an instance set of your own,
// docs/servers.md, and point these at it); Fuseki gets a dataset of the
// test's own on the shared server.
var (
	scratchNeo4j   = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_SCRATCH_NEO4J_URI"}
	scratchGremlin = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_SCRATCH_GREMLIN_URI"}
)

// scratch is where the stale-schema test may load graphs for b, or "".
func scratch(t *testing.T, b backends.Backend) string {
	t.Helper()
	switch b {
	case backends.Fuseki:
		u, err := backends.FusekiDataset(testenv.Fuseki(t), "gqlfreshtest")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { dropFusekiDataset(testenv.FusekiEndpoint.URI(), "gqlfreshtest") })
		return u
	case backends.Neo4j:
		if os.Getenv(scratchNeo4j.EnvVar) != "" {
			return testenv.Require(t, scratchNeo4j)
		}
	case backends.GremlinServer:
		if os.Getenv(scratchGremlin.EnvVar) != "" {
			return testenv.Require(t, scratchGremlin)
		}
	}
	return ""
}

// dropFusekiDataset removes the test's dataset so the shared server keeps
// only the graphs it had.
func dropFusekiDataset(base, name string) {
	req, err := http.NewRequest(http.MethodDelete, base+"/$/datasets/"+name, nil)
	if err != nil {
		return
	}
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
	}
}

// The reproduction: introspect (and cache) one graph, load another
// into the same endpoint, introspect again without Refresh. The second
// schema must be the new graph's; before markers the cached schema of the
// first graph came back until --refresh.
func TestIntrospectAfterLoadOfAnotherGraph(t *testing.T) {
	for _, b := range []backends.Backend{backends.Fuseki, backends.Neo4j, backends.GremlinServer} {
		t.Run(string(b), func(t *testing.T) {
			uri := scratch(t, b)
			if uri == "" {
				t.Skipf("no scratch %s server: set GQL_SCRATCH_%s_URI to one of your own (never the shared one)", b, map[backends.Backend]string{backends.Neo4j: "NEO4J", backends.GremlinServer: "GREMLIN"}[b])
			}
			ctx := context.Background()
			dir := t.TempDir()
			io := backends.IntrospectOptions{CacheDir: dir, Timeout: 20 * time.Second}
			load := func(g *graph.Graph, s *schema.Schema) {
				t.Helper()
				if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b}); err != nil {
					t.Fatalf("load %s: %v", g.Name, err)
				}
			}
			mg, ms, err := examples.Movies()
			if err != nil {
				t.Fatal(err)
			}
			cs, cg, err := examples.Resolve("company")
			if err != nil {
				t.Fatal(err)
			}
			load(mg, ms)
			first, err := backends.Introspect(ctx, uri, backends.Options{Backend: b}, io)
			if err != nil {
				t.Fatal(err)
			}
			if !hasLabel(first, "Movie") {
				t.Fatalf("movies graph introspected without Movie: %v", labelNames(first))
			}
			// Without a load in between the cache answers, stamp and all.
			again, err := backends.Introspect(ctx, uri, backends.Options{Backend: b}, io)
			if err != nil || again.Fingerprint() != first.Fingerprint() {
				t.Fatalf("second read of an unchanged graph differs: %v", err)
			}
			load(cg, cs)
			second, err := backends.Introspect(ctx, uri, backends.Options{Backend: b}, io)
			if err != nil {
				t.Fatal(err)
			}
			if hasLabel(second, "Movie") || second.Fingerprint() == first.Fingerprint() {
				t.Fatalf("after loading company the cached movies schema came back: %v", labelNames(second))
			}
			want := cs
			if b != backends.Neo4j {
				want = backends.WithoutConstraints(cs)
			}
			if second.Fingerprint() != want.Fingerprint() {
				t.Errorf("company schema fingerprint %s, want the bundled one's %s:\n%s", second.Fingerprint(), want.Fingerprint(), compact(second))
			}
		})
	}
}

// A marker is stable while the graph is, and Forget drops the cache so the
// next read goes to the server even when every count stayed the same.
func TestMarkerStableAndForget(t *testing.T) {
	x, _ := withMovies(t, backends.Neo4j, nil)
	ctx := context.Background()
	m1, err := backends.Marker(ctx, x, backends.IntrospectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m2, err := backends.Marker(ctx, x, backends.IntrospectOptions{})
	if err != nil || m1 != m2 || m1 == "" {
		t.Fatalf("marker of an unchanged graph: %q then %q (%v)", m1, m2, err)
	}
	dir := t.TempDir()
	io := backends.IntrospectOptions{CacheDir: dir}
	if _, err := backends.Introspect(ctx, x.Endpoint(), backends.Options{}, io); err != nil {
		t.Fatal(err)
	}
	path, _ := backends.CachePath(backends.Neo4j, x.Endpoint(), dir)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("schema not cached: %v", err)
	}
	if err := backends.Forget(backends.Neo4j, x.Endpoint(), dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("Forget left the cached schema: %v", err)
	}
}

func hasLabel(s *schema.Schema, name string) bool {
	for _, l := range s.Labels {
		if l.Name == name {
			return true
		}
	}
	return false
}

func labelNames(s *schema.Schema) []string {
	var out []string
	for _, l := range s.Labels {
		out = append(out, l.Name)
	}
	return out
}

// BenchmarkMarker measures the freshness check a cached schema costs (the
// target: well under a full introspection, BenchmarkIntrospect), and a
// cache hit of Introspect, which reads the marker on a new connection.
func BenchmarkMarker(b *testing.B) {
	for _, be := range backends.All {
		b.Run(string(be), func(b *testing.B) {
			uri := map[backends.Backend]func(testing.TB) string{backends.Neo4j: testenv.Neo4j,
				backends.GremlinServer: testenv.GremlinServer, backends.JanusGraph: testenv.JanusGraph, backends.Fuseki: testenv.Fuseki}[be](b)
			loadForBench(b, be, uri)
			x, err := backends.Open(context.Background(), uri, backends.Options{Backend: be})
			if err != nil {
				b.Fatal(err)
			}
			defer x.Close()
			for b.Loop() {
				if _, err := backends.Marker(context.Background(), x, backends.IntrospectOptions{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkIntrospectCached(b *testing.B) {
	uri := testenv.Neo4j(b)
	loadForBench(b, backends.Neo4j, uri)
	io := backends.IntrospectOptions{CacheDir: b.TempDir()}
	for b.Loop() {
		if _, err := backends.Introspect(context.Background(), uri, backends.Options{Backend: backends.Neo4j}, io); err != nil {
			b.Fatal(err)
		}
	}
}
