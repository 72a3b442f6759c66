package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// stillBeforeState reads "shipments still in transit" over status
// 'in_transit': the state "still" asks for is a stored value the plan
// filters on, written with its preposition ("in transit"), which the
// value link left outside its span. faillibraryPlan accepts a value the
// plan reads right after "still"; this is the same value one word further,
// when the word between is a preposition the stored value spells.
func (o *offline) stillBeforeState(i int) bool {
	k := i + 2
	if k >= len(o.toks) || !english.Frame.Preposition.Is(o.lower[i+1]) || !o.used.has(k) {
		return false
	}
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		s, ok := v.Value.(string)
		if !ok || v.Span.Start > sp.Start || v.Span.End < sp.End {
			continue
		}
		for _, w := range grounding.SplitName(s) {
			if strings.EqualFold(w, o.lower[i+1]) {
				return true
			}
		}
	}
	return false
}

// stillStateWarn says which stored state "still" was read as.
func (o *offline) stillStateWarn(i int, warns *sink) {
	warns.add(o.diagnostic("still-state-read", o.tokSpans(i, i+2), fmt.Sprintf("read %q as the stored state the plan filters on: the things in that state now", o.ev.Question[o.toks[i].Span.Start:o.toks[i+2].Span.End])))
}

func init() {
	checks = append(checks,
		Check{ID: "state-kind-read", Warning: true, Summary: "a stored state before a stored kind is read as one thing with both",
			Doc: "\"how many active mortgages are there\" over Loan.status 'active' and Loan.product 'mortgage': the noun counted is the plural of a stored value (a kind) and the word before it a stored value of another property of the same label (a state); both filter the one thing counted, not two things to be joined."},
		Check{ID: "still-state-read", Warning: true, Summary: "\"still\" before a stored state is read as that state",
			Doc: "\"Number of shipments still in transit?\" over status 'in_transit': the value the plan filters on is written after \"still\" with its preposition (\"in transit\"), which the stored value spells; the things in that state now are counted. Without such a value \"still\" stays a refusal (the plan would count those that ended as well)."},
	)
}

// stateBeforeKind reads "how many active mortgages are there": the noun
// counted is a kind (a plural of a stored value, valueKindFocus) one word
// further than valueKindFocus looks, after a word that is itself a stored
// value of another property of the same label (a state: 'active' of
// status beside 'mortgage' of product). Both are conditions on the things
// counted; the state's own anchor joins the kind's as one thing of the
// label (mergeSameLabelAnchors).
func (o *focusPhase) stateBeforeKind(howMany int, n *onode) bool {
	k := howMany + 2
	if n.pos != k+1 || len(n.filter) != 1 {
		return false
	}
	c, ok := n.filter[0].(*templates.Cmp)
	if !ok {
		return false
	}
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Owner == n.label && v.Prop != c.Prop && v.Span.Start <= sp.Start && v.Span.End >= sp.End && len(o.tokensIn(v.Span)) == 1 {
			return true
		}
	}
	return false
}

// mergeStateAnchor makes the state's anchor of stateBeforeKind one thing
// with the focus: a node of the focus's label, made by the value right
// before the focus's noun, joined to nothing, is the focus itself ("active
// mortgages" are mortgages that are active), so its filter moves to the
// focus. Only the adjacent value of a property the focus is not already
// filtered on is moved.
func (o *relPhase) mergeStateAnchor(focus *onode) {
	if focus == nil || len(focus.filter) != 1 || focus.pos < 1 {
		return
	}
	fc, ok := focus.filter[0].(*templates.Cmp)
	if !ok {
		return
	}
	pl := &pattern{nodes: o.nodes, edges: o.edges}
	for k, n := range o.nodes {
		if n == focus || n.label != focus.label || n.pos != focus.pos-1 || len(n.filter) != 1 || pl.touchesAny(n) {
			continue
		}
		c, ok := n.filter[0].(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Prop == fc.Prop {
			continue
		}
		focus.filter = append(focus.filter, templates.C(focus.v, c.Prop, c.Op, c.Value))
		o.nodes = append(o.nodes[:k:k], o.nodes[k+1:]...)
		o.warnings = append(o.warnings, o.diagnostic("state-kind-read", o.tokSpans(n.pos, focus.pos),
			fmt.Sprintf("read %q as one %s with %s = %v and %s = %v: the word before the kind is a stored state of the same things", o.ev.Question[o.toks[n.pos].Span.Start:o.toks[focus.pos].Span.End], focus.label, c.Prop, c.Value, fc.Prop, fc.Value)))
		return
	}
}
