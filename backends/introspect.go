package backends

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

// IntrospectOptions bound schema discovery so it stays cheap on big graphs.
type IntrospectOptions struct {
	// Sample is how many nodes per label, edges per type (and, for RDF,
	// statements) are read to find properties, types and endpoints
	// (default 1000). Labels and edge types themselves are found from at
	// most 100 × Sample elements.
	Sample int
	// Timeout bounds each introspection query (default 30s).
	Timeout time.Duration
	// Refresh ignores a cached schema and rewrites it. Without it a cached
	// schema is still only used while the server's marker matches.
	Refresh bool
	// NoCache neither reads nor writes the cache.
	NoCache bool
	// CacheDir overrides the cache folder (default $XDG_CACHE_HOME/gql/schema).
	CacheDir string
}

func (o IntrospectOptions) norm() IntrospectOptions {
	if o.Sample <= 0 {
		o.Sample = 1000
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Second
	}
	return o
}

// introspector is implemented by every executor.
type introspector interface {
	introspect(ctx context.Context, o IntrospectOptions) (*schema.Schema, error)
}

// Introspect reads the schema of the server at uri (no plugins: only the
// query language and built-in procedures), or returns the copy cached for
// that endpoint when the server's marker (see Marker) is still the one it
// had when the copy was read: a cached schema of another graph is never
// returned. Gremlin and RDF servers have no constraints to report, so
// their schemas carry none; see docs/backends.md for what else differs.
func Introspect(ctx context.Context, uri string, opt Options, io IntrospectOptions) (_ *schema.Schema, err error) {
	// Credentials leave the URI first: the cache file is named after the
	// URI, and no password belongs in a file name or a hash of one.
	uri, opt, err = withCredentials(uri, opt)
	if err != nil {
		return nil, err
	}
	defer func() { err = scrub(err, opt.Password) }()
	io = io.norm()
	b, err := resolve(uri, opt.Backend)
	if err != nil {
		return nil, err
	}
	path := ""
	if !io.NoCache {
		path, err = CachePath(b, uri, io.CacheDir)
		if err != nil {
			return nil, err
		}
	}
	opt.Backend = b
	x, err := Open(ctx, uri, opt)
	if err != nil {
		return nil, err
	}
	defer x.Close()
	in, ok := x.(introspector)
	if !ok {
		return nil, fmt.Errorf("%s cannot introspect", b)
	}
	// The marker is read before the schema, so a graph loaded while the
	// schema is read leaves a stamp that no longer matches: the next run
	// reads again rather than trusting a mix of two graphs.
	marker, err := Marker(ctx, x, io)
	if err != nil {
		return nil, err
	}
	if path != "" && !io.Refresh {
		// An empty schema is not worth keeping: it was read before the
		// data was loaded, and trusting it would make every label
		// "unknown" for good. A schema without a stamp, or with another
		// marker, may be another graph's.
		if st, err := readStamp(path); err == nil && st.Marker == marker {
			if s, err := schema.Load(path); err == nil && len(s.Labels)+len(s.EdgeTypes) > 0 {
				nameAfterDataset(s, b, uri)
				return s, nil
			}
		}
	}
	s, err := in.introspect(ctx, io)
	if err != nil {
		return nil, err
	}
	s.Sort()
	nameAfterDataset(s, b, uri)
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("introspected schema of %s is inconsistent: %w", redact.URI(uri), err)
	}
	if path != "" && len(s.Labels)+len(s.EdgeTypes) > 0 {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err == nil {
			// A cache that cannot be written only costs time next run.
			// The stamp goes last: a schema without one is never used.
			_ = os.Remove(stampPath(path))
			if s.Save(path) == nil {
				_ = writeStamp(path, marker)
			}
		}
	}
	return s, nil
}

// CachePath is where the schema of an endpoint is cached:
// <cache>/gql/schema/<backend>-<hash of the URI>.json.
func CachePath(b Backend, uri, dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("no cache folder: %w (set XDG_CACHE_HOME)", err)
		}
		dir = filepath.Join(base, "gql", "schema")
	}
	sum := sha256.Sum256([]byte(string(b) + " " + uri))
	return filepath.Join(dir, string(b)+"-"+hex.EncodeToString(sum[:8])+".json"), nil
}

// propAcc gathers a property's type and samples across sampled elements.
type propAcc struct {
	typ     schema.Type
	samples []any
	seen    map[string]bool
}

type propSet map[string]*propAcc

func (ps propSet) add(name string, t schema.Type, v any) {
	p := ps[name]
	if p == nil {
		p = &propAcc{typ: t, seen: map[string]bool{}}
		ps[name] = p
	}
	p.typ = widen(p.typ, t)
	if v != nil && len(p.samples) < 3 {
		k := fmt.Sprint(v)
		if !p.seen[k] {
			p.seen[k] = true
			p.samples = append(p.samples, v)
		}
	}
}

// widen merges two observed types: int and float make float, a scalar and a
// list of it make the list, anything else conflicting is unknown.
func widen(a, b schema.Type) schema.Type {
	switch {
	case a == b || b == "":
		return a
	case a == "":
		return b
	case a.Numeric() && b.Numeric() && a.IsList() == b.IsList():
		if a.IsList() {
			return schema.ListFloat
		}
		return schema.Float
	case a.IsList() && a.Elem() == b:
		return a
	case b.IsList() && b.Elem() == a:
		return b
	}
	return schema.Unknown
}

func (ps propSet) list() []schema.Property {
	out := make([]schema.Property, 0, len(ps))
	for name, p := range ps {
		out = append(out, schema.Property{Name: name, Type: p.typ, Samples: p.samples})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func listOf(t schema.Type) schema.Type {
	switch t {
	case schema.Int:
		return schema.ListInt
	case schema.Float:
		return schema.ListFloat
	case schema.String:
		return schema.ListString
	}
	if t.IsList() {
		return t
	}
	return schema.Type("list<" + string(t) + ">")
}

// WithoutConstraints is s minus its constraints: what a Gremlin or RDF
// server can report, for comparing fingerprints across backends.
func WithoutConstraints(s *schema.Schema) *schema.Schema {
	c := *s
	c.Constraints = nil
	return &c
}

func trimNotNull(t string) string { return strings.ReplaceAll(t, " NOT NULL", "") }

// nameAfterDataset names a Fuseki schema after its dataset when the store
// did not say: gql's RDF vocabulary is named after the dataset (VocabFor),
// so a schema saved without that name would make offline SPARQL use the
// wrong prefix.
func nameAfterDataset(s *schema.Schema, b Backend, uri string) {
	if s.Name != "" || b != Fuseki {
		return
	}
	if f, err := parseFuseki(uri); err == nil {
		s.Name = f.Name
	}
}
