package critic

// The Cypher error base: anti-patterns that need no schema.

import (
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
)

func init() {
	Register(
		cypherMissingColon, cypherOrderBeforeReturn, cypherClauseOrder, cypherCartesian,
		cypherUnboundedPath, cypherSQLOperator, cypherPatternExpression, cypherRemovedSyntax, cypherUnion,
	)
}

var cypherMissingColon = Check{
	ID: "cypher-missing-label-colon", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `A node pattern written "(m Movie)" instead of "(m:Movie)". Neo4j rejects it as a syntax error; ` +
		`the fix inserts the colon.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, np := range collect[*parser.NodePatternContext](t.Script) {
			b := np.BareLabel()
			if b == nil {
				continue
			}
			_, ve := t.Span(np.Variable())
			bs, be := t.Span(b)
			out = append(out, u.Diag(checkByID("cypher-missing-label-colon"), bs, be,
				fmt.Sprintf("label %s is missing its colon", b.GetText()), "",
				diag.Fix{Span: diag.Span{Start: ve, End: bs}, Replacement: ":",
					Label: fmt.Sprintf("write (%s:%s)", np.Variable().GetText(), b.GetText())}))
		}
		return out
	},
}

var cypherOrderBeforeReturn = Check{
	ID: "cypher-order-by-before-return", Lang: lang.Cypher, Severity: diag.Warning,
	Doc: `ORDER BY, SKIP or LIMIT standing on its own before RETURN instead of inside a RETURN or WITH. ` +
		`Neo4j 5.24 and later accept it as a clause of its own, earlier versions reject it, and it is ` +
		`usually a sign the model meant to order the result; the fix moves it into the final RETURN ` +
		`when that RETURN has no ordering of its own.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, sq := range collect[*parser.SingleQueryContext](t.Script) {
			cls := sq.AllClause()
			for i, c := range cls {
				so := c.StrayOrderClause()
				if so == nil {
					continue
				}
				s, e := t.Span(so)
				what := strings.ToUpper(so.GetStart().GetText())
				if what == "ORDER" {
					what = "ORDER BY"
				}
				d := u.Diag(checkByID("cypher-order-by-before-return"), s, e, what+" before RETURN: put it in the RETURN (older Neo4j versions reject it here)", "")
				// Move it into the next RETURN when that RETURN has no ordering of its own.
				if i+1 < len(cls) && cls[i+1].ReturnClause() != nil {
					pb := cls[i+1].ReturnClause().ProjectionBody()
					if pb.OrderBy() == nil && pb.Skip() == nil && pb.Limit() == nil {
						rs, re := t.Span(cls[i+1].ReturnClause())
						ret := strings.TrimSpace(t.Text[rs:re])
						d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: s, End: re},
							Replacement: ret + "\n" + t.Text[s:e], Label: "move " + what + " after RETURN"})
					}
				}
				out = append(out, d)
			}
		}
		return out
	},
}

var cypherClauseOrder = Check{
	ID: "cypher-clause-order", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `RETURN that is not the last clause of a query part (the fix turns it into WITH), or a read ` +
		`query that ends without RETURN. Neo4j rejects both.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, sq := range collect[*parser.SingleQueryContext](t.Script) {
			cls := sq.AllClause()
			if len(cls) == 0 {
				continue
			}
			for _, c := range cls[:len(cls)-1] {
				if c.ReturnClause() != nil {
					s, _ := t.Span(c)
					out = append(out, u.Diag(checkByID("cypher-clause-order"), s, s+len("RETURN"),
						"RETURN must be the last clause; use WITH to pass values on", "",
						diag.Fix{Span: diag.Span{Start: s, End: s + len("RETURN")}, Replacement: "WITH", Label: "replace RETURN with WITH"}))
				}
			}
			last := cls[len(cls)-1]
			if _, ok := ancestor[*parser.SubqueryBodyContext](sq); ok {
				continue // EXISTS { MATCH ... } and COUNT { MATCH ... } need no RETURN
			}
			if last.ReturnClause() != nil || last.FinishClause() != nil || last.StrayOrderClause() != nil {
				continue
			}
			// A query may end in an update clause, a subquery call or a
			// standalone procedure call; a read clause needs RETURN.
			if last.MatchClause() != nil || last.WithClause() != nil || last.UnwindClause() != nil {
				s, e := t.TokenSpan(last.GetStart())
				kw := strings.ToUpper(last.GetStart().GetText())
				if m := last.MatchClause(); m != nil && m.OPTIONAL() != nil {
					_, e = t.TokenSpan(m.MATCH().GetSymbol())
					kw = "OPTIONAL MATCH"
				}
				out = append(out, u.Diag(checkByID("cypher-clause-order"), s, e,
					"query cannot end with "+kw+": add a RETURN clause", ""))
			}
		}
		return out
	},
}

var cypherCartesian = Check{
	ID: "cypher-cartesian-product", Lang: lang.Cypher, Severity: diag.Warning,
	Doc: `Patterns in one MATCH that share no variable, with each other or with what earlier clauses ` +
		`bound, make a cartesian product: every combination of their matches. Usually a relationship ` +
		`was left out. Connect them with a relationship, or filter with WHERE if the product is intended.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, sq := range collect[*parser.SingleQueryContext](t.Script) {
			bound := map[string]bool{}
			for _, c := range sq.AllClause() {
				if m := c.MatchClause(); m != nil {
					parts := m.PatternList().AllPatternPart()
					if len(parts) > 1 {
						out = append(out, cartesian(u, parts, bound)...)
					}
				}
				// Anything a clause names is bound for the clauses after it.
				for _, v := range collect[*parser.VariableContext](c) {
					bound[varName(v)] = true
				}
			}
		}
		return out
	},
}

func cartesian(u *Unit, parts []parser.IPatternPartContext, bound map[string]bool) []diag.Diagnostic {
	t := cypherTree(u)
	vars := make([]map[string]bool, len(parts))
	parent := make([]int, len(parts))
	for i, p := range parts {
		parent[i] = i
		vars[i] = map[string]bool{}
		for _, np := range collect[*parser.NodePatternContext](p) {
			if v := varName(np.Variable()); v != "" {
				vars[i][v] = true
			}
		}
		for _, rd := range collect[*parser.RelationshipDetailContext](p) {
			if v := varName(rd.Variable()); v != "" {
				vars[i][v] = true
			}
		}
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			i = parent[i]
		}
		return i
	}
	anchored := map[int]bool{}
	for i := range parts {
		for j := i + 1; j < len(parts); j++ {
			for v := range vars[i] {
				if vars[j][v] {
					parent[find(j)] = find(i)
				}
			}
		}
	}
	for i := range parts {
		for v := range vars[i] {
			if bound[v] {
				anchored[find(i)] = true
			}
		}
	}
	// Components anchored on earlier variables are expansions, not products.
	var loose []int
	seen := map[int]bool{}
	for i := range parts {
		r := find(i)
		if !seen[r] && !anchored[r] {
			seen[r] = true
			loose = append(loose, i)
		}
	}
	components := map[int]bool{}
	for i := range parts {
		components[find(i)] = true
	}
	if len(components) < 2 || len(loose) == 0 {
		return nil
	}
	// Point at a pattern outside the first pattern's component.
	i := len(parts) - 1
	for i > 0 && find(i) == find(0) {
		i--
	}
	s, e := t.Span(parts[i])
	return []diag.Diagnostic{u.Diag(checkByID("cypher-cartesian-product"), s, e,
		"pattern "+t.Text[s:e]+" is not connected to the rest of the MATCH (cartesian product)",
		"connect it with a relationship to another pattern, or filter with WHERE if every combination is wanted")}
}

var cypherUnboundedPath = Check{
	ID: "cypher-unbounded-path", Lang: lang.Cypher, Severity: diag.Warning,
	Doc: `A variable-length relationship with no upper bound ("*", "*2..", "+", "{1,}") outside ` +
		`shortestPath: on a dense graph it enumerates an exponential number of paths and times out. ` +
		`Give it an upper bound such as *1..5.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, r := range cypherPatterns(u).Rels {
			if !r.Unbounded {
				continue
			}
			if _, ok := ancestor[*parser.ShortestPathPatternContext](r.Ctx); ok {
				continue
			}
			if pp, ok := ancestor[*parser.PatternPartContext](r.Ctx); ok && pp.PathSelector() != nil {
				continue
			}
			s, e := t.Span(r.Ctx)
			out = append(out, u.Diag(checkByID("cypher-unbounded-path"), s, e,
				"variable-length relationship has no upper bound", "add an upper bound, e.g. *1..5, or use shortestPath"))
		}
		return out
	},
}

var cypherSQLOperator = Check{
	ID: "cypher-sql-operator", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `"==" and "!=" are not Cypher operators: equality is "=" and inequality "<>". ` +
		`The fix replaces the operator.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, c := range collect[*parser.CompareExprContext](t.Script) {
			var tok antlr.TerminalNode
			repl := ""
			if tok = c.BANG_EQ(); tok != nil {
				repl = "<>"
			} else if tok = c.EQ_EQ(); tok != nil {
				repl = "="
			} else {
				continue
			}
			s, e := t.TokenSpan(tok.GetSymbol())
			out = append(out, u.Diag(checkByID("cypher-sql-operator"), s, e,
				fmt.Sprintf("%s is not a Cypher operator; use %s", tok.GetText(), repl), "",
				diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: repl, Label: "replace " + tok.GetText() + " with " + repl}))
		}
		return out
	},
}

var cypherPatternExpression = Check{
	ID: "cypher-pattern-expression", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `A pattern such as (p)-[:FOLLOWS]->() used as a value, typically size((p)-->()). Neo4j 5 only ` +
		`accepts a bare pattern as a true/false test (in WHERE); count matches with COUNT { pattern } and ` +
		`test them with EXISTS { pattern }. The fix rewrites size(pattern) to COUNT { pattern }, and relationships(pattern) or ` +
		`nodes(pattern) to a pattern comprehension binding the path, [path = pattern | relationships(path)][0].`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, pa := range collect[*parser.PatternAtomContext](t.Script) {
			if patternInBooleanContext(pa) {
				continue
			}
			s, e := t.Span(pa)
			d := u.Diag(checkByID("cypher-pattern-expression"), s, e,
				"a pattern can only be used as a true/false test here; count matches with COUNT { ... }", "")
			if fi, ok := enclosingCall(pa, "size", "length"); ok {
				fs, fe := t.Span(fi)
				d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: fs, End: fe},
					Replacement: "COUNT { " + t.Text[s:e] + " }", Label: "count the matches with COUNT { ... }"})
			} else if fi, ok := enclosingCall(pa, "relationships", "nodes"); ok && !strings.Contains(t.Text[s:e], "gql_path") {
				// relationships(p-[:R]->m) means the path p-[:R]->m: a
				// pattern comprehension binds it, and [0] takes the first
				// match, which is the path the model had in mind.
				fs, fe := t.Span(fi)
				fn := strings.ToLower(fi.QualifiedFunctionName().GetText())
				d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: fs, End: fe},
					Replacement: "[gql_path = " + t.Text[s:e] + " | " + fn + "(gql_path)][0]",
					Label:       "bind the path in a pattern comprehension: [path = pattern | " + fn + "(path)][0]"})
			}
			out = append(out, d)
		}
		return out
	},
}

// enclosingCall returns the function invocation whose only argument is the
// pattern atom, when the function is one of names.
func enclosingCall(pa *parser.PatternAtomContext, names ...string) (*parser.FunctionInvocationContext, bool) {
	ae, ok := pa.GetParent().(*parser.AtomExprContext)
	if !ok {
		return nil, false
	}
	fi, ok := ae.GetParent().(*parser.FunctionInvocationContext)
	if !ok || len(fi.AllExpression()) != 1 {
		return nil, false
	}
	fn := strings.ToLower(fi.QualifiedFunctionName().GetText())
	for _, n := range names {
		if fn == n {
			return fi, true
		}
	}
	return nil, false
}

func patternInBooleanContext(pa *parser.PatternAtomContext) bool {
	var n antlr.Tree = pa.GetParent() // AtomExpr
	for {
		p := n.GetParent()
		switch c := p.(type) {
		case *parser.NotExprContext, *parser.AndExprContext, *parser.OrExprContext, *parser.XorExprContext:
			n = p
			continue
		case *parser.ParenAtomContext:
			n = p.GetParent() // AtomExpr around the parentheses
			continue
		case *parser.WhereClauseContext, *parser.CaseAlternativeContext:
			return true
		case *parser.ListComprehensionContext, *parser.QuantifierExpressionContext, *parser.PatternComprehensionContext:
			// Their WHERE part is a condition.
			for i, ch := range c.GetChildren() {
				if ch == n && i > 0 {
					if tn, ok := c.GetChild(i - 1).(antlr.TerminalNode); ok && strings.EqualFold(tn.GetText(), "WHERE") {
						return true
					}
				}
			}
			return false
		case *parser.FunctionInvocationContext:
			fn := strings.ToLower(c.QualifiedFunctionName().GetText())
			return fn == "exists"
		default:
			return false
		}
	}
}

var cypherRemovedSyntax = Check{
	ID: "cypher-removed-syntax", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `Syntax Neo4j 5 no longer accepts: exists(n.prop) (fix: n.prop IS NOT NULL), and a RETURN or ` +
		`WITH expression that is not a variable and has no alias in WITH (fix: add AS).`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, fi := range collect[*parser.FunctionInvocationContext](t.Script) {
			if !strings.EqualFold(fi.QualifiedFunctionName().GetText(), "exists") || len(fi.AllExpression()) != 1 {
				continue
			}
			arg := fi.Expression(0)
			if _, ok := arg.(*parser.PropertyExprContext); !ok {
				continue
			}
			s, e := t.Span(fi)
			out = append(out, u.Diag(checkByID("cypher-removed-syntax"), s, e,
				"exists(property) was removed in Neo4j 5; use IS NOT NULL", "",
				diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: t.Source(arg) + " IS NOT NULL",
					Label: "write " + t.Source(arg) + " IS NOT NULL"}))
		}
		for _, w := range collect[*parser.WithClauseContext](t.Script) {
			for _, it := range w.ProjectionBody().ProjectionItems().AllProjectionItem() {
				if it.AS() != nil || bareVariable(it.Expression()) != "" {
					continue
				}
				s, e := t.Span(it)
				alias := suggestAlias(t.Source(it.Expression()))
				out = append(out, u.Diag(checkByID("cypher-removed-syntax"), s, e,
					"expression in WITH must be aliased (use AS)", "",
					diag.Fix{Span: diag.Span{Start: e, End: e}, Replacement: " AS " + alias, Label: "add AS " + alias}))
			}
		}
		return out
	},
}

// suggestAlias names a WITH column after the property it reads, or "value".
func suggestAlias(expr string) string {
	if i := strings.LastIndexByte(expr, '.'); i >= 0 {
		name := expr[i+1:]
		ok := name != ""
		for _, r := range name {
			if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				ok = false
			}
		}
		if ok && !(name[0] >= '0' && name[0] <= '9') {
			return name
		}
	}
	return "value"
}

func init() { Register(cypherRelTypeAsVariable) }

var cypherRelTypeAsVariable = Check{
	ID: "cypher-rel-type-as-variable", Lang: lang.Cypher, Severity: diag.Warning,
	Doc: `A relationship written -[ACTED_IN]-> names a variable, not a type, so it matches every ` +
		`relationship. Reported when the name is a relationship type of the schema (or, without a ` +
		`schema, is written in UPPER_CASE) and the variable is used nowhere else; the fix adds the colon.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		uses := map[string]int{}
		for _, v := range collect[*parser.VariableContext](t.Script) {
			uses[varName(v)]++
		}
		var out []diag.Diagnostic
		for _, r := range cypherPatterns(u).Rels {
			if r.Var == "" || len(r.Types) > 0 || uses[r.Var] != 1 {
				continue
			}
			typeLike := false
			if u.Schema != nil {
				typeLike = u.Schema.EdgeType(r.Var) != nil
			} else {
				typeLike = len(r.Var) > 1 && strings.ToUpper(r.Var) == r.Var && strings.ToLower(r.Var) != r.Var
			}
			if !typeLike {
				continue
			}
			s, e := t.Span(r.Ctx.RelationshipDetail().Variable())
			out = append(out, u.Diag(checkByID("cypher-rel-type-as-variable"), s, e,
				fmt.Sprintf("[%s] is a variable and matches any relationship; did you mean [:%s]?", r.Var, r.Var), "",
				diag.Fix{Span: diag.Span{Start: s, End: s}, Replacement: ":", Label: "write [:" + r.Var + "]"}))
		}
		return out
	},
}

var cypherUnion = Check{
	ID: "cypher-union", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `UNION parts must return the same column names, in the same order, and one query cannot mix ` +
		`UNION with UNION ALL. Neo4j rejects both.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, q := range collect[*parser.QueryContext](t.Script) {
			unions := q.AllUnion()
			if len(unions) == 0 {
				continue
			}
			all := unions[0].ALL() != nil
			for _, un := range unions[1:] {
				if (un.ALL() != nil) != all {
					s, e := t.Span(un)
					out = append(out, u.Diag(checkByID("cypher-union"), s, e, "UNION and UNION ALL cannot be mixed in one query", ""))
				}
			}
			var first []string
			for i, sq := range q.AllSingleQuery() {
				cols, ok := returnColumns(t, sq)
				if !ok {
					continue
				}
				if first == nil {
					first = cols
					continue
				}
				if strings.Join(cols, "\x00") != strings.Join(first, "\x00") {
					s, e := t.Span(sq)
					out = append(out, u.Diag(checkByID("cypher-union"), s, s+len("MATCH"),
						fmt.Sprintf("part %d of the UNION returns %s, the first returns %s; alias them alike", i+1,
							strings.Join(cols, ", "), strings.Join(first, ", ")), ""))
					_ = e
				}
			}
		}
		return out
	},
}

// returnColumns names the columns a query part's final RETURN produces.
func returnColumns(t *cypher.Tree, sq parser.ISingleQueryContext) ([]string, bool) {
	cls := sq.AllClause()
	if len(cls) == 0 || cls[len(cls)-1].ReturnClause() == nil {
		return nil, false
	}
	items := cls[len(cls)-1].ReturnClause().ProjectionBody().ProjectionItems()
	if items.STAR() != nil {
		return nil, false
	}
	var cols []string
	for _, it := range items.AllProjectionItem() {
		if v := it.Variable(); v != nil {
			cols = append(cols, varName(v))
		} else {
			cols = append(cols, norm(t.Source(it.Expression())))
		}
	}
	return cols, true
}

func init() { Register(cypherLabelSyntax) }

var cypherLabelSyntax = Check{
	ID: "cypher-label-expression", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `Label expressions Neo4j 5 rejects: the old "[r:A|:B]" alternative with a variable, properties ` +
		`or a length (fix: "[r:A|B]"), and one query mixing the old ":A:B" conjunction with the ` +
		`"&", "|", "!", "%" symbols (fix: ":A&B").`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, rd := range collect[*parser.RelationshipDetailContext](t.Script) {
			le := rd.LabelExpression()
			if le == nil || le.LabelOr() == nil || len(le.LabelOr().AllCOLON()) == 0 {
				continue
			}
			if rd.Variable() == nil && rd.Properties() == nil && rd.PathLength() == nil && rd.WhereClause() == nil {
				continue
			}
			for _, c := range le.LabelOr().AllCOLON() {
				s, e := t.TokenSpan(c.GetSymbol())
				out = append(out, u.Diag(checkByID("cypher-label-expression"), s, e,
					"write alternative relationship types as :A|B; the colon after | is not allowed here", "",
					diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: "", Label: "drop the colon after |"}))
			}
		}
		// Neo4j refuses the mix within one clause.
		for _, cl := range collect[*parser.ClauseContext](t.Script) {
			if !usesLabelSymbols(cl) {
				continue
			}
			for _, la := range collect[*parser.LabelAndContext](cl) {
				for _, c := range la.AllCOLON() {
					s, e := t.TokenSpan(c.GetSymbol())
					out = append(out, u.Diag(checkByID("cypher-label-expression"), s, e,
						"this query uses label operators (&, |, !, %), so :A:B must be written :A&B", "",
						diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: "&", Label: "write :A&B"}))
				}
			}
		}
		return out
	},
}

// usesLabelSymbols reports whether n uses any of & | ! % in a label
// expression (the old [:A|:B] alternative does not count).
func usesLabelSymbols(n antlr.Tree) bool {
	for _, lo := range collect[*parser.LabelOrContext](n) {
		if len(lo.AllPIPE()) > len(lo.AllCOLON()) {
			return true
		}
	}
	for _, ln := range collect[*parser.LabelNotContext](n) {
		if ln.BANG() != nil {
			return true
		}
	}
	for _, la := range collect[*parser.LabelAtomContext](n) {
		if la.PERCENT() != nil {
			return true
		}
	}
	for _, la := range collect[*parser.LabelAndContext](n) {
		if len(la.AllAMP()) > 0 {
			return true
		}
	}
	return false
}
