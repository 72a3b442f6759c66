package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// netUniversal: "Which students take every course?", "Who has reviewed
// all movies?" ask for the things related to each one of the other kind —
// a division the offline plan does not build. Read as a group ("every" as
// "each") or as a filler, the plan answered with the things related to
// some course, or with student–course pairs: silent wrongs on any graph.
// The net fires when "every" quantifies a label the plan joins
// but neither returns nor aggregates over: a label it returns ("list all
// movies"), groups by ("the number of students in every course") or
// aggregates ("the average rating of all movies") is the set asked about,
// not a universal condition — unless the plan aggregates nothing and the
// question opens by asking for another kind of thing ("Which students take
// every course?" was read as a listing per course, each course with its
// students). Refused (universal).
func (o *sanityCheck) netUniversal(q *templates.Query) error {
	var labels map[string]string
	asked := map[string]bool{}
	for i := range o.toks {
		if !english.Universal.Is(o.word(i)) {
			continue
		}
		if labels == nil {
			// read the plan only when the question says "every": the
			// net runs on every question
			labels = varLabels(q)
			for _, r := range q.Return {
				asked[labels[r.Var]] = true
			}
		}
		k := i + 1
		for k < len(o.toks) && (o.toks[k].POS == grounding.DET || english.UniversalSkip.Is(o.word(k)) || o.isNumber(k)) {
			k++
		}
		if k >= len(o.toks) {
			continue
		}
		l := o.labelAtToken(k)
		if l == "" || asked[l] && (aggregates(q) || !o.otherFocus(l, i)) {
			continue
		}
		joined := false
		for _, vl := range labels {
			joined = joined || vl == l
		}
		if joined {
			return o.refuse("universal", i, "%q asks for what is related to every %s, not to some: the plan would answer with what is related to any one, and a condition over all of them is not built offline", o.spanText(i, k+1), l)
		}
	}
	return nil
}

// otherFocus: the question opens by asking for a thing before token i —
// "who", or "which"/"what" right before a noun linked to a label other
// than l: "every l" is then a condition on that thing, not the set asked.
func (o *readCtx) otherFocus(l string, i int) bool {
	for k := 0; k < i; k++ {
		if o.toks[k].POS != grounding.WH {
			continue
		}
		if english.Who.Is(o.word(k)) {
			return true
		}
		f := o.labelAtToken(k + 1)
		return f != "" && f != l
	}
	return false
}
