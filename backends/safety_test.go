package backends_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

// counts is the same question in each language: how many nodes and edges.
var counts = map[backends.Backend]string{
	backends.Neo4j:         `MATCH (n) WITH count(n) AS nodes MATCH ()-[r]->() RETURN nodes, count(r) AS edges`,
	backends.GremlinServer: `g.V().fold().project('n','e').by(count(local)).by(unfold().outE().count())`,
	backends.JanusGraph:    `g.V().fold().project('n','e').by(count(local)).by(unfold().outE().count())`,
	backends.Fuseki:        `SELECT (COUNT(DISTINCT ?s) AS ?n) (COUNT(?x) AS ?t) WHERE { { ?s a ?c } UNION { ?x ?p ?o } }`,
}

var writes = map[backends.Backend][]string{
	backends.Neo4j: {`CREATE (:Person {name: 'Intruder'})`, `MATCH (n:Person) SET n.name = 'x'`, `MATCH (n) DETACH DELETE n`},
	backends.GremlinServer: {`g.addV('Person').property('name','Intruder')`, `g.V().drop()`,
		`g.V().hasLabel('Person').property('name','x')`, `graph.addVertex('Person')`,
		`g.V().sideEffect{ it.get().remove() }`},
	backends.JanusGraph: {`g.addV('Person').property('name','Intruder')`, `g.V().drop()`,
		`g.V().hasLabel('Person').property('name','x')`, `graph.addVertex('Person')`,
		`g.V().sideEffect{ it.get().remove() }`},
	backends.Fuseki: {`PREFIX : <http://example.org/movies/> INSERT DATA { :x a :Person }`,
		`DELETE WHERE { ?s ?p ?o }`, `CLEAR DEFAULT`},
}

func snapshot(t *testing.T, x backends.Executor) *backends.Result {
	t.Helper()
	r, err := x.Exec(context.Background(), counts[x.Backend()], backends.ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Rows) != 1 || r.Rows[0][0].Int == 0 {
		t.Fatalf("want one row of counts, got\n%s", r.Text())
	}
	return r
}

// Without a guard the write reaches the server, whose read-only enforcement
// (read access mode, ReadOnlyStrategy, the query-only endpoint) rejects it.
func TestWritesRejectedByServer(t *testing.T) {
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		before := snapshot(t, x)
		for _, q := range writes[b] {
			_, err := x.Exec(context.Background(), q, backends.ExecOptions{})
			if err == nil {
				t.Errorf("write %q succeeded", q)
				continue
			}
			if c := backends.ClassOf(err); c != backends.Refused {
				t.Errorf("write %q: class %v, want refused: %v", q, c, err)
			}
		}
		after := snapshot(t, x)
		if ok, why := backends.Equal(before, after, backends.CompareOptions{SameColumnOrder: true}); !ok {
			t.Fatalf("data changed: %s\nbefore:\n%s\nafter:\n%s", why, before.Text(), after.Text())
		}
		t.Logf("counts before and after: %s", strings.TrimSpace(after.Text()))
	})
}

// With a guard the write never leaves the client: a guard that records what
// it saw proves it was asked, and the error says nothing was sent.
func TestGuardRefusesBeforeSending(t *testing.T) {
	forEach(t, func(t *testing.T, b backends.Backend) {
		var asked []string
		g := func(l lang.Lang, q string) error {
			asked = append(asked, q)
			if l != b.Lang() {
				t.Errorf("guard got language %s for %s", l, b)
			}
			for _, w := range writes[b] {
				if q == w {
					return errors.New("the query writes")
				}
			}
			return nil
		}
		x, _ := withMovies(t, b, g)
		before := snapshot(t, x)
		for _, q := range writes[b] {
			_, err := x.Exec(context.Background(), q, backends.ExecOptions{})
			var be *backends.Error
			if !errors.As(err, &be) || be.Class != backends.Refused || be.Code != "Guard" {
				t.Fatalf("write %q: want a guard refusal, got %v", q, err)
			}
		}
		if len(asked) != len(writes[b])+1 {
			t.Fatalf("guard asked %d times, want %d", len(asked), len(writes[b])+1)
		}
		after := snapshot(t, x)
		if ok, why := backends.Equal(before, after, backends.CompareOptions{SameColumnOrder: true}); !ok {
			t.Fatalf("data changed: %s", why)
		}
	})
}

var runaway = map[backends.Backend]string{
	backends.Neo4j:         `MATCH p=(a)-[*]-(b) RETURN count(p)`,
	backends.GremlinServer: `g.V().repeat(both().simplePath()).emit().count()`,
	backends.JanusGraph:    `g.V().repeat(both().simplePath()).emit().count()`,
	backends.Fuseki:        `SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f . ?g ?s ?h }`,
}

// A runaway query is stopped by the timeout, well before it would end, and
// the server answers the next query.
func TestRunawayStoppedByTimeout(t *testing.T) {
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		const timeout = 2 * time.Second
		start := time.Now()
		_, err := x.Exec(context.Background(), runaway[b], backends.ExecOptions{Timeout: timeout})
		took := time.Since(start)
		if err == nil {
			t.Fatalf("runaway query finished in %s", took)
		}
		if c := backends.ClassOf(err); c != backends.Runtime {
			t.Fatalf("class %v, want runtime: %v", c, err)
		}
		if took > timeout+3*time.Second {
			t.Fatalf("stopped after %s, timeout was %s", took, timeout)
		}
		t.Logf("stopped after %s: %v", took.Round(time.Millisecond), err)
		if r := snapshot(t, x); r.Empty() {
			t.Fatalf("no answer after the runaway query: %#v", r)
		}
	})
}

// Reading stops at the row limit and says so.
func TestRowLimit(t *testing.T) {
	q := map[backends.Backend]string{
		backends.Neo4j:         `MATCH (p:Person) RETURN p.name`,
		backends.GremlinServer: `g.V().hasLabel('Person').values('name')`,
		backends.JanusGraph:    `g.V().hasLabel('Person').values('name')`,
		backends.Fuseki:        `PREFIX : <http://example.org/movies/> SELECT ?n WHERE { ?p a :Person ; :name ?n }`,
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		r, err := x.Exec(context.Background(), q[b], backends.ExecOptions{Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Rows) != 5 || !r.Truncated {
			t.Fatalf("want 5 rows, truncated; got %d rows, truncated=%v", len(r.Rows), r.Truncated)
		}
		// The executor is still usable after stopping a stream early.
		r, err = x.Exec(context.Background(), q[b], backends.ExecOptions{Limit: 1000})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Rows) != 133 || r.Truncated {
			t.Fatalf("want all 133 people, got %d (truncated=%v)", len(r.Rows), r.Truncated)
		}
	})
}

// Errors are classified, keeping the server's message and position.
func TestErrorClasses(t *testing.T) {
	type tc struct {
		q    string
		want backends.Class
		line int
	}
	cases := map[backends.Backend][]tc{
		backends.Neo4j: {
			{"MATCH (n:Person)\nRETRUN n", backends.Syntax, 2},
			{"MATCH (n) RETURN m", backends.Semantic, 1},
		},
		backends.GremlinServer: {
			{"g.V().has('name', 'x'", backends.Syntax, 0},
			{"g.V().noSuchStep()", backends.Semantic, 0},
			{"graph.addVertex('x')", backends.Refused, 0},
		},
		backends.JanusGraph: {
			{"g.V().has('name', 'x'", backends.Syntax, 0},
			{"g.V().noSuchStep()", backends.Semantic, 0},
		},
		backends.Fuseki: {
			{"SELECT ?x\nWHERE { ?x ?y }", backends.Syntax, 2},
		},
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, sendAnything)
		for _, c := range cases[b] {
			_, err := x.Exec(context.Background(), c.q, backends.ExecOptions{})
			var be *backends.Error
			if !errors.As(err, &be) {
				t.Errorf("%q: want an error, got %v", c.q, err)
				continue
			}
			if be.Class != c.want {
				t.Errorf("%q: class %v, want %v (%v)", c.q, be.Class, c.want, err)
			}
			if c.line > 0 && be.Line != c.line {
				t.Errorf("%q: line %d, want %d (%v)", c.q, be.Line, c.line, err)
			}
			if !strings.Contains(err.Error(), x.Endpoint()) {
				t.Errorf("error does not name the endpoint: %v", err)
			}
			t.Logf("%v", err)
		}
	})
}

// Neo4j warns about an unknown label; an empty result with that warning is
// a semantic error naming it.
func TestEmptyResultWithUnknownLabel(t *testing.T) {
	x, _ := withMovies(t, backends.Neo4j, nil)
	r, err := x.Exec(context.Background(), "MATCH (m:Film) RETURN m.title", backends.ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	err = backends.CheckEmpty(x.Backend(), x.Endpoint(), r)
	if backends.ClassOf(err) != backends.Semantic || !strings.Contains(err.Error(), "Film") {
		t.Fatalf("want a semantic error naming Film, got %v", err)
	}
}

// An unreachable server fails fast with a connection error naming it.
func TestUnreachable(t *testing.T) {
	for _, uri := range []string{"bolt://127.0.0.1:1", "ws://127.0.0.1:1/gremlin", "http://127.0.0.1:1/movies"} {
		start := time.Now()
		_, err := backends.Open(context.Background(), uri, backends.Options{ConnectTimeout: 2 * time.Second})
		if backends.ClassOf(err) != backends.Connection || !strings.Contains(err.Error(), "127.0.0.1:1") {
			t.Errorf("%s: want a connection error naming the endpoint, got %v", uri, err)
		}
		if d := time.Since(start); d > 4*time.Second {
			t.Errorf("%s: took %s", uri, d)
		}
	}
	// A black-hole address (no answer at all) must also respect the timeout.
	start := time.Now()
	_, err := backends.Open(context.Background(), "bolt://10.255.255.1:7687", backends.Options{ConnectTimeout: time.Second})
	if err == nil || time.Since(start) > 3*time.Second {
		t.Errorf("black-hole address: err=%v after %s", err, time.Since(start))
	}
}

// Reads that reach outside the database (files, URLs, other endpoints) are
// refused by the executors, whatever the guard says: the servers' read-only
// modes let them through.
func TestOutsideReachRefused(t *testing.T) {
	q := map[backends.Backend]string{
		backends.Neo4j:  `LOAD CSV FROM 'file:///etc/hostname' AS row RETURN row`,
		backends.Fuseki: `SELECT * WHERE { SERVICE <http://127.0.0.1:3030/movies/query> { ?s ?p ?o } } LIMIT 1`,
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		if q[b] == "" {
			t.Skip("Gremlin traversals cannot reach outside the graph")
		}
		x, _ := withMovies(t, b, sendAnything)
		_, err := x.Exec(context.Background(), q[b], backends.ExecOptions{})
		var be *backends.Error
		if !errors.As(err, &be) || be.Class != backends.Refused || be.Code != "OutsideReach" {
			t.Fatalf("want an OutsideReach refusal, got %v", err)
		}
	})
}

// io() passes ReadOnlyStrategy and would write the graph to a file on the
// server; the Gremlin executor refuses it before sending.
func TestGremlinIORefused(t *testing.T) {
	for _, b := range []backends.Backend{backends.GremlinServer, backends.JanusGraph} {
		t.Run(string(b), func(t *testing.T) {
			x, _ := withMovies(t, b, nil)
			path := filepath.Join(t.TempDir(), "graph.json")
			_, err := x.Exec(context.Background(), "g.io('"+path+"').write().iterate()", backends.ExecOptions{})
			if backends.ClassOf(err) != backends.Refused {
				t.Fatalf("want refused, got %v", err)
			}
			if _, err := os.Stat(path); err == nil {
				t.Fatal("the server wrote the file")
			}
		})
	}
}

// A missing Fuseki dataset is a connection error naming it.
func TestFusekiMissingDataset(t *testing.T) {
	base := strings.TrimSuffix(endpoint(t, backends.Fuseki), "/")
	_, err := backends.Open(context.Background(), base+"/no-such-dataset", backends.Options{Backend: backends.Fuseki})
	if backends.ClassOf(err) != backends.Connection || !strings.Contains(err.Error(), "no-such-dataset") {
		t.Fatalf("want a connection error naming the dataset, got %v", err)
	}
}

// An empty result naming something the schema lacks is a semantic error on
// every backend, at the unknown name.
func TestEmptyResultNamesUnknownElement(t *testing.T) {
	q := map[backends.Backend]string{
		backends.Neo4j:         "MATCH (m:Film) RETURN m.title",
		backends.GremlinServer: "g.V().hasLabel('Film').values('title')",
		backends.JanusGraph:    "g.V().hasLabel('Film').values('title')",
		backends.Fuseki:        "PREFIX : <http://example.org/movies/> SELECT ?t WHERE { ?m a :Film ; :title ?t }",
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		r, err := x.Exec(context.Background(), q[b], backends.ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		err = backends.CheckEmpty(x.Backend(), x.Endpoint(), r)
		var be *backends.Error
		if !errors.As(err, &be) || be.Class != backends.Semantic || !strings.Contains(be.Msg, "Film") || be.Line != 1 {
			t.Fatalf("want a semantic error naming Film at line 1, got %v", err)
		}
		t.Log(err)
	})
}

// sendAnything replaces the default guard in the tests of the layers behind
// it (server errors, the executors' own refusals), which must hold on their
// own when a caller supplies a permissive guard.
var sendAnything backends.Guard = func(lang.Lang, string) error { return nil }

// An executor opened without a guard refuses what the critic cannot read,
// before sending: the default is closed.
func TestDefaultGuardFailsClosed(t *testing.T) {
	bad := map[backends.Backend]string{
		backends.Neo4j:         "// it's\nTERMINATE TRANSACTIONS 'neo4j-transaction-1'",
		backends.GremlinServer: "g.\n// it's\nwithoutStrategies(ReadOnlyStrategy).inject('a\nb').V().hasLabel('__none__').drop()",
		backends.JanusGraph:    "g.withoutStrategies(ReadOnlyStrategy).V().hasLabel('__none__').drop()",
		backends.Fuseki:        "SELECT * WHERE { SERVICE <http://127.0.0.1:3030/movies/query> { ?s ?p ?o } }",
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		_, err := x.Exec(context.Background(), bad[b], backends.ExecOptions{})
		var be *backends.Error
		if !errors.As(err, &be) || be.Class != backends.Refused || be.Code != "Guard" {
			t.Fatalf("want a guard refusal before sending, got %v", err)
		}
	})
}
