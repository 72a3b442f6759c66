package offline

import (
	"github.com/gql-dev/gql/internal/english"
)

// residenceUnlinked sets aside the property links of a verb of residing
// after "where" ("Where does Luca D'Alessandro live?", whose "live" linked
// weakly to a building's living_area_sqm): the verb says the question asks
// where the named thing is, so wherePlace may read its place property
// instead of the plan echoing the name. Only single-token links on such a
// verb are set aside; any other property link still blocks wherePlace.
func (o *focusPhase) residenceUnlinked(wh int, props []ElementLink) []ElementLink {
	if wh < 0 && len(o.toks) > 0 && english.WherePlace.Is(o.word(0)) {
		wh = 0
	}
	if wh < 0 || !english.WherePlace.Is(o.word(wh)) {
		return props
	}
	var out []ElementLink
	for _, p := range props {
		idx := o.tokensIn(p.Span)
		if len(idx) == 1 && idx[0] > wh && english.ResideVerb.Is(o.word(idx[0])) && p.Score < strongLink {
			continue
		}
		out = append(out, p)
	}
	return out
}
