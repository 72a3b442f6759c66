package sparql

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// spiderQuery is one row of ../shared/data/spider4sparql/questions.json.
type spiderQuery struct {
	KG       string `json:"kg_name"`
	Question string `json:"question"`
	Query    string `json:"query"`
}

// SpiderPrefix declares the vocabulary the corpus uses without declaring it.
const spiderPrefix = "PREFIX : <http://valuenet/ontop/>\n"

func loadSpider(tb testing.TB) []spiderQuery {
	tb.Helper()
	path := filepath.Join("..", "..", "..", "shared", "data", "spider4sparql", "questions.json")
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Skipf("Spider4SPARQL corpus not available (%v)", err)
	}
	var qs []spiderQuery
	if err := json.Unmarshal(b, &qs); err != nil {
		tb.Fatal(err)
	}
	return qs
}

// TestSpider4SPARQLCoverage parses every corpus query; the corpus was run
// on a real endpoint upstream, so each one must parse.
func TestSpider4SPARQLCoverage(t *testing.T) {
	qs := loadSpider(t)
	failed := 0
	for i, q := range qs {
		_, ds := Parse(spiderPrefix + q.Query)
		if len(ds) > 0 {
			failed++
			t.Errorf("query %d (%s): %v\n  %s", i, q.KG, ds[0], q.Query)
		}
	}
	t.Logf("Spider4SPARQL: parsed %d of %d queries", len(qs)-failed, len(qs))
}
