package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// attributiveParticiple: the word at i stands between "which" (or "what")
// and a label's noun ("Which insured properties"): it qualifies the
// things asked for, and reading it as a verb whose object they are
// turned the question round to ask for the junction's things instead.
func (o *readCtx) attributiveParticiple(i int) bool {
	return i > 0 && i+1 < len(o.toks) && english.QualifiedAsker.Is(o.word(i-1)) && o.linksKind(i+1, "label")
}

// numberNamesProp reads "in the 2024 season", "the 2023 edition": a
// number between "the" and a noun that is the whole name of a numeric
// property of one thing the pattern holds (USES.season) is that
// property's value, as "season 2024" would be. Before it the number was
// refused as counting the noun, which the schema does have. With no such
// property, or several, the number is left to the refusal. Warned
// number-names-property.
func (o *conPhase) numberNamesProp(i int, f float64, op string) bool {
	n := o.afterScale(i)
	if op == "between" || i == 0 || n >= len(o.toks) || n != i+1 || !english.NumberNounDeterminer.Is(o.word(i-1)) {
		return false
	}
	noun := english.Singular(o.word(n))
	type cand struct{ owner, prop string }
	var found []cand
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			if p.Type.Numeric() && !p.Type.IsList() && strings.EqualFold(localPart(p.Name), noun) {
				found = append(found, cand{owner, p.Name})
			}
		}
	})
	if len(found) != 1 {
		return false
	}
	c := found[0]
	v := o.varFor(c.owner, i)
	if v == "" {
		return false
	}
	o.filter = append(o.filter, templates.C(v, c.prop, templates.Op(op), numLit(f)))
	o.used.mark(i, n)
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == c.prop {
			o.consume(e)
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("number-names-property", o.tokSpans(i, n),
		fmt.Sprintf("%q is read as %s of %s = %v: the noun after the number is that property's whole name", o.ev.Question[o.toks[i].Span.Start:o.toks[n].Span.End], c.prop, c.owner, numLit(f))))
	return true
}
