package gql_test

import (
	"context"
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

// TestBuildTakesChat: a chat client given to Setup is the LLM, with no
// endpoint behind it; a replay answers with the recorded query, on two
// schemas.
func TestBuildTakesChat(t *testing.T) {
	cases := []struct{ schema, question, query string }{
		{"movies", "Who directed The Matrix?", "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name"},
		{"company", "Who manages Hannah Schmidt?", "MATCH (m:Employee)-[:MANAGES]->(e:Employee {name: 'Hannah Schmidt'}) RETURN m.name"},
	}
	for _, c := range cases {
		rp := llm.NewReplay([]llm.Recording{{Question: c.question, Model: "m", Queries: []string{c.query}}})
		st := gql.Setup{Schema: c.schema, Shots: "off", Chat: rp}
		if !st.HasLLM() {
			t.Fatal("a setup with a chat client says it is offline")
		}
		b, err := gql.Build(context.Background(), st)
		if err != nil {
			t.Fatal(err)
		}
		tr := b.Translate(context.Background(), c.question, lang.Cypher)
		b.Close()
		if tr.Verdict != gql.Valid || strings.TrimSpace(tr.Query) != c.query {
			t.Errorf("%s: %s %q (%s), want the recorded query", c.schema, tr.Verdict, tr.Query, tr.Reason)
		}
		if tr.Trace == nil || tr.Trace.Generator != "llm" {
			t.Errorf("%s: generator %+v, want llm", c.schema, tr.Trace)
		}
		if rp.Calls() != 1 {
			t.Errorf("%s: %d chat calls, want 1", c.schema, rp.Calls())
		}
	}
}

// TestBuildParts: a compiler built over parts its caller opened borrows
// their executors (several may speak one language; the first verifies) and
// leaves them open on Close; Parts and Backends together are refused.
func TestBuildParts(t *testing.T) {
	ctx := context.Background()
	s, g, err := examples.Resolve("movies")
	if err != nil {
		t.Fatal(err)
	}
	parts := &gql.Parts{Schema: s, Values: grounding.NewMemorySource(g, s)}
	if _, err := gql.Build(ctx, gql.Setup{Parts: parts, Backends: []string{"neo4j"}, Shots: "off"}); err == nil {
		t.Error("Parts and Backends together were accepted")
	}
	uri := testenv.Neo4j(t)
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	var xs []backends.Executor
	for i := 0; i < 2; i++ {
		x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		xs = append(xs, x)
	}
	parts.Executors = xs
	b, err := gql.Build(ctx, gql.Setup{Parts: parts, Exec: true, Shots: "off"})
	if err != nil {
		t.Fatal(err)
	}
	if b.Executors[lang.Cypher] != xs[0] {
		t.Error("the first executor of the language does not verify")
	}
	tr := b.Translate(ctx, "Who directed The Matrix?", lang.Cypher)
	if tr.Verdict != gql.Valid || tr.Rows == nil || len(tr.Rows.Rows) == 0 {
		t.Fatalf("%s %q: %s", tr.Verdict, tr.Query, tr.Reason)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	for i, x := range xs {
		if _, err := x.Exec(ctx, "RETURN 1", backends.ExecOptions{Timeout: 5 * time.Second}); err != nil {
			t.Errorf("executor %d closed by Built.Close: %v", i, err)
		}
	}
}
