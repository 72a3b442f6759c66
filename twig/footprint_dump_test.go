package twig

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// TestFootprintDump writes the footprint of every reference query the
// project keeps (aligned movies, both company sets, the replay gold and the
// text2cypher references) to the file named by GQL_FOOTPRINT_DUMP, one line
// each, so a change to the readers can be diffed over the whole corpus.
func TestFootprintDump(t *testing.T) {
	out := os.Getenv("GQL_FOOTPRINT_DUMP")
	if out == "" {
		t.Skip("set GQL_FOOTPRINT_DUMP=FILE to write the footprint corpus")
	}
	_, movies, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	company, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	line := func(id, l, q string, s *schema.Schema) {
		fmt.Fprintf(&b, "%s %s %s\n", id, l, dumpOf(l, q, s))
	}
	for _, a := range readAligned(t) {
		line(a.ID, "cypher", a.Cypher, movies)
		line(a.ID, "gremlin", a.Gremlin, movies)
		line(a.ID, "sparql", a.SPARQL, movies)
	}
	for _, f := range []string{"questions.jsonl", "heldout.jsonl"} {
		for _, a := range readJSONL(t, filepath.Join("..", "testdata", "company", f)) {
			line(f+":"+a.ID, "cypher", a.Cypher, company)
			line(f+":"+a.ID, "gremlin", a.Gremlin, company)
			line(f+":"+a.ID, "sparql", a.SPARQL, company)
		}
	}
	for _, a := range readJSONL(t, filepath.Join("..", "testdata", "replay", "gold.jsonl")) {
		line(a.ID, "cypher", a.Cypher, movies)
	}
	path := filepath.Join("..", "..", "shared", "data", "text2cypher-movies", "questions.csv")
	if cases, err := ReadText2CypherFile(path); err == nil {
		for i, c := range cases {
			for j, q := range c.Refs {
				line(fmt.Sprintf("t2c-%d.%d", i, j), "cypher", q, movies)
			}
		}
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readJSONL(t testing.TB, path string) []aligned {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []aligned
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var a aligned
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func dumpOf(l, q string, s *schema.Schema) string {
	fp, err := Of(lang.Lang(l), q, s)
	if err != nil {
		return "ERROR " + err.Error()
	}
	return fp.String()
}
