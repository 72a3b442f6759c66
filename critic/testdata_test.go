package critic_test

// The error base is tested from files: critic/testdata/<lang>/*.txt hold
// queries separated by lines "#! ---". A line ending in "#! want: id1 id2"
// expects exactly those checks to report a finding on that line (the marker is
// removed before parsing). Every finding must be expected and every expectation
// found. A file whose first line is "#! schema: movies" is checked against the
// bundled movies schema; otherwise without a schema. Syntax errors use the
// check id "syntax".

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

func TestErrorBaseTestdata(t *testing.T) {
	for _, l := range lang.All {
		files, _ := filepath.Glob(filepath.Join("testdata", string(l), "*.txt"))
		for _, f := range files {
			f := f
			t.Run(string(l)+"/"+filepath.Base(f), func(t *testing.T) {
				runTestdataFile(t, l, f)
			})
		}
	}
}

func runTestdataFile(t *testing.T, l lang.Lang, path string) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	var s *schema.Schema
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "#! schema: movies" {
		s, err = schema.Load(filepath.Join("..", "examples", "movies", "schema.json"))
		if err != nil {
			t.Fatal(err)
		}
		lines[0] = ""
	}
	var cur []string
	want := map[int][]string{}
	startLine := 1 // file line of cur[0]
	flush := func(next int) {
		text := strings.Join(cur, "\n")
		if strings.TrimSpace(text) != "" {
			checkQuery(t, l, s, path, startLine, text, want)
		}
		cur, want, startLine = nil, map[int][]string{}, next
	}
	for i, line := range lines {
		if strings.TrimSpace(line) == "#! ---" {
			flush(i + 2)
			continue
		}
		if k := strings.Index(line, "#! want:"); k >= 0 {
			ids := strings.Fields(line[k+len("#! want:"):])
			want[len(cur)+1] = append(want[len(cur)+1], ids...)
			line = strings.TrimRight(line[:k], " \t")
		}
		cur = append(cur, line)
	}
	flush(0)
}

func checkQuery(t *testing.T, l lang.Lang, s *schema.Schema, path string, start int, text string, want map[int][]string) {
	t.Helper()
	r := critic.Run(l, text, s)
	got := map[int][]string{}
	for _, d := range r.Diagnostics {
		got[d.Pos.Line] = append(got[d.Pos.Line], d.Check)
	}
	for line := range union(got, want) {
		g, w := uniq(got[line]), uniq(want[line])
		if strings.Join(g, " ") != strings.Join(w, " ") {
			var msgs []string
			for _, d := range r.Diagnostics {
				if d.Pos.Line == line {
					msgs = append(msgs, d.String())
				}
			}
			t.Errorf("%s:%d: findings %v, want %v\n  %s", path, start+line-1, g, w, strings.Join(msgs, "\n  "))
		}
	}
}

func union(a, b map[int][]string) map[int]bool {
	out := map[int]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

func uniq(xs []string) []string {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
	}
	out := make([]string, 0, len(m))
	for x := range m {
		out = append(out, x)
	}
	sort.Strings(out)
	return out
}
