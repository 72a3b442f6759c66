package cypher

// A flat view of a Cypher parse tree, shared by the critic's checks and the
// twig readers: every node and relationship pattern with its names and byte
// spans, which labels or types each variable is known to carry, and every
// property read.

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/grammars/cypher/parser"
)

// Walk visits n and its descendants depth-first; f returning false skips
// the children of that node.
func Walk(n antlr.Tree, f func(antlr.Tree) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range n.GetChildren() {
		Walk(c, f)
	}
}

// Collect returns every descendant of n (n included) of type T.
func Collect[T antlr.Tree](n antlr.Tree) []T {
	var out []T
	Walk(n, func(x antlr.Tree) bool {
		if v, ok := x.(T); ok {
			out = append(out, v)
		}
		return true
	})
	return out
}

// Ancestor returns the nearest proper ancestor of n of type T.
func Ancestor[T antlr.Tree](n antlr.Tree) (T, bool) {
	var zero T
	for p := n.GetParent(); p != nil; p = p.GetParent() {
		if v, ok := p.(T); ok {
			return v, true
		}
	}
	return zero, false
}

// Name is a label, relationship type or property key as written.
type Name struct {
	Name       string
	Start, End int // bytes of the name token(s), backticks included
	Negated    bool
}

// Prop is one key of a property map in a pattern, with its value.
type Prop struct {
	Key        string
	Start, End int
	Value      parser.IExpressionContext
}

// Node is one node pattern.
type Node struct {
	Ctx    *parser.NodePatternContext
	Var    string
	Labels []Name
	Props  []Prop
}

// Rel is one relationship pattern with its neighbouring node patterns.
type Rel struct {
	Ctx         *parser.RelationshipPatternContext
	Var         string
	Types       []Name
	Props       []Prop
	Left, Right *Node // nil when the neighbour is not a plain node pattern
	// Dir is +1 for -[]->, -1 for <-[]-, 0 for -[]- or <-[]->.
	Dir       int
	VarLength bool
	Unbounded bool
	// Quantified is set when a quantifier follows the relationship or it sits
	// in a quantified path pattern, which makes endpoint checks unreliable.
	Quantified bool
}

// Patterns is every pattern of a query and what each variable carries.
type Patterns struct {
	Nodes []*Node
	Rels  []*Rel
	// Labels maps a variable to every label it is matched with anywhere in
	// the query (positive labels only); Types does the same for
	// relationship variables.
	Labels map[string]map[string]bool
	Types  map[string]map[string]bool
	// Kind records whether a variable was bound as a node or relationship.
	Kind map[string]string
}

// Unquote removes a symbolic name's backticks.
func Unquote(s string) string {
	if len(s) >= 2 && s[0] == '`' && s[len(s)-1] == '`' {
		return strings.ReplaceAll(s[1:len(s)-1], "``", "`")
	}
	return s
}

// VarName is a variable as named, backticks removed ("" for nil).
func VarName(v parser.IVariableContext) string {
	if v == nil {
		return ""
	}
	return Unquote(v.GetText())
}

// LabelNames lists the names in a label expression; names under '!' are
// marked negated.
func LabelNames(t *Tree, le antlr.Tree) []Name {
	var out []Name
	if le == nil {
		return nil
	}
	for _, a := range Collect[*parser.LabelAtomContext](le) {
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
		out = append(out, Name{Name: Unquote(sn.GetText()), Start: s, End: e, Negated: neg})
	}
	return out
}

// MapProps lists the keys of a pattern's property map.
func MapProps(t *Tree, p parser.IPropertiesContext) []Prop {
	if p == nil || p.MapLiteral() == nil {
		return nil
	}
	var out []Prop
	for _, e := range p.MapLiteral().AllMapEntry() {
		s, en := t.Span(e.PropertyKeyName())
		out = append(out, Prop{Key: Unquote(e.PropertyKeyName().GetText()), Start: s, End: en, Value: e.Expression()})
	}
	return out
}

// BuildPatterns reads the patterns of a parsed query; a nil tree gives an
// empty view.
func BuildPatterns(t *Tree) *Patterns {
	ps := &Patterns{Labels: map[string]map[string]bool{}, Types: map[string]map[string]bool{}, Kind: map[string]string{}}
	if t == nil {
		return ps
	}
	nodes := map[*parser.NodePatternContext]*Node{}
	node := func(c parser.INodePatternContext) *Node {
		np, ok := c.(*parser.NodePatternContext)
		if !ok || np == nil {
			return nil
		}
		if n := nodes[np]; n != nil {
			return n
		}
		n := &Node{Ctx: np, Var: VarName(np.Variable()), Labels: LabelNames(t, np.LabelExpression()), Props: MapProps(t, np.Properties())}
		if b := np.BareLabel(); b != nil {
			s, e := t.Span(b)
			n.Labels = append(n.Labels, Name{Name: Unquote(b.GetText()), Start: s, End: e})
		}
		nodes[np] = n
		ps.Nodes = append(ps.Nodes, n)
		return n
	}
	for _, np := range Collect[*parser.NodePatternContext](t.Script) {
		node(np)
	}
	// Every construct made of a head and links.
	type chain interface {
		PathHead() parser.IPathHeadContext
		AllPathLink() []parser.IPathLinkContext
	}
	Walk(t.Script, func(x antlr.Tree) bool {
		c, ok := x.(chain)
		if !ok {
			return true
		}
		head := c.PathHead()
		if head == nil {
			return true
		}
		_, inQPP := Ancestor[*parser.ParenthesizedPathContext](x)
		if pp, ok := x.(*parser.ParenthesizedPathContext); ok && pp != nil {
			inQPP = true
		}
		var prev *Node
		if head.NodePattern() != nil {
			prev = node(head.NodePattern())
		}
		for _, l := range c.AllPathLink() {
			switch {
			case l.RelationshipPattern() != nil:
				rp := l.RelationshipPattern().(*parser.RelationshipPatternContext)
				r := &Rel{Ctx: rp, Left: prev, Right: node(l.NodePattern()), Quantified: inQPP || l.Quantifier() != nil}
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
					r.Var = VarName(d.Variable())
					r.Types = LabelNames(t, d.LabelExpression())
					r.Props = MapProps(t, d.Properties())
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
	for _, le := range Collect[*parser.LabelExprContext](t.Script) {
		if v := BareVariable(le.Expression()); v != "" {
			for _, l := range LabelNames(t, le.LabelOr()) {
				if !l.Negated {
					add(ps.Labels, v, l.Name)
				}
			}
		}
	}
	// "WITH m AS movie" carries m's labels to movie.
	for i := 0; i < 2; i++ {
		for _, it := range Collect[*parser.ProjectionItemContext](t.Script) {
			from := BareVariable(it.Expression())
			to := VarName(it.Variable())
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

// BareVariable returns the variable name if e is just a variable.
func BareVariable(e antlr.Tree) string {
	ae, ok := e.(*parser.AtomExprContext)
	if !ok {
		return ""
	}
	va, ok := ae.Atom().(*parser.VariableAtomContext)
	if !ok {
		return ""
	}
	return VarName(va.Variable())
}

// PropAccess is "v.key" where v is a variable, or ".key" in a map
// projection of v.
type PropAccess struct {
	Var        string
	Key        string
	Start, End int // the key
	Ctx        antlr.ParserRuleContext
}

// PropAccesses lists every property read of a variable in the query.
func PropAccesses(t *Tree) []PropAccess {
	var out []PropAccess
	Walk(t.Script, func(x antlr.Tree) bool {
		switch c := x.(type) {
		case *parser.PropertyExprContext:
			if v := BareVariable(c.Expression()); v != "" {
				s, e := t.Span(c.PropertyKeyName())
				out = append(out, PropAccess{Var: v, Key: Unquote(c.PropertyKeyName().GetText()), Start: s, End: e, Ctx: c})
			}
		case *parser.PropertyExpressionContext:
			if c.Variable() != nil && len(c.AllPropertyKeyName()) > 0 {
				k := c.PropertyKeyName(0)
				s, e := t.Span(k)
				out = append(out, PropAccess{Var: VarName(c.Variable()), Key: Unquote(k.GetText()), Start: s, End: e, Ctx: c})
			}
		case *parser.MapProjectionAtomContext:
			v := VarName(c.Variable())
			for _, it := range c.AllMapProjectionItem() {
				if it.DOT() != nil && it.PropertyKeyName() != nil {
					s, e := t.Span(it.PropertyKeyName())
					out = append(out, PropAccess{Var: v, Key: Unquote(it.PropertyKeyName().GetText()), Start: s, End: e, Ctx: c})
				}
			}
		}
		return true
	})
	return out
}
