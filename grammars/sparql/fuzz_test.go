package sparql

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzParseSPARQL: the parser never panics or hangs, a parsed text has no
// diagnostics, diagnostics and model spans stay inside the text, and a
// failed parse always says why.
func FuzzParseSPARQL(f *testing.F) {
	for _, s := range sparqlSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		start := time.Now()
		tree, ds := Parse(text)
		// Non-ASCII names lex slowly in ANTLR's Go runtime (no DFA cache above
		// U+007F): ~40µs a character, so the 64 KiB limit bounds a parse to a
		// few seconds. Anything slower is a bug worth a failing input.
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("slow parse (%v) of %d bytes: %q", d, len(text), text)
		}
		if tree == nil && len(ds) == 0 {
			t.Fatalf("no tree and no diagnostic for %q", text)
		}
		if tree != nil && len(ds) > 0 {
			t.Fatalf("tree and diagnostics for %q: %v", text, ds)
		}
		for _, d := range ds {
			if d.Span.Start < 0 || d.Span.End > len(text) || d.Span.Start > d.Span.End || d.Pos.Line < 1 {
				t.Fatalf("bad diagnostic span %+v for %q", d, text)
			}
			for _, fx := range d.Fixes {
				if fx.Span.Start < 0 || fx.Span.End > len(text) || fx.Span.Start > fx.Span.End {
					t.Fatalf("bad fix span %+v for %q", fx, text)
				}
			}
		}
		if tree == nil {
			return
		}
		in := func(s0, s1 int) bool { return s0 >= 0 && s1 <= len(text) && s0 <= s1 }
		for _, tr := range tree.Triples {
			for _, x := range []Term{tr.S, tr.P, tr.O} {
				if !in(x.Span.Start, x.Span.End) {
					t.Fatalf("term span %+v outside %q", x.Span, text)
				}
				if utf8.ValidString(text) && text[x.Span.Start:x.Span.End] != x.Text {
					t.Fatalf("term text %q != span text %q", x.Text, text[x.Span.Start:x.Span.End])
				}
			}
		}
		for _, s := range tree.Selects {
			_ = s.Projected()
			if s.Where != nil {
				_ = s.Where.Bound()
			}
		}
	})
}

// sparqlSeeds gathers seed queries: the critic's testdata here, and the
// Spider4SPARQL corpus when ../shared is present.
func sparqlSeeds(tb testing.TB) []string {
	seeds := []string{
		"SELECT * WHERE { ?s ?p ?o }",
		"ASK { ?s a <http://x/C> }",
		"CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
		"DESCRIBE <http://x>",
		"INSERT DATA { <a> <b> 'c' }",
		"PREFIX : <http://x/> SELECT ?x WHERE { ?x :p/:q* [ :r (1 2) ] }",
	}
	files, _ := filepath.Glob(filepath.Join("..", "..", "critic", "testdata", "sparql", "*.txt"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, q := range strings.Split(string(b), "#! ---") {
			seeds = append(seeds, q)
		}
	}
	path := filepath.Join("..", "..", "..", "shared", "data", "spider4sparql", "questions.json")
	if _, err := os.Stat(path); err == nil {
		for i, q := range loadSpider(tb) {
			if i%7 == 0 { // a spread of the corpus keeps the seed set small
				seeds = append(seeds, spiderPrefix+q.Query)
			}
		}
	}
	return seeds
}
