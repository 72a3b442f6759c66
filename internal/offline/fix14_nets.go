package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the known silent wrongs (branch fix14, docs/offline.md "Known
// silent wrongs (fix14)"). Each reads the finished plan against the
// question for the trace a misreading leaves, and refuses.

func init() {
	checks = append(checks,
		Check{ID: "state-dropped", Summary: "a state word said of the things asked links to nothing, and the plan keeps every one",
			Doc: "\"how many completed orders\", \"how many orders are completed\": the state adjective (english.StateWord) before a label's noun, or after it and a copula, was linked to no property and matched no stored value (the orders' states are 'delivered', 'refunded'), and the plan counted every order. fix13's state-in-link covers the word taken into the label's link; this net covers the word left beside it. With no condition on any thing of that label the plan is refused (a wrong-answer net)."},
	)
}

// fix14 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix14(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netStateDropped} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// linkedAny: some link of grounding covers token i.
func (o *readCtx) linkedAny(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// stateSaidOf is the label a state word at i is said of: the label linked
// right after it ("completed orders"), or right before a copula before it
// ("orders that are completed", "orders still open"); "" for none.
func (o *readCtx) stateSaidOf(i int) string {
	if i+1 < len(o.toks) {
		if l := o.labelAtToken(i + 1); l != "" {
			return l
		}
	}
	k := i - 1
	for k >= 0 && english.StateAdverb.Is(o.word(k)) {
		k--
	}
	if k < 0 || !english.RelativeCopula.Is(o.word(k)) {
		return ""
	}
	k--
	if k >= 0 && english.Frame.RelativeStart.Is(o.word(k)) {
		k--
	}
	if k < 0 {
		return ""
	}
	return o.labelAtToken(k)
}

// netStateDropped: "how many completed orders" counted every order — the
// state word linked to nothing and no condition reads it.
func (o *sanityCheck) netStateDropped(q *templates.Query) error {
	labels := varLabels(q)
	filtered := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		filtered[labels[c.Var]] = true
	}
	for i := range o.toks {
		if !english.StateWord.Is(o.word(i)) || o.valueAt(i) || o.toks[i].Quoted || o.linkedAny(i) {
			continue
		}
		l := o.stateSaidOf(i)
		if l == "" || !planHasLabel(labels, l) || filtered[l] || len(q.Having) > 0 {
			continue
		}
		return o.refuse("state-dropped", i, "%q names a state of the %s that no property or stored value reads, and the plan keeps every one", o.toks[i].Text, l)
	}
	return nil
}

// planHasLabel: some node of the plan has label l.
func planHasLabel(labels map[string]string, l string) bool {
	for _, x := range labels {
		if x == l {
			return true
		}
	}
	return false
}
