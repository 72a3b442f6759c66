package offline

import "fmt"

// whoVerbPossessed: in "Who publishes Ingrid Solberg's books?" the label
// noun after the verb is owned by a named thing, so it is the verb's
// object (what is published), never the one "who" asks for: that is the
// subject at the verb's relationship's other end (inferredFocus reads it
// and warns focus-inferred). Read as the asked-for thing, the plan walked
// to the publisher and listed the books. Only a verb linking a
// relationship is read so; with an unlinked verb the noun keeps the
// reading it had.
func (o *focusPhase) whoVerbPossessed(who bool, wh, pos int) bool {
	if !who || wh < 0 || pos <= wh {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 || v >= pos {
		return false
	}
	k := o.possessorOf(pos)
	if k <= v {
		return false
	}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && n.pos > v && n.pos <= k && o.contentGap(v, n.pos) == 0 && o.isPossessor(n) {
			sp := o.tokSpan(pos)
			for _, w := range o.res.warnings {
				if w.Check == "focus-inferred" && w.Span == sp {
					return true
				}
			}
			o.res.warnings = append(o.res.warnings, o.diagnostic("focus-inferred", sp,
				fmt.Sprintf("%q belongs to the named %s, so it is what %q is done to; %q asks for the one doing it, at the other end of the relationship %q names", o.toks[pos].Text, n.label, o.toks[v].Text, o.toks[wh].Text, o.toks[v].Text)))
			return true
		}
	}
	return false
}
