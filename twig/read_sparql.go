package twig

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/grammars/sparql"
	"github.com/gql-dev/gql/grammars/sparql/parser"
	"github.com/gql-dev/gql/schema"
)

// OfSPARQL is the footprint of a SPARQL query over the project's RDF
// mapping, read from its parse tree: `a :L` gives labels, predicates naming
// edge types give edges (subject = source; ^:E and paths resolved through
// the schema), other predicates give properties of their subject's class,
// and rdf:Statement reification (rdf:predicate :E plus a property) gives
// edge properties. Triples of every group count: OPTIONAL, UNION, EXISTS,
// MINUS and sub-queries.
func OfSPARQL(text string, s *schema.Schema) (*Footprint, error) {
	t, ds := sparql.Parse(text)
	if t == nil {
		return nil, parseError("sparql", ds)
	}
	f := newFootprint()
	local := func(x sparql.Term) string {
		if iri := t.IRI(x); iri != "" {
			return sparql.LocalName(iri)
		}
		return sparql.LocalName(x.Local)
	}
	inRDF := func(x sparql.Term) bool {
		if x.Kind == sparql.KA {
			return true
		}
		if iri := t.IRI(x); iri != "" {
			return strings.HasPrefix(iri, sparql.RDF)
		}
		return x.Kind == sparql.KPName && x.Prefix == "rdf"
	}
	isType := func(x sparql.Term) bool { return inRDF(x) && local(x) == "type" }

	label := map[string]string{}
	stmt := map[string]string{} // reified statement -> edge type
	for _, tr := range t.Triples {
		if isType(tr.P) {
			if l := local(tr.O); l != "Statement" && l != "" {
				label[tr.S.Text] = l
				f.Labels[l] = true
			}
		}
		if inRDF(tr.P) && local(tr.P) == "predicate" {
			stmt[tr.S.Text] = local(tr.O)
		}
	}

	degree := map[string]int{}
	edge := func(from, p, to sparql.Term, name string, et *schema.EdgeType) {
		fl, tl := label[from.Text], label[to.Text]
		if fl == "" {
			fl = otherEnd(et, tl, true)
		}
		if tl == "" {
			tl = otherEnd(et, fl, false)
		}
		f.addEdge(EdgeRef{From: fl, Type: name, To: tl})
		degree[from.Text]++
		degree[to.Text]++
	}
	for _, tr := range t.Triples {
		if tr.P.Kind == sparql.KPath {
			readPath(t, tr, f, s, label, local)
			continue
		}
		if !tr.P.IsIRI() || inRDF(tr.P) {
			continue
		}
		p := local(tr.P)
		if e, ok := stmt[tr.S.Text]; ok {
			f.Props[e+"."+p] = true
			continue
		}
		if et := s.EdgeType(p); et != nil {
			edge(tr.S, tr.P, tr.O, p, et)
			continue
		}
		f.Props[ownerOr(label[tr.S.Text], "?")+"."+p] = true
	}
	for _, d := range degree {
		if d >= 2 {
			f.Shapes["multi-hop"] = true
		}
	}
	sparqlShapes(t, f)
	return f, nil
}

// readPath reads a property path: ^:E swaps the ends, a sequence walks
// through the schema from the subject's label, * and + are var-length.
func readPath(t *sparql.Tree, tr *sparql.Triple, f *Footprint, s *schema.Schema, label map[string]string, local func(sparql.Term) string) {
	skeleton := tr.P.Text
	for _, x := range tr.PathIRIs {
		skeleton = strings.Replace(skeleton, x.Text, "", 1)
	}
	if strings.ContainsAny(skeleton, "*+") {
		f.Shapes["var-length"] = true
	}
	seq := strings.Contains(skeleton, "/") && !strings.Contains(skeleton, "|")
	cur := label[tr.S.Text]
	edges := 0
	for i, x := range tr.PathIRIs {
		inv := tr.Inverse || precededByCaret(t.Text, x.Span.Start)
		p := local(x)
		et := s.EdgeType(p)
		if et == nil {
			if x.Kind != sparql.KA {
				f.Props[ownerOr(cur, "?")+"."+p] = true
			}
			continue
		}
		from := cur
		if !seq {
			from = label[tr.S.Text]
		}
		to := otherEnd(et, from, inv)
		if (!seq || i == len(tr.PathIRIs)-1) && label[tr.O.Text] != "" {
			to = label[tr.O.Text]
		}
		e := EdgeRef{From: from, Type: p, To: to}
		if inv {
			e = EdgeRef{From: to, Type: p, To: from}
		}
		f.addEdge(e)
		edges++
		if seq {
			cur = to
		}
	}
	if seq && edges >= 2 {
		f.Shapes["multi-hop"] = true
	}
}

func precededByCaret(text string, at int) bool {
	for i := at - 1; i >= 0; i-- {
		switch text[i] {
		case ' ', '\t', '\n', '\r', '(':
			continue
		case '^':
			return true
		}
		return false
	}
	return false
}

func sparqlShapes(t *sparql.Tree, f *Footprint) {
	for _, q := range t.Selects {
		if q.Distinct {
			f.Shapes["distinct"] = true
		}
		for _, a := range q.Aggregates {
			switch a.Func {
			case "COUNT", "SUM", "MIN", "MAX":
				f.Shapes[strings.ToLower(a.Func)] = true
			case "AVG":
				f.Shapes["avg"] = true
			case "GROUP_CONCAT":
				f.Shapes["collect"] = true
			}
		}
	}
	var visit func(g *sparql.Group)
	visit = func(g *sparql.Group) {
		if g == nil {
			return
		}
		switch g.Kind {
		case sparql.GExists:
			f.Shapes["exists"] = true
		case sparql.GNotExists, sparql.GMinus:
			f.Shapes["negation"] = true
		}
		for _, c := range g.Children {
			visit(c)
		}
		if g.Sub != nil {
			visit(g.Sub.Where)
		}
	}
	// Sub-queries hang below the outer pattern (Group.Sub).
	visit(t.Where)
	walkSPARQL(t.Root, func(x antlr.Tree) {
		switch c := x.(type) {
		case *parser.GroupClauseContext:
			f.Shapes["group"] = true
		case *parser.OrderClauseContext:
			f.Shapes["order"] = true
		case *parser.LimitClauseContext:
			f.Shapes["limit"] = true
		case antlr.TerminalNode:
			// COUNT(DISTINCT ?x) is distinct as much as SELECT DISTINCT.
			if c.GetSymbol().GetTokenType() == parser.SparqlLexerDISTINCT {
				f.Shapes["distinct"] = true
			}
		}
	})
}

func walkSPARQL(n antlr.Tree, f func(antlr.Tree)) {
	if n == nil {
		return
	}
	f(n)
	for _, c := range n.GetChildren() {
		walkSPARQL(c, f)
	}
}
