package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The config's shots section reaches translate, batch and serve: an etcd
// that does not answer is waited for exactly shots.wait (the warning, or
// serve's start-up error, says so) — no server needed. --shots-wait beats
// the file.
func TestShotsSectionReachesCommands(t *testing.T) {
	t.Setenv("GQL_SHOTS", "")
	url := fmt.Sprintf("etcd://%s/gql-test", closedPort(t))
	cfg := writeConfig(t, "shots: {url: "+url+", wait: 700ms}\n")
	q := "Who directed The Matrix?"

	out, code := run(t, "--config", cfg, "translate", "--schema", "movies", q)
	if code != 0 || !strings.Contains(out, "within 700ms") || !strings.Contains(out, "answering without the shot repository") {
		t.Errorf("translate: exit %d\n%s", code, out)
	}
	out, _ = run(t, "--config", cfg, "translate", "--schema", "movies", "--shots-wait", "300ms", q)
	if !strings.Contains(out, "within 300ms") {
		t.Errorf("--shots-wait over the file:\n%s", out)
	}
	in := filepath.Join(t.TempDir(), "q.txt")
	os.WriteFile(in, []byte(q+"\n"), 0o644)
	out, code = run(t, "--config", cfg, "batch", in, "--out", filepath.Join(t.TempDir(), "o.jsonl"), "--schema", "movies")
	if code != 0 || !strings.Contains(out, "within 700ms") {
		t.Errorf("batch: exit %d\n%s", code, out)
	}
	done := make(chan struct{})
	go func() {
		out, code = run(t, "--config", cfg, "serve", "--schema", "movies", "--addr", "127.0.0.1:0")
		close(done)
	}()
	select {
	case <-done:
		if code == 0 || !strings.Contains(out, "within 700ms") {
			t.Errorf("serve on a silent etcd: exit %d\n%s", code, out)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("serve started without its shot store")
	}
	out, _ = run(t, "--config", cfg, "config", "show")
	if !strings.Contains(out, "shots: "+url) || !strings.Contains(out, "shots.wait: 700ms") {
		t.Errorf("config show:\n%s", out)
	}
}

// A password in the store's URL is a usage error at its place, repeated
// nowhere.
func TestShotsURLWithCredentialsRefused(t *testing.T) {
	const pw = "S3cr3t-etcd"
	cfg := writeConfig(t, "limits: {rows: 10}\nshots:\n  url: etcd://root:"+pw+"@127.0.0.1:2379/gql\n")
	out, code := run(t, "--config", cfg, "translate", "--schema", "movies", "Who directed The Matrix?")
	if code != 2 || strings.Contains(out, pw) || !strings.Contains(out, "gql.yaml:3:3: shots: the URL etcd://root:***@127.0.0.1:2379/gql carries credentials") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
