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
