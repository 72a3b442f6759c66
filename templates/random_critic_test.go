package templates

import (
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// TestRandomQueriesPassCritic renders random valid queries (the ones the
// differential test runs on the servers) and requires our critic to accept
// every rendering: no parse error and no error-level finding.
func TestRandomQueriesPassCritic(t *testing.T) {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	gen := newRandGen(11, s, g)
	n := 0
	for tries := 0; n < 300 && tries < 6000; tries++ {
		q := gen.query()
		if _, err := Normalize(q, s); err != nil {
			continue
		}
		n++
		for _, l := range lang.All {
			text, err := Render(q, l, s)
			if err != nil {
				t.Fatal(err)
			}
			r := criticRun(t, l, text, s)
			if !r.Parsed || diag.HasErrors(r.Diagnostics) {
				t.Errorf("%s: critic rejects a valid query: %+v\n%s", l, r.Diagnostics, text)
			}
		}
	}
	if n < 300 {
		t.Errorf("only %d valid random queries", n)
	}
}
