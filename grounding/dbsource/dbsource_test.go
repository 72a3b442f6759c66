package dbsource

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
)

// TestLookupsOnServers runs the value lookups against each real server
// holding the movies example and requires the stored spellings back.
func TestLookupsOnServers(t *testing.T) {
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	servers := []struct {
		name string
		uri  func(testing.TB) string
		b    backends.Backend
		path string
	}{
		{"neo4j", testenv.Neo4j, backends.Neo4j, ""},
		{"gremlin", testenv.GremlinServer, backends.GremlinServer, ""},
		{"janusgraph", testenv.JanusGraph, backends.JanusGraph, ""},
		{"fuseki", testenv.Fuseki, backends.Fuseki, "/movies"},
	}
	for _, sv := range servers {
		t.Run(sv.name, func(t *testing.T) {
			uri := sv.uri(t) + sv.path
			ctx := context.Background()
			ex, err := backends.Open(ctx, uri, backends.Options{Backend: sv.b, Schema: s})
			if err != nil {
				t.Fatal(err)
			}
			defer ex.Close()
			src := New(ex, s)
			names, err := src.Values(ctx, grounding.Field{Owner: "Person", Prop: "name"}, "han", 50)
			if err != nil {
				t.Fatal(err)
			}
			if len(names) == 0 {
				t.Skipf("no Person names starting with 'han' on %s: is the movies example loaded (gql load)?", uri)
			}
			if !contains(names, "Tom Hanks") {
				t.Errorf("names = %v, want Tom Hanks among them", names)
			}
			roles, err := src.Values(ctx, grounding.Field{Owner: "ACTED_IN", Edge: true, Prop: "roles"}, "neo", 50)
			if err != nil {
				t.Fatal(err)
			}
			if !contains(roles, "Neo") {
				t.Errorf("roles = %v, want Neo", roles)
			}
			// End to end: grounding against the server finds the stored title.
			g, err := grounding.New(ctx, s, nil, grounding.Options{})
			if err != nil {
				t.Fatal(err)
			}
			r, err := g.Ground(ctx, "who directed the matrix reloaded", src)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Values) == 0 || r.Values[0].Best().Value != "The Matrix Reloaded" {
				t.Errorf("value links = %+v", r.Values)
			}
		})
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
