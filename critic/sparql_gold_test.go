package critic_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// TestSPARQLGoldIsClean runs the critic with the movies schema over the
// hand-checked gold SPARQL of the aligned benchmark: every finding there is a
// false positive, so there must be none (not even a warning).
func TestSPARQLGoldIsClean(t *testing.T) {
	movies, err := schema.Load(filepath.Join("..", "examples", "movies", "schema.json"))
	if err != nil {
		t.Skipf("movies schema not available: %v", err)
	}
	f, err := os.Open(filepath.Join("..", "testdata", "movies", "aligned", "questions.jsonl"))
	if err != nil {
		t.Skipf("aligned benchmark not available: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		var row struct {
			ID     string `json:"id"`
			SPARQL string `json:"sparql"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil || row.SPARQL == "" {
			continue
		}
		n++
		r := critic.Run(lang.SPARQL, row.SPARQL, movies)
		if !r.Parsed || !r.ReadOnly {
			t.Errorf("%s: not accepted: %v\n%s", row.ID, r.Diagnostics, row.SPARQL)
			continue
		}
		for _, d := range r.Diagnostics {
			t.Errorf("%s: %s\n  %s\n%s", row.ID, d, d.Detail, row.SPARQL)
		}
	}
	if n == 0 {
		t.Fatal("no gold SPARQL read")
	}
	t.Logf("%d gold SPARQL queries checked", n)
}
