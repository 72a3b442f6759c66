package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
)

// deniedObjectNoun: the relationship noun at token i is the object of a
// denied verb that links to nothing ("merchants that have never received a
// card payment": PAID named by "payment", the denial four words back):
// between the denial and the noun stand only that one verb, articles,
// prepositions and labels modifying the noun ("card"), and a thing is named
// before the denial. negatedAt's three words do not reach past the verb and
// a modifier; without this the relationship is required, not denied, and
// the question refused. The verb is read as the relationship's own
// (negated-verb-read).
func (o *relPhase) deniedObjectNoun(i int) bool {
	if i < 0 || i >= len(o.toks) || o.toks[i].POS != grounding.NOUN {
		return false
	}
	verb := -1
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		w := o.word(k)
		if negWords[w] || strings.HasSuffix(strings.ToLower(o.toks[k].Text), "n't") {
			if verb < 0 || !o.thingBefore(k) {
				return false
			}
			o.warnings = append(o.warnings, o.diagnostic("negated-verb-read", o.tokSpan(verb),
				fmt.Sprintf("%q links to nothing; the negation before it is read as denying the relationship %q names", o.toks[verb].Text, o.toks[i].Text)))
			return true
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.ADP, grounding.PART, grounding.AUX:
			continue
		case grounding.VERB:
			if verb >= 0 || o.linksAt(k) || o.used.has(k) {
				return false
			}
			verb = k
			continue
		}
		if verb < 0 && o.linksKind(k, "label") {
			continue // a label modifying the noun ("card payment")
		}
		return false
	}
	return false
}

// namedForImplied: a denied relationship already placed between the focus
// and a thing no word named of n's label (deniedObjectNoun's "a card
// payment" hangs PAID on an implied Card) takes n, the named one, as that
// end, instead of negatedLabels denying the same relationship a second
// time over n.
func (o *relPhase) namedForImplied(focus, n *onode) bool {
	for _, e := range o.edges {
		if !e.negated || e.from == nil || e.to == nil {
			continue
		}
		switch {
		case e.from == focus && e.to.pos < 0 && e.to.label == n.label && len(e.to.filter) == 0:
			e.to = n
			return true
		case e.to == focus && e.from.pos < 0 && e.from.label == n.label && len(e.from.filter) == 0:
			e.from = n
			return true
		}
	}
	return false
}
