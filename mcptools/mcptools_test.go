package mcptools_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/answer"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/mcptools"
	"github.com/gql-dev/gql/serve"
)

func load(t *testing.T, example, uri string) {
	t.Helper()
	g, err := examples.Graph(example)
	if err != nil {
		t.Fatal(err)
	}
	s, err := examples.Schema(example)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
}

// gqlBinary builds the real command once per test binary run.
// gqlBinary builds the command once for the package's tests: each build
// links the whole program again.
func gqlBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gql-mcptools-")
		if err != nil {
			binErr = err.Error()
			return
		}
		binDir, binPath = dir, filepath.Join(dir, "gql")
		if out, err := exec.Command("go", "build", "-o", binPath, "../cmd/gql").CombinedOutput(); err != nil {
			binErr = fmt.Sprintf("go build: %v\n%s", err, out)
		}
	})
	if binErr != "" {
		t.Fatal(binErr)
	}
	return binPath
}

var (
	binOnce                 sync.Once
	binDir, binPath, binErr string
)

// TestMain removes the shared binary.
func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

func call(t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any, out any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	if out != nil && !res.IsError {
		raw, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s: %v in %s", tool, err, raw)
		}
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// exercise runs every tool against a session whose first backend holds
// the movies graph on a real Neo4j.
func exercise(t *testing.T, cs *mcp.ClientSession) {
	ctx := context.Background()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
		if tl.InputSchema == nil || tl.OutputSchema == nil {
			t.Errorf("%s: no typed input or output schema", tl.Name)
		}
	}
	sort.Strings(names)
	if got := strings.Join(names, ","); got != "ask,check,get_schema,list_backends,list_shots,run_query,translate" {
		t.Fatalf("tools %s", got)
	}

	var tr mcptools.QuestionOut
	call(t, cs, "translate", map[string]any{"question": "Who directed The Matrix?", "targets": []string{"cypher"}}, &tr)
	if tr.Verdict != "valid" || !strings.Contains(tr.Results[0].Query, "DIRECTED") || tr.Results[0].Rows != nil {
		t.Errorf("translate: %+v", tr)
	}
	var ask mcptools.QuestionOut
	call(t, cs, "ask", map[string]any{"question": "Who directed The Matrix?", "targets": []string{"cypher"}}, &ask)
	if ask.Results[0].Server != "neo4j" || len(ask.Results[0].Rows) != 2 || !strings.Contains(ask.Answer, "Lilly Wachowski") {
		t.Errorf("ask: %+v", ask)
	}
	var un mcptools.QuestionOut
	call(t, cs, "ask", map[string]any{"question": "What is the meaning of life?", "target": "cypher"}, &un)
	if un.Verdict != "unanswerable" || un.Answer != "" || un.Results[0].Reason == "" {
		t.Errorf("unanswerable ask: %+v", un)
	}

	var ck mcptools.CheckOut
	call(t, cs, "check", map[string]any{"target": "cypher", "query": "MATCH (m:Movei) RETURN m.title"}, &ck)
	if ck.OK && len(ck.Findings) == 0 {
		t.Errorf("an invented label passed: %+v", ck)
	}
	found := false
	for _, f := range ck.Findings {
		if strings.Contains(f.Fix, "Movie") && f.Line == 1 && f.Col > 0 {
			found = true
		}
	}
	if !found {
		t.Errorf("no positioned finding suggesting :Movie: %+v", ck.Findings)
	}

	count := func() int64 {
		var r mcptools.RunOut
		res := call(t, cs, "run_query", map[string]any{"target": "cypher", "query": "MATCH (n) RETURN count(n) AS n"}, &r)
		if res.IsError {
			t.Fatalf("count: %s", text(res))
		}
		return int64(r.Rows[0][0].(float64))
	}
	before := count()
	for _, q := range []string{
		"MATCH (n) DETACH DELETE n",
		"CREATE (:Movie {title: 'Injected'})",
		"MATCH (m:Movie) SET m.title = 'x' RETURN m",
		"CALL apoc.cypher.runWrite('MATCH (n) DETACH DELETE n', {})",
		"MATCH (n) RETURN n /* unterminated",
	} {
		res := call(t, cs, "run_query", map[string]any{"target": "cypher", "query": q}, nil)
		if !res.IsError || !strings.Contains(text(res), "refused before sending") {
			t.Errorf("run_query %q was not refused: %s", q, text(res))
		}
	}
	if after := count(); after != before || before == 0 {
		t.Errorf("the graph changed: %d nodes before, %d after", before, after)
	}
	var capped mcptools.RunOut
	call(t, cs, "run_query", map[string]any{"target": "cypher", "query": "MATCH (m:Movie) RETURN m.title", "max_rows": 3}, &capped)
	if len(capped.Rows) != 3 || !capped.Truncated {
		t.Errorf("row cap: %d rows, truncated %v", len(capped.Rows), capped.Truncated)
	}

	var sc mcptools.SchemaOut
	call(t, cs, "get_schema", map[string]any{"format": "cypher"}, &sc)
	if sc.Format != "cypher" || !strings.Contains(sc.Text, "DIRECTED") || sc.Fingerprint == "" {
		t.Errorf("get_schema: %+v", sc)
	}
	var js mcptools.SchemaOut
	call(t, cs, "get_schema", map[string]any{}, &js)
	if js.Format != "json" || js.Text != "" || js.Schema["labels"] == nil || js.Schema["edge_types"] == nil {
		t.Errorf("get_schema json is not structured: %+v", js)
	}
	res := call(t, cs, "get_schema", map[string]any{"format": "yaml"}, nil)
	if !res.IsError || !strings.Contains(text(res), "format") {
		t.Errorf("a bad format was not a tool error: %s", text(res))
	}
	res = call(t, cs, "translate", map[string]any{"question": "Who?", "backends": []string{"nope"}}, nil)
	if !res.IsError || !strings.Contains(text(res), "unknown backend") {
		t.Errorf("an unknown backend was not a tool error: %s", text(res))
	}
	var bs mcptools.BackendsOut
	call(t, cs, "list_backends", map[string]any{}, &bs)
	if len(bs.Backends) == 0 || len(bs.Backends[0].Servers) == 0 {
		t.Errorf("list_backends: %+v", bs)
	}
	// These servers keep no shots: the listing says why rather than
	// answering an empty queue.
	res = call(t, cs, "list_shots", map[string]any{}, nil)
	if !res.IsError || !strings.Contains(text(res), "--shots off") {
		t.Errorf("list_shots without a store: %s", text(res))
	}
}

// list_shots lists what the page's review queue shows: an answer held
// through ask is pending, with its query.
func TestListShots(t *testing.T) {
	uri := testenv.Neo4j(t)
	load(t, "movies", uri)
	s, err := serve.New(context.Background(), serve.Options{
		Backends: []serve.Backend{{Name: "neo4j", Setup: gql.Setup{Schema: "movies", Backends: []string{"neo4j=" + uri}}}},
		Shots:    filepath.Join(t.TempDir(), "shots.db"),
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := mcptools.NewServer(s).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var ask mcptools.QuestionOut
	call(t, cs, "ask", map[string]any{"question": "Who directed The Matrix?", "target": "cypher"}, &ask)
	var out mcptools.ShotsOut
	call(t, cs, "list_shots", map[string]any{"state": "pending"}, &out)
	if len(out.Shots) != 1 || out.Shots[0].Query != ask.Results[0].Query || out.Shots[0].State != "pending" {
		t.Errorf("list_shots: %+v after %+v", out, ask)
	}
	if res := call(t, cs, "list_shots", map[string]any{"state": "held"}, nil); !res.IsError || !strings.Contains(text(res), "unknown state") {
		t.Errorf("a bad state: %s", text(res))
	}
}

// gql mcp over a real stdio pipe, driven by the SDK's own client.
func TestStdio(t *testing.T) {
	uri := testenv.Neo4j(t)
	load(t, "movies", uri)
	bin := gqlBinary(t)
	cmd := exec.Command(bin, "mcp", "--shots", "off", "--schema", "movies", "--backend", "neo4j="+uri, "--log", "text")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect: %v\n%s", err, stderr.String())
	}
	exercise(t, cs)
	if err := cs.Close(); err != nil {
		t.Logf("close: %v", err)
	}
	if strings.Contains(stderr.String(), "panic") {
		t.Errorf("stderr: %s", stderr.String())
	}
}

// Offline over stdio, on the other bundled schema: translate and check
// work, asking has no rows to answer from. The binary is built and linked
// for it, ten seconds on a busy machine, so -short runs the same session
// in process (TestPipeOfflineCompany) instead.
func TestStdioOfflineCompany(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: TestPipeOfflineCompany runs the same session without building the binary")
	}
	bin := gqlBinary(t)
	cmd := exec.Command(bin, "mcp", "--shots", "off", "--schema", "company")
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	offlineCompany(t, cs)
}

// TestPipeOfflineCompany is TestStdioOfflineCompany's session over
// mcptools.Serve on pipes, with the server `gql mcp --shots off --schema
// company` builds.
func TestPipeOfflineCompany(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := serve.New(ctx, serve.Options{
		Backends: []serve.Backend{{Name: "company", Setup: gql.Setup{Schema: "company", Shots: "off"}}},
		Shots:    "off",
		Answerer: &answer.Answerer{},
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- mcptools.Serve(ctx, s, toServer, fromServer)
		fromServer.Close()
	}()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: toClient, Writer: fromClient}, nil)
	if err != nil {
		t.Fatal(err)
	}
	offlineCompany(t, cs)
	cs.Close()
	fromClient.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Error("the server did not stop when its input closed")
	}
}

func offlineCompany(t *testing.T, cs *mcp.ClientSession) {
	t.Helper()
	var tr mcptools.QuestionOut
	call(t, cs, "translate", map[string]any{"question": "Who manages Hannah Schmidt?", "targets": []string{"all"}}, &tr)
	if tr.Verdict != "valid" || len(tr.Results) != 3 {
		t.Fatalf("translate: %+v", tr)
	}
	for _, r := range tr.Results {
		if !strings.Contains(r.Query, "MANAGES") || r.Server != "" {
			t.Errorf("%s: %+v", r.Target, r)
		}
	}
	res := call(t, cs, "run_query", map[string]any{"target": "cypher", "query": "MATCH (n) RETURN n"}, nil)
	if !res.IsError || !strings.Contains(text(res), "no chosen backend has a server") {
		t.Errorf("offline run_query: %s", text(res))
	}
}

// The same tools on gql serve's /mcp, behind its bearer tokens.
func TestStreamableHTTP(t *testing.T) {
	uri := testenv.Neo4j(t)
	load(t, "movies", uri)
	opt := serve.Options{
		Backends: []serve.Backend{{Name: "neo4j", Setup: gql.Setup{Schema: "movies", Backends: []string{"neo4j=" + uri}}}},
		Tokens:   []string{"s3cret"},
		Shots:    "off",
		Answerer: &answer.Answerer{},
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		Attach: func(s *serve.Server) []serve.Mount {
			return []serve.Mount{{Pattern: "/mcp", Name: "mcp", Handler: mcptools.Handler(s)}}
		},
	}
	s, err := serve.New(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()

	// Without the token: 401, and the SDK's client cannot connect.
	resp, err := http.Post(ts.URL+"/mcp", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("no token: %d", resp.StatusCode)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	if _, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", MaxRetries: -1}, nil); err == nil {
		t.Error("connected without a token")
	}
	hc := &http.Client{Transport: bearer{"s3cret"}}
	cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", HTTPClient: hc}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	exercise(t, cs)
}

type bearer struct{ tok string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.tok)
	return http.DefaultTransport.RoundTrip(r)
}
