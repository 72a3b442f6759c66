package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// whichUnshown: the question opens "which <L>" / "what <L>" ("Which hotels
// charge for the spa?") and the plan shows nothing of any L — no L, no
// property of one, no aggregate — though an L is in its pattern. Whatever
// the plan returns instead (a fee on the relationship a verb was linked
// to) answers another question: the rows would name fees, not hotels.
// The token of L's mention and L; -1 when the plan shows what is asked.
func (o *sanityCheck) whichUnshown(q *templates.Query, labels map[string]string) (int, string) {
	first := -1
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			first = i
			break
		}
	}
	if first < 0 || !english.FixRel3Which.Is(o.word(first)) {
		return -1, ""
	}
	k := first + 1
	for determiners[o.word(k)] {
		k++
	}
	if k >= len(o.toks) {
		return -1, ""
	}
	l := o.labelAtToken(k)
	if l == "" {
		return -1, ""
	}
	// "Which hotel's spa …" asks for what the hotel owns.
	for p := k + 1; p < len(o.toks) && p <= k+4; p++ {
		if j := o.possessorOf(p); j >= k && j < p {
			return -1, ""
		}
	}
	inPlan := false
	for _, lab := range labels {
		inPlan = inPlan || lab == l
	}
	if !inPlan || len(q.Return) == 0 {
		return -1, ""
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || labels[r.Var] == l {
			return -1, ""
		}
	}
	return k, l
}

func init() {
	checks = append(checks, Check{ID: "asked-label-unshown", Summary: "the things a \"which\" question asks for are not shown",
		Doc: "\"Which hotels charge for the spa?\" answered with the fees of the spa's HAS_AMENITY relationships: the question opens \"which\"/\"what\" and a label, the plan's pattern holds that label, and no column shows one of them or a property of one (nor an aggregate). The rows would answer another question, so the plan is refused."})
}
