package critic_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// FuzzCriticSPARQL: the whole critic (parse, read-only check, error base and
// schema checks) never panics or reports an internal error, and every fix
// applies to the text it was made for.
func FuzzCriticSPARQL(f *testing.F) {
	movies, err := schema.Load(filepath.Join("..", "examples", "movies", "schema.json"))
	if err != nil {
		f.Skipf("movies schema not available: %v", err)
	}
	qs, _ := sparqlTestdataQueries(f)
	for _, q := range qs {
		f.Add(q, true)
	}
	f.Fuzz(func(t *testing.T, text string, withSchema bool) {
		var s *schema.Schema
		if withSchema {
			s = movies
		}
		r := critic.Run(lang.SPARQL, text, s)
		for _, d := range r.Diagnostics {
			if strings.HasPrefix(d.Summary, "internal error") {
				t.Fatalf("%s: %s\n%q", d, d.Detail, text)
			}
			if d.Span.Start < 0 || d.Span.End > len(text) || d.Span.Start > d.Span.End {
				t.Fatalf("bad span %+v in %q", d, text)
			}
			for _, fx := range d.Fixes {
				if _, ok := diag.Apply(text, []diag.Fix{fx}); !ok {
					t.Fatalf("fix %+v does not apply to %q", fx, text)
				}
			}
		}
	})
}
