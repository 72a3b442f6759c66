package critic_test

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
)

// TestCypherAgreesWithNeo4j asks a real Neo4j 5.26 to compile (EXPLAIN, which
// plans without running) every text2cypher-movies output and compares its
// verdict with the critic's, run without a schema. This is the ground truth
// the corpus's own syntax_error flags should have been.
func TestCypherAgreesWithNeo4j(t *testing.T) {
	rows := loadT2C(t)
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)

	type verdict struct {
		neo4jRejects, criticRejects bool
		code, msg                   string
	}
	// How the corpus's own syntax_error flags compare with the same server.
	flagAgree := map[string]*tally{}
	var vs []verdict
	codes := map[string]int{}
	for _, r := range rows {
		c, cancel := context.WithTimeout(ctx, 20*time.Second)
		_, err := neo4j.ExecuteQuery(c, drv, "EXPLAIN "+r.Query, nil, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithReadersRouting())
		cancel()
		v := verdict{criticRejects: len(errorsOf(critic.Run(lang.Cypher, r.Query, nil))) > 0}
		if err != nil {
			var ne *neo4j.Neo4jError
			if !errors.As(err, &ne) {
				t.Fatalf("record %d/%s: %v", r.Record, r.Model, err)
			}
			v.neo4jRejects, v.code, v.msg = true, ne.Code, ne.Msg
			codes[ne.Code]++
		}
		if flagAgree[r.Model] == nil {
			flagAgree[r.Model] = &tally{}
		}
		flagAgree[r.Model].n++
		if (r.Flags["syntax_error"] == "True") == v.neo4jRejects {
			flagAgree[r.Model].hit++
		}
		if v.neo4jRejects != v.criticRejects {
			t.Logf("record %d/%s: neo4j %v (%s %s), critic %v\n%s", r.Record, r.Model, v.neo4jRejects, v.code,
				firstLine(v.msg), v.criticRejects, r.Query)
		}
		vs = append(vs, v)
	}
	var recall, falseRej tally
	for _, v := range vs {
		if v.neo4jRejects {
			recall.n++
			if v.criticRejects {
				recall.hit++
			}
		} else {
			falseRej.n++
			if v.criticRejects {
				falseRej.hit++
			}
		}
	}
	var cs []string
	for c, n := range codes {
		cs = append(cs, fmt.Sprintf("%s: %d", c, n))
	}
	sort.Strings(cs)
	t.Logf("Neo4j rejects %d of %d queries (%s)", recall.n, len(vs), strings.Join(cs, ", "))
	t.Logf("critic rejects %v of the queries Neo4j rejects, and %v of those it accepts", recall, falseRej)
	for m, a := range flagAgree {
		t.Logf("corpus syntax_error flags of %s agree with Neo4j 5.26 on %v", m, a)
	}
	if recall.pct() < 95 {
		t.Errorf("critic catches %v of Neo4j's rejections, want >= 95%%", recall)
	}
	if falseRej.pct() > 2 {
		t.Errorf("critic rejects %v of queries Neo4j accepts, want <= 2%%", falseRej)
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
