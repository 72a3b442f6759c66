package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/schema"

	"github.com/gql-dev/gql/templates"
)

// Repetition with a named partner (fix30): "Which guests have booked Harbor
// Grand Lisbon more than once?", "What has Henry Martin ordered more than
// once?", "Which venues has Rosa Rossi published in more than once?". The
// thing the verb's repetition is counted against is named (a value keeps
// one node), so countCompared, which counts a bare node, refused; but the
// plan joins the named thing to the thing asked about through one node no
// word names (a booking, an order, a paper), and each such row is one time
// the verb happened between the two. With the named side fixed, counting
// those rows per returned thing is the count per pair the question bounds.

func init() {
	checks = append(checks,
		Check{ID: "repeat-valued", Warning: true, Summary: "how often a verb happened is counted as the related things holding the value the question names",
			Doc: "\"who's cancelled on us more than once\" over Booking.status, \"customers who've sent express more than once\" over Shipment.service: the repetition's other end is a thing kept by a stored value of a property that is not its key, joined to the thing asked about by one plain relationship; many such things may join one asked thing, each one time the verb happened, so they are counted per returned row and compared with the bound (from below only)."},
		Check{ID: "repeat-through-named", Warning: true, Summary: "how often a verb joined the thing asked about to a named thing is counted as the rows of the node between them",
			Doc: "\"Which guests have booked Harbor Grand Lisbon more than once?\", \"What has Henry Martin ordered more than once?\": the repetition's other end is a thing the question names, joined to the thing asked about only through one node no word mentions (Booking, Order), itself joined by exactly those two plain relationships. Each row of that node is one time the verb happened between the two, so they are counted per returned row and compared with the bound. Not read when the node between is named, filtered or joined to anything else, or when the named thing joins the asked one directly."},
	)
}

// repeatThroughNamed reads the repetition at i (bounded by op n) against
// the named node mentioned at k, counting the unnamed junction between it
// and the thing asked about. It reports whether it read it.
func (o *conPhase) repeatThroughNamed(i, k int, op templates.Op, n int64) bool {
	switch op {
	case templates.Gt, templates.Ge:
	default:
		return false // a bound from above would have to keep those with none
	}
	nd := o.soleFilteredNodeAt(k)
	if nd == nil {
		return false
	}
	e, j := soleEdge(o.edges, nd)
	if e == nil || j == nil || e.v != "" || len(e.or) > 0 || len(e.rev) > 0 || e.via != nil {
		return false
	}
	if j.focus || j.placeholder || len(j.filter) > 0 || (j.pos >= 0 && !o.verbNamesJunction(j, i) && !o.verbBeforeNamed(j, nd, i)) {
		return false
	}
	var far *onode
	for _, x := range o.edges {
		if x == e || (x.from != j && x.to != j) {
			continue
		}
		if far != nil || x.negated || x.min != 0 || x.max != 0 || x.v != "" || len(x.or) > 0 || len(x.rev) > 0 || x.via != nil {
			return false
		}
		far = x.to
		if x.to == j {
			far = x.from
		}
	}
	if far == nil || !far.focus || far == nd || far.label == j.label || far.label == nd.label {
		return false
	}
	// The asked thing's other joins, if any, must not reach the junction
	// again: the count is of the junction's rows per asked thing.
	o.used.mark(i)
	o.atLeast = true
	o.counts = append(o.counts, countCmp{v: j.v, label: j.label, op: op, n: n, at: i, noun: k, times: true})
	o.warnings = append(o.warnings, o.diagnostic("repeat-through-named", o.tokSpan(i),
		fmt.Sprintf("how often each %s was joined to the %s the question names is read as the number of %s rows between them", far.label, nd.label, j.label)))
	return true
}

// verbBeforeNamed: the junction j is mentioned by the verb ("booked"), and
// between it and the repetition at i stands no mention of the plan's but
// the named thing nd's ("booked Harbor Grand Lisbon more than once").
func (o *conPhase) verbBeforeNamed(j, nd *onode, i int) bool {
	if !o.verbFormAt(j.pos) || j.pos >= nd.pos || nd.pos >= i {
		return false
	}
	for _, x := range o.nodes {
		if x != j && x != nd && x.pos > j.pos && x.pos < i {
			return false
		}
	}
	return true
}

// repeatValued reads the repetition at i against the node mentioned at k
// when a stored value of a property that is not its key keeps it ("who's
// cancelled on us more than once" over Booking.status, "customers who've
// sent express more than once" over Shipment.service): many such nodes may
// join one asked thing, and each is one time the verb happened, so they are
// counted per returned row. It reports whether it read it.
func (o *conPhase) repeatValued(i, k int, op templates.Op, n int64) bool {
	switch op {
	case templates.Gt, templates.Ge:
	default:
		return false
	}
	nd := o.soleFilteredNodeAt(k)
	if nd == nil {
		return false
	}
	if t := o.toks[k]; strings.ToLower(t.Text) != t.Text {
		return false // a name, not a kind or state
	}
	l := o.s.Label(nd.label)
	if l == nil {
		return false
	}
	key, declared, naming := o.s.Key(nd.label), o.s.DeclaredKey(nd.label), schema.NamingProperty(nd.label, l.Properties)
	for _, f := range nd.filter {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Var != nd.v || c.Prop == key || c.Prop == declared || c.Prop == naming {
			return false
		}
		if _, text := c.Value.(string); !text {
			return false
		}
	}
	e, far := soleEdge(o.edges, nd)
	if e == nil || far == nil || !far.focus || e.v != "" || len(e.or) > 0 || len(e.rev) > 0 || e.via != nil || far.label == nd.label {
		return false
	}
	o.used.mark(i)
	o.atLeast = true
	o.counts = append(o.counts, countCmp{v: nd.v, label: nd.label, op: op, n: n, at: i, noun: k, times: true, valued: true})
	o.warnings = append(o.warnings, o.diagnostic("repeat-valued", o.tokSpan(i),
		fmt.Sprintf("how often each %s did so is read as the number of %s holding the value the question names joined to it", far.label, nd.label)))
	return true
}

// soleFilteredNodeAt is the one node at token k that filters on a value
// and is neither the focus nor a placeholder; nil when there is none or
// more than one.
func (o *conPhase) soleFilteredNodeAt(k int) *onode {
	var nd *onode
	for _, x := range o.nodes {
		if x.pos == k && !x.focus && !x.placeholder && len(x.filter) > 0 {
			if nd != nil {
				return nil
			}
			nd = x
		}
	}
	return nd
}
