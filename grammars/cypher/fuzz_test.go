package cypher

import (
	"github.com/gql-dev/gql/diag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var wantMarker = regexp.MustCompile(`\s*#! (want:.*|schema: \w+)`)

// FuzzParseCypher: Parse never panics, either returns a tree or exactly one
// positioned error inside the text, and stays fast.
func FuzzParseCypher(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "critic", "testdata", "cypher", "*.txt"))
	for _, fn := range files {
		b, err := os.ReadFile(fn)
		if err != nil {
			f.Fatal(err)
		}
		for _, q := range strings.Split(string(b), "#! ---") {
			f.Add(wantMarker.ReplaceAllString(q, ""))
		}
	}
	if _, err := os.Stat(filepath.Join("..", "..", "..", "shared", "data")); err == nil {
		for _, r := range loadText2Cypher(f) {
			f.Add(r.Query)
		}
		for _, q := range loadAdoc(f) {
			f.Add(q)
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		type result struct {
			tree *Tree
			ds   []diag.Diagnostic
		}
		done := make(chan result, 1)
		go func() { tr, ds := Parse(text); done <- result{tr, ds} }()
		var res result
		select {
		case res = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("parse still running after 5s on %q", text)
		}
		tree, ds := res.tree, res.ds
		if (tree == nil) == (len(ds) == 0) {
			t.Fatalf("tree %v with %d diagnostics for %q", tree != nil, len(ds), text)
		}
		for _, d := range ds {
			if d.Span.Start < 0 || d.Span.End > len(text) || d.Span.Start > d.Span.End || d.Pos.Line < 1 {
				t.Fatalf("bad position %+v for %q", d, text)
			}
			if d.Summary == "" {
				t.Fatalf("empty summary for %q", text)
			}
		}
	})
}
