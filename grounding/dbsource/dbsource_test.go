package dbsource

import (
	"context"
	"regexp"
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
			// A field asked a second time is answered from its values held
			// in memory: the answers must be the server's, for every
			// string field and prefixes that hit, miss and overflow.
			held := New(ex, s)
			prefixes := []string{"the", "tom", "ma", "a", "zzq", "neo", "jes", "cl", "r"}
			for _, f := range grounding.StringFields(s) {
				for _, limit := range []int{50, 2} {
					server, err := New(ex, s).ValuesBatch(ctx, f, prefixes, limit)
					if err != nil {
						t.Fatal(err)
					}
					held.ValuesBatch(ctx, f, []string{"xqj"}, limit)
					held.cache = nil // asked twice: the next lookup reads the field
					local, err := held.ValuesBatch(ctx, f, prefixes, limit)
					if err != nil {
						t.Fatal(err)
					}
					if held.fields[f] == nil || held.fields[f].all == nil {
						t.Fatalf("%s: values not held after a second lookup", f)
					}
					for _, p := range prefixes {
						if strings.Join(server[p], "|") != strings.Join(local[p], "|") {
							t.Errorf("%s %q limit %d: server %q, held %q", f, p, limit, server[p], local[p])
						}
					}
				}
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

// TestFilterLocalIsTheLookupRegexp checks the held values' index against
// the lookup queries' regular expression (a word start, then the prefix,
// case-insensitively), with accents, other scripts, punctuation and case
// pairs that fold unevenly (the Kelvin sign folds to k).
func TestFilterLocalIsTheLookupRegexp(t *testing.T) {
	all := []string{"The Matrix", "matrix", "Über Alles", "über", "Ünter", "O'Neil", "x-men", "Σίσυφος", "σίσυφος",
		"\u212aelvin", "kelvin", "ßeta", "12 Monkeys", "a1b", "Ébène", "ebene", "", "  spaced  out", "THE END", "theme"}
	fv := &fieldValues{all: all}
	fv.buildIndex()
	prefixes := [][]string{{"the"}, {"mat", "ove"}, {"über"}, {"üb"}, {"nei"}, {"men"}, {"σίσ"}, {"kel"}, {"k"}, {"ß"}, {"12"}, {"1"}, {"b"}, {"ébè"}, {"spa", "out"}, {"them"}, {"zzz"}, {"theme"}}
	for _, ps := range prefixes {
		for _, limit := range []int{100, 1} {
			quoted := make([]string, len(ps))
			for i, p := range ps {
				quoted[i] = regexp.QuoteMeta(p)
			}
			re := regexp.MustCompile(`(?i)(^|[^\p{L}\p{N}])(` + strings.Join(quoted, "|") + `)`)
			var want []string
			for _, v := range all {
				if len(want) < limit && re.MatchString(v) {
					want = append(want, v)
				}
			}
			got := filterLocal(fv, ps, limit)
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("%q limit %d: got %q, want %q", ps, limit, got, want)
			}
		}
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
