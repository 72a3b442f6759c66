package critic

// Variable scoping and aggregation rules of Cypher, checked in one pass over
// the clauses: which names each clause can see, what WITH and RETURN leave
// behind, and what ORDER BY / WHERE may still read after an aggregation.
// Neo4j reports all of these as syntax errors, so they are errors here too.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
)

func init() {
	Register(cypherUndefinedVariable, cypherAggregationGrouping, cypherAggregateInWhere)
}

var cypherUndefinedVariable = Check{
	ID: "cypher-undefined-variable", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `A variable used where it is not in scope: never bound, dropped by an earlier WITH, or ` +
		`introduced inside a pattern expression or a property map ({rating: r}). Neo4j rejects the query.`,
	Run: func(u *Unit) []diag.Diagnostic { return cypherScope(u).undefined },
}

var cypherAggregationGrouping = Check{
	ID: "cypher-aggregation-grouping", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `After a WITH or RETURN that aggregates or uses DISTINCT, ORDER BY and WHERE can only read ` +
		`the projected columns; and an aggregating column can only mix in grouping keys. ` +
		`"RETURN p.name, collect(m.title) ORDER BY p.born" is rejected: project p.born or order by a column.`,
	Run: func(u *Unit) []diag.Diagnostic { return cypherScope(u).grouping },
}

var cypherAggregateInWhere = Check{
	ID: "cypher-aggregate-in-where", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `An aggregate function (count, sum, collect ...) inside WHERE. Aggregation happens in WITH or ` +
		`RETURN; compute it with WITH x, count(y) AS n and filter with WHERE n > 1.`,
	Run: func(u *Unit) []diag.Diagnostic { return cypherScope(u).aggWhere },
}

type scopeResult struct {
	undefined, grouping, aggWhere []diag.Diagnostic
}

func cypherScope(u *Unit) *scopeResult {
	return u.Memo("cypher.scope", func() any {
		c := &scoper{u: u, t: cypherTree(u), res: &scopeResult{}, seen: map[int]bool{}}
		for _, st := range c.t.Script.AllStatement() {
			if q := st.Query(); q != nil {
				c.query(q, scope{})
			}
		}
		c.bindingFixes()
		return c.res
	}).(*scopeResult)
}

type scope map[string]bool

func (s scope) with(names ...string) scope {
	out := make(scope, len(s)+len(names))
	for k := range s {
		out[k] = true
	}
	for _, n := range names {
		if n != "" {
			out[n] = true
		}
	}
	return out
}

type scoper struct {
	u    *Unit
	t    *cypher.Tree
	res  *scopeResult
	seen map[int]bool // byte offsets already reported
}

// query returns the columns the query returns.
func (c *scoper) query(q parser.IQueryContext, outer scope) scope {
	var cols scope
	for _, sq := range q.AllSingleQuery() {
		cols = c.clauses(sq.AllClause(), outer)
	}
	return cols
}

func (c *scoper) clauses(cls []parser.IClauseContext, sc scope) scope {
	sc = sc.with()
	for _, cl := range cls {
		switch {
		case cl.MatchClause() != nil:
			m := cl.MatchClause()
			sc = sc.with(patternVars(m.PatternList())...)
			c.patternExprs(m.PatternList(), sc)
			if w := m.WhereClause(); w != nil {
				c.expr(w.Expression(), sc)
				c.noAggregate(w.Expression())
			}
		case cl.UnwindClause() != nil:
			c.expr(cl.UnwindClause().Expression(), sc)
			sc = sc.with(varName(cl.UnwindClause().Variable()))
		case cl.WithClause() != nil:
			w := cl.WithClause()
			sc = c.projection(w.ProjectionBody(), sc, w.WhereClause())
		case cl.ReturnClause() != nil:
			sc = c.projection(cl.ReturnClause().ProjectionBody(), sc, nil)
		case cl.SubqueryCallClause() != nil:
			sq := cl.SubqueryCallClause()
			inner := sc
			switch {
			case sq.LPAREN() != nil && sq.STAR() == nil:
				inner = scope{}
				for _, v := range sq.AllVariable() {
					inner[varName(v)] = true
				}
			case sq.LPAREN() == nil:
				inner = importingWith(sq.Query(), sc)
			}
			cols := c.query(sq.Query(), inner)
			for k := range cols {
				sc = sc.with(k)
			}
		case cl.ProcedureCallClause() != nil:
			pc := cl.ProcedureCallClause()
			for _, e := range pc.AllExpression() {
				c.expr(e, sc)
			}
			if y := pc.YieldClause(); y != nil {
				for _, it := range y.AllYieldItem() {
					if it.Variable() != nil {
						sc = sc.with(varName(it.Variable()))
					} else {
						sc = sc.with(unquote(it.SymbolicName().GetText()))
					}
				}
				if w := y.WhereClause(); w != nil {
					c.expr(w.Expression(), sc)
				}
			}
		case cl.CreateClause() != nil:
			sc = sc.with(patternVars(cl.CreateClause().PatternList())...)
			c.patternExprs(cl.CreateClause().PatternList(), sc)
		case cl.MergeClause() != nil:
			m := cl.MergeClause()
			sc = sc.with(patternVars(m.PatternPart())...)
			c.patternExprs(m.PatternPart(), sc)
			for _, a := range m.AllMergeAction() {
				c.exprsIn(a.SetClause(), sc)
			}
		case cl.SetClause() != nil:
			c.exprsIn(cl.SetClause(), sc)
		case cl.DeleteClause() != nil:
			c.exprsIn(cl.DeleteClause(), sc)
		case cl.RemoveClause() != nil:
			c.exprsIn(cl.RemoveClause(), sc)
		case cl.ForeachClause() != nil:
			f := cl.ForeachClause()
			c.expr(f.Expression(), sc)
			c.clauses(f.AllClause(), sc.with(varName(f.Variable())))
		case cl.LoadCsvClause() != nil:
			c.expr(cl.LoadCsvClause().Expression(), sc)
			sc = sc.with(varName(cl.LoadCsvClause().Variable()))
		case cl.StrayOrderClause() != nil:
			c.exprsIn(cl.StrayOrderClause(), sc)
		}
	}
	return sc
}

// importingWith returns what an old-style CALL { ... } subquery sees of the
// outer scope: only the variables its leading "WITH a, b" (or "WITH *")
// imports, in every part of a UNION.
func importingWith(q parser.IQueryContext, outer scope) scope {
	in := scope{}
	for _, sq := range q.AllSingleQuery() {
		cls := sq.AllClause()
		if len(cls) == 0 || cls[0].WithClause() == nil {
			continue
		}
		items := cls[0].WithClause().ProjectionBody().ProjectionItems()
		if items.STAR() != nil {
			return outer
		}
		for _, it := range items.AllProjectionItem() {
			if v := bareVariable(it.Expression()); v != "" && outer[v] {
				in[v] = true
			}
		}
	}
	return in
}

// exprsIn checks every top-level expression and variable reference inside a
// clause that only reads names (SET, DELETE ...).
func (c *scoper) exprsIn(n antlr.Tree, sc scope) {
	walk(n, func(x antlr.Tree) bool {
		switch e := x.(type) {
		case parser.IExpressionContext:
			c.expr(e, sc)
			return false
		case *parser.PropertyExpressionContext:
			if v := e.Variable(); v != nil {
				c.ref(v, sc, "")
			}
			if ex := e.Expression(); ex != nil {
				c.expr(ex, sc)
			}
			return false
		case *parser.SetItemContext:
			if v := e.Variable(); v != nil {
				c.ref(v, sc, "")
			}
		case *parser.RemoveItemContext:
			if v := e.Variable(); v != nil {
				c.ref(v, sc, "")
			}
		}
		return true
	})
}

func (c *scoper) ref(v antlr.ParserRuleContext, sc scope, why string) {
	name := unquote(v.GetText())
	if sc[name] {
		return
	}
	s, e := c.t.Span(v)
	if c.seen[s] {
		return
	}
	c.seen[s] = true
	sum := fmt.Sprintf("variable %s is not defined", name)
	if why != "" {
		sum += " (" + why + ")"
	}
	d := c.u.Diag(checkByID("cypher-undefined-variable"), s, e, sum, "")
	if v, ok := c.propertyOwner(name, sc); ok {
		// SQL names a column bare (max(rating)); in Cypher it is a
		// property of a variable, here of the only one that has it.
		d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: v + "." + name,
			Label: "read the property: " + v + "." + name})
	}
	c.res.undefined = append(c.res.undefined, d)
}

// propertyOwner finds the one variable in scope whose labels or types have
// a property named name, by the schema.
func (c *scoper) propertyOwner(name string, sc scope) (string, bool) {
	if c.u.Schema == nil {
		return "", false
	}
	found := ""
	for v := range sc {
		ps, known := ownerOf(c.u, v).props(c.u.Schema)
		if !known || !contains(propNames(ps), name) {
			continue
		}
		if found != "" {
			return "", false // two variables have it: the model must say which
		}
		found = v
	}
	return found, found != ""
}

// patternVars lists the names a pattern binds.
func patternVars(n antlr.Tree) []string {
	var out []string
	walk(n, func(x antlr.Tree) bool {
		switch p := x.(type) {
		case *parser.NodePatternContext:
			out = append(out, varName(p.Variable()))
		case *parser.RelationshipDetailContext:
			out = append(out, varName(p.Variable()))
		case *parser.PatternPartContext:
			out = append(out, varName(p.Variable()))
		case *parser.ParenthesizedPathContext:
			out = append(out, varName(p.Variable()))
		case *parser.PropertiesContext, *parser.WhereClauseContext:
			return false
		}
		return true
	})
	return out
}

// patternExprs checks the expressions inside a pattern: property maps and
// inline WHERE.
func (c *scoper) patternExprs(n antlr.Tree, sc scope) {
	walk(n, func(x antlr.Tree) bool {
		switch p := x.(type) {
		case *parser.PropertiesContext:
			c.exprsIn(p, sc)
			return false
		case *parser.WhereClauseContext:
			c.expr(p.Expression(), sc)
			return false
		}
		return true
	})
}

func (c *scoper) expr(e antlr.Tree, sc scope) {
	if e == nil {
		return
	}
	walk(e, func(x antlr.Tree) bool {
		switch a := x.(type) {
		case *parser.VariableAtomContext:
			c.ref(a.Variable(), sc, "")
			return false
		case *parser.MapProjectionAtomContext:
			c.ref(a.Variable(), sc, "")
			for _, it := range a.AllMapProjectionItem() {
				if it.Variable() != nil {
					c.ref(it.Variable(), sc, "")
				}
				if it.Expression() != nil {
					c.expr(it.Expression(), sc)
				}
			}
			return false
		case *parser.ListComprehensionContext:
			es := a.AllExpression()
			c.expr(es[0], sc)
			inner := sc.with(varName(a.Variable()))
			for _, x := range es[1:] {
				c.expr(x, inner)
			}
			return false
		case *parser.QuantifierExpressionContext:
			es := a.AllExpression()
			c.expr(es[0], sc)
			inner := sc.with(varName(a.Variable()))
			for _, x := range es[1:] {
				c.expr(x, inner)
			}
			return false
		case *parser.ReduceExpressionContext:
			es := a.AllExpression()
			c.expr(es[0], sc)
			c.expr(es[1], sc)
			c.expr(es[2], sc.with(varName(a.Variable(0)), varName(a.Variable(1))))
			return false
		case *parser.PatternComprehensionContext:
			inner := sc.with(patternVars(a)...)
			if v := a.Variable(); v != nil {
				// [path = (a)-->(b) | length(path)] binds the path too.
				inner = inner.with(varName(v))
			}
			c.patternExprs(a, inner)
			for _, x := range a.AllExpression() {
				c.expr(x, inner)
			}
			return false
		case *parser.PatternAtomContext, *parser.ShortestPathAtomContext:
			// Pattern expressions may not introduce names.
			walk(a, func(y antlr.Tree) bool {
				switch p := y.(type) {
				case *parser.NodePatternContext:
					if p.Variable() != nil {
						c.ref(p.Variable(), sc, "a pattern expression cannot introduce new variables")
					}
				case *parser.RelationshipDetailContext:
					if p.Variable() != nil {
						c.ref(p.Variable(), sc, "a pattern expression cannot introduce new variables")
					}
				case *parser.PropertiesContext:
					c.exprsIn(p, sc)
					return false
				case *parser.WhereClauseContext:
					c.expr(p.Expression(), sc)
					return false
				}
				return true
			})
			return false
		case *parser.ExistsAtomContext:
			c.subquery(a.SubqueryBody(), sc)
			return false
		case *parser.CountAtomContext:
			c.subquery(a.SubqueryBody(), sc)
			return false
		case *parser.CollectAtomContext:
			c.query(a.Query(), sc)
			return false
		}
		return true
	})
}

func (c *scoper) subquery(b parser.ISubqueryBodyContext, sc scope) {
	if q := b.Query(); q != nil {
		c.query(q, sc)
		return
	}
	inner := sc.with(patternVars(b.PatternList())...)
	c.patternExprs(b.PatternList(), inner)
	if w := b.WhereClause(); w != nil {
		c.expr(w.Expression(), inner)
	}
}

var aggregateFuncs = map[string]bool{"count": true, "sum": true, "avg": true, "min": true, "max": true,
	"collect": true, "stdev": true, "stdevp": true, "percentilecont": true, "percentiledisc": true}

func isAggregateNode(x antlr.Tree) bool {
	switch a := x.(type) {
	case *parser.CountStarAtomContext:
		return true
	case *parser.FunctionInvocationContext:
		return aggregateFuncs[strings.ToLower(a.QualifiedFunctionName().GetText())]
	}
	return false
}

// aggregates lists aggregate calls in e, not looking into subqueries.
func aggregates(e antlr.Tree) []antlr.ParserRuleContext {
	var out []antlr.ParserRuleContext
	walk(e, func(x antlr.Tree) bool {
		switch x.(type) {
		case *parser.ExistsAtomContext, *parser.CountAtomContext, *parser.CollectAtomContext:
			return false
		}
		if isAggregateNode(x) {
			out = append(out, x.(antlr.ParserRuleContext))
			return false
		}
		return true
	})
	return out
}

func (c *scoper) noAggregate(e antlr.Tree) {
	for _, a := range aggregates(e) {
		s, en := c.t.Span(a)
		c.res.aggWhere = append(c.res.aggWhere, c.u.Diag(checkByID("cypher-aggregate-in-where"), s, en,
			"aggregate function "+c.t.Source(a)+" cannot be used in WHERE",
			"aggregate in WITH first, e.g. WITH x, count(y) AS n WHERE n > 1"))
	}
}

func norm(s string) string { return strings.Join(strings.Fields(s), "") }

// projection checks a WITH or RETURN body and returns the scope after it.
func (c *scoper) projection(pb parser.IProjectionBodyContext, sc scope, where parser.IWhereClauseContext) scope {
	items := pb.ProjectionItems()
	next := scope{}
	if items.STAR() != nil {
		next = sc.with()
	}
	projected := map[string]bool{} // normalised projected expressions
	groupVars := map[string]bool{} // variables projected as themselves
	aggregating := false
	for _, it := range items.AllProjectionItem() {
		c.expr(it.Expression(), sc)
		name := varName(it.Variable())
		bv := bareVariable(it.Expression())
		if name == "" {
			name = bv
		}
		next[name] = true
		hasAgg := len(aggregates(it.Expression())) > 0
		aggregating = aggregating || hasAgg
		if !hasAgg {
			projected[norm(c.t.Source(it.Expression()))] = true
			if bv != "" {
				groupVars[bv] = true
			}
		}
	}
	if aggregating {
		for _, it := range items.AllProjectionItem() {
			if len(aggregates(it.Expression())) > 0 {
				c.implicitGrouping(it.Expression(), sc, projected, groupVars)
			}
		}
	}
	restricted := aggregating || pb.DISTINCT() != nil
	after := next.with()
	if !restricted {
		after = next.with()
		for k := range sc {
			after[k] = true
		}
	}
	check := func(e antlr.Tree) {
		if restricted {
			c.restricted(e, sc, next, projected)
		} else {
			c.expr(e, after)
		}
	}
	if ob := pb.OrderBy(); ob != nil {
		for _, si := range ob.AllSortItem() {
			check(si.Expression())
		}
	}
	if where != nil {
		check(where.Expression())
		c.noAggregate(where.Expression())
	}
	return next
}

// implicitGrouping reports variables read outside the aggregate in an
// aggregating column that are not grouping keys.
func (c *scoper) implicitGrouping(e antlr.Tree, sc scope, projected, groupVars map[string]bool) {
	walk(e, func(x antlr.Tree) bool {
		if isAggregateNode(x) {
			return false
		}
		switch a := x.(type) {
		case *parser.ExistsAtomContext, *parser.CountAtomContext, *parser.CollectAtomContext,
			*parser.ListComprehensionContext, *parser.QuantifierExpressionContext,
			*parser.ReduceExpressionContext, *parser.PatternComprehensionContext:
			return false
		case parser.IExpressionContext:
			if projected[norm(c.t.Source(a))] {
				return false
			}
		case *parser.VariableAtomContext:
			n := varName(a.Variable())
			if sc[n] && !groupVars[n] {
				s, en := c.t.Span(a)
				c.res.grouping = append(c.res.grouping, c.u.Diag(checkByID("cypher-aggregation-grouping"), s, en,
					"aggregating expression also reads "+n+", which is not a grouping key",
					"add "+n+" (or the expression that uses it) as its own column"))
			}
			return false
		}
		return true
	})
}

// restricted checks an ORDER BY or WHERE after an aggregating or DISTINCT
// projection: it may read the new columns or repeat a projected expression.
func (c *scoper) restricted(e antlr.Tree, old, next scope, projected map[string]bool) {
	walk(e, func(x antlr.Tree) bool {
		switch a := x.(type) {
		case parser.IExpressionContext:
			if projected[norm(c.t.Source(a))] {
				return false
			}
		case *parser.VariableAtomContext:
			n := varName(a.Variable())
			if next[n] {
				return false
			}
			if old[n] {
				s, en := c.t.Span(a)
				if !c.seen[s] {
					c.seen[s] = true
					c.res.grouping = append(c.res.grouping, c.u.Diag(checkByID("cypher-aggregation-grouping"), s, en,
						"after an aggregation or DISTINCT, "+n+" is no longer in scope",
						"only the projected columns can be used here: project what you order or filter by"))
				}
				return false
			}
			c.ref(a.Variable(), next, "")
			return false
		case *parser.ListComprehensionContext, *parser.QuantifierExpressionContext, *parser.ReduceExpressionContext,
			*parser.PatternComprehensionContext, *parser.ExistsAtomContext, *parser.CountAtomContext,
			*parser.CollectAtomContext, *parser.MapProjectionAtomContext, *parser.PatternAtomContext:
			c.expr(a, next)
			return false
		}
		return true
	})
}

// bindingFixes: a model that writes -[:REVIEWED {rating: r}]-> and then
// filters on r means "bind r to the relationship's rating", which Cypher
// writes -[x:REVIEWED]-> ... x.rating. When an undefined variable is the
// value of a relationship's property map entry and every other use of it is
// bare (never r.something), each of its findings carries that rewrite of the
// whole query: the map entry dropped, the relationship named, every use
// replaced by the property.
func (c *scoper) bindingFixes() {
	if len(c.res.undefined) == 0 {
		return
	}
	text := c.u.Text
	byName := map[string][]int{} // variable → indexes into undefined
	for i, d := range c.res.undefined {
		byName[text[d.Span.Start:d.Span.End]] = append(byName[text[d.Span.Start:d.Span.End]], i)
	}
	walk(c.t.Script, func(x antlr.Tree) bool {
		rd, ok := x.(*parser.RelationshipDetailContext)
		if !ok || rd.Properties() == nil || rd.Properties().MapLiteral() == nil {
			return true
		}
		entries := rd.Properties().MapLiteral().AllMapEntry()
		for _, en := range entries {
			name := en.Expression().GetText()
			idx := byName[name]
			if len(idx) == 0 {
				continue
			}
			fixed, ok := c.bindRewrite(rd, en, entries, name, idx)
			if !ok {
				continue
			}
			fix := diag.Fix{Span: diag.Span{Start: 0, End: len(text)}, Replacement: fixed,
				Label: "bind " + name + " to the relationship's " + en.PropertyKeyName().GetText()}
			for _, i := range idx {
				c.res.undefined[i].Fixes = append([]diag.Fix{fix}, c.res.undefined[i].Fixes...)
			}
		}
		return true
	})
}

func (c *scoper) bindRewrite(rd *parser.RelationshipDetailContext, en parser.IMapEntryContext, entries []parser.IMapEntryContext, name string, idx []int) (string, bool) {
	text := c.u.Text
	key := en.PropertyKeyName().GetText()
	rel := "rel"
	if v := rd.Variable(); v != nil {
		rel = v.GetText()
	} else {
		for i := 1; strings.Contains(text, rel); i++ {
			rel = fmt.Sprintf("rel%d", i)
		}
	}
	type edit struct {
		s, e int
		with string
	}
	var edits []edit
	// Every use other than the map entry itself must be bare.
	es, _ := c.t.Span(en.Expression())
	for _, i := range idx {
		d := c.res.undefined[i]
		if d.Span.Start == es {
			continue
		}
		if d.Span.End < len(text) && text[d.Span.End] == '.' {
			return "", false
		}
		edits = append(edits, edit{d.Span.Start, d.Span.End, rel + "." + key})
	}
	if len(edits) == 0 {
		return "", false
	}
	// Drop the entry (the whole map when it is the only one) and name the
	// relationship when it has no variable.
	if len(entries) == 1 {
		ps, pe := c.t.Span(rd.Properties())
		for ps > 0 && text[ps-1] == ' ' {
			ps--
		}
		edits = append(edits, edit{ps, pe, ""})
	} else {
		s, e := c.t.Span(en)
		if e < len(text) && text[e] == ',' {
			e++
		} else {
			for s > 0 && text[s-1] != ',' {
				s--
			}
			s--
		}
		edits = append(edits, edit{s, e, ""})
	}
	if rd.Variable() == nil {
		at, _ := c.t.TokenSpan(rd.GetStart())
		edits = append(edits, edit{at + 1, at + 1, rel})
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].s > edits[j].s })
	out := text
	for _, ed := range edits {
		out = out[:ed.s] + ed.with + out[ed.e:]
	}
	return out, true
}
