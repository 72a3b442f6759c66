package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
)

// meaningFitsEnds: a link by meaning (weak) joins the labels named right
// before the verb and right after it ("people who don't belong to a team":
// Person and Team over MEMBER_OF; "VIP players have never bought
// anything": Gamer over PURCHASED), while the relationship the schema names
// for the verb's form or converse (other: OWNS from Team to Service, BUYER
// from Trade to Character) cannot join them either way. Then that name is
// no better evidence than the meaning: it would place an edge between
// labels the question does not ask about, and the meaning link stays. The
// verb's own tokens run from first to last; a side with no label within
// four tokens matches any end, and with neither side named the schema's
// name wins as before.
func (o *readCtx) meaningFitsEnds(first, last int, weak, other string) bool {
	subj, obj := o.labelNear(first-1, -1), o.labelNear(last+1, +1)
	if subj == "" && obj == "" {
		return false
	}
	w, c := o.s.EdgeType(weak), o.s.EdgeType(other)
	if w == nil || c == nil {
		return false
	}
	return w.Connects(subj, obj) && !c.Connects(subj, obj) && !c.Connects(obj, subj)
}

// labelNear is the label linked at the nearest token from k in direction
// step (-1 backwards, +1 forwards) within four tokens; "" when none.
func (o *readCtx) labelNear(k, step int) string {
	for n := 0; n < 4 && k >= 0 && k < len(o.toks); n, k = n+1, k+step {
		if l := o.linkOf(k, "label"); l != "" {
			return l
		}
	}
	return ""
}

// perfectParticiple: the word before token i is an auxiliary or a denial
// ("haven't given", "has made"), so token i is a verb's participle even
// where it is also a cue word ("given that ...").
func (o *readCtx) perfectParticiple(i int) bool {
	if i < 1 {
		return false
	}
	w := o.word(i - 1)
	return o.toks[i-1].POS == grounding.AUX || negWords[w] || strings.HasSuffix(strings.ToLower(o.toks[i-1].Text), "n't")
}

// bareVerbNames: a light verb ("give", "make", english.BareVerb) names the
// one relationship spelled with it (GAVE) only where that relationship
// starts at the label named as the verb's subject, just before it, and
// reaches the label named after it, if any ("donors who haven't given
// anything": FoodDonor, GAVE from FoodDonor). Elsewhere such a verb says
// too little of its own, as verbFormEdges assumed for every one before.
func (o *readCtx) bareVerbNames(i int, typ string) bool {
	subj := o.labelNear(i-1, -1)
	et := o.s.EdgeType(typ)
	return subj != "" && et != nil && et.Connects(subj, o.labelNear(i+1, +1))
}
