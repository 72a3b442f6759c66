package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Nets of the foodbank graph's failures (fix32, docs/offline.md "The
// foodbank graph's failures (fix32)"), run on the built plan after fix29's.

func init() {
	checks = append(checks,
		Check{ID: "relative-subject-swapped", Summary: "a noun before \"that NAME VERB\" is placed on the one named instead of the others",
			Doc: "\"Which agencies have been served by drivers that Tomasz Kowalski coordinates?\": the noun before the relative clause (\"drivers\", linking DROVE) names the others, the ones the named thing coordinates; a plan that walks any relationship but the clause's verb's from the named thing itself answers for it."},
		Check{ID: "flag-returned-for-which", Summary: "a \"which\" question answered with the values of a yes/no property",
			Doc: "\"Which of our licensed drivers have never driven a delivery?\" over Volunteer.licensed_driver: \"which\" asks for things, and a plan whose one column is a yes/no property returns true and false, not the things it holds for."},
	)
}

// fix32Plan are fix32's nets (see above).
func (o *readCtx) fix32Plan(q *templates.Query) error {
	if i, edge := o.relativeSubjectSwapped(q); i >= 0 {
		return o.refuse("relative-subject-swapped", i, "%q before %q names the others the one named %s, and the plan walks %s from the one named itself: it would answer for the wrong one", o.toks[i].Text, o.toks[i+1].Text, o.relVerbText(i), edge)
	}
	if i, prop := o.flagReturnedForWhich(q); i >= 0 {
		return o.refuse("flag-returned-for-which", i, "%q asks for things, and the plan's one column is %s, a yes/no property: it would return true and false instead of the things it holds for", o.toks[i].Text, prop)
	}
	return nil
}

// relVerbText is the verb closing the relative clause after token i+1
// (its subject's words skipped), for the refusal's words.
func (o *readCtx) relVerbText(i int) string {
	if m := o.relativeVerb(i + 2); m >= 0 {
		return o.toks[m].Text
	}
	return ""
}

// relativeVerb: a stored value of a node starts at token s, and the token
// right after it links a relationship (the relative clause's verb):
// returns that token, or -1.
func (o *readCtx) relativeVerb(s int) int {
	if s >= len(o.toks) {
		return -1
	}
	for _, v := range o.ev.Values {
		if v.OnEdge || v.Span.Start != o.toks[s].Span.Start {
			continue
		}
		ks := o.tokensIn(v.Span)
		if len(ks) == 0 {
			continue
		}
		m := ks[len(ks)-1] + 1
		if o.linksKind(m, "edge") {
			return m
		}
	}
	return -1
}

// relativeSubjectSwapped: "drivers that Tomasz Kowalski coordinates",
// "shifts worked by volunteers that Tomasz Kowalski coordinates" — a word
// linking a relationship or a label (the noun), a relative word, then a
// stored value of a node and a word linking a relationship E (the
// clause's verb). The named thing is the verb's subject and the noun's
// things its object: others than it, which the rest of the question is
// about. A plan walking any relationship but E from or to the named
// thing's own node answers the rest for it. Returns the noun's token and
// the relationship, or -1.
func (o *readCtx) relativeSubjectSwapped(q *templates.Query) (int, string) {
	for i := 0; i+2 < len(o.toks); i++ {
		if !english.RelativeThat.Is(o.word(i + 1)) {
			continue
		}
		if o.edgeLinkedAt(i) == "" && !o.linksKind(i, "label") {
			continue
		}
		m := o.relativeVerb(i + 2)
		if m < 0 {
			continue
		}
		e := o.edgeLinkedAt(m)
		if e == "" {
			continue
		}
		named := o.valueVarsFrom(q, i+2)
		if len(named) == 0 {
			continue
		}
		for _, p := range q.Match {
			prev := p.From.Var
			for _, h := range p.Hops {
				if h.Edge != e && (named[prev] || named[h.To.Var]) {
					return i, h.Edge
				}
				prev = h.To.Var
			}
		}
	}
	return -1, ""
}

// edgeLinkedAt is the relationship a link on token i names, "" when none.
func (o *readCtx) edgeLinkedAt(i int) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && !e.implied && e.Span.Start <= sp.Start && sp.End <= e.Span.End {
			return e.Name
		}
	}
	return ""
}

// valueVarsFrom are the plan's variables filtered on a stored value of a
// node whose link starts at token s.
func (o *readCtx) valueVarsFrom(q *templates.Query, s int) map[string]bool {
	out := map[string]bool{}
	labels := varLabels(q)
	for _, v := range o.ev.Values {
		if v.OnEdge || v.Span.Start != o.toks[s].Span.Start {
			continue
		}
		for _, c := range allCmps(q.Where) {
			if c.Op == templates.Eq && c.Prop == v.Prop && labels[c.Var] == v.Owner && c.Value == v.Value {
				out[c.Var] = true
			}
		}
	}
	return out
}

// flagReturnedForWhich: the question opens with "which" and the plan's
// one column is a yes/no property of a node, no aggregate. Returns the
// opening token and the property, or -1.
func (o *readCtx) flagReturnedForWhich(q *templates.Query) (int, string) {
	if len(o.toks) == 0 || !english.OpensWhich.Is(o.word(0)) || len(q.Return) != 1 {
		return -1, ""
	}
	r := q.Return[0]
	if r.Agg != "" || r.Prop == "" {
		return -1, ""
	}
	l := varLabels(q)[r.Var]
	if l == "" {
		return -1, ""
	}
	p := schema.Find(o.propsOf(l), r.Prop)
	if p == nil || p.Type != schema.Bool {
		return -1, ""
	}
	return 0, l + "." + r.Prop
}
