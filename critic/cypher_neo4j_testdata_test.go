package critic_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// neo4jRejects are the findings that claim Neo4j itself refuses the query;
// every other finding (schema, warnings, writes) is about a query Neo4j
// would run.
var neo4jRejects = map[string]bool{
	"syntax": true, "cypher-missing-label-colon": true, "cypher-union": true, "cypher-label-expression": true,
	"cypher-clause-order": true, "cypher-sql-operator": true, "cypher-pattern-expression": true,
	"cypher-removed-syntax": true, "cypher-undefined-variable": true, "cypher-aggregation-grouping": true,
	"cypher-aggregate-in-where": true, "cypher-unknown-function": true, "cypher-length-not-path": true,
}

// TestCypherTestdataAgreesWithNeo4j keeps the error base honest: for every
// query in critic/testdata/cypher, Neo4j 5.26 must refuse it (EXPLAIN) exactly
// when the critic says Neo4j would.
func TestCypherTestdataAgreesWithNeo4j(t *testing.T) {
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "cypher", "*.txt"))
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range strings.Split(string(b), "#! ---") {
			q = strings.TrimSpace(markerRE.ReplaceAllString(strings.Replace(q, "#! schema: movies", "", 1), ""))
			low := strings.ToLower(q)
			// Plugins are absent from gql's server, and schema commands cannot be explained.
			if q == "" || strings.Contains(low, "apoc.") || strings.HasPrefix(low, "create index") ||
				strings.HasPrefix(low, "create constraint") {
				continue
			}
			n++
			want := false
			var why []string
			for _, d := range critic.Run(lang.Cypher, q, s).Diagnostics {
				if neo4jRejects[d.Check] {
					want = true
					why = append(why, d.Check)
				}
			}
			c, cancel := context.WithTimeout(ctx, 20*time.Second)
			_, err := neo4j.ExecuteQuery(c, drv, "EXPLAIN "+q, nil, neo4j.EagerResultTransformer)
			cancel()
			var ne *neo4j.Neo4jError
			if err != nil && !errors.As(err, &ne) {
				t.Fatalf("%v", err)
			}
			got := err != nil
			if got != want {
				msg := ""
				if ne != nil {
					msg = ne.Code + ": " + firstLine(ne.Msg)
				}
				t.Errorf("%s: Neo4j refuses=%v (%s), critic says refuses=%v %v\n%s", filepath.Base(f), got, msg, want, why, q)
			}
		}
	}
	t.Logf("compared %d testdata queries with Neo4j", n)
}
