package gql_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

// TestReplayNeverWorse replays the recorded GPT-4-turbo and Claude 3 Opus
// Cypher of the shared text2cypher questions through the pipeline (the
// recordings as the chat client, real Neo4j) and
// compares, question by question, what each query as written returns with
// what gql returns. The replay does not learn, so every difference is
// gql's. Without a gold answer the comparison is about changes: "broken" is
// a query that ran as written and no longer does through gql.
func TestReplayNeverWorse(t *testing.T) {
	path := "../shared/data/text2cypher-movies/questions.csv"
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("needs %s: %v", path, err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	uri := testenv.Neo4j(t)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	// "As written" is what a user without gql gets: the query sent as is.
	raw, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s,
		Guard: func(lang.Lang, string) error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	guarded, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s})
	if err != nil {
		t.Fatal(err)
	}
	defer guarded.Close()
	col := map[string]int{}
	for i, h := range rows[0] {
		col[strings.TrimSpace(h)] = i
	}
	opt := backends.ExecOptions{Timeout: 10 * time.Second, Limit: 1000}
	for _, model := range []string{"gpt4turbo", "claudeopus"} {
		var recs []llm.Recording
		for _, r := range rows[1:] {
			recs = append(recs, llm.Recording{Question: r[col["question"]], Model: model, Queries: []string{r[col["cypher_"+model]]}})
		}
		rp := llm.NewReplay(recs)
		c, err := gql.New(ctx, gql.Config{Schema: s, Values: grounding.NewMemorySource(g, s), LLM: rp,
			Executors: map[lang.Lang]backends.Executor{lang.Cypher: guarded}, Exec: opt})
		if err != nil {
			t.Fatal(err)
		}
		count := map[string]int{}
		var broken, changed []string
		for i, r := range rows[1:] {
			q, written := r[col["question"]], r[col["cypher_"+model]]
			aw, awErr := raw.Exec(ctx, written, opt)
			before := rp.Calls()
			tr := c.Translate(ctx, q, lang.Cypher)
			if extra := rp.Calls() - before - 1; extra > 0 && tr.Trace != nil && len(tr.Trace.Attempts) > 0 {
				a := tr.Trace.Attempts[0]
				why := a.Exec
				for _, d := range a.Findings {
					why += " | " + d.Check
				}
				count["repair calls after "+a.Standing.String()] += extra
				if testing.Verbose() {
					t.Logf("  %d extra call(s), first attempt %s: %s", extra, a.Standing, why)
				}
			}
			var through *backends.Result
			var thErr error = fmt.Errorf("verdict %s: %s", tr.Verdict, tr.Reason)
			if tr.Verdict == gql.Valid && tr.Query != "" {
				through, thErr = raw.Exec(ctx, tr.Query, opt)
			}
			item := fmt.Sprintf("%d %q", i+2, q)
			switch {
			case awErr == nil && thErr != nil:
				count["broken"]++
				broken = append(broken, item+": "+thErr.Error())
			case awErr != nil && thErr == nil:
				count["rescued"]++
			case awErr != nil:
				count["both fail"]++
			default:
				if ok, _ := backends.Equal(aw, through, backends.CompareOptions{}); ok {
					count["same answer"]++
				} else {
					count["changed"]++
					changed = append(changed, item)
				}
			}
			if awErr == nil {
				count["ran as written"]++
			}
		}
		n := len(rows) - 1
		sort.Strings(broken)
		t.Logf("%s: %d questions, %d ran as written; through gql: same %d, changed %d, broken %d, rescued %d, both fail %d; %.3f LLM calls/question",
			model, n, count["ran as written"], count["same answer"], count["changed"], count["broken"], count["rescued"], count["both fail"], float64(rp.Calls())/float64(n))
		for k, v := range count {
			if strings.HasPrefix(k, "repair calls") {
				t.Logf("  %s: %d", k, v)
			}
		}
		for _, b := range broken {
			t.Logf("  broken: %s", b)
		}
		for _, ch := range changed {
			t.Logf("  changed: %s", ch)
		}
		if limit := count["ran as written"] / 100; count["broken"] > limit {
			t.Errorf("%s: gql broke %d queries that ran as written (allowed: 1%%, %d)", model, count["broken"], limit)
		}
		if calls := float64(rp.Calls()) / float64(n); calls > 1.10 {
			t.Errorf("%s: %.3f LLM calls per question, want ≤ 1.10", model, calls)
		}
	}
}
