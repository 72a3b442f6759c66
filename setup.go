package gql

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/grounding/dbsource"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/shots"
)

// Setup says where a compiler's parts come from, as users name them on the
// command line.
type Setup struct {
	// Schema is a bundled example name ("movies"), an example directory
	// (graph.jsonl + schema.json), or a schema.json file. Empty: the schema
	// of the first backend, else the bundled movies example.
	Schema string
	// Backends are servers as --backend names them (backends.Resolve):
	// a configured name, a backend name, KIND=URI or a URI; each verifies
	// the queries of its language.
	Backends []string
	// Lookup resolves configured backend names (nil: built-in names only).
	Lookup backends.Lookup
	// Exec makes the compiler run queries on the backends (Algorithm 3's
	// dynamic step); without it backends only supply values and schema.
	Exec bool
	LLM  llm.Config
	// Shots is the shot store: a file path, an etcd://HOST:PORT/PREFIX URL
	// (a store several processes share), "" for the default file, or "off"
	// to disable the repository.
	Shots string
	// ShotsWait is how long to wait for another process holding the shot
	// store (0: shots.DefaultLockTimeout). When it runs out the compiler
	// works without the repository and Built.Warnings says so.
	ShotsWait time.Duration
	// Store, when set, is an open shot repository used instead of opening
	// Shots: a server with several backends shares one store, whose file
	// lock admits one opener. Built.Close leaves it open.
	Store ShotStore
	// MaxRepairs is the LLM repair budget (0: the default, 2; negative: none).
	MaxRepairs int
	// ExecOptions bound each verification run (timeout, row limit).
	ExecOptions backends.ExecOptions
	// Strict refuses answers that carry warnings (Config.Strict).
	Strict bool
	// Annotations is an annotations file (schema.LoadAnnotations) checked
	// against the schema and attached to it: grounding links its words,
	// prompts show its descriptions.
	Annotations string
	// Embed is the embedder grounding links with (the built-in one when
	// its URL is empty).
	Embed grounding.EmbedConfig
}

// Built is an assembled compiler with what must be closed after.
type Built struct {
	*Compiler
	Schema    *schema.Schema
	Executors map[lang.Lang]backends.Executor
	// Store is the shot repository Build opened (nil when it used
	// Setup.Store, or none); Close closes it.
	Store ShotStore
	// Warnings are what the caller should tell the user about how the
	// compiler was assembled (e.g. the shot store was busy).
	Warnings []string
}

// Close releases connections and the shot store.
func (b *Built) Close() error {
	var errs []error
	for _, x := range b.Executors {
		errs = append(errs, x.Close())
	}
	if c, ok := b.Store.(io.Closer); ok {
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}

// Build assembles a compiler from a Setup.
func Build(ctx context.Context, st Setup) (*Built, error) {
	b := &Built{Executors: map[lang.Lang]backends.Executor{}}
	ok := false
	defer func() {
		if !ok {
			b.Close()
		}
	}()
	var firstURI string
	var firstOpt backends.Options
	var eps []backends.Endpoint
	for _, name := range st.Backends {
		e, err := backends.Resolve(name, st.Lookup)
		if err != nil {
			return nil, err
		}
		eps = append(eps, e...)
	}
	for _, ep := range eps {
		uri := endpointFor(ep, st.Schema)
		opt := backends.Options{Backend: ep.Backend, Guard: critic.ReadOnlyGuard, User: ep.User, Password: ep.Password}
		x, err := backends.Open(ctx, uri, opt)
		if err != nil {
			return nil, err
		}
		l := x.Backend().Lang()
		if prev := b.Executors[l]; prev != nil {
			x.Close()
			return nil, fmt.Errorf("two backends for %s: %s and %s", l, prev.Endpoint(), uri)
		}
		b.Executors[l] = x
		if firstURI == "" {
			firstURI, firstOpt = uri, opt
		}
	}

	var g *graph.Graph
	var err error
	switch {
	case st.Schema == "" && firstURI != "":
		b.Schema, err = backends.Introspect(ctx, firstURI, firstOpt, backends.IntrospectOptions{})
	default:
		b.Schema, g, err = examples.Resolve(st.Schema)
	}
	if err != nil {
		return nil, err
	}

	// The RDF vocabulary is named after the Fuseki dataset the graph was
	// loaded into (backends.VocabFor), so SPARQL must use that name.
	if x := b.Executors[lang.SPARQL]; x != nil {
		ds := strings.TrimRight(x.Endpoint(), "/")
		for _, svc := range []string{"/query", "/sparql"} {
			ds = strings.TrimSuffix(ds, svc)
		}
		ds = ds[strings.LastIndex(ds, "/")+1:]
		if ds != "" && ds != b.Schema.Name {
			cp := *b.Schema
			cp.Name = ds
			b.Schema = &cp
		}
	}
	if st.Annotations != "" {
		a, err := schema.LoadAnnotations(st.Annotations, b.Schema)
		if err != nil {
			return nil, err
		}
		cp := *b.Schema
		cp.Annotations = a
		b.Schema = &cp
	}
	cfg := Config{Schema: b.Schema, Exec: st.ExecOptions, MaxRepairs: st.MaxRepairs, Strict: st.Strict}
	emb, err := st.Embed.Embedder()
	if err != nil {
		return nil, err
	}
	cfg.Embedder = emb
	// Values come from the database when one is attached, else from the
	// example's data.
	for _, l := range lang.All {
		if x := b.Executors[l]; x != nil {
			cfg.Values = dbsource.New(x, b.Schema)
			break
		}
	}
	if cfg.Values == nil && g != nil {
		cfg.Values = grounding.NewMemorySource(g, b.Schema)
	}
	if st.Exec {
		if len(b.Executors) == 0 {
			return nil, errors.New("--exec needs a backend (--backend neo4j|gremlin|janusgraph|fuseki or a URI)")
		}
		cfg.Executors = b.Executors
	}
	if st.LLM.Configured() {
		c, err := llm.New(st.LLM)
		if err != nil {
			return nil, err
		}
		cfg.LLM = c
	}
	if given := storeOrNil(st.Store); given != nil {
		cfg.Shots = given
	} else if st.Shots != "off" {
		wait := st.ShotsWait
		if wait <= 0 {
			wait = shots.DefaultLockTimeout
		}
		// Another process learning must not cost this one its answer: a
		// busy file or an etcd that does not answer means no shots and no
		// learning this time, said aloud. A damaged store is an error that
		// says how to repair it.
		store, err := OpenShots(st.Shots, wait)
		switch {
		case errors.Is(err, shots.ErrInUse), errors.Is(err, shots.ErrUnreachable):
			b.Warnings = append(b.Warnings, err.Error()+"; answering without the shot repository (no shots selected, nothing learned from this run)")
		case err != nil:
			return nil, err
		default:
			b.Store, cfg.Shots = store, store
		}
	}
	if b.Compiler, err = New(ctx, cfg); err != nil {
		return nil, err
	}
	ok = true
	return b, nil
}

// ClosableShotStore is a shot store its opener must close.
type ClosableShotStore interface {
	ShotStore
	Close() error
}

// OpenShots opens the shot store a --shots value names: an etcd URL
// (shared by every process that opens it), a file path, or "" for the
// default file. wait bounds waiting for a busy file or a silent etcd
// (shots.ErrInUse, shots.ErrUnreachable).
func OpenShots(where string, wait time.Duration) (ClosableShotStore, error) {
	// Each branch returns nil itself on failure: a nil pointer in the
	// interface would not compare equal to nil.
	if shots.IsURL(where) {
		s, err := shots.OpenEtcd(where, &shots.Options{LockTimeout: wait})
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	path := where
	if path == "" {
		var err error
		if path, err = shots.DefaultPath(); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	s, err := shots.Open(path, &shots.Options{LockTimeout: wait})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// endpointFor is where a --backend reads: a bare "fuseki" with a bundled
// example means that example's dataset (gql load puts it there), not
// /movies; anything the user spelled out is used as given.
func endpointFor(ep backends.Endpoint, schemaArg string) string {
	if ep.Backend != backends.Fuseki || !examples.IsBundled(schemaArg) || strings.ContainsAny(ep.Name, "=:") {
		return ep.URI
	}
	if u, err := backends.FusekiDataset(ep.URI, schemaArg); err == nil {
		return u
	}
	return ep.URI
}
