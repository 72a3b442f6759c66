package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of a new graph's first run (branch fix16, docs/offline.md
// "New-domain refusals (fix16)"): each was a silent wrong on insure, a
// blind graph in a domain never used before; each reads the finished plan
// against the question for the trace the misreading leaves, and refuses.

func init() {
	checks = append(checks,
		Check{ID: "state-unread", Summary: "a state adjective links to nothing and the plan filters nothing of the thing it describes",
			Doc: "\"Which active home policies have had no claims?\": \"active\" (english.StateWord) stands as an adjective of the policies' noun, links to no property or value (the state is stored as a flag named otherwise), and the plan compares no property of that label besides the stored values other words name; it kept every policy, active or not. The plan is refused (a wrong-answer net)."},
	)
}

// fix16 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix16(q *templates.Query) error {
	return o.netStateUnread(q)
}

// netStateUnread: "active home policies" answered over every policy.
func (o *sanityCheck) netStateUnread(q *templates.Query) error {
	labels := varLabels(q)
	valueProps := map[string]bool{}
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			valueProps[v.Owner+"."+v.Prop] = true
		}
	}
	compared := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if l := labels[c.Var]; l != "" && !valueProps[l+"."+c.Prop] {
			compared[l] = true
		}
	}
	inPlan := map[string]bool{}
	for _, l := range labels {
		inPlan[l] = true
	}
	for i := range o.toks {
		if !english.StateWord.Is(o.word(i)) || o.valueAt(i) || o.toks[i].Quoted || o.linkedAt(i) {
			continue
		}
		for l := range inPlan {
			if !compared[l] && len(q.Having) == 0 && o.adjectiveOf(i, l) {
				return o.refuse("state-unread", i, "%q says which %s are meant, and it links to nothing the plan compares: the plan would keep every one", o.toks[i].Text, l)
			}
		}
	}
	return nil
}

// linkedAt: some element link spans the token at i.
func (o *readCtx) linkedAt(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
