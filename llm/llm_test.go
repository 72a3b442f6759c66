package llm

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
)

func TestCandidates(t *testing.T) {
	cases := []struct {
		name, answer, lang, want string
	}{
		{"fenced", "Here you go:\n```cypher\nMATCH (m:Movie) RETURN m.title\n```\nThis lists titles.", "cypher", "MATCH (m:Movie) RETURN m.title"},
		{"tagged fence wins", "```sql\nSELECT 1\n```\n```gremlin\ng.V().count()\n```", "gremlin", "g.V().count()"},
		{"chat tokens", "MATCH (n) RETURN count(n)<|im_end|>", "cypher", "MATCH (n) RETURN count(n)"},
		{"prose around", "The query is below.\nMATCH (p:Person)\nRETURN p.name\nIt returns every person name.", "cypher", "MATCH (p:Person)\nRETURN p.name"},
		{"label", "Query: g.V().hasLabel('Movie').count()", "gremlin", "g.V().hasLabel('Movie').count()"},
		{"unterminated fence", "```sparql\nSELECT ?s WHERE { ?s ?p ?o }", "sparql", "SELECT ?s WHERE { ?s ?p ?o }"},
		{"trailing semicolon", "```\nMATCH (n) RETURN n;\n```", "cypher", "MATCH (n) RETURN n"},
	}
	for _, c := range cases {
		got := Candidates(c.answer, c.lang)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%s: got %q, want first %q", c.name, got, c.want)
		}
	}
}

func TestExtractPrefersAccepted(t *testing.T) {
	answer := "```cypher\nMATCH (m Movie) RETURN m\n```\nor\n```cypher\nMATCH (m:Movie) RETURN m\n```"
	got := Extract(answer, "cypher", func(q string) bool { return strings.Contains(q, ":Movie") })
	if got != "MATCH (m:Movie) RETURN m" {
		t.Fatalf("got %q", got)
	}
}

// scripted answers the OpenAI chat API with a fixed script of statuses.
func scripted(t *testing.T, statuses []int, content string) (*httptest.Server, *int32) {
	var n int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		i := atomic.AddInt32(&n, 1) - 1
		st := http.StatusOK
		if int(i) < len(statuses) {
			st = statuses[i]
		}
		w.Header().Set("Content-Type", "application/json")
		if st != http.StatusOK {
			w.WriteHeader(st)
			json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": "busy", "type": "server_error"}})
			return
		}
		json.NewEncoder(w).Encode(map[string]any{
			"id": "x", "object": "chat.completion", "model": "m",
			"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": content}, "finish_reason": "stop"}},
			"usage":   map[string]any{"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
		})
	}))
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	return srv, &n
}

func TestRetriesOn429And5xx(t *testing.T) {
	srv, n := scripted(t, []int{429, 503}, "MATCH (n) RETURN n")
	c, err := New(Config{BaseURL: srv.URL + "/v1", Model: "m", APIKey: "k"})
	if err != nil {
		t.Fatal(err)
	}
	var slept []time.Duration
	c.sleep = func(_ context.Context, d time.Duration) error { slept = append(slept, d); return nil }
	out, u, err := c.Complete(context.Background(), []Message{{Role: "user", Content: "q"}})
	if err != nil {
		t.Fatal(err)
	}
	if out != "MATCH (n) RETURN n" || u.PromptTokens != 11 || u.CompletionTokens != 7 {
		t.Errorf("got %q %+v", out, u)
	}
	if *n != 3 || len(slept) != 2 || slept[1] <= slept[0]/2 {
		t.Errorf("requests %d, backoffs %v", *n, slept)
	}
}

func TestNoRetryOn400(t *testing.T) {
	srv, n := scripted(t, []int{400}, "")
	c, _ := New(Config{BaseURL: srv.URL + "/v1", Model: "m"})
	c.sleep = func(context.Context, time.Duration) error { return nil }
	_, _, err := c.Complete(context.Background(), []Message{{Role: "user", Content: "q"}})
	if err == nil || *n != 1 || !strings.Contains(err.Error(), srv.URL) {
		t.Fatalf("err %v after %d requests", err, *n)
	}
}

func TestCancellationStopsBackoff(t *testing.T) {
	srv, _ := scripted(t, []int{500, 500, 500, 500}, "")
	c, _ := New(Config{BaseURL: srv.URL + "/v1", Model: "m"})
	ctx, cancel := context.WithCancel(context.Background())
	c.sleep = func(ctx context.Context, d time.Duration) error { cancel(); return sleepCtx(ctx, d) }
	_, _, err := c.Complete(ctx, []Message{{Role: "user", Content: "q"}})
	if err != context.Canceled {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestConfigSources(t *testing.T) {
	t.Setenv("GQL_LLM_MODEL", "from-env")
	t.Setenv("OPENAI_API_KEY", "sk-env")
	c := Config{Model: "from-flag"}.FromEnv()
	if c.Model != "from-flag" || c.APIKey != "sk-env" {
		t.Errorf("flags must win over env: %+v", c)
	}
	if (Config{}).Configured() {
		t.Error("empty config must mean offline")
	}
}
