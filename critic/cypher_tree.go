package critic

// A flat view of a Cypher parse tree that the Cypher checks share: every node
// and relationship pattern with its names and byte spans, and which labels or
// types each variable is known to carry. Built once per query through
// Unit.Memo.

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
)

func cypherTree(u *Unit) *cypher.Tree {
	t, _ := u.Tree.(*cypher.Tree)
	return t
}

// walk visits n and its descendants depth-first; f returning false skips
// the children of that node.
func walk(n antlr.Tree, f func(antlr.Tree) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range n.GetChildren() {
		walk(c, f)
	}
}

// collect returns every descendant of n (n included) of type T.
func collect[T antlr.Tree](n antlr.Tree) []T {
	var out []T
	walk(n, func(x antlr.Tree) bool {
		if v, ok := x.(T); ok {
			out = append(out, v)
		}
		return true
	})
	return out
}

// ancestor returns the nearest proper ancestor of n of type T.
func ancestor[T antlr.Tree](n antlr.Tree) (T, bool) {
	var zero T
	for p := n.GetParent(); p != nil; p = p.GetParent() {
		if v, ok := p.(T); ok {
			return v, true
		}
	}
	return zero, false
}

// cyName is a label, relationship type or property key as written.
type cyName struct {
	Name       string
	Start, End int // bytes of the name token(s), backticks included
	Negated    bool
}

type cyProp struct {
	Key        string
	Start, End int
	Value      parser.IExpressionContext
}

type cyNode struct {
	Ctx    *parser.NodePatternContext
	Var    string
	Labels []cyName
	Props  []cyProp
}

type cyRel struct {
	Ctx         *parser.RelationshipPatternContext
	Var         string
	Types       []cyName
	Props       []cyProp
	Left, Right *cyNode // nil when the neighbour is not a plain node pattern
	// Dir is +1 for -[]->, -1 for <-[]-, 0 for -[]- or <-[]->.
	Dir       int
	VarLength bool
	Unbounded bool
	// Quantified is set when a quantifier follows the relationship or it sits
	// in a quantified path pattern, which makes endpoint checks unreliable.
	Quantified bool
}

type cyPatterns struct {
	Nodes []*cyNode
	Rels  []*cyRel
	// Labels maps a variable to every label it is matched with anywhere in
	// the query (positive labels only); Types does the same for
	// relationship variables.
	Labels map[string]map[string]bool
	Types  map[string]map[string]bool
	// Kind records whether a variable was bound as a node or relationship.
	Kind map[string]string
}

func cypherPatterns(u *Unit) *cyPatterns {
	return u.Memo("cypher.patterns", func() any { return buildPatterns(cypherTree(u)) }).(*cyPatterns)
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '`' && s[len(s)-1] == '`' {
		return strings.ReplaceAll(s[1:len(s)-1], "``", "`")
	}
	return s
}

func varName(v parser.IVariableContext) string {
	if v == nil {
		return ""
	}
	return unquote(v.GetText())
}

// labelNames lists the names in a label expression; names under '!' are
// marked negated.
func labelNames(t *cypher.Tree, le antlr.Tree) []cyName {
	var out []cyName
	if le == nil {
		return nil
	}
	for _, a := range collect[*parser.LabelAtomContext](le) {
		sn := a.SymbolicName()
		if sn == nil {
			continue
		}
		neg := false
		for p := a.GetParent(); p != nil && p != le; p = p.GetParent() {
			if ln, ok := p.(*parser.LabelNotContext); ok && ln.BANG() != nil {
				neg = !neg
			}
		}
		s, e := t.Span(sn)
		out = append(out, cyName{Name: unquote(sn.GetText()), Start: s, End: e, Negated: neg})
	}
	return out
}

func mapProps(t *cypher.Tree, p parser.IPropertiesContext) []cyProp {
	if p == nil || p.MapLiteral() == nil {
		return nil
	}
	var out []cyProp
	for _, e := range p.MapLiteral().AllMapEntry() {
		s, en := t.Span(e.PropertyKeyName())
		out = append(out, cyProp{Key: unquote(e.PropertyKeyName().GetText()), Start: s, End: en, Value: e.Expression()})
	}
	return out
}

func buildPatterns(t *cypher.Tree) *cyPatterns {
	ps := &cyPatterns{Labels: map[string]map[string]bool{}, Types: map[string]map[string]bool{}, Kind: map[string]string{}}
	if t == nil {
		return ps
	}
	nodes := map[*parser.NodePatternContext]*cyNode{}
	node := func(c parser.INodePatternContext) *cyNode {
		np, ok := c.(*parser.NodePatternContext)
		if !ok || np == nil {
			return nil
		}
		if n := nodes[np]; n != nil {
			return n
		}
		n := &cyNode{Ctx: np, Var: varName(np.Variable()), Labels: labelNames(t, np.LabelExpression()), Props: mapProps(t, np.Properties())}
		if b := np.BareLabel(); b != nil {
			s, e := t.Span(b)
			n.Labels = append(n.Labels, cyName{Name: unquote(b.GetText()), Start: s, End: e})
		}
		nodes[np] = n
		ps.Nodes = append(ps.Nodes, n)
		return n
	}
	for _, np := range collect[*parser.NodePatternContext](t.Script) {
		node(np)
	}
	// Every construct made of a head and links.
	type chain interface {
		PathHead() parser.IPathHeadContext
		AllPathLink() []parser.IPathLinkContext
	}
	walk(t.Script, func(x antlr.Tree) bool {
		c, ok := x.(chain)
		if !ok {
			return true
		}
		head := c.PathHead()
		if head == nil {
			return true
		}
		_, inQPP := ancestor[*parser.ParenthesizedPathContext](x)
		if pp, ok := x.(*parser.ParenthesizedPathContext); ok && pp != nil {
			inQPP = true
		}
		var prev *cyNode
		if head.NodePattern() != nil {
			prev = node(head.NodePattern())
		}
		for _, l := range c.AllPathLink() {
			switch {
			case l.RelationshipPattern() != nil:
				rp := l.RelationshipPattern().(*parser.RelationshipPatternContext)
				r := &cyRel{Ctx: rp, Left: prev, Right: node(l.NodePattern()), Quantified: inQPP || l.Quantifier() != nil}
				switch {
				case rp.GT() != nil && rp.LT() == nil:
					r.Dir = 1
				case rp.LT() != nil && rp.GT() == nil:
					r.Dir = -1
				}
				if l.Quantifier() != nil && quantifierUnbounded(l.Quantifier()) {
					r.Unbounded = true
				}
				if d := rp.RelationshipDetail(); d != nil {
					r.Var = varName(d.Variable())
					r.Types = labelNames(t, d.LabelExpression())
					r.Props = mapProps(t, d.Properties())
					if pl := d.PathLength(); pl != nil {
						r.VarLength = true
						if pl.DOTDOT() != nil && len(pl.AllINTEGER()) < 2 && !upperGiven(pl) || pl.DOTDOT() == nil && len(pl.AllINTEGER()) == 0 {
							r.Unbounded = true
						}
					}
				}
				ps.Rels = append(ps.Rels, r)
				prev = r.Right
			case l.ParenthesizedPath() != nil:
				prev = nil
			case l.NodePattern() != nil:
				prev = node(l.NodePattern())
			}
		}
		return true
	})
	add := func(m map[string]map[string]bool, v, name string) {
		if m[v] == nil {
			m[v] = map[string]bool{}
		}
		m[v][name] = true
	}
	for _, n := range ps.Nodes {
		if n.Var == "" {
			continue
		}
		ps.Kind[n.Var] = "node"
		for _, l := range n.Labels {
			if !l.Negated {
				add(ps.Labels, n.Var, l.Name)
			}
		}
	}
	for _, r := range ps.Rels {
		if r.Var == "" {
			continue
		}
		ps.Kind[r.Var] = "rel"
		if r.VarLength || r.Quantified {
			ps.Kind[r.Var] = "list"
		}
		for _, l := range r.Types {
			if !l.Negated {
				add(ps.Types, r.Var, l.Name)
			}
		}
	}
	// "WHERE n:Movie" adds a label as surely as "(n:Movie)".
	for _, le := range collect[*parser.LabelExprContext](t.Script) {
		if v := bareVariable(le.Expression()); v != "" {
			for _, l := range labelNames(t, le.LabelOr()) {
				if !l.Negated {
					add(ps.Labels, v, l.Name)
				}
			}
		}
	}
	// "WITH m AS movie" carries m's labels to movie.
	for i := 0; i < 2; i++ {
		for _, it := range collect[*parser.ProjectionItemContext](t.Script) {
			from := bareVariable(it.Expression())
			to := varName(it.Variable())
			if from == "" || to == "" || from == to {
				continue
			}
			for l := range ps.Labels[from] {
				add(ps.Labels, to, l)
			}
			for l := range ps.Types[from] {
				add(ps.Types, to, l)
			}
			if k, ok := ps.Kind[from]; ok && ps.Kind[to] == "" {
				ps.Kind[to] = k
			}
		}
	}
	return ps
}

func upperGiven(pl parser.IPathLengthContext) bool {
	// "*..3": one integer, after the dots.
	if len(pl.AllINTEGER()) != 1 || pl.DOTDOT() == nil {
		return false
	}
	return pl.INTEGER(0).GetSymbol().GetTokenIndex() > pl.DOTDOT().GetSymbol().GetTokenIndex()
}

func quantifierUnbounded(q parser.IQuantifierContext) bool {
	if q.PLUS() != nil || q.STAR() != nil {
		return true
	}
	if q.COMMA() == nil {
		return false
	}
	ints := q.AllINTEGER()
	if len(ints) == 2 {
		return false
	}
	return len(ints) == 0 || ints[0].GetSymbol().GetTokenIndex() < q.COMMA().GetSymbol().GetTokenIndex()
}

// bareVariable returns the variable name if e is just a variable.
func bareVariable(e antlr.Tree) string {
	ae, ok := e.(*parser.AtomExprContext)
	if !ok {
		return ""
	}
	va, ok := ae.Atom().(*parser.VariableAtomContext)
	if !ok {
		return ""
	}
	return varName(va.Variable())
}

// cyPropAccess is "v.key" where v is a variable, or ".key" in a map
// projection of v.
type cyPropAccess struct {
	Var        string
	Key        string
	Start, End int // the key
	Ctx        antlr.ParserRuleContext
}

func cypherPropAccesses(u *Unit) []cyPropAccess {
	return u.Memo("cypher.props", func() any {
		t := cypherTree(u)
		var out []cyPropAccess
		walk(t.Script, func(x antlr.Tree) bool {
			switch c := x.(type) {
			case *parser.PropertyExprContext:
				if v := bareVariable(c.Expression()); v != "" {
					s, e := t.Span(c.PropertyKeyName())
					out = append(out, cyPropAccess{Var: v, Key: unquote(c.PropertyKeyName().GetText()), Start: s, End: e, Ctx: c})
				}
			case *parser.PropertyExpressionContext:
				if c.Variable() != nil && len(c.AllPropertyKeyName()) > 0 {
					k := c.PropertyKeyName(0)
					s, e := t.Span(k)
					out = append(out, cyPropAccess{Var: varName(c.Variable()), Key: unquote(k.GetText()), Start: s, End: e, Ctx: c})
				}
			case *parser.MapProjectionAtomContext:
				v := varName(c.Variable())
				for _, it := range c.AllMapProjectionItem() {
					if it.DOT() != nil && it.PropertyKeyName() != nil {
						s, e := t.Span(it.PropertyKeyName())
						out = append(out, cyPropAccess{Var: v, Key: unquote(it.PropertyKeyName().GetText()), Start: s, End: e, Ctx: c})
					}
				}
			}
			return true
		})
		return out
	}).([]cyPropAccess)
}
