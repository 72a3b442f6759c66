package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

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

// linkRowsAmong picks, of several labels joining lone to the rest through
// one edge type to each (js), the one whose rows are nothing but the
// pairing: both keys go out of it (bothOut) and no edge type comes into it.
// "Which exhibitions have at least 3 artworks?" reaches artworks through
// exhibition_artwork rows and through the museum both point at; the table
// of keys is what relates them, the museum a shared owner. The choice is
// warned (link-rows-chosen). -1 when no such label, or several, exists.
func (o *relPhase) linkRowsAmong(js []string, bothOut []bool, lone *onode) int {
	if !o.countsThrough() {
		// Only a count or a total is over the pairings; elsewhere a
		// label with keys out to both sides is a thing of its own ("the
		// year the Biology department got established" is no
		// professor's).
		return -1
	}
	k := -1
	for i, j := range js {
		if !bothOut[i] || !o.onlyKeysOut(j) {
			continue
		}
		if k >= 0 {
			return -1
		}
		k = i
	}
	if k < 0 {
		return -1
	}
	var others []string
	for i, j := range js {
		if i != k {
			others = append(others, j)
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("link-rows-chosen", o.spanOf(lone),
		fmt.Sprintf("%s is joined to the rest through the %s rows, which hold a key to each and nothing else refers to; not through %s, which both point at or which holds more", lone.label, js[k], strings.Join(others, ", "))))
	return k
}

// onlyKeysOut: every edge type touching label j goes out of it.
func (o *readCtx) onlyKeysOut(j string) bool {
	n := 0
	for i := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[i]
		for _, ep := range et.Endpoints {
			if ep.To == j {
				return false
			}
			if ep.From == j {
				n++
			}
		}
	}
	return n >= 2
}

// countsThrough: the question counts or totals something ("how many",
// "the number of", "the most", "at least 3"), the questions whose things
// are counted over a linking table's rows.
func (o *readCtx) countsThrough() bool {
	if o.find(english.HowMany) >= 0 || o.find(english.NumberOf) >= 0 || o.find(english.CueAtLeast) >= 0 || o.findIn(english.HavingMost) >= 0 || o.find(english.Fewest) >= 0 {
		return true
	}
	for _, t := range o.toks {
		if t.POS == grounding.NUM {
			return true
		}
	}
	return false
}
