package twig

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
)

type aligned struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Question string `json:"question"`
	Cypher   string `json:"cypher"`
	Gremlin  string `json:"gremlin"`
	SPARQL   string `json:"sparql"`
}

func readAligned(t testing.TB) []aligned {
	t.Helper()
	path := filepath.Join("..", "testdata", "movies", "aligned", "questions.jsonl")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("aligned benchmark not present: %v", err)
	}
	return readJSONL(t, path)
}

func edgeTypes(f *Footprint) string {
	var ts []string
	for _, e := range f.Edges {
		ts = append(ts, e.Type)
	}
	sort.Strings(ts)
	return strings.Join(ts, ",")
}

// TestGoldFootprintsAgree: the three gold queries of an aligned question
// express one structure, so their footprints must name the same edge types
// and labels — a check on the three readers, since hit rates per language
// are only comparable if they read structure alike.
func TestGoldFootprintsAgree(t *testing.T) {
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range readAligned(t) {
		c, g, sp := mustFP(t)(OfCypher(a.Cypher, s)), mustFP(t)(OfGremlin(a.Gremlin, s)), mustFP(t)(OfSPARQL(a.SPARQL, s))
		if edgeTypes(c) != edgeTypes(g) || edgeTypes(c) != edgeTypes(sp) {
			t.Errorf("%s edges differ:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, c, g, sp)
		}
		for l := range c.Labels {
			if !Contains(g, &Footprint{Labels: map[string]bool{l: true}}) || !Contains(sp, &Footprint{Labels: map[string]bool{l: true}}) {
				t.Errorf("%s: label %s missing in gremlin %s / sparql %s", a.ID, l, g, sp)
			}
		}
		for p := range c.Props {
			one := &Footprint{Props: map[string]bool{p: true}}
			if !Contains(g, one) || !Contains(sp, one) {
				t.Errorf("%s: property %s missing:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, p, c, g, sp)
			}
		}
		for sh := range c.Shapes {
			if !g.Shapes[sh] || !sp.Shapes[sh] {
				t.Logf("%s: shape %s:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, sh, c, g, sp)
			}
		}
	}
}

func TestFootprintReaders(t *testing.T) {
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		f    *Footprint
		want string
	}{
		{"cypher var-length + distinct", mustFP(t)(OfCypher("MATCH (p:Person {name: 'Tom (Hanks)'})-[:FOLLOWS*1..3]->(q) RETURN DISTINCT q.name", s)),
			":Person (Person)-[FOLLOWS]->() .?.name .Person.name #distinct #var-length"},
		{"cypher grouped count with ORDER/LIMIT", mustFP(t)(OfCypher("MATCH (p:Person)-[:ACTED_IN]->(m:Movie)\nRETURN p.name, count(m) AS n ORDER BY n DESC LIMIT 3", s)),
			":Movie :Person (Person)-[ACTED_IN]->(Movie) .Person.name #count #group #limit #order"},
		{"cypher not exists", mustFP(t)(OfCypher("MATCH (p:Person) WHERE NOT EXISTS { (p)-[:DIRECTED]->(:Movie) } AND p.born IS NOT NULL RETURN p.name", s)),
			":Movie :Person (Person)-[DIRECTED]->(Movie) .Person.born .Person.name #negation"},
		{"cypher incoming edge with properties", mustFP(t)(OfCypher("MATCH (m:Movie)<-[r:REVIEWED]-(p:Person) WHERE r.rating > 80 RETURN avg(r.rating)", s)),
			":Movie :Person (Person)-[REVIEWED]->(Movie) .REVIEWED.rating #avg"},
		{"gremlin groupCount", mustFP(t)(OfGremlin("g.V().hasLabel('Movie').in('DIRECTED').groupCount().by('name')", s)),
			":Movie :Person (Person)-[DIRECTED]->(Movie) .Person.name #count #group"},
		{"gremlin outE/inV edge property", mustFP(t)(OfGremlin("g.V().has('Person','name','Keanu Reeves').outE('ACTED_IN').has('roles').inV().values('title')", s)),
			":Movie :Person (Person)-[ACTED_IN]->(Movie) .ACTED_IN.roles .Movie.title .Person.name"},
		{"gremlin negation", mustFP(t)(OfGremlin("g.V().hasLabel('Person').not(__.out('ACTED_IN')).values('name')", s)),
			":Movie :Person (Person)-[ACTED_IN]->(Movie) .Person.name #negation"},
		{"sparql reification + path", mustFP(t)(OfSPARQL(`PREFIX : <http://example.org/movies/>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
SELECT ?role WHERE { ?p a :Person ; :FOLLOWS+ ?q . ?st rdf:predicate :ACTED_IN ; rdf:subject ?q ; :roles ?role . } ORDER BY ?role LIMIT 5`, s)),
			":Person (Person)-[FOLLOWS]->(Person) .ACTED_IN.roles #limit #order #var-length"},
	}
	for _, c := range cases {
		if got := c.f.String(); got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.name, got, c.want)
		}
	}
}

func TestContains(t *testing.T) {
	_, s, _ := examples.Movies()
	gold := mustFP(t)(OfCypher("MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN p.name", s))
	exists := &Footprint{Labels: map[string]bool{"Person": true}, Edges: []EdgeRef{{"Person", "DIRECTED", "Movie"}},
		Props: map[string]bool{}, Shapes: map[string]bool{"exists": true}}
	if !Contains(gold, exists) {
		t.Error("an existence twig is contained in a query matching the edge")
	}
	neg := mustFP(t)(OfCypher("MATCH (p:Person) WHERE NOT (p)-[:DIRECTED]->(:Movie) RETURN p.name", s))
	if Contains(neg, exists) {
		t.Error("an existence twig is not contained in a query negating the edge")
	}
	count := &Footprint{Labels: map[string]bool{"Person": true}, Props: map[string]bool{}, Shapes: map[string]bool{"count": true}}
	if Contains(gold, count) {
		t.Error("a count twig is not contained in a query without count")
	}
	wrongDir := &Footprint{Labels: map[string]bool{}, Edges: []EdgeRef{{"Movie", "DIRECTED", "Person"}}, Props: map[string]bool{}, Shapes: map[string]bool{}}
	if Contains(gold, wrongDir) {
		t.Error("edge direction ignored")
	}
	prop := &Footprint{Labels: map[string]bool{}, Props: map[string]bool{"Movie.released": true}, Shapes: map[string]bool{}}
	if Contains(gold, prop) {
		t.Error("property not in gold accepted")
	}
}
