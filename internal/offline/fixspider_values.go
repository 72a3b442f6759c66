package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// howManyValues reads "How many languages are spoken in Aruba?", "How many
// continents are there?": the noun after "how many" names a text property
// and no label of the schema (no thing is called so), so what is counted
// is the property's different values, as "how many different languages"
// reads. A numeric property is a stored count or amount (howManyProp) and is
// left alone. The reading is a warning (count-of-values).
func (o *offline) howManyValues(sh shape, warns *sink) shape {
	if !sh.count || sh.distinct {
		return sh
	}
	i := o.find(english.HowMany)
	if i < 0 {
		return sh
	}
	at := i + 2
	if at < len(o.toks) && o.toks[at].POS == grounding.ADJ && !o.linksKind(at, "prop") {
		at++ // "how many official languages"
	}
	if at >= len(o.toks) || o.linksKind(at, "label") || o.linksKind(at, "edge") || o.valueAt(at) {
		return sh
	}
	if k, _ := o.howManyProp(); k >= 0 || o.modifiesLabel(at) {
		return sh
	}
	sp := o.toks[at].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		owner := e.Owner
		if owner == "" {
			owner = o.ownerAmong(nil, e.Name)
		}
		if owner == "" || o.s.EdgeType(owner) != nil {
			return sh
		}
		p := schema.Find(o.propsOf(owner), e.Name)
		if p == nil || p.Type.Numeric() || p.Type.IsList() {
			return sh
		}
		sh.distinct = true
		warns.add(o.diagnostic("count-of-values", o.toks[at].Span,
			fmt.Sprintf("no thing of the schema is called %q; it is the property %s of %s, so the plan counts its different values", o.toks[at].Text, e.Name, owner)))
		return sh
	}
	return sh
}
