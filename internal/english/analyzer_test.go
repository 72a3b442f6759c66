package english

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A word read is an expression that yields a token's word, as written or
// as a lemma: a selector .Text, .Lemma or .Lower (of anything: a token, a
// pointer to one); an index into a slice named lower, words or lemmas
// (o.lower[i]); or a call of a method or function named word, lower or
// lemma (o.word(i)). Comparing one with a string literal — ==, != or a
// switch case — is English spelled outside this package. Such comparisons
// belong in a cue or a word list here, asked by name.
var (
	wordFields = map[string]bool{"Text": true, "Lemma": true, "Lower": true}
	wordSlices = map[string]bool{"lower": true, "words": true, "lemmas": true}
	wordFuncs  = map[string]bool{"word": true, "lower": true, "lemma": true, "prev": true, "next": true}
)

func readsWord(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return readsWord(x.X)
	case *ast.SelectorExpr:
		return wordFields[x.Sel.Name]
	case *ast.IndexExpr:
		switch s := x.X.(type) {
		case *ast.Ident:
			return wordSlices[s.Name]
		case *ast.SelectorExpr:
			return wordSlices[s.Sel.Name]
		}
	case *ast.CallExpr:
		switch f := x.Fun.(type) {
		case *ast.Ident:
			return wordFuncs[f.Name]
		case *ast.SelectorExpr:
			return wordFuncs[f.Sel.Name]
		}
	}
	return false
}

func isStringLit(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.STRING
}

// offenders counts, per file:function, the comparisons of a word read with
// a string literal in the module's non-generated, non-test Go files outside
// internal/english.
func offenders(t *testing.T, root string) map[string]int {
	t.Helper()
	out := map[string]int{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if n := d.Name(); rel != "." && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules" || rel == filepath.Join("internal", "english")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		for _, decl := range f.Decls {
			name := "(top level)"
			if fd, ok := decl.(*ast.FuncDecl); ok {
				name = fd.Name.Name
			}
			key := filepath.ToSlash(rel) + ":" + name
			ast.Inspect(decl, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.BinaryExpr:
					if (x.Op == token.EQL || x.Op == token.NEQ) &&
						(readsWord(x.X) && isStringLit(x.Y) || readsWord(x.Y) && isStringLit(x.X)) {
						out[key]++
					}
				case *ast.SwitchStmt:
					if x.Tag != nil && readsWord(x.Tag) {
						for _, s := range x.Body.List {
							for _, e := range s.(*ast.CaseClause).List {
								if isStringLit(e) {
									out[key]++
								}
							}
						}
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const baselineFile = "testdata/word-comparisons.txt"

// TestNoWordLiterals fails on a comparison of a token's word with a string
// literal outside this package that the baseline does not list, or on a
// count above its baseline. The baseline holds what is still to migrate and
// may only shrink: GQL_UPDATE_BASELINE=1 rewrites it, and a rewrite that
// grows it fails review.
func TestNoWordLiterals(t *testing.T) {
	got := offenders(t, filepath.Join("..", ".."))
	if os.Getenv("GQL_UPDATE_BASELINE") != "" {
		writeBaseline(t, got)
		return
	}
	base := readBaseline(t)
	total := 0
	for k, n := range got {
		total += n
		if n > base[k] {
			t.Errorf("%s: %d comparisons of a token's word with a string literal (baseline %d): ask internal/english (a cue, Cue.Is, a word list) instead", k, n, base[k])
		}
	}
	btotal := 0
	for k, n := range base {
		btotal += n
		if got[k] < n {
			t.Logf("%s: %d left of %d; shrink the baseline (GQL_UPDATE_BASELINE=1)", k, got[k], n)
		}
	}
	t.Logf("%d word-literal comparisons left (baseline %d)", total, btotal)
}

func readBaseline(t *testing.T) map[string]int {
	t.Helper()
	f, err := os.Open(baselineFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndex(line, ":")
		n, err := strconv.Atoi(line[i+1:])
		if i < 0 || err != nil {
			t.Fatalf("%s: want file:function:count, got %q", baselineFile, line)
		}
		m[line[:i]] = n
	}
	return m
}

func writeBaseline(t *testing.T, m map[string]int) {
	t.Helper()
	keys := make([]string, 0, len(m))
	total := 0
	for k, n := range m {
		keys = append(keys, k)
		total += n
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "# Comparisons of a token's word with a string literal still to migrate\n# to internal/english (file:function:count, %d in all). May only shrink.\n", total)
	for _, k := range keys {
		fmt.Fprintf(&b, "%s:%d\n", k, m[k])
	}
	if err := os.WriteFile(baselineFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestAnalyzerSees: the analyzer finds each form of a word read and leaves
// other comparisons alone.
func TestAnalyzerSees(t *testing.T) {
	dir := t.TempDir()
	src := `package x
type tok struct{ Text, Lower, Lemma, Kind string }
type o struct{ lower []string }
func (o *o) word(i int) string { return "" }
func f(t tok, p *o, i int) bool {
	if t.Kind == "label" { return true }
	switch t.Lower {
	case "more", "less":
	}
	return t.Text == "most" || p.lower[i] != "least" || p.word(i) == "top" || "a" == t.Lemma
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := offenders(t, dir)
	if got["x.go:f"] != 6 || len(got) != 1 {
		t.Errorf("want 6 offenders in x.go:f, got %v", got)
	}
}
