package dbsource

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
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
			batch, err := New(ex, s).ValuesBatch(ctx, grounding.Field{Owner: "Person", Prop: "name"}, []string{"han", "ree", "zzq"}, 50)
			if err != nil {
				t.Fatal(err)
			}
			if !contains(batch["han"], "Tom Hanks") || !contains(batch["ree"], "Keanu Reeves") || len(batch["zzq"]) != 0 {
				t.Errorf("batch = %v", batch)
			}
			for _, v := range batch["ree"] {
				if !grounding.HasWordPrefix(grounding.Normalize(v), "ree") {
					t.Errorf("%q assigned to prefix ree", v)
				}
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

// BenchmarkGroundLive times grounding with cold value lookups on each real
// server (a fresh Source per question, so nothing is cached).
func BenchmarkGroundLive(b *testing.B) {
	_, s, err := examples.Movies()
	if err != nil {
		b.Fatal(err)
	}
	g, err := grounding.New(context.Background(), s, nil, grounding.Options{})
	if err != nil {
		b.Fatal(err)
	}
	qs := []string{"Which films did tom hanks star in after 1995?", "Who directed The Matrix Reloaded?", "What roles did Keanu Reeves play?"}
	for _, sv := range []struct {
		name string
		uri  func(testing.TB) string
		b    backends.Backend
		path string
	}{
		{"neo4j", testenv.Neo4j, backends.Neo4j, ""},
		{"gremlin", testenv.GremlinServer, backends.GremlinServer, ""},
		{"fuseki", testenv.Fuseki, backends.Fuseki, "/movies"},
	} {
		b.Run(sv.name, func(b *testing.B) {
			ctx := context.Background()
			ex, err := backends.Open(ctx, sv.uri(b)+sv.path, backends.Options{Backend: sv.b, Schema: s})
			if err != nil {
				b.Fatal(err)
			}
			defer ex.Close()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := g.Ground(ctx, qs[i%len(qs)], New(ex, s)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestQueryRejectsUnnormalisedPrefixes(t *testing.T) {
	f := grounding.Field{Owner: "Person", Prop: "name"}
	for _, bad := range [][]string{nil, {""}, {"a'b"}, {"x|y"}, {"a.*"}} {
		if _, err := Query(lang.Cypher, f, bad, 10, "", false); err == nil {
			t.Errorf("prefixes %q accepted", bad)
		}
	}
	q, err := Query(lang.SPARQL, grounding.Field{Owner: "ACTED_IN", Edge: true, Prop: "roles"}, []string{"neo", "tri"}, 10, "http://example.org/movies/", true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(q, "rdf-syntax-ns#predicate> <http://example.org/movies/ACTED_IN>") || !strings.Contains(q, "(neo|tri)") {
		t.Errorf("query = %s", q)
	}
}
