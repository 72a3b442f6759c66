package cmd

import (
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
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

// gql shots confirm/rm record who (--by, else the login name) and why in
// the store; ls shows the review, ls --removed the removal records.
func TestShotsReviewsAtTheTerminal(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	s, err := shots.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids []uint64
	for i, q := range []string{"Held one?", "Held two?"} {
		id, err := s.Hold(shots.Pending{Namespace: shots.Namespace{Schema: "abc123", Target: lang.Cypher}, Question: q,
			Query: fmt.Sprintf("MATCH (m:Movie) RETURN m.released, %d", i), Elements: []string{"label:Movie"},
			Provenance: shots.Provenance{Backend: "neo4j", VerifiedAt: time.Now(), Rows: 4}, Why: "no second opinion"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	s.Close()
	if out := mustRun(t, "confirm", fmt.Sprint(ids[0]), "--by", "bob", "--reason", "checked the credits", "--shots", db); !strings.Contains(out, "admitted as shot") {
		t.Fatalf("confirm: %s", out)
	}
	if out := mustRun(t, "ls", "--shots", db); !regexp.MustCompile(`confirm by bob 20\d\d-\d\d-\d\dT\d\d:\d\dZ: checked the credits\s+Held one\?`).MatchString(out) {
		t.Errorf("ls does not show the review:\n%s", out)
	}
	mustRun(t, "rm", fmt.Sprint(ids[1]), "--shots", db)
	login := "unknown"
	if u, err := user.Current(); err == nil {
		login = u.Username
	}
	if out := mustRun(t, "ls", "--removed", "--shots", db); !strings.Contains(out, "pending") || !strings.Contains(out, "remove by "+login+" ") || !strings.Contains(out, "Held two?") {
		t.Errorf("ls --removed:\n%s", out)
	}
}
