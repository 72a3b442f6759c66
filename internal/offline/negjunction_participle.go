package offline

import (
	"fmt"
	"strings"
)

func init() {
	checks = append(checks, Check{ID: "participle-target", Warning: true, Summary: "a participle before a noun names what the verb was done to",
		Doc: "\"referred customers\", \"followed people\": a past participle right before the noun of a relationship between things of one label describes the things the verb was done to, the relationship's target, the other end left unnamed."})
}

// participleTargets turns a self-relationship read from a past participle
// right before its noun ("referred customers": customers someone referred)
// so that the noun is the target: an adjective made of the verb describes
// what the verb was done to, not who did it. Only when the other end is
// named by no word (an implied node), so word order decided nothing else.
func (o *relPhase) participleTargets() {
	for _, e := range o.edges {
		if e.negated || e.from == nil || e.to == nil || e.from.label != e.to.label || e.pos < 0 || e.pos+1 >= len(o.toks) {
			continue
		}
		if et := o.s.EdgeType(e.typ); et == nil || !selfRelation(et) {
			continue
		}
		w := o.word(e.pos)
		if !strings.HasSuffix(w, "ed") || e.from.pos != e.pos+1 || e.to.pos >= 0 || e.pos >= 1 && o.thingBefore(e.pos) {
			continue
		}
		e.from, e.to = e.to, e.from
		o.warnings = append(o.warnings, o.diagnostic("participle-target", o.tokSpan(e.pos),
			fmt.Sprintf("%q before %q is read as the %s that were %s, the target of %s; the one who did it is any %s", o.toks[e.pos].Text, o.toks[e.pos+1].Text, e.to.label, w, e.typ, e.from.label)))
	}
}
