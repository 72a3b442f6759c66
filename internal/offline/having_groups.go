package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// groupedAggregate reads "For each P, show the number of Xs and the total
// number of Ds" (D a numeric property of X): beside each group's count of
// Xs, an aggregate of D over the same Xs. The list item must close the
// question ("and the <aggregate> [number of] <D>" then nothing but
// punctuation) and D must be X's own number, so the count's rows are the
// aggregate's; anything else is left to the refusal of the unused words.
func (b *builder) groupedAggregate(group string) {
	o, q, focus := b.o, b.q, b.focus
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	for t := 0; t+2 < n; t++ {
		if !english.HavingJoin.Is(o.word(t)) || o.used.has(t+1) {
			continue
		}
		k := t + 1
		if english.HavingItemDet.Is(o.word(k)) {
			k++
		}
		agg, ok := aggWords[o.word(k)]
		if !ok || agg == templates.Count || o.used.has(k) {
			continue
		}
		k++
		if english.HavingNumber.Is(o.word(k)) && english.HavingOf.Is(o.word(k+1)) {
			k += 2
		}
		e := o.propLinkAt(k, focus.label)
		if e == nil || e.Name == group {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[len(idx)-1] != n-1 {
			continue
		}
		o.used.mark(t, t+1, k-1)
		for m := t; m < k; m++ {
			o.used.mark(m)
		}
		o.consume(*e)
		q.Return = append(q.Return, templates.Proj{Agg: agg, Var: focus.v, Prop: e.Name, As: string(agg)})
		o.warnings = append(o.warnings, o.diagnostic("grouped-aggregate", o.tokSpans(t+1, n-1),
			fmt.Sprintf("read as the %s of %s over each group's %s, the things the count beside it counts; a %s without %s is left out of both columns", aggName(agg), e.Name, focus.label, focus.label, e.Name)))
		return
	}
}

// propLinkAt is the link of a numeric property of label starting at token
// k, nil when there is none.
func (o *bldPhase) propLinkAt(k int, label string) *ElementLink {
	if k >= len(o.toks) {
		return nil
	}
	sp := o.toks[k].Span
	for i, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start != sp.Start || (e.Owner != "" && e.Owner != label) || o.used.has(k) {
			continue
		}
		if p := schema.Find(o.propsOf(label), e.Name); p != nil && p.Type.Numeric() && !p.Type.IsList() {
			return &o.ev.Elements[i]
		}
	}
	return nil
}
