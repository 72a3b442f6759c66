package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// unitSum reads "How many hours in total are assigned to X?", "the total
// number of hours X is assigned" as the sum of the numeric property the
// unit word names (hours on the assignments), not a count of rows: hours
// are measured, not counted. Warned unit-summed. Only when the unit
// word right after "how many" or "number of" links to a numeric property.
func (o *readCtx) unitSum(sh shape, warns *sink) shape {
	if !sh.count || sh.distinct {
		return sh
	}
	for k := 2; k < len(o.toks); k++ {
		if _, ok := english.UnitWord(o.word(k)); !ok {
			continue
		}
		if !english.PhraseAt(o.words, nil, k-2, "how", "many") && !english.PhraseAt(o.words, nil, k-2, "number", "of") {
			continue
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
			if p := schema.Find(o.propsOf(owner), e.Name); p == nil || !p.Type.Numeric() {
				continue
			}
			sh.count, sh.agg, sh.aggPos = false, templates.Sum, k-1
			warns.add(o.diagnostic("unit-summed", o.tokSpan(k),
				fmt.Sprintf("%q is measured by %s, so the question is read as its sum, not a count of rows", o.toks[k].Text, e.Name)))
			return sh
		}
	}
	return sh
}

// unitSummed: the plan sums what "how many" at token i asks for, a unit
// word ("How many hours in total …", read by unitSum).
func (o *readCtx) unitSummed(q *templates.Query, i int) bool {
	if amountSummed(q) {
		// "how many Electric Kettles are in stock at IL-01": the count
		// is the amount a relationship holds (applyEdgeAmount).
		return true
	}
	if _, ok := english.UnitWord(o.word(i + 2)); !ok {
		return false
	}
	for _, r := range q.Return {
		if r.Agg == templates.Sum {
			return true
		}
	}
	return false
}
