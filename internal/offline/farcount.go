package offline

import "github.com/gql-dev/gql/schema"

// farCounted: the thing counted by a ranking is named after "most" but is
// not the focus's neighbour: "Which airline flies to the most airports?"
// joins airlines to airports through flights, and the plan counted the
// flights — each airport as often as it is flown to (a silent wrong on
// any graph with a junction: "the customer who bought the most products"
// counted orders, "the director who worked with the most actors" movies).
// It is the one node of the plan, other than the focus and the neighbour,
// whose label the counted word names; nil when there is none or several.
func (b *builder) farCounted(near *onode) *onode {
	o := b.o
	cl := o.countedLabel()
	if cl == "" || near == nil || near.label == cl || b.focus == nil {
		return nil
	}
	var far *onode
	for _, e := range b.positive {
		for _, n := range []*onode{e.from, e.to} {
			if n == b.focus || n == near || n.label != cl || n == far {
				continue
			}
			if far != nil {
				return nil
			}
			far = n
		}
	}
	if far != nil && b.rowOfKeys(near, b.focus, far) {
		// A row keyed by both ends (a student's enrolment in a semester,
		// a table's foreign keys kept as its columns) records each pair
		// once: its rows are the things counted, as relational answers
		// count them.
		return nil
	}
	return far
}

// countedLabelAt is the token of the label countedLabel names, -1 for
// none.
func (o *bldPhase) countedLabelAt() int {
	for i := range o.toks {
		if !o.countRankAt(i) {
			continue
		}
		for k := i + 1; k <= i+3 && k < len(o.toks); k++ {
			for _, e := range o.ev.Elements {
				if e.Kind == "label" && o.tokenAt(e.Span) == k {
					return k
				}
			}
		}
	}
	return -1
}

// rowOfKeys: the middle node's label has no name of its own and keeps the
// keys of its relationships to both ends as columns — a relational row
// that stands for the pair, not a thing (a flight, an order) of its own.
func (b *builder) rowOfKeys(mid, a, c *onode) bool {
	o := b.o
	lb := o.s.Label(mid.label)
	if lb == nil || schema.NamingProperty(mid.label, lb.Properties) != "" {
		return false
	}
	kept := func(end *onode) bool {
		for _, e := range b.positive {
			if (e.from == mid && e.to == end || e.to == mid && e.from == end) && o.keptAsColumn(mid.label, e.typ) {
				return true
			}
		}
		return false
	}
	return kept(a) && kept(c)
}
