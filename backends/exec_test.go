package backends_test

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/backends"
)

// The same question in each language, proving loader, executor and
// normalisation agree.
var keanuMovies = map[backends.Backend]string{
	backends.Neo4j:         `MATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN m, m.released`,
	backends.GremlinServer: `g.V().has('Person','name','Keanu Reeves').out('ACTED_IN').project('m','year').by().by('released')`,
	backends.JanusGraph:    `g.V().has('Person','name','Keanu Reeves').out('ACTED_IN').project('m','year').by().by('released')`,
	backends.Fuseki: `PREFIX : <http://example.org/movies/>
SELECT ?m ?year WHERE { ?p :name "Keanu Reeves" ; :ACTED_IN ?m . ?m :released ?year }`,
}

func TestExecSameAnswerEverywhere(t *testing.T) {
	var ref *backends.Result
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		res, err := x.Exec(context.Background(), keanuMovies[b], backends.ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s:\n%s", b, res.Text())
		if len(res.Rows) != 7 {
			t.Fatalf("Keanu Reeves acted in 7 movies, got %d rows", len(res.Rows))
		}
		if ref == nil {
			ref = res
			return
		}
		if ok, why := backends.Equal(ref, res, backends.CompareOptions{}); !ok {
			t.Fatalf("differs from the first backend: %s", why)
		}
	})
}

func TestExecListProperty(t *testing.T) {
	q := map[backends.Backend]string{
		backends.Neo4j:         `MATCH (:Person {name: 'Tom Hanks'})-[r:ACTED_IN]->(:Movie {title: 'Cloud Atlas'}) RETURN r.roles`,
		backends.GremlinServer: `g.V().has('Person','name','Tom Hanks').outE('ACTED_IN').where(__.inV().has('title','Cloud Atlas')).values('roles').unfold().fold()`,
		backends.JanusGraph:    `g.V().has('Person','name','Tom Hanks').outE('ACTED_IN').where(__.inV().has('title','Cloud Atlas')).values('roles').unfold().fold()`,
	}
	forEach(t, func(t *testing.T, b backends.Backend) {
		if q[b] == "" {
			t.Skip("RDF has no list values; roles are one triple per element")
		}
		x, _ := withMovies(t, b, nil)
		res, err := x.Exec(context.Background(), q[b], backends.ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Rows) != 1 || res.Rows[0][0].Kind != backends.List || len(res.Rows[0][0].List) < 2 {
			t.Fatalf("want one row holding the list of Tom Hanks' Cloud Atlas roles, got\n%s", res.Text())
		}
	})
}

// Paths reduce to the keys of their nodes, alike in Cypher and Gremlin;
// relationships and edges to their type.
func TestPathsAndEdgesReduce(t *testing.T) {
	type pair struct{ path, edge string }
	gremlin := pair{
		`g.V().has('Person','name','Keanu Reeves').out('ACTED_IN').has('Movie','title','The Matrix').path()`,
		`g.V().has('Person','name','Keanu Reeves').as('a').outE('ACTED_IN').as('r').inV().has('Movie','title','The Matrix').as('b').select('a','b','r').by().by().by(label)`,
	}
	q := map[backends.Backend]pair{
		backends.Neo4j: {
			`MATCH p=(:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) RETURN p`,
			`MATCH (a:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(b:Movie {title: 'The Matrix'}) RETURN a, b, r`,
		},
		backends.GremlinServer: gremlin,
		backends.JanusGraph:    gremlin,
	}
	wantPath := &backends.Result{Columns: []string{"p"}, Rows: [][]backends.Value{
		{backends.L(backends.S("Keanu Reeves"), backends.S("The Matrix"))}}}
	wantEdge := &backends.Result{Columns: []string{"a", "b", "r"}, Rows: [][]backends.Value{
		{backends.S("Keanu Reeves"), backends.S("The Matrix"), backends.S("ACTED_IN")}}}
	forEach(t, func(t *testing.T, b backends.Backend) {
		if q[b].path == "" {
			t.Skip("no paths in SPARQL")
		}
		x, _ := withMovies(t, b, nil)
		for _, c := range []struct {
			q    string
			want *backends.Result
		}{{q[b].path, wantPath}, {q[b].edge, wantEdge}} {
			r, err := x.Exec(context.Background(), c.q, backends.ExecOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if ok, why := backends.Equal(c.want, r, backends.CompareOptions{OrderedLists: true}); !ok {
				t.Fatalf("%s: %s\n%s", c.q, why, r.Text())
			}
		}
	})
}

// SPARQL node IRIs reduce to their key, vocabulary IRIs to their local
// name.
func TestSPARQLReduction(t *testing.T) {
	x, _ := withMovies(t, backends.Fuseki, nil)
	r, err := x.Exec(context.Background(), `PREFIX : <http://example.org/movies/>
SELECT ?p ?rel ?m ?c WHERE { ?p :name "Keanu Reeves" ; ?rel ?m . ?m :title "The Matrix" ; a ?c }`, backends.ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := &backends.Result{Rows: [][]backends.Value{{backends.S("Keanu Reeves"), backends.S("ACTED_IN"), backends.S("The Matrix"), backends.S("Movie")}}}
	want.Columns = []string{"p", "rel", "m", "c"}
	if ok, why := backends.Equal(want, r, backends.CompareOptions{SameColumnOrder: true}); !ok {
		t.Fatalf("%s\n%s", why, r.Text())
	}
}
