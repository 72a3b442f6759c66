package cmd

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
)

func plantedSecret(t *testing.T) string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return "S3cr3t-" + hex.EncodeToString(b)
}

func deadPort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// The command line keeps credentials typed into a --backend URI working
// (they become the driver's authentication) and never prints them: not in
// config show, not in any command's error, not when a server is down.
func TestCredentialsNeverPrinted(t *testing.T) {
	t.Setenv("GQL_CONFIG", "")
	t.Setenv("GQL_BACKEND", "")
	pw := plantedSecret(t)
	dead := deadPort(t)
	leaks := func(what, out string) {
		t.Helper()
		if strings.Contains(out, pw) {
			t.Errorf("%s prints the password:\n%s", what, out)
		}
	}
	t.Setenv("GQL_LLM_API_KEY", "sk-"+pw)
	out, code := run(t, "config", "show", "--backend", "neo4j=bolt://neo4j:"+pw+"@127.0.0.1:7687",
		"--backend", "http://127.0.0.1:3030/movies?apikey="+pw, "--base-url", "https://llm.example/v1?api-key="+pw)
	leaks("config show", out)
	if code != 0 || !strings.Contains(out, "neo4j=bolt://neo4j:***@127.0.0.1:7687") || !strings.Contains(out, "llm.api_key: **** (set)") {
		t.Errorf("config show: exit %d\n%s", code, out)
	}
	// A password written into the file is refused, with where and how.
	cfg := writeConfig(t, "backends:\n  films:\n    neo4j: bolt://neo4j:"+pw+"@127.0.0.1:7687\n")
	out, code = run(t, "--config", cfg, "config", "show")
	leaks("a config with a password", out)
	if code != 2 || !strings.Contains(out, "gql.yaml:3:5: backends.films.neo4j") || !strings.Contains(out, "password_env: FILMS_NEO4J_PASSWORD") {
		t.Errorf("config with a password: exit %d\n%s", code, out)
	}
	// Every kind of server, dead: the errors name it redacted.
	for _, spec := range []string{
		"neo4j=bolt://neo4j:" + pw + "@" + dead,
		"gremlin=ws://gql:" + pw + "@" + dead + "/gremlin",
		"janusgraph=ws://" + pw + "@" + dead + "/gremlin",
		"fuseki=http://admin:" + pw + "@" + dead + "/movies",
		"bolt://neo4j:" + pw + "@" + dead,
		"neo4j=bolt://neo4j:" + pw + "/x@" + dead,
		"neo4j=gopher://neo4j:" + pw + "@" + dead,
	} {
		for _, args := range [][]string{
			{"exec", "--backend", spec, "RETURN 1"},
			{"schema", "--backend", spec},
			{"load", "--backend", spec, "--if-needed"},
			{"translate", "--shots", "off", "--schema", "movies", "--backend", spec, "--exec", "Who directed The Matrix?"},
		} {
			out, code := run(t, args...)
			leaks(strings.Join(args[:1], " ")+" "+strings.ReplaceAll(spec, pw, "PW"), out)
			if code == 0 {
				t.Errorf("%s %s: exit 0 on a dead server\n%s", args[0], strings.ReplaceAll(spec, pw, "PW"), out)
			}
		}
	}
	if testing.Short() {
		return
	}
	// Live: the test servers run without authentication, so credentials
	// typed into the URI are sent and accepted.
	neo := testenv.Neo4j(t)
	host, _ := testenv.HostPort(neo)
	out, code = run(t, "exec", "--backend", "neo4j=bolt://neo4j:"+pw+"@"+host, "RETURN 41 + 1 AS answer")
	leaks("exec on Neo4j", out)
	if code != 0 || !strings.Contains(out, "42") {
		t.Errorf("exec with credentials in the URI: exit %d\n%s", code, out)
	}
	fus, _ := testenv.HostPort(testenv.Fuseki(t))
	out, code = run(t, "exec", "--backend", "fuseki=http://admin:"+pw+"@"+fus+"/movies", "ASK {}")
	leaks("exec on Fuseki", out)
	if code != 0 {
		t.Errorf("exec on Fuseki with credentials in the URI: exit %d\n%s", code, out)
	}
	out, code = run(t, "exec", "--backend", "gremlin=ws://gql:"+pw+"@127.0.0.1:8182/gremlin", "g.inject(1)")
	leaks("exec on Gremlin Server", out)
	if code == 0 || !strings.Contains(out, "credentials for Gremlin servers are not supported yet") {
		t.Errorf("Gremlin with credentials: exit %d\n%s", code, out)
	}
}

// TestServeStartupLogHasNoSecret runs `gql serve` as its own process with
// a password in a --backend URI and reads its whole log — the start-up
// line, the requests, a failed readiness probe, the shutdown — and the
// open routes.
func TestServeStartupLogHasNoSecret(t *testing.T) {
	if os.Getenv("GQL_TEST_SERVE_SECRET") != "" {
		os.Exit(Main([]string{"serve", "--addr", "127.0.0.1:0", "--shots", "off", "--schema", "movies",
			"--backend", os.Getenv("GQL_TEST_SERVE_SECRET")}, nil, os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("starts a server process")
	}
	neo := testenv.Neo4j(t)
	pw := plantedSecret(t)
	// A proxy that can be cut makes the readiness probe fail mid-run.
	host, _ := testenv.HostPort(neo)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", host)
			if err != nil {
				c.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, c, up)
			mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeStartupLogHasNoSecret$")
	cmd.Env = append(os.Environ(), "GQL_TEST_SERVE_SECRET=neo4j=bolt://neo4j:"+pw+"@"+ln.Addr().String(), "GQL_SERVE_TOKENS=", "GQL_CONFIG=")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var log strings.Builder
	lines := make(chan string, 256)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	addr := ""
	timeout := time.After(60 * time.Second)
	for addr == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("gql serve ended before serving:\n%s", strings.ReplaceAll(log.String(), pw, "PW"))
			}
			log.WriteString(l + "\n")
			if strings.Contains(l, `"msg":"serving"`) {
				_, rest, _ := strings.Cut(l, `"addr":"`)
				addr, _, _ = strings.Cut(rest, `"`)
			}
		case <-timeout:
			t.Fatal("gql serve did not start within 60s")
		}
	}
	var bodies strings.Builder
	get := func(path string) int {
		resp, err := http.Get("http://" + addr + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		bodies.WriteString(path + ": " + string(b) + "\n")
		return resp.StatusCode
	}
	if c := get("/readyz"); c != 200 {
		t.Errorf("readyz before the cut: %d", c)
	}
	get("/v1/backends")
	ln.Close()
	mu.Lock()
	for _, c := range conns {
		c.Close()
	}
	mu.Unlock()
	if c := get("/readyz"); c != 503 {
		t.Errorf("readyz after the cut: %d", c)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for l := range lines {
		log.WriteString(l + "\n")
	}
	cmd.Wait()
	if !strings.Contains(log.String(), "neo4j=bolt://neo4j:***@") || !strings.Contains(log.String(), "readiness probe failed") {
		t.Errorf("the log lacks the redacted backend or the failed probe:\n%s", strings.ReplaceAll(log.String(), pw, "PW"))
	}
	if strings.Contains(log.String()+bodies.String(), pw) {
		t.Errorf("gql serve printed the password:\n%s\n%s", log.String(), bodies.String())
	}
}
