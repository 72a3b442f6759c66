package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
)

type table struct {
	Columns []string `json:"columns"`
	Rows    [][]any  `json:"rows"`
}

type result struct {
	Target    string `json:"target"`
	Query     string `json:"query"`
	Verdict   string `json:"verdict"`
	Reason    string `json:"reason"`
	Backend   string `json:"backend"`
	Server    string `json:"server"`
	Rows      *table `json:"rows"`
	Truncated bool   `json:"truncated"`
	Trace     *struct {
		Attempts []struct {
			Exec string `json:"exec"`
		} `json:"attempts"`
	} `json:"trace"`
}

type response struct {
	Question string   `json:"question"`
	Verdict  string   `json:"verdict"`
	Results  []result `json:"results"`
	Answer   string   `json:"answer"`
}

const directed = "Who directed The Matrix?"

// values flattens a table's cells into a sorted list of strings.
func values(t *table) []string {
	var out []string
	for _, r := range t.Rows {
		for _, v := range r {
			out = append(out, fmt.Sprint(v))
		}
	}
	sort.Strings(out)
	return out
}

// TestEndpointsOnServers drives every JSON route against the real servers:
// ask's rows must be what the returned query gives when run directly, and
// the three languages must agree.
func TestEndpointsOnServers(t *testing.T) {
	bs := live(t)
	_, ts := start(t, Options{Backends: bs})

	r := do(t, "GET", ts.URL+"/healthz", "", nil)
	if r.status != 200 || !strings.Contains(string(r.body), `"ok"`) {
		t.Fatalf("healthz: %d %s", r.status, r.body)
	}

	var bl struct{ Backends []BackendInfo }
	do(t, "GET", ts.URL+"/v1/backends", "", nil).json(t, &bl)
	if len(bl.Backends) != 3 {
		t.Fatalf("backends: %+v", bl)
	}
	for _, b := range bl.Backends {
		if len(b.Servers) != 1 || b.Servers[0].Kind != b.Name {
			t.Errorf("backend %s: servers %+v", b.Name, b.Servers)
		}
	}

	// ask: no targets given means every language a backend runs.
	r = do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: directed, Explain: true})
	if r.status != 200 {
		t.Fatalf("ask: %d %s", r.status, r.body)
	}
	var ask response
	r.json(t, &ask)
	if ask.Verdict != "valid" || len(ask.Results) != 3 {
		t.Fatalf("ask: %s", r.body)
	}
	if ask.Answer != "" {
		t.Errorf("answer %q without an answerer", ask.Answer)
	}
	var first []string
	for _, res := range ask.Results {
		if res.Verdict != "valid" || res.Rows == nil || len(res.Rows.Rows) == 0 {
			t.Fatalf("%s: verdict %s, rows %v (%s)", res.Target, res.Verdict, res.Rows, res.Reason)
		}
		if res.Server != res.Backend {
			t.Errorf("%s ran on %q, want the %s server", res.Target, res.Server, res.Backend)
		}
		if res.Trace == nil || len(res.Trace.Attempts) == 0 || !strings.HasPrefix(res.Trace.Attempts[len(res.Trace.Attempts)-1].Exec, "ok") {
			t.Errorf("%s: explain gave no executed attempt: %+v", res.Target, res.Trace)
		}
		direct := runDirect(t, bs, res.Backend, res.Query)
		got, _ := json.Marshal(res.Rows.Rows)
		want, _ := json.Marshal(direct.Rows)
		if string(got) != string(want) {
			t.Errorf("%s: rows %s, but the query run directly gives %s", res.Target, got, want)
		}
		v := values(res.Rows)
		if first == nil {
			first = v
		} else if fmt.Sprint(v) != fmt.Sprint(first) {
			t.Errorf("%s answers %v, %s answered %v", res.Target, v, ask.Results[0].Target, first)
		}
	}

	// translate: the same queries, no rows, no trace unless asked.
	var tr response
	r = do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed, Targets: []string{"all"}})
	r.json(t, &tr)
	if r.status != 200 || len(tr.Results) != 3 {
		t.Fatalf("translate: %d %s", r.status, r.body)
	}
	for i, res := range tr.Results {
		if res.Rows != nil || res.Trace != nil {
			t.Errorf("translate %s carries rows or a trace", res.Target)
		}
		if res.Query != ask.Results[i].Query {
			t.Errorf("translate %s: %q; ask gave %q", res.Target, res.Query, ask.Results[i].Query)
		}
	}
	// One backend chosen: its language runs there, the others are static.
	r = do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed, Targets: []string{"cypher", "sparql"}, Backends: []string{"fuseki"}})
	tr = response{}
	r.json(t, &tr)
	if len(tr.Results) != 2 || tr.Results[0].Server != "" || tr.Results[1].Server != "fuseki" {
		t.Errorf("backend choice: %s", r.body)
	}

	// check: a syntax error with its position, a clean query, a write.
	var ck struct {
		OK          bool
		ReadOnly    bool `json:"read_only"`
		Diagnostics []struct {
			Severity string
			Pos      struct{ Line, Col int }
		}
	}
	r = do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: "MATCH (m Movie)\nRETURN m"})
	r.json(t, &ck)
	if r.status != 200 || ck.OK || len(ck.Diagnostics) == 0 || ck.Diagnostics[0].Pos.Line != 1 {
		t.Errorf("check of a syntax error: %s", r.body)
	}
	r = do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: ask.Results[0].Query})
	r.json(t, &ck)
	if !ck.OK {
		t.Errorf("check of gql's own query: %s", r.body)
	}
	r = do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "sparql", Query: "DELETE WHERE { ?s ?p ?o }", Backend: "fuseki"})
	ck.ReadOnly = true
	r.json(t, &ck)
	if ck.OK || ck.ReadOnly {
		t.Errorf("check of a write: %s", r.body)
	}

	// schema: the file form, and a text rendering naming the same labels.
	var sc struct {
		Name   string
		Schema struct {
			Labels []struct{ Name string } `json:"labels"`
		}
	}
	r = do(t, "GET", ts.URL+"/v1/schema?backend=gremlin", "", nil)
	r.json(t, &sc)
	if sc.Name != "gremlin" || len(sc.Schema.Labels) == 0 {
		t.Fatalf("schema: %d %.300s", r.status, r.body)
	}
	r = do(t, "GET", ts.URL+"/v1/schema?backend=gremlin&format=cypher", "", nil)
	if !strings.HasPrefix(r.header.Get("Content-Type"), "text/plain") {
		t.Errorf("schema text: %s", r.header.Get("Content-Type"))
	}
	for _, l := range sc.Schema.Labels {
		if !strings.Contains(string(r.body), l.Name) {
			t.Errorf("schema text lacks label %s", l.Name)
		}
	}

	// metrics count what happened above, per route and verdict.
	r = do(t, "GET", ts.URL+"/metrics", "", nil)
	m := string(r.body)
	for _, want := range []string{
		`gql_serve_requests_total{code="200",route="ask",verdict="valid"} 1`,
		`gql_serve_requests_total{code="200",route="check",verdict="errors"} 2`,
		`gql_serve_request_duration_seconds_count{route="translate",verdict="valid"} 2`,
		`gql_serve_translations_total{backend="fuseki",target="sparql",verdict="valid"}`,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

// runDirect runs a query on the named test backend, bypassing gql serve.
func runDirect(t *testing.T, bs []Backend, name, query string) *table {
	t.Helper()
	for _, b := range bs {
		if b.Name != name {
			continue
		}
		kind, uri, _ := strings.Cut(b.Setup.Backends[0], "=")
		x, err := backends.Open(context.Background(), uri, backends.Options{Backend: backends.Backend(kind), Guard: critic.ReadOnlyGuard})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		res, err := x.Exec(context.Background(), query, backends.ExecOptions{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out := &table{Columns: res.Columns}
		for _, row := range res.Rows {
			var r []any
			for _, v := range row {
				r = append(r, v.Go())
			}
			out.Rows = append(out.Rows, r)
		}
		// Through JSON, as the client saw them.
		b, _ := json.Marshal(out)
		out = &table{}
		json.Unmarshal(b, out)
		return out
	}
	t.Fatalf("no backend %s", name)
	return nil
}

func TestBadInput(t *testing.T) {
	_, ts := start(t, Options{Backends: offline()})
	cases := []struct {
		path, body, code, mention string
		status                    int
	}{
		{"/v1/translate", `{"question": "  "}`, "bad_request", "empty", 400},
		{"/v1/ask", `{"question": "Who?", "targets": ["sql"]}`, "bad_request", `unknown target "sql"`, 400},
		{"/v1/ask", `{"question": "Who?", "backends": ["hr"]}`, "bad_request", `unknown backend "hr"`, 400},
		{"/v1/translate", `{"question": "Who?", "max_rows": -1}`, "bad_request", "max_rows", 400},
		{"/v1/translate", `{"question": `, "bad_request", "invalid JSON", 400},
		{"/v1/translate", `{"question": "Who?", "target": "cypher"}`, "bad_request", `unknown field "target"`, 400},
		{"/v1/check", `{"target": "cypher", "query": ""}`, "bad_request", "empty", 400},
		{"/v1/check", `{"target": "xquery", "query": "x"}`, "bad_request", "unknown target", 400},
		{"/v1/nothing", `{}`, "not_found", "openapi", 404},
	}
	for _, c := range cases {
		r := do(t, "POST", ts.URL+c.path, "", c.body)
		if r.status != c.status || r.errorCode(t) != c.code || !strings.Contains(r.message(t), c.mention) {
			t.Errorf("POST %s %s: %d %s; want %d %s mentioning %q", c.path, c.body, r.status, r.body, c.status, c.code, c.mention)
		}
	}
	r := do(t, "GET", ts.URL+"/v1/translate", "", nil)
	if r.status != 405 || r.errorCode(t) != "method_not_allowed" || r.header.Get("Allow") != "POST" {
		t.Errorf("GET /v1/translate: %d %v %s", r.status, r.header, r.body)
	}
	r = do(t, "GET", ts.URL+"/v1/schema?backend=nope", "", nil)
	if r.status != 400 || !strings.Contains(r.message(t), `"movies"`) {
		t.Errorf("unknown schema backend: %d %s", r.status, r.body)
	}
}

func TestTokens(t *testing.T) {
	_, ts := start(t, Options{Backends: offline(), Tokens: []string{"alpha-token", "beta-token"}})
	body := Request{Question: directed, Targets: []string{"cypher"}}
	for _, tok := range []string{"", "wrong", "alpha-token-and-more", "alpha"} {
		r := do(t, "POST", ts.URL+"/v1/translate", tok, body)
		if r.status != 401 || r.errorCode(t) != "unauthorized" || !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("token %q: %d %v %s", tok, r.status, r.header, r.body)
		}
	}
	for _, tok := range []string{"alpha-token", "beta-token"} {
		if r := do(t, "POST", ts.URL+"/v1/translate", tok, body); r.status != 200 {
			t.Errorf("token %q refused: %d %s", tok, r.status, r.body)
		}
	}
	for path, want := range map[string]int{"/healthz": 200, "/v1/openapi.json": 200, "/metrics": 401, "/v1/schema": 401, "/v1/backends": 401} {
		if r := do(t, "GET", ts.URL+path, "", nil); r.status != want {
			t.Errorf("GET %s without a token: %d, want %d", path, r.status, want)
		}
	}

	// The page asks for the token and keeps it in a strict cookie.
	r := do(t, "GET", ts.URL+"/?q=x", "", nil)
	if r.status != 401 || !strings.Contains(string(r.body), `action="/login"`) || strings.Contains(string(r.body), `name="q"`) {
		t.Errorf("page without a token: %d %.400s", r.status, r.body)
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noRedirect.PostForm(ts.URL+"/login", url.Values{"token": {"wrong"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 || len(resp.Cookies()) != 0 {
		t.Errorf("login with a wrong token: %d %v", resp.StatusCode, resp.Cookies())
	}
	resp, err = noRedirect.PostForm(ts.URL+"/login", url.Values{"token": {"beta-token"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cs := resp.Cookies()
	if resp.StatusCode != 303 || len(cs) != 1 || !cs[0].HttpOnly || cs[0].SameSite != http.SameSiteStrictMode {
		t.Fatalf("login: %d %+v", resp.StatusCode, cs)
	}
	req, _ := http.NewRequest("GET", ts.URL+"/?q="+url.QueryEscape(directed)+"&target=cypher", nil)
	req.AddCookie(cs[0])
	page, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(page.Body)
	page.Body.Close()
	if page.StatusCode != 200 || !strings.Contains(string(b), `class="query"`) {
		t.Errorf("page with the cookie: %d %.300s", page.StatusCode, b)
	}
	// The cookie is for the page; the API wants the header.
	req, _ = http.NewRequest("POST", ts.URL+"/v1/translate", strings.NewReader(`{"question":"x"}`))
	req.AddCookie(cs[0])
	api, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	api.Body.Close()
	if api.StatusCode != 401 {
		t.Errorf("API with the page cookie: %d", api.StatusCode)
	}
}

// chunked hides a body's length, so the limit must be enforced while
// reading.
type chunked struct{ r io.Reader }

func (c chunked) Read(p []byte) (int, error) { return c.r.Read(p) }

func TestBodyLimit(t *testing.T) {
	_, ts := start(t, Options{Backends: offline(), MaxBody: 100})
	big := fmt.Sprintf(`{"question": %q}`, strings.Repeat("Who directed The Matrix? ", 20))
	r := do(t, "POST", ts.URL+"/v1/translate", "", big)
	if r.status != 413 || r.errorCode(t) != "too_large" || !strings.Contains(string(r.body), "100") {
		t.Errorf("oversized body: %d %s", r.status, r.body)
	}
	req, _ := http.NewRequest("POST", ts.URL+"/v1/ask", chunked{strings.NewReader(big)})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if req.ContentLength != -1 && req.ContentLength != 0 {
		t.Fatalf("the request declared its length %d", req.ContentLength)
	}
	if resp.StatusCode != 413 || reply(reply{status: resp.StatusCode, body: b}).errorCode(t) != "too_large" {
		t.Errorf("oversized chunked body: %d %s", resp.StatusCode, b)
	}
	small := `{"question": "Who directed The Matrix?"}`
	if r := do(t, "POST", ts.URL+"/v1/translate", "", small); r.status != 200 {
		t.Errorf("body within the limit: %d %s", r.status, r.body)
	}
}

// hold makes a server's translations wait inside their slot until release
// is closed; entered receives one value per translation that got a slot.
func hold(s *Server) (entered chan struct{}, release chan struct{}) {
	entered, release = make(chan struct{}, 16), make(chan struct{})
	s.hold = func(ctx context.Context) {
		entered <- struct{}{}
		select {
		case <-release:
		case <-ctx.Done():
		}
	}
	return entered, release
}

func TestConcurrencyBound(t *testing.T) {
	s, ts := start(t, Options{Backends: offline(), MaxConcurrent: 2})
	entered, release := hold(s)
	body := Request{Question: directed, Targets: []string{"cypher"}}
	var wg sync.WaitGroup
	first := make([]reply, 2)
	// returned gets one value per held request that came back; one that
	// comes back before its slot was entered never reached the server, and
	// waiting on entered alone would then wait for the test timeout.
	returned := make(chan struct{}, len(first))
	for i := range first {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { returned <- struct{}{} }()
			first[i] = do(t, "POST", ts.URL+"/v1/translate", "", body)
		}()
	}
	for range first {
		select {
		case <-entered:
		case <-returned:
			close(release)
			wg.Wait()
			t.Fatalf("a held translation came back before it took its slot: %d %s; %d %s", first[0].status, first[0].body, first[1].status, first[1].body)
		}
	}
	// Both slots are taken and held: the third is refused at once.
	r := do(t, "POST", ts.URL+"/v1/ask", "", body)
	if r.status != 503 || r.errorCode(t) != "busy" || r.header.Get("Retry-After") != "1" {
		t.Errorf("third translation: %d %v %s", r.status, r.header, r.body)
	}
	p := do(t, "GET", ts.URL+"/?q=x", "", nil)
	if p.status != 503 || !strings.Contains(string(p.body), "--max-concurrent") || p.header.Get("Retry-After") != "1" {
		t.Errorf("page while full: %d %.300s", p.status, p.body)
	}
	// A check parses like a translation and takes a slot of the same
	// bound; health still answers.
	if r := do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: "MATCH (n) RETURN n"}); r.status != 503 || r.errorCode(t) != "busy" || r.header.Get("Retry-After") != "1" {
		t.Errorf("check while full: %d %s", r.status, r.body)
	}
	if r := do(t, "GET", ts.URL+"/healthz", "", nil); r.status != 200 {
		t.Errorf("health while full: %d", r.status)
	}
	close(release)
	wg.Wait()
	for i, r := range first {
		if r.status != 200 {
			t.Errorf("held translation %d: %d %s", i, r.status, r.body)
		}
	}
	if r := do(t, "POST", ts.URL+"/v1/translate", "", body); r.status != 200 {
		t.Errorf("after the slots are free: %d %s", r.status, r.body)
	}
	m := string(do(t, "GET", ts.URL+"/metrics", "", nil).body)
	if !strings.Contains(m, `gql_serve_requests_total{code="503",route="ask",verdict="busy"} 1`) {
		t.Errorf("metrics do not count the refusal:\n%s", grep(m, "gql_serve_requests_total"))
	}
}

func grep(s, prefix string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func TestTimeout(t *testing.T) {
	s, ts := start(t, Options{Backends: offline(), Timeout: 50 * time.Millisecond})
	hold(s) // never released: only the deadline ends the wait
	r := do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed})
	if r.status != 504 || r.errorCode(t) != "timeout" {
		t.Errorf("held past the timeout: %d %s", r.status, r.body)
	}
}

// TestRowCap asks a question with more answers than the cap on a real
// server.
func TestRowCap(t *testing.T) {
	bs := live(t)[:1]
	_, ts := start(t, Options{Backends: bs, MaxRows: 2})
	q := "Who acted in The Matrix?"
	var resp response
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: q, Targets: []string{"cypher"}}).json(t, &resp)
	res := resp.Results[0]
	if res.Verdict != "valid" {
		t.Fatalf("%s: %s %s", q, res.Verdict, res.Reason)
	}
	all := runDirect(t, bs, res.Backend, res.Query)
	if len(all.Rows) <= 2 {
		t.Fatalf("the query returns %d rows; the test needs more than the cap", len(all.Rows))
	}
	if len(res.Rows.Rows) != 2 || !res.Truncated {
		t.Errorf("cap 2: %d rows, truncated %v", len(res.Rows.Rows), res.Truncated)
	}
	for _, n := range []int{1, 5} {
		do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: q, Targets: []string{"cypher"}, MaxRows: n}).json(t, &resp)
		if got := len(resp.Results[0].Rows.Rows); got != min(n, 2) || !resp.Results[0].Truncated {
			t.Errorf("max_rows %d under cap 2: %d rows", n, got)
		}
	}
}

// TestGracefulShutdown stops the server while a translation is in flight:
// the listener closes at once, the request in flight still gets its answer,
// and Serve returns cleanly.
func TestGracefulShutdown(t *testing.T) {
	s, err := New(context.Background(), Options{Backends: offline(), Shots: "off", Logger: quiet(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	entered, release := hold(s)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	testenv.Listening(t, base)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()

	inflight := make(chan reply, 1)
	failed := make(chan struct{})
	go func() {
		defer close(failed)
		inflight <- do(t, "POST", base+"/v1/translate", "", Request{Question: directed, Targets: []string{"cypher"}})
	}()
	// A request that never reaches the server must end the test, not
	// leave it waiting on entered.
	select {
	case <-entered:
	case <-failed:
		stop()
		t.Fatal("the translation in flight came back before it took its slot")
	}
	stop()

	// New connections are refused once shutdown has begun.
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the listener still accepts connections 10s after shutdown began")
		}
		time.Sleep(5 * time.Millisecond)
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned (%v) with a request in flight", err)
	default:
	}
	close(release)
	r := <-inflight
	var resp response
	r.json(t, &resp)
	if r.status != 200 || resp.Verdict != "valid" {
		t.Errorf("the request in flight: %d %s", r.status, r.body)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve: %v", err)
	}
}

// TestOpenAPIMatchesRoutes: every route of the mux is in the document and
// every path and method of the document is a route.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	s, ts := start(t, Options{Backends: offline()})
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	r := do(t, "GET", ts.URL+"/v1/openapi.json", "", nil)
	r.json(t, &doc)
	if !strings.HasPrefix(doc.OpenAPI, "3.1") {
		t.Errorf("openapi %q", doc.OpenAPI)
	}
	inDoc := map[string]bool{}
	for p, ops := range doc.Paths {
		for m := range ops {
			inDoc[strings.ToUpper(m)+" "+p] = true
		}
	}
	inMux := map[string]bool{}
	for _, rt := range s.routes {
		inMux[rt.method+" "+rt.path] = true
	}
	for k := range inMux {
		if !inDoc[k] {
			t.Errorf("route %s is not in openapi.json", k)
		}
	}
	for k := range inDoc {
		if !inMux[k] {
			t.Errorf("openapi.json describes %s, which the server does not route", k)
		}
	}
	// And the server really answers each documented route (not 404/405).
	for k := range inDoc {
		m, p, _ := strings.Cut(k, " ")
		if r := do(t, m, ts.URL+p, "", "{}"); r.status == 404 || r.status == 405 {
			t.Errorf("%s: %d", k, r.status)
		}
	}
	// Error codes the server uses are the document's.
	codes := regexp.MustCompile(`"(bad_request|unauthorized|too_large|busy|timeout|not_found|method_not_allowed|internal)"`)
	if n := len(codes.FindAllString(string(r.body), -1)); n < 8 {
		t.Errorf("the Error schema lists %d codes", n)
	}
}

func TestPage(t *testing.T) {
	_, ts := start(t, Options{Backends: offline()})
	r := do(t, "GET", ts.URL+"/", "", nil)
	if r.status != 200 || !strings.Contains(string(r.body), `<form class="ask" method="get" action="/">`) || strings.Contains(string(r.body), `class="result"`) {
		t.Fatalf("empty page: %d %.500s", r.status, r.body)
	}
	// Everything the user typed is escaped.
	evil := `<script>alert("x")</script> Who directed The Matrix?`
	r = do(t, "GET", ts.URL+"/?target=cypher&q="+url.QueryEscape(evil), "", nil)
	if strings.Contains(string(r.body), "<script>") || !strings.Contains(string(r.body), "&lt;script&gt;") {
		t.Errorf("the question is not escaped: %.2000s", r.body)
	}
	if csp := r.header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("CSP %q", csp)
	}
	// The form POST, one target: one result, its query escaped.
	form := url.Values{"q": {directed}, "target": {"gremlin"}}
	resp, err := http.PostForm(ts.URL+"/", form)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var api response
	do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed, Targets: []string{"gremlin"}}).json(t, &api)
	page := string(b)
	if !strings.Contains(page, `id="result-gremlin"`) || strings.Contains(page, `id="result-cypher"`) {
		t.Errorf("POST with target gremlin: %.300s", page)
	}
	if want := htmlEscape(api.Results[0].Query); !strings.Contains(page, want) {
		t.Errorf("page lacks the query %s", want)
	}
	if !strings.Contains(page, `value="gremlin" checked`) || strings.Contains(page, `value="cypher" checked`) {
		t.Errorf("the form does not keep the chosen target")
	}
	// A refusal shows its reason.
	r = do(t, "GET", ts.URL+"/?target=cypher&q="+url.QueryEscape("Purple elephants sing loudly"), "", nil)
	var ref response
	do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: "Purple elephants sing loudly", Targets: []string{"cypher"}}).json(t, &ref)
	if ref.Results[0].Verdict == "valid" {
		t.Fatalf("the refusal question was answered: %+v", ref.Results[0])
	}
	if !strings.Contains(string(r.body), htmlEscape(ref.Results[0].Reason)) {
		t.Errorf("the page does not show the reason %q", ref.Results[0].Reason)
	}
	// Bad input is a page with the message, not a stack of JSON.
	r = do(t, "GET", ts.URL+"/?q=x&target=sql", "", nil)
	if r.status != 400 || !strings.Contains(string(r.body), `unknown target &#34;sql&#34;`) {
		t.Errorf("bad target on the page: %d %.300s", r.status, r.body)
	}
}

// htmlEscape is how html/template writes text.
func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// TestPageRowsOnServers: the page shows the rows a real server returned.
func TestPageRowsOnServers(t *testing.T) {
	_, ts := start(t, Options{Backends: live(t)})
	var api response
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: directed, Backends: []string{"neo4j"}, Targets: []string{"cypher"}}).json(t, &api)
	if api.Results[0].Rows == nil || len(api.Results[0].Rows.Rows) == 0 {
		t.Fatalf("no rows: %+v", api.Results[0])
	}
	r := do(t, "GET", ts.URL+"/?backend=neo4j&target=cypher&q="+url.QueryEscape(directed), "", nil)
	page := string(r.body)
	if !strings.Contains(page, `<table class="rows">`) {
		t.Fatalf("no rows table: %.3000s", page)
	}
	for _, row := range api.Results[0].Rows.Rows {
		for _, v := range row {
			if !strings.Contains(page, "<td>"+htmlEscape(cell(v))+"</td>") {
				t.Errorf("the page lacks the cell %v", v)
			}
		}
	}
	if !strings.Contains(page, "ran on neo4j,") || !strings.Contains(page, strconv.Itoa(len(api.Results[0].Rows.Rows))+" row") {
		t.Errorf("the page does not say where it ran and how many rows")
	}
}

// A bug that panics in a handler is a JSON 500 and a log line; the server
// goes on serving.
func TestPanicIsJSON500(t *testing.T) {
	s, ts := start(t, Options{Backends: offline()})
	s.hold = func(context.Context) { panic("boom") }
	r := do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed})
	if r.status != 500 || r.errorCode(t) != "internal" || strings.Contains(string(r.body), "boom") {
		t.Errorf("panic: %d %s", r.status, r.body)
	}
	s.hold = nil
	if r := do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed}); r.status != 200 {
		t.Errorf("after the panic: %d %s", r.status, r.body)
	}
	// The slots both requests held are given back. The work runs beside
	// the handler and frees its slot when it ends, which may be just after
	// the reply is written: wait for it, boundedly.
	deadline := time.Now().Add(5 * time.Second)
	for len(s.sem) != 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if n := len(s.sem); n != 0 {
		t.Errorf("%d slots still taken", n)
	}
}

// A mounted handler (the MCP endpoint) sits behind the tokens and can
// stream: a flushed event reaches the client while the handler still runs.
func TestMountStreamsBehindTokens(t *testing.T) {
	done := make(chan struct{})
	stream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: first\n\n")
		http.NewResponseController(w).Flush()
		<-done
		fmt.Fprint(w, "data: last\n\n")
	})
	_, ts := start(t, Options{Backends: offline(), Tokens: []string{"tok-1"}, Mounts: []Mount{{Pattern: "/mcp", Name: "mcp", Handler: stream}}})
	if r := do(t, "POST", ts.URL+"/mcp", "", "{}"); r.status != 401 {
		close(done)
		t.Fatalf("mount without a token: %d", r.status)
	}
	req, _ := http.NewRequest("GET", ts.URL+"/mcp", nil)
	req.Header.Set("Authorization", "Bearer tok-1")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		close(done)
		t.Fatal(err)
	}
	defer resp.Body.Close()
	buf := make([]byte, len("data: first\n\n"))
	if _, err := io.ReadFull(resp.Body, buf); err != nil || string(buf) != "data: first\n\n" {
		t.Errorf("first event before the handler ended: %q %v", buf, err)
	}
	close(done)
	rest, _ := io.ReadAll(resp.Body)
	if string(rest) != "data: last\n\n" {
		t.Errorf("rest %q", rest)
	}
	m := string(do(t, "GET", ts.URL+"/metrics", "tok-1", nil).body)
	if !strings.Contains(m, `gql_serve_requests_total{code="200",route="mcp",verdict="ok"} 1`) {
		t.Errorf("mount not counted:\n%s", grep(m, "gql_serve_requests_total"))
	}
}

// TestReadiness probes the real servers; a server whose connection is gone
// makes the instance unready.
func TestReadiness(t *testing.T) {
	s, ts := start(t, Options{Backends: live(t), Tokens: []string{"tok"}})
	var rd Readiness
	r := do(t, "GET", ts.URL+"/readyz", "", nil)
	r.json(t, &rd)
	if r.status != 200 || !rd.Ready || len(rd.Backends) != 3 {
		t.Fatalf("readyz: %d %s", r.status, r.body)
	}
	for _, b := range rd.Backends {
		if len(b.Servers) != 1 || !b.Servers[0].OK {
			t.Errorf("%s: %+v", b.Name, b.Servers)
		}
	}
	// Close Neo4j's driver under the server, as a lost database would.
	if err := s.byName["neo4j"].built.Executors["cypher"].Close(); err != nil {
		t.Fatal(err)
	}
	r = do(t, "GET", ts.URL+"/readyz", "", nil)
	rd = Readiness{}
	r.json(t, &rd)
	if r.status != 503 || rd.Ready || rd.Backends[0].Servers[0].OK || !rd.Backends[1].Servers[0].OK {
		t.Errorf("readyz with Neo4j gone: %d %s", r.status, r.body)
	}
	if strings.Contains(string(r.body), "bolt://") {
		t.Errorf("readyz shows an endpoint: %s", r.body)
	}
	// Offline is always ready.
	_, off := start(t, Options{Backends: offline()})
	if r := do(t, "GET", off.URL+"/readyz", "", nil); r.status != 200 {
		t.Errorf("offline readyz: %d %s", r.status, r.body)
	}
}
