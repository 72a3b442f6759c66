package critic_test

import (
	"context"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// TestCypherFixesOnNeo4j runs broken queries and their machine-fixed versions
// on the real Neo4j holding the bundled movies graph: each original fails
// (error or no rows), each fixed query, repaired in at most three rounds of
// critic fixes with no model involved, returns rows.
func TestCypherFixesOnNeo4j(t *testing.T) {
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)
	run := func(q string) (int, error) {
		c, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		r, err := neo4j.ExecuteQuery(c, drv, q, nil, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithReadersRouting())
		if err != nil {
			return 0, err
		}
		return len(r.Records), nil
	}
	// Only meaningful on the bundled graph; other tests may have loaded something else.
	if n, err := run("MATCH (m:Movie) WITH count(m) AS movies MATCH (p:Person) WITH movies, count(p) AS people WHERE movies = 38 AND people = 133 RETURN 1"); err != nil || n != 1 {
		t.Skip("Neo4j does not hold the bundled movies graph (load it with gql load)")
	}
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		"MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p.name",
		"MATCH (p:Person)<-[:DIRECTED]-(m) RETURN m.title",
		"MATCH (m:Movie) WHERE m.released = '1999' RETURN m.title",
		"MATCH (m:Movie {released: '2000'}) RETURN m.title",
		"MATCH (m:movie) RETURN m.title",
		"MATCH (p:Person)-[:ACTEDIN]->(m:Movie) RETURN m.title",
		"MATCH (p:Person)-[r:ACTED_IN]->(m:Movie) WHERE r.roles = 'Neo' RETURN m.title",
		"MATCH (p:Person) WHERE p.Name = 'Tom Hanks' RETURN p.born",
		"MATCH (m:Movie) WHERE m.title LIKE '%Matrix%' RETURN m.title",
		"MATCH (p:Person) RETURN p.name, size((p)-[:FOLLOWS]->()) AS follows",
		"MATCH (p:Person)-[r:ACTED_IN|:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name, type(r)",
		"MATCH (p:Person) WHERE exists(p.born) AND p.name != 'Tom Hanks' RETURN p.name",
		"MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name, count(m) AS n GROUP BY p.name ORDER BY n DESC LIMIT 3",
		"MATCH (m Movie) WHERE length(m.title) > 20 RETURN m.title",
	} {
		if n, err := run(q); err == nil && n > 0 {
			t.Errorf("%q returns %d rows on Neo4j; it was meant to fail", q, n)
			continue
		}
		fixed := q
		for round := 0; round < 3; round++ {
			r := critic.Run(lang.Cypher, fixed, s)
			if r.OK() {
				break
			}
			next, _ := diag.Apply(fixed, r.Fixes())
			if next == fixed {
				break
			}
			fixed = next
		}
		if r := critic.Run(lang.Cypher, fixed, s); !r.OK() {
			t.Errorf("%q: still has errors after fixing: %q %v", q, fixed, r.Diagnostics)
			continue
		}
		n, err := run(fixed)
		if err != nil || n == 0 {
			t.Errorf("%q fixed to %q: %d rows, %v", q, fixed, n, err)
			continue
		}
		t.Logf("%q\n    -> %q: %d rows", q, fixed, n)
	}
}
