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
// (o.lower[i]); a call of a method or function named word, lower or
// lemma (o.word(i)); strings.ToLower of a word read; or a local variable
// given one (w := o.word(i), for _, w := range o.lower). Comparing one with
// a string literal — ==, != , a switch case, strings.EqualFold — or
// looking one up in a map spelled as literal words (var m =
// map[string]bool{"name": true}; m[o.word(i)]) is English spelled outside
// this package. Such comparisons belong in a cue or a word list here,
// asked by name.
var (
	// wordFinders are the question readers' methods that look for words in
	// the question (o.has("number", "of")): a literal handed to one is a
	// word compared with the question as surely as == is.
	wordFinders = map[string]bool{"has": true, "says": true, "phraseAt": true}
	wordFields  = map[string]bool{"Text": true, "Lemma": true, "Lower": true}
	wordSlices  = map[string]bool{"lower": true, "words": true, "lemmas": true}
	wordFuncs   = map[string]bool{"word": true, "lower": true, "lemma": true, "prev": true, "next": true}
)

// reader knows, within one function, which local variables hold a word
// and, within one package, which variables are maps of literal words.
type reader struct {
	vars     map[*ast.Object]bool
	wordMaps map[string]bool
}

func (r *reader) readsWord(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.readsWord(x.X)
	case *ast.Ident:
		return x.Obj != nil && r.vars[x.Obj]
	case *ast.SelectorExpr:
		return wordFields[x.Sel.Name]
	case *ast.IndexExpr:
		return isWordSlice(x.X)
	case *ast.CallExpr:
		switch f := x.Fun.(type) {
		case *ast.Ident:
			return wordFuncs[f.Name]
		case *ast.SelectorExpr:
			if isStringsFunc(f, "ToLower") && len(x.Args) == 1 {
				return r.readsWord(x.Args[0])
			}
			return wordFuncs[f.Sel.Name]
		}
	}
	return false
}

func isWordSlice(e ast.Expr) bool {
	switch s := e.(type) {
	case *ast.Ident:
		return wordSlices[s.Name]
	case *ast.SelectorExpr:
		return wordSlices[s.Sel.Name]
	}
	return false
}

func isStringsFunc(f *ast.SelectorExpr, name string) bool {
	p, ok := f.X.(*ast.Ident)
	return ok && p.Name == "strings" && f.Sel.Name == name
}

// isStringLit reports whether e is a non-empty string literal: a word
// compared with "" asks whether there is one, which is no English.
func isStringLit(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.STRING && l.Value != `""`
}

// anyStringLit reports whether one of args is a non-empty string literal.
func anyStringLit(args []ast.Expr) bool {
	for _, a := range args {
		if isStringLit(a) {
			return true
		}
	}
	return false
}

// isKeyLit is a string literal as a map key.
func isKeyLit(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.STRING
}

// literalWordMap reports whether e spells a map (or a named map type) as
// literal string keys: map[string]bool{"first": true, "last": true}.
func literalWordMap(e ast.Expr) bool {
	cl, ok := e.(*ast.CompositeLit)
	if !ok || len(cl.Elts) == 0 {
		return false
	}
	if _, isArray := cl.Type.(*ast.ArrayType); isArray {
		return false
	}
	for _, el := range cl.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok || !isKeyLit(kv.Key) {
			return false
		}
	}
	return true
}

// wordVars are the local variables of fn given a word read.
func (r *reader) wordVars(fn ast.Node) {
	r.vars = map[*ast.Object]bool{}
	// A variable given a variable that holds a word holds one too, so
	// repeat until nothing new is found.
	for changed := true; changed; {
		changed = false
		mark := func(e ast.Expr) {
			if id, ok := e.(*ast.Ident); ok && id.Obj != nil && !r.vars[id.Obj] {
				r.vars[id.Obj] = true
				changed = true
			}
		}
		ast.Inspect(fn, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.AssignStmt:
				if len(x.Lhs) == len(x.Rhs) {
					for i, rhs := range x.Rhs {
						if r.readsWord(rhs) {
							mark(x.Lhs[i])
						}
					}
				}
			case *ast.ValueSpec:
				if len(x.Names) == len(x.Values) {
					for i, v := range x.Values {
						if r.readsWord(v) {
							mark(x.Names[i])
						}
					}
				}
			case *ast.RangeStmt:
				if x.Value != nil && isWordSlice(x.X) {
					mark(x.Value)
				}
			}
			return true
		})
	}
}

// offenders counts, per file:function, the comparisons of a word read with
// a string literal in the module's non-generated, non-test Go files outside
// internal/english.
func offenders(t *testing.T, root string) map[string]int {
	t.Helper()
	type file struct {
		rel string
		f   *ast.File
	}
	var files []file
	wordMaps := map[string]map[string]bool{} // by directory
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
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		files = append(files, file{rel, f})
		dir := filepath.Dir(rel)
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, v := range vs.Values {
					if i < len(vs.Names) && literalWordMap(v) {
						if wordMaps[dir] == nil {
							wordMaps[dir] = map[string]bool{}
						}
						wordMaps[dir][vs.Names[i].Name] = true
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, fl := range files {
		r := &reader{wordMaps: wordMaps[filepath.Dir(fl.rel)]}
		for _, decl := range fl.f.Decls {
			name := "(top level)"
			if fd, ok := decl.(*ast.FuncDecl); ok {
				name = fd.Name.Name
			}
			key := filepath.ToSlash(fl.rel) + ":" + name
			r.wordVars(decl)
			ast.Inspect(decl, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.BinaryExpr:
					if (x.Op == token.EQL || x.Op == token.NEQ) &&
						(r.readsWord(x.X) && isStringLit(x.Y) || r.readsWord(x.Y) && isStringLit(x.X)) {
						out[key]++
					}
				case *ast.CallExpr:
					if f, ok := x.Fun.(*ast.SelectorExpr); ok && isStringsFunc(f, "EqualFold") && len(x.Args) == 2 &&
						(r.readsWord(x.Args[0]) && isStringLit(x.Args[1]) || r.readsWord(x.Args[1]) && isStringLit(x.Args[0])) {
						out[key]++
					}
					if f, ok := x.Fun.(*ast.SelectorExpr); ok && wordFinders[f.Sel.Name] && anyStringLit(x.Args) {
						out[key]++
					}
				case *ast.IndexExpr:
					if m, ok := x.X.(*ast.Ident); ok && r.wordMaps[m.Name] && r.readsWord(x.Index) {
						out[key]++
					}
				case *ast.SwitchStmt:
					if x.Tag != nil && r.readsWord(x.Tag) {
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
	}
	return out
}

const baselineFile = "testdata/word-comparisons.txt"

// TestNoWordLiterals fails on a comparison of a token's word with a string
// literal outside this package that the baseline does not list, or on a
// count above its baseline. The baseline holds what is still to migrate and
// may only shrink: GQL_UPDATE_BASELINE=1 rewrites it, and a rewrite that
// grows it fails review. With nothing left to migrate the file is absent
// and the baseline is empty: no comparison outside this package passes.
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
		switch {
		case len(base) == 0:
			t.Errorf("%s: %d comparisons of a token's word with a string literal; there are no word comparisons outside internal/english: ask it (a cue, Cue.Is, a word list) instead", k, n)
		case n > base[k]:
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
	if os.IsNotExist(err) {
		return map[string]int{} // nothing left to migrate
	}
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
	if total == 0 {
		// An empty baseline is no file: the default is that nothing
		// outside this package compares a word with a literal.
		if err := os.Remove(baselineFile); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		return
	}
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

// TestAnalyzerSeesThrough: a word held in a local variable, compared by
// strings.EqualFold or looked up in a map spelled as literal words is
// still a word compared with a literal; a map built from a cue is not.
func TestAnalyzerSeesThrough(t *testing.T) {
	dir := t.TempDir()
	src := `package x
import "strings"
type tok struct{ Text string }
type o struct{ lower, words []string; toks []tok }
func (o *o) word(i int) string { return "" }
var names = map[string]bool{"name": true, "title": true}
var fromCue = setOf(1)
func setOf(int) map[string]bool { return nil }
func f(p *o, i int) bool {
	w := p.word(i)
	if x := p.word(i + 1); x == "than" {
		return true
	}
	v := w
	for _, l := range p.lower {
		if l == "of" {
			return true
		}
	}
	switch v {
	case "first", "last":
	}
	return w == "a" || strings.EqualFold(p.toks[i].Text, "people") || names[p.word(i)] || strings.ToLower(p.toks[i].Text) == "s"
}
func g(p *o, i int, s string) bool {
	if w := p.word(i); w != "" {
		return true
	}
	if w := s; w == "y" {
		return true
	}
	n := len(p.lower)
	return s == "x" || n == 0 || fromCue[p.word(i)] || names[s]
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := offenders(t, dir)
	if got["x.go:f"] != 8 || len(got) != 1 {
		t.Errorf("want 8 offenders in x.go:f and none elsewhere, got %v", got)
	}
}

// TestAnalyzerSeesFinders: a literal word handed to a method that looks
// for words in the question counts once per call; a cue handed to it, or a
// literal handed to another method, does not.
func TestAnalyzerSeesFinders(t *testing.T) {
	dir := t.TempDir()
	src := `package x
type o struct{}
func (o *o) has(ws ...string) int { return -1 }
func (o *o) says(ws ...string) bool { return false }
func (o *o) other(ws ...string) int { return -1 }
var top = "top"
func f(p *o) bool {
	return p.has("number", "of") >= 0 || p.says("top") || p.has(top) >= 0 || p.other("x") >= 0
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := offenders(t, dir)
	if got["x.go:f"] != 2 || len(got) != 1 {
		t.Errorf("want 2 offenders in x.go:f, got %v", got)
	}
}
