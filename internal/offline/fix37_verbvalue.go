package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
)

// "Which quests has nobody completed yet?" where trades store the status
// 'completed' and COMPLETED joins a character to a quest: the inflected
// verb names the relationship that touches the thing the question names,
// not the stored state of a thing no word of the question names. Read as
// the state, the trade is joined to nothing and the question is refused.

// verbValueRelatedLinks turns a value link on an inflected verb anywhere
// in the question into a link to the one relationship whose name begins
// with the verb, when that relationship touches a label a word of the
// question names, does not touch the value's label, and no word of the
// question names the value's label. fixdelivery's verbValueEdgeLinks reads
// the verb right after "who"; this one reads the others.
func (o *offline) verbValueRelatedLinks(warns *sink) {
	named := map[string]bool{}
	for _, el := range o.ev.Elements {
		if el.Kind == "label" {
			named[el.Name] = true
		}
	}
	if len(named) == 0 {
		return
	}
	for i, vl := range o.ev.Values {
		idx := o.tokensIn(vl.Span)
		if len(idx) != 1 || vl.OnEdge || vl.Score < 1 || named[vl.Owner] {
			continue
		}
		k := idx[0]
		t := o.toks[k]
		lower := strings.ToLower(t.Text)
		lemma := grounding.Lemma(lower)
		if lemma == lower {
			continue
		}
		edge, amb := "", false
		for _, et := range o.edgesBeginningWith(lemma) {
			if touches(et, vl.Owner) {
				amb = true
				break
			}
			near := false
			for l := range named {
				if touches(et, l) {
					near = true
				}
			}
			if !near {
				continue
			}
			if edge != "" {
				amb = true
				break
			}
			edge = et.Name
		}
		if amb || edge == "" {
			continue
		}
		drop := i
		o.withoutValues(func(j int) bool { return j == drop })
		if !o.linksKind(k, "edge") {
			o.addLinks(ElementLink{Kind: "edge", Name: edge, Span: t.Span, Score: 1})
		}
		warns.add(o.diagnostic("verb-value-related", t.Span, fmt.Sprintf("%q is read as %s, the relationship its name begins with that touches what the question names, not as the stored %s.%s value %v of a thing the question does not name", t.Text, edge, vl.Owner, vl.Prop, vl.Value)))
		return
	}
}
