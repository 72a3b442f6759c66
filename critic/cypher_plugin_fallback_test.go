package critic_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
)

// A plugin function the server does not know is rewritten to plain
// Cypher; on the real Neo4j (no APOC) the original fails with "Unknown
// function" and the rewrite returns what the plugin would have.
func TestPluginFallbackOnNeo4j(t *testing.T) {
	// Claude 3 Opus, ../shared text2cypher-movies; then the same habit on
	// literal data (any schema), nested and two-argument forms.
	recorded := "MATCH (m:Movie)<-[:ACTED_IN]-(p:Person)\nWITH m, collect(p.born) AS birthYears\nRETURN m.title AS movie, size(apoc.coll.toSet(birthYears)) AS numUniqueBirthYears\nORDER BY numUniqueBirthYears DESC\nLIMIT 5"
	cases := []struct{ q, fn, want string }{
		{"RETURN size(apoc.coll.toSet([3, 1, 3, 2, 1])) AS n", "apoc.coll.toSet", "3"},
		{"RETURN apoc.coll.sum(apoc.coll.toSet([2, 2, 5])) AS n", "apoc.coll.toSet", "7"}, // toSet is rewritten first, then sum
		{"RETURN apoc.coll.max([4, 9, 2]) AS n", "apoc.coll.max", "9"},
		{"RETURN apoc.text.join(['x', 'y', 'z'], '-') AS n", "apoc.text.join", "x-y-z"},
		{"RETURN apoc.coll.intersection([1, 2, 2, 3], [2, 3, 4]) AS n", "apoc.coll.intersection", "[2, 3]"},
	}
	if _, ok := critic.PluginFallback("RETURN apoc.nodes.get(1)", "apoc.nodes.get"); ok {
		t.Error("a function with no known equivalent was rewritten")
	}
	fixed, ok := critic.PluginFallback(recorded, "apoc.coll.toSet")
	if !ok || strings.Contains(fixed, "apoc.") {
		t.Fatalf("recorded query: %q %v", fixed, ok)
	}
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Guard: func(lang.Lang, string) error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	opt := backends.ExecOptions{Timeout: 10 * time.Second, Limit: 100}
	if _, err := x.Exec(ctx, "RETURN apoc.coll.toSet([1]) AS s", opt); err == nil {
		t.Skip("this Neo4j has APOC: the fallback is not needed here")
	}
	if _, err := x.Exec(ctx, fixed, opt); err != nil {
		t.Errorf("recorded query rewritten: %v\n%s", err, fixed)
	}
	for _, c := range cases {
		if _, err := x.Exec(ctx, c.q, opt); err == nil || !strings.Contains(err.Error(), "Unknown function") {
			t.Errorf("%q: want an unknown-function error, got %v", c.q, err)
		}
		q := c.q
		for i := 0; i < 3 && strings.Contains(q, "apoc."); i++ {
			_, err := x.Exec(ctx, q, opt)
			fn := c.fn
			if err != nil {
				if i := strings.Index(err.Error(), "Unknown function '"); i >= 0 {
					rest := err.Error()[i+len("Unknown function '"):]
					fn = rest[:strings.IndexByte(rest, '\'')]
				}
			}
			next, ok := critic.PluginFallback(q, fn)
			if !ok {
				t.Fatalf("%q: no fallback for %s", q, fn)
			}
			q = next
		}
		res, err := x.Exec(ctx, q, opt)
		if err != nil {
			t.Errorf("%q → %q: %v", c.q, q, err)
			continue
		}
		if got := res.Rows[0][0].String(); got != c.want {
			t.Errorf("%q → %q: %s, want %s", c.q, q, got, c.want)
		}
	}
}
