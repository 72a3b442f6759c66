package twig

import (
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/schema"
)

// parseError is the error of a reader given a query its parser rejects: a
// footprint guessed from text the server would reject would score a twig
// against structure nobody can run.
func parseError(l string, ds []diag.Diagnostic) error {
	if len(ds) == 0 {
		return fmt.Errorf("%s: the query does not parse", l)
	}
	return fmt.Errorf("%s: %s", l, ds[0])
}

// OfCypher is the footprint of a Cypher query, read from its parse tree:
// node and relationship patterns anywhere (MATCH, WHERE, EXISTS and COUNT
// subqueries, comprehensions), property reads of bound variables,
// aggregates and clauses. A variable takes the label it carries anywhere in
// the query (including WHERE n:Label and WITH n AS m).
func OfCypher(text string, s *schema.Schema) (*Footprint, error) {
	t, ds := cypher.Parse(text)
	if t == nil {
		return nil, parseError("cypher", ds)
	}
	f := newFootprint()
	ps := cypher.BuildPatterns(t)

	// The first label a variable is written with, in source order; WHERE
	// and WITH labels (sorted) when no pattern names one.
	labelOf := map[string]string{}
	for _, n := range ps.Nodes {
		if l := firstPositive(n.Labels); l != "" && n.Var != "" && labelOf[n.Var] == "" {
			labelOf[n.Var] = l
		}
	}
	for v, ls := range ps.Labels {
		if labelOf[v] == "" {
			labelOf[v] = sortedKeys(ls)[0]
		}
	}
	nodeLabel := func(n *cypher.Node) string {
		if n == nil {
			return ""
		}
		if l := firstPositive(n.Labels); l != "" {
			return l
		}
		return labelOf[n.Var]
	}
	for _, n := range ps.Nodes {
		l := nodeLabel(n)
		if l != "" {
			f.Labels[l] = true
		}
		for _, p := range n.Props {
			f.Props[ownerOr(l, "?")+"."+p.Key] = true
		}
	}

	typeOf := map[string]string{}
	degree := map[any]int{}
	key := func(n *cypher.Node) any {
		if n == nil {
			return nil
		}
		if n.Var != "" {
			return n.Var
		}
		return n
	}
	for _, r := range ps.Rels {
		typ := firstPositive(r.Types)
		if r.VarLength || r.Quantified {
			f.Shapes["var-length"] = true
		}
		for _, p := range r.Props {
			f.Props[ownerOr(typ, "?")+"."+p.Key] = true
		}
		if r.Var != "" && typ != "" && typeOf[r.Var] == "" {
			typeOf[r.Var] = typ
		}
		for _, n := range []*cypher.Node{r.Left, r.Right} {
			if k := key(n); k != nil {
				degree[k]++
			}
		}
		if typ == "" {
			continue
		}
		e := EdgeRef{From: nodeLabel(r.Left), Type: typ, To: nodeLabel(r.Right)}
		if r.Dir < 0 {
			e.From, e.To = e.To, e.From
		}
		f.addEdge(e)
	}
	for _, d := range degree {
		if d >= 2 {
			f.Shapes["multi-hop"] = true
		}
	}

	for _, a := range cypher.PropAccesses(t) {
		switch {
		case labelOf[a.Var] != "":
			f.Props[labelOf[a.Var]+"."+a.Key] = true
		case typeOf[a.Var] != "":
			f.Props[typeOf[a.Var]+"."+a.Key] = true
		case ps.Kind[a.Var] == "node":
			f.Props["?."+a.Key] = true
		}
	}

	cypherShapes(t, f)
	return f, nil
}

func firstPositive(ns []cypher.Name) string {
	for _, n := range ns {
		if !n.Negated {
			return n.Name
		}
	}
	return ""
}

// cypherAggregates maps aggregate function names to footprint shapes.
var cypherAggregates = map[string]string{"COUNT": "count", "AVG": "avg", "SUM": "sum", "MIN": "min", "MAX": "max", "COLLECT": "collect"}

// aggregateOf is the shape of an aggregate call, or "".
func aggregateOf(x antlr.Tree) string {
	switch c := x.(type) {
	case *parser.CountStarAtomContext:
		return "count"
	case *parser.FunctionInvocationContext:
		name := c.QualifiedFunctionName()
		if len(name.AllSymbolicName()) > 0 {
			return ""
		}
		return cypherAggregates[strings.ToUpper(name.FunctionName().GetText())]
	}
	return ""
}

func cypherShapes(t *cypher.Tree, f *Footprint) {
	cypher.Walk(t.Script, func(x antlr.Tree) bool {
		if a := aggregateOf(x); a != "" {
			f.Shapes[a] = true
		}
		switch c := x.(type) {
		case *parser.ProjectionBodyContext:
			if c.DISTINCT() != nil {
				f.Shapes["distinct"] = true
			}
		case *parser.FunctionInvocationContext:
			if c.DISTINCT() != nil {
				f.Shapes["distinct"] = true
			}
			if strings.EqualFold(c.QualifiedFunctionName().GetText(), "exists") && !negated(c) {
				f.Shapes["exists"] = true
			}
		case *parser.OrderByContext:
			f.Shapes["order"] = true
		case *parser.LimitContext:
			f.Shapes["limit"] = true
		case *parser.NotExprContext:
			f.Shapes["negation"] = true
		case *parser.ExistsAtomContext:
			if !negated(c) {
				f.Shapes["exists"] = true
			}
		case *parser.ShortestPathPatternContext:
			f.Shapes["var-length"] = true
		case *parser.PathSelectorContext:
			if c.SHORTEST() != nil {
				f.Shapes["var-length"] = true
			}
		case *parser.ProjectionItemsContext:
			if grouped(c) {
				f.Shapes["group"] = true
			}
		}
		return true
	})
	// Grouping is only a shape when something is aggregated.
	if f.Shapes["group"] && !(f.Shapes["count"] || f.Shapes["avg"] || f.Shapes["sum"] || f.Shapes["min"] || f.Shapes["max"] || f.Shapes["collect"]) {
		delete(f.Shapes, "group")
	}
}

// negated: the existence test is the operand of NOT (parentheses between
// them do not matter).
func negated(x antlr.Tree) bool {
	for p := x.GetParent(); p != nil; p = p.GetParent() {
		switch p.(type) {
		case *parser.AtomExprContext, *parser.FunctionAtomContext, *parser.ExistsAtomContext, *parser.ParenAtomContext:
			continue
		case *parser.NotExprContext:
			return true
		}
		return false
	}
	return false
}

// grouped: a RETURN or WITH mixes aggregated and plain items, so the plain
// ones are grouping keys.
func grouped(c *parser.ProjectionItemsContext) bool {
	agg, plain := 0, 0
	for _, it := range c.AllProjectionItem() {
		has := false
		cypher.Walk(it, func(x antlr.Tree) bool {
			if aggregateOf(x) != "" {
				has = true
			}
			return !has
		})
		if has {
			agg++
		} else {
			plain++
		}
	}
	if c.STAR() != nil {
		plain++
	}
	return agg > 0 && plain > 0
}
