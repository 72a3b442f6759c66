package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// "Who delivered order ORD-88104?" where orders store the status
// 'delivered' and DELIVERED_BY joins an order to its courier: the verb
// right after "who" is what someone did, the relationship its first word
// names, not the stored state of the thing named after it. Read as the
// state, the person asked for is joined to nothing and the question is
// refused (or answered about orders).

// verbValueEdgeLinks turns a value link on the verb right after "who"
// into a link to the one relationship whose name begins with the verb,
// when that relationship reaches the value's label.
func (o *offline) verbValueEdgeLinks(warns *sink) {
	wh := o.find(english.Who)
	if wh < 0 || wh+1 >= len(o.toks) {
		return
	}
	k := wh + 1
	t := o.toks[k]
	// A word linked to a value is tagged as a name: its own lemma says
	// whether it is an inflected verb.
	lower := strings.ToLower(t.Text)
	lemma := grounding.Lemma(lower)
	if lemma == lower {
		return
	}
	drop := -1
	var v ValueLink
	for i, vl := range o.ev.Values {
		if idx := o.tokensIn(vl.Span); len(idx) == 1 && idx[0] == k && !vl.OnEdge {
			drop, v = i, vl
		}
	}
	if drop < 0 {
		return
	}
	edge := ""
	for _, et := range o.edgesBeginningWith(lemma) {
		if !touches(et, v.Owner) {
			continue
		}
		if edge != "" {
			return // two relationships begin with the verb
		}
		edge = et.Name
	}
	if edge == "" {
		return
	}
	o.withoutValues(func(k int) bool { return k == drop })
	if !o.linksKind(k, "edge") {
		o.addLinks(ElementLink{Kind: "edge", Name: edge, Span: t.Span, Score: 1})
	}
	warns.add(o.diagnostic("verb-value-edge", t.Span, fmt.Sprintf("%q after %q is read as %s, the relationship its name begins with, not as the stored %s.%s value %v", t.Text, o.toks[wh].Text, edge, v.Owner, v.Prop, v.Value)))
}

// edgesBeginningWith is the schema's relationships whose name's first word
// has the lemma ("completed" → COMPLETED, "delivered" → DELIVERED_TO): the
// relationships an inflected verb names.
func (o *offline) edgesBeginningWith(lemma string) []schema.EdgeType {
	var out []schema.EdgeType
	for _, et := range o.s.EdgeTypes {
		if words := grounding.SplitName(et.Name); len(words) > 0 && grounding.Lemma(strings.ToLower(words[0])) == lemma {
			out = append(out, et)
		}
	}
	return out
}

// touches: the relationship has label at one of its ends.
func touches(et schema.EdgeType, label string) bool {
	for _, ep := range et.Endpoints {
		if ep.From == label || ep.To == label {
			return true
		}
	}
	return false
}
