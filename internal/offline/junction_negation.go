package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// junctionVia is the junction a negated relationship walks through: A and
// B joined by no edge of their own but by rows of a third label that refer
// to both ("shops that do not hire any employee" over hiring rows that
// name a shop and an employee). first goes from the edge's from node to a
// junction row, second from the row to the edge's to node.
type junctionVia struct {
	label         string
	first, second templates.Hop
}

// junctionHop is the one edge type between a and b in either direction,
// walked from a; ok is false with none or several.
func junctionHop(s *schema.Schema, a, b string) (templates.Hop, bool) {
	var hs []templates.Hop
	for _, et := range s.EdgeTypes {
		if et.Connects(a, b) {
			hs = append(hs, templates.Hop{Edge: et.Name, Dir: templates.Out})
		}
		if et.Connects(b, a) {
			hs = append(hs, templates.Hop{Edge: et.Name, Dir: templates.In})
		}
	}
	if len(hs) != 1 {
		return templates.Hop{}, false
	}
	return hs[0], true
}

// junctionsBetween lists the labels that join a and b as a junction does:
// another label with no name of its own (a row of identifiers, as a table
// converted to a graph keeps) and exactly one edge type to each of them. A
// named thing between them (employees between departments and projects)
// is a relationship of its own the question does not name. The question
// that negates a relationship between a and b over no edge of their own
// means the missing junction row, when there is exactly one such label.
func junctionsBetween(s *schema.Schema, a, b string) []junctionVia {
	var out []junctionVia
	for _, l := range s.Labels {
		if l.Name == a || l.Name == b || schema.NamingProperty(l.Name, l.Properties) != "" {
			continue
		}
		h1, ok1 := junctionHop(s, a, l.Name)
		h2, ok2 := junctionHop(s, l.Name, b)
		if ok1 && ok2 {
			out = append(out, junctionVia{label: l.Name, first: h1, second: h2})
		}
	}
	return out
}

// negatedJunction reads a negated relationship between focus and n that no
// edge joins directly as NOT EXISTS of the two-hop path through the one
// junction label between them; with several junctions it refuses naming
// them, as which relationship is missing would be a guess. nil, nil when
// no junction joins them (the caller's refusal stands).
func (o *relPhase) negatedJunction(focus, n *onode) (*oedge, error) {
	js := junctionsBetween(o.s, focus.label, n.label)
	switch len(js) {
	case 0:
		return nil, nil
	case 1:
	default:
		var names []string
		for _, j := range js {
			names = append(names, j.label)
		}
		return nil, o.refuse("ambiguous-negation", n.pos, "the question negates a relationship between %s and %s without naming it; no relationship joins them directly, and %d labels join them as junctions (%s): name the one meant", focus.label, n.label, len(js), strings.Join(names, ", "))
	}
	j := js[0]
	// The junction itself named inside the negated phrase ("no students
	// enrolled", enrolment being the junction) is the same missing row,
	// and leaves the pattern; named anywhere else it would be a second,
	// positive row, and the reading is not made.
	var absorbed *onode
	for _, m := range o.nodes {
		if m.label != j.label {
			continue
		}
		if absorbed != nil || m.focus || len(m.filter) > 0 || !o.onlyNegatedFrom(m, focus) || m.pos < 0 || m.pos < n.pos-2 || m.pos > n.pos+2 || !o.negatedAt(min(m.pos, n.pos)) && !o.negatedOver(min(m.pos, n.pos)) {
			return nil, nil
		}
		absorbed = m
	}
	if absorbed != nil {
		var keep []*onode
		for _, m := range o.nodes {
			if m != absorbed {
				keep = append(keep, m)
			}
		}
		o.nodes = keep
		var edges []*oedge
		for _, e := range o.edges {
			if e.from != absorbed && e.to != absorbed {
				edges = append(edges, e)
			}
		}
		o.edges = edges
	}
	o.warnings = append(o.warnings, o.diagnostic("junction-negation", o.tokSpan(n.pos),
		fmt.Sprintf("no relationship joins %s and %s directly: the negation is read as no %s row linking them (%s, then %s); a %s row that links only one of them does not count", focus.label, n.label, j.label, j.first.Edge, j.second.Edge, j.label)))
	return &oedge{typ: j.first.Edge, from: focus, to: n, pos: n.pos, negated: true, via: &j}, nil
}

// negatedPath is the path a negated edge denies, from the bound node from:
// the one hop h, or the two hops through its junction.
func negatedPath(from *onode, h templates.Hop, e *oedge) templates.Path {
	if e.via == nil {
		return templates.P(templates.N(from.v, ""), h)
	}
	mid := templates.N("", e.via.label)
	first, second := e.via.first, e.via.second
	if from != e.from {
		first, second = flipHop(second), flipHop(first)
	}
	first.To, second.To = mid, h.To
	return templates.P(templates.N(from.v, ""), first, second)
}

// flipHop walks a hop the other way.
func flipHop(h templates.Hop) templates.Hop {
	if h.Dir == templates.In {
		h.Dir = templates.Out
	} else {
		h.Dir = templates.In
	}
	return h
}

// hasNode: n is still in the pattern (a junction reading may have taken a
// mention out of it).
func (o *relPhase) hasNode(n *onode) bool {
	for _, m := range o.nodes {
		if m == n {
			return true
		}
	}
	return false
}

// onlyNegatedFrom: every edge at m is a negated one joining it to focus
// (the junction mention negated on its own, "do not hire", read before
// the far end was).
func (o *relPhase) onlyNegatedFrom(m, focus *onode) bool {
	for _, e := range o.edges {
		if e.from != m && e.to != m {
			continue
		}
		if !e.negated || e.via != nil || e.from != focus && e.to != focus {
			return false
		}
	}
	return true
}
