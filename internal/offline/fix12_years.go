package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// yearsFilter compares a number of years ("a term longer than 5 years")
// with the property of the question's things whose name counts months
// (term_months): 12 months to the year, warned years-as-months. The number
// was compared as it stood with the months before (5 months for 5 years,
// a silent wrong). A year is no unit of english.UnitWord, since in days it
// has no exact length; so the reading holds only where every time property
// of the things named counts months, and never for "5 years ago" or "5
// years old" (a date or an age, read elsewhere).
func (o *conPhase) yearsFilter(i int, f float64, op string) bool {
	if op == "between" || i+1 >= len(o.toks) || !english.YearWord.Is(o.word(i+1)) {
		return false
	}
	if n := i + 2; n < len(o.toks) && (english.Ago.Is(o.word(n)) || english.BirthWord.Is(o.word(n))) {
		return false
	}
	month, ok := english.UnitWord("months")
	if !ok {
		return false
	}
	months, others := 0, 0
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyUnit(p.Name)
			if !ok || pu.Dim != month.Dim || !p.Type.Numeric() {
				continue
			}
			if pu.Factor == month.Factor {
				months++
			} else {
				others++
			}
		}
	})
	if months == 0 || others > 0 {
		return false
	}
	n := len(o.warnings)
	if !o.unitFilter(i, f*english.MonthsPerYear, templates.Op(op), month) {
		return false
	}
	prop := "the property"
	if c, ok := o.filter[len(o.filter)-1].(*templates.Cmp); ok {
		prop = c.Prop
	}
	o.warnings = append(o.warnings[:n], o.diagnostic("years-as-months", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End},
		fmt.Sprintf("%s %s is compared as %v months with %s (12 months to the year; its name says it counts months)", o.toks[i].Text, o.toks[i+1].Text, f*english.MonthsPerYear, prop)))
	return true
}
