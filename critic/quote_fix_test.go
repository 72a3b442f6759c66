package critic

import (
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// SQL-style quote doubling is a syntax error in Cypher with a mechanical fix.
func TestQuoteDoublingFix(t *testing.T) {
	cases := []struct{ in, want string }{
		{"MATCH (m:Movie {title: 'It''s a title'}) RETURN m.released", `MATCH (m:Movie {title: 'It\'s a title'}) RETURN m.released`},
		{"MATCH (p:Person) WHERE p.name = 'O''Brien' OR p.name = '' RETURN p", `MATCH (p:Person) WHERE p.name = 'O\'Brien' OR p.name = '' RETURN p`},
	}
	for _, c := range cases {
		r := Run(lang.Cypher, c.in, nil)
		var fix *diag.Fix
		for _, d := range r.Diagnostics {
			if d.Severity == diag.Error && len(d.Fixes) > 0 {
				fix = &d.Fixes[0]
				break
			}
		}
		if fix == nil {
			t.Fatalf("%q: no fix offered: %v", c.in, r.Diagnostics)
		}
		got, ok := diag.Apply(c.in, []diag.Fix{*fix})
		if !ok || got != c.want {
			t.Errorf("%q: fixed to %q, want %q", c.in, got, c.want)
		}
		if rr := Run(lang.Cypher, got, nil); !rr.Parsed || diag.HasErrors(rr.Diagnostics) {
			t.Errorf("%q: the fix does not parse cleanly: %v", got, rr.Diagnostics)
		}
	}
	// A query with no doubled quote gets no such fix.
	r := Run(lang.Cypher, "MATCH (m:Movie {title: 'It's'}) RETURN m", nil)
	for _, d := range r.Diagnostics {
		if len(d.Fixes) > 0 && d.Fixes[0].Span.End == len("MATCH (m:Movie {title: 'It's'}) RETURN m") && d.Fixes[0].Span.Start == 0 {
			t.Errorf("unexpected whole-query fix: %+v", d.Fixes[0])
		}
	}
}
