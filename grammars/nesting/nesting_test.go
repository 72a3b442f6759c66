package nesting_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/grammars/nesting"
	"github.com/gql-dev/gql/grammars/sparql"
)

type parseFunc func(string) []diag.Diagnostic

var parsers = map[string]parseFunc{
	"cypher":  func(s string) []diag.Diagnostic { _, d := cypher.Parse(s); return d },
	"gremlin": func(s string) []diag.Diagnostic { _, d := gremlin.Parse(s); return d },
	"sparql":  func(s string) []diag.Diagnostic { _, d := sparql.Parse(s); return d },
}

// nested wraps an expression n levels deep in each language, around a
// prefix and suffix that make it a whole query.
func nested(l string, n int) string {
	switch l {
	case "cypher":
		return "RETURN " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
	case "gremlin":
		return "g.V().where(" + strings.Repeat("__.not(", n) + "__.out()" + strings.Repeat(")", n) + ")"
	}
	return "SELECT * WHERE { ?s ?p ?o FILTER(" + strings.Repeat("(", n) + "?o" + strings.Repeat(")", n) + ") }"
}

// The probe: 10k nested parentheses took 17-93 s and 860 MB in `gql check`.
func TestDeepNestingRefusedWithPosition(t *testing.T) {
	for l, parse := range parsers {
		q := nested(l, 10_000)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		ds := parse(q)
		runtime.ReadMemStats(&after)
		if len(ds) != 1 || ds[0].Check != nesting.Check {
			t.Fatalf("%s: %v", l, ds)
		}
		// The refusal points at the bracket that goes one past the limit.
		at := ds[0].Span.Start
		if depthBefore(q, at) != nesting.DefaultMax || ds[0].Pos.Col != at+1 || ds[0].Pos.Line != 1 {
			t.Errorf("%s: refused at byte %d (col %d), depth there %d", l, at, ds[0].Pos.Col, depthBefore(q, at))
		}
		alloc := after.TotalAlloc - before.TotalAlloc
		t.Logf("%s: %d bytes refused, %.1f MB allocated", l, len(q), float64(alloc)/(1<<20))
		if alloc > 64<<20 {
			t.Errorf("%s: %d bytes allocated", l, alloc)
		}
		// Under the limit the parser still reads it.
		if ds := parse(nested(l, 150)); len(ds) != 0 {
			t.Errorf("%s: 150 levels refused: %v", l, ds)
		}
	}
}

// depthBefore counts the brackets open before byte at (the test queries
// have no strings).
func depthBefore(q string, at int) int {
	d := 0
	for _, c := range q[:at] {
		switch c {
		case '(', '[', '{':
			d++
		case ')', ']', '}':
			d--
		}
	}
	return d
}

// Brackets in strings are not nesting; closing brackets in a string do
// not hide the real ones.
func TestNestingReadsTokensNotText(t *testing.T) {
	many := strings.Repeat("(", 300)
	closes := strings.Repeat(")", 300)
	for l, q := range map[string]string{
		"cypher":  "RETURN '" + many + "' AS s",
		"gremlin": "g.V().has('name', '" + many + "')",
		"sparql":  `SELECT * WHERE { ?s ?p "` + many + `" }`,
	} {
		if ds := parsers[l](q); len(ds) != 0 {
			t.Errorf("%s: a string of brackets refused: %v", l, ds)
		}
	}
	for l, q := range map[string]string{
		"cypher":  "RETURN " + strings.Repeat("(", 150) + "'" + closes + "'" + strings.Repeat("+(", 150) + "1" + strings.Repeat(")", 300),
		"gremlin": "g.V().where(" + strings.Repeat("__.not(", 150) + "__.has('n', '" + closes + "')" + strings.Repeat(".where(__.not(", 100) + "__.out()" + strings.Repeat("))", 100) + strings.Repeat(")", 150) + ")",
		"sparql":  "SELECT * WHERE { " + strings.Repeat("{ ", 150) + `?s ?p "` + closes + `" ` + strings.Repeat("{ ?a ?b ?c ", 100) + strings.Repeat("} ", 250) + "}",
	} {
		if ds := parsers[l](q); len(ds) != 1 || ds[0].Check != nesting.Check {
			t.Errorf("%s: brackets behind a string of closers: %v", l, ds)
		}
	}
}

// Prefix operators recurse in the grammars as brackets do.
func TestPrefixOperatorRunsCount(t *testing.T) {
	for l, q := range map[string]string{
		"cypher":  "MATCH (n) WHERE " + strings.Repeat("NOT ", 5000) + "n.x RETURN n",
		"gremlin": "g.V().has('x', " + strings.Repeat("-", 5000) + "1)",
		"sparql":  "SELECT * WHERE { ?s ?p ?o FILTER(" + strings.Repeat("!", 5000) + "?o) }",
	} {
		if ds := parsers[l](q); len(ds) != 1 || ds[0].Check != nesting.Check {
			t.Errorf("%s: 5000 prefix operators: %v", l, ds)
		}
	}
	if ds := parsers["cypher"]("MATCH (n) WHERE NOT NOT n.x AND n.y > -1 RETURN n"); len(ds) != 0 {
		t.Errorf("two NOTs refused: %v", ds)
	}
}

// BenchmarkDeepNestingRefused is the speed target: 10k nested brackets are
// refused in well under 100 ms in each language.
func BenchmarkDeepNestingRefused(b *testing.B) {
	for _, l := range []string{"cypher", "gremlin", "sparql"} {
		q := nested(l, 10_000)
		b.Run(l, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if ds := parsers[l](q); len(ds) != 1 {
					b.Fatal(ds)
				}
			}
		})
	}
}

// BenchmarkNestingScanOverhead is what the scan adds to an ordinary query.
func BenchmarkNestingScanOverhead(b *testing.B) {
	q := "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.released > 1999 AND NOT (p)-[:DIRECTED]->(m) RETURN p.name, count(m) ORDER BY count(m) DESC LIMIT 10"
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, ds := cypher.Parse(q); len(ds) != 0 {
			b.Fatal(ds)
		}
	}
}
