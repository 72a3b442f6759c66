package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// quiet keeps request logs out of test output unless -v shows a failure.
func quiet(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// offline is the bundled movies example with no server.
func offline() []Backend {
	return []Backend{{Name: "movies", Setup: gql.Setup{Schema: "movies"}}}
}

// live loads the movies graph into the real Neo4j, Gremlin Server and
// Fuseki (once: IfNeeded) and returns one backend per server.
func live(t testing.TB) []Backend {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	servers := []struct {
		name string
		b    backends.Backend
		uri  string
	}{
		{"neo4j", backends.Neo4j, testenv.Neo4j(t)},
		{"gremlin", backends.GremlinServer, testenv.GremlinServer(t)},
		{"fuseki", backends.Fuseki, strings.TrimRight(testenv.Fuseki(t), "/") + "/movies"},
	}
	var out []Backend
	for _, sv := range servers {
		if _, err := backends.Load(context.Background(), sv.uri, g, s, backends.LoadOptions{Backend: sv.b, IfNeeded: true}); err != nil {
			t.Fatalf("loading movies into %s: %v", sv.name, err)
		}
		// The bundled schema rather than introspection: a schema cached
		// from an empty server must not decide what the test sees.
		out = append(out, Backend{Name: sv.name, Setup: gql.Setup{Schema: "movies", Backends: []string{string(sv.b) + "=" + sv.uri}}})
	}
	return out
}

// start builds a server and serves it on a loopback port.
func start(t testing.TB, opt Options) (*Server, *httptest.Server) {
	t.Helper()
	if opt.Logger == nil {
		opt.Logger = quiet(t)
	}
	if opt.Shots == "" {
		opt.Shots = "off"
	}
	s, err := New(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		ts.Close()
		s.Close()
	})
	testenv.Listening(t, ts.URL)
	return s, ts
}

type reply struct {
	status int
	header http.Header
	body   []byte
}

func (r reply) json(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("status %d, body is not JSON: %v\n%s", r.status, err, r.body)
	}
}

func (r reply) message(t testing.TB) string {
	t.Helper()
	var e struct{ Error struct{ Message string } }
	r.json(t, &e)
	return e.Error.Message
}

// errorCode checks the API's error shape and returns its code.
func (r reply) errorCode(t testing.TB) string {
	t.Helper()
	var e struct {
		Error struct{ Code, Message string }
	}
	r.json(t, &e)
	if e.Error.Code == "" || e.Error.Message == "" {
		t.Fatalf("status %d: error without code or message: %s", r.status, r.body)
	}
	return e.Error.Code
}

func do(t testing.TB, method, url, token string, body any) reply {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		enc, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(enc)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return reply{resp.StatusCode, resp.Header, b}
}
