package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "stranded-preposition-asked", Summary: "a passive question closed by a preposition asks what the preposition governs, which the plan does not return",
			Doc: "\"What was Freya treated for?\": the named thing undergoes the verb and the stranded \"for\" asks for a reason (\"with\" an instrument, \"about\" a topic); the doer at the relationship's other end (the vet), or the named thing itself, answers another question. Only \"by\" asks for the doer. Refused when the plan returns the named thing or the thing at the relationship's source."},
	)
}

// strandedNonAgent is the token of a stranded preposition other than "by"
// closing a passive question opened by "what" ("What was Freya treated
// for?"), -1 when the question is not so.
func (o *readCtx) strandedNonAgent() int {
	if len(o.toks) < 4 || !english.WhatThing.Is(o.word(0)) {
		return -1
	}
	last := len(o.toks) - 1
	for last > 0 && o.toks[last].POS == grounding.PUNCT {
		last--
	}
	if last <= 2 || !english.Frame.Preposition.Is(o.word(last)) || english.PassiveBy.Is(o.word(last)) || o.toks[last-1].POS != grounding.VERB || len(o.edgeNamesAt(last-1)) == 0 {
		return -1
	}
	for k := 1; k < last; k++ {
		if english.BeForms.Is(o.word(k)) {
			return last
		}
	}
	return -1
}

// strandedAgentAnswered refuses "What was Freya treated for?" when the
// plan returns the named thing, or the thing at the source of a
// relationship whose target is the named thing (the doer): the stranded
// preposition asks for what it governs, which is neither.
func (o *readCtx) strandedAgentAnswered(q *templates.Query) error {
	i := o.strandedNonAgent()
	if i < 0 {
		return nil
	}
	named := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if c.Op == templates.Eq || c.Op == templates.EqFold {
			named[c.Var] = true
		}
	}
	doer := map[string]bool{}
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			src, dst := prev, h.To.Var
			if h.Dir == templates.In {
				src, dst = dst, src
			}
			if named[dst] && !named[src] {
				doer[src] = true
			}
			prev = h.To.Var
		}
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			continue
		}
		if named[r.Var] || doer[r.Var] && r.Prop == "" || doer[r.Var] && r.Prop == o.nodeColOf(q, r.Var) {
			return o.refuse("stranded-preposition-asked", i, "%q closes a passive question: it asks what it governs, and the plan would return the named thing or the one who did the verb", o.toks[i].Text)
		}
	}
	return nil
}

// nodeColOf is the naming column of the node v binds in q.
func (o *readCtx) nodeColOf(q *templates.Query, v string) string {
	for _, p := range q.Match {
		if p.From.Var == v {
			return o.nodeCol(&onode{v: v, label: p.From.Label}).Prop
		}
		for _, h := range p.Hops {
			if h.To.Var == v {
				return o.nodeCol(&onode{v: v, label: h.To.Label}).Prop
			}
		}
	}
	return ""
}

func init() {
	checks = append(checks,
		Check{ID: "date-verb-happened", Warning: true, Summary: "a closing verb that names a date property, with no date given, is read as that date being recorded",
			Doc: "\"Which of our tagged animals have died?\" over Animal.died_on: the verb closes the question, links to a date of the one thing the plan returns, and no number, date or denial is said, so the things it happened to are those with the date recorded (the property present). \"Which animals haven't died?\" (a denial) stays refused."},
	)
}

// dateVerbHappened reads "Which animals have died?": the question's last
// word before its closing punctuation is a verb, unread by the plan, that
// grounding linked to an ISO-text date property of exactly one variable
// the plan binds; the question holds no number and no denial. The things
// it happened to are those whose date is recorded.
func (o *offline) dateVerbHappened(q *templates.Query, warns *sink) {
	if o.firstDenial() >= 0 {
		return
	}
	last := len(o.toks) - 1
	for last > 0 && o.toks[last].POS == grounding.PUNCT {
		last--
	}
	if last < 2 || o.toks[last].POS != grounding.VERB || o.used.has(last) {
		return
	}
	// The verb is the question's own, after its auxiliary or its subject
	// noun ("animals have died", "animals died"), not a clause's ("since
	// the day it opened").
	if prev := o.word(last - 1); !english.PerfectAux.Is(prev) && !english.BeForms.Is(prev) && o.toks[last-1].POS != grounding.NOUN {
		return
	}
	for k := range o.toks {
		if o.isNumber(k) {
			return
		}
	}
	uses := planElements(q)
	labels := varLabels(q)
	sp := o.toks[last].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || uses[e.Name] || e.Span.Start > sp.Start || e.Span.End < sp.End || e.Score < strongLink {
			continue
		}
		var v, l string
		n := 0
		for vv, ll := range labels {
			if (e.Owner == "" || e.Owner == ll) && isoDated(schema.Find(o.propsOf(ll), e.Name)) {
				v, l = vv, ll
				n++
			}
		}
		if n != 1 || !returns(q, v) {
			return // the date of another thing than the one asked for
		}
		q.Where = templates.AllOf(q.Where, &templates.Not{X: &templates.Cmp{Var: v, Prop: e.Name, Op: templates.Missing}})
		o.used.mark(last)
		warns.add(o.diagnostic("date-verb-happened", sp, fmt.Sprintf("%q names %s.%s and no date is given: read as the %s whose %s is recorded", o.toks[last].Text, l, e.Name, l, e.Name)))
		return
	}
}

// returns: some column of q reads v.
func returns(q *templates.Query, v string) bool {
	for _, r := range q.Return {
		if r.Var == v {
			return true
		}
	}
	return false
}
