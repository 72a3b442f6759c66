package serve_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/mcptools"
	"github.com/gql-dev/gql/serve"
)

// proxy forwards a loopback port to a real server until it is cut, so a
// test can take a database away from a running service and see the
// connection errors that follow.
type proxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
	t.Cleanup(p.cut)
	return p
}

func (p *proxy) addr() string { return p.ln.Addr().String() }

// cut closes the port and every connection through it.
func (p *proxy) cut() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

func planted(t *testing.T) string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return "S3cr3t-" + hex.EncodeToString(b)
}

// collected is everything the service said, by where it said it.
type collected struct {
	mu    sync.Mutex
	texts map[string][]string
}

func (c *collected) add(where, text string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.texts[where] = append(c.texts[where], text)
}

func (c *collected) check(t *testing.T, secret string) {
	t.Helper()
	n := 0
	for where, texts := range c.texts {
		for _, s := range texts {
			n++
			for _, form := range []string{secret, url.QueryEscape(secret)} {
				if strings.Contains(s, form) {
					t.Errorf("%s shows the password: %.3000s", where, s)
				}
			}
		}
	}
	t.Logf("%d responses and log texts read, none holds the password", n)
}

// syncBuffer is a log sink the server's goroutines write to at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestNoSecretLeavesTheService plants a password in the --backend URIs of
// a running service (Neo4j and Fuseki as user info, Fuseki again as a
// query parameter), the way the command line passes them, and reads every
// route — the open /readyz, /healthz and openapi, the API, 400s, the page,
// /metrics, the MCP tools — and the log, first with the databases up and
// then with them cut off so every error path runs. Then it starts
// services that cannot start (a Gremlin server given credentials, a dead
// port) and reads their errors. The password must appear nowhere.
func TestNoSecretLeavesTheService(t *testing.T) {
	neoURI, fusURI := testenv.Neo4j(t), testenv.Fuseki(t)
	g, sc, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	fusMovies := strings.TrimRight(fusURI, "/") + "/movies"
	for _, sv := range []struct {
		b   backends.Backend
		uri string
	}{{backends.Neo4j, neoURI}, {backends.Fuseki, fusMovies}} {
		if _, err := backends.Load(context.Background(), sv.uri, g, sc, backends.LoadOptions{Backend: sv.b, IfNeeded: true}); err != nil {
			t.Fatalf("loading movies into %s: %v", sv.b, err)
		}
	}
	pw := planted(t)
	neoHost, _ := testenv.HostPort(neoURI)
	fusHost, _ := testenv.HostPort(fusURI)
	neoProxy, fusProxy := newProxy(t, neoHost), newProxy(t, fusHost)
	specs := []string{
		"neo4j=bolt://neo4j:" + pw + "@" + neoProxy.addr(),
		"fuseki=http://admin:" + pw + "@" + fusProxy.addr() + "/movies",
		"http://" + fusProxy.addr() + "/movies?apikey=" + pw,
	}
	var bs []serve.Backend
	for _, sp := range specs {
		bs = append(bs, serve.Backend{Name: sp, Setup: gql.Setup{Schema: "movies", Backends: []string{sp}}})
	}
	logs := &syncBuffer{}
	s, err := serve.New(context.Background(), serve.Options{
		Backends: bs, Shots: "off", Logger: slog.New(slog.NewJSONHandler(logs, nil)), Timeout: 20 * time.Second,
		Attach: func(s *serve.Server) []serve.Mount {
			return []serve.Mount{{Pattern: "/mcp", Name: "mcp", Handler: mcptools.Handler(s)}}
		},
	})
	if err != nil {
		t.Fatalf("serve.New: %v", strings.ReplaceAll(err.Error(), pw, "PW"))
	}
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	testenv.Listening(t, ts.URL)

	// The start-up line comes from Serve.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()

	got := &collected{texts: map[string][]string{}}
	call := func(method, path, body string) (int, string) {
		t.Helper()
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		req, _ := http.NewRequest(method, ts.URL+path, rd)
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
			if strings.HasPrefix(body, "q=") {
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			}
		}
		if path == "/mcp" {
			req.Header.Set("Accept", "application/json, text/event-stream")
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		got.add(method+" "+path+" ("+body+")", string(b))
		return resp.StatusCode, string(b)
	}
	// Clients pick backends by the names /v1/backends lists.
	_, list := call("GET", "/v1/backends", "")
	var bl struct{ Backends []serve.BackendInfo }
	if err := json.Unmarshal([]byte(list), &bl); err != nil || len(bl.Backends) != len(specs) {
		t.Fatalf("/v1/backends: %v %s", err, list)
	}
	round := func(phase string) {
		call("GET", "/healthz", "")
		call("GET", "/readyz", "")
		call("GET", "/v1/backends", "")
		call("GET", "/v1/openapi.json", "")
		call("GET", "/v1/schema", "")
		call("POST", "/v1/translate", `{"question":"Who directed The Matrix?","targets":["all"],"explain":true}`)
		call("POST", "/v1/ask", `{"question":"Who directed The Matrix?","explain":true}`)
		call("POST", "/v1/ask", `{"question":"Which movies were released after 2000?","targets":["sparql"],"explain":true}`)
		for _, b := range bl.Backends {
			raw, _ := json.Marshal(map[string]any{"question": "Who acted in Top Gun?", "backends": []string{b.Name}, "explain": true})
			call("POST", "/v1/ask", string(raw))
			raw, _ = json.Marshal(map[string]any{"target": "cypher", "query": "MATCH (m:Movie RETURN m", "backend": b.Name})
			call("POST", "/v1/check", string(raw))
			call("GET", "/v1/schema?backend="+url.QueryEscape(b.Name), "")
			call("GET", "/?q="+url.QueryEscape("Who directed The Matrix?")+"&backend="+url.QueryEscape(b.Name), "")
		}
		// Bad requests: 400s naming the backends this server has.
		call("POST", "/v1/ask", `{"question":"x","backends":["nope"]}`)
		call("POST", "/v1/ask", `{not json`)
		call("POST", "/v1/translate", `{"question":""}`)
		call("POST", "/v1/check", `{"target":"sql","query":"x"}`)
		call("GET", "/v1/schema?backend=nope", "")
		call("GET", "/?q=x&backend=nope", "")
		call("GET", "/", "")
		call("POST", "/", "q="+url.QueryEscape("Who directed The Matrix?"))
		// MCP: a query the server rejects, one refused before sending, a
		// backend that does not exist, and the tools that list names.
		for i, args := range []string{
			`{"name":"run_query","arguments":{"target":"cypher","query":"MATCH (m:Movie) RETURN m.title, toInteger('x') / 0 AS boom"}}`,
			`{"name":"run_query","arguments":{"target":"sparql","query":"SELECT ?s WHERE { ?s ?p ?o } LIMIT 1"}}`,
			`{"name":"run_query","arguments":{"target":"cypher","query":"CREATE (n) RETURN n"}}`,
			`{"name":"run_query","arguments":{"target":"cypher","query":"RETURN 1","backend":"nope"}}`,
			`{"name":"ask","arguments":{"question":"Who directed The Matrix?"}}`,
			`{"name":"list_backends","arguments":{}}`,
			`{"name":"get_schema","arguments":{"backend":"nope"}}`,
		} {
			call("POST", "/mcp", `{"jsonrpc":"2.0","id":`+string(rune('1'+i))+`,"method":"tools/call","params":`+args+`}`)
		}
		call("GET", "/metrics", "")
		t.Logf("%s: round done", phase)
	}
	round("databases up")
	if code, body := call("GET", "/readyz", ""); code != 200 {
		t.Errorf("readyz with the databases up: %d %s", code, strings.ReplaceAll(body, pw, "PW"))
	}
	neoProxy.cut()
	fusProxy.cut()
	round("databases cut off")
	if code, _ := call("GET", "/readyz", ""); code != 503 {
		t.Errorf("readyz with the databases cut off: %d", code)
	}
	cancel()
	if err := <-served; err != nil {
		got.add("Serve's error", err.Error())
	}
	got.add("the log", logs.String())
	if !strings.Contains(logs.String(), `"msg":"serving"`) || !strings.Contains(logs.String(), "readiness probe failed") {
		t.Errorf("the log lacks the start-up line or the failed probes:\n%s", strings.ReplaceAll(logs.String(), pw, "PW"))
	}

	// Services that cannot start say why without the password.
	dead, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	deadAddr := dead.Addr().String()
	dead.Close()
	gremHost, _ := testenv.HostPort(testenv.GremlinEndpoint.URI())
	for _, sp := range []string{
		"gremlin=ws://gql:" + pw + "@" + gremHost + "/gremlin",
		"janusgraph=ws://" + pw + "@" + deadAddr + "/gremlin",
		"neo4j=bolt://neo4j:" + pw + "@" + deadAddr,
		"fuseki=http://admin:" + pw + "@" + deadAddr + "/movies",
		"neo4j=bolt://neo4j:pa/" + pw + "@" + deadAddr,
		"neo4j=ftp://neo4j:" + pw + "@" + deadAddr,
	} {
		shown := strings.ReplaceAll(sp, pw, "PW")
		srv, err := serve.New(context.Background(), serve.Options{Shots: "off", Logger: slog.New(slog.NewJSONHandler(logs, nil)),
			Backends: []serve.Backend{{Name: sp, Setup: gql.Setup{Schema: "movies", Backends: []string{sp}}}}})
		if err != nil {
			got.add("serve.New("+shown+")", err.Error())
			continue
		}
		// A database that is down does not stop the service: what it says
		// about that backend must not hold the password either.
		ts := httptest.NewServer(srv.Handler())
		testenv.Listening(t, ts.URL)
		for _, c := range []struct{ method, path, body string }{
			{"GET", "/readyz", ""}, {"GET", "/v1/backends", ""}, {"GET", "/", ""},
			{"POST", "/v1/ask", `{"question":"Who directed The Matrix?"}`},
			{"GET", "/v1/schema", ""},
		} {
			req, _ := http.NewRequest(c.method, ts.URL+c.path, strings.NewReader(c.body))
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			got.add(shown+" down: "+c.method+" "+c.path, string(b))
		}
		ts.Close()
		srv.Close()
	}
	got.add("the log after the failed starts", logs.String())
	got.check(t, pw)
}
