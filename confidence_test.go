package gql_test

import (
	"context"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/schema"
)

// scripted is a model that answers each question with the query given for
// it (llm.Replay, the same client the recorded-output replay uses).
func scripted(pairs ...string) gql.Chat {
	var recs []llm.Recording
	for i := 0; i+1 < len(pairs); i += 2 {
		recs = append(recs, llm.Recording{Question: pairs[i], Model: "scripted", Queries: []string{pairs[i+1]}})
	}
	return llm.NewReplay(recs)
}

// onNeo4j loads the example into the Neo4j at uri (when missing) and opens
// a guarded executor on it.
func onNeo4j(t *testing.T, uri string, g *graph.Graph, s *schema.Schema) backends.Executor {
	t.Helper()
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	ex, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ex.Close() })
	return ex
}

func compiler(t *testing.T, cfg gql.Config) *gql.Compiler {
	t.Helper()
	c, err := gql.New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const (
	directed    = "Who directed The Matrix?"
	directedQ   = "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name AS director"
	actedQ      = "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'The Matrix'}) RETURN p.name"
	twoThings   = "Who directed The Matrix and who produced it?"
	twoThingsQ  = "MATCH (d:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'})<-[:PRODUCED]-(p:Person) RETURN d.name, p.name"
	writes      = "Who acted in The Matrix?"
	writesQuery = "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'The Matrix'}) SET p.seen = true RETURN p.name"
)

// Every confidence value on the movies graph, rows from the real Neo4j.
func TestConfidenceMovies(t *testing.T) {
	uri := testenv.Neo4j(t)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ex := onNeo4j(t, uri, g, s)
	ctx := context.Background()
	vals := grounding.NewMemorySource(g, s)
	exec := map[lang.Lang]backends.Executor{lang.Cypher: ex}
	opt := backends.ExecOptions{Timeout: 10 * time.Second, Limit: 1000}

	t.Run("agreed", func(t *testing.T) {
		c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, directedQ), Executors: exec, Exec: opt})
		tr := c.Translate(ctx, directed, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != gql.Agreed || tr.Other != nil {
			t.Fatalf("got %s / %s (other %v): %s", tr.Verdict, tr.Confidence, tr.Other, tr.Reason)
		}
		if tr.Query != directedQ {
			t.Errorf("the model's query should stand when the plan agrees, got %s", tr.Query)
		}
	})
	t.Run("disagreed", func(t *testing.T) {
		c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, actedQ), Executors: exec, Exec: opt})
		tr := c.Translate(ctx, directed, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != gql.Disagreed {
			t.Fatalf("got %s / %s: %s", tr.Verdict, tr.Confidence, tr.Reason)
		}
		if tr.Query != actedQ || tr.Other == nil || tr.Other.Source != "offline" || tr.Other.Rows == nil || len(tr.Other.Rows.Rows) != 2 {
			t.Fatalf("both answers should be kept, the model's chosen: query %q, other %+v", tr.Query, tr.Other)
		}
		if !strings.Contains(tr.Difference, "ACTED_IN") || !strings.Contains(tr.Difference, "DIRECTED") {
			t.Errorf("the difference should name the two relationships: %q", tr.Difference)
		}
		if !hasWarning(tr, "[disagreed]") {
			t.Errorf("a disagreement is a warning next to the answer: %v", tr.Warnings)
		}
	})
	t.Run("model-only", func(t *testing.T) {
		c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(twoThings, twoThingsQ), Executors: exec, Exec: opt})
		tr := c.Translate(ctx, twoThings, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != gql.ModelOnly || tr.Trace.Plan != "" {
			t.Fatalf("got %s / %s (plan %q): %s", tr.Verdict, tr.Confidence, tr.Trace.Plan, tr.Reason)
		}
	})
	t.Run("offline-only: a model query the guard refuses is replaced, with a warning", func(t *testing.T) {
		c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(writes, writesQuery), Executors: exec, Exec: opt})
		tr := c.Translate(ctx, writes, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != gql.OfflineOnly || tr.Query == writesQuery {
			t.Fatalf("got %s / %s: %s (%s)", tr.Verdict, tr.Confidence, tr.Query, tr.Reason)
		}
		if !hasWarning(tr, "[model-replaced]") {
			t.Errorf("the replacement must be a warning: %v", tr.Warnings)
		}
	})
	t.Run("offline-only: no model", func(t *testing.T) {
		c := compiler(t, gql.Config{Schema: s, Values: vals, Executors: exec, Exec: opt})
		tr := c.Translate(ctx, directed, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != gql.OfflineOnly {
			t.Fatalf("got %s / %s: %s", tr.Verdict, tr.Confidence, tr.Reason)
		}
	})
	t.Run("require-agreement", func(t *testing.T) {
		chat := scripted(directed, actedQ, writes, writesQuery, twoThings, twoThingsQ)
		c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: chat, Executors: exec, Exec: opt, RequireAgreement: true})
		tr := c.Translate(ctx, directed, lang.Cypher)
		if tr.Verdict != gql.Unanswerable || tr.Confidence != gql.Disagreed || !strings.HasPrefix(tr.Reason, "require-agreement: disagreed") {
			t.Fatalf("a disagreement must be refused: %s / %s: %s", tr.Verdict, tr.Confidence, tr.Reason)
		}
		if tr.Query != actedQ || tr.Rows == nil || tr.Other == nil || tr.Other.Rows == nil {
			t.Errorf("the refusal shows both answers: query %q rows %v other %+v", tr.Query, tr.Rows, tr.Other)
		}
		if tr := c.Translate(ctx, twoThings, lang.Cypher); tr.Verdict != gql.Unanswerable || tr.Confidence != gql.ModelOnly {
			t.Errorf("a model-only answer must be refused: %s / %s", tr.Verdict, tr.Confidence)
		}
		if tr := c.Translate(ctx, writes, lang.Cypher); tr.Verdict != gql.Valid || tr.Confidence != gql.OfflineOnly {
			t.Errorf("an offline-only answer passes: %s / %s: %s", tr.Verdict, tr.Confidence, tr.Reason)
		}
		agree := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, directedQ), Executors: exec, Exec: opt, RequireAgreement: true})
		if tr := agree.Translate(ctx, directed, lang.Cypher); tr.Verdict != gql.Valid || tr.Confidence != gql.Agreed {
			t.Errorf("an agreed answer passes: %s / %s: %s", tr.Verdict, tr.Confidence, tr.Reason)
		}
	})
}

// The same rules on the company graph: a reversed relationship disagrees;
// a model query that leaves out a value the question names is answered by
// the plan, which uses it, and the difference says so.
func TestConfidenceCompany(t *testing.T) {
	uri := testenv.Company(t)["neo4j"]
	g, err := examples.Graph("company")
	if err != nil {
		t.Fatal(err)
	}
	s, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	ex := onNeo4j(t, uri, g, s)
	ctx := context.Background()
	q := "Whom does Hannah Schmidt manage?"
	right := "MATCH (:Employee {name: 'Hannah Schmidt'})-[:MANAGES]->(e:Employee) RETURN e.name"
	reversed := "MATCH (e:Employee)-[:MANAGES]->(:Employee {name: 'Hannah Schmidt'}) RETURN e.name"
	unfiltered := "MATCH (:Employee)-[:MANAGES]->(e:Employee) RETURN DISTINCT e.name"
	for _, tc := range []struct {
		query  string
		want   gql.Confidence
		chosen string // "llm" or "offline"
		diff   string
	}{{right, gql.Agreed, "llm", ""}, {reversed, gql.Disagreed, "llm", ""}, {unfiltered, gql.Disagreed, "offline", `does not use "Hannah Schmidt"`}} {
		c := compiler(t, gql.Config{Schema: s, Values: grounding.NewMemorySource(g, s), LLM: scripted(q, tc.query),
			Executors: map[lang.Lang]backends.Executor{lang.Cypher: ex}, Exec: backends.ExecOptions{Timeout: 10 * time.Second}})
		tr := c.Translate(ctx, q, lang.Cypher)
		if tr.Verdict != gql.Valid || tr.Confidence != tc.want {
			t.Fatalf("%s: got %s / %s: %s", tc.query, tr.Verdict, tr.Confidence, tr.Reason)
		}
		if tc.want == gql.Disagreed && (tr.Difference == "" || !strings.Contains(tr.Difference, tc.diff)) {
			t.Errorf("%s: difference %q, want it to say %q", tc.query, tr.Difference, tc.diff)
		}
		if chosen := tr.Trace.Attempts[tr.Trace.Chosen].Source; (chosen == "offline") != (tc.chosen == "offline") {
			t.Errorf("%s: answered with the %s query, want %s", tc.query, chosen, tc.chosen)
		}
		if tc.chosen == "offline" && (tr.Other == nil || tr.Other.Source != "llm" || !hasWarning(tr, "[plan-preferred]")) {
			t.Errorf("the model's answer must stay beside the plan's, with a warning: other %+v, warnings %v", tr.Other, tr.Warnings)
		}
	}
}

// Without a server: a model query that differs from the plan cannot be
// compared by rows (unchecked); the same query agrees.
func TestConfidenceWithoutBackend(t *testing.T) {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	vals := grounding.NewMemorySource(g, s)
	c := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, actedQ)})
	tr := c.Translate(ctx, directed, lang.Cypher)
	if tr.Verdict != gql.Valid || tr.Confidence != gql.Unchecked || tr.Other == nil || tr.Difference == "" {
		t.Fatalf("got %s / %s, other %v, difference %q", tr.Verdict, tr.Confidence, tr.Other, tr.Difference)
	}
	plan := compiler(t, gql.Config{Schema: s, Values: vals}).Translate(ctx, directed, lang.Cypher)
	same := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, plan.Query)}).Translate(ctx, directed, lang.Cypher)
	if same.Confidence != gql.Agreed {
		t.Errorf("the plan's own query should agree, got %s", same.Confidence)
	}
	if tr := compiler(t, gql.Config{Schema: s, Values: vals, LLM: scripted(directed, actedQ), RequireAgreement: true}).Translate(ctx, directed, lang.Cypher); tr.Verdict != gql.Unanswerable {
		t.Errorf("an unchecked answer must be refused under RequireAgreement: %s", tr.Verdict)
	}
}

// A backend that stops answering is a failure with the connection error,
// never "unanswerable": the values the question names could not be looked
// up. Fuseki is reached through a proxy of our own that is then closed, so
// nothing shared is stopped.
func TestFailedBackendIsFailure(t *testing.T) {
	base := testenv.Fuseki(t)
	target, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, strings.TrimSuffix(base, "/")+"/movies", g, s, backends.LoadOptions{Backend: backends.Fuseki, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	proxy := httptest.NewServer(httputil.NewSingleHostReverseProxy(target))
	b, err := gql.Build(ctx, gql.Setup{Schema: "movies", Backends: []string{"fuseki=" + proxy.URL + "/movies"}, Exec: true, Shots: "off"})
	if err != nil {
		proxy.Close()
		t.Fatal(err)
	}
	defer b.Close()
	if tr := b.Translate(ctx, directed, lang.SPARQL); tr.Verdict != gql.Valid {
		t.Fatalf("through the live proxy: %s: %s", tr.Verdict, tr.Reason)
	}
	proxy.Close()
	tr := b.Translate(ctx, "Which movies did Keanu Reeves act in?", lang.SPARQL)
	if tr.Verdict != gql.Failed || !strings.Contains(tr.Reason, "connect") {
		t.Fatalf("a closed backend must fail with the connection error, got %s: %s", tr.Verdict, tr.Reason)
	}
}

// The verdict of an answer in several languages (docs/answers.md).
func TestOverallVerdict(t *testing.T) {
	V, U, F := gql.Valid, gql.Unanswerable, gql.Failed
	for _, tc := range []struct {
		in   []gql.Verdict
		want gql.Verdict
	}{
		{nil, U}, {[]gql.Verdict{V}, V}, {[]gql.Verdict{V, F, U}, V}, {[]gql.Verdict{U, F}, F},
		{[]gql.Verdict{U, U}, U}, {[]gql.Verdict{F, V}, V},
	} {
		if got := gql.Overall(tc.in...); got != tc.want {
			t.Errorf("Overall(%v) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func hasWarning(tr *gql.Translation, prefix string) bool {
	for _, w := range tr.Warnings {
		if strings.HasPrefix(w, prefix) {
			return true
		}
	}
	return false
}
