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

// A relationship property map that "binds" an undefined variable,
// -[:R {rating: r}]-> ... r > 80, is rewritten to name the relationship and
// read the property; a variable also used as r.x is left alone.
func TestPropertyBindingFix(t *testing.T) {
	cases := []struct{ in, want string }{
		{"MATCH (m:Movie)<-[:REVIEWED {rating: r}]-(p:Person) WHERE r > 80 RETURN m.title, r",
			"MATCH (m:Movie)<-[rel:REVIEWED]-(p:Person) WHERE rel.rating > 80 RETURN m.title, rel.rating"},
		{"MATCH (m:Movie) WHERE EXISTS { (m)<-[:REVIEWED {rating: r}]-() WHERE r > 75 } RETURN m.title",
			"MATCH (m:Movie) WHERE EXISTS { (m)<-[rel:REVIEWED]-() WHERE rel.rating > 75 } RETURN m.title"},
		{"MATCH (m:Movie)<-[x:REVIEWED {summary: 'ok', rating: r}]-(p) WHERE r > 1 RETURN r",
			"MATCH (m:Movie)<-[x:REVIEWED {summary: 'ok'}]-(p) WHERE x.rating > 1 RETURN x.rating"},
	}
	for _, c := range cases {
		r := Run(lang.Cypher, c.in, nil)
		var got string
		for _, d := range r.Diagnostics {
			if d.Check == "cypher-undefined-variable" && len(d.Fixes) > 0 {
				got, _ = diag.Apply(c.in, d.Fixes[:1])
				break
			}
		}
		if got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	r := Run(lang.Cypher, "MATCH (m)<-[:REVIEWED {rating: r}]-(p) WHERE r > 90 RETURN r.roles", nil)
	for _, d := range r.Diagnostics {
		if len(d.Fixes) > 0 && d.Check == "cypher-undefined-variable" {
			t.Errorf("a variable used as r.roles got a binding fix: %+v", d.Fixes[0])
		}
	}
}
