package offline

// verbRowsJoin: the junction j the question's verb names ("cast in at
// least 3 productions" of casting rows) holds one row per pairing of next
// and counted even when isJunctionOf does not take it for a junction
// (a name of its own, a role, or a second key to one side, as a casting's
// understudy): the plan's edges already chose which key joins each side,
// so counting the things through those rows answers the question. Only
// when j is joined to each side by a key of its own (an edge type from j),
// so that its rows are the pairings, not a thing the sides point to.
func (o *conPhase) verbRowsJoin(j, next, counted *onode) bool {
	from := func(a, b string) bool {
		for _, et := range edgeTypesBetween(o.s, a, b) {
			if et.Connects(a, b) {
				return true
			}
		}
		return false
	}
	return next.label != counted.label && from(j.label, next.label) && from(j.label, counted.label)
}
