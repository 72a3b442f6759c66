package gql

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

// boundsCase is one line of testdata/security/bounds.tsv (its header
// documents the format).
type boundsCase struct {
	line                int
	kind, expect, input string
}

var repeatGen = regexp.MustCompile(`⟪(\d+)([*#])([^⟫]*)⟫`)

func expandBounds(s string) string {
	s = strings.NewReplacer(`\t`, "\t", `\n`, "\n").Replace(s)
	return repeatGen.ReplaceAllStringFunc(s, func(m string) string {
		g := repeatGen.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[1])
		if g[2] == "*" {
			return strings.Repeat(g[3], n)
		}
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(g[3])
			b.WriteString(strconv.Itoa(i))
			b.WriteByte(' ')
		}
		return b.String()
	})
}

func readBoundsCorpus(t *testing.T) []boundsCase {
	const path = "testdata/security/bounds.tsv"
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []boundsCase
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		p := strings.SplitN(text, "\t", 3)
		if len(p) != 3 {
			t.Fatalf("%s:%d: want KIND<TAB>EXPECT<TAB>INPUT", path, n)
		}
		out = append(out, boundsCase{n, p[0], p[1], expandBounds(p[2])})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBoundsCorpus runs every attempt of the bounds corpus: questions on
// two schemas, queries through the guard and the critic in each language,
// model floods and stalls through the real client, and unlimited reads on
// the real Neo4j.
func TestBoundsCorpus(t *testing.T) {
	cases := readBoundsCorpus(t)
	per := map[string]int{}
	compilers := map[string]*Compiler{}
	for name := range boundsQuestions {
		compilers[name] = compilerFor(t, name)
	}
	for _, c := range cases {
		per[c.kind]++
		where := fmt.Sprintf("bounds.tsv:%d (%s %s)", c.line, c.kind, c.expect)
		switch c.kind {
		case "question":
			for name, comp := range compilers {
				tr := comp.Translate(context.Background(), c.input, lang.Cypher)
				if !hasCheck(tr, c.expect) {
					t.Errorf("%s on %s: %s %q, diagnostics %v", where, name, tr.Verdict, tr.Reason, tr.Diagnostics)
				}
			}
		case "cypher", "gremlin", "sparql":
			l, _ := lang.Parse(c.kind)
			gerr := critic.ReadOnlyGuard(l, c.input)
			switch c.expect {
			case "allow":
				if gerr != nil {
					t.Errorf("%s: refused: %v", where, gerr)
				}
			case "refuse":
				if gerr == nil {
					t.Errorf("%s: allowed", where)
				}
			default:
				rep := critic.Run(l, c.input, nil)
				found := false
				for _, d := range rep.Diagnostics {
					found = found || d.Check == c.expect
				}
				if !found || gerr == nil || rep.OK() {
					t.Errorf("%s: guard %v, findings %v", where, gerr, rep.Diagnostics)
				}
			}
		case "llm":
			runLLMCase(t, where, c)
		case "neo4j":
			if testing.Short() {
				continue
			}
			runRowsCase(t, where, c)
		default:
			t.Fatalf("%s: unknown kind", where)
		}
	}
	t.Logf("%d cases: %v", len(cases), per)
}

func hasCheck(tr *Translation, check string) bool {
	for _, d := range tr.Diagnostics {
		if d.Check == check {
			return true
		}
	}
	return false
}

func runLLMCase(t *testing.T, where string, c boundsCase) {
	stop := make(chan struct{})
	var size int
	if f := strings.Fields(c.input); len(f) == 2 && f[0] == "flood" {
		size, _ = strconv.Atoi(f[1])
	} else if c.input != "stall" {
		t.Fatalf("%s: want flood BYTES or stall", where)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if size == 0 {
			select {
			case <-r.Context().Done():
			case <-stop:
			}
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"choices":[{"index":0,"message":{"role":"assistant","content":"MATCH (n) RETURN n `)
		chunk := []byte(strings.Repeat("x", 32<<10))
		for left := size; left > 0; left -= len(chunk) {
			if _, err := w.Write(chunk[:min(left, len(chunk))]); err != nil {
				return
			}
		}
		fmt.Fprint(w, `"}}]}`)
	}))
	defer srv.Close()
	defer close(stop) // before Close, which waits for the stalled handler
	testenv.Listening(t, srv.URL)
	chat, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "m", APIKey: "k",
		Timeout: 300 * time.Millisecond, Deadline: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	comp := compilerFor(t, "movies", func(cfg *Config) { cfg.LLM = chat })
	tr := comp.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != Failed || tr.Query != "" {
		t.Errorf("%s: %s, query of %d bytes: %.200s", where, tr.Verdict, len(tr.Query), tr.Reason)
	}
	want := map[string]string{"too-large": "larger than the limit", "deadline": "llm deadline"}[c.expect]
	if want == "" || !strings.Contains(tr.Reason, want) {
		t.Errorf("%s: reason %q, want it to say %q", where, tr.Reason, want)
	}
}

func runRowsCase(t *testing.T, where string, c boundsCase) {
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Guard: critic.ReadOnlyGuard})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	res, err := x.Exec(ctx, c.input, backends.ExecOptions{Timeout: time.Minute, Limit: -1})
	if err != nil || len(res.Rows) != backends.MaxRows || !res.Truncated {
		var n int
		if res != nil {
			n = len(res.Rows)
		}
		t.Errorf("%s: %d rows, %v", where, n, errors.Unwrap(err))
	}
}
