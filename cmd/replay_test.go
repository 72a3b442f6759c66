package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/bench"
)

// gql convert --gold builds a development gold from a hand-written source
// and a questions CSV on the real Neo4j; a gold query that fails writes
// nothing; gql bench --replay scores the recordings it carries.
func TestConvertGoldAndBenchReplay(t *testing.T) {
	uri := testenv.Neo4j(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	csv := filepath.Join(dir, "q.csv")
	os.WriteFile(csv, []byte("question,type,cypher_m\n"+
		"Who directed The Matrix?,hop,\"MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'The Matrix'}) RETURN p.name\"\n"+
		"How many votes has The Matrix?,attr,\"MATCH (m:Movie {title: 'The Matrix'}) RETURN m.votes\"\n"), 0o644)
	src := filepath.Join(dir, "gold.cypher")
	os.WriteFile(src, []byte("== 2 Who directed The Matrix?\nMATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'The Matrix'})\nRETURN p.name AS name\n\n"+
		"== 3 How many votes has The Matrix?\nunanswerable: no votes property\n"), 0o644)
	out := filepath.Join(dir, "gold.jsonl")
	stdout, errs, code := runMain("convert", "--gold", src, "--questions", csv, "--backend", "neo4j="+uri, "--out", out)
	if code != 0 {
		t.Fatalf("convert --gold: exit %d: %s", code, errs)
	}
	if !strings.Contains(stdout, "2 questions (1 with a gold query, 1 unanswerable") {
		t.Errorf("convert --gold said %q", stdout)
	}
	items, err := bench.LoadGold(out)
	if err != nil || len(items) != 2 || items[0].Check.Rows != 2 || items[0].Recorded["m"] == "" {
		t.Fatalf("gold %+v %v", items, err)
	}

	bad := filepath.Join(dir, "bad.cypher")
	os.WriteFile(bad, []byte("== 2 Who directed The Matrix?\nMATCH (p:Person RETURN p\n"), 0o644)
	badOut := filepath.Join(dir, "bad.jsonl")
	if _, errs, code := runMain("convert", "--gold", bad, "--questions", csv, "--backend", "neo4j="+uri, "--out", badOut); code != 1 || !strings.Contains(errs, "entry 2") {
		t.Errorf("a failing gold query: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(badOut); err == nil {
		t.Error("a gold with a failing entry was written")
	}

	report := filepath.Join(dir, "report")
	stdout, errs, code = runMain("bench", "--replay", out, "--backend", "neo4j="+uri, "--exec", "--report", report)
	if code != 0 {
		t.Fatalf("bench --replay: exit %d: %s", code, errs)
	}
	if !strings.Contains(stdout, "| m | 2 | 1 | 100.0% (1) | 100.0% (1) |") {
		t.Errorf("bench --replay table:\n%s", stdout)
	}
	if _, err := os.Stat(filepath.Join(report, "report.json")); err != nil {
		t.Error(err)
	}
}
