package answer

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// The corpus cases with an id run their aligned gold queries on Neo4j
// (Cypher), Gremlin Server and JanusGraph (Gremlin) and Fuseki (SPARQL).
// The rows differ per language — column names ("p.born", "value", "born"),
// column order, row order — and must give the same, written sentence. The
// movies graph is loaded when a server does not hold it yet.
func TestSameSentenceEveryLanguage(t *testing.T) {
	servers := []struct {
		name, uri, lang string
		kind            backends.Backend
	}{
		{"neo4j", testenv.Neo4j(t), "cypher", backends.Neo4j},
		{"gremlin", testenv.GremlinServer(t), "gremlin", backends.GremlinServer},
		{"janusgraph", testenv.JanusGraph(t), "gremlin", backends.JanusGraph},
		{"fuseki", testenv.Fuseki(t), "sparql", backends.Fuseki},
	}
	gold := map[string]map[string]string{}
	f, err := os.Open("../testdata/movies/aligned/questions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		qs := map[string]string{}
		for _, k := range []string{"question", "cypher", "gremlin", "sparql"} {
			qs[k], _ = m[k].(string)
		}
		gold[m["id"].(string)] = qs
	}
	f.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	xs := make([]backends.Executor, len(servers))
	for i, sv := range servers {
		// A fresh server is empty, and other packages may be loading it
		// now: the load is locked per endpoint and skipped when done.
		if _, err := backends.Load(ctx, sv.uri, g, s, backends.LoadOptions{Backend: sv.kind, IfNeeded: true}); err != nil {
			t.Fatalf("%s: %v", sv.name, err)
		}
		x, err := backends.Open(ctx, sv.uri, backends.Options{Backend: sv.kind, Schema: s})
		if err != nil {
			t.Fatalf("%s: %v", sv.name, err)
		}
		defer x.Close()
		xs[i] = x
	}
	ran := 0
	for _, c := range loadCorpus(t) {
		if c.id == "" {
			continue
		}
		qs, ok := gold[c.id]
		if !ok || qs["question"] != c.q {
			t.Errorf("%s:%d: id %q is not the aligned question %q", c.file, c.line, c.id, c.q)
			continue
		}
		ran++
		for i, sv := range servers {
			res, err := xs[i].Exec(ctx, qs[sv.lang], backends.ExecOptions{Limit: 500})
			if err != nil {
				t.Errorf("%s on %s: %v", c.id, sv.name, err)
				continue
			}
			tab := &gql.Table{Columns: res.Columns}
			for _, row := range res.Rows {
				r := make([]any, len(row))
				for j, v := range row {
					r[j] = v.Go()
				}
				tab.Rows = append(tab.Rows, r)
			}
			if got := Sentence(c.q, tab, 8); got != c.want {
				t.Errorf("%s on %s (columns %v):\n got %q\nwant %q", c.id, sv.name, res.Columns, got, c.want)
			}
		}
	}
	if ran < 20 {
		t.Fatalf("only %d corpus cases ran on the four servers, want at least 20", ran)
	}
	t.Logf("%d questions × %d servers gave the written sentence", ran, len(servers))
}
