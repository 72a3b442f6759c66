package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// countedPropSum reads "How many copies of X do we have across all
// branches?", "How many copies does the Central Library hold?" where the
// noun after "how many" is the whole name of a whole-number property of a
// relationship (HOLDS.copies) and of no label: the things counted are
// stored as that number on each relationship, so the answer is its sum
// over the relationships the question reaches, not a count of them.
// Warned unit-summed, as the unit words' sum (unitSum) is.
func (o *readCtx) countedPropSum(sh shape, warns *sink) shape {
	if !sh.count || sh.distinct {
		return sh
	}
	i := o.find(english.HowMany)
	k := i + 2
	if i < 0 || k >= len(o.toks) || o.linksKind(k, "label") || o.linksKind(k, "edge") {
		return sh
	}
	if _, unit := english.UnitWord(o.word(k)); unit {
		return sh
	}
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End || !english.SameBase(e.Name, o.word(k)) {
			continue
		}
		owner := e.Owner
		if owner == "" {
			owner = o.ownerAmong(nil, e.Name)
		}
		if o.s.EdgeType(owner) == nil {
			continue
		}
		if p := schema.Find(o.propsOf(owner), e.Name); p == nil || p.Type != schema.Int {
			continue
		}
		sh.count, sh.agg, sh.aggPos = false, templates.Sum, k-1
		warns.add(o.diagnostic("unit-summed", o.tokSpan(k),
			fmt.Sprintf("%q is a number %s stores on each relationship, so the question is read as its sum over the relationships it reaches, not a count of them", o.toks[k].Text, owner+"."+e.Name)))
		return sh
	}
	return sh
}
