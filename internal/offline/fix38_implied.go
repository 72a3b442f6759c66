package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// joinFromImplied joins lone's part of the pattern to the rest (comp) when
// no relationship joins lone itself to it, but a thing lone's named
// relationship implies does: "what planes does Gulf Meridian operate?"
// places OPERATED_BY from the airline to a flight no word names, and
// airlines have no relationship to aircraft types while flights have one
// (USES). When exactly one relationship joins exactly one node of lone's
// part to one of comp, and that node is the implied one, the plan walks it
// (joined-from-implied). Two such joins, a join from a node the question
// names (connect tried those), or a far end no noun names ("who") leave
// the refusal, and so do two sides naming no thing by its value, or a
// relationship with alternatives.
func (o *relPhase) joinFromImplied(lone *onode, comp map[*onode]bool) bool {
	group := o.component(lone)
	named := false
	for _, g := range o.nodes {
		if (group[g] || comp[g]) && len(g.filter) > 0 && g.pos >= 0 {
			named = true
		}
	}
	if !named {
		// "people in the graph are connected to through acting,
		// directing, or producing": no named thing on either side, only
		// kinds of things, whose implied end says nothing of which.
		return false
	}
	for _, e := range o.edges {
		if group[e.from] && group[e.to] && len(e.or)+len(e.rev) > 0 {
			// Alternatives ("acting, directing, or producing") imply
			// things of several kinds.
			return false
		}
	}
	var from, to *onode
	var typ string
	for g := range group {
		for m := range comp {
			ts := edgeTypesBetween(o.s, g.label, m.label)
			if len(ts) == 0 {
				continue
			}
			if from != nil || len(ts) > 1 || g.pos >= 0 || g.label == m.label || o.labelRepeated(g) {
				return false
			}
			from, to, typ = g, m, ts[0].Name
		}
	}
	if from == nil || lone.pos < 0 || to.pos < 0 || english.Frame.Wh.Is(o.lower[to.pos]) {
		// The far end must be a thing a noun names: a "who" read as a
		// label ("Who has created the most playlists?", an artist) may be
		// the very thing the relationship implies.
		return false
	}
	o.edges = append(o.edges, o.bridgeEdge(typ, from, to))
	o.warnings = append(o.warnings, o.diagnostic("joined-from-implied", o.spanOf(lone),
		fmt.Sprintf("no relationship of the schema joins %s to %s: they are joined from the %s the question's relationship implies, by %s, the one relationship between the two sides", lone.label, to.label, from.label, typ)))
	return true
}
