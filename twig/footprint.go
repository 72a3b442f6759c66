package twig

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// EdgeRef is one directed edge of a pattern: source label, edge type,
// target label. An empty label is unknown (an unlabelled Cypher node) and
// matches any label.
type EdgeRef struct{ From, Type, To string }

// Footprint is the structure a query uses, independent of its language:
// labels, directed edges with their endpoint labels, properties with their
// owner (label or edge type, "?" when unknown), and shape features —
// count, avg, sum, min, max, collect, group, order, limit, distinct,
// exists, negation, var-length, multi-hop (some node has two or more hops:
// a chain and a star are the same shape at two edges, so they are not told
// apart).
//
// Twig hit rate (docs/linking.md) counts a retrieved twig as a hit when its
// footprint is contained in the gold query's footprint (Contains).
type Footprint struct {
	Labels map[string]bool
	Edges  []EdgeRef
	Props  map[string]bool
	Shapes map[string]bool
}

func newFootprint() *Footprint {
	return &Footprint{Labels: map[string]bool{}, Props: map[string]bool{}, Shapes: map[string]bool{}}
}

func (f *Footprint) addEdge(e EdgeRef) {
	for _, x := range f.Edges {
		if x == e {
			return
		}
	}
	f.Edges = append(f.Edges, e)
}

// String lists the footprint compactly, for reports and test failures.
func (f *Footprint) String() string {
	var parts []string
	for _, l := range sortedKeys(f.Labels) {
		parts = append(parts, ":"+l)
	}
	for _, e := range f.Edges {
		parts = append(parts, "("+e.From+")-["+e.Type+"]->("+e.To+")")
	}
	for _, p := range sortedKeys(f.Props) {
		parts = append(parts, "."+p)
	}
	for _, s := range sortedKeys(f.Shapes) {
		parts = append(parts, "#"+s)
	}
	return strings.Join(parts, " ")
}

// Of is the footprint of a query in language l, read by that language's
// parser; an error when the query does not parse.
func Of(l lang.Lang, text string, s *schema.Schema) (*Footprint, error) {
	switch l {
	case lang.Cypher:
		return OfCypher(text, s)
	case lang.Gremlin:
		return OfGremlin(text, s)
	case lang.SPARQL:
		return OfSPARQL(text, s)
	}
	return nil, fmt.Errorf("no footprint reader for language %q", l)
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Contains reports whether every label, edge, property and shape of twig
// occurs in gold. Unknown labels ("") and owners ("?") in gold match any. A
// missing footprint (a query that does not parse) contains nothing and is
// contained in nothing.
func Contains(gold, twig *Footprint) bool {
	if gold == nil || twig == nil {
		return false
	}
	for l := range twig.Labels {
		if !gold.Labels[l] && !edgeEndpoint(gold, l) {
			return false
		}
	}
	for _, te := range twig.Edges {
		ok := false
		for _, ge := range gold.Edges {
			if ge.Type == te.Type && labelMatch(ge.From, te.From) && labelMatch(ge.To, te.To) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	for p := range twig.Props {
		if gold.Props[p] {
			continue
		}
		name := p[strings.LastIndexByte(p, '.')+1:]
		if !gold.Props["?."+name] {
			return false
		}
	}
	for s := range twig.Shapes {
		if gold.Shapes[s] {
			continue
		}
		// An existence check (semi-join) is contained in a query that
		// matches the same edges outright, unless that query negates.
		if s == "exists" && !gold.Shapes["negation"] {
			continue
		}
		return false
	}
	return true
}

// edgeEndpoint: a gold label may be implied by an edge endpoint the gold
// query resolved through the schema (Gremlin's out('ACTED_IN') reaches a
// Movie without naming it).
func edgeEndpoint(f *Footprint, l string) bool {
	for _, e := range f.Edges {
		if e.From == l || e.To == l {
			return true
		}
	}
	return false
}

func labelMatch(gold, twig string) bool { return gold == "" || twig == "" || gold == twig }

// OfQuery is the footprint of an IR query. Node columns that project a
// node's key implicitly (Prop "") add no property: that is how every
// language names a node, not structure the question asked for.
func OfQuery(q *templates.Query, s *schema.Schema) *Footprint {
	f := newFootprint()
	label := map[string]string{} // node var -> label
	edge := map[string]string{}  // edge var -> type
	degree := map[string]int{}
	var walk func(p templates.Path, main bool)
	walk = func(p templates.Path, main bool) {
		cur := p.From.Var
		if p.From.Label != "" {
			if p.From.Var != "" {
				label[p.From.Var] = p.From.Label
			}
			f.Labels[p.From.Label] = true
		}
		curLabel := p.From.Label
		if curLabel == "" {
			curLabel = label[cur]
		}
		for _, h := range p.Hops {
			to := h.To.Label
			if to == "" {
				to = label[h.To.Var]
			}
			if to == "" {
				// The schema decides the far end when only one label fits.
				if et := s.EdgeType(h.Edge); et != nil {
					to = otherEnd(et, curLabel, h.Dir == templates.In)
				}
			}
			if h.To.Var != "" && to != "" {
				label[h.To.Var] = to
			}
			if to != "" {
				f.Labels[to] = true
			}
			e := EdgeRef{From: curLabel, Type: h.Edge, To: to}
			if h.Dir == templates.In {
				e = EdgeRef{From: to, Type: h.Edge, To: curLabel}
			}
			f.addEdge(e)
			if h.VarLength() {
				f.Shapes["var-length"] = true
			}
			if h.Var != "" {
				edge[h.Var] = h.Edge
			}
			if main {
				degree[cur]++
				degree[h.To.Var]++
			}
			cur, curLabel = h.To.Var, to
		}
	}
	for _, p := range q.Match {
		walk(p, true)
	}
	for v, d := range degree {
		if d >= 2 && v != "" {
			f.Shapes["multi-hop"] = true
		}
	}
	owner := func(v string) string {
		if l, ok := label[v]; ok {
			return l
		}
		if e, ok := edge[v]; ok {
			return e
		}
		return "?"
	}
	var expr func(e templates.Expr, neg bool)
	expr = func(e templates.Expr, neg bool) {
		switch x := e.(type) {
		case *templates.Cmp:
			f.Props[owner(x.Var)+"."+x.Prop] = true
		case *templates.And:
			for _, a := range x.Args {
				expr(a, neg)
			}
		case *templates.Or:
			for _, a := range x.Args {
				expr(a, neg)
			}
		case *templates.Not:
			f.Shapes["negation"] = true
			expr(x.X, true)
		case *templates.Exists:
			if !neg {
				f.Shapes["exists"] = true
			}
			walk(x.Path, false)
		}
	}
	if q.Where != nil {
		expr(q.Where, false)
	}
	hasAgg, hasPlain := false, false
	for _, p := range q.Return {
		if p.Prop != "" && p.Var != "" {
			f.Props[owner(p.Var)+"."+p.Prop] = true
		}
		switch p.Agg {
		case templates.NoAgg:
			hasPlain = true
			continue
		case templates.Count:
			f.Shapes["count"] = true
		case templates.CountDistinct:
			f.Shapes["count"] = true
			f.Shapes["distinct"] = true
		default:
			f.Shapes[string(p.Agg)] = true
		}
		hasAgg = true
	}
	if hasAgg && hasPlain {
		f.Shapes["group"] = true
	}
	if q.Distinct {
		f.Shapes["distinct"] = true
	}
	if len(q.Order) > 0 {
		f.Shapes["order"] = true
	}
	if q.Limit > 0 {
		f.Shapes["limit"] = true
	}
	return f
}

// otherEnd is the label at the other end of an edge type from label, when
// the schema leaves one choice.
func otherEnd(et *schema.EdgeType, from string, reverse bool) string {
	cands := map[string]bool{}
	for _, ep := range et.Endpoints {
		a, b := ep.From, ep.To
		if reverse {
			a, b = b, a
		}
		if from == "" || a == from {
			cands[b] = true
		}
	}
	if len(cands) == 1 {
		for l := range cands {
			return l
		}
	}
	return ""
}

func ownerOr(o, d string) string {
	if o == "" {
		return d
	}
	return o
}
