package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// "Who did anna_k refer?", "Who mentors Jan?": when every relationship the
// question names joins one label to itself, "who" is a thing of that
// label, whatever property names it. The person fallback otherwise looks
// for a label keyed by "name" and can land on another label altogether
// (customers known by a username, couriers by a name), joining the two by
// a path the question never walks.

// selfEdgePerson is the label every mentioned relationship joins to
// itself, "" when some mentioned relationship joins two labels or none is
// mentioned.
func (o *focusPhase) selfEdgePerson() string {
	label := ""
	for _, e := range o.elementsOf("edge") {
		et := o.s.EdgeType(e.Name)
		if et == nil || len(et.Endpoints) == 0 {
			return ""
		}
		for _, ep := range et.Endpoints {
			if ep.From != ep.To || label != "" && label != ep.From {
				return ""
			}
			label = ep.From
		}
	}
	if label != "" {
		o.warnSelfEdgePerson(label)
	}
	return label
}

// warnSelfEdgePerson says once, on the question word, which label "who"
// was read as.
func (o *focusPhase) warnSelfEdgePerson(label string) {
	wh := o.find(english.Who)
	if wh < 0 {
		wh = 0
	}
	sp := o.tokSpan(wh)
	for _, w := range o.res.warnings {
		if w.Check == "who-self-label" && w.Span == sp {
			return
		}
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("who-self-label", sp,
		fmt.Sprintf("%q is read as a %s: every relationship the question names (%s) joins %s to %s", o.toks[wh].Text, label, strings.Join(o.edgeNames(), ", "), label, label)))
}

// edgeNames are the relationships the question names, in order.
func (o *focusPhase) edgeNames() []string {
	var out []string
	for _, e := range o.elementsOf("edge") {
		out = append(out, e.Name)
	}
	return out
}
