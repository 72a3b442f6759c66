package sparql

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/sparql/parser"
)

// Form is what kind of request a text is.
type Form string

const (
	Select    Form = "SELECT"
	Construct Form = "CONSTRUCT"
	Describe  Form = "DESCRIBE"
	Ask       Form = "ASK"
	Update    Form = "UPDATE"
)

// Tree is a parsed SPARQL text reduced to what checks and generators read.
// Every Span is a byte range of Text.
type Tree struct {
	Text string
	Root parser.ISparqlContext
	Form Form

	Base     string
	Prefixes []Prefix // declarations in order (a later one overrides an earlier one)
	// Names lists every prefixed name used outside PREFIX declarations.
	Names []Term
	// Selects holds the outer SELECT (when Form is Select) followed by every
	// sub-SELECT in document order.
	Selects []*SelectQuery
	// Where is the outer query's WHERE pattern (nil for updates without one).
	Where *Group
	// Triples holds every triple pattern: WHERE clauses, sub-queries, EXISTS
	// patterns, CONSTRUCT templates and update templates, in document order.
	Triples []*Triple
	// Comparisons are the binary comparisons in any expression.
	Comparisons []*Comparison
	// Filters lists FILTER constraints in document order.
	Filters []*Filter
	// Calls are the built-in function calls in any expression (not the
	// aggregates), with their arguments when those are lone terms.
	Calls []*Call
	// Ops are the update operations (INSERT DATA, DROP, ...), empty for queries.
	Ops []UpdateOp

	conv *offsets
}

// Prefix is one PREFIX declaration. Name has no colon ("" for the default prefix).
type Prefix struct {
	Name string
	IRI  string
	Span diag.Span
}

// TermKind says what a term is.
type TermKind int

const (
	KVar TermKind = iota
	KIRI
	KPName
	KLiteral
	KBlank
	KCollection
	KPath // a property path other than a single IRI
	KA    // the keyword a (rdf:type)
	KNil
)

// Term is an RDF term, variable or path as written.
type Term struct {
	Kind TermKind
	Text string // source text
	Span diag.Span
	// Var: name without '?' or '$'. IRI: the IRI without angle brackets.
	// PName: the expanded IRI when the prefix is declared, else "".
	// Literal: the lexical form, escapes resolved.
	Value string
	// PName only: prefix without the colon, and the local part with PN_LOCAL
	// escapes (such as \#) resolved.
	Prefix, Local string
	// Literal only.
	Lang     string
	Datatype string // as written: "xsd:integer", "<http://...>"; numbers get xsd:integer/xsd:decimal/xsd:double; booleans xsd:boolean
	Quoted   bool   // a string literal (as opposed to a number or boolean)
}

// IsVar reports whether the term is the variable ?name.
func (t Term) IsVar() bool { return t.Kind == KVar }

// IsIRI reports whether the term names an IRI (written in full or prefixed).
func (t Term) IsIRI() bool { return t.Kind == KIRI || t.Kind == KPName }

// Triple is one triple pattern.
type Triple struct {
	S, P, O Term
	// PathIRIs lists the IRIs inside P when P is a property path; Inverse is
	// set when P is exactly ^iri (then PathIRIs has that one IRI).
	PathIRIs []Term
	Inverse  bool
	// Simple is set when the triple was written on its own ("s p o"), not
	// sharing its subject or predicate through ';' or ',' or a [ ] node, so
	// its subject and object can be swapped textually.
	Simple bool
	Span   diag.Span
	// Group is the innermost group pattern holding the triple; nil in
	// CONSTRUCT and update templates.
	Group *Group
}

// GroupKind says where a group graph pattern sits.
type GroupKind string

const (
	GWhere     GroupKind = "where"
	GGroup     GroupKind = "group" // a nested { } or one branch of a UNION
	GUnion     GroupKind = "union" // the branch is one of several
	GOptional  GroupKind = "optional"
	GMinus     GroupKind = "minus"
	GGraph     GroupKind = "graph"
	GService   GroupKind = "service"
	GExists    GroupKind = "exists"
	GNotExists GroupKind = "not-exists"
	GSubSelect GroupKind = "subselect" // the group is a sub-SELECT; see Sub
)

// Group is a group graph pattern { ... }.
type Group struct {
	Kind     GroupKind
	Span     diag.Span
	Parent   *Group
	Triples  []*Triple
	Children []*Group
	Binds    []Bind
	Values   []Term // variables of VALUES blocks
	Filters  []*Filter
	GraphVar *Term        // GRAPH ?g / SERVICE ?s
	Sub      *SelectQuery // set for GSubSelect
}

// Bind is BIND(expr AS ?v).
type Bind struct {
	Var  Term
	Uses []VarUse
	Span diag.Span
}

// Filter is FILTER(...).
type Filter struct {
	Span  diag.Span
	Uses  []VarUse
	Group *Group
}

// VarUse is a variable mentioned in an expression.
type VarUse struct {
	Term
	InAggregate bool // inside COUNT/SUM/.../GROUP_CONCAT
	InExists    bool // inside an EXISTS / NOT EXISTS pattern
}

// SelectItem is one projection: ?v, or (expr AS ?v).
type SelectItem struct {
	Var  Term
	Expr bool
	Uses []VarUse // variables the expression reads
	Span diag.Span
}

// Aggregate is one aggregate call.
type Aggregate struct {
	Func string // upper case: COUNT, SUM, ...
	Span diag.Span
}

// SelectQuery is a SELECT (outer or sub-query).
type SelectQuery struct {
	Span     diag.Span
	Star     bool
	Distinct bool
	Items    []SelectItem
	Where    *Group
	// GroupBy lists GROUP BY conditions; a plain ?v or (expr AS ?v) sets Var.
	GroupBy []SelectItem
	// GroupByEnd is the byte offset just after the last GROUP BY condition, or
	// -1; WhereEnd is just after the WHERE pattern's closing brace.
	GroupByEnd int
	WhereEnd   int
	Having     []VarUse
	OrderBy    []VarUse
	Aggregates []Aggregate // in the SELECT list, HAVING and ORDER BY
	Limit      int         // -1 when absent
	Parent     *Group      // nil for the outer query
}

// Grouped reports whether the query aggregates (GROUP BY or an aggregate).
func (s *SelectQuery) Grouped() bool { return len(s.GroupBy) > 0 || len(s.Aggregates) > 0 }

// Comparison is a binary comparison; L and R are set when that side is a
// single variable or literal (nil for anything more complex).
type Comparison struct {
	Op   string // = != < > <= >= IN
	L, R *Term
	Span diag.Span
	// InFilter is set when the comparison sits in a FILTER (not BIND, HAVING, ...).
	InFilter bool
}

// Call is a built-in function call such as REGEX(?t, "x", "i").
type Call struct {
	Name string  // upper case: REGEX, CONTAINS, STR, ...
	Args []*Term // nil for an argument that is not a lone variable or literal
	Span diag.Span
}

// UpdateOp is one SPARQL Update operation.
type UpdateOp struct {
	Kind string // "INSERT DATA", "DELETE DATA", "DELETE WHERE", "DELETE/INSERT", "LOAD", ...
	Span diag.Span
}

// Bound returns the variables a group pattern binds (its in-scope variables,
// SPARQL 1.1 section 18.2.1): variables of its triple patterns, BIND and
// VALUES, those of nested groups, OPTIONAL, UNION, GRAPH and SERVICE patterns
// and the projection of sub-SELECTs — but not those only in FILTER, MINUS or
// EXISTS.
func (g *Group) Bound() map[string]bool {
	out := map[string]bool{}
	g.addBound(out)
	return out
}

func (g *Group) addBound(out map[string]bool) {
	if g == nil {
		return
	}
	if g.Kind == GSubSelect && g.Sub != nil {
		for v := range g.Sub.Projected() {
			out[v] = true
		}
		return
	}
	for _, t := range g.Triples {
		for _, x := range []Term{t.S, t.P, t.O} {
			if x.Kind == KVar {
				out[x.Value] = true
			}
		}
	}
	for _, b := range g.Binds {
		out[b.Var.Value] = true
	}
	for _, v := range g.Values {
		out[v.Value] = true
	}
	if g.GraphVar != nil && g.GraphVar.Kind == KVar {
		out[g.GraphVar.Value] = true
	}
	for _, c := range g.Children {
		switch c.Kind {
		case GMinus, GExists, GNotExists:
			continue
		}
		c.addBound(out)
	}
}

// Projected returns the variables a SELECT returns (all in-scope ones for *).
func (s *SelectQuery) Projected() map[string]bool {
	if s.Star {
		return s.Where.Bound()
	}
	out := map[string]bool{}
	for _, it := range s.Items {
		out[it.Var.Value] = true
	}
	return out
}

// GroupKeys returns the variables named by GROUP BY.
func (s *SelectQuery) GroupKeys() map[string]bool {
	out := map[string]bool{}
	for _, g := range s.GroupBy {
		if g.Var.Value != "" {
			out[g.Var.Value] = true
		}
	}
	return out
}

// PrefixIRI returns the IRI declared for a prefix (the last declaration wins).
func (t *Tree) PrefixIRI(name string) (string, bool) {
	iri, ok := "", false
	for _, p := range t.Prefixes {
		if p.Name == name {
			iri, ok = p.IRI, true
		}
	}
	return iri, ok
}

// IRI returns the full IRI of an IRI term ("" when its prefix is undeclared).
// Relative IRIs are not resolved against BASE.
func (t *Tree) IRI(x Term) string {
	switch x.Kind {
	case KIRI:
		return x.Value
	case KPName:
		if ns, ok := t.PrefixIRI(x.Prefix); ok {
			return ns + x.Local
		}
	case KA:
		return RDFType
	}
	return ""
}

// ---- building the tree ----

type builder struct {
	t     *Tree
	group *Group
	sel   *SelectQuery
	// expression context
	inAgg, inExists int
	exprUses        *[]VarUse
	aggs            *[]Aggregate
	inFilter        bool
}

func build(text string, root parser.ISparqlContext) *Tree {
	t := &Tree{Text: text, Root: root, conv: newOffsets(text)}
	b := &builder{t: t}
	b.walk(root)
	return t
}

func (b *builder) span(ctx antlr.ParserRuleContext) diag.Span {
	st, sp := ctx.GetStart(), ctx.GetStop()
	if st == nil {
		return diag.Span{}
	}
	s := b.t.conv.byteAt(st.GetStart())
	if sp == nil || sp.GetTokenIndex() < st.GetTokenIndex() || sp.GetTokenType() == antlr.TokenEOF {
		return diag.Span{Start: s, End: s}
	}
	return diag.Span{Start: s, End: b.t.conv.byteAt(sp.GetStop() + 1)}
}

func (b *builder) tokSpan(tok antlr.Token) diag.Span {
	return diag.Span{Start: b.t.conv.byteAt(tok.GetStart()), End: b.t.conv.byteAt(tok.GetStop() + 1)}
}

func (b *builder) text(s diag.Span) string { return b.t.Text[s.Start:s.End] }

// walk visits a subtree, handling the rules that shape the model and
// descending through everything else.
func (b *builder) walk(n antlr.Tree) {
	switch c := n.(type) {
	case *parser.PrefixDeclContext:
		name := strings.TrimSuffix(c.PNAME_NS().GetText(), ":")
		iri := c.IRIREF().GetText()
		b.t.Prefixes = append(b.t.Prefixes, Prefix{Name: name, IRI: iri[1 : len(iri)-1], Span: b.span(c)})
		return
	case *parser.BaseDeclContext:
		iri := c.IRIREF().GetText()
		b.t.Base = iri[1 : len(iri)-1]
		return
	case *parser.SelectQueryContext:
		b.t.Form = Select
		b.selectQuery(c, c.SelectClause(), c.WhereClause(), c.SolutionModifier(), nil)
		for _, d := range c.AllDatasetClause() {
			b.walk(d)
		}
		return
	case *parser.SubSelectContext:
		b.selectQuery(c, c.SelectClause(), c.WhereClause(), c.SolutionModifier(), c.ValuesClause())
		return
	case *parser.ConstructQueryContext:
		b.t.Form = Construct
	case *parser.DescribeQueryContext:
		b.t.Form = Describe
	case *parser.AskQueryContext:
		b.t.Form = Ask
	case *parser.Update1Context:
		b.t.Form = Update
		b.updateOp(c)
	case *parser.WhereClauseContext:
		if b.group == nil && b.t.Where == nil {
			g := b.groupPattern(c.GroupGraphPattern(), GWhere)
			b.t.Where = g
			return
		}
	case *parser.GroupGraphPatternContext:
		kind := GGroup
		if p, ok := c.GetParent().(*parser.GroupOrUnionGraphPatternContext); ok && len(p.AllGroupGraphPattern()) > 1 {
			kind = GUnion
		}
		b.groupPattern(c, kind)
		return
	case *parser.OptionalGraphPatternContext:
		b.groupPattern(c.GroupGraphPattern(), GOptional)
		return
	case *parser.MinusGraphPatternContext:
		b.groupPattern(c.GroupGraphPattern(), GMinus)
		return
	case *parser.GraphGraphPatternContext:
		g := b.groupPattern(c.GroupGraphPattern(), GGraph)
		v := b.varOrIri(c.VarOrIri())
		g.GraphVar = &v
		return
	case *parser.ServiceGraphPatternContext:
		g := b.groupPattern(c.GroupGraphPattern(), GService)
		v := b.varOrIri(c.VarOrIri())
		g.GraphVar = &v
		return
	case *parser.ExistsFuncContext:
		b.inExists++
		b.groupPattern(c.GroupGraphPattern(), GExists)
		b.inExists--
		return
	case *parser.NotExistsFuncContext:
		b.inExists++
		b.groupPattern(c.GroupGraphPattern(), GNotExists)
		b.inExists--
		return
	case *parser.FilterContext:
		f := &Filter{Span: b.span(c), Group: b.group}
		save, saveF := b.exprUses, b.inFilter
		b.exprUses, b.inFilter = &f.Uses, true
		b.walk(c.Constraint())
		b.exprUses, b.inFilter = save, saveF
		b.t.Filters = append(b.t.Filters, f)
		if b.group != nil {
			b.group.Filters = append(b.group.Filters, f)
		}
		return
	case *parser.BindContext:
		bd := Bind{Var: b.variable(c.Variable()), Span: b.span(c)}
		save := b.exprUses
		b.exprUses = &bd.Uses
		b.walk(c.Expression())
		b.exprUses = save
		if b.group != nil {
			b.group.Binds = append(b.group.Binds, bd)
		}
		return
	case *parser.InlineDataContext:
		b.dataBlockVars(c.DataBlock())
		return
	case *parser.ValuesClauseContext:
		// a trailing VALUES binds variables for the whole (sub-)query
		if db := c.DataBlock(); db != nil {
			target := b.t.Where
			if b.sel != nil {
				target = b.sel.Where
			}
			save := b.group
			b.group = target
			b.dataBlockVars(db)
			b.group = save
		}
		return
	case *parser.TriplesSameSubjectPathContext:
		b.triplesSameSubjectPath(c)
		return
	case *parser.TriplesSameSubjectContext:
		b.triplesSameSubject(c)
		return
	case *parser.VariableContext:
		if b.exprUses != nil {
			*b.exprUses = append(*b.exprUses, VarUse{Term: b.variable(c), InAggregate: b.inAgg > 0, InExists: b.inExists > 0})
		}
		return
	case *parser.AggregateContext:
		if b.aggs != nil {
			*b.aggs = append(*b.aggs, Aggregate{Func: strings.ToUpper(c.GetStart().GetText()), Span: b.span(c)})
		}
		b.inAgg++
		b.children(c)
		b.inAgg--
		return
	case *parser.RelationalExpressionContext:
		b.comparison(c)
	case *parser.BuiltInCallContext:
		b.call(c)
	case *parser.PrefixedNameContext:
		b.t.Names = append(b.t.Names, b.prefixedName(c))
		return
	}
	b.children(n)
}

func (b *builder) children(n antlr.Tree) {
	for i := 0; i < n.GetChildCount(); i++ {
		b.walk(n.GetChild(i))
	}
}

func (b *builder) groupPattern(c parser.IGroupGraphPatternContext, kind GroupKind) *Group {
	g := &Group{Kind: kind, Span: b.span(c), Parent: b.group}
	if b.group != nil {
		b.group.Children = append(b.group.Children, g)
	}
	save := b.group
	b.group = g
	// expressions inside a pattern are not part of the enclosing expression,
	// except for EXISTS, whose variables the enclosing FILTER does read.
	saveUses := b.exprUses
	if kind != GExists && kind != GNotExists {
		b.exprUses = nil
	}
	if sub := c.SubSelect(); sub != nil {
		g.Kind = GSubSelect
		b.walk(sub)
	} else {
		b.children(c)
	}
	b.exprUses = saveUses
	b.group = save
	return g
}

func (b *builder) selectQuery(c antlr.ParserRuleContext, sc parser.ISelectClauseContext, wc parser.IWhereClauseContext,
	sm parser.ISolutionModifierContext, vc parser.IValuesClauseContext) {
	s := &SelectQuery{Span: b.span(c), GroupByEnd: -1, Limit: -1, Parent: b.group}
	if b.group != nil {
		b.group.Sub = s
	}
	b.t.Selects = append(b.t.Selects, s)
	saveSel, saveUses, saveAggs := b.sel, b.exprUses, b.aggs
	b.sel = s
	b.aggs = &s.Aggregates
	s.Distinct = sc.DISTINCT() != nil
	s.Star = sc.STAR() != nil
	for _, it := range sc.AllSelectItem() {
		item := SelectItem{Span: b.span(it)}
		if v := it.Variable(); v != nil {
			item.Var = b.variable(v)
		}
		if e := it.Expression(); e != nil {
			item.Expr = true
			b.exprUses = &item.Uses
			b.walk(e)
			b.exprUses = nil
		} else {
			b.walkNames(it)
		}
		s.Items = append(s.Items, item)
	}
	b.aggs = nil
	// the WHERE pattern
	g := &Group{Kind: GWhere, Span: b.span(wc.GroupGraphPattern()), Parent: b.group}
	if b.group == nil && b.t.Where == nil {
		b.t.Where = g
	}
	s.Where = g
	saveGroup := b.group
	b.group = g
	if sub := wc.GroupGraphPattern().SubSelect(); sub != nil {
		inner := &Group{Kind: GSubSelect, Span: g.Span, Parent: g}
		g.Children = append(g.Children, inner)
		b.group = inner
		b.walk(sub)
	} else {
		b.children(wc.GroupGraphPattern())
	}
	b.group = saveGroup
	s.WhereEnd = g.Span.End
	b.aggs = &s.Aggregates
	if sm != nil {
		if gc := sm.GroupClause(); gc != nil {
			for _, cond := range gc.AllGroupCondition() {
				item := SelectItem{Span: b.span(cond)}
				if v := cond.Variable(); v != nil {
					item.Var = b.variable(v)
				} else {
					if cond.AS() != nil {
						item.Var = b.variable(cond.Variable())
					}
					item.Expr = true
					b.exprUses = &item.Uses
					b.children(cond)
					b.exprUses = nil
				}
				s.GroupBy = append(s.GroupBy, item)
			}
			s.GroupByEnd = b.span(gc).End
		}
		if hc := sm.HavingClause(); hc != nil {
			b.exprUses = &s.Having
			b.walk(hc)
			b.exprUses = nil
		}
		if oc := sm.OrderClause(); oc != nil {
			b.exprUses = &s.OrderBy
			b.walk(oc)
			b.exprUses = nil
		}
		if lo := sm.LimitOffsetClauses(); lo != nil {
			if lc := lo.LimitClause(); lc != nil {
				n := 0
				for _, r := range lc.INTEGER().GetText() {
					n = n*10 + int(r-'0')
					if n > 1<<30 {
						break
					}
				}
				s.Limit = n
			}
		}
	}
	if vc != nil {
		b.walk(vc)
	}
	b.sel, b.exprUses, b.aggs = saveSel, saveUses, saveAggs
}

// walkNames records prefixed names in a subtree that is otherwise skipped.
func (b *builder) walkNames(n antlr.Tree) {
	save := b.exprUses
	b.exprUses = nil
	b.children(n)
	b.exprUses = save
}

func (b *builder) dataBlockVars(c parser.IDataBlockContext) {
	var vars []parser.IVariableContext
	if one := c.InlineDataOneVar(); one != nil {
		vars = append(vars, one.Variable())
	} else if full := c.InlineDataFull(); full != nil {
		vars = full.AllVariable()
	}
	for _, v := range vars {
		if b.group != nil {
			b.group.Values = append(b.group.Values, b.variable(v))
		}
	}
	b.walkNames(c)
}

func (b *builder) updateOp(c *parser.Update1Context) {
	kind := ""
	switch {
	case c.Load() != nil:
		kind = "LOAD"
	case c.Clear() != nil:
		kind = "CLEAR"
	case c.Drop() != nil:
		kind = "DROP"
	case c.Add() != nil:
		kind = "ADD"
	case c.Move() != nil:
		kind = "MOVE"
	case c.Copy_() != nil:
		kind = "COPY"
	case c.Create() != nil:
		kind = "CREATE"
	case c.InsertData() != nil:
		kind = "INSERT DATA"
	case c.DeleteData() != nil:
		kind = "DELETE DATA"
	case c.DeleteWhere() != nil:
		kind = "DELETE WHERE"
	case c.Modify() != nil:
		m := c.Modify()
		switch {
		case m.DeleteClause() != nil && m.InsertClause() != nil:
			kind = "DELETE/INSERT"
		case m.DeleteClause() != nil:
			kind = "DELETE"
		default:
			kind = "INSERT"
		}
		if m.WITH() != nil {
			kind = "WITH " + kind
		}
	}
	b.t.Ops = append(b.t.Ops, UpdateOp{Kind: kind, Span: b.span(c)})
}

// ---- terms ----

func (b *builder) variable(c parser.IVariableContext) Term {
	s := b.span(c)
	txt := b.text(s)
	return Term{Kind: KVar, Text: txt, Span: s, Value: txt[1:]}
}

func (b *builder) prefixedName(c parser.IPrefixedNameContext) Term {
	s := b.span(c)
	txt := b.text(s)
	i := strings.IndexByte(txt, ':')
	t := Term{Kind: KPName, Text: txt, Span: s, Prefix: txt[:i], Local: unescapeLocal(txt[i+1:])}
	t.Value = b.t.IRI(t)
	return t
}

func (b *builder) iri(c parser.IIriContext) Term {
	if pn := c.PrefixedName(); pn != nil {
		t := b.prefixedName(pn)
		b.t.Names = append(b.t.Names, t)
		return t
	}
	s := b.span(c)
	txt := b.text(s)
	return Term{Kind: KIRI, Text: txt, Span: s, Value: txt[1 : len(txt)-1]}
}

func (b *builder) varOrIri(c parser.IVarOrIriContext) Term {
	if v := c.Variable(); v != nil {
		return b.variable(v)
	}
	return b.iri(c.Iri())
}

func (b *builder) varOrTerm(c parser.IVarOrTermContext) Term {
	if v := c.Variable(); v != nil {
		return b.variable(v)
	}
	g := c.GraphTerm()
	s := b.span(g)
	switch {
	case g.Iri() != nil:
		return b.iri(g.Iri())
	case g.RdfLiteral() != nil:
		return b.rdfLiteral(g.RdfLiteral())
	case g.NumericLiteral() != nil:
		return numeric(b.text(s), s)
	case g.BooleanLiteral() != nil:
		return Term{Kind: KLiteral, Text: b.text(s), Span: s, Value: strings.ToLower(b.text(s)), Datatype: "xsd:boolean"}
	case g.BlankNode() != nil:
		return Term{Kind: KBlank, Text: b.text(s), Span: s, Value: b.text(s)}
	}
	return Term{Kind: KNil, Text: b.text(s), Span: s}
}

func numeric(txt string, s diag.Span) Term {
	dt := "xsd:integer"
	if strings.ContainsAny(txt, "eE") {
		dt = "xsd:double"
	} else if strings.Contains(txt, ".") {
		dt = "xsd:decimal"
	}
	return Term{Kind: KLiteral, Text: txt, Span: s, Value: strings.TrimPrefix(txt, "+"), Datatype: dt}
}

func (b *builder) rdfLiteral(c parser.IRdfLiteralContext) Term {
	s := b.span(c)
	raw := c.StringLiteral().GetText()
	t := Term{Kind: KLiteral, Text: b.text(s), Span: s, Value: unquote(raw), Quoted: true}
	if lt := c.LANGTAG(); lt != nil {
		t.Lang = lt.GetText()[1:]
	}
	if i := c.Iri(); i != nil {
		t.Datatype = b.iri(i).Text
	}
	return t
}

// unquote strips quotes and resolves ECHAR escapes.
func unquote(s string) string {
	q := 1
	if len(s) >= 6 && (strings.HasPrefix(s, `"""`) || strings.HasPrefix(s, `'''`)) {
		q = 3
	}
	if len(s) < 2*q {
		return ""
	}
	s = s[q : len(s)-q]
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 't':
				sb.WriteByte('\t')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			default:
				sb.WriteByte(s[i])
			}
			continue
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// unescapeLocal resolves PN_LOCAL_ESC (\#, \., ...) in a local name.
func unescapeLocal(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// ---- triples ----

func (b *builder) addTriple(t *Triple) {
	t.Group = b.group
	t.Span = diag.Span{Start: min(t.S.Span.Start, t.O.Span.Start), End: max(t.S.Span.End, t.O.Span.End, t.P.Span.End)}
	b.t.Triples = append(b.t.Triples, t)
	if t.Group != nil {
		t.Group.Triples = append(t.Group.Triples, t)
	}
}

func (b *builder) triplesSameSubjectPath(c *parser.TriplesSameSubjectPathContext) {
	if vt := c.VarOrTerm(); vt != nil {
		subj := b.varOrTerm(vt)
		b.propertyListPath(subj, c.PropertyListPathNotEmpty(), true)
		return
	}
	subj := b.triplesNodePath(c.TriplesNodePath())
	if pl := c.PropertyListPath(); pl != nil && pl.PropertyListPathNotEmpty() != nil {
		b.propertyListPath(subj, pl.PropertyListPathNotEmpty(), false)
	}
}

func (b *builder) propertyListPath(subj Term, c parser.IPropertyListPathNotEmptyContext, standalone bool) {
	verbs := c.AllVerbPathOrSimple()
	simple := standalone && len(verbs) == 1 && len(c.AllObjectList()) == 0 &&
		len(c.ObjectListPath().AllObjectPath()) == 1
	for i, v := range verbs {
		pred, pathIRIs, inverse := b.verbPathOrSimple(v)
		var objs []Term
		if i == 0 {
			for _, o := range c.ObjectListPath().AllObjectPath() {
				objs = append(objs, b.graphNodePath(o.GraphNodePath()))
			}
		} else {
			// the i-th verb (i>0) pairs with the (i-1)-th plain object list
			ol := c.ObjectList(i - 1)
			if ol == nil {
				continue
			}
			for _, o := range ol.AllObject() {
				objs = append(objs, b.graphNode(o.GraphNode()))
			}
		}
		for _, o := range objs {
			b.addTriple(&Triple{S: subj, P: pred, O: o, PathIRIs: pathIRIs, Inverse: inverse, Simple: simple})
		}
	}
}

func (b *builder) verbPathOrSimple(c parser.IVerbPathOrSimpleContext) (Term, []Term, bool) {
	if vs := c.VerbSimple(); vs != nil {
		return b.variable(vs.Variable()), nil, false
	}
	p := c.VerbPath().Path()
	s := b.span(p)
	// a single iri or 'a', possibly inverted, with no modifier
	alt := p.PathAlternative()
	if len(alt.AllPathSequence()) == 1 {
		seq := alt.PathSequence(0)
		if len(seq.AllPathEltOrInverse()) == 1 {
			ei := seq.PathEltOrInverse(0)
			el := ei.PathElt()
			if el.PathMod() == nil {
				prim := el.PathPrimary()
				var t *Term
				if prim.Iri() != nil {
					x := b.iri(prim.Iri())
					t = &x
				} else if prim.A() != nil {
					x := Term{Kind: KA, Text: "a", Span: b.span(prim), Value: RDFType}
					t = &x
				}
				if t != nil {
					if ei.CARET() == nil {
						return *t, nil, false
					}
					return Term{Kind: KPath, Text: b.text(s), Span: s}, []Term{*t}, true
				}
			}
		}
	}
	var iris []Term
	b.collectPathIRIs(p, &iris)
	return Term{Kind: KPath, Text: b.text(s), Span: s}, iris, false
}

func (b *builder) collectPathIRIs(n antlr.Tree, out *[]Term) {
	switch c := n.(type) {
	case *parser.IriContext:
		*out = append(*out, b.iri(c))
		return
	case antlr.TerminalNode:
		if c.GetSymbol().GetTokenType() == parser.SparqlLexerA {
			*out = append(*out, Term{Kind: KA, Text: "a", Span: b.tokSpan(c.GetSymbol()), Value: RDFType})
		}
		return
	}
	for i := 0; i < n.GetChildCount(); i++ {
		b.collectPathIRIs(n.GetChild(i), out)
	}
}

func (b *builder) graphNodePath(c parser.IGraphNodePathContext) Term {
	if vt := c.VarOrTerm(); vt != nil {
		return b.varOrTerm(vt)
	}
	return b.triplesNodePath(c.TriplesNodePath())
}

func (b *builder) graphNode(c parser.IGraphNodeContext) Term {
	if vt := c.VarOrTerm(); vt != nil {
		return b.varOrTerm(vt)
	}
	return b.triplesNode(c.TriplesNode())
}

func (b *builder) triplesNodePath(c parser.ITriplesNodePathContext) Term {
	s := b.span(c)
	if bn := c.BlankNodePropertyListPath(); bn != nil {
		t := Term{Kind: KBlank, Text: b.text(s), Span: s, Value: "[]@" + itoa(s.Start)}
		b.propertyListPath(t, bn.PropertyListPathNotEmpty(), false)
		return t
	}
	for _, g := range c.CollectionPath().AllGraphNodePath() {
		b.graphNodePath(g)
	}
	return Term{Kind: KCollection, Text: b.text(s), Span: s}
}

func (b *builder) triplesNode(c parser.ITriplesNodeContext) Term {
	s := b.span(c)
	if bn := c.BlankNodePropertyList(); bn != nil {
		t := Term{Kind: KBlank, Text: b.text(s), Span: s, Value: "[]@" + itoa(s.Start)}
		b.propertyList(t, bn.PropertyListNotEmpty(), false)
		return t
	}
	for _, g := range c.Collection().AllGraphNode() {
		b.graphNode(g)
	}
	return Term{Kind: KCollection, Text: b.text(s), Span: s}
}

// triplesSameSubject is the template form (CONSTRUCT, INSERT/DELETE).
func (b *builder) triplesSameSubject(c *parser.TriplesSameSubjectContext) {
	save := b.group
	b.group = nil
	defer func() { b.group = save }()
	if vt := c.VarOrTerm(); vt != nil {
		b.propertyList(b.varOrTerm(vt), c.PropertyListNotEmpty(), true)
		return
	}
	subj := b.triplesNode(c.TriplesNode())
	if pl := c.PropertyList(); pl != nil && pl.PropertyListNotEmpty() != nil {
		b.propertyList(subj, pl.PropertyListNotEmpty(), false)
	}
}

func (b *builder) propertyList(subj Term, c parser.IPropertyListNotEmptyContext, standalone bool) {
	verbs := c.AllVerb()
	lists := c.AllObjectList()
	simple := standalone && len(verbs) == 1 && len(lists) == 1 && len(lists[0].AllObject()) == 1
	for i, v := range verbs {
		var pred Term
		if v.A() != nil {
			pred = Term{Kind: KA, Text: "a", Span: b.span(v), Value: RDFType}
		} else {
			pred = b.varOrIri(v.VarOrIri())
		}
		if i >= len(lists) {
			break
		}
		for _, o := range lists[i].AllObject() {
			b.addTriple(&Triple{S: subj, P: pred, O: b.graphNode(o.GraphNode()), Simple: simple})
		}
	}
}

// ---- expressions ----

// comparison records a relational expression with an operator.
func (b *builder) comparison(c *parser.RelationalExpressionContext) {
	nes := c.AllNumericExpression()
	op := ""
	switch {
	case c.GetOp() != nil && len(nes) == 2:
		op = c.GetOp().GetText()
	case c.IN() != nil && c.NOT() == nil:
		op = "IN"
	case c.IN() != nil:
		op = "NOT IN"
	default:
		return
	}
	cmp := &Comparison{Op: op, Span: b.span(c), InFilter: b.inFilter}
	cmp.L = b.simpleOperand(nes[0])
	if len(nes) == 2 {
		cmp.R = b.simpleOperand(nes[1])
	} else if el := c.ExpressionList(); el != nil && len(el.AllExpression()) == 1 {
		cmp.R = b.simpleOperand(el.Expression(0))
	}
	b.t.Comparisons = append(b.t.Comparisons, cmp)
}

// simpleOperand returns the term when an expression is a lone variable or
// literal, descending through the single-child chain of expression rules.
func (b *builder) simpleOperand(n antlr.Tree) *Term {
	for {
		switch c := n.(type) {
		case *parser.VariableContext:
			t := b.variable(c)
			return &t
		case *parser.RdfLiteralContext:
			t := b.rdfLiteral(c)
			return &t
		case *parser.NumericLiteralContext:
			s := b.span(c)
			t := numeric(b.text(s), s)
			return &t
		case *parser.BooleanLiteralContext:
			s := b.span(c)
			t := Term{Kind: KLiteral, Text: b.text(s), Span: s, Value: strings.ToLower(b.text(s)), Datatype: "xsd:boolean"}
			return &t
		case *parser.IriOrFunctionContext:
			if c.ArgList() != nil {
				return nil
			}
			s := b.span(c)
			t := Term{Kind: KIRI, Text: b.text(s), Span: s}
			if pn := c.Iri().PrefixedName(); pn != nil {
				t = b.prefixedName(pn)
			} else {
				t.Value = strings.Trim(t.Text, "<>")
			}
			return &t
		case *parser.BrackettedExpressionContext:
			n = c.Expression()
			continue
		}
		if n.GetChildCount() != 1 {
			return nil
		}
		n = n.GetChild(0)
		if _, ok := n.(antlr.TerminalNode); ok {
			return nil
		}
	}
}

func (b *builder) call(c *parser.BuiltInCallContext) {
	if c.Aggregate() != nil || c.ExistsFunc() != nil || c.NotExistsFunc() != nil {
		return
	}
	var holder antlr.Tree = c
	switch {
	case c.RegexExpression() != nil:
		holder = c.RegexExpression()
	case c.SubstringExpression() != nil:
		holder = c.SubstringExpression()
	case c.StrReplaceExpression() != nil:
		holder = c.StrReplaceExpression()
	}
	call := &Call{Name: strings.ToUpper(c.GetStart().GetText()), Span: b.span(c)}
	for i := 0; i < holder.GetChildCount(); i++ {
		switch a := holder.GetChild(i).(type) {
		case *parser.ExpressionContext:
			call.Args = append(call.Args, b.simpleOperand(a))
		case *parser.VariableContext: // BOUND(?x)
			t := b.variable(a)
			call.Args = append(call.Args, &t)
		case *parser.ExpressionListContext:
			for _, e := range a.AllExpression() {
				call.Args = append(call.Args, b.simpleOperand(e))
			}
		}
	}
	b.t.Calls = append(b.t.Calls, call)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	return string(buf[i:])
}

// SpanOf is the byte span of a parse-tree rule (ANTLR positions count runes).
func (t *Tree) SpanOf(c antlr.ParserRuleContext) diag.Span {
	b := &builder{t: t}
	return b.span(c)
}
