package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// totalNumberOfProp reads "What is the total number of seats of the
// restaurants in each district?", "the total number of pigs on all farms":
// after "total number of" the noun is a numeric property of a node and no
// label, so the things counted are stored as that number on each node and
// the answer is its sum, not a count of nodes. Warned unit-summed, as the
// relationship-stored counts are (countedPropSum).
func (o *readCtx) totalNumberOfProp(sh shape, warns *sink) shape {
	if !sh.count || sh.distinct {
		return sh
	}
	i := o.find(english.NumberOf)
	k := i + 2
	if i < 1 || k >= len(o.toks) || !english.SumTotal.Is(o.word(i-1)) || o.linksKind(k, "label") || o.linksKind(k, "edge") || o.valueAt(k) {
		return sh
	}
	sp := o.toks[k].Span
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
		if p := schema.Find(o.propsOf(owner), e.Name); p == nil || !p.Type.Numeric() || p.Type.IsList() {
			return sh
		}
		sh.count, sh.agg, sh.aggPos = false, templates.Sum, k-1
		warns.add(o.diagnostic("unit-summed", o.tokSpan(k),
			fmt.Sprintf("%q is a number %s stores on each %s, so \"total number of\" is read as its sum, not a count of them", o.toks[k].Text, owner+"."+e.Name, owner)))
		return sh
	}
	return sh
}
