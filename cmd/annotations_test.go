package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
