package critic_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// Every golden query of the offline compiler passes the guard, the
// regex check included: gql's own renderers never emit a pattern it
// refuses.
func TestGoldenQueriesPassGuard(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "golden", "*", "*.txt"))
	if len(files) < 20 {
		t.Fatalf("found %d golden files", len(files))
	}
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for l, q := range goldenQueries(string(b)) {
			n++
			if err := critic.ReadOnlyGuard(l, q); err != nil {
				t.Errorf("%s %s: %v\n%s", filepath.Base(f), l, err, q)
			}
		}
	}
	t.Logf("%d golden queries from %d files pass the guard", n, len(files))
}

// goldenQueries splits a golden file into its "-- <lang>" sections.
func goldenQueries(text string) map[lang.Lang]string {
	out := map[lang.Lang]string{}
	var cur lang.Lang
	var b strings.Builder
	flush := func() {
		if cur != "" && strings.TrimSpace(b.String()) != "" {
			out[cur] = strings.TrimSpace(b.String())
		}
		b.Reset()
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "-- ") {
			flush()
			cur = ""
			if l, err := lang.Parse(strings.TrimPrefix(line, "-- ")); err == nil {
				cur = l
			}
			continue
		}
		if cur != "" {
			b.WriteString(line + "\n")
		}
	}
	flush()
	return out
}

// The one regex the renderers write — Gremlin's case-insensitive equality,
// (?iu)^<quoted value>$ — passes the guard whatever the value holds, and
// so do the other languages' renderings of the same comparison.
func TestRenderedCaseInsensitiveEqualityPassesGuard(t *testing.T) {
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"tom hanks", "(a+)+", ".*.*", `\Q(a+)+\E`, "a{2}[b]|c^$", "#x y", "Zoë – 100%", `back\slash`, "(?x) a + +"} {
		q := &templates.Query{Match: []templates.Path{{From: templates.Node{Var: "p", Label: "Person"}}},
			Where: templates.C("p", "name", templates.EqFold, v), Return: []templates.Proj{templates.Col("p", "")}}
		all, err := templates.RenderAll(q, s)
		if err != nil {
			t.Fatal(err)
		}
		for l, text := range all {
			if err := critic.ReadOnlyGuard(l, text); err != nil {
				t.Errorf("%q in %s: %v\n%s", v, l, err, text)
			}
		}
		if !strings.Contains(all[lang.Gremlin], "regex(") {
			t.Fatalf("the Gremlin rendering no longer uses a regex; update this test:\n%s", all[lang.Gremlin])
		}
	}
}
