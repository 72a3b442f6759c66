package gql

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/shots"
)

// scriptedLLM is an OpenAI-compatible chat endpoint that answers from a
// script, in order, and keeps every request it got. The real go-openai
// client talks to it over HTTP.
type scriptedLLM struct {
	mu       sync.Mutex
	answers  []string
	requests []string // the last user message of each request
}

func newScriptedLLM(t *testing.T, answers ...string) (*scriptedLLM, *llm.Client) {
	s := &scriptedLLM{answers: answers}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct{ Role, Content string }
		}
		json.Unmarshal(body, &req)
		s.mu.Lock()
		last := ""
		if n := len(req.Messages); n > 0 {
			last = req.Messages[n-1].Content
		}
		s.requests = append(s.requests, last)
		i := len(s.requests) - 1
		answer := "I cannot help with that."
		if i < len(s.answers) {
			answer = s.answers[i]
		}
		s.mu.Unlock()
		llm.WriteCompletion(w, "scripted", answer, llm.Usage{PromptTokens: 100, CompletionTokens: 20})
	}))
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	c, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "scripted", APIKey: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

func (s *scriptedLLM) calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.requests)
}

// neo4jCompiler builds a compiler verifying on the real Neo4j (movies
// loaded); opts adjust its Config before it is built.
func neo4jCompiler(t *testing.T, chat Chat, store *shots.Store, opts ...func(*Config)) *Compiler {
	t.Helper()
	uri := testenv.Neo4j(t)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s, Guard: critic.ReadOnlyGuard})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	cfg := Config{
		Schema: s, Values: grounding.NewMemorySource(g, s), LLM: chat, Shots: store,
		Executors: map[lang.Lang]backends.Executor{lang.Cypher: x},
		Exec:      backends.ExecOptions{Timeout: 5 * time.Second},
	}
	for _, o := range opts {
		o(&cfg)
	}
	c, err := New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func fence(q string) string { return "Here is the query:\n```cypher\n" + q + "\n```" }

const matrixDirectors = "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name"

func TestLLMFirstTry(t *testing.T) {
	script, chat := newScriptedLLM(t, fence(matrixDirectors))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != Valid || tr.Query != matrixDirectors || script.calls() != 1 {
		t.Fatalf("verdict %s %q after %d calls: %s", tr.Verdict, tr.Query, script.calls(), tr.Reason)
	}
	if tr.Rows == nil || len(tr.Rows.Rows) != 2 {
		t.Fatalf("rows %+v, want the two Wachowskis", tr.Rows)
	}
	if tr.Usage.PromptTokens != 100 || tr.Trace.Prompt == nil || tr.Trace.Prompt.Schema == 0 {
		t.Errorf("usage %+v prompt %+v", tr.Usage, tr.Trace.Prompt)
	}
	if !strings.Contains(script.requests[0], "Who directed The Matrix?") || !strings.Contains(script.requests[0], "DIRECTED") {
		t.Errorf("prompt lacks the question or the pruned schema:\n%s", script.requests[0])
	}
}

func TestStaticViolationFixedWithoutLLM(t *testing.T) {
	// A misspelt relationship type: the critic's fix is unambiguous.
	script, chat := newScriptedLLM(t, fence("MATCH (p:Person)-[:DIRECTD]->(m:Movie {title: 'The Matrix'}) RETURN p.name"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != Valid || !strings.Contains(tr.Query, ":DIRECTED]") {
		t.Fatalf("verdict %s %q: %s", tr.Verdict, tr.Query, tr.Reason)
	}
	if script.calls() != 1 {
		t.Errorf("%d LLM calls, want 1: the fix is mechanical", script.calls())
	}
	// The unknown type is a suspicion: the query runs (empty), the
	// mechanical fix is tried, and the fixed query is returned.
	if a := tr.Trace.Attempts; len(a) < 2 || a[1].Source != "fix" || tr.Trace.Chosen != 1 {
		t.Errorf("chosen %d of attempts %+v", tr.Trace.Chosen, a)
	}
	if !strings.HasPrefix(tr.Trace.Agreement, "agree") {
		t.Errorf("the offline plan should agree: %q", tr.Trace.Agreement)
	}
}

func TestStaticViolationNeedsLLM(t *testing.T) {
	script, chat := newScriptedLLM(t,
		fence("SELECT name FROM Person WHERE directed = 'The Matrix'"),
		fence(matrixDirectors))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != Valid || script.calls() != 2 {
		t.Fatalf("verdict %s after %d calls: %s", tr.Verdict, script.calls(), tr.Reason)
	}
	if !strings.Contains(script.requests[1], "Static check failed") {
		t.Errorf("refine prompt lacks the violations:\n%s", script.requests[1])
	}
}

func TestRuntimeErrorRepaired(t *testing.T) {
	// Parses and passes the critic, fails on the server.
	script, chat := newScriptedLLM(t,
		fence("MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released / 0"),
		fence("MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "When was The Matrix released?", lang.Cypher)
	if tr.Verdict != Valid || script.calls() != 2 {
		t.Fatalf("verdict %s after %d calls: %s\n%+v", tr.Verdict, script.calls(), tr.Reason, tr.Trace.Attempts)
	}
	if !strings.Contains(script.requests[1], "Running it failed") {
		t.Errorf("repair prompt lacks the error:\n%s", script.requests[1])
	}
}

func TestEmptyResultRepairedWithValueHints(t *testing.T) {
	// "Wachowski" names two people equally well, so no mechanical fix
	// applies; the repair prompt must offer both stored names.
	script, chat := newScriptedLLM(t,
		fence("MATCH (p:Person {name: 'Wachowski'})-[:DIRECTED]->(m:Movie) RETURN m.title"),
		fence("MATCH (p:Person {name: 'Lana Wachowski'})-[:DIRECTED]->(m:Movie) RETURN m.title"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Which movies did Wachowski direct?", lang.Cypher)
	if tr.Verdict != Valid || tr.Rows == nil || len(tr.Rows.Rows) != 5 {
		t.Fatalf("verdict %s rows %v: %s", tr.Verdict, tr.Rows, tr.Reason)
	}
	if script.calls() != 2 {
		t.Fatalf("%d LLM calls, want 2", script.calls())
	}
	for _, name := range []string{`"Lana Wachowski"`, `"Lilly Wachowski"`} {
		if !strings.Contains(script.requests[1], name) {
			t.Errorf("repair prompt lacks the stored value %s:\n%s", name, script.requests[1])
		}
	}
}

func TestTypoInValueFixedWithoutLLM(t *testing.T) {
	script, chat := newScriptedLLM(t,
		fence("MATCH (p:Person {name: 'Tom Hank'})-[:ACTED_IN]->(m:Movie) RETURN m.title"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Which movies did Tom Hank act in?", lang.Cypher)
	if tr.Verdict != Valid || tr.Rows == nil || len(tr.Rows.Rows) != 12 || script.calls() != 1 {
		t.Fatalf("verdict %s rows %v after %d calls: %s", tr.Verdict, tr.Rows, script.calls(), tr.Reason)
	}
	if a := tr.Trace.Attempts; a[tr.Trace.Chosen].Source != "value-fix" || !strings.Contains(tr.Query, "'Tom Hanks'") {
		t.Errorf("chosen %d of attempts %+v", tr.Trace.Chosen, a)
	}
}

// noPlanQuestion is a question the offline compiler refuses, so the loop
// has no offline candidate to fall back on.
const noPlanQuestion = "Qwzx vrrk plon?"

func TestRepairBudgetExhausted(t *testing.T) {
	script, chat := newScriptedLLM(t,
		fence("MATCH (m:Movie) RETURN m.released / 0 AS a"),
		fence("MATCH (m:Movie) RETURN m.released / 0 AS b"),
		fence("MATCH (m:Movie) RETURN m.released / 0 AS c"),
		fence("MATCH (m:Movie) RETURN m.released / 0 AS d"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), noPlanQuestion, lang.Cypher)
	if tr.Trace.Plan != "" {
		t.Fatalf("the test needs a question without an offline plan; got %s", tr.Trace.Plan)
	}
	if tr.Verdict != Failed {
		t.Fatalf("verdict %s, want failed", tr.Verdict)
	}
	if script.calls() != 1+2 {
		t.Errorf("%d calls, want 1 generation + k_max=2 repairs", script.calls())
	}
	// Among equally broken candidates the model's own first query stands.
	if tr.Trace.Chosen != 0 || !strings.HasSuffix(tr.Query, "AS a") {
		t.Errorf("chosen %d %q, want the first", tr.Trace.Chosen, tr.Query)
	}
}

// A query that runs is never returned as failed because its result is
// empty: with no evidence against it (no suspicion, no literal near a stored
// value) the loop spends no model call and says the result is empty.
func TestEmptyResultIsValid(t *testing.T) {
	empty := fence("MATCH (p:Person {name: 'Qwzx Vrrkplon'}) RETURN p.born")
	script, chat := newScriptedLLM(t, empty, empty, empty)
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "When was Qwzx Vrrkplon born?", lang.Cypher)
	if tr.Verdict != Valid || !strings.Contains(tr.Reason, "no rows") {
		t.Fatalf("verdict %s (%s), want valid with an empty-result note", tr.Verdict, tr.Reason)
	}
	if script.calls() != 1 {
		t.Errorf("%d calls, want 1: an empty result without evidence is not repaired", script.calls())
	}
	if tr.Trace.Shot != nil && tr.Trace.Shot.Admitted != 0 {
		t.Errorf("an empty result was admitted as a shot")
	}
}

// The best candidate wins, not the last: a repair that makes a running query
// fail does not replace it.
func TestBestCandidateNotLast(t *testing.T) {
	// "Wachowski" is near two stored names, which is evidence enough to ask
	// for a repair of the empty result; both repairs fail on the server.
	first := "MATCH (p:Person {name: 'Wachowski'})-[:DIRECTED]->(m:Movie) RETURN m.title"
	script, chat := newScriptedLLM(t, fence(first),
		fence("MATCH (m:Movie) RETURN m.released / 0 AS a"),
		fence("MATCH (m:Movie) RETURN m.released / 0 AS b"))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Which movies did Wachowski direct?", lang.Cypher)
	if script.calls() < 2 {
		t.Fatalf("%d calls: the empty result should have been repaired", script.calls())
	}
	if tr.Verdict != Valid || tr.Query != first || tr.Trace.Chosen != 0 {
		t.Fatalf("verdict %s, chosen %d %q: the failing repairs replaced a better candidate", tr.Verdict, tr.Trace.Chosen, tr.Query)
	}
}

// A suspicion never fails a query that runs: ordering by a property the
// schema lacks still answers.
func TestSuspicionNeverFailsARunningQuery(t *testing.T) {
	q := "MATCH (m:Movie) WHERE m.released > 2005 RETURN m.title ORDER BY m.votes DESC"
	script, chat := newScriptedLLM(t, fence(q), fence(q))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Which movies were released after 2005?", lang.Cypher)
	if tr.Verdict != Valid || tr.Rows == nil || len(tr.Rows.Rows) == 0 {
		t.Fatalf("verdict %s rows %v: %s", tr.Verdict, tr.Rows, tr.Reason)
	}
	if len(tr.Warnings) == 0 || !strings.Contains(strings.Join(tr.Warnings, " "), "votes") {
		t.Errorf("the suspicion is not reported: %v", tr.Warnings)
	}
	if script.calls() != 1 {
		t.Errorf("%d calls: a running query with a suspicion needs no model call", script.calls())
	}
}

// TestShotUtilitiesFollowEq10 admits two shots, runs one valid and one failed
// generation that use them, and checks ρ moved exactly by Eq. 10.
func TestShotUtilitiesFollowEq10(t *testing.T) {
	store, err := shots.Open(filepath.Join(t.TempDir(), "shots.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	_, s, _ := examples.Movies()
	ns := shots.Namespace{Schema: s.Fingerprint(), Target: lang.Cypher}
	var ids []uint64
	for _, q := range []struct{ question, query string }{
		{"Who directed Top Gun?", "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'Top Gun'}) RETURN p.name"},
		{"Who produced The Matrix?", "MATCH (p:Person)-[:PRODUCED]->(m:Movie {title: 'The Matrix'}) RETURN p.name"},
	} {
		a, err := store.Admit(shots.Candidate{Namespace: ns, Question: q.question, Query: q.query,
			Elements: []string{"label:Person", "label:Movie", "edge:DIRECTED", "prop:Movie.title"}},
			shots.Verified{Trust: true})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, a.ID)
	}
	rho := func(id uint64) float64 {
		sh, err := store.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		return sh.Utility
	}
	before := []float64{rho(ids[0]), rho(ids[1])}
	eta := shots.DefaultEta

	_, chat := newScriptedLLM(t, fence(matrixDirectors))
	c := neo4jCompiler(t, chat, store)
	tr := c.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != Valid || len(tr.Trace.Shots) != 2 {
		t.Fatalf("verdict %s with %d shots: %s", tr.Verdict, len(tr.Trace.Shots), tr.Reason)
	}
	for i, id := range ids {
		want := before[i] + eta*(1-before[i])
		if got := rho(id); math.Abs(got-want) > 1e-9 {
			t.Errorf("after a valid result shot %d: ρ = %v, want %v", id, got, want)
		}
	}
	if tr.Trace.Shot == nil || tr.Trace.Shot.Admitted == 0 {
		t.Errorf("the verified query was not admitted: %+v", tr.Trace.Shot)
	}

	mid := []float64{rho(ids[0]), rho(ids[1])}
	_, chat2 := newScriptedLLM(t,
		fence("MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN m.released / 0 AS a"),
		fence("MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN m.released / 0 AS b"),
		fence("MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN m.released / 0 AS c"))
	c2 := neo4jCompiler(t, chat2, store)
	tr2 := c2.Translate(context.Background(), "Qwzx directed plon?", lang.Cypher)
	if tr2.Verdict != Failed {
		t.Fatalf("verdict %s, want failed", tr2.Verdict)
	}
	for _, u := range tr2.Trace.Shots {
		for i, id := range ids {
			if u.ID != id {
				continue
			}
			want := mid[i] - eta*mid[i]
			if got := rho(id); math.Abs(got-want) > 1e-9 {
				t.Errorf("after a failure shot %d: ρ = %v, want %v", id, got, want)
			}
		}
	}
}

// A query the server rejects because a plugin is not installed
// (apoc.coll.toSet, recorded from Claude 3 Opus) is answered by its plain-
// Cypher equivalent with no model call; a recorded query with size{...}
// (GPT-4-turbo) is repaired before it is sent.
func TestPluginAndSyntaxFixedWithoutLLM(t *testing.T) {
	for _, c := range []struct{ q, question, gone string }{
		{"MATCH (m:Movie)<-[:ACTED_IN]-(p:Person)\nWITH m, collect(p.born) AS birthYears\nRETURN m.title AS movie, size(apoc.coll.toSet(birthYears)) AS numUniqueBirthYears\nORDER BY numUniqueBirthYears DESC\nLIMIT 5",
			"List the top 5 movies with the most diverse cast in terms of birth years.", "apoc."},
		{"MATCH (p:Person)\nWHERE size{(p)-[:FOLLOWS]->(:Person)} > 0\nRETURN p.name",
			"Name the people who follow someone.", "size{"},
	} {
		script, chat := newScriptedLLM(t, fence(c.q))
		comp := neo4jCompiler(t, chat, nil)
		tr := comp.Translate(context.Background(), c.question, lang.Cypher)
		if tr.Verdict != Valid || strings.Contains(tr.Query, c.gone) || tr.Rows == nil || len(tr.Rows.Rows) == 0 {
			t.Errorf("%q: verdict %s %q: %s", c.question, tr.Verdict, tr.Query, tr.Reason)
			continue
		}
		if script.calls() != 1 {
			t.Errorf("%q: %d LLM calls, want 1: the fix is mechanical", c.question, script.calls())
		}
	}
}

// An answer listing the same row twice under a LIMIT ("the first 3 people"
// naming two, recorded from both models) is returned with DISTINCT, without
// a model call; when DISTINCT cannot be added (the order reads a variable
// DISTINCT hides), the query that ran stays the answer, with a warning.
func TestRepeatedRowsGetDistinct(t *testing.T) {
	q := "MATCH (p:Person)-[:PRODUCED]->(m:Movie)\nWHERE p.born < 1970 AND m.released > 2000\nRETURN p.name\nLIMIT 3"
	script, chat := newScriptedLLM(t, fence(q))
	c := neo4jCompiler(t, chat, nil)
	tr := c.Translate(context.Background(), "Name the first 3 people born before 1970 who produced a movie released after 2000.", lang.Cypher)
	if tr.Verdict != Valid || !strings.Contains(tr.Query, "RETURN DISTINCT p.name") || script.calls() != 1 {
		t.Fatalf("verdict %s %q after %d calls: %s", tr.Verdict, tr.Query, script.calls(), tr.Reason)
	}
	seen := map[string]bool{}
	for _, r := range tr.Rows.Rows {
		k := fmt.Sprint(r)
		if seen[k] {
			t.Errorf("row %s repeats", k)
		}
		seen[k] = true
	}
	if len(tr.Rows.Rows) != 3 {
		t.Errorf("%d rows, want 3", len(tr.Rows.Rows))
	}
	q = "MATCH (p:Person)-[:PRODUCED]->(:Movie)\nRETURN p.name\nORDER BY p.born DESC\nLIMIT 5"
	script, chat = newScriptedLLM(t, fence(q))
	c = neo4jCompiler(t, chat, nil)
	tr = c.Translate(context.Background(), "Who are the top 5 youngest producers?", lang.Cypher)
	if tr.Verdict != Valid || tr.Query != q || script.calls() != 1 {
		t.Fatalf("verdict %s %q after %d calls: %s", tr.Verdict, tr.Query, script.calls(), tr.Reason)
	}
	if len(tr.Warnings) == 0 || !strings.Contains(strings.Join(tr.Warnings, " "), "repeats rows") {
		t.Errorf("no warning about the repeated rows: %v", tr.Warnings)
	}
	// Two actors born the same year are two answers, not a repeat: the
	// birth year does not identify a person, so the rows stay as they are.
	q = "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'A Few Good Men'})\nRETURN p.born"
	script, chat = newScriptedLLM(t, fence(q))
	c = neo4jCompiler(t, chat, nil)
	tr = c.Translate(context.Background(), "When were the actors of A Few Good Men born?", lang.Cypher)
	if tr.Verdict != Valid || tr.Query != q || script.calls() != 1 || tr.Rows == nil {
		t.Fatalf("verdict %s %q after %d calls: %s", tr.Verdict, tr.Query, script.calls(), tr.Reason)
	}
	years := map[string]int{}
	for _, r := range tr.Rows.Rows {
		years[fmt.Sprint(r)]++
	}
	if len(years) == len(tr.Rows.Rows) {
		t.Errorf("the rows do not repeat (%d), so this case tests nothing", len(tr.Rows.Rows))
	}
	if strings.Contains(strings.Join(tr.Warnings, " "), "repeats rows") {
		t.Errorf("repeated years flagged: %v", tr.Warnings)
	}
}

// Without a database, a property the schema lacks (votes on a graph with
// none) is a warning, not a reason for a model call that would return the
// same query; a label with no close name still asks the model.
func TestSuspicionWithoutExecAsksOnlyWhenWorthIt(t *testing.T) {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		q     string
		calls int
	}{
		{"MATCH (m:Movie) WHERE m.votes > 100 RETURN m.title", 1},
		{"MATCH (m:Flim) RETURN m.title", 2},
	} {
		script, chat := newScriptedLLM(t, fence(c.q), fence(c.q))
		comp, err := New(context.Background(), Config{Schema: s, Values: grounding.NewMemorySource(g, s), LLM: chat})
		if err != nil {
			t.Fatal(err)
		}
		tr := comp.Translate(context.Background(), "Which movies have more than 100 votes?", lang.Cypher)
		if tr.Verdict != Valid || len(tr.Warnings) == 0 {
			t.Errorf("%q: verdict %s, warnings %v: %s", c.q, tr.Verdict, tr.Warnings, tr.Reason)
		}
		if script.calls() != c.calls {
			t.Errorf("%q: %d LLM calls, want %d", c.q, script.calls(), c.calls)
		}
	}
}

// TestLLMChineseQuestion: a question in Chinese takes the LLM path as an
// English one does. The real multilingual embedding model, voting with the
// built-in lexicon, grounds 电影 (films) in the schema; the name written in
// Latin letters links to its stored value; the prompt carries the question
// as asked; the model's query runs on Neo4j. The offline plan, an
// independent candidate, refuses (it reads English only) without
// overriding the model's answer.
func TestLLMChineseQuestion(t *testing.T) {
	const q = "Keanu Reeves 出演过哪些电影？"
	const answer = "MATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN m.title"
	script, chat := newScriptedLLM(t, fence(answer))
	emb, err := grounding.EmbedConfig{URL: testenv.Embed(t), QueryModel: "e5-query"}.Embedder()
	if err != nil {
		t.Fatal(err)
	}
	c := neo4jCompiler(t, chat, nil, func(c *Config) { c.Embedder = emb })
	tr := c.Translate(context.Background(), q, lang.Cypher)
	if tr.Verdict != Valid || tr.Query != answer || tr.Rows == nil || len(tr.Rows.Rows) != 7 {
		t.Fatalf("verdict %s %q, rows %v: %s", tr.Verdict, tr.Query, tr.Rows, tr.Reason)
	}
	gr := tr.Trace.Grounding
	film := false
	for _, l := range gr.Mapping {
		if strings.Contains(l.Text, "电影") && l.Element.ID() == "label:Movie" {
			film = true
		}
	}
	keanu := false
	for _, v := range gr.Values {
		if len(v.Candidates) > 0 && v.Candidates[0].Value == "Keanu Reeves" {
			keanu = true
		}
	}
	if !film || !keanu {
		t.Errorf("grounding: 电影 → Movie %v, Keanu Reeves → value %v; mapping %+v values %+v", film, keanu, gr.Mapping, gr.Values)
	}
	if script.calls() != 1 || !strings.Contains(script.requests[0], q) || !strings.Contains(script.requests[0], "ACTED_IN") {
		t.Errorf("%d calls; the prompt lacks the question or the pruned schema:\n%s", script.calls(), script.requests[0])
	}
	if tr.Trace.PlanReason == "" || !strings.Contains(tr.Trace.PlanReason, "English") {
		t.Errorf("the offline plan should refuse as not English: plan %q reason %q", tr.Trace.Plan, tr.Trace.PlanReason)
	}
}
