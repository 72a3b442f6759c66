package twig

import (
	"sort"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// altMargin admits a mapping row's runner-up elements into instantiation
// when they are this close to the best; near ties ("people born": Person or
// born) are better decided by ranking than by dropping one.
const altMargin = 0.05

// ToGrounded turns a grounding result into the catalogue's input: linked
// labels, edge types and properties; the best stored value of each value
// link (a list property is matched by element); numeric literals with their
// comparison and property; and the row limit of "top k".
func ToGrounded(s *schema.Schema, r *grounding.Result) templates.Grounded {
	var g templates.Grounded
	labels, edges, props := map[string]bool{}, map[string]bool{}, map[templates.PropElem]bool{}
	addEl := func(e grounding.Element) {
		switch e.Kind {
		case grounding.LabelKind:
			labels[e.Name] = true
		case grounding.EdgeKind:
			edges[e.Name] = true
		case grounding.PropKind:
			props[templates.PropElem{Owner: e.Owner, Prop: e.Name, Edge: e.OwnerKind == grounding.EdgeKind}] = true
		}
	}
	for _, l := range r.Mapping {
		addEl(l.Element)
		for _, a := range l.Alternatives {
			if a.Score >= l.Score-altMargin {
				addEl(a.Element)
			}
		}
	}
	for _, v := range r.Values {
		b := v.Best()
		f := b.Field
		if f.Edge {
			edges[f.Owner] = true
		} else {
			labels[f.Owner] = true
		}
		op := templates.Eq
		if p := propOf(s, f.Owner, f.Prop, f.Edge); p != nil && p.Type.IsList() {
			op = templates.HasElem
		}
		g.Values = append(g.Values, templates.Value{Owner: f.Owner, Prop: f.Prop, Edge: f.Edge, Op: op, Value: b.Value})
	}
	for _, l := range r.Literals {
		if l.Op == "limit" {
			if g.Limit == 0 && l.IsInt && l.Value > 0 {
				g.Limit = int(l.Value)
			}
			continue
		}
		if len(l.Props) == 0 {
			continue
		}
		p := l.Props[0]
		edge := p.OwnerKind == grounding.EdgeKind
		props[templates.PropElem{Owner: p.Owner, Prop: p.Name, Edge: edge}] = true
		val := func(x float64) any {
			if l.IsInt {
				return int64(x)
			}
			return x
		}
		add := func(op templates.Op, x float64) {
			g.Values = append(g.Values, templates.Value{Owner: p.Owner, Prop: p.Name, Edge: edge, Op: op, Value: val(x)})
		}
		switch l.Op {
		case "decade":
			add(templates.Ge, l.Value)
			add(templates.Lt, l.Value+10)
		case ">":
			add(templates.Gt, l.Value)
		case ">=":
			add(templates.Ge, l.Value)
		case "<":
			add(templates.Lt, l.Value)
		case "<=":
			add(templates.Le, l.Value)
		default:
			add(templates.Eq, l.Value)
		}
	}
	g.Labels = sortedKeys(labels)
	g.EdgeTypes = sortedKeys(edges)
	for p := range props {
		g.Props = append(g.Props, p)
	}
	sort.Slice(g.Props, func(i, j int) bool {
		a, b := g.Props[i], g.Props[j]
		if a.Owner != b.Owner {
			return a.Owner < b.Owner
		}
		return a.Prop < b.Prop
	})
	return g
}

func propOf(s *schema.Schema, owner, prop string, edge bool) *schema.Property {
	if edge {
		if et := s.EdgeType(owner); et != nil {
			return schema.Find(et.Properties, prop)
		}
		return nil
	}
	if l := s.Label(owner); l != nil {
		return schema.Find(l.Properties, prop)
	}
	return nil
}

// Instantiate fills the template catalogue with what the question grounded.
func Instantiate(s *schema.Schema, r *grounding.Result) []Candidate {
	return instantiate(s, ToGrounded(s, r))
}

func instantiate(s *schema.Schema, g templates.Grounded) []Candidate {
	tw := templates.Instantiate(s, g)
	out := make([]Candidate, len(tw))
	for i, t := range tw {
		out[i] = Candidate{
			Item: Item{ID: t.ID, Elements: t.Elements, Tags: t.Template.Tags, Template: t.Template.ID,
				NeedsCue: needsCue(t.Template), Uses: elementUses(t.Query), Shapes: shapeCount(t.Query, s)},
			Category: t.Template.Category,
			Query:    t.Query,
		}
	}
	return out
}

// needsCue: aggregations, orderings, negation, existence, paths and
// distinct change what a query returns, so only a question word licenses
// them.
func needsCue(t *templates.Template) bool {
	if t.Group == "aggregation" {
		return true
	}
	switch t.Category {
	case "negation", "existence", "variable-length-path", "distinct", "count", "aggregate", "grouped-count", "order-top-k":
		return true
	}
	return false
}

// elementUses counts the edge types a twig walks, and the labels of its
// distinct node variables, keeping those used more than once (a co-actor
// chain walks ACTED_IN twice between two Person nodes).
func elementUses(q *templates.Query) map[string]int {
	n := map[string]int{}
	seen := map[string]bool{}
	label := map[string]string{}
	node := func(nd templates.Node) {
		l := nd.Label
		if l == "" {
			l = label[nd.Var]
		}
		if nd.Var != "" {
			if seen[nd.Var] {
				return
			}
			seen[nd.Var] = true
			label[nd.Var] = l
		}
		if l != "" {
			n["label:"+l]++
		}
	}
	var walk func(p templates.Path)
	walk = func(p templates.Path) {
		node(p.From)
		for _, h := range p.Hops {
			n["edge:"+h.Edge]++
			node(h.To)
		}
	}
	for _, p := range q.Match {
		walk(p)
	}
	var expr func(e templates.Expr)
	expr = func(e templates.Expr) {
		switch x := e.(type) {
		case *templates.And:
			for _, a := range x.Args {
				expr(a)
			}
		case *templates.Or:
			for _, a := range x.Args {
				expr(a)
			}
		case *templates.Not:
			expr(x.X)
		case *templates.Exists:
			walk(x.Path)
		}
	}
	if q.Where != nil {
		expr(q.Where)
	}
	for k, v := range n {
		if v < 2 {
			delete(n, k)
		}
	}
	if len(n) == 0 {
		return nil
	}
	return n
}

// shapeCount counts shape features other than multi-hop and distinct,
// which are how a pattern is written rather than what it computes.
func shapeCount(q *templates.Query, s *schema.Schema) int {
	n := 0
	for sh := range OfQuery(q, s).Shapes {
		if sh != "multi-hop" && sh != "distinct" {
			n++
		}
	}
	return n
}
