package backends

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
	"github.com/gorilla/websocket"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// langExec opens the Gremlin executor on a server with the movies graph.
func langExec(t *testing.T, b Backend) *gremlinExec {
	t.Helper()
	uri := testenv.GremlinServer(t)
	if b == JanusGraph {
		uri = testenv.JanusGraph(t)
	}
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := Load(ctx, uri, g, s, LoadOptions{Backend: b, IfNeeded: true}); err != nil {
		t.Fatalf("loading movies into %s: %v", b, err)
	}
	e, err := openGremlin(ctx, b, uri, Options{Schema: s, ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func langCounts(t *testing.T, e *gremlinExec) [2]int64 {
	t.Helper()
	var out [2]int64
	for i, q := range []string{"g.V().count()", "g.E().count()"} {
		rows, _, err := e.submitLang(context.Background(), q, ExecOptions{Timeout: 10 * time.Second, Limit: -1})
		if err != nil || len(rows) != 1 {
			t.Fatalf("%s: %v %v", q, rows, err)
		}
		out[i] = FromGo(rows[0]).Int
	}
	if out[0] == 0 {
		t.Fatal("no vertices loaded")
	}
	return out
}

// The server's gremlin-lang engine itself refuses Groovy, with the client's
// traversal check bypassed: each script goes straight to submitLang. Under
// gremlin-groovy every one of these would run (graph.addVertex writes past
// the read-only gro source).
func TestGremlinLangRejectsGroovy(t *testing.T) {
	scripts := []string{
		`graph.addVertex('X')`,
		`g.V().sideEffect{ it.get().graph().addVertex('X') }`,
		`g.V().map{ it.get().remove() }`,
		`g.addV('X'); graph.addVertex('X')`,
		`def v = graph.addVertex('X'); g.V()`,
		`Runtime.getRuntime().exec('touch /tmp/gql-groovy-ran')`,
		`g.getGraph().addVertex('X')`,
	}
	for _, b := range []Backend{GremlinServer, JanusGraph} {
		t.Run(string(b), func(t *testing.T) {
			e := langExec(t, b)
			before := langCounts(t, e)
			for _, q := range scripts {
				if traversalOnly(q) == nil {
					t.Fatalf("%q passes the client check; this test means to bypass it", q)
				}
				_, _, err := e.submitLang(context.Background(), q, ExecOptions{Timeout: 5 * time.Second, Limit: 10})
				var be *Error
				if !errors.As(err, &be) || be.Code != "597" || !strings.Contains(be.Msg, "parsing failed") {
					t.Errorf("%q: want gremlin-lang's parse failure (597), got %v", q, err)
					continue
				}
				t.Logf("%q: %v", q, err)
			}
			if after := langCounts(t, e); after != before {
				t.Fatalf("counts changed: %v before, %v after", before, after)
			}
			if _, err := os.Stat("/tmp/gql-groovy-ran"); err == nil {
				t.Fatal("the server ran Groovy")
			}
		})
	}
}

// io() parses as a traversal and passes ReadOnlyStrategy; the servers' gro
// source carries NoIoStrategy (scripts/servers.d/*/init.groovy), so even
// without the client's refusal the server writes no file.
func TestGremlinIOBlockedByServer(t *testing.T) {
	for _, b := range []Backend{GremlinServer, JanusGraph} {
		t.Run(string(b), func(t *testing.T) {
			e := langExec(t, b)
			// The server runs on this machine, so a temp path is where it would write.
			path := filepath.Join(t.TempDir(), "graph.json")
			for _, q := range []string{"g.io('" + path + "').write().iterate()", "g.io('" + path + "').write()"} {
				_, _, err := e.submitLang(context.Background(), q, ExecOptions{Timeout: 10 * time.Second, Limit: 10})
				var be *Error
				if !errors.As(err, &be) || !strings.Contains(be.Msg, "io() is disabled") {
					t.Errorf("%s: want NoIoStrategy's refusal, got %v", q, err)
				}
				if be != nil && be.Class != Refused {
					t.Errorf("%s: class %v, want refused", q, be.Class)
				}
			}
			if _, err := os.Stat(path); err == nil {
				t.Fatal("the server wrote the file")
			}
		})
	}
}

// A result cut at the row limit drops its connection; the next query on
// the executor gets a fresh one and the right answer.
func TestGremlinLangLimitThenReuse(t *testing.T) {
	e := langExec(t, GremlinServer)
	ctx := context.Background()
	for _, lim := range []int{1, 5, 132} {
		rows, trunc, err := e.submitLang(ctx, "g.V().hasLabel('Person').values('name')", ExecOptions{Timeout: 10 * time.Second, Limit: lim})
		if err != nil || len(rows) != lim || !trunc {
			t.Fatalf("limit %d: %d rows, truncated=%v, %v", lim, len(rows), trunc, err)
		}
		rows, trunc, err = e.submitLang(ctx, "g.V().hasLabel('Person').count()", ExecOptions{Timeout: 10 * time.Second, Limit: lim})
		if err != nil || len(rows) != 1 || trunc || FromGo(rows[0]).Int != 133 {
			t.Fatalf("after limit %d: %v truncated=%v %v", lim, rows, trunc, err)
		}
	}
	// Exactly the limit is not truncated.
	rows, trunc, err := e.submitLang(ctx, "g.V().hasLabel('Person').values('name')", ExecOptions{Timeout: 10 * time.Second, Limit: 133})
	if err != nil || len(rows) != 133 || trunc {
		t.Fatalf("limit 133: %d rows, truncated=%v, %v", len(rows), trunc, err)
	}
}

// A context canceled mid-query stops the read at once.
func TestGremlinLangCancel(t *testing.T) {
	e := langExec(t, GremlinServer)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	start := time.Now()
	_, _, err := e.submitLang(ctx, "g.V().repeat(both().simplePath()).emit().count()", ExecOptions{Timeout: 20 * time.Second, Limit: 10})
	if err == nil || time.Since(start) > 5*time.Second {
		t.Fatalf("cancel: err=%v after %v", err, time.Since(start))
	}
	if _, _, err := e.submitLang(context.Background(), "g.V().limit(1).count()", ExecOptions{Timeout: 10 * time.Second, Limit: 10}); err != nil {
		t.Fatalf("next query: %v", err)
	}
}

// GraphSON 3 as the servers write it decodes to the values gremlin-go's
// GraphBinary reader gives, so normalisation is the same.
func TestFromGraphSON(t *testing.T) {
	const data = `{"@type":"g:List","@value":[
	 {"@type":"g:Vertex","@value":{"id":{"@type":"g:Int64","@value":1029},"label":"Movie","properties":{
	   "title":[{"@type":"g:VertexProperty","@value":{"id":{"@type":"janusgraph:RelationIdentifier","@value":{"relationId":"2vi-1r7k-1l1"}},"value":"Sleepless in Seattle","label":"title"}}],
	   "released":[{"@type":"g:VertexProperty","@value":{"id":{"@type":"g:Int64","@value":1},"value":{"@type":"g:Int32","@value":1993},"label":"released"}}]}}},
	 {"@type":"g:Edge","@value":{"id":{"@type":"janusgraph:RelationIdentifier","@value":{"relationId":"3aio-188w-6c5-20sw"}},"label":"ACTED_IN","inVLabel":"Movie","outVLabel":"Person","inV":{"@type":"g:Int64","@value":9},"outV":{"@type":"g:Int64","@value":8},"properties":{"roles":{"@type":"g:Property","@value":{"key":"roles","value":["Tina","Ann"]}}}}},
	 {"@type":"g:Map","@value":[{"@type":"g:T","@value":"id"},{"@type":"g:Int64","@value":7},{"@type":"g:T","@value":"label"},"Person","name","Nora"]},
	 {"@type":"g:Path","@value":{"labels":{"@type":"g:List","@value":[{"@type":"g:Set","@value":["a"]},{"@type":"g:Set","@value":[]}]},"objects":{"@type":"g:List","@value":[
	   {"@type":"g:Vertex","@value":{"id":{"@type":"g:Int64","@value":1},"label":"Person","properties":{"name":[{"@type":"g:VertexProperty","@value":{"id":{"@type":"g:Int64","@value":2},"value":"Keanu Reeves","label":"name"}}]}}},
	   {"@type":"g:Edge","@value":{"id":{"@type":"g:Int64","@value":5},"label":"ACTED_IN","inV":{"@type":"g:Int64","@value":3},"outV":{"@type":"g:Int64","@value":1}}},
	   {"@type":"g:Vertex","@value":{"id":{"@type":"g:Int64","@value":3},"label":"Movie","properties":{"title":[{"@type":"g:VertexProperty","@value":{"id":{"@type":"g:Int64","@value":4},"value":"The Matrix","label":"title"}}]}}}]}}},
	 {"@type":"g:Set","@value":[{"@type":"g:Double","@value":1.5},{"@type":"g:Float","@value":2.5},{"@type":"g:Double","@value":"NaN"}]},
	 {"@type":"gx:BigDecimal","@value":12.50},
	 {"@type":"gx:BigInteger","@value":123456789012345678901234567890},
	 {"@type":"g:Map","@value":[{"@type":"g:List","@value":[1,2]},"listKey"]},
	 {"@type":"g:Date","@value":0},
	 {"@type":"g:BulkSet","@value":["x",{"@type":"g:Int64","@value":3}]},
	 {"@type":"g:UUID","@value":"41d2e28a-20a4-4ab0-b379-d810dede3786"},
	 {"@type":"g:Direction","@value":"OUT"},
	 null, true, "s"]}`
	var resp langResponse
	if err := decodeLangResponse([]byte(`{"result":{"data":`+data+`}}`), &resp); err != nil {
		t.Fatal(err)
	}
	rows, err := decodeGraphSONList(resp.Result.Data)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 15 {
		t.Fatalf("want 15 rows, got %d: %v", len(rows), rows)
	}
	v, ok := rows[0].(*gremlingo.Vertex)
	if !ok || v.Id != int64(1029) || v.Label != "Movie" || len(v.Properties.([]any)) != 2 {
		t.Fatalf("vertex: %#v", rows[0])
	}
	ed, ok := rows[1].(*gremlingo.Edge)
	if !ok || ed.Id != "3aio-188w-6c5-20sw" || ed.OutV.Id != int64(8) || ed.InV.Label != "Movie" {
		t.Fatalf("edge: %#v", rows[1])
	}
	m, ok := rows[2].(map[any]any)
	if !ok || m["id"] != int64(7) || m["label"] != "Person" || m["name"] != "Nora" {
		t.Fatalf("map with T keys: %#v", rows[2])
	}
	if _, ok := rows[3].(*gremlingo.Path); !ok {
		t.Fatalf("path: %#v", rows[3])
	}
	if b, ok := rows[6].(*big.Int); !ok || b.String() != "123456789012345678901234567890" {
		t.Fatalf("BigInteger: %#v", rows[6])
	}
	if m, ok := rows[7].(map[any]any); !ok || m["[1 2]"] != "listKey" {
		t.Fatalf("list key: %#v", rows[7])
	}

	conv := gremlinConv{}
	want := []string{
		`"Sleepless in Seattle"`,
		`"ACTED_IN"`,
		`{"id":7,"label":"Person","name":"Nora"}`,
		`["Keanu Reeves","The Matrix"]`,
		`[1.5,2.5,"NaN"]`,
		`12.5`,
		`1.2345678901234568e+29`,
		`{"[1 2]":"listKey"}`,
		``,
		`["x","x","x"]`,
		`"41d2e28a-20a4-4ab0-b379-d810dede3786"`,
		`"OUT"`,
		`null`, `true`, `"s"`,
	}
	for i, w := range want {
		if w == "" {
			continue
		}
		got, _ := json.Marshal(conv.value(rows[i]))
		if string(got) != w {
			t.Errorf("row %d: %s, want %s", i, got, w)
		}
	}
	if got := conv.value(rows[8]); got.Kind != String || !strings.HasPrefix(time.Unix(0, 0).Format(time.RFC3339), got.Str[:10]) {
		t.Errorf("date: %v", got)
	}
}

func TestLineColOffset(t *testing.T) {
	q := "g.V().\n  héllo().x()"
	for _, c := range []struct{ line, col, want int }{{1, 1, 0}, {1, 7, 6}, {2, 3, 9}, {2, 5, 12}, {3, 1, -1}, {1, 9, -1}} {
		if got := lineColOffset(q, c.line, c.col); got != c.want {
			t.Errorf("line %d col %d: %d, want %d", c.line, c.col, got, c.want)
		}
	}
}

// BenchmarkGremlinLangDecode isolates the client-side cost of one answer
// (38 rows of the overhead benchmark's query, as the server sent them):
// plain JSON decoding against the executor's typed decoding and
// normalisation. Unlike the round-trip benchmarks it is not at the mercy
// of the machine's load.
func BenchmarkGremlinLangDecode(b *testing.B) {
	uri := testenv.GremlinServer(b)
	g, s, err := examples.Movies()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := Load(context.Background(), uri, g, s, LoadOptions{Backend: GremlinServer, IfNeeded: true}); err != nil {
		b.Fatal(err)
	}
	conn, _, err := websocket.DefaultDialer.Dial(uri, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	for _, q := range []string{
		`g.V().hasLabel('Movie').project('m','released').by('title').by('released')`,
		`g.V().hasLabel('Movie').project('m','released').by().by('released')`,
	} {
		frame, _ := langFrame(q, ExecOptions{Timeout: 10 * time.Second, Limit: 1000})
		if err := conn.WriteMessage(websocket.BinaryMessage, frame); err != nil {
			b.Fatal(err)
		}
		_, raw, err := conn.ReadMessage()
		if err != nil {
			b.Fatal(err)
		}
		name := "values"
		if strings.Contains(q, "by()") {
			name = "vertices"
		}
		b.Run(name+"/json", func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			for b.Loop() {
				var v map[string]any
				if err := json.Unmarshal(raw, &v); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/executor", func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			for b.Loop() {
				var resp langResponse
				if err := decodeLangResponse(raw, &resp); err != nil {
					b.Fatal(err)
				}
				rows, err := decodeGraphSONList(resp.Result.Data)
				if err != nil {
					b.Fatal(err)
				}
				if r := (gremlinConv{schema: s}).table(rows); len(r.Rows) != 38 {
					b.Fatal(len(r.Rows))
				}
			}
		})
	}
}

// List properties are Java arrays on the servers; GraphSON sends them whole
// (GraphBinary could not), so a bare values('roles') is the same list as
// values('roles').unfold().fold().
func TestGremlinLangBareListProperty(t *testing.T) {
	const edge = "g.V().has('Person','name','Tom Hanks').outE('ACTED_IN').where(__.inV().has('title','Cloud Atlas'))"
	for _, b := range []Backend{GremlinServer, JanusGraph} {
		t.Run(string(b), func(t *testing.T) {
			e := langExec(t, b)
			bare, err := e.Exec(context.Background(), edge+".values('roles')", ExecOptions{})
			if err != nil {
				t.Fatal(err)
			}
			folded, err := e.Exec(context.Background(), edge+".values('roles').unfold().fold()", ExecOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if len(bare.Rows) != 1 || bare.Rows[0][0].Kind != List || len(bare.Rows[0][0].List) < 2 {
				t.Fatalf("want one row holding the roles list, got\n%s", bare.Text())
			}
			if ok, why := Equal(bare, folded, CompareOptions{}); !ok {
				t.Fatalf("bare and folded differ: %s", why)
			}
		})
	}
}

// Queries in flight at once on one executor each get their own connection;
// one cut short by its row limit does not disturb the others.
func TestGremlinLangConcurrent(t *testing.T) {
	e := langExec(t, GremlinServer)
	errs := make(chan error, 16)
	for i := range 16 {
		go func() {
			lim := 1000
			if i%2 == 0 {
				lim = 3
			}
			r, err := e.Exec(context.Background(), "g.V().hasLabel('Person').values('name')", ExecOptions{Limit: lim})
			switch {
			case err != nil:
				errs <- err
			case lim == 3 && (len(r.Rows) != 3 || !r.Truncated), lim == 1000 && (len(r.Rows) != 133 || r.Truncated):
				errs <- fmt.Errorf("limit %d: %d rows, truncated=%v", lim, len(r.Rows), r.Truncated)
			default:
				errs <- nil
			}
		}()
	}
	for range 16 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// Server statuses become classes; a gremlin-lang parse failure at a step
// name is an unknown step (semantic), anywhere else a syntax error.
func TestGremlinClassify(t *testing.T) {
	const pf = "Failed to interpret Gremlin query: Query parsing failed at line %d, character position at %d, error message : no viable alternative"
	e := &gremlinExec{b: GremlinServer, uri: "ws://h/gremlin"}
	for _, c := range []struct {
		code, msg, q string
		class        Class
		line, col    int
	}{
		{"597", fmt.Sprintf(pf, 1, 6), "g.V().noSuchStep()", Semantic, 1, 7},
		{"597", fmt.Sprintf(pf, 2, 2), "g.V().\n  outt('x')", Semantic, 2, 3},
		{"597", fmt.Sprintf(pf, 1, 12), "g.V().where(nope())", Semantic, 1, 13},
		{"597", fmt.Sprintf(pf, 1, 21), "g.V().has('name','x'", Syntax, 1, 22},
		{"597", fmt.Sprintf(pf, 1, 0), "graph.addVertex('x')", Syntax, 1, 1},
		{"597", fmt.Sprintf(pf, 1, 16), "g.V().sideEffect{ it }", Syntax, 1, 17},
		{"598", "Evaluation exceeded the configured 'evaluationTimeout' threshold of 2000 ms", "g.V()", Runtime, 0, 0},
		{"597", "The provided traversal has a mutating step and thus is not read only: AddVertexStartStep({label=[x]})", "g.addV('x')", Refused, 0, 0},
		{"597", "io() is disabled on this traversal source: it reads and writes files on the server", "g.io('f').write()", Refused, 0, 0},
		{"597", "The property does not exist as the key has no associated value for the provided element: v[1]:born", "g.V().values('born')", Semantic, 0, 0},
		{"499", "bad request", "g.V()", Runtime, 0, 0},
	} {
		err := e.classify(c.code, c.msg, c.q, errors.New(c.msg), time.Second)
		var be *Error
		if !errors.As(err, &be) || be.Class != c.class || be.Line != c.line || be.Col != c.col || be.Code == "" {
			t.Errorf("%q / %q: got %v (line %d col %d), want %v at %d:%d", c.q, c.msg, err, be.Line, be.Col, c.class, c.line, c.col)
		}
	}
}
