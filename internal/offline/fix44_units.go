package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Units next to a number that no earlier reader placed (fix44).
//
// unitsFix44 is tried in the filter loop after amountUnitAt,
// amountUnitLinked and unitFilter left the number at i, before it is
// refused as counting a word the schema does not have:
//
//   - an amount of money with a rate of one piece ("15 euros a piece",
//     "per unit", "each item") is compared with the one property of the
//     things named whose name gives that currency and says the rate by
//     "unit", "piece" or "item" (unit_price_eur); warned amount-unit-read.
//   - a number in a unit of mass, time or length ("100 g", "more than 20
//     hours") is compared with the one numeric property of the things named
//     whose whole name is that unit's word (grams, hours), converted, when
//     no property's name ends with a unit of that dimension; warned
//     unit-whole-name. A rate after the unit ("20 hrs per week") is left
//     refused: the name does not say the period.
func (o *conPhase) unitsFix44(i int, f float64, op templates.Op) bool {
	return o.amountPerPiece(i, f, op) || o.wholeNameUnitFilter(i, f, op)
}

// amountPerPiece: the first reading above.
func (o *conPhase) amountPerPiece(i int, f float64, op templates.Op) bool {
	u, unitToks, ok := o.amountUnitOf(i)
	if !ok || u.Dim == "area" {
		return false
	}
	last := max(unitToks[len(unitToks)-1], i)
	k := last + 1
	if k+1 >= len(o.toks) || !english.RateIntro.Is(o.word(k)) || o.used.has(k+1) {
		return false
	}
	rate, ok := english.PieceRate(o.lower[k+1])
	if !ok {
		return false
	}
	type cand struct {
		owner, prop string
		unit        english.Unit
	}
	var pick []cand
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyAmountUnit(p.Name)
			if !ok || pu.Dim != u.Dim || pu.Factor != u.Factor || !p.Type.Numeric() || p.Type.IsList() || !namesPeriod(p.Name, rate) {
				continue
			}
			pick = append(pick, cand{owner, p.Name, pu})
		}
	})
	if len(pick) != 1 {
		return false
	}
	c := pick[0]
	v := o.varFor(c.owner, i)
	if v == "" {
		return false
	}
	val := numLit(f)
	o.keepAmount(v, c.prop, op, val, i, unitToks)
	o.used.mark(k, k+1)
	read := append(append([]int(nil), unitToks...), k, k+1)
	for _, e := range o.ev.Elements {
		if o.spanHasToken(e.Span, read) {
			o.consume(e)
		}
	}
	sp := o.spanOver(i, read)
	o.warnings = append(o.warnings, o.diagnostic("amount-unit-read", sp,
		fmt.Sprintf("%q is compared as %v with %s of %s, whose name says it holds %s counted per %s", o.ev.Question[sp.Start:sp.End], val, c.prop, c.owner, c.unit.Name, english.Singular(o.word(k+1)))))
	return true
}

// wholeNameUnitFilter: the second reading above.
func (o *conPhase) wholeNameUnitFilter(i int, f float64, op templates.Op) bool {
	j := o.afterScale(i)
	if j >= len(o.toks) || o.used.has(j) {
		return false
	}
	u, ok := english.UnitWord(o.word(j))
	if !ok {
		return false
	}
	if k := j + 1; k+1 < len(o.toks) && english.RateIntro.Is(o.word(k)) {
		if _, per := english.RatePeriod(o.lower[k+1]); per {
			return false
		}
	}
	for k := j + 1; k < len(o.toks); k++ {
		if _, num := o.numberAt(k); num {
			return false // "200 g of any one ingredient": the later number's reading is not this one's to vouch for
		}
	}
	type cand struct {
		owner, prop string
		unit        english.Unit
		whole       bool
	}
	var pick []cand
	other := false
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			if !p.Type.Numeric() || p.Type.IsList() {
				continue
			}
			if pu, ok := english.PropertyUnit(p.Name); ok && pu.Dim == u.Dim {
				other = true
				continue
			}
			if pu, ok := english.WholeNameUnit(p.Name); ok && pu.Dim == u.Dim {
				pick = append(pick, cand{owner, p.Name, pu, p.Type.Elem() == schema.Int})
			}
		}
	})
	if other || len(pick) != 1 {
		return false
	}
	c := pick[0]
	v, val, ok := o.boundOn(c.owner, i, f*u.Factor/c.unit.Factor, c.whole, op)
	if !ok {
		return false
	}
	o.keepAmount(v, c.prop, op, val, i, []int{j})
	detail := fmt.Sprintf("%s %s is compared as %v with %s of %s, whose whole name is the unit it holds (%s)", o.toks[i].Text, o.toks[j].Text, val, c.prop, c.owner, c.unit.Name)
	if u.Factor != c.unit.Factor {
		detail += fmt.Sprintf(", converted from %s", u.Name)
	}
	o.warnings = append(o.warnings, o.diagnostic("unit-whole-name", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[j].Span.End}, detail))
	return true
}

// boundOn is the variable of owner's node at token i and the literal an
// amount already converted to the property's unit (x) is compared as, the
// bound moved to a whole number where the property holds one
// (convertedBound); not ok when the owner has no node or no bound holds.
func (o *conPhase) boundOn(owner string, i int, x float64, whole bool, op templates.Op) (string, any, bool) {
	v := o.varFor(owner, i)
	if v == "" {
		return "", nil, false
	}
	b, ok := convertedBound(x, whole, op)
	if !ok {
		return "", nil, false
	}
	return v, numLit(b), true
}
