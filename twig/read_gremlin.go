package twig

import (
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/schema"
)

// gremlinPos is where a traversal stands while it is read.
type gremlinPos struct {
	label  string // current vertex label ("" unknown)
	edge   string // current edge type when on an edge
	eFrom  string // the vertex label the edge was entered from
	eRev   bool   // entered with inE (the vertex is the target)
	onEdge bool
	hops   int
	kind   string // the step whose argument this traversal is ("" for a statement)
	neg    bool   // inside not(...)
	inBy   bool   // inside by(...) or project(...): an aggregate there is per group
}

// OfGremlin is the footprint of a Gremlin traversal, read from its parse
// tree step by step, with the schema resolving where out()/in() lead. An
// anonymous traversal passed to a step (where(__.out(...)), not(...),
// by(...)) starts where that step stands and does not move the outer
// traversal.
func OfGremlin(text string, s *schema.Schema) (*Footprint, error) {
	t, ds := gremlin.Parse(text)
	if t == nil {
		return nil, parseError("gremlin", ds)
	}
	r := &gremlinReader{f: newFootprint(), s: s}
	for _, st := range t.Statements {
		if st.Kind == gremlin.Chain {
			r.traversal(st.Links, gremlinPos{})
		}
	}
	return r.f, nil
}

type gremlinReader struct {
	f *Footprint
	s *schema.Schema
}

// strArgs lists a step's arguments: string values, "\x00" for anything else.
func strArgs(l *gremlin.Link) []string {
	var out []string
	for _, a := range l.Args {
		if a.Kind == gremlin.String {
			out = append(out, a.Value)
		} else {
			out = append(out, "\x00")
		}
	}
	return out
}

func (r *gremlinReader) owner(st *gremlinPos) string {
	if st.onEdge {
		return st.edge
	}
	return ownerOr(st.label, "?")
}

func (r *gremlinReader) agg(st *gremlinPos, name string) {
	r.f.Shapes[name] = true
	if st.inBy {
		r.f.Shapes["group"] = true
	}
}

// edge records the edge e taken from st (reverse: st is its target) and
// returns the label at its far end.
func (r *gremlinReader) edge(st *gremlinPos, e string, reverse, both bool) string {
	to := ""
	if et := r.s.EdgeType(e); et != nil {
		to = otherEnd(et, st.label, reverse)
		if both && to == "" {
			to = otherEnd(et, st.label, !reverse)
		}
	}
	ref := EdgeRef{From: st.label, Type: e, To: to}
	if reverse {
		ref = EdgeRef{From: to, Type: e, To: st.label}
	}
	r.f.addEdge(ref)
	if to != "" {
		r.f.Labels[to] = true
	}
	return to
}

func (r *gremlinReader) hop(st *gremlinPos) {
	st.hops++
	if st.hops >= 2 {
		r.f.Shapes["multi-hop"] = true
	}
}

// traversal reads the steps of one traversal from st and returns where it
// ends.
func (r *gremlinReader) traversal(links []*gremlin.Link, st gremlinPos) gremlinPos {
	f := r.f
	for _, l := range links {
		if !l.Call {
			continue // the source g, or __
		}
		a := strArgs(l)
		switch l.Name {
		case "V", "E":
			st = gremlinPos{kind: st.kind, neg: st.neg, inBy: st.inBy}
		case "hasLabel":
			if len(a) > 0 && a[0] != "\x00" {
				st.label = a[0]
				f.Labels[a[0]] = true
			}
		case "has":
			switch {
			case len(a) >= 3 && a[0] != "\x00" && a[1] != "\x00":
				st.label = a[0]
				f.Labels[a[0]] = true
				f.Props[a[0]+"."+a[1]] = true
			case len(a) >= 1 && a[0] != "\x00":
				f.Props[r.owner(&st)+"."+a[0]] = true
			}
		case "hasNot":
			if len(a) >= 1 && a[0] != "\x00" {
				f.Props[r.owner(&st)+"."+a[0]] = true
				f.Shapes["negation"] = true
			}
		case "out", "in", "both":
			for _, e := range a {
				if e != "\x00" {
					st.label = r.edge(&st, e, l.Name == "in", l.Name == "both")
					r.hop(&st)
					if !st.neg && (st.kind == "where" || st.kind == "filter" || st.kind == "and") {
						f.Shapes["exists"] = true
					}
					break
				}
			}
		case "outE", "inE", "bothE":
			if len(a) > 0 && a[0] != "\x00" {
				r.edge(&st, a[0], l.Name == "inE", false)
				st.onEdge, st.edge, st.eFrom, st.eRev = true, a[0], st.label, l.Name == "inE"
			}
		case "inV", "outV", "otherV":
			if st.onEdge {
				st.onEdge = false
				if et := r.s.EdgeType(st.edge); et != nil {
					st.label = otherEnd(et, st.eFrom, st.eRev)
				}
				r.hop(&st)
			}
		case "values", "properties", "valueMap", "elementMap", "by":
			for _, p := range a {
				if p != "\x00" {
					f.Props[r.owner(&st)+"."+p] = true
				}
			}
		case "count":
			r.agg(&st, "count")
		case "mean":
			r.agg(&st, "avg")
		case "sum", "min", "max":
			r.agg(&st, l.Name)
		case "groupCount":
			f.Shapes["count"] = true
			f.Shapes["group"] = true
		case "group":
			f.Shapes["group"] = true
		case "order":
			f.Shapes["order"] = true
		case "limit", "range", "tail":
			f.Shapes["limit"] = true
		case "dedup":
			f.Shapes["distinct"] = true
		case "not":
			f.Shapes["negation"] = true
		case "repeat", "emit", "times", "until", "shortestPath":
			f.Shapes["var-length"] = true
		case "fold":
			f.Shapes["collect"] = true
		case "where":
			// where(P.eq('x')): a value compared with an earlier step's.
			for _, x := range l.Args {
				if name, _ := x.PredicateName(); name == "eq" {
					f.Shapes["multi-hop"] = true
				}
			}
		}
		// A traversal passed to the step starts where the step stands.
		for _, x := range l.Args {
			if role := x.Role(); role != gremlin.Anonymous && role != gremlin.Nested {
				continue
			}
			inner := st
			inner.hops, inner.kind = 0, l.Name
			inner.neg = st.neg || l.Name == "not"
			inner.inBy = st.inBy || l.Name == "by" || l.Name == "project"
			end := r.traversal(x.Links, inner)
			if end.hops > 0 && st.hops+end.hops >= 2 {
				f.Shapes["multi-hop"] = true
			}
		}
	}
	return st
}
