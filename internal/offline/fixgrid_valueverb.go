package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// valueOverVerbEdge: "outages caused by storms", "incidents caused by
// frost" — the verb is a form of a property's name (cause) of one end of
// the relationship it links (CAUSED_BY), and the words near it name a
// stored value of that very property. The question then says what the
// property holds, not which thing at the relationship's other end did it:
// when that other end's label is named nowhere in the question, the
// relationship link is set aside so the value alone filters the things.
// Walking the relationship too would keep only the things that have one,
// a silent wrong count. The reading is a warning.
func (o *offline) valueOverVerbEdge(warns *sink) {
	for ei, e := range o.ev.Elements {
		if e.Kind != "edge" || e.implied {
			continue
		}
		et := o.s.EdgeType(e.Name)
		if et == nil {
			continue
		}
		k := o.tokenAt(e.Span)
		if k >= len(o.toks) {
			continue
		}
		for _, v := range o.ev.Values {
			// The value may stand on either side: "caused by storms",
			// "that storms caused".
			if d := o.tokenAt(v.Span) - k; v.OnEdge || d > 4 || d < -4 || d == 0 {
				continue
			}
			if !english.SameBase(o.lower[k], v.Prop) && !english.SameBase(o.words[k], v.Prop) {
				continue
			}
			other := ""
			for _, ep := range et.Endpoints {
				switch v.Owner {
				case ep.From:
					other = ep.To
				case ep.To:
					other = ep.From
				}
			}
			if other == "" || other == v.Owner || o.labelOrValueNamed(other) {
				continue
			}
			ev := *o.ev
			ev.Elements = append(append([]ElementLink(nil), o.ev.Elements[:ei]...), o.ev.Elements[ei+1:]...)
			o.ev = &ev
			warns.add(o.diagnostic("value-over-verb-edge", e.Span, fmt.Sprintf("%q is a form of %s.%s and %q is a stored value of it: read as %s = %v, not as the relationship %s to a %s, which the question names nowhere",
				o.ev.Question[e.Span.Start:e.Span.End], v.Owner, v.Prop, o.ev.Question[v.Span.Start:v.Span.End], v.Prop, v.Value, e.Name, other)))
			o.valueOverVerbEdge(warns)
			return
		}
	}
}

// labelOrValueNamed reports whether a label link or a value of the label stands
// in the question.
func (o *offline) labelOrValueNamed(label string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && strings.EqualFold(e.Name, label) {
			return true
		}
	}
	return o.labelHasValue(label)
}
