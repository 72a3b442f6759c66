package cmd

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
	"github.com/gql-dev/gql/shots/etcdtest"
)

// Every `gql shots` verb works on an etcd store, and export and import move
// a repository from a file to etcd and back unchanged.
func TestShotsVerbsOnEtcd(t *testing.T) {
	url := etcdtest.URL(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte(shotLines), 0o644)
	db := filepath.Join(dir, "s.db")
	if _, _, err := runShots(t, "import", in, "--shots", db, "--trust"); err == nil {
		t.Fatal("the bad line went unreported")
	}
	fromFile := filepath.Join(dir, "file.jsonl")
	if _, _, err := runShots(t, "export", fromFile, "--shots", db); err != nil {
		t.Fatal(err)
	}

	out, _, err := runShots(t, "stats", "--shots", url)
	if err != nil || !strings.Contains(out, "no shots yet") {
		t.Fatalf("stats of an empty prefix: %v\n%s", err, out)
	}
	out, _, err = runShots(t, "import", fromFile, "--shots", url, "--trust")
	if err != nil || !strings.Contains(out, "admitted 3,") {
		t.Fatalf("import into etcd: %v\n%s", err, out)
	}
	out, _, err = runShots(t, "stats", "--shots", url)
	if err != nil || !strings.Contains(out, url+": α 1") || !strings.Contains(out, "abc123/cypher  shots 2") || !strings.Contains(out, "0.9–1.0       1       1  ###") {
		t.Fatalf("stats on etcd: %v\n%s", err, out)
	}
	fromEtcd := filepath.Join(dir, "etcd.jsonl")
	if _, _, err := runShots(t, "export", fromEtcd, "--shots", url); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(fromFile)
	b, _ := os.ReadFile(fromEtcd)
	ids := regexp.MustCompile(`"id":\d+,`)
	if ids.ReplaceAllString(string(a), "") != ids.ReplaceAllString(string(b), "") {
		t.Fatalf("etcd export differs from the file's:\n%s\n%s", a, b)
	}
	back := filepath.Join(dir, "back.db")
	if _, _, err := runShots(t, "import", fromEtcd, "--shots", back, "--trust"); err != nil {
		t.Fatal(err)
	}
	out, _, _ = runShots(t, "export", "--shots", back)
	if ids.ReplaceAllString(out, "") != ids.ReplaceAllString(string(a), "") {
		t.Fatalf("file -> etcd -> file changed the repository:\n%s\n%s", a, out)
	}

	out, _, err = runShots(t, "ls", "--shots", url, "--ns", "abc123/gremlin")
	if err != nil || !strings.Contains(out, "People?") || strings.Contains(out, "Matrix") {
		t.Fatalf("ls --ns: %v\n%s", err, out)
	}
	id := regexp.MustCompile(`(?m)^(\d+)\s+abc123/cypher.*Matrix`).FindStringSubmatch(mustRun(t, "ls", "--shots", url))
	if id == nil {
		t.Fatal("ls shows no Matrix shot")
	}
	if out := mustRun(t, "show", id[1], "--shots", url); !strings.Contains(out, "verified   no: admitted on trust") || !strings.Contains(out, "ACTED_IN") {
		t.Fatalf("show:\n%s", out)
	}
	if out := mustRun(t, "reject", id[1], "--shots", url); !strings.Contains(out, "kept as negative") {
		t.Fatalf("reject: %s", out)
	}
	if _, _, err := runShots(t, "show", id[1], "--shots", url); err == nil {
		t.Fatal("a rejected shot is still shown")
	}

	s, err := shots.OpenEtcd(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	held, err := s.Hold(shots.Pending{Namespace: shots.Namespace{Schema: "abc123", Target: lang.Cypher}, Question: "Held?",
		Query: "MATCH (m:Movie) RETURN m.released", Elements: []string{"label:Movie"},
		Provenance: shots.Provenance{Backend: "neo4j", VerifiedAt: time.Now(), Rows: 4}, Why: "no second opinion"})
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	if out := mustRun(t, "ls", "--pending", "--shots", url); !strings.Contains(out, "no second opinion") {
		t.Fatalf("ls --pending:\n%s", out)
	}
	if out := mustRun(t, "confirm", strconv.FormatUint(held, 10), "--shots", url); !strings.Contains(out, "admitted as shot") {
		t.Fatalf("confirm: %s", out)
	}
	if out := mustRun(t, "prune", "--below", "0.6", "--shots", url); !strings.Contains(out, "removed 0 flagged, 2 below 0.6") {
		t.Fatalf("prune: %s", out)
	}
	if out := mustRun(t, "check", "--shots", url); !strings.Contains(out, "no problems found") {
		t.Fatalf("check: %s", out)
	}
	_, _, err = runShots(t, "repair", "--shots", url)
	var ex *exitError
	if !errors.As(err, &ex) || ex.code != 2 || !strings.Contains(err.Error(), "etcdctl snapshot") {
		t.Fatalf("repair on etcd: %v", err)
	}
	_, _, err = runShots(t, "stats", "--shots", "etcd://127.0.0.1:1/x", "--wait", "200ms")
	if !errors.As(err, &ex) || ex.code != 1 || !strings.Contains(err.Error(), "did not answer") {
		t.Fatalf("stats on an etcd that is down: %v", err)
	}
}

func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, stderr, err := runShots(t, args...)
	if err != nil {
		t.Fatalf("gql shots %s: %v\n%s", strings.Join(args, " "), err, stderr)
	}
	return out
}
