package offline

import (
	"fmt"

	"github.com/gql-dev/gql/templates"
)

// fixdeliveryPlan runs the rules of the delivery set's first-run failures
// on a built plan, and says which of the earlier phases' readings they
// rest on.
func (o *offline) fixdeliveryPlan(q *templates.Query, warns *sink) error {
	if i := o.unreadAmountOf(q); i >= 0 {
		return o.refuse("unused-words", i, "%q says whose %s is asked, and it links to no label and no stored value: summing %s over every thing would answer another question; name it as stored", o.toks[i].Text, o.toks[i-2].Text, o.toks[i-2].Text)
	}
	o.namedAmountSum(q, warns)
	o.verbPropSum(q, warns)
	o.levelAdjectives(q, warns)
	o.warnEdgeCueValues(warns)
	return nil
}

// warnEdgeCueValues says where a cue word that is also a relationship's
// name was read as the relationship to the value after it, not as a
// piece of text sought in a name.
func (o *offline) warnEdgeCueValues(warns *sink) {
	for _, v := range o.ev.Values {
		k := o.tokenAt(v.Span)
		p := k - 1
		for p >= 0 && o.isQuoteMark(p) {
			p--
		}
		if p < 0 || !containWords[o.word(p)] || !o.edgeCueValue(p, v) {
			continue
		}
		warns.add(o.diagnostic("contain-edge-read", o.tokSpan(p), fmt.Sprintf("%q names a relationship and %q is a stored %s.%s at its far end: read as walking it to that %s, not as %q inside a name", o.toks[p].Text, o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop, v.Owner, o.ev.Question[v.Span.Start:v.Span.End])))
	}
}
