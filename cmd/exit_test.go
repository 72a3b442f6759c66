package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/shots"
)

// closedPort is a loopback port nothing listens on.
func closedPort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// exitRows are the README's exit-status table, one command per row. They
// run in-process in -short mode and through the real binary otherwise.
func exitRows(t *testing.T) []struct {
	name string
	args []string
	code int
	says string
} {
	dir := t.TempDir()
	badConfig := filepath.Join(dir, "gql.yaml")
	os.WriteFile(badConfig, []byte("limits:\n  rowz: 3\n"), 0o644)
	damaged := filepath.Join(dir, "damaged.db")
	os.WriteFile(damaged, bytes.Repeat([]byte("not a bolt file "), 2048), 0o644)
	allBad := filepath.Join(dir, "bad.txt")
	os.WriteFile(allBad, []byte("What is the meaning of life?\nWhat is the meaning of love?\n"), 0o644)
	port := closedPort(t)
	return []struct {
		name string
		args []string
		code int
		says string
	}{
		{"valid", []string{"translate", "--shots", "off", "Who directed The Matrix?"}, exitOK, "DIRECTED"},
		{"unanswerable", []string{"translate", "--shots", "off", "What is the meaning of life?"}, exitFailed, "unanswerable"},
		{"too long", []string{"translate", "--shots", "off", "--question-limit", "10", "Who directed The Matrix?"}, exitFailed, "limit of 10"},
		{"check finds errors", []string{"check", "--target", "cypher", "MATCH (m Movie) RETURN m"}, exitFailed, ""},
		{"batch all failed", []string{"batch", "--shots", "off", "--out", filepath.Join(dir, "out.jsonl"), allBad}, exitFailed, "every one of the 2 items failed"},
		{"unknown flag", []string{"translate", "--bogus", "x"}, exitUsage, "unknown flag"},
		{"unknown command", []string{"translat", "x"}, exitUsage, "unknown command"},
		{"missing argument", []string{"exec"}, exitUsage, "accepts 1 arg"},
		{"bad target", []string{"translate", "--shots", "off", "--target", "sql", "x"}, exitUsage, "sql"},
		{"bad config", []string{"translate", "--config", badConfig, "--shots", "off", "x"}, exitUsage, "rowz"},
		{"exec on a closed port", []string{"exec", "--backend", "neo4j", "--uri", "bolt://" + port, "RETURN 1"}, exitEnvironment, "connection"},
		{"translate on a closed port", []string{"translate", "--shots", "off", "--backend", "neo4j=bolt://" + port, "Who directed The Matrix?"}, exitEnvironment, "connection"},
		{"damaged store", []string{"translate", "--shots", damaged, "Who directed The Matrix?"}, exitEnvironment, "shot store"},
	}
}

func TestExitStatusInProcess(t *testing.T) {
	for _, r := range exitRows(t) {
		var out, errb bytes.Buffer
		code := Main(r.args, strings.NewReader(""), &out, &errb)
		all := out.String() + errb.String()
		if code != r.code || !strings.Contains(all, r.says) {
			t.Errorf("%s: exit %d, want %d; output:\n%.600s", r.name, code, r.code, all)
		}
	}
}

// A panic is a bug: status 4 and a message that asks for a report, not
// Go's status 2, which says "usage".
func TestExitStatusPanic(t *testing.T) {
	root := NewRoot()
	root.AddCommand(&cobra.Command{Use: "boom", RunE: func(*cobra.Command, []string) error { panic("boom") }})
	var out, errb bytes.Buffer
	if code := execute(root, []string{"boom"}, strings.NewReader(""), &out, &errb); code != exitInternal || !strings.Contains(errb.String(), "internal error") {
		t.Fatalf("panic: exit %d\n%s", code, errb.String())
	}
}

func TestExitCodeClassifies(t *testing.T) {
	conn := &backends.Error{Class: backends.Connection, Backend: backends.Neo4j, Endpoint: "bolt://x", Msg: "refused"}
	for _, c := range []struct {
		err         error
		interrupted bool
		want        int
	}{
		{nil, false, exitOK},
		{nil, true, exitInterrupted},
		{&ranError{errors.New("x")}, false, exitFailed},
		{errors.New("cobra: unknown flag"), false, exitUsage},
		{&ranError{withStatus(exitUsage, conn)}, false, exitEnvironment},
		{&ranError{withStatus(exitFailed, fmt.Errorf("open: %w", shots.ErrInUse))}, false, exitEnvironment},
		{&ranError{withStatus(exitFailed, nil)}, false, exitFailed},
	} {
		if got := exitCode(c.err, c.interrupted); got != c.want {
			t.Errorf("%v (interrupted %v): %d, want %d", c.err, c.interrupted, got, c.want)
		}
	}
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// gqlBinary builds cmd/gql once for the tests that run the real binary.
func gqlBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the gql binary")
	}
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gql-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "gql")
		out, err := exec.Command("go", "build", "-o", binPath, "./gql").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

func TestExitStatusBinary(t *testing.T) {
	bin := gqlBinary(t)
	for _, r := range exitRows(t) {
		c := exec.Command(bin, r.args...)
		c.Env = append(os.Environ(), "XDG_DATA_HOME="+t.TempDir())
		out, _ := c.CombinedOutput()
		if code := c.ProcessState.ExitCode(); code != r.code || !strings.Contains(string(out), r.says) {
			t.Errorf("%s: exit %d, want %d; output:\n%.600s", r.name, code, r.code, out)
		}
	}
}

// The probe: Ctrl-C was ignored and the answer printed a minute later.
// With a model server that never answers, Ctrl-C ends translate at once
// with status 130.
func TestCtrlCStopsTranslate(t *testing.T) {
	bin := gqlBinary(t)
	stop := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer srv.Close()
	defer close(stop)
	testenv.Listening(t, srv.URL)
	c := exec.Command(bin, "translate", "--shots", "off", "--model", "stall", "--base-url", srv.URL+"/v1", "--api-key", "k", "Who directed The Matrix?")
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond) // into the model call
	t0 := time.Now()
	c.Process.Signal(syscall.SIGINT)
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		c.Process.Kill()
		t.Fatalf("still running 20 s after Ctrl-C:\n%s", out.String())
	}
	t.Logf("stopped %s after Ctrl-C", time.Since(t0))
	if code := c.ProcessState.ExitCode(); code != exitInterrupted || !strings.Contains(out.String(), "interrupted") {
		t.Fatalf("exit %d:\n%s", code, out.String())
	}
}
