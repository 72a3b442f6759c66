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
	if j.pos < 0 || j.pos >= at || j.pos >= len(o.toks) || o.toks[j.pos].POS != grounding.VERB {
		return false
	}
	for k := j.pos + 1; k < at; k++ {
		// Only the bound's words ("at least", "more than") may stand
		// between the verb and the number.
		if english.FreqCompare.Is(o.word(k)) {
			continue
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
