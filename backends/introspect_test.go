package backends_test

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/schema"
)

// On the loaded movies graph each backend's introspected schema has the
// bundled schema's fingerprint; Gremlin and RDF servers have no
// constraints, so theirs is compared without them.
func TestIntrospectMatchesBundledSchema(t *testing.T) {
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, want := withMovies(t, b, nil)
		start := time.Now()
		got, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{Backend: b},
			backends.IntrospectOptions{NoCache: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("introspected in %s", time.Since(start).Round(time.Millisecond))
		if b != backends.Neo4j {
			want = backends.WithoutConstraints(want)
		}
		if got.Fingerprint() != want.Fingerprint() {
			g, _ := got.Marshal()
			t.Fatalf("fingerprint %s, want %s; got\n%s\nwant\n%s", got.Fingerprint(), want.Fingerprint(), compact(got), compact(want))
			_ = g
		}
		for _, l := range got.Labels {
			if l.Count == 0 {
				t.Errorf("label %s has no count", l.Name)
			}
			for _, p := range l.Properties {
				if len(p.Samples) == 0 {
					t.Errorf("%s.%s has no samples", l.Name, p.Name)
				}
			}
		}
	})
}

func compact(s *schema.Schema) string { return s.RenderCypher(0) }

// The cache returns the stored schema without asking the server, and
// Refresh rewrites it.
func TestIntrospectCache(t *testing.T) {
	x, _ := withMovies(t, backends.Neo4j, nil)
	dir := t.TempDir()
	io := backends.IntrospectOptions{CacheDir: dir}
	first, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{}, io)
	if err != nil {
		t.Fatal(err)
	}
	path, _ := backends.CachePath(backends.Neo4j, x.Endpoint(), dir)
	// Tamper with the cached copy: a cache hit must return the tampered one.
	first.Labels = first.Labels[:1]
	first.EdgeTypes = nil
	first.Constraints = nil
	if err := first.Save(path); err != nil {
		t.Fatal(err)
	}
	cached, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{}, io)
	if err != nil {
		t.Fatal(err)
	}
	if len(cached.Labels) != 1 {
		t.Fatalf("cache not used: %d labels", len(cached.Labels))
	}
	io.Refresh = true
	fresh, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{}, io)
	if err != nil {
		t.Fatal(err)
	}
	if len(fresh.Labels) != 2 || len(fresh.EdgeTypes) != 6 {
		t.Fatalf("refresh did not reread the server: %d labels, %d edge types", len(fresh.Labels), len(fresh.EdgeTypes))
	}
}

// A cached schema with no labels (read before the data was loaded) is not
// trusted: the server is read again, and an empty schema is never cached.
func TestIntrospectIgnoresEmptyCache(t *testing.T) {
	x, _ := withMovies(t, backends.Neo4j, nil)
	dir := t.TempDir()
	io := backends.IntrospectOptions{CacheDir: dir}
	path, _ := backends.CachePath(backends.Neo4j, x.Endpoint(), dir)
	if err := (&schema.Schema{}).Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{}, io)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Labels) != 2 {
		t.Fatalf("the empty cached schema was used: %d labels", len(got.Labels))
	}
	saved, err := schema.Load(path)
	if err != nil || len(saved.Labels) != 2 {
		t.Errorf("the cache was not rewritten with the server's schema: %v", err)
	}
}

// A Fuseki schema is named after its dataset, so SPARQL written offline from
// the saved schema uses the vocabulary the loader wrote.
func TestIntrospectFusekiNamesDataset(t *testing.T) {
	x, _ := withMovies(t, backends.Fuseki, nil)
	s, err := backends.Introspect(context.Background(), x.Endpoint(), backends.Options{Backend: backends.Fuseki},
		backends.IntrospectOptions{NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "movies" {
		t.Errorf("schema name %q, want the dataset's, movies", s.Name)
	}
}
