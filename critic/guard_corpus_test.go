package critic

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// GuardCase is one line of the security corpus.
type guardCase struct {
	line   int
	l      lang.Lang
	refuse bool
	q      string
}

func readGuardCorpus(t testing.TB, path string) []guardCase {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []guardCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	unescape := strings.NewReplacer(`\\`, `\`, `\n`, "\n", `\t`, "\t")
	for sc.Scan() {
		n++
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		parts := strings.SplitN(text, "\t", 3)
		if len(parts) != 3 || (parts[1] != "refuse" && parts[1] != "allow") {
			t.Fatalf("%s:%d: want LANG<TAB>refuse|allow<TAB>query", path, n)
		}
		l, err := lang.Parse(parts[0])
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, guardCase{n, l, parts[1] == "refuse", unescape.Replace(parts[2])})
	}
	return out
}

// The guard refuses every attempt of the corpus and lets every plain read
// through, whatever the disguise.
func TestGuardCorpus(t *testing.T) {
	cases := readGuardCorpus(t, "testdata/guard/corpus.tsv")
	if len(cases) < 200 {
		t.Fatalf("the corpus has %d attempts, want at least 200", len(cases))
	}
	per := map[lang.Lang]int{}
	for _, c := range cases {
		per[c.l]++
		err := ReadOnlyGuard(c.l, c.q)
		switch {
		case c.refuse && err == nil:
			t.Errorf("corpus.tsv:%d: %s attempt allowed: %q", c.line, c.l, c.q)
		case !c.refuse && err != nil:
			t.Errorf("corpus.tsv:%d: %s plain read refused: %q: %v", c.line, c.l, c.q, err)
		}
	}
	t.Logf("%d cases: %v", len(cases), per)
}

// FuzzGuardNeverAllowsUnparsed: whatever the input, the guard never lets
// through a query the parser rejects.
func FuzzGuardNeverAllowsUnparsed(f *testing.F) {
	for _, c := range readGuardCorpus(f, "testdata/guard/corpus.tsv") {
		f.Add(string(c.l), c.q)
	}
	f.Fuzz(func(t *testing.T, l, q string) {
		lg, err := lang.Parse(l)
		if err != nil {
			return
		}
		if ReadOnlyGuard(lg, q) != nil {
			return
		}
		tree, ds, err := Parse(lg, q)
		if err != nil || tree == nil {
			t.Fatalf("the guard allowed what the parser rejects: %s %q", lg, q)
		}
		for _, d := range ds {
			if d.Severity == 2 {
				t.Fatalf("the guard allowed a query with a syntax error: %s %q: %s", lg, q, d.String())
			}
		}
	})
}
