package offline

import (
	"github.com/gql-dev/gql/internal/english"
)

// unitLinksAside sets aside the links of a unit word after a number ("longer
// than 2 hours") when another word of the question links a property measured
// in that unit's dimension ("longer" → duration_minutes): the unit says how
// the number is counted, and its own link (a property named "hours" on some
// relationship) would join that relationship into the plan; likewise when
// a thing the question names has such a property itself ("incidents
// resolved in under half an hour" over duration_minutes). With neither the
// unit word keeps its links ("people assigned for more than 10 hours" may
// mean an hours property).
func (o *offline) unitLinksAside() {
	var unitSpans []int
	for i := 0; i+1 < len(o.toks); i++ {
		at := i + 1
		if english.Half.Is(o.word(i)) && english.AnArticle.Is(o.word(i+1)) {
			at = i + 2 // "half an hour"
		} else if english.AnArticle.Is(o.word(i)) && english.Comparison(o.words, i) != "" {
			// "less than an hour": the article is one of the unit.
		} else if !o.isNumber(i) {
			continue
		}
		u, ok := english.UnitWord(o.word(at))
		if !ok {
			continue
		}
		us := o.toks[at].Span
		measured := false
		for _, e := range o.ev.Elements {
			if e.Span.Start >= us.Start && e.Span.End <= us.End {
				continue
			}
			if pu, ok := english.PropertyUnit(e.Name); ok && pu.Dim == u.Dim && e.Kind == "prop" {
				measured = true
			}
			if e.Kind == "label" && o.measuresIn(e.Name, u) {
				// "incidents resolved in under 2 hours": the thing named
				// has a property of the unit's dimension itself.
				measured = true
			}
		}
		if measured {
			unitSpans = append(unitSpans, at)
		}
	}
	if len(unitSpans) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for _, k := range unitSpans {
			us := o.toks[k].Span
			if e.Span.Start >= us.Start && e.Span.End <= us.End {
				return false
			}
		}
		return true
	})
}

// measuresIn: label has a numeric property whose name gives a unit of u's
// dimension (duration_minutes for hours).
func (o *readCtx) measuresIn(label string, u english.Unit) bool {
	for _, p := range o.propsOf(label) {
		if pu, ok := english.PropertyUnit(p.Name); ok && pu.Dim == u.Dim && p.Type.Numeric() {
			return true
		}
	}
	return false
}

// perInName: "per" at i lies inside one property link with the word after
// it ("hours per week" → weekly_hours): the rate is the property's, not a
// grouping of the answer by weeks.
func (o *readCtx) perInName(i int) bool {
	if i < 0 || i+1 >= len(o.toks) {
		return false
	}
	a, b := o.toks[i].Span, o.toks[i+1].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start < a.Start && e.Span.End >= b.End {
			return true
		}
	}
	return false
}
