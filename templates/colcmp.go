package templates

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// ColCmp compares two properties of one node the Match binds: the rows
// kept are those where Var.Prop Op Var.Prop2 ("farms with more pigs than
// cows", "flights whose delay is longer than their duration"). A node
// without either value is not kept, in every language: Cypher's null
// compares false, SPARQL binds both values with mandatory triples, and
// Gremlin asks for both with has() before comparing.
//
// Only one node is compared with itself: two nodes would need the first
// one's value carried to the second in Gremlin, which the renderers do not
// do, and no question read so far needs it.
type ColCmp struct {
	Var, Prop string
	Op        Op
	Prop2     string
}

// checkCols validates the comparisons of two properties: a node the
// pattern binds, two different properties of its label, both present in
// the schema, of one comparable type (numbers with numbers; dates or text
// only with the same type, which orders alike in every language), and an
// ordering operator. Like Than it stays beside plain patterns: several
// counted patterns, a shortest path or ties split the query into parts
// the comparison is not carried through.
func checkCols(q *Query, sc *scope, s *sx) error {
	if len(q.Cols) == 0 {
		return nil
	}
	if len(q.outer()) > 1 || q.Shortest != nil || q.Ties {
		return fmt.Errorf("two properties compared: beside several counts, a shortest path or ties")
	}
	for _, c := range q.Cols {
		vi, ok := sc.vars[c.Var]
		if !ok || vi.edge || vi.walk {
			return fmt.Errorf("two properties compared: %q is not a node the pattern binds", c.Var)
		}
		switch c.Op {
		case Lt, Le, Gt, Ge, Eq, Ne:
		default:
			return fmt.Errorf("two properties compared: %s does not compare two values", c.Op)
		}
		if c.Prop == c.Prop2 {
			return fmt.Errorf("two properties compared: %s.%s with itself", vi.label, c.Prop)
		}
		a, b := sc.propType(s, c.Var, c.Prop), sc.propType(s, c.Var, c.Prop2)
		switch {
		case a == schema.Unknown || b == schema.Unknown:
			return fmt.Errorf("two properties compared: %s.%s or %s.%s is no property", vi.label, c.Prop, vi.label, c.Prop2)
		case a.IsList() || b.IsList() || a == schema.Bool || b == schema.Bool:
			return fmt.Errorf("two properties compared: lists and booleans are not ordered alike in every language")
		case a.Numeric() != b.Numeric() || !a.Numeric() && a != b:
			return fmt.Errorf("two properties compared: %s.%s (%s) and %s.%s (%s) do not compare", vi.label, c.Prop, a, vi.label, c.Prop2, b)
		}
	}
	return nil
}

// colConds are the Cypher conditions of the query's Cols.
func (w *cypherWriter) colConds() []string {
	var out []string
	for _, c := range w.a.q.Cols {
		out = append(out, w.prop(c.Var, c.Prop)+" "+string(c.Op)+" "+w.prop(c.Var, c.Prop2))
	}
	return out
}

// colFilters binds both values of each of the query's Cols with a
// mandatory triple (a row without one is dropped, as Cypher's null drops
// it) and gives the FILTERs comparing them.
func (w *sparqlWriter) colFilters() []string {
	var out []string
	for _, c := range w.a.q.Cols {
		a, b := propRef{c.Var, c.Prop}, propRef{c.Var, c.Prop2}
		w.require(a)
		w.require(b)
		op := string(c.Op)
		if c.Op == Ne {
			op = "!="
		}
		out = append(out, "FILTER(?"+w.vars[a]+" "+op+" ?"+w.vars[b]+")")
	}
	return out
}

// colSteps writes, once v is bound, the Gremlin filters of the Cols on v:
// both properties asked for, then where(P, v) comparing the node with
// itself, the first by() reading one property and the second the other.
func (w *gremlinWriter) colSteps(v string) {
	for _, c := range w.a.q.Cols {
		if c.Var != v {
			continue
		}
		w.used[v] = true
		has := ""
		for _, p := range []string{c.Prop, c.Prop2} {
			if !w.a.requires(v, p) {
				has += ".has(" + grString(p) + ")"
			}
		}
		pred := grPred(&Cmp{Op: c.Op, Value: v}, false)
		if c.Op == Eq {
			pred = "P.eq(" + grString(v) + ")"
		}
		w.b.WriteString(has + ".where(" + pred + ").by(" + grString(c.Prop) + ").by(" + grString(c.Prop2) + ")")
	}
}

// requires reports whether bind already asks for v.p with has().
func (a *analysis) requires(v, p string) bool {
	for _, r := range a.required {
		if r.v == v && r.p == p && !a.isList(r) {
			return true
		}
	}
	return false
}
