package cmd

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
)

// serve takes translate's compiler flags except those it sets itself: a
// per-query --limit or an --exec switch would contradict its own limits.
func TestServeFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"serve", "--help"}, nil, &out, &errb); code != 0 {
		t.Fatalf("serve --help: %d %s", code, errb.String())
	}
	help := out.String()
	for _, want := range []string{"--addr", "--token", "--max-body", "--max-concurrent", "--max-rows", "--timeout", "--backend", "--schema", "--model", "--shots"} {
		if !strings.Contains(help, want) {
			t.Errorf("serve --help lacks %s", want)
		}
	}
	for _, flag := range []string{"--exec", "--limit=5"} {
		errb.Reset()
		if code := Main([]string{"serve", flag}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown flag") {
			t.Errorf("serve %s: exit %d, %q", flag, code, errb.String())
		}
	}
	errb.Reset()
	if code := Main([]string{"serve", "--log", "xml", "--addr", "127.0.0.1:0"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "--log") {
		t.Errorf("serve --log xml: exit %d, %q", code, errb.String())
	}
}

// TestServeProcess runs `gql serve` as its own process (this test binary,
// re-executed): tokens from GQL_SERVE_TOKENS are enforced, and SIGTERM
// stops it cleanly with exit status 0.
func TestServeProcess(t *testing.T) {
	if os.Getenv("GQL_TEST_SERVE_CHILD") == "1" {
		os.Exit(Main([]string{"serve", "--addr", "127.0.0.1:0", "--shots", "off", "--max-concurrent", "3"}, nil, os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeProcess$")
	cmd.Env = append(os.Environ(), "GQL_TEST_SERVE_CHILD=1", "GQL_SERVE_TOKENS=first-token, second-token")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan map[string]any, 64)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				lines <- m
			}
		}
		close(lines)
	}()
	var addr string
	var seen []map[string]any
	timeout := time.After(60 * time.Second)
	for addr == "" {
		select {
		case m, ok := <-lines:
			if !ok {
				t.Fatalf("gql serve ended before serving: %v", seen)
			}
			seen = append(seen, m)
			if m["msg"] == "serving" {
				addr, _ = m["addr"].(string)
				if m["auth"] != true || m["max_concurrent"] != float64(3) {
					t.Errorf("serving line: %v", m)
				}
			}
		case <-timeout:
			t.Fatal("gql serve did not start within 60s")
		}
	}
	testenv.Listening(t, "http://"+addr)
	get := func(tok string) int {
		req, _ := http.NewRequest("GET", "http://"+addr+"/v1/backends", nil)
		if tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if c := get(""); c != 401 {
		t.Errorf("no token: %d", c)
	}
	if c := get("second-token"); c != 200 {
		t.Errorf("the second token from GQL_SERVE_TOKENS: %d", c)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	stopped := false
	for m := range lines {
		if m["msg"] == "stopped" {
			stopped = true
		}
	}
	if err := cmd.Wait(); err != nil || !stopped {
		t.Errorf("after SIGTERM: %v, logged stopped: %v", err, stopped)
	}
}
