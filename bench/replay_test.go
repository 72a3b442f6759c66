package bench

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// TestRunReplay replays a few recorded queries of our own making through
// RunReplay on the real Neo4j: a right query, a wrong one, one the server
// rejects and gql repairs without a model call (size(pattern)), and one
// the graph cannot answer; the aggregates and the fixed list must say so.
func TestRunReplay(t *testing.T) {
	uri := testenv.Neo4j(t)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	two := AnswerCheck{Rows: 2, Pool: [][]any{{"Lana Wachowski"}, {"Lilly Wachowski"}}}
	gold := []GoldItem{
		{ID: "right", Question: "Who directed The Matrix?", Check: two,
			Recorded: map[string]string{"m": "MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'The Matrix'}) RETURN p.name"}},
		{ID: "wrong", Question: "Who produced The Matrix?", Check: AnswerCheck{Rows: 1, Pool: [][]any{{"Joel Silver"}}},
			Recorded: map[string]string{"m": "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) RETURN p.name"}},
		{ID: "fixed", Question: "Who is followed by the most people?", Check: AnswerCheck{Rows: 1, Pool: [][]any{{"Jessica Thompson"}}},
			Recorded: map[string]string{"m": "MATCH (p:Person) RETURN p.name, size((p)<-[:FOLLOWS]-()) AS n ORDER BY n DESC LIMIT 1"}},
		{ID: "votes", Question: "Which movies have more than 100 votes?", Check: AnswerCheck{Unanswerable: "no votes"},
			Recorded: map[string]string{"m": "MATCH (m:Movie) WHERE m.votes > 100 RETURN m.title"}},
	}
	rep, err := RunReplay(ctx, ReplayOptions{Gold: gold, Setup: gql.Setup{Backends: []string{"neo4j=" + uri}, Exec: true,
		ExecOptions: backends.ExecOptions{Timeout: 10 * time.Second, Limit: 1000}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Models) != 1 || len(rep.Items) != 4 {
		t.Fatalf("%d models, %d items", len(rep.Models), len(rep.Items))
	}
	m := rep.Models[0]
	if m.Scored != 3 || m.RightWritten != 1 || m.WrongWritten != 1 || m.RefusedWritten != 1 {
		t.Errorf("as written: %+v", m)
	}
	if m.RightThrough != 2 || len(m.Fixed) != 1 || !strings.Contains(m.Fixed[0], "fixed") || len(m.Broken) != 0 {
		t.Errorf("through gql: %+v", m)
	}
	if m.Calls != 4 {
		t.Errorf("%d LLM calls, want one per question (the fix is deterministic)", m.Calls)
	}
	var b bytes.Buffer
	if err := rep.Markdown(&b); err != nil || !strings.Contains(b.String(), "| m | 4 | 3 |") {
		t.Errorf("markdown:\n%s", b.String())
	}
}

// TestReplayGoldBar is issue 10's bar on the development gold: for each
// recorded model, through gql ≥ as written + 2 points at answer level, at
// most 1% of the right answers broken, at most 1.10 LLM calls a question.
func TestReplayGoldBar(t *testing.T) {
	t.Parallel()
	uri := testenv.Neo4j(t)
	items, err := LoadGold(goldPath)
	if err != nil {
		t.Fatal(err)
	}
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	rep, err := RunReplay(ctx, ReplayOptions{Gold: items, Setup: gql.Setup{Backends: []string{"neo4j=" + uri}, Exec: true,
		ExecOptions: backends.ExecOptions{Timeout: 10 * time.Second, Limit: 1000}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Models) != 2 {
		t.Fatalf("%d models, want the two recorded ones", len(rep.Models))
	}
	for _, m := range rep.Models {
		written, through := Rate(m.RightWritten, m.Scored), Rate(m.RightThrough, m.Scored)
		t.Logf("%s: %d scored; right as written %.1f%%, through gql %.1f%%; fixed %d, broken %d; %.3f calls/question",
			m.Model, m.Scored, written, through, len(m.Fixed), len(m.Broken), m.CallsPerQuestion)
		for _, b := range m.Broken {
			t.Logf("  broken: %s", b)
		}
		if through < written+2 {
			t.Errorf("%s: through gql %.1f%% is not 2 points above as written %.1f%%", m.Model, through, written)
		}
		if float64(len(m.Broken)) > 0.01*float64(m.RightWritten) {
			t.Errorf("%s: %d of %d right answers broken (allowed 1%%)", m.Model, len(m.Broken), m.RightWritten)
		}
		if m.CallsPerQuestion > 1.10 {
			t.Errorf("%s: %.3f LLM calls per question, want ≤ 1.10", m.Model, m.CallsPerQuestion)
		}
	}
}
