package critic_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

var sparqlWantMarker = regexp.MustCompile(`\s*#! want:.*$`)

// sparqlTestdataQueries returns the queries of the SPARQL testdata files with
// their markers removed, and whether each file wants the movies schema.
func sparqlTestdataQueries(t testing.TB) (qs []string, schemas []bool) {
	files, _ := filepath.Glob(filepath.Join("testdata", "sparql", "*.txt"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		withSchema := strings.HasPrefix(text, "#! schema: movies")
		for _, q := range strings.Split(text, "#! ---") {
			var lines []string
			for _, l := range strings.Split(q, "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), "#! schema:") {
					continue
				}
				lines = append(lines, sparqlWantMarker.ReplaceAllString(l, ""))
			}
			q = strings.TrimSpace(strings.Join(lines, "\n"))
			if q != "" {
				qs = append(qs, q)
				schemas = append(schemas, withSchema)
			}
		}
	}
	return qs, schemas
}

// TestSPARQLFixesRepair applies each finding's first fix and checks that the
// finding goes away without breaking the query: fixes are meant to be applied
// by the pipeline without a person or a model looking at them.
func TestSPARQLFixesRepair(t *testing.T) {
	movies, err := schema.Load(filepath.Join("..", "examples", "movies", "schema.json"))
	if err != nil {
		t.Skipf("movies schema not available: %v", err)
	}
	qs, schemas := sparqlTestdataQueries(t)
	fixed := 0
	for i, q := range qs {
		var s *schema.Schema
		if schemas[i] {
			s = movies
		}
		r := critic.Run(lang.SPARQL, q, s)
		for _, d := range r.Diagnostics {
			if len(d.Fixes) == 0 {
				continue
			}
			out, ok := diag.Apply(q, d.Fixes[:1])
			if !ok {
				t.Errorf("%s: fix does not apply\n%s", d, q)
				continue
			}
			r2 := critic.Run(lang.SPARQL, out, s)
			if !r2.Parsed && d.Check != "syntax" {
				t.Errorf("%s: after fix %q the query no longer parses: %v\n%s", d, d.Fixes[0].Label, r2.Diagnostics, out)
				continue
			}
			before, after := countCheck(r.Diagnostics, d.Check), countCheck(r2.Diagnostics, d.Check)
			if after >= before {
				t.Errorf("%s: fix %q did not remove the finding\n%s", d, d.Fixes[0].Label, out)
				continue
			}
			fixed++
		}
	}
	if fixed == 0 {
		t.Fatal("no fix was exercised")
	}
	t.Logf("%d fixes applied and verified", fixed)
}

func countCheck(ds []diag.Diagnostic, id string) int {
	n := 0
	for _, d := range ds {
		if d.Check == id {
			n++
		}
	}
	return n
}
