package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of asked7's wrongs (branch fix13, docs/offline.md "asked7's wrongs
// (fix13)"). Each was a silent wrong on asked7, a blind set; each reads
// the finished plan against the question for the trace the misreading
// leaves, and refuses.

func init() {
	checks = append(checks,
		Check{ID: "closure-manner-unread", Summary: "\"directly or through …\" asks for every length of a chain, and the plan walks one step",
			Doc: "\"if secrets-vault goes down which services break, directly or through other services?\": \"directly or\" (english.DirectManner, MannerJoin) sets one step against a longer way, and the plan followed one hop with no closure anywhere; the plan is refused (a wrong-answer net)."},
		Check{ID: "when-node-date", Summary: "\"when\" read as a thing's date while the relationship walked holds one",
			Doc: "\"since when has Atlantic Crown had a codeshare with Sakura Pacific\": no word names a property, \"when\" was answered with an airline's founding year, and the relationship the plan walks between the named things holds a date of its own (since); the plan is refused (a wrong-answer net)."},
		Check{ID: "state-in-link", Summary: "a state word is taken into a label's link and the plan filters nothing of that label",
			Doc: "\"how many hours in total went into finished projects\": grounding linked \"finished projects\" whole to the label, and the plan summed over every project. A state adjective (english.StateWord) before the last word of a label's link, spelling nothing of the label's name, with no condition on any thing of that label, was dropped; the plan is refused (a wrong-answer net)."},
	)
}

// fix13 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix13(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netClosureMannerUnread, o.netWhenEdgeDate, o.netStateInLink} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// planHasClosure: some pattern of the plan spans a range of lengths, or
// the plan joins a shortest path or holds a subquery (where a closure may
// stand unseen here).
func planHasClosure(q *templates.Query) bool {
	if q.Shortest != nil {
		return true
	}
	paths := append([]templates.Path{}, q.Match...)
	if q.Optional != nil {
		paths = append(paths, *q.Optional)
	}
	paths = append(paths, q.Optionals...)
	for _, p := range paths {
		for _, h := range p.Hops {
			if h.VarLength() {
				return true
			}
		}
	}
	sub := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		if _, ok := e.(*templates.Cmp); !ok {
			sub = true
		}
	})
	return sub
}

// netClosureMannerUnread: "directly or through other services" read as
// the one step.
func (o *sanityCheck) netClosureMannerUnread(q *templates.Query) error {
	if planHasClosure(q) {
		return nil
	}
	for i := 0; i+1 < len(o.toks); i++ {
		if english.DirectManner.Is(o.word(i)) && english.MannerJoin.Is(o.word(i+1)) && !o.valueAt(i) {
			return o.refuse("closure-manner-unread", i, "%q asks for things reached in any number of steps, and the plan walks one", o.toks[i].Text+" "+o.toks[i+1].Text)
		}
	}
	return nil
}

// netWhenEdgeDate: "since when has X had a Y with Z" answered with X's
// own date while the relationship walked between them holds a date.
func (o *sanityCheck) netWhenEdgeDate(q *templates.Query) error {
	i := o.find(english.When)
	if i < 0 || len(q.Return) != 1 || q.Return[0].Prop == "" || q.Return[0].Agg != "" {
		return nil
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == q.Return[0].Prop {
			return nil // a word names what is asked
		}
	}
	edgeVars := map[string]bool{}
	var edges []string
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Var != "" {
				edgeVars[h.Var] = true
			}
			if h.Edge != "" {
				edges = append(edges, h.Edge)
			}
		}
	}
	if edgeVars[q.Return[0].Var] {
		return nil // the relationship's own property is read
	}
	for _, edge := range edges {
		for _, p := range o.propsOf(edge) {
			if isoDated(&p) || o.yearPropOf(edge, p.Name) {
				return o.refuse("when-node-date", i, "%q is answered with a date of a thing while the relationship %s holds %s, a date of its own", o.toks[i].Text, edge, p.Name)
			}
		}
	}
	return nil
}

// netStateInLink: "finished projects" linked whole to the label, the
// state unread.
func (o *sanityCheck) netStateInLink(q *templates.Query) error {
	labels := varLabels(q)
	filtered := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		filtered[labels[c.Var]] = true
	}
	for i := range o.toks {
		if !english.StateWord.Is(o.word(i)) || o.valueAt(i) || o.toks[i].Quoted {
			continue
		}
		sp := o.toks[i].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "label" || e.Span.Start > sp.Start || e.Span.End <= sp.End || sharesStem(o.lower[i], e.Name) {
				continue
			}
			if !filtered[e.Name] && len(q.Having) == 0 {
				return o.refuse("state-in-link", i, "%q names a state of the %s, and the plan keeps every one", o.toks[i].Text, e.Name)
			}
		}
	}
	return nil
}
