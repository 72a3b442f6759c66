package gql

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// alignedCase is one line of testdata/movies/aligned/questions.jsonl.
type alignedCase struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Question string `json:"question"`
	Ordered  bool   `json:"ordered"`
	Cypher   string `json:"cypher"`
	Gremlin  string `json:"gremlin"`
	SPARQL   string `json:"sparql"`
}

func (c alignedCase) gold(l lang.Lang) string {
	switch l {
	case lang.Gremlin:
		return c.Gremlin
	case lang.SPARQL:
		return c.SPARQL
	}
	return c.Cypher
}

func readAligned(t testing.TB) []alignedCase {
	f, err := os.Open("testdata/movies/aligned/questions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []alignedCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c alignedCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// offlineGolden renders the golden file of one case: the question and the
// offline compiler's query per language (or its reason for none).
func offlineGolden(t testing.TB, c *Compiler, q string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# question: %s\n# schema: movies\n", q)
	for _, l := range lang.All {
		tr := c.Translate(context.Background(), q, l)
		fmt.Fprintf(&b, "-- %s\n", l)
		if tr.Verdict == Valid {
			b.WriteString(tr.Query + "\n")
		} else {
			fmt.Fprintf(&b, "%s: %s\n", tr.Verdict, tr.Reason)
		}
	}
	return b.String()
}

func parseGolden(s string) map[lang.Lang]string {
	out := map[lang.Lang]string{}
	var cur lang.Lang
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(line, "-- ") {
			cur = lang.Lang(strings.TrimPrefix(line, "-- "))
			continue
		}
		if cur != "" && !strings.HasPrefix(line, "#") {
			out[cur] += line + "\n"
		}
	}
	for k, v := range out {
		out[k] = strings.TrimSpace(v)
	}
	return out
}

func offlineCompiler(t testing.TB) *Compiler {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	c, err := New(context.Background(), Config{Schema: s, Values: grounding.NewMemorySource(g, s)})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestOfflineGolden compiles every aligned question offline and compares
// with testdata/golden/offline/<id>.txt (GQL_UPDATE_GOLDEN=1 rewrites them).
// Every golden query must pass our own parsers and critic.
func TestOfflineGolden(t *testing.T) {
	c := offlineCompiler(t)
	_, s, _ := examples.Movies()
	update := os.Getenv("GQL_UPDATE_GOLDEN") != ""
	for _, ac := range readAligned(t) {
		path := filepath.Join("testdata", "golden", "offline", ac.ID+".txt")
		got := offlineGolden(t, c, ac.Question)
		if update {
			os.MkdirAll(filepath.Dir(path), 0o755)
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with GQL_UPDATE_GOLDEN=1 to create)", err)
		}
		if string(want) != got {
			t.Errorf("%s: offline output changed (GQL_UPDATE_GOLDEN=1 to accept):\n--- want\n%s\n--- got\n%s", ac.ID, want, got)
		}
		for l, q := range parseGolden(string(want)) {
			if strings.HasPrefix(q, "unanswerable:") || strings.HasPrefix(q, "failed:") {
				continue
			}
			rep := critic.Run(l, q, s)
			if !rep.Parsed || diag.HasErrors(rep.Diagnostics) {
				t.Errorf("%s/%s: golden query fails our critic: %v\n%s", ac.ID, l, rep.Diagnostics, q)
			}
		}
	}
}

// TestOfflineGoldenExecution runs every golden query and the hand-written
// gold query on the real servers and requires the same result.
func TestOfflineGoldenExecution(t *testing.T) {
	g, s, _ := examples.Movies()
	cases := readAligned(t)
	for _, b := range backends.All {
		b := b
		t.Run(string(b), func(t *testing.T) {
			uri := map[backends.Backend]func(testing.TB) string{
				backends.Neo4j: testenv.Neo4j, backends.GremlinServer: testenv.GremlinServer,
				backends.JanusGraph: testenv.JanusGraph, backends.Fuseki: testenv.Fuseki,
			}[b](t)
			if b == backends.Fuseki {
				uri = strings.TrimRight(uri, "/") + "/movies"
			}
			ctx := context.Background()
			if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
				t.Fatal(err)
			}
			x, err := backends.Open(ctx, uri, backends.Options{Backend: b, Schema: s, Guard: critic.ReadOnlyGuard})
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			l := b.Lang()
			ok, answered := 0, 0
			for _, ac := range cases {
				want, err := os.ReadFile(filepath.Join("testdata", "golden", "offline", ac.ID+".txt"))
				if err != nil {
					t.Fatal(err)
				}
				q := parseGolden(string(want))[l]
				if strings.HasPrefix(q, "unanswerable:") {
					continue
				}
				answered++
				gold, err := x.Exec(ctx, ac.gold(l), backends.ExecOptions{})
				if err != nil {
					t.Errorf("%s: gold query fails: %v", ac.ID, err)
					continue
				}
				got, err := x.Exec(ctx, q, backends.ExecOptions{})
				if err != nil {
					t.Errorf("%s: %v\n%s", ac.ID, err, q)
					continue
				}
				if same, why := backends.Equal(gold, got, backends.CompareOptions{Ordered: ac.Ordered}); !same {
					t.Errorf("%s: result differs from gold: %s\n%s", ac.ID, why, q)
					continue
				}
				ok++
			}
			t.Logf("%s: offline EX %d/%d (%d answered)", b, ok, len(cases), answered)
		})
	}
}
