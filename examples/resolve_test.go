package examples

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/schema"
)

func TestResolve(t *testing.T) {
	s, g, err := Resolve("")
	if err != nil || s == nil || g == nil {
		t.Fatalf("default: %v %v %v", s, g, err)
	}
	dir := t.TempDir()
	b, _ := files.ReadFile("movies/schema.json")
	os.WriteFile(filepath.Join(dir, "schema.json"), b, 0o644)
	gb, _ := files.ReadFile("movies/graph.jsonl")
	os.WriteFile(filepath.Join(dir, "graph.jsonl"), gb, 0o644)
	if s, g, err := Resolve(dir); err != nil || g == nil || len(s.Labels) != 2 {
		t.Fatalf("directory: %v", err)
	}
	if s, g, err := Resolve(filepath.Join(dir, "schema.json")); err != nil || g != nil || s == nil {
		t.Fatalf("file: %v %v", g, err)
	}
	if _, _, err := Resolve(filepath.Join(dir, "nope")); err == nil || !strings.Contains(err.Error(), "not a bundled example (movies, company)") {
		t.Fatalf("missing: %v", err)
	}
}

// The company example resolves by name with its graph, and its schema is
// what its data has (no label of the movies graph).
func TestResolveCompany(t *testing.T) {
	s, g, err := Resolve("company")
	if err != nil || g == nil {
		t.Fatalf("company: %v", err)
	}
	derived, err := g.DeriveSchema(s.Constraints)
	if err != nil {
		t.Fatal(err)
	}
	if derived.Fingerprint() != s.Fingerprint() {
		t.Errorf("examples/company/schema.json is not the schema of its graph.jsonl; regenerate with gql convert (company.cypher header)")
	}
	for _, l := range []string{"Employee", "Department", "Project", "Skill"} {
		if s.Label(l) == nil {
			t.Errorf("company schema lacks %s", l)
		}
	}
}

// The example annotations file stays valid for the company schema.
func TestCompanyAnnotationsExample(t *testing.T) {
	s, err := Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	a, err := schema.LoadAnnotations("company/annotations.yaml", s)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Labels) != len(s.Labels) || len(a.Values) == 0 {
		t.Errorf("annotations cover %d of %d labels, %d aliases", len(a.Labels), len(s.Labels), len(a.Values))
	}
}
