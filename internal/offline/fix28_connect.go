package offline

// namedLone: connect joins the first node outside the focus's component to
// it. When that node is one a relationship mention implied (no word names
// it: the artist of "releases") and a node its own component holds is
// named by the question (the album "Trapdoor Records"), the named one is
// joined instead: the relationship chosen between two implied things
// ("Total plays of tracks on Trapdoor Records releases?" joined the
// album's artist to the listener by FOLLOWS) relates nothing the question
// said, while the named thing joins the rest directly (ON_ALBUM). Only
// when the named node has a relationship to a named node of the focus's
// component.
func (o *relPhase) namedLone(lone *onode, comp map[*onode]bool) *onode {
	if lone.pos >= 0 {
		return lone
	}
	for _, n := range o.inOrder(o.component(lone)) {
		if n.pos < 0 || comp[n] {
			continue
		}
		for _, m := range o.inOrder(comp) {
			if m.pos < 0 {
				continue
			}
			for _, et := range o.s.EdgeTypes {
				if et.Connects(n.label, m.label) || et.Connects(m.label, n.label) {
					return n
				}
			}
		}
	}
	return lone
}
