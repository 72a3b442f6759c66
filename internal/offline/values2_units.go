package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Reads "products that weigh 100 grams or less", "flights of 90 minutes or
// more": a number in a unit with the bound after it, compared inclusively
// with the property whose name gives a unit of the same dimension,
// converted (unitFilter warns unit-converted).

// unitOrBound reads the number at i followed by a unit and "or less" /
// "or more"; false leaves the words to the other readings.
func (o *conPhase) unitOrBound(i int, f float64) bool {
	u, ok := english.UnitWord(o.word(i + 1))
	if !ok || !english.OrWord.Is(o.word(i+2)) {
		return false
	}
	op, ok := orBound[o.word(i+3)]
	if !ok {
		return false
	}
	if _, before := o.comparisonBefore(i); before {
		return false // "more than 5 hours or less": two bounds, not this
	}
	if !o.unitFilter(i, f, templates.Op(op), u) {
		return false
	}
	o.used.mark(i, i+2, i+3)
	return true
}

// unitBoundAt: token k starts "N unit or less/more", a comparison of the
// property named right before it ("weigh 100 grams or less"), so that
// property is compared, not asked for.
func (o *readCtx) unitBoundAt(k int) bool {
	if !o.isNumber(k) || !english.OrWord.Is(o.word(k+2)) {
		return false
	}
	_, unit := english.UnitWord(o.word(k + 1))
	_, bound := orBound[o.word(k+3)]
	return unit && bound
}
