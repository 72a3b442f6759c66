package backends

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		uri  string
		b    Backend
		want Backend
		err  string
	}{
		{"bolt://127.0.0.1:7687", "", Neo4j, ""},
		{"neo4j://h:1", "", Neo4j, ""},
		{"ws://h:8182/gremlin", "", GremlinServer, ""},
		{"ws://h:8183/gremlin", JanusGraph, JanusGraph, ""},
		{"http://h:3030/movies", "", Fuseki, ""},
		{"http://h:3030/movies", Neo4j, "", "does not fit"},
		{"ftp://h/x", "", "", "unknown scheme"},
		{"127.0.0.1:7687", "", "", "bad server URI"},
	} {
		got, err := resolve(tc.uri, tc.b)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s/%s: err %v, want %q", tc.uri, tc.b, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s/%s: %s, %v; want %s", tc.uri, tc.b, got, err, tc.want)
		}
	}
}

func TestParseFuseki(t *testing.T) {
	for uri, want := range map[string]string{
		"http://h:3030":              "http://h:3030/movies",
		"http://h:3030/":             "http://h:3030/movies",
		"http://h:3030/ds":           "http://h:3030/ds",
		"http://h:3030/ds/query":     "http://h:3030/ds",
		"http://h:3030/ds/sparql?x=": "http://h:3030/ds",
	} {
		f, err := parseFuseki(uri)
		if err != nil || f.Dataset != want {
			t.Errorf("%s: %s %v, want %s", uri, f.Dataset, err, want)
		}
	}
}

func TestFindPos(t *testing.T) {
	for msg, want := range map[string][2]int{
		"Invalid input 'X' (line 2, column 8 (offset: 20))": {2, 8},
		"Lexical error at line 3, column 1.":                {3, 1},
		"Unexpected input: '(' @ line 1, column 4.":         {1, 4},
		"line 1:7 mismatched input":                         {1, 8},
		"no position":                                       {0, 0},
	} {
		l, c := findPos(msg)
		if l != want[0] || c != want[1] {
			t.Errorf("%q: %d:%d, want %d:%d", msg, l, c, want[0], want[1])
		}
	}
}

func TestTraversalOnly(t *testing.T) {
	for q, ok := range map[string]bool{
		"g.V().has('name', 'graph; new System').values('name')": true,
		"g.V().count()":                                true,
		"  g.E().limit(1)":                             true,
		"graph.addVertex('x')":                         false,
		"g.V(); g.V()":                                 false,
		"g.V().map{ it.get() }":                        false,
		"g.V().sideEffect{ System.exit(0) }":           false,
		"g.getGraph().addVertex()":                     false,
		"g.withoutStrategies(ReadOnlyStrategy).addV()": false,
		"new File('/etc/passwd').text":                 false,
		"g = gro; g.V()":                               false,
		"g.io('/tmp/x.json').write()":                  false,
		"g.V().map(Lambda.function('it.get()'))":       false,
		"g.withComputer().V().pageRank()":              false,
		"g.V().has('file', 'g.io(x)').values('io')":    true,
	} {
		err := traversalOnly(q)
		if (err == nil) != ok {
			t.Errorf("%q: %v, want ok=%v", q, err, ok)
		}
	}
}

func TestIsUpdate(t *testing.T) {
	for q, want := range map[string]bool{
		"INSERT DATA { <a> <b> <c> }":                                true,
		"PREFIX : <http://x/>\n# comment\nDELETE WHERE { ?s ?p ?o }": true,
		"prefix x: <y:> clear default":                               true,
		"SELECT * WHERE { ?s ?p ?o }":                                false,
		"PREFIX : <http://x/> SELECT ?insert WHERE { ?s ?p ?o }":     false,
		"ASK { ?s <http://x/DELETE> ?o }":                            false,
	} {
		if isUpdate(q) != want {
			t.Errorf("%q: isUpdate = %v", q, !want)
		}
	}
}

// The result decoder types literals, keeps unbound cells null, and stops
// at the limit without reading further.
func TestDecodeResults(t *testing.T) {
	body := `{"head":{"vars":["t","n","f","b","u"]},"results":{"bindings":[
	 {"t":{"type":"literal","value":"The Matrix"},"n":{"type":"literal","datatype":"http://www.w3.org/2001/XMLSchema#integer","value":"1999"},
	  "f":{"type":"literal","datatype":"http://www.w3.org/2001/XMLSchema#decimal","value":"7.5"},"b":{"type":"literal","datatype":"http://www.w3.org/2001/XMLSchema#boolean","value":"true"}},
	 {"t":{"type":"uri","value":"http://example.org/movies/Movie"}},
	 BROKEN`
	r, err := decodeResults(strings.NewReader(body), 2)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Truncated || len(r.Rows) != 2 {
		t.Fatalf("want 2 rows, truncated; got %d, %v", len(r.Rows), r.Truncated)
	}
	row := r.Rows[0]
	if row[0].Str != "The Matrix" || row[1].Kind != Int || row[1].Int != 1999 || row[2].Float != 7.5 || !row[3].Bool || row[4].Kind != Null {
		t.Fatalf("bad row %v", row)
	}
	if _, err := decodeResults(strings.NewReader(body), 5); err == nil {
		t.Fatal("a broken body past the limit must fail when read")
	}
	ask, err := decodeResults(strings.NewReader(`{"head":{},"boolean":true}`), 10)
	if err != nil || len(ask.Rows) != 1 || !ask.Rows[0][0].Bool {
		t.Fatalf("ASK: %v %v", ask, err)
	}
}

func TestToNTriples(t *testing.T) {
	g, err := graph.Read(strings.NewReader(`{"node":"k","labels":["Person"],"props":{"name":"Keanu \"K\" Reeves","born":1964}}
{"node":"m","labels":["Movie"],"props":{"title":"The Matrix","score":8.5}}
{"edge":"e1","type":"ACTED_IN","from":"k","to":"m","props":{"roles":["Neo","The One"]}}
{"edge":"e2","type":"LIKES","from":"k","to":"m"}`), "t.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := ToNTriples(&b, g, "http://example.org/t/"); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		`<http://example.org/t/id/k> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/t/Person> .`,
		`<http://example.org/t/id/k> <http://example.org/t/name> "Keanu \"K\" Reeves" .`,
		`<http://example.org/t/id/k> <http://example.org/t/born> "1964"^^<http://www.w3.org/2001/XMLSchema#integer> .`,
		`<http://example.org/t/id/m> <http://example.org/t/score> "8.5E+00"^^<http://www.w3.org/2001/XMLSchema#double> .`,
		`<http://example.org/t/id/k> <http://example.org/t/ACTED_IN> <http://example.org/t/id/m> .`,
		`_:e0 <http://www.w3.org/1999/02/22-rdf-syntax-ns#predicate> <http://example.org/t/ACTED_IN> .`,
		`_:e0 <http://example.org/t/roles> "Neo" .`,
		`_:e0 <http://example.org/t/roles> "The One" .`,
		`<http://example.org/t/id/k> <http://example.org/t/LIKES> <http://example.org/t/id/m> .`,
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("missing %s in\n%s", want, out)
		}
	}
	if strings.Contains(out, "_:e1") {
		t.Error("an edge without properties was reified")
	}
}

func TestRelationIdentifierReader(t *testing.T) {
	// Bytes as JanusGraph 1.1 sent them for an edge id (after the type name).
	data := []byte{0, 0, 0x10, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0x08, 0, 0, 0, 0, 0, 0, 0x38, 0x15,
		0, 0, 0, 0, 0, 0, 0xb0, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x10, 0xb8, 0xff}
	i := 0
	v, err := readRelationIdentifier(&data, &i)
	if err != nil {
		t.Fatal(err)
	}
	if v != "45057-4104-14357-4280" || i != len(data)-1 {
		t.Fatalf("got %v, consumed %d of %d", v, i, len(data)-1)
	}
	short := data[:20]
	i = 0
	if _, err := readRelationIdentifier(&short, &i); err == nil {
		t.Fatal("truncated id accepted")
	}
}

func TestSameCounts(t *testing.T) {
	g := &graph.Graph{
		Nodes: []graph.Node{{ID: "a", Labels: []string{"Person", "Actor"}}, {ID: "b", Labels: []string{"Movie"}}},
		Edges: []graph.Edge{{ID: "e", Type: "ACTED_IN", From: "a", To: "b"}},
	}
	edges := map[string]int64{"ACTED_IN": 1}
	if !sameCounts(g, map[string]int64{"Person": 1, "Actor": 1, "Movie": 1}, edges, true) {
		t.Error("Neo4j-style counts of a two-label node not accepted")
	}
	if !sameCounts(g, map[string]int64{"Person": 1, "Movie": 1}, edges, false) {
		t.Error("first-label counts not accepted")
	}
	if sameCounts(g, map[string]int64{"Person": 2, "Movie": 1}, edges, false) {
		t.Error("a doubled load accepted")
	}
	if sameCounts(g, map[string]int64{"Person": 1, "Movie": 1, "Other": 3}, edges, false) {
		t.Error("extra nodes accepted")
	}
	if sameCounts(g, map[string]int64{"Person": 1, "Movie": 1}, map[string]int64{}, false) {
		t.Error("missing edges accepted")
	}
}

func TestErrorDiagnostic(t *testing.T) {
	q := "MATCH (n)\nRETRUN n"
	e := &Error{Class: Syntax, Backend: Neo4j, Endpoint: "bolt://x", Code: "Neo.ClientError.Statement.SyntaxError", Msg: "Invalid input 'RETRUN'", Line: 2, Col: 1}
	d := e.Diagnostic(q)
	if d.Pos.Line != 2 || d.Pos.Col != 1 || d.Span.Start != 10 || d.Check != "exec.syntax" {
		t.Fatalf("bad diagnostic %+v", d)
	}
	if !strings.Contains(e.Error(), "bolt://x") || !strings.Contains(e.Error(), "line 2, col 1") {
		t.Fatalf("error text %q lacks endpoint or position", e.Error())
	}
	e.Line, e.Col = 0, 0
	if d := e.Diagnostic(q); d.Pos.Line != 1 || d.Span.End != len(q) {
		t.Fatalf("positionless error should cover the query: %+v", d)
	}
	if ClassOf(e) != Syntax || ClassOf(nil) != 0 {
		t.Fatal("ClassOf")
	}
}

func TestDecodeTriples(t *testing.T) {
	nt := `<http://example.org/movies/id/k> <http://example.org/movies/born> "1964"^^<http://www.w3.org/2001/XMLSchema#integer> .
<http://example.org/movies/id/k> <http://example.org/movies/name> "Keanu" .
_:b0 <http://example.org/movies/roles> "Neo" .
`
	r, err := decodeTriples(strings.NewReader(nt), 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Rows) != 2 || !r.Truncated {
		t.Fatalf("want 2 rows, truncated: %+v", r)
	}
	if r.Rows[0][2].Kind != Int || r.Rows[0][2].Int != 1964 || r.Rows[1][2].Str != "Keanu" {
		t.Fatalf("literals not typed: %v", r.Rows)
	}
	all, err := decodeTriples(strings.NewReader(nt), 10)
	if err != nil || len(all.Rows) != 3 || !strings.HasPrefix(all.Rows[2][0].Str, "_:") {
		t.Fatalf("blank node subject: %v %v", all, err)
	}
}

func TestOutsideReach(t *testing.T) {
	for _, tc := range []struct {
		b   Backend
		q   string
		bad bool
	}{
		{Neo4j, "LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row", true},
		{Neo4j, "load  csv with headers from 'http://x' as r return r", true},
		{Neo4j, "MATCH (m:Movie {title: 'LOAD CSV'}) RETURN m // LOAD CSV", false},
		{Neo4j, "MATCH (m) RETURN m.download, m.csv", false},
		{Neo4j, "TERMINATE TRANSACTIONS 'neo4j-transaction-1'", true},
		{Neo4j, "SHOW TRANSACTIONS YIELD transactionId TERMINATE TRANSACTION transactionId", true},
		{Fuseki, "SELECT * WHERE { SERVICE <http://x/> { ?s ?p ?o } }", true},
		{Fuseki, "SELECT * WHERE { SERVICE SILENT ?ep { ?s ?p ?o } }", true},
		{Fuseki, "PREFIX e: <http://x/> SELECT * WHERE { SERVICE e:q { ?s ?p ?o } }", true},
		{Fuseki, "SELECT ?s WHERE { ?s <http://x/service> \"SERVICE <a>\" } # SERVICE <b>", false},
		{GremlinServer, "g.V().has('x', 'LOAD CSV')", false},
	} {
		if err := outsideReach(tc.b, tc.q); (err != nil) != tc.bad {
			t.Errorf("%s %q: %v, want refused=%v", tc.b, tc.q, err, tc.bad)
		}
	}
}

func TestUnknownNames(t *testing.T) {
	s := &schema.Schema{
		Labels:    []schema.Label{{Name: "Movie", Properties: []schema.Property{{Name: "title", Type: schema.String}}}, {Name: "Person", Properties: []schema.Property{{Name: "name", Type: schema.String}}}},
		EdgeTypes: []schema.EdgeType{{Name: "ACTED_IN", Endpoints: []schema.Endpoint{{From: "Person", To: "Movie"}}}},
	}
	codes := func(ns []Notice) string {
		var out []string
		for _, n := range ns {
			out = append(out, fmt.Sprintf("%s@%d:%d", n.Code, n.Line, n.Col))
		}
		return strings.Join(out, ",")
	}
	for q, want := range map[string]string{
		"g.V().hasLabel('Film').values('title')":                           "UnknownLabel@1:17",
		"g.V().has('Person', 'nam', 'Tom').out('ACTS_IN').values('title')": "UnknownProperty@1:22,UnknownEdgeType@1:40",
		"g.V().has('name', 'Tom Hanks').out('ACTED_IN').values('title')":   "",
		"g.V().has('Movie', 'title', P.within('a', 'b')).by(label)":        "",
	} {
		if got := codes(gremlinUnknown(s, q)); got != want {
			t.Errorf("%s: %s, want %s", q, got, want)
		}
	}
	v := "http://example.org/movies/"
	for q, want := range map[string]string{
		"PREFIX : <http://example.org/movies/>\nSELECT ?t WHERE { ?m a :Film ; :title ?t }":                     "UnknownName@2:25",
		"PREFIX m: <http://example.org/movies/> SELECT ?t WHERE { ?m m:title ?t ; m:ACTED_IN ?x }":              "",
		"SELECT ?t WHERE { ?m <http://example.org/movies/tittle> ?t . ?m <http://example.org/movies/id/x> ?y }": "UnknownName@1:23",
		"PREFIX : <http://example.org/movies/> SELECT ?t WHERE { ?m :title \":Film\" }":                         "",
	} {
		if got := codes(sparqlUnknown(s, v, q)); got != want {
			t.Errorf("%q: %s, want %s", q, got, want)
		}
	}
}

// A Fuseki URI in any accepted form is moved to another dataset of the same
// server, so `gql load --backend fuseki company` never writes into /movies.
func TestFusekiDataset(t *testing.T) {
	for _, in := range []string{"http://127.0.0.1:3030", "http://127.0.0.1:3030/movies", "http://127.0.0.1:3030/movies/query"} {
		got, err := FusekiDataset(in, "company")
		if err != nil || got != "http://127.0.0.1:3030/company" {
			t.Errorf("FusekiDataset(%q) = %q, %v", in, got, err)
		}
	}
}
