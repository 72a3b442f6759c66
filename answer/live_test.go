package answer

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// On real rows from real servers, over two schemas: every sentence states
// only values of its rows (its own check passes) and lists the rows it
// says it lists.
func TestSentencesOnRealRows(t *testing.T) {
	sets := []struct {
		example, file, uri string
	}{
		{"movies", "../testdata/replay/gold.jsonl", testenv.Neo4j(t)},
		{"company", "../testdata/company/questions.jsonl", testenv.Company(t)["neo4j"]},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	for _, set := range sets {
		g, err := examples.Graph(set.example)
		if err != nil {
			t.Fatal(err)
		}
		s, err := examples.Schema(set.example)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := backends.Load(ctx, set.uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
			t.Fatal(err)
		}
		x, err := backends.Open(ctx, set.uri, backends.Options{Backend: backends.Neo4j, Schema: s})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		f, err := os.Open(set.file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		shapes := map[string]int{}
		n := 0
		for sc.Scan() {
			var item struct{ Question, Cypher string }
			if err := json.Unmarshal(sc.Bytes(), &item); err != nil || item.Cypher == "" {
				continue
			}
			res, err := x.Exec(ctx, item.Cypher, backends.ExecOptions{Limit: 200})
			if err != nil {
				continue
			}
			tab := &gql.Table{Columns: res.Columns}
			for _, row := range res.Rows {
				var r []any
				for _, v := range row {
					r = append(r, v.Go())
				}
				tab.Rows = append(tab.Rows, r)
			}
			got := Sentence(item.Question, tab, 8)
			n++
			if bad := Unsupported(got, item.Question, tab); len(bad) > 0 {
				t.Errorf("%s %q: %q states %v, not in the rows", set.example, item.Question, got, bad)
			}
			// The first value in the order the sentence uses is always said.
			// A count of none is said "no".
			if rs := readRows(parse(item.Question), tab); rs.n > 0 && !strings.Contains(got, rs.heads[0]) &&
				!(rs.heads[0] == "0" && strings.Contains(strings.ToLower(got), "no ")) {
				t.Errorf("%s %q: %q leaves out %q", set.example, item.Question, got, rs.heads[0])
			}
			switch {
			case strings.HasPrefix(got, "The answer is"), strings.Contains(got, " answers: "):
				shapes["list"]++
			case strings.HasPrefix(got, "Nothing"), strings.HasPrefix(got, "No"):
				shapes["empty"]++
				if shapes["empty"] < 4 {
					t.Logf("empty: %q %q", item.Question, got)
				}
			default:
				shapes["reworded question"]++
			}
		}
		f.Close()
		if n < 25 {
			t.Fatalf("%s: only %d gold queries ran", set.example, n)
		}
		t.Logf("%s: %d answers, shapes %v", set.example, n, shapes)
		if shapes["reworded question"] == 0 {
			t.Errorf("%s: no answer reused the question's words", set.example)
		}
	}
}
