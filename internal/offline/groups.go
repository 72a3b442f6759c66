package offline

import "github.com/gql-dev/gql/internal/english"

// groupWord is the token that names the group g of a count of edges per
// group: the word after "each / every / per" ("each reviewer", "each
// professor"), else g's mention. The ends of an agent noun's edge sit at
// the agent noun ("reviews"), not at the word that groups, and the
// zero-groups reading asks whether that word is an agent of the walk.
func (o *bldPhase) groupWord(g *onode) int {
	for i := range o.toks {
		if english.Frame.Group[o.word(i)] && i+1 < len(o.toks) {
			return i + 1
		}
	}
	return max(g.pos, 0)
}

// numberOpener reads a question that is a noun phrase opening with "number
// of" ("Number of airports in Norway?", "The total number of courses at
// each level?") as "How many …?": with no question word or request before
// it, the count is what is asked. Only CountLead words (the, total) may
// come first, so "airports with the number of gates" stays a listing.
func (o *readCtx) numberOpener(sh shape, used []int) (shape, []int) {
	i := o.find(english.NumberOf)
	if sh.count || i < 0 || o.whPos() >= 0 {
		return sh, used
	}
	for k := 0; k < i; k++ {
		if !english.CountLead.Is(o.word(k)) {
			return sh, used
		}
	}
	sh.count = true
	sh.agg, sh.aggPos = "", -1
	used = append(used, i, i+1)
	if english.Distinct.Is(o.word(i + 2)) {
		sh.distinct, sh.distinctPos = true, i+2
		used = append(used, i+2)
	}
	return sh, used
}
