package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Nets of the known silent wrongs (branch fix14, docs/offline.md "Known
// silent wrongs (fix14)"). Each reads the finished plan against the
// question for the trace a misreading leaves, and refuses.

func init() {
	checks = append(checks,
		Check{ID: "state-dropped", Summary: "a state word said of the things asked links to nothing, and the plan keeps every one",
			Doc: "\"how many completed orders\", \"how many orders are completed\": the state adjective (english.StateWord) before a label's noun, or after it and a copula, was linked to no property and matched no stored value (the orders' states are 'delivered', 'refunded'), and the plan counted every order. fix13's state-in-link covers the word taken into the label's link; this net covers the word left beside it. With no condition on any thing of that label the plan is refused (a wrong-answer net)."},
		Check{ID: "chain-of-own-unread", Summary: "\"the X of its X\" asks down a chain, and the plan walks one step",
			Doc: "\"how many prerequisites does Statistical Mechanics have in total, counting the prereqs of its prereqs\": a noun, \"of\", a possessive pronoun and the same noun again (\"the managers of their managers\", \"the parts of its parts\") asks for the things reached through a chain of the relationship, and the plan followed no chain (no variable-length hop); the plan is refused (a wrong-answer net)."},
		Check{ID: "flag-shown", Summary: "a yes/no property said before a noun is shown as the answer",
			Doc: "\"show me online classes with at least four credits\": the yes/no property (online) is said of the things asked, as an adjective before their noun, and the plan showed that property's values instead of filtering on it and showing the things; the plan is refused (a wrong-answer net)."},
		Check{ID: "value-off-named-thing", Summary: "a value the named thing itself stores is matched on a thing reached through relationships no word names",
			Doc: "\"is secrets-vault written in Go?\": 'Go' is stored both in the named service's own property (language) and as a skill's name; the plan took the skill, reached from the service through relationships no word of the question names (on-call people and their skills). When another reading of the value is a property of a thing the question names by value, and no relationship of the plan is linked by a word, the plan is refused (a wrong-answer net)."},
		Check{ID: "name-word-dropped", Summary: "a noun that stored names of the things asked contain links to nothing and is dropped",
			Doc: "\"average nightly rate of our suites\": \"suites\" links to no label or property, and the names of the room types (samples: 'Junior Suite', 'Deluxe Suite') contain it; the plan averaged over every room type. An unlinked noun that is a whole word of a stored text value of a label the plan reads, with no condition on that label, is refused (a wrong-answer net)."},
		Check{ID: "roles-merged", Summary: "the plan comes back to the thing it left while no word says one thing plays both parts",
			Doc: "\"where are the hubs of the airlines that fly to Singapore\": the hubs and the airports flown to are both airports, and the plan walked from one airport through the airline and its flights back to the same airport, as if the hub were Singapore. A path that returns to a node it already holds is what \"a movie they also directed\" or \"the same movie\" asks (english.CoWords, english.CycleAsker); with none of those words the plan is refused (a wrong-answer net)."},
	)
}

// fix14 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix14(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netStateDropped, o.netChainOfOwn, o.netFlagShown, o.netValueOffNamed, o.netNameWordDropped, o.netRolesMerged} {
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

// netChainOfOwn: "the prereqs of its prereqs" with no chain in the plan.
func (o *sanityCheck) netChainOfOwn(q *templates.Query) error {
	if planHasClosure(q) {
		return nil
	}
	for i := 0; i+3 < len(o.toks); i++ {
		if o.toks[i].POS != grounding.NOUN || !english.Of.Is(o.word(i+1)) || !english.TheirWord.Is(o.word(i+2)) {
			continue
		}
		if english.Lemma(o.word(i)) == english.Lemma(o.word(i+3)) {
			return o.refuse("chain-of-own-unread", i, "%q asks for the things reached through a chain, and the plan walks one step", o.ev.Question[o.toks[i].Span.Start:o.toks[i+3].Span.End])
		}
	}
	return nil
}

// propLinkEnd is the last token of the link of property p that covers a
// token, and that link's first token; -1, -1 for none.
func (o *readCtx) propLinkEnd(p string) (int, int) {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Name != p {
			continue
		}
		first, last := -1, -1
		for i, t := range o.toks {
			if t.Span.Start >= e.Span.Start && t.Span.End <= e.Span.End {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if last >= 0 {
			return first, last
		}
	}
	return -1, -1
}

// netFlagShown: "online classes" answered with the online values.
func (o *sanityCheck) netFlagShown(q *templates.Query) error {
	if len(q.Return) == 0 || o.find(english.Who) >= 0 {
		return nil
	}
	labels := varLabels(q)
	at := -1
	for _, r := range q.Return {
		if r.Prop == "" || r.Agg != "" {
			return nil
		}
		p := o.labelProp(labels[r.Var], r.Prop)
		if p == nil || p.Type != schema.Bool {
			return nil
		}
		first, last := o.propLinkEnd(r.Prop)
		if last < 0 {
			return nil
		}
		// The flag's word stands before the noun of the things it is said
		// of: the noun taken into the link, or a label's noun right after.
		noun := last > first && o.toks[last].POS == grounding.NOUN && !sharesStem(o.lower[last], r.Prop)
		if !noun && (last+1 >= len(o.toks) || o.labelAtToken(last+1) == "") {
			return nil
		}
		at = first
	}
	if at < 0 {
		return nil
	}
	return o.refuse("flag-shown", at, "%q says which things are asked, and the plan shows the yes/no values instead of the things", o.toks[at].Text)
}

// labelProp is label l's property p, nil for none.
func (o *readCtx) labelProp(l, p string) *schema.Property {
	for _, x := range o.propsOf(l) {
		if x.Name == p {
			return &x
		}
	}
	return nil
}

// netValueOffNamed: "is secrets-vault written in Go?" matched 'Go' on a
// skill two relationships away while the service stores it itself.
func (o *sanityCheck) netValueOffNamed(q *templates.Query) error {
	labels := varLabels(q)
	named := map[string]bool{}
	cmps := allCmps(q.Where)
	for _, v := range o.ev.Values {
		for _, c := range cmps {
			if !v.OnEdge && labels[c.Var] == v.Owner && c.Prop == v.Prop && fmt.Sprint(c.Value) == fmt.Sprint(v.Value) {
				named[v.Owner+"\x00"+fmt.Sprint(v.Value)] = true
			}
		}
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if o.edgeLinked(h.Edge) {
				return nil
			}
		}
	}
	for _, v := range o.ev.Values {
		if v.OnEdge || !named[v.Owner+"\x00"+fmt.Sprint(v.Value)] {
			continue
		}
		for _, r := range v.Readings {
			if r.Edge || r.Owner == v.Owner {
				continue
			}
			for _, w := range o.ev.Values {
				if w.Span != v.Span && !w.OnEdge && named[w.Owner+"\x00"+fmt.Sprint(w.Value)] && w.Owner == r.Owner {
					return o.refuse("value-off-named-thing", o.tokenAt(v.Span), "'%v' is stored in %s.%s of the %s the question names, and the plan matched it on %s.%s, reached through relationships no word names", v.Value, r.Owner, r.Prop, r.Owner, v.Owner, v.Prop)
				}
			}
		}
	}
	return nil
}

// edgeLinked: a word of the question links to relationship typ.
func (o *readCtx) edgeLinked(typ string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == typ {
			return true
		}
	}
	return false
}

// netNameWordDropped: "average nightly rate of our suites" averaged over
// every room type; "suites" is a word of their names.
func (o *sanityCheck) netNameWordDropped(q *templates.Query) error {
	labels := varLabels(q)
	filtered := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		filtered[labels[c.Var]] = true
	}
	if len(q.Having) > 0 {
		return nil
	}
	for i, t := range o.toks {
		if t.POS != grounding.NOUN || t.Stop || t.Cue || t.Quoted || o.linkedAny(i) || o.valueAt(i) {
			continue
		}
		lemma := english.Lemma(o.word(i))
		for _, l := range labels {
			if l == "" || filtered[l] {
				continue
			}
			// The names the things are shown by, short as names are: a
			// word of a long text (a summary) says nothing of the kind.
			col := schema.NamingProperty(l, o.propsOf(l))
			for _, p := range o.propsOf(l) {
				if p.Type != schema.String || p.Name != col {
					continue
				}
				for _, sv := range p.Samples {
					str, ok := sv.(string)
					if !ok || len(strings.Fields(str)) > 4 {
						continue
					}
					for _, w := range strings.Fields(strings.ToLower(str)) {
						if english.Lemma(w) == lemma {
							return o.refuse("name-word-dropped", i, "%q links to nothing while stored %s of the %s contain it ('%s'), and the plan keeps every %s", t.Text, p.Name, l, str, l)
						}
					}
				}
			}
		}
	}
	return nil
}

// netRolesMerged: a path of the plan returns to a node it holds while no
// word asks for one thing at both ends.
func (o *sanityCheck) netRolesMerged(q *templates.Query) error {
	for i := range o.toks {
		if w := o.word(i); english.CoWords.Is(w) || english.CycleAsker.Is(w) {
			return nil
		}
	}
	labels := varLabels(q)
	for _, p := range q.Match {
		seen := map[string]bool{p.From.Var: true}
		for _, h := range p.Hops {
			if h.To.Var != "" && seen[h.To.Var] {
				return o.refuse("roles-merged", -1, "the plan comes back to the %s it left through %s, while no word says one %s plays both parts", labels[h.To.Var], h.Edge, labels[h.To.Var])
			}
			seen[h.To.Var] = true
		}
	}
	return nil
}
