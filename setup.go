package gql

import (
	"context"
	"errors"
	"fmt"
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
	// Shots is the shot store path; "" is the default location, "off"
	// disables the repository.
	Shots string
	// ShotsWait is how long to wait for another process holding the shot
	// store (0: shots.DefaultLockTimeout). When it runs out the compiler
	// works without the repository and Built.Warnings says so.
	ShotsWait time.Duration
	// Store, when set, is an open shot repository used instead of opening
	// Shots: a server with several backends shares one store, whose file
	// lock admits one opener. Built.Close leaves it open.
	Store *shots.Store
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
	// MaxQuestion bounds questions in characters (Config.MaxQuestion).
	MaxQuestion int
}

// EnvironmentError is a Build failure caused by the machine, not by what
// the user asked: a server that cannot be reached, a shot store that is
// busy or damaged. The command line exits with its own status for these,
// so a script can tell "retry later" from "fix your flags".
type EnvironmentError struct {
	What string
	Err  error
}

func (e *EnvironmentError) Error() string { return e.What + ": " + e.Err.Error() }
func (e *EnvironmentError) Unwrap() error { return e.Err }

// Built is an assembled compiler with what must be closed after.
type Built struct {
	*Compiler
	Schema    *schema.Schema
	Executors map[lang.Lang]backends.Executor
	Store     *shots.Store
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
	if b.Store != nil {
		errs = append(errs, b.Store.Close())
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
			if backends.ClassOf(err) == backends.Connection {
				return nil, &EnvironmentError{What: "backend " + string(ep.Backend), Err: err}
			}
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
		if err != nil && backends.ClassOf(err) == backends.Connection {
			err = &EnvironmentError{What: "introspecting the schema", Err: err}
		}
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
	cfg := Config{Schema: b.Schema, Exec: st.ExecOptions, MaxRepairs: st.MaxRepairs, Strict: st.Strict, MaxQuestion: st.MaxQuestion}
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
	if st.Store != nil {
		cfg.Shots = st.Store
	} else if st.Shots != "off" {
		path := st.Shots
		if path == "" {
			if path, err = shots.DefaultPath(); err != nil {
				return nil, err
			}
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
		wait := st.ShotsWait
		if wait <= 0 {
			wait = shots.DefaultLockTimeout
		}
		// Another process learning must not cost this one its answer: a
		// busy store means no shots and no learning this time, said aloud.
		// A damaged store is an error that says how to repair it.
		b.Store, err = shots.Open(path, &shots.Options{LockTimeout: wait})
		switch {
		case errors.Is(err, shots.ErrInUse):
			b.Warnings = append(b.Warnings, err.Error()+"; answering without the shot repository (no shots selected, nothing learned from this run)")
			b.Store = nil
		case err != nil:
			return nil, &EnvironmentError{What: "the shot store (--shots off runs without it)", Err: err}
		default:
			cfg.Shots = b.Store
		}
	}
	if b.Compiler, err = New(ctx, cfg); err != nil {
		return nil, err
	}
	ok = true
	return b, nil
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
