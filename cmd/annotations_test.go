package cmd

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

func runMain(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := Main(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// gql schema --annotate writes a skeleton that reads back against the same
// schema; a filled-in file changes what translate and link answer; a wrong
// name is a usage error at its line and column.
func TestAnnotationsCommands(t *testing.T) {
	out, errs, code := runMain("schema", "--schema", "company", "--annotate")
	if code != 0 {
		t.Fatalf("schema --annotate: %d %s", code, errs)
	}
	s, _ := examples.Schema("company")
	if _, err := schema.ParseAnnotations([]byte(out), "skeleton", s); err != nil {
		t.Fatalf("skeleton does not read back: %v\n%s", err, out)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "a.yaml")
	os.WriteFile(good, []byte("values:\n  - text: R&D\n    property: Department.name\n    value: Research and Development\n"), 0o644)
	q := "Which employees work in R&D?"
	plain, _, _ := runMain("translate", "--schema", "company", q)
	taught, errs, code := runMain("translate", "--schema", "company", "--annotations", good, q)
	if code != 0 || !strings.Contains(taught, "Research and Development") {
		t.Errorf("with annotations: %d %q %s", code, taught, errs)
	}
	if strings.Contains(plain, "Research and Development") {
		t.Errorf("without annotations the alias is already known: %q", plain)
	}
	linked, _, code := runMain("link", "--schema", "company", "--annotations", good, q)
	if code != 0 || !strings.Contains(linked, `Department.name = "Research and Development"`) {
		t.Errorf("link with annotations: %d\n%s", code, linked)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("labels:\n  Employe:\n    synonyms: [associate]\n"), 0o644)
	_, errs, code = runMain("translate", "--schema", "company", "--annotations", bad, q)
	if code != 2 || !strings.Contains(errs, "bad.yaml:2:3: the schema has no label \"Employe\"; did you mean Employee?") {
		t.Errorf("bad annotations: exit %d, %s", code, errs)
	}
}

// The skeleton of a live schema (introspected from the server) reads back
// against that schema.
func TestAnnotateLiveSchema(t *testing.T) {
	uri := testenv.Neo4j(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	out, errs, code := runMain("schema", "--backend", "neo4j="+uri, "--annotate")
	if code != 0 {
		t.Fatalf("schema --annotate: %d %s", code, errs)
	}
	s, err := backends.Introspect(context.Background(), uri, backends.Options{Backend: backends.Neo4j}, backends.IntrospectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := schema.ParseAnnotations([]byte(out), "live.yaml", s)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(a.Labels) != len(s.Labels) || len(a.Edges) != len(s.EdgeTypes) {
		t.Errorf("skeleton has %d labels and %d edge types; the server %d and %d", len(a.Labels), len(a.Edges), len(s.Labels), len(s.EdgeTypes))
	}
}
