package offline

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// whoVerbBareObject: in "Who drives the vehicles assigned to MAD-01?" the
// noun right after the verb is the verb's object even with no value of its
// own after it: "who" asks for the subject at the relationship's other end,
// a label of its own whose things have names. Only a verb linked to a
// relationship from another label to the noun's is read so; the focus is
// then inferred from the relationship (focus-inferred). whoVerbObject reads
// the object that stands before its value.
func (o *focusPhase) whoVerbBareObject(who bool, wh, pos int) bool {
	if !who || wh < 0 || pos <= wh {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 || v >= pos || o.contentGap(v, pos) > 0 || !o.whoIsSubject(wh) && !o.indefiniteObject(v, pos) {
		return false
	}
	label, _ := o.labelAt(pos)
	if label == "" {
		return false
	}
	for _, et := range o.edgesAt(v) {
		for _, ep := range et.Endpoints {
			if ep.To == label && ep.From != label && schema.Find(o.propsOf(ep.From), "name") != nil {
				for _, w := range o.res.warnings {
					if w.Check == "who-verb-object" {
						return true
					}
				}
				o.res.warnings = append(o.res.warnings, o.diagnostic("who-verb-object", o.tokSpan(pos), fmt.Sprintf("the %s after %q are what %q is done to; \"%s\" asks for who does it, at the other end of %s", label, o.toks[v].Text, o.toks[v].Text, o.toks[wh].Text, et.Name)))
				return true
			}
		}
	}
	return false
}
