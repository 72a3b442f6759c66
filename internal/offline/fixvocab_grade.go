package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// "Which courier has the top rating?", "the student with the best grade",
// "the worst score": a superlative of quality right before a property
// that holds numbers grades that property — the highest or the lowest of
// it — exactly as "the highest rating" would ("top" on any numeric
// property, "best" and "worst" only on a rating, score or grade: a best
// price is the lowest); read any other way it ranks
// by nothing, and the plan refuses the property it does not use. The word
// is read as "highest" or "lowest" in this compilation's own copy of the
// tokens, and the reading is a warning.

// numericPropAt is the numeric property linked at token i, or nil.
func (o *readCtx) numericPropAt(i int) *schema.Property {
	if i < 0 || i >= len(o.toks) {
		return nil
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner == "" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if p := schema.Find(o.propsOf(e.Owner), e.Name); p != nil && p.Type.Numeric() && !p.Type.IsList() {
			return p
		}
	}
	return nil
}

// qualityAsExtreme rewrites each quality superlative before a numeric
// property as "highest" or "lowest".
func (o *readCtx) qualityAsExtreme() []diag.Diagnostic {
	var out []diag.Diagnostic
	copied := false
	for i := 1; i+1 < len(o.toks); i++ {
		w := o.word(i)
		as := ""
		switch {
		case english.QualityHigh.Is(w):
			as = english.Highest
		case english.QualityLow.Is(w):
			as = english.Lowest
		default:
			continue
		}
		p := o.numericPropAt(i + 1)
		if !english.QualityOpener.Is(o.word(i-1)) || p == nil {
			continue
		}
		if !english.QualityTop.Is(w) && !o.judgementProp(p.Name) {
			continue // a best price is the lowest: only a rating says which end is good
		}
		was := o.toks[i].Text
		o.readTokenAs(i, as, &copied)
		out = append(out, o.diagnostic("quality-superlative", o.tokSpans(i, i+1),
			fmt.Sprintf("%q is read as the %s %s (%q read as %q)", o.spanText(i, i+2), as, p.Name, was, as)))
	}
	return out
}

// judgementProp: a word of the property's name is a word of judgement
// (rating, score, grade), where higher is better.
func (o *readCtx) judgementProp(name string) bool {
	for _, w := range grounding.SplitName(name) {
		if english.JudgementScale(w) {
			return true
		}
	}
	return false
}
