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
