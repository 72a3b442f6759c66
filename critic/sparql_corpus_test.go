package critic_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// TestSPARQLSpiderCritic runs the critic without a schema over every
// Spider4SPARQL query (with the corpus's ':' prefix declared). The corpus ran
// on a real endpoint upstream, so no query may be refused, and the findings
// per check are logged for the false-positive review in docs/critic.md.
func TestSPARQLSpiderCritic(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "spider4sparql", "questions.json"))
	if err != nil {
		t.Skipf("Spider4SPARQL corpus not available (%v)", err)
	}
	var rows []struct {
		KG    string `json:"kg_name"`
		Query string `json:"query"`
	}
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	perCheck := map[string]int{}
	queriesWith := map[string]int{}
	examples := map[string]string{}
	errs := 0
	for i, r := range rows {
		q := "PREFIX : <http://valuenet/ontop/>\n" + r.Query
		rep := critic.Run(lang.SPARQL, q, nil)
		if !rep.Parsed || !rep.ReadOnly {
			t.Errorf("query %d (%s) refused: %v", i, r.KG, rep.Diagnostics)
			continue
		}
		seen := map[string]bool{}
		for _, d := range rep.Diagnostics {
			if d.Severity == diag.Error {
				errs++
				t.Logf("error on query %d (%s): %s\n    %s", i, r.KG, d, r.Query)
			}
			perCheck[d.Check]++
			if !seen[d.Check] {
				seen[d.Check] = true
				queriesWith[d.Check]++
			}
			if _, ok := examples[d.Check]; !ok {
				examples[d.Check] = d.String() + "\n      " + strings.ReplaceAll(q, "\n", " ")
			}
		}
		if os.Getenv("GQL_SHOW_FINDINGS") != "" {
			for _, d := range rep.Diagnostics {
				t.Logf("%d %s: %s\n    %s", i, r.KG, d, r.Query)
			}
		}
	}
	ids := make([]string, 0, len(perCheck))
	for id := range perCheck {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	t.Logf("Spider4SPARQL: %d queries", len(rows))
	for _, id := range ids {
		t.Logf("  %-30s %4d findings in %4d queries; e.g. %s", id, perCheck[id], queriesWith[id], examples[id])
	}
	if errs > 0 {
		t.Errorf("%d error findings on queries that ran upstream", errs)
	}
}
