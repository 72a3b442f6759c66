package backends

import (
	"context"
	"fmt"
	"strings"

	"github.com/gql-dev/gql/schema"
)

// introspect maps the RDF back to the property-graph model by the
// documented naming: classes under the vocabulary are labels, literal-valued
// predicates their properties (typed by xsd datatype; a list when some
// sampled subject holds several values), IRI-valued predicates between
// classed nodes edge types, and the non-rdf predicates of rdf:Statements
// (by rdf:predicate) edge properties.
func (e *sparqlExec) introspect(ctx context.Context, o IntrospectOptions) (*schema.Schema, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	q := func(text string) (*Result, error) { return e.query(ctx, text, opt) }
	local := func(v Value) (string, bool) {
		iri := strings.TrimPrefix(v.Str, iriMarker)
		name, ok := strings.CutPrefix(iri, e.vocab)
		return name, ok && name != "" && !strings.HasPrefix(name, "id/")
	}
	s := &schema.Schema{Name: e.urls.Name, Vocab: e.vocab}
	classes, err := q(fmt.Sprintf(`SELECT ?c (COUNT(?s) AS ?n) WHERE { { SELECT ?s ?c WHERE { ?s a ?c } LIMIT %d }
		FILTER(STRSTARTS(STR(?c), %q)) } GROUP BY ?c`, 100*o.Sample, e.vocab))
	if err != nil {
		return nil, err
	}
	edges := map[string]*schema.EdgeType{}
	var edgeOrder []string
	for _, row := range classes.Rows {
		class, ok := local(row[0])
		if !ok {
			continue
		}
		sample := fmt.Sprintf("{ SELECT ?s WHERE { ?s a <%s%s> } LIMIT %d }", e.vocab, class, o.Sample)
		lits, err := q(fmt.Sprintf(`SELECT ?p ?dt (SAMPLE(?o) AS ?ex) (COUNT(?o) AS ?vals) (COUNT(DISTINCT ?s) AS ?subjects)
			WHERE { %s ?s ?p ?o FILTER(isLiteral(?o)) } GROUP BY ?p (DATATYPE(?o) AS ?dt)`, sample))
		if err != nil {
			return nil, err
		}
		props := e.literalProps(lits, local)
		s.Labels = append(s.Labels, schema.Label{Name: class, Properties: props, Count: row[1].Int})
		links, err := q(fmt.Sprintf(`SELECT ?p ?c2 (COUNT(*) AS ?n) WHERE { %s ?s ?p ?o . ?o a ?c2
			FILTER(isIRI(?o) && ?p != <%s> && STRSTARTS(STR(?c2), %q)) } GROUP BY ?p ?c2`, sample, rdfType, e.vocab))
		if err != nil {
			return nil, err
		}
		for _, l := range links.Rows {
			p, ok1 := local(l[0])
			to, ok2 := local(l[1])
			if !ok1 || !ok2 {
				continue
			}
			et := edges[p]
			if et == nil {
				et = &schema.EdgeType{Name: p}
				edges[p] = et
				edgeOrder = append(edgeOrder, p)
			}
			et.Endpoints = append(et.Endpoints, schema.Endpoint{From: class, To: to})
			et.Count += l[2].Int
		}
	}
	reified, err := q(fmt.Sprintf(`SELECT ?pred ?p ?dt (SAMPLE(?o) AS ?ex) (COUNT(?o) AS ?vals) (COUNT(DISTINCT ?s) AS ?subjects)
		WHERE { { SELECT ?s WHERE { ?s a <%s> } LIMIT %d } ?s <%s> ?pred ; ?p ?o
		FILTER(isLiteral(?o)) } GROUP BY ?pred ?p (DATATYPE(?o) AS ?dt)`, rdfStmt, 10*o.Sample, rdfPred))
	if err != nil {
		return nil, err
	}
	byPred := map[string]*Result{}
	for _, row := range reified.Rows {
		pred, ok := local(row[0])
		if !ok {
			continue
		}
		r := byPred[pred]
		if r == nil {
			r = &Result{}
			byPred[pred] = r
		}
		r.Rows = append(r.Rows, row[1:])
	}
	for _, name := range edgeOrder {
		et := edges[name]
		if r := byPred[name]; r != nil {
			et.Properties = e.literalProps(r, local)
		}
		s.EdgeTypes = append(s.EdgeTypes, *et)
	}
	return s, nil
}

// literalProps reads rows of (predicate, datatype, example, values,
// subjects): more values than subjects means some subject holds a list.
func (e *sparqlExec) literalProps(r *Result, local func(Value) (string, bool)) []schema.Property {
	ps := propSet{}
	for _, row := range r.Rows {
		name, ok := local(row[0])
		if !ok {
			continue
		}
		t := xsdToType(strings.TrimPrefix(row[1].Str, iriMarker))
		if row[3].Int > row[4].Int {
			t = listOf(t)
		}
		ex := row[2].Go()
		if t.IsList() && ex != nil {
			ex = []any{ex}
		}
		ps.add(name, t, ex)
	}
	return ps.list()
}

func xsdToType(dt string) schema.Type {
	switch strings.TrimPrefix(dt, xsd) {
	case "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger":
		return schema.Int
	case "double", "float", "decimal":
		return schema.Float
	case "boolean":
		return schema.Bool
	case "date":
		return schema.Date
	case "dateTime":
		return schema.DateTime
	case "string", "", rdfNS + "langString":
		return schema.String
	}
	if dt == rdfNS+"langString" {
		return schema.String
	}
	return schema.Unknown
}
