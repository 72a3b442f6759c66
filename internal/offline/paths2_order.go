package offline

// inOrder lists a component's nodes by mention (then variable name, a total
// order). connect scores a lone node against each node of the component,
// and two can score the same ("hit by a critical incident or depend on
// ledger": the incident is as far from the services asked for as from
// ledger). Walking the map itself let Go's random map order choose, so the
// same question got another plan about one run in fifteen. By mention,
// the tie goes to the node named first: a phrase ("hit by a critical
// incident") says something of what was named before it, not after.
func (o *relPhase) inOrder(comp map[*onode]bool) []*onode {
	out := make([]*onode, 0, len(comp))
	for n := range comp {
		out = append(out, n)
	}
	sortNodes(out)
	return out
}

// sortNodes orders nodes by mention, then by variable name; a node the
// question does not name (pos -1) goes last.
func sortNodes(ns []*onode) {
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && nodeBefore(ns[j], ns[j-1]); j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
}

func nodeBefore(a, b *onode) bool {
	if (a.pos < 0) != (b.pos < 0) {
		return b.pos < 0
	}
	if a.pos != b.pos {
		return a.pos < b.pos
	}
	return a.v < b.v
}
