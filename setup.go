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
	// ShotsUser and ShotsPassword authenticate to an etcd store (empty:
	// GQL_ETCD_USER and GQL_ETCD_PASSWORD); never part of Shots.
	ShotsUser, ShotsPassword string
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
	// Accept lists the doubts to answer with anyway (Config.Accept).
	Accept []string
	// RequireAgreement refuses answers the offline plan does not
	// corroborate (Config.RequireAgreement).
	RequireAgreement bool
	// Annotations is an annotations file (schema.LoadAnnotations) checked
	// against the schema and attached to it: grounding links its words,
	// prompts show its descriptions.
	Annotations string
	// Embed is the embedder grounding links with (the built-in one when
	// its URL is empty).
	Embed grounding.EmbedConfig
	// MaxQuestion bounds questions in characters (Config.MaxQuestion).
	MaxQuestion int
	// Chat, when set, is the LLM in place of a client built from LLM: a
	// replay of recorded output (llm.Replay) answers in process, and a
	// caller may wrap a client (bench's static shots). LLM's prices still
	// label reports.
	Chat Chat
	// Parts, when set, are a graph the caller opened and keeps open (bench
	// builds a compiler per ablation over the servers it scores on): Schema,
	// Annotations and Backends are not read, and Built.Close leaves the
	// executors open.
	Parts *Parts
	// Delta, Gamma and TopTwigs tune linking (Config); 0 takes defaults.
	Delta, Gamma float64
	TopTwigs     int
}

// Parts are what a compiler reads about one graph when the caller opened it.
type Parts struct {
	Schema *schema.Schema
	// Values answers value lookups; nil: the database of the first
	// executor, as with Backends.
	Values grounding.ValueSource
	// Executors are the graph's servers. Several may speak one language
	// (bench scores on each); the first of each language verifies.
	Executors []backends.Executor
}

// ChatClient is the LLM the setup names: Chat, else a client for LLM when
// one is configured, else nil (offline).
func (st Setup) ChatClient() (Chat, error) {
	if st.Chat != nil {
		return st.Chat, nil
	}
	if !st.LLM.Configured() {
		return nil, nil
	}
	c, err := llm.New(st.LLM)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// HasLLM says whether the compiler generates with a model (not offline).
func (st Setup) HasLLM() bool { return st.Chat != nil || st.LLM.Configured() }

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
	// Store is the shot repository Build opened (nil when it used
	// Setup.Store, or none); Close closes it.
	Store ShotStore
	// Warnings are what the caller should tell the user about how the
	// compiler was assembled (e.g. the shot store was busy).
	Warnings []string
	// borrowed: the executors are Setup.Parts', which their owner closes.
	borrowed bool
}

// Close releases connections and the shot store.
func (b *Built) Close() error {
	var errs []error
	for _, x := range b.Executors {
		if !b.borrowed {
			errs = append(errs, x.Close())
		}
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
	if st.Parts != nil {
		if len(st.Backends) > 0 {
			return nil, errors.New("gql: a setup gives either Backends or Parts, not both")
		}
		b.borrowed = true
		for _, x := range st.Parts.Executors {
			if l := x.Backend().Lang(); b.Executors[l] == nil {
				b.Executors[l] = x
			}
		}
	}
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
	case st.Parts != nil:
		b.Schema = st.Parts.Schema
	case st.Schema == "" && firstURI != "":
		b.Schema, err = backends.Introspect(ctx, firstURI, firstOpt, backends.IntrospectOptions{})
		if err != nil && backends.ClassOf(err) == backends.Connection {
			err = &EnvironmentError{What: "introspecting the schema", Err: err}
		}
	default:
		b.Schema, g, err = ReadSchema(st.Schema, "")
	}
	if err != nil {
		return nil, err
	}

	// The RDF vocabulary is named after the Fuseki dataset the graph was
	// loaded into (backends.VocabFor), so SPARQL must use that name; a
	// schema with a vocabulary of its own (Spider4SPARQL's) keeps its name.
	if x := b.Executors[lang.SPARQL]; x != nil && b.Schema.Vocab == "" {
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
	if st.Annotations != "" && st.Parts == nil {
		if b.Schema, err = annotate(b.Schema, st.Annotations); err != nil {
			return nil, err
		}
	}
	cfg := Config{Schema: b.Schema, Exec: st.ExecOptions, MaxRepairs: st.MaxRepairs, Strict: st.Strict, Accept: st.Accept, RequireAgreement: st.RequireAgreement,
		Delta: st.Delta, Gamma: st.Gamma, TopTwigs: st.TopTwigs, MaxQuestion: st.MaxQuestion}
	emb, err := st.Embed.Embedder()
	if err != nil {
		return nil, err
	}
	cfg.Embedder = emb
	// Values come from the database when one is attached, else from the
	// example's data; Parts may bring their own.
	if st.Parts != nil {
		cfg.Values = st.Parts.Values
	}
	for _, l := range lang.All {
		if x := b.Executors[l]; x != nil && cfg.Values == nil {
			cfg.Values = dbsource.New(x, b.Schema)
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
	if cfg.LLM, err = st.ChatClient(); err != nil {
		return nil, err
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
		store, err := OpenShotsAs(st.Shots, wait, st.ShotsUser, st.ShotsPassword)
		switch {
		case errors.Is(err, shots.ErrInUse), errors.Is(err, shots.ErrUnreachable):
			b.Warnings = append(b.Warnings, err.Error()+"; answering without the shot repository (no shots selected, nothing learned from this run)")
		case err != nil:
			return nil, &EnvironmentError{What: "the shot store (--shots off runs without it)", Err: err}
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

// ReadSchema reads the schema a Setup names (a bundled example, an example
// directory or a schema.json; "" is movies) with an annotations file
// attached when one is given. The graph is the example's data, nil for a
// schema file.
func ReadSchema(name, annotations string) (*schema.Schema, *graph.Graph, error) {
	s, g, err := examples.Resolve(name)
	if err != nil || annotations == "" {
		return s, g, err
	}
	s, err = annotate(s, annotations)
	return s, g, err
}

// annotate attaches an annotations file to a copy of s, checked against it.
func annotate(s *schema.Schema, path string) (*schema.Schema, error) {
	a, err := schema.LoadAnnotations(path, s)
	if err != nil {
		return nil, err
	}
	cp := *s
	cp.Annotations = a
	return &cp, nil
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
	return OpenShotsAs(where, wait, "", "")
}

// OpenShotsAs is OpenShots with an etcd store's credentials (empty: the
// GQL_ETCD_USER and GQL_ETCD_PASSWORD variables); a file ignores them.
func OpenShotsAs(where string, wait time.Duration, user, password string) (ClosableShotStore, error) {
	// Each branch returns nil itself on failure: a nil pointer in the
	// interface would not compare equal to nil.
	if shots.IsURL(where) {
		s, err := shots.OpenEtcd(where, &shots.Options{LockTimeout: wait, Username: user, Password: password})
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
