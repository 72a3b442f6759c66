package backends

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

// Backend names a kind of server.
type Backend string

const (
	Neo4j         Backend = "neo4j"
	GremlinServer Backend = "gremlin"
	JanusGraph    Backend = "janusgraph"
	Fuseki        Backend = "fuseki"
)

// All lists the backends in the order reports show them.
var All = []Backend{Neo4j, GremlinServer, JanusGraph, Fuseki}

// Lang is the query language the backend speaks.
func (b Backend) Lang() lang.Lang {
	switch b {
	case Neo4j:
		return lang.Cypher
	case GremlinServer, JanusGraph:
		return lang.Gremlin
	}
	return lang.SPARQL
}

// DefaultURI is where scripts/servers starts each backend; the Fuseki URI
// names the movies dataset.
func (b Backend) DefaultURI() string {
	switch b {
	case Neo4j:
		return "bolt://127.0.0.1:7687"
	case GremlinServer:
		return "ws://127.0.0.1:8182/gremlin"
	case JanusGraph:
		return "ws://127.0.0.1:8183/gremlin"
	case Fuseki:
		return "http://127.0.0.1:3030/movies"
	}
	return ""
}

// ParseBackend accepts a backend name as users type it.
func ParseBackend(s string) (Backend, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "neo4j", "cypher", "bolt":
		return Neo4j, nil
	case "gremlin", "gremlin-server", "tinkergraph", "tinkerpop":
		return GremlinServer, nil
	case "janusgraph", "janus":
		return JanusGraph, nil
	case "fuseki", "sparql", "jena":
		return Fuseki, nil
	}
	return "", fmt.Errorf("unknown backend %q: want neo4j, gremlin, janusgraph or fuseki", s)
}

// Guard refuses a query before it is sent; the command line wires it to the
// critic's read-only check. It lives here as a function type so backends
// does not import the critic.
type Guard func(l lang.Lang, query string) error

// Options configure Open.
type Options struct {
	// Backend picks the server kind; empty means "guess from the URI" (a
	// ws:// URI is taken as Gremlin Server unless this says JanusGraph).
	Backend Backend
	// Schema names each label's identifying property, used to reduce nodes
	// to values; nil falls back to name/title/id.
	Schema *schema.Schema
	// Guard is asked before every query (nil: critic.ReadOnlyGuard, so an
	// executor never sends unguarded); a non-nil answer stops
	// the query with a Refused error and nothing is sent.
	Guard Guard
	// ConnectTimeout bounds reaching the server (default 5s).
	ConnectTimeout time.Duration
	// Vocab is the RDF vocabulary base for Fuseki (default
	// http://example.org/<dataset>/).
	Vocab string
	// User and Password authenticate to Neo4j (basic auth) and Fuseki
	// (HTTP basic auth); empty: no authentication. User info in the URI
	// (bolt://user:password@host) is moved here by Open, so no driver,
	// endpoint name or message ever holds it.
	User, Password string
}

// ExecOptions bound one query.
type ExecOptions struct {
	// Timeout stops the query on the server and in the client (default 10s).
	Timeout time.Duration
	// Limit is the most rows read; reading stops there and Result.Truncated
	// is set (default 1000; negative means "no limit of mine", which is
	// still MaxRows).
	Limit int
}

// MaxRows bounds every query's result whatever its Limit: rows are held
// in memory (about 800 bytes each on the movies graph, so 1.1M rows took
// 883 MB), and no answer a person reads has more.
const MaxRows = 100_000

func (o ExecOptions) norm() ExecOptions {
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.Limit == 0 {
		o.Limit = 1000
	}
	if o.Limit < 0 || o.Limit > MaxRows {
		o.Limit = MaxRows
	}
	return o
}

// Executor runs read-only queries against one server.
type Executor interface {
	// Exec runs the query and returns the normalised table. Every failure
	// is an *Error.
	Exec(ctx context.Context, query string, opt ExecOptions) (*Result, error)
	// Backend and Endpoint name the server for messages.
	Backend() Backend
	Endpoint() string
	Close() error
}

// Open connects to the server at uri. The backend comes from opt.Backend or
// the URI scheme: bolt/neo4j → Neo4j, ws/wss → Gremlin Server (JanusGraph
// when opt.Backend says so), http/https → Fuseki dataset. Credentials in
// the URI's user info are taken out into opt.User and opt.Password; every
// error and Endpoint() shows the URI without them.
func Open(ctx context.Context, uri string, opt Options) (x Executor, err error) {
	uri, opt, err = withCredentials(uri, opt)
	if err != nil {
		return nil, err
	}
	defer func() { err = scrub(err, opt.Password) }()
	b, err := resolve(uri, opt.Backend)
	if err != nil {
		return nil, err
	}
	if opt.ConnectTimeout <= 0 {
		opt.ConnectTimeout = 5 * time.Second
	}
	if opt.User != "" && (b == GremlinServer || b == JanusGraph) {
		// Said rather than ignored: a server that needs them would refuse
		// every query with a less helpful message.
		return nil, fmt.Errorf("%s at %s: credentials for Gremlin servers are not supported yet (Neo4j and Fuseki only)", b, redact.URI(uri))
	}
	switch b {
	case Neo4j:
		return openNeo4j(ctx, uri, opt)
	case GremlinServer, JanusGraph:
		return openGremlin(ctx, b, uri, opt)
	case Fuseki:
		return openSPARQL(ctx, uri, opt)
	}
	return nil, fmt.Errorf("no executor for backend %q (want neo4j, gremlin, janusgraph or fuseki)", b)
}

// withCredentials moves user info out of uri into opt, the one way a
// password reaches a driver: through its authentication, never inside a
// URI a message could print. User info that url.Parse cannot read (an
// unescaped '/' in the password) is refused rather than passed on.
func withCredentials(uri string, opt Options) (string, Options, error) {
	clean, user, pw, ok := redact.Credentials(uri)
	if !ok {
		if redact.HasCredentials(uri) {
			return "", opt, fmt.Errorf("the user info of %s cannot be read: percent-encode '/', '?', '#' and '@' in the password (e.g. %%2F for /), or pass the password from an environment variable (docs/config.md)", redact.URI(uri))
		}
		return uri, opt, nil
	}
	if opt.User != "" && (opt.User != user || opt.Password != pw) {
		return "", opt, fmt.Errorf("%s carries credentials and others were given too: keep one", redact.URI(uri))
	}
	opt.User, opt.Password = user, pw
	return clean, opt, nil
}

// resolve checks the URI fits the backend, or picks the backend from it.
func resolve(uri string, b Backend) (Backend, error) {
	u, err := url.Parse(uri)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("bad server URI %q: want bolt://host:port, ws://host:port/gremlin or http://host:port/dataset", redact.URI(uri))
	}
	var fromScheme Backend
	switch u.Scheme {
	case "bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc":
		fromScheme = Neo4j
	case "ws", "wss":
		fromScheme = GremlinServer
	case "http", "https":
		fromScheme = Fuseki
	default:
		return "", fmt.Errorf("bad server URI %q: unknown scheme %q (want bolt, neo4j, ws, wss, http or https)", redact.URI(uri), u.Scheme)
	}
	if b == "" {
		return fromScheme, nil
	}
	if b == JanusGraph && fromScheme == GremlinServer || b == fromScheme {
		return b, nil
	}
	return "", fmt.Errorf("URI %q does not fit backend %s (its scheme %q is for %s)", redact.URI(uri), b, u.Scheme, fromScheme)
}

func guard(g Guard, b Backend, endpoint, q string) error {
	if g == nil {
		// Fail closed: an executor built without a guard still gets the
		// critic's, so no caller can send what gql cannot read.
		g = critic.ReadOnlyGuard
	}
	if err := g(b.Lang(), q); err != nil {
		return &Error{Class: Refused, Backend: b, Endpoint: endpoint, Code: "Guard",
			Msg: "refused before sending: " + err.Error(), Err: err}
	}
	return nil
}

// keyOf names the property that identifies a node with these labels.
func keyOf(s *schema.Schema, labels []string, props map[string]any) string {
	if s != nil {
		for _, l := range labels {
			if k := s.Key(l); k != "" {
				if _, ok := props[k]; ok {
					return k
				}
			}
		}
	}
	for _, k := range []string{"name", "title", "id", "label"} {
		if _, ok := props[k]; ok {
			return k
		}
	}
	return ""
}
