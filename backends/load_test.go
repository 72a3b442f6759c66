package backends_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/graph"
)

// A second load of the same graph is skipped when asked (IfNeeded), so test
// packages sharing a server load it once.
func TestLoadIfNeededSkips(t *testing.T) {
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		g, s2, _ := moviesGraph(t)
		st, err := backends.Load(context.Background(), x.Endpoint(), g, s2, backends.LoadOptions{Backend: b, IfNeeded: true})
		if err != nil {
			t.Fatal(err)
		}
		if !st.Skipped {
			t.Fatalf("movies already loaded, yet loaded again: %s", st)
		}
	})
}

// Loading clears first: on a scratch Fuseki dataset (so the shared movies
// data is never disturbed), loading graph A twice then graph B leaves
// exactly B.
func TestLoadReplaces(t *testing.T) {
	base := strings.TrimSuffix(endpoint(t, backends.Fuseki), "/")
	if i := strings.Index(base[len("http://"):], "/"); i >= 0 {
		base = base[:len("http://")+i]
	}
	name := fmt.Sprintf("gqltest%d", len(t.Name()))
	resp, err := http.PostForm(base+"/$/datasets", url.Values{"dbName": {name}, "dbType": {"mem"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	t.Cleanup(func() {
		req, _ := http.NewRequest(http.MethodDelete, base+"/$/datasets/"+name, nil)
		if r, err := http.DefaultClient.Do(req); err == nil {
			r.Body.Close()
		}
	})
	uri := base + "/" + name
	read := func(src string) *graph.Graph {
		g, err := graph.Read(strings.NewReader(src), "t.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		g.Name = "movies"
		return g
	}
	a := read(`{"node":"a","labels":["Person"],"props":{"name":"Ann"}}
{"node":"b","labels":["Person"],"props":{"name":"Bob"}}
{"edge":"e","type":"FOLLOWS","from":"a","to":"b"}`)
	b := read(`{"node":"c","labels":["Person"],"props":{"name":"Cy"}}`)
	ctx := context.Background()
	// The loader writes in the dataset's vocabulary, whatever the graph is
	// called: the one executors read the dataset with.
	q := `PREFIX : <` + backends.VocabFor(name) + `> SELECT ?n WHERE { ?p a :Person ; :name ?n }`
	for i, g := range []*graph.Graph{a, a, b} {
		if _, err := backends.Load(ctx, uri, g, nil, backends.LoadOptions{}); err != nil {
			t.Fatalf("load %d: %v", i, err)
		}
	}
	x, err := backends.Open(ctx, uri, backends.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	r, err := x.Exec(ctx, q, backends.ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Rows) != 1 || r.Rows[0][0].Str != "Cy" {
		t.Fatalf("want only Cy after loading A, A, B; got\n%s", r.Text())
	}
}
