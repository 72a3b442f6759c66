package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a breakdown that names no aggregate
// ("bookings broken down by hotel, please", "break down the orders by
// status", "a breakdown of incidents per severity"). Broken down by a
// group, things are counted in each group, as "how many bookings per
// hotel" asks; read without the count, the plan listed every booking (a
// silent wrong) or refused the verb. The count is an assumption (a sum of
// an amount would be another breakdown), so it is warned
// breakdown-counted.

// breakdownAt is the token of the break-down words ("broken" of "broken
// down", "breakdown") when "by" or "per" follows them later in the
// question and the words before it name things, -1 otherwise.
func (o *readCtx) breakdownAt() int { return o.breakAt(true) }

// groupBreakAt is the token of the break-down words before a "by" or
// "per", whatever they break down; -1 when there are none.
func (o *readCtx) groupBreakAt() int { return o.breakAt(false) }

// breakAt finds the break-down words before a group word; with things, the
// words before the group word must name things (thingsBroken).
func (o *readCtx) breakAt(things bool) int {
	for i := range o.toks {
		w := o.word(i)
		if !english.BreakdownWord.Is(w) && !(english.GroupBreak.Is(w) && english.DownWord.Is(o.word(i+1))) {
			continue
		}
		for k := i + 1; k < len(o.toks); k++ {
			if english.PerGroup.Is(o.word(k)) {
				if !things || o.thingsBroken(k) {
					return i
				}
				break
			}
		}
	}
	return -1
}

// thingsBroken: the words before the group word at k name things (a
// label) and no property: "revenue broken down by month" breaks down an
// amount, which a count of things would not answer.
func (o *readCtx) thingsBroken(k int) bool {
	things := false
	for j := 0; j < k; j++ {
		if o.linksKind(j, "prop") || o.valueAt(j) {
			return false
		}
		things = things || o.linksKind(j, "label")
	}
	return things
}

// breakdownCountShape makes a breakdown with no aggregate of its own a
// count, and the break-down words read.
func (o *readCtx) breakdownCountShape(sh shape, used []int) (shape, []int) {
	i := o.breakdownAt()
	if sh.count || sh.agg != "" || sh.aggPos >= 0 {
		// "airport count broken down by country", "mean pay broken down
		// by class": the aggregate is named; the words say only that it
		// is grouped, which "by" does.
		i = o.groupBreakAt()
	} else if i >= 0 {
		sh.count = true
	} else if o.perCountAt() >= 0 {
		sh.count = true // "online courses per department" (fix7_per.go)
	}
	if i < 0 {
		return sh, used
	}
	used = append(used, i)
	if english.DownWord.Is(o.word(i + 1)) {
		used = append(used, i+1)
	}
	return sh, used
}

// breakdownWarned says the count a breakdown was read as.
func (o *offline) breakdownWarned(warns *sink) {
	sh := shapeOf(o.readCtx).shape
	if i := o.breakdownAt(); i >= 0 && sh.count && sh.agg == "" {
		warns.add(o.diagnostic("breakdown-counted", o.tokSpan(i),
			fmt.Sprintf("%q names no aggregate: the things are counted in each group", o.toks[i].Text)))
	}
}

// oneLinkRun: tokens [from, to] lie in the span of one link to a property
// or a label ("by licence class" names licence_class in two words), so
// they are one group noun.
func (o *readCtx) oneLinkRun(from, to int) bool {
	a, b := o.toks[from].Span.Start, o.toks[to].Span.End
	for _, e := range o.ev.Elements {
		if (e.Kind == "prop" || e.Kind == "label") && e.Span.Start <= a && e.Span.End >= b {
			return true
		}
	}
	return false
}
