package offline

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// junctionLabel: a label with no name of its own joined by exactly one
// edge type to each of exactly two other labels, each edge kept beside a
// key column of the row (so a row holds one of each): a table of pairs.
func (o *readCtx) junctionLabel(l string) (map[string]*schema.EdgeType, bool) {
	lb := o.s.Label(l)
	if lb == nil || schema.NamingProperty(l, lb.Properties) != "" {
		return nil, false
	}
	out := map[string]*schema.EdgeType{}
	for i := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[i]
		for _, ep := range et.Endpoints {
			if ep.To == l {
				return nil, false // a row others refer to is a thing of its own
			}
			if ep.From != l {
				continue
			}
			if out[ep.To] != nil || ep.To == l || !o.keptAsColumn(l, et.Name) {
				return nil, false
			}
			out[ep.To] = et
		}
	}
	return out, len(out) == 2
}

// keptAsColumn: the row has a property named as the link's key column
// (affiliated_with.dept_id beside affiliated_with#ref-dept_id).
func (o *readCtx) keptAsColumn(l, edge string) bool {
	col := keyColumnOf(edge)
	for _, p := range o.propsOf(l) {
		if keyColumnOf(rawLocal(p.Name)) == col {
			return true
		}
	}
	return false
}

// secondRow joins lone, a named thing, to a second junction row when the
// row in the pattern already holds another named thing of lone's label by
// the same key: a row of pairs holds one of each, so "affiliated with both
// A and B" needs a row for A and a row for B, each joined to the same
// other end. Reports whether it joined lone.
func (o *relPhase) secondRow(lone *onode, comp map[*onode]bool) bool {
	if len(lone.filter) == 0 {
		return false
	}
	for _, m := range o.inOrder(comp) {
		keys, ok := o.junctionLabel(m.label)
		if !ok || keys[lone.label] == nil {
			continue
		}
		et := keys[lone.label]
		var held *onode
		var others []*oedge
		for _, e := range o.edges {
			if e.negated || e.from != m {
				continue
			}
			if e.typ == et.Name && e.to.label == lone.label {
				held = e.to
			} else {
				others = append(others, e)
			}
		}
		if held == nil || len(held.filter) == 0 || len(others) != 1 {
			continue
		}
		row := o.addNode(m.label, -1)
		o.edges = append(o.edges, &oedge{typ: et.Name, from: row, to: lone, pos: -1})
		o.edges = append(o.edges, &oedge{typ: others[0].typ, from: row, to: others[0].to, pos: -1})
		o.warnings = append(o.warnings, o.diagnostic("second-row", o.spanOf(lone),
			fmt.Sprintf("a %s row holds one %s: %s is joined through a second row to the same %s as %s", m.label, lone.label, o.mentionText(lone), others[0].to.label, o.mentionText(held))))
		return true
	}
	return false
}
