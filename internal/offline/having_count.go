package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// verbNamesJunction: the junction node j is mentioned only by the verb of
// the counted relationship, before the number ("mechanics who serviced at
// least 3 bikes", where bike_service rows join mechanics and bikes): the
// verb says which rows join the two, and the Ys are counted through them
// as through a junction no word names.
func (o *conPhase) verbNamesJunction(j *onode, at int) bool {
	if j.pos < 0 || j.pos >= at || j.pos >= len(o.toks) || !o.verbFormAt(j.pos) {
		return false
	}
	for k := j.pos + 1; k < at; k++ {
		// Only the bound's words ("at least", "more than") may stand
		// between the verb and the number.
		if english.FreqCompare.Is(o.word(k)) || k == j.pos+1 && english.VerbParticle.Is(o.word(k)) {
			continue // "signed up for at least 3 shifts" (relagg3)
		}
		if p := o.toks[k].POS; p == grounding.NOUN || p == grounding.PROPN || p == grounding.VERB {
			return false
		}
	}
	return true
}

// isJunctionOf: j is a junction between a and b as junctionsBetween reads
// one (no name of its own, one edge type to each).
func isJunctionOf(s *schema.Schema, j, a, b string) bool {
	for _, x := range junctionsBetween(s, a, b) {
		if x.label == j {
			return true
		}
	}
	return false
}

// edgeNounCounted: the counted noun at k names the plan's one relationship
// ("products with at least 3 reviews" over REVIEWED), between the thing
// asked about (or a named one) and a node no word mentions: that node, whose
// rows are one per edge, and the relationship's type. nil when the plan has
// any other relationship, since rows would then multiply.
func (o *conPhase) edgeNounCounted(k int) (*onode, string) {
	if len(o.edges) != 1 {
		return nil, ""
	}
	e := o.edges[0]
	if e.pos != k || e.negated || e.min != 0 || e.max != 0 || e.v != "" || len(e.or) > 0 || len(e.rev) > 0 || e.via != nil {
		return nil, ""
	}
	for _, x := range o.nodes {
		if x.pos == k {
			return nil, ""
		}
	}
	near, far := e.from, e.to
	if far.pos >= 0 {
		near, far = far, near
	}
	if far.pos >= 0 || far.focus || far.placeholder || len(far.filter) > 0 || (!near.focus && len(near.filter) == 0) {
		return nil, ""
	}
	return far, e.typ
}

// atMostNumber: the "most" at token i is the bound of "at most N" ("a
// rating of at most 60", "at most 2 hubs"), a comparison with N, never a
// ranking.
func (o *readCtx) atMostNumber(i int) bool {
	if i < 1 || !english.HavingMost.Is(o.word(i)) || !english.HavingAt.Is(o.word(i-1)) {
		return false
	}
	_, ok := o.numberAt(i + 1)
	return ok
}

// atMostBound: "at most N" before a counted noun (a label or a
// relationship): the count of those things compared with N.
func (o *readCtx) atMostBound(i int) bool {
	return o.atMostNumber(i) && (o.linksKind(i+2, "label") || o.linksKind(i+2, "edge"))
}
