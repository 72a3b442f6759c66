package backends_test

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// server is one real backend with the movies graph loaded.
type server struct {
	b   backends.Backend
	uri string
}

func endpoint(t *testing.T, b backends.Backend) string {
	t.Helper()
	switch b {
	case backends.Neo4j:
		return testenv.Neo4j(t)
	case backends.GremlinServer:
		return testenv.GremlinServer(t)
	case backends.JanusGraph:
		return testenv.JanusGraph(t)
	case backends.Fuseki:
		return testenv.Fuseki(t)
	}
	t.Fatalf("no test endpoint for %s", b)
	return ""
}

// withMovies loads the bundled movies graph (once per server: IfNeeded)
// and opens an executor on it.
func withMovies(t *testing.T, b backends.Backend, guard backends.Guard) (backends.Executor, *schema.Schema) {
	t.Helper()
	uri := endpoint(t, b)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
		t.Fatalf("loading movies into %s: %v", b, err)
	}
	x, err := backends.Open(ctx, uri, backends.Options{Backend: b, Schema: s, Guard: guard, ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x, s
}

// forEach runs f as a subtest per backend.
func forEach(t *testing.T, f func(t *testing.T, b backends.Backend)) {
	for _, b := range backends.All {
		t.Run(string(b), func(t *testing.T) { f(t, b) })
	}
}

func moviesGraph(t *testing.T) (*graph.Graph, *schema.Schema, error) {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	return g, s, nil
}
