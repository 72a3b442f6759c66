package offline

import (
	"github.com/gql-dev/gql/internal/english"
)

// unitLinksAside sets aside the links of a unit word after a number ("longer
// than 2 hours") when another word of the question links a property measured
// in that unit's dimension ("longer" → duration_minutes): the unit says how
// the number is counted, and its own link (a property named "hours" on some
// relationship) would join that relationship into the plan. With no such
// property linked elsewhere the unit word keeps its links ("more than 10
// hours" may mean an hours property).
func (o *offline) unitLinksAside() {
	var unitSpans []int
	for i := 0; i+1 < len(o.toks); i++ {
		if !o.isNumber(i) {
			continue
		}
		u, ok := english.UnitWord(o.word(i + 1))
		if !ok {
			continue
		}
		us := o.toks[i+1].Span
		measured := false
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start >= us.Start && e.Span.End <= us.End {
				continue
			}
			if pu, ok := english.PropertyUnit(e.Name); ok && pu.Dim == u.Dim {
				measured = true
			}
		}
		if measured {
			unitSpans = append(unitSpans, i+1)
		}
	}
	if len(unitSpans) == 0 {
		return
	}
	// The caller's evidence is not changed: the links set aside are this
	// compilation's.
	ev := *o.ev
	ev.Elements = nil
	for _, e := range o.ev.Elements {
		inside := false
		for _, k := range unitSpans {
			us := o.toks[k].Span
			inside = inside || e.Span.Start >= us.Start && e.Span.End <= us.End
		}
		if !inside {
			ev.Elements = append(ev.Elements, e)
		}
	}
	o.ev = &ev
}
