package sparql

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

func mustParse(t *testing.T, q string) *Tree {
	t.Helper()
	tr, ds := Parse(q)
	if tr == nil {
		t.Fatalf("does not parse: %v\n%s", ds, q)
	}
	return tr
}

func keys(m map[string]bool) []string {
	out := []string{}
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestWalkModel(t *testing.T) {
	q := `PREFIX : <http://example.org/movies/>
PREFIX x: <http://x/>
select ?t ?n (COUNT(?p) AS ?c) WHERE {
  ?m a :Movie ; :title ?t .
  ?p :ACTED_IN ?m .
  OPTIONAL { ?m :tagline ?g }
  MINUS { ?m :released ?r }
  FILTER(?t = "x" && ?z > 1)
  BIND(STR(?t) AS ?n)
  VALUES ?v { 1 2 }
  { SELECT ?m (MAX(?y) AS ?top) WHERE { ?m :released ?y } GROUP BY ?m }
} GROUP BY ?t ?n ORDER BY DESC(?c) LIMIT 5`
	tr := mustParse(t, q)
	if tr.Form != Select {
		t.Errorf("form %s", tr.Form)
	}
	if len(tr.Prefixes) != 2 || tr.Prefixes[0].Name != "" || tr.Prefixes[1].IRI != "http://x/" {
		t.Errorf("prefixes %+v", tr.Prefixes)
	}
	if len(tr.Selects) != 2 || tr.Selects[0].Parent != nil || tr.Selects[1].Parent == nil {
		t.Fatalf("selects %+v", tr.Selects)
	}
	s := tr.Selects[0]
	if got := keys(s.Where.Bound()); !reflect.DeepEqual(got, []string{"g", "m", "n", "p", "t", "top", "v"}) {
		t.Errorf("bound %v", got) // ?r only in MINUS, ?z only in FILTER, ?y inside the sub-query
	}
	if got := keys(s.Projected()); !reflect.DeepEqual(got, []string{"c", "n", "t"}) {
		t.Errorf("projected %v", got)
	}
	if got := keys(s.GroupKeys()); !reflect.DeepEqual(got, []string{"n", "t"}) {
		t.Errorf("group keys %v", got)
	}
	if len(s.Aggregates) != 1 || s.Aggregates[0].Func != "COUNT" || s.Limit != 5 || !s.Grouped() {
		t.Errorf("aggregates %+v limit %d", s.Aggregates, s.Limit)
	}
	if q[s.GroupByEnd-len("?t ?n"):s.GroupByEnd] != "?t ?n" {
		t.Errorf("GroupByEnd %d points at %q", s.GroupByEnd, q[s.GroupByEnd-5:s.GroupByEnd])
	}
	sub := tr.Selects[1]
	if got := keys(sub.Projected()); !reflect.DeepEqual(got, []string{"m", "top"}) {
		t.Errorf("sub projected %v", got)
	}
	// triples: text of every term is the text at its span
	want := []string{"?m a :Movie", "?m :title ?t", "?p :ACTED_IN ?m", "?m :tagline ?g", "?m :released ?r", "?m :released ?y"}
	var got []string
	for _, x := range tr.Triples {
		for _, term := range []Term{x.S, x.P, x.O} {
			if q[term.Span.Start:term.Span.End] != term.Text {
				t.Errorf("span of %q reads %q", term.Text, q[term.Span.Start:term.Span.End])
			}
		}
		got = append(got, x.S.Text+" "+x.P.Text+" "+x.O.Text)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("triples %q", got)
	}
	if tr.Triples[0].Simple || !tr.Triples[2].Simple {
		t.Errorf("simple flags wrong: %v %v", tr.Triples[0].Simple, tr.Triples[2].Simple)
	}
	if tr.Triples[0].P.Kind != KA || tr.IRI(tr.Triples[0].O) != "http://example.org/movies/Movie" {
		t.Errorf("rdf:type triple %+v", tr.Triples[0])
	}
	// the comparison ?t = "x" has both operands as terms
	var eq *Comparison
	for _, c := range tr.Comparisons {
		if c.Op == "=" {
			eq = c
		}
	}
	if eq == nil || eq.L == nil || eq.R == nil || eq.L.Value != "t" || eq.R.Value != "x" || !eq.R.Quoted || !eq.InFilter {
		t.Errorf("comparison %+v", eq)
	}
}

func TestTermsAndNames(t *testing.T) {
	q := `PREFIX : <http://valuenet/ontop/>
SELECT ?n WHERE { ?s :singer\#name ?n ; :p "a\"b"@en-GB , 'c'^^<http://www.w3.org/2001/XMLSchema#string> , -1.5e3 , TRUE ; ^:q/:r* ?o }`
	tr := mustParse(t, q)
	byPred := map[string][]Term{}
	for _, x := range tr.Triples {
		byPred[x.P.Text] = append(byPred[x.P.Text], x.O)
	}
	name := tr.Triples[0].P
	if name.Kind != KPName || name.Local != "singer#name" || TermLocal(name) != "singer#name" ||
		tr.IRI(name) != "http://valuenet/ontop/singer#name" {
		t.Errorf("escaped local name: %+v", name)
	}
	objs := byPred[":p"]
	if len(objs) != 4 {
		t.Fatalf("objects of :p: %+v", objs)
	}
	if objs[0].Value != `a"b` || objs[0].Lang != "en-GB" || objs[1].Datatype == "" || objs[2].Datatype != "xsd:double" ||
		objs[3].Datatype != "xsd:boolean" || objs[3].Value != "true" {
		t.Errorf("literals: %+v", objs)
	}
	var path *Triple
	for _, x := range tr.Triples {
		if x.P.Kind == KPath {
			path = x
		}
	}
	if path == nil || len(path.PathIRIs) != 2 || path.Inverse {
		t.Errorf("path %+v", path)
	}
}

func TestLocalName(t *testing.T) {
	for in, want := range map[string]string{
		"http://example.org/movies/ACTED_IN": "ACTED_IN",
		"http://valuenet/ontop/singer#name":  "name",
		"urn:x:y":                            "y",
		"plain":                              "plain",
	} {
		if got := LocalName(in); got != want {
			t.Errorf("LocalName(%q) = %q, want %q", in, got, want)
		}
	}
	if VocabIRI("movies", "Movie") != "http://example.org/movies/Movie" || NodeIRI("movies", "7") != "http://example.org/movies/id/7" {
		t.Error("vocabulary IRIs")
	}
}

func TestKeywordCase(t *testing.T) {
	mustParse(t, "sElEcT * wHeRe { ?s a ?o } LiMiT 1")
	if tr, _ := Parse("SELECT * WHERE { ?s A ?o }"); tr != nil {
		t.Error("'A' must not stand for rdf:type: only lower-case 'a' does")
	}
}

func TestUpdatesRecognised(t *testing.T) {
	for q, want := range map[string][]string{
		"INSERT DATA { <a> <b> <c> }":                                        {"INSERT DATA"},
		"DELETE DATA { <a> <b> <c> } ; INSERT DATA { <a> <b> <d> }":          {"DELETE DATA", "INSERT DATA"},
		"PREFIX : <x:> DELETE WHERE { ?s :p ?o }":                            {"DELETE WHERE"},
		"WITH <g> DELETE { ?s ?p ?o } INSERT { ?s ?p 1 } WHERE { ?s ?p ?o }": {"WITH DELETE/INSERT"},
		"INSERT { ?s <p> 1 } USING <g> WHERE { ?s ?p ?o }":                   {"INSERT"},
		"LOAD SILENT <http://x> INTO GRAPH <g>":                              {"LOAD"},
		"CLEAR ALL ; DROP NAMED ; CREATE GRAPH <g>":                          {"CLEAR", "DROP", "CREATE"},
		"ADD <a> TO <b> ; MOVE DEFAULT TO GRAPH <c> ; COPY <a> TO DEFAULT":   {"ADD", "MOVE", "COPY"},
	} {
		tr := mustParse(t, q)
		var got []string
		for _, op := range tr.Ops {
			got = append(got, op.Kind)
			if op.Span.End <= op.Span.Start {
				t.Errorf("%q: empty span for %s", q, op.Kind)
			}
		}
		if tr.Form != Update || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: form %s ops %v, want %v", q, tr.Form, got, want)
		}
	}
}

func TestSyntaxErrorPosition(t *testing.T) {
	q := "PREFIX : <http://x/>\nSELECT ?a WHERE {\n  ?a :p ?b\n  ?a :q ?c\n}"
	tr, ds := Parse(q)
	if tr != nil || len(ds) != 1 {
		t.Fatalf("want one error, got %v", ds)
	}
	d := ds[0]
	// reported where the '.' belongs: right after ?b on line 3
	if d.Check != CheckMissingDot || d.Pos.Line != 3 || d.Pos.Col != 11 {
		t.Errorf("got %s at %d:%d", d.Check, d.Pos.Line, d.Pos.Col)
	}
	if len(d.Fixes) != 1 || d.Fixes[0].Replacement != " ." {
		t.Errorf("fix %+v", d.Fixes)
	}
	_, ds = Parse("SELECT ?a WHERE { ?a <p> }")
	if len(ds) != 1 || ds[0].Check != CheckSyntax || !strings.Contains(ds[0].Summary, "variable, IRI or literal") {
		t.Errorf("expected-token hint missing: %v", ds)
	}
	_, ds = Parse(strings.Repeat(" ", MaxQueryBytes+1))
	if len(ds) != 1 || !strings.Contains(ds[0].Summary, "too long") {
		t.Errorf("size limit: %v", ds)
	}
}
