package testenv

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
	"github.com/gorilla/websocket"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

func TestHostPort(t *testing.T) {
	cases := []struct{ uri, want string }{
		{"bolt://127.0.0.1:7687", "127.0.0.1:7687"},
		{"neo4j://db.local", "db.local:7687"},
		{"ws://127.0.0.1:8182/gremlin", "127.0.0.1:8182"},
		{"wss://example.org/gremlin", "example.org:443"},
		{"http://[::1]:3030", "[::1]:3030"},
	}
	for _, c := range cases {
		got, err := HostPort(c.uri)
		if err != nil || got != c.want {
			t.Errorf("HostPort(%q) = %q, %v; want %q", c.uri, got, err, c.want)
		}
	}
	for _, bad := range []string{"127.0.0.1:7687", "gopher://x", "::"} {
		if got, err := HostPort(bad); err == nil {
			t.Errorf("HostPort(%q) = %q, want an error", bad, got)
		}
	}
}

// outcome records what Require did to a test without ending the real one.
type outcome struct {
	testing.TB
	skipped, failed bool
	msg             string
}

func (o *outcome) Helper() {}
func (o *outcome) Skip(args ...any) {
	o.skipped, o.msg = true, fmt.Sprint(args...)
	runtime.Goexit()
}
func (o *outcome) Fatalf(format string, args ...any) {
	o.failed, o.msg = true, fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func runRequire(t *testing.T, e Endpoint) (*outcome, string) {
	o := &outcome{TB: t}
	var got string
	done := make(chan struct{})
	go func() {
		defer close(done)
		got = Require(o, e)
	}()
	<-done
	return o, got
}

// closedPort returns a loopback port nothing listens on (it was just released).
func closedPort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	return port
}

func TestRequireUnreachable(t *testing.T) {
	uri := fmt.Sprintf("bolt://127.0.0.1:%d", closedPort(t))
	t.Setenv(Neo4jEndpoint.EnvVar, uri)

	t.Setenv(RequireEnv, "")
	start := time.Now()
	o, _ := runRequire(t, Neo4jEndpoint)
	if !o.skipped || o.failed {
		t.Fatalf("without %s: skipped=%v failed=%v, want a skip", RequireEnv, o.skipped, o.failed)
	}
	if !strings.Contains(o.msg, "scripts/servers start neo4j") || !strings.Contains(o.msg, uri) {
		t.Errorf("skip message %q should name the endpoint and the start command", o.msg)
	}
	if d := time.Since(start); d > DialTimeout+time.Second {
		t.Errorf("unreachable check took %v", d)
	}

	t.Setenv(RequireEnv, "1")
	o, _ = runRequire(t, Neo4jEndpoint)
	if !o.failed || o.skipped {
		t.Fatalf("with %s=1: skipped=%v failed=%v, want a failure", RequireEnv, o.skipped, o.failed)
	}
}

func TestRequireReachableUsesOverride(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	uri := "http://" + l.Addr().String()
	Listening(t, uri)
	t.Setenv(FusekiEndpoint.EnvVar, uri)
	o, got := runRequire(t, FusekiEndpoint)
	if o.skipped || o.failed || got != uri {
		t.Fatalf("Require = %q (skipped=%v failed=%v msg=%q), want %q", got, o.skipped, o.failed, o.msg, uri)
	}
}

// A listener nobody can reach (here: a port just released, as with the
// loopback interface down) ends the test with the reason at once instead of
// letting it wait for a request that never comes.
func TestListeningUnreachable(t *testing.T) {
	uri := fmt.Sprintf("http://127.0.0.1:%d", closedPort(t))
	run := func() *outcome {
		o := &outcome{TB: t}
		done := make(chan struct{})
		go func() {
			defer close(done)
			Listening(o, uri)
		}()
		<-done
		return o
	}
	t.Setenv(RequireEnv, "")
	if o := run(); !o.skipped || o.failed || !strings.Contains(o.msg, "loopback unusable") || !strings.Contains(o.msg, uri) {
		t.Errorf("without %s: skipped=%v failed=%v msg=%q, want a skip naming the address", RequireEnv, o.skipped, o.failed, o.msg)
	}
	t.Setenv(RequireEnv, "1")
	if o := run(); !o.failed || o.skipped {
		t.Errorf("with %s=1: skipped=%v failed=%v, want a failure", RequireEnv, o.skipped, o.failed)
	}
}

// The tests below talk to the real servers: they prove scripts/servers configured each one
// the way the executors rely on.

func TestNeo4jAnswersBolt(t *testing.T) {
	uri := Neo4j(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	driver, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer driver.Close(ctx)
	session := driver.NewSession(ctx, neo4j.SessionConfig{AccessMode: neo4j.AccessModeRead})
	defer session.Close(ctx)
	res, err := session.Run(ctx, "RETURN 1 AS one", nil)
	if err != nil {
		t.Fatalf("RETURN 1 on %s: %v", uri, err)
	}
	rec, err := res.Single(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Get("one"); v != int64(1) {
		t.Fatalf("RETURN 1 gave %#v", v)
	}
}

func TestGremlinServersAnswer(t *testing.T) {
	for name, get := range map[string]func(testing.TB) string{"gremlin": GremlinServer, "janusgraph": JanusGraph} {
		t.Run(name, func(t *testing.T) {
			uri := get(t)
			checkReadOnlySource(t, uri)
			checkGremlinLang(t, uri)
			checkGremlinLangWebSocket(t, uri)
		})
	}
}

// checkReadOnlySource: "gro" answers reads over the driver and refuses mutating steps.
func checkReadOnlySource(t *testing.T, uri string) {
	conn, err := gremlingo.NewDriverRemoteConnection(uri, func(s *gremlingo.DriverRemoteConnectionSettings) {
		s.TraversalSource = "gro"
		s.LogVerbosity = gremlingo.Off
	})
	if err != nil {
		t.Fatalf("connect %s: %v", uri, err)
	}
	defer conn.Close()
	g := gremlingo.Traversal_().With(conn)
	res, err := g.V().Count().Next()
	if err != nil {
		t.Fatalf("gro.V().count() on %s: %v", uri, err)
	}
	if n, err := res.GetInt64(); err != nil || n < 0 {
		t.Fatalf("gro.V().count() = %v (%v)", res.GetInterface(), err)
	}
	_, err = g.AddV("TestenvProbe").Next()
	if err == nil || !strings.Contains(err.Error(), "read only") {
		t.Fatalf("gro.addV() on %s: err = %v, want ReadOnlyStrategy's refusal", uri, err)
	}
}

// checkGremlinLang: the grammar-based engine is configured, so scripts sent with
// language gremlin-lang are parsed as traversals, never run as Groovy.
func checkGremlinLang(t *testing.T, wsURI string) {
	u, err := url.Parse(wsURI)
	if err != nil {
		t.Fatal(err)
	}
	u.Scheme = "http"
	post := func(script string) (int, map[string]any) {
		body, _ := json.Marshal(map[string]any{
			"gremlin": script, "language": "gremlin-lang", "aliases": map[string]string{"g": "gro"},
		})
		req, _ := http.NewRequest(http.MethodPost, u.String(), strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/vnd.gremlin-v3.0+json;types=false")
		client := http.Client{Timeout: 20 * time.Second}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("POST %s: %v", u, err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var out map[string]any
		_ = json.Unmarshal(raw, &out)
		return resp.StatusCode, out
	}
	code, out := post("g.inject(1,2,3).sum()")
	data, _ := out["result"].(map[string]any)["data"].([]any)
	if code != http.StatusOK || len(data) != 1 || data[0] != float64(6) {
		t.Fatalf("gremlin-lang g.inject(1,2,3).sum(): HTTP %d %v", code, out)
	}
	if code, out := post("1+1"); code == http.StatusOK {
		t.Fatalf("gremlin-lang accepted a Groovy expression: %v", out)
	}
	if code, out := post("g.addV('TestenvProbe')"); code == http.StatusOK {
		t.Fatalf("gremlin-lang with alias g=gro accepted addV: %v", out)
	}
}

// checkGremlinLangWebSocket: over WebSocket with a GraphSON request, gremlin-lang honours a
// per-request evaluationTimeout (HTTP does not), which is what lets executors stop a runaway.
func checkGremlinLangWebSocket(t *testing.T, uri string) {
	conn, _, err := websocket.DefaultDialer.Dial(uri, nil)
	if err != nil {
		t.Fatalf("dial %s: %v", uri, err)
	}
	defer conn.Close()
	const mime = "application/vnd.gremlin-v3.0+json"
	n := 0
	eval := func(script string, timeoutMS int64) (int, time.Duration) {
		n++
		body, _ := json.Marshal(map[string]any{
			"requestId": map[string]any{"@type": "g:UUID", "@value": fmt.Sprintf("00000000-0000-4000-8000-%012d", n)},
			"op":        "eval",
			"processor": "",
			"args": map[string]any{
				"gremlin": script, "language": "gremlin-lang", "aliases": map[string]string{"g": "gro"},
				"evaluationTimeout": map[string]any{"@type": "g:Int64", "@value": timeoutMS},
			},
		})
		frame := append([]byte{byte(len(mime))}, mime...)
		start := time.Now()
		conn.SetWriteDeadline(start.Add(20 * time.Second))
		conn.SetReadDeadline(start.Add(20 * time.Second))
		if err := conn.WriteMessage(websocket.BinaryMessage, append(frame, body...)); err != nil {
			t.Fatalf("%s: send %q: %v", uri, script, err)
		}
		_, raw, err := conn.ReadMessage()
		if err != nil {
			t.Fatalf("%s: answer to %q: %v", uri, script, err)
		}
		var resp struct{ Status struct{ Code int } }
		if err := json.Unmarshal(raw, &resp); err != nil {
			t.Fatalf("%s: answer to %q: %v: %.200s", uri, script, err, raw)
		}
		return resp.Status.Code, time.Since(start)
	}
	if code, _ := eval("g.inject(1,2,3).sum()", 5000); code != 200 {
		t.Errorf("%s: gremlin-lang over WebSocket: status %d, want 200", uri, code)
	}
	if code, _ := eval("g.addV('TestenvProbe')", 5000); code == 200 {
		t.Errorf("%s: addV through alias g=gro succeeded over WebSocket", uri)
	}
	// Distinct constants defeat bulking, so this really has 2^40 paths to walk.
	code, took := eval("g.inject(1).repeat(union(constant(1),constant(2))).times(40).path().count()", 1000)
	if code != 598 || took > 10*time.Second {
		t.Errorf("%s: runaway with evaluationTimeout 1000 ms: status %d after %v, want 598 soon after 1 s", uri, code, took)
	}
	// The timeout answer is not enough: the server must stop working too.
	// RepeatUnrollStrategy once expanded this loop before execution, beyond
	// the timeout's reach, and kept a thread busy for over an hour.
	name := "gremlin"
	if uri == JanusGraphEndpoint.URI() {
		name = "janusgraph"
	}
	hp, err := HostPort(uri)
	if err != nil {
		t.Fatal(err)
	}
	_, ps, _ := net.SplitHostPort(hp)
	port, _ := strconv.Atoi(ps)
	assertIdle(t, name, port, 3*time.Second)
}

// assertIdle fails when a thread of the server process NAME (a pid file of
// scripts/servers) stays busy through the window after a short grace
// period: a runaway pins one thread at a full core, while other tests'
// requests spread over the worker pool.
func assertIdle(t *testing.T, name string, port int, window time.Duration) {
	t.Helper()
	run := os.Getenv("GQL_RUN")
	if run == "" {
		_, file, _, _ := runtime.Caller(0)
		run = filepath.Join(filepath.Dir(file), "..", "..", ".run")
	}
	var pid string
	if raw, err := os.ReadFile(filepath.Join(run, "pids", name+".pid")); err == nil {
		pid = strings.TrimSpace(string(raw))
	} else if pid, err = pidListening(port); err != nil {
		// Started from another checkout: find it by the port it listens on.
		if Required() {
			t.Fatalf("cannot check that %s is idle: %v", name, err)
		}
		t.Logf("cannot check that %s is idle: %v", name, err)
		return
	}
	// threads maps thread id to CPU ticks (utime+stime, USER_HZ = 100).
	threads := func() map[string]int64 {
		out := map[string]int64{}
		dirs, err := os.ReadDir("/proc/" + pid + "/task")
		if err != nil {
			t.Fatalf("%s (pid %s): %v", name, pid, err)
		}
		for _, d := range dirs {
			b, err := os.ReadFile("/proc/" + pid + "/task/" + d.Name() + "/stat")
			if err != nil {
				continue
			}
			f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+2:]))
			u, _ := strconv.ParseInt(f[11], 10, 64)
			st, _ := strconv.ParseInt(f[12], 10, 64)
			out[d.Name()] = u + st
		}
		return out
	}
	time.Sleep(2 * time.Second)
	before := threads()
	time.Sleep(window)
	busiest := 0.0
	for tid, ticks := range threads() {
		if used := float64(ticks-before[tid]) / 100; used > busiest {
			busiest = used
		}
	}
	if busiest > 0.9*window.Seconds() {
		t.Errorf("%s: a thread is still busy after its runaway was answered (%.1f CPU-seconds in %v)", name, busiest, window)
	}
	t.Logf("%s: busiest thread %.2f CPU-seconds in the %v after the runaway", name, busiest, window)
}

// pidListening finds the process listening on a local TCP port, from
// /proc/net/tcp{,6} and the processes' socket descriptors.
func pidListening(port int) (string, error) {
	want := fmt.Sprintf(":%04X", port)
	inodes := map[string]bool{}
	for _, f := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			fs := strings.Fields(line)
			if len(fs) > 9 && strings.HasSuffix(fs[1], want) && fs[3] == "0A" { // 0A: LISTEN
				inodes["socket:["+fs[9]+"]"] = true
			}
		}
	}
	if len(inodes) == 0 {
		return "", fmt.Errorf("nothing listens on port %d", port)
	}
	procs, _ := filepath.Glob("/proc/[0-9]*/fd/*")
	for _, fd := range procs {
		if l, err := os.Readlink(fd); err == nil && inodes[l] {
			return strings.Split(fd, "/")[2], nil
		}
	}
	return "", fmt.Errorf("no process found for the socket on port %d", port)
}
