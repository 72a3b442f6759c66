package cmd

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/shots"
)

// runShots runs `gql shots ARGS` in-process on a fresh command tree.
func runShots(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := NewRoot()
	var out, errb bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errb)
	root.SetArgs(append([]string{"shots"}, args...))
	err = root.Execute()
	return out.String(), errb.String(), err
}

const shotLines = `{"schema":"abc123","target":"cypher","question":"Who acted in The Matrix?","query":"MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title:'The Matrix'}) RETURN p.name","elements":["label:Person","edge:ACTED_IN","label:Movie","prop:Movie.title","prop:Person.name"]}
{"schema":"abc123","target":"cypher","question":"Which studio?","query":"MATCH (s:Studio)-[:MADE]->(m:Movie) RETURN s.name","elements":["label:Movie"]}
this is not json
{"schema":"abc123","target":"gremlin","question":"People?","query":"g.V().hasLabel('Person').values('name')","elements":["label:Person"],"utility":0.95}
`

func TestShotsImportNeedsBackendOrTrust(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte(shotLines), 0o644)
	db := filepath.Join(dir, "s.db")
	_, _, err := runShots(t, "import", in, "--shots", db)
	if err == nil || !strings.Contains(err.Error(), "give --backend NAME|URI") {
		t.Fatalf("import with neither --backend nor --trust: %v", err)
	}
	if _, err := os.Stat(db); err == nil {
		t.Fatal("a refused import created the store")
	}
}

func TestShotsTrustedImportExportStats(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte(shotLines), 0o644)
	db := filepath.Join(dir, "s.db")
	out, stderr, err := runShots(t, "import", in, "--shots", db, "--trust")
	if err == nil || !strings.Contains(stderr, in+":3: not a shot line") {
		t.Fatalf("bad line not reported with its number: err %v, stderr %q", err, stderr)
	}
	if !strings.Contains(out, "admitted 3,") {
		t.Fatalf("import summary %q", out)
	}
	exp := filepath.Join(dir, "out.jsonl")
	if _, _, err := runShots(t, "export", exp, "--shots", db); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(exp)
	if n := strings.Count(string(b), "\n"); n != 3 || !strings.Contains(string(b), `"utility":0.95`) {
		t.Fatalf("export:\n%s", b)
	}
	out, _, err = runShots(t, "stats", "--shots", db)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"abc123/cypher  shots 2", "abc123/gremlin  shots 1", "0.9–1.0       1       1  ###"} {
		if !strings.Contains(out, want) {
			t.Fatalf("stats lacks %q:\n%s", want, out)
		}
	}
	out, _, err = runShots(t, "ls", "--shots", db, "--ns", "abc123/gremlin")
	if err != nil || !strings.Contains(out, "People?") || strings.Contains(out, "Matrix") {
		t.Fatalf("ls --ns: %v\n%s", err, out)
	}
}

// TestShotsImportVerifiesOnNeo4j runs the import's verification on the real
// Neo4j the project's scripts start.
func TestShotsImportVerifiesOnNeo4j(t *testing.T) {
	uri := testenv.Neo4j(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte(shotLines), 0o644)
	db := filepath.Join(dir, "s.db")
	out, stderr, err := runShots(t, "import", in, "--shots", db, "--backend", uri)
	if err == nil {
		t.Fatal("an import with refused and bad lines must fail")
	}
	// The Matrix query returns its actors; the Studio label does not exist;
	// line 3 is not JSON; the Gremlin shot cannot run on Neo4j.
	if !strings.Contains(out, "admitted 1, already present 0, refused by the backend 1") {
		t.Fatalf("summary %q\nstderr %s", out, stderr)
	}
	for _, want := range []string{in + ":2: ", "Studio", in + ":3: ", in + ":4: a gremlin shot cannot be verified"} {
		if !strings.Contains(stderr, want) {
			t.Fatalf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	out, _, err = runShots(t, "show", "1", "--shots", db)
	if err != nil || !strings.Contains(out, "verified   "+uri) || strings.Contains(out, "0 rows") {
		t.Fatalf("show: %v\n%s", err, out)
	}
}

func TestShotsStoreInUse(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	s, err := shots.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// flock locks belong to an open file, so this process's own holder
	// blocks the command as another process would; Linux names it.
	want := "shot store " + db + " is in use by another gql process (waited 100ms)"
	if runtime.GOOS == "linux" {
		want = fmt.Sprintf("shot store %s is in use by pid %d (this process) (waited 100ms)", db, os.Getpid())
	}
	_, _, err = runShots(t, "stats", "--shots", db, "--wait", "100ms")
	if err == nil || err.Error() != want {
		t.Fatalf("stats while the store is held: %v, want %q", err, want)
	}
	_, _, err = runShots(t, "prune", "--shots", db, "--wait", "200ms")
	if err == nil || !strings.HasSuffix(err.Error(), "(waited 200ms)") {
		t.Fatalf("prune while the store is held: %v", err)
	}
}

// TestShotsDamagedCheckRepair: a damaged store gives every command a clear
// error, check reports it with exit status 1, repair rebuilds it.
func TestShotsDamagedCheckRepair(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte(shotLines), 0o644)
	db := filepath.Join(dir, "s.db")
	runShots(t, "import", in, "--shots", db, "--trust")
	if out, _, err := runShots(t, "check", "--shots", db); err != nil || !strings.Contains(out, "no damage found") {
		t.Fatalf("check of a sound store: %v\n%s", err, out)
	}
	b, _ := os.ReadFile(db)
	ps := int(binary.NativeEndian.Uint32(b[24:])) // the meta page's page size
	for i := 2 * ps; i < len(b); i += 97 {
		b[i] ^= 0x5a
	}
	os.WriteFile(db, b, 0o644)

	for _, args := range [][]string{{"stats"}, {"ls"}, {"export"}, {"prune"}} {
		_, _, err := runShots(t, append(args, "--shots", db)...)
		if err == nil || !strings.Contains(err.Error(), "shot store "+db+" is damaged") ||
			!strings.Contains(err.Error(), "gql shots repair --shots "+db) {
			t.Fatalf("%s on a damaged store: %v", args[0], err)
		}
	}
	out, _, err := runShots(t, "check", "--shots", db)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(out, db+" is damaged:\n  ") {
		t.Fatalf("check of a damaged store: %v\n%s", err, out)
	}
	out, _, err = runShots(t, "repair", "--shots", db)
	if err != nil || !strings.Contains(out, "rebuilt "+db+": saved ") || !strings.Contains(out, "the damaged file is at "+db+".damaged-") {
		t.Fatalf("repair: %v\n%s", err, out)
	}
	if out, _, err := runShots(t, "check", "--shots", db); err != nil || !strings.Contains(out, "no damage found") {
		t.Fatalf("check after repair: %v\n%s", err, out)
	}
	if _, _, err := runShots(t, "stats", "--shots", db); err != nil {
		t.Fatalf("stats after repair: %v", err)
	}
	if out, _, _ := runShots(t, "repair", "--shots", db); !strings.Contains(out, "nothing to repair") {
		t.Fatalf("repair of a sound store: %s", out)
	}
}

func TestShotsZeroByteStore(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	os.WriteFile(db, nil, 0o644)
	for _, cmd := range []string{"stats", "ls", "check"} {
		out, _, err := runShots(t, cmd, "--shots", db)
		if err != nil || !strings.Contains(out, "empty (0 bytes") {
			t.Fatalf("%s on a 0-byte store: %v\n%s", cmd, err, out)
		}
	}
}
