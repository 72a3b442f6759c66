package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// haveAnyAt: the question opens "Do we have any …" / "Do you have any …"
// at first. A request subject after an auxiliary usually makes a request
// ("can you list", "could we see"), but with do, have and any it asks
// whether such things exist.
func (o *readCtx) haveAnyAt(first int) bool {
	return english.ExistDo.Is(o.word(first)) && english.RequestSubject.Is(o.word(first+1)) &&
		english.ExistHave.Is(o.word(first+2)) && english.ExistAny.Is(o.word(first+3))
}

// existenceAsked answers "Do we have any 1-star hotels?" yes or no: the
// question asks whether things meeting its conditions exist, and a listing
// that comes back empty answers someone who asked whether with nothing at
// all. It runs after every phase that adds a condition (a kind read from
// an adjective, an ordinal, a flag), since the question is a yes/no one
// only when there is a condition to hold: "Do we have any hotels?" over a
// bare label says little either way and keeps its listing, as a question
// that also asks which ("… Which ones?") or how many does. Warned yes-no.
func (o *offline) existenceAsked(q *templates.Query, warns *sink) {
	first := -1
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			first = i
			break
		}
	}
	if first < 0 || !o.haveAnyAt(first) {
		return
	}
	for i := range o.toks {
		if english.OpenQuestion.Is(o.word(i)) {
			return
		}
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return
		}
	}
	if len(q.Order) > 0 || q.Limit > 0 || q.Skip > 0 || !conditioned(q) {
		return
	}
	t := *q
	t.Return = []templates.Proj{{Agg: templates.Any, As: "yes"}}
	t.Distinct = false
	if _, err := templates.Normalize(&t, o.s); err != nil {
		return
	}
	*q = t
	for k := first; k <= first+3; k++ {
		o.used.mark(k)
	}
	warns.add(o.diagnostic("yes-no", o.tokSpan(first),
		"read as a yes/no question: \"do … have any\" asks whether such things exist; the answer is true when the pattern matches at least once, false otherwise, not the things it matches"))
}

// conditioned: the plan keeps only some of the things it matches — a
// comparison, a stored value, a negated or required relationship, a
// comparison with another node or between two properties — beyond the
// presence tests that only make a shown column non-empty.
func conditioned(q *templates.Query) bool {
	if q.Than != nil || len(q.Cols) > 0 {
		return true
	}
	for _, x := range templates.Conjuncts(q.Where) {
		if n, ok := x.(*templates.Not); ok {
			if c, ok := n.X.(*templates.Cmp); ok && c.Op == templates.Missing {
				continue
			}
		}
		return true
	}
	return false
}

// hotelfailPlan runs the readings of this file's kind on the built plan,
// after every phase that adds a condition: flags of relationships and in
// capitals (their words are unused until then), names read as parts of
// several stored names, then whether the question asks only whether.
func (o *offline) hotelfailPlan(q *templates.Query, warns *sink) error {
	if err := o.agentOrValue(); err != nil {
		return err
	}
	o.applyEdgeFlags(q, warns)
	o.negatedNamedValue(q, warns)
	o.applyAcronymFlags(q, warns)
	if err := o.namePartsRead(q, warns); err != nil {
		return err
	}
	o.existenceAsked(q, warns)
	return nil
}
