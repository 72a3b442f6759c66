package cypher

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends/testenv"
)

var schemaCommand = regexp.MustCompile(`(?i)^\s*(create|drop)\s+(\w+\s+)?(index|constraint)`)

// TestGrammarAgreesWithNeo4j checks the table tests against the real thing:
// Neo4j 5.26 must compile (EXPLAIN) every query we call valid and refuse
// every one we call invalid.
func TestGrammarAgreesWithNeo4j(t *testing.T) {
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)
	for i, set := range [][]string{validQueries, invalidQueries} {
		for _, q := range set {
			if schemaCommand.MatchString(q) {
				continue // never send schema changes, even under EXPLAIN
			}
			c, cancel := context.WithTimeout(ctx, 20*time.Second)
			_, err := neo4j.ExecuteQuery(c, drv, "EXPLAIN "+q, nil, neo4j.EagerResultTransformer)
			cancel()
			if valid := i == 0; (err == nil) != valid {
				t.Errorf("we call %q valid=%v; Neo4j says %v", q, valid, err)
			}
		}
	}
}
