package bench

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

func TestReadJSONL(t *testing.T) {
	ds, err := ReadJSONL("t.jsonl", strings.NewReader(`{"id":"a","question":"Who?","cypher":"MATCH (n) RETURN n","ordered":true}

# a comment
{"question":"What?","sparql":"SELECT * WHERE { ?s ?p ?o }","gremlin":"g.V()"}
`))
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Items) != 2 || !ds.Items[0].Ordered || ds.Items[1].ID != "line4" || len(ds.Items[1].Gold) != 2 || ds.Items[1].Gold[lang.Gremlin] != "g.V()" {
		t.Fatalf("%+v", ds.Items)
	}
	for _, bad := range []struct{ in, want string }{
		{`{"id":"a","question":"Who?"}`, "t.jsonl:1: no gold query"},
		{`{"id":"a","cypher":"MATCH (n) RETURN n"}`, "t.jsonl:1: no question"},
		{"{\"id\":\"a\",\"question\":\"q\",\"cypher\":\"x\"}\n{\"id\":\"a\",\"question\":\"r\",\"cypher\":\"y\"}", `t.jsonl:2: id "a" already used on line 1`},
		{`{"id": 1`, "t.jsonl:1:"},
	} {
		if _, err := ReadJSONL("t.jsonl", strings.NewReader(bad.in)); err == nil || !strings.HasPrefix(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.in, err, bad.want)
		}
	}
}

func TestLoadNeedsShared(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"text2cypher", "spider4sparql"} {
		_, err := Load(context.Background(), name, dir, nil)
		if err == nil || !strings.Contains(err.Error(), "needs "+dir) || !strings.Contains(err.Error(), "--shared") {
			t.Errorf("%s without the shared folder: %v", name, err)
		}
	}
	if _, err := Load(context.Background(), "no-such-set", dir, nil); err == nil {
		t.Error("an unknown dataset must be an error")
	}
}

func TestOrders(t *testing.T) {
	if !orders("MATCH (m) RETURN m.title ORDER BY m.title LIMIT 3") || orders("MATCH (m) WITH m ORDER BY m.x RETURN m.title") {
		t.Error("ordered means ORDER BY after the last RETURN")
	}
}
