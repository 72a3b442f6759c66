package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the asked4 set's wrong answers (branch fix5). Each names the
// mechanism that answered another question and refuses the plan when the
// reading it made has no support in the question (docs/offline.md,
// "asked4's wrongs").

func init() {
	checks = append(checks,
		Check{ID: "who-object-returned", Summary: "\"who <verb> <things>\" answered with the things",
			Doc: "\"who's delivered orders from Green Bowl?\" answered with orders, \"who has been driving their vehicle since 2021?\" with vehicles: \"who\" asks for the subject of the verb, and the plan returns the label of the noun right after the verb, its object, which is no one; the plan is refused (a wrong-answer net)."},
		Check{ID: "number-counts-others", Summary: "\"N others\" read as a property compared with N",
			Doc: "\"substations that feed at least 2 others\" read as feeds of length_km ≥ 2: \"others\" after a number counts things of the subject's own kind, and the plan compares the number with a property; the plan is refused (a wrong-answer net)."},
		Check{ID: "count-of-named", Summary: "a count of the one thing the question names, with a word between unread",
			Doc: "\"how many substations are downstream of Eastmoor Grid Supply\" counted Eastmoor itself (1): the plan counts the nodes whose name is the value the question gives, joins nothing, and a word between the counted noun and the value (\"downstream\") links to nothing; the question asks for things related to the named one, and the plan is refused (a wrong-answer net). Also a plan that counts, in each group, the thing the question names by a value (\"Who earns the most in the Finance department?\" grouped the salaries and counted Finance beside each, always one)."},
		Check{ID: "possessive-owner-apart", Summary: "\"X's things\" with X matched on the answer, apart from the things",
			Doc: "\"the folks on Finance's projects\" matched Finance as a skill category: a value before a possessive owns the things the next noun names, so it is matched on a node of that label, one joined to it, or one the answer is reached through; the plan matched it on the answer itself, a node of another label joined to no such thing, and is refused (a wrong-answer net)."},
		Check{ID: "edge-walked-twice", Summary: "one relationship the question names once walked from one node to two kinds",
			Doc: "\"carriers that carried stuff headed to the Lisbon depots\" walked CARRIED_BY from the shipment to a vehicle and to the carrier, and the vehicle's depot stood for the destination: a relationship the question names once, walked twice from the same node to two different labels, is a connection the plan made up to reach a word; the plan is refused (a wrong-answer net)."},
	)
}

// fix5 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix5(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netWhoObjectReturned, o.netNumberCountsOthers, o.netCountOfNamed, o.netGroupedCountOfNamed, o.netPossessiveOwnerApart, o.netEdgeWalkedTwice,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// returnedVar is the one variable the plan returns without an aggregate,
// "" when it returns several or aggregates.
func returnedVar(q *templates.Query) string {
	ret := ""
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || ret != "" && r.Var != ret {
			return ""
		}
		ret = r.Var
	}
	return ret
}

// labelCount is how many variables of the plan carry label l.
func labelCount(labels map[string]string, l string) int {
	n := 0
	for _, x := range labels {
		if x == l {
			n++
		}
	}
	return n
}

// netWhoObjectReturned: "who <verb> <the things>" asks for the verb's
// subject; returning the label of its object answers with things.
func (o *sanityCheck) netWhoObjectReturned(q *templates.Query) error {
	if len(o.toks) < 3 || !english.NetWho.Is(o.word(0)) {
		return nil
	}
	ret := returnedVar(q)
	labels := varLabels(q)
	rl := labels[ret]
	if rl == "" || labelCount(labels, rl) != 1 {
		return nil // a plan of two nodes of one label may return the subject
	}
	k := 1
	for k < len(o.toks) && (english.Fix5WhoAux.Is(o.word(k)) || english.Apostrophe.Is(o.word(k))) {
		k++
	}
	verb := k
	if verb >= len(o.toks) || !o.writtenVerb(verb) || o.linksKind(verb, "label") {
		return nil
	}
	k++
	for k < len(o.toks) && english.Fix5ObjectDeterminer.Is(o.word(k)) {
		k++
	}
	if k >= len(o.toks) || !(o.labelLinkAt(k, rl) || strings.EqualFold(o.lower[k], rl)) {
		return nil
	}
	return o.refuse("who-object-returned", verb, "\"who\" asks for the subject of %q, and the plan returns the %s, its object: the answer would be things, not the someone asked for", o.toks[verb].Text, rl)
}

// netNumberCountsOthers: "N others" counts things; a property compared
// with N answers another question.
func (o *sanityCheck) netNumberCountsOthers(q *templates.Query) error {
	for i := range o.toks {
		f, ok := o.numberAt(i)
		if !ok {
			continue
		}
		k := o.afterScale(i)
		if !english.Fix5Others.Is(o.word(k)) {
			continue
		}
		for _, c := range allCmps(q.Where) {
			if g, ok := toFloat(c.Value); ok && g == f && c.Prop != "" {
				return o.refuse("number-counts-others", k, "\"%s %s\" counts things of the same kind, and the plan compares %s with %v instead of counting them", o.toks[i].Text, o.toks[k].Text, c.Prop, f)
			}
		}
	}
	return nil
}

// netCountOfNamed: a count of the nodes the question itself names by a
// value, with an unread word between the counted noun and the value.
func (o *sanityCheck) netCountOfNamed(q *templates.Query) error {
	if len(q.Match) != 1 || len(q.Match[0].Hops) > 0 || len(q.Return) != 1 || q.Return[0].Agg != templates.Count {
		return nil
	}
	n := q.Match[0].From
	if n.Label == "" || q.Return[0].Var != n.Var {
		return nil
	}
	at := o.labelToken(n.Label)
	if at < 0 {
		return nil
	}
	for _, c := range conjuncts(q.Where) {
		s, ok := c.Value.(string)
		if !ok || c.Var != n.Var || c.Op != templates.Eq || !o.namedBy(n.Label, c) {
			continue
		}
		v := o.valueToken(s)
		if v <= at {
			continue
		}
		for j := at + 1; j < v; j++ {
			t := o.toks[j]
			if t.Stop || t.Cue || t.POS == grounding.AUX || o.linksAt(j) || o.isCueWord(j) {
				continue
			}
			if o.writtenVerb(j) {
				return nil // "incidents caused by frost": a verb before a value is read by the rules of verbs
			}
			return o.refuse("count-of-named", j, "the plan counts the %s named %q, the question's own thing, and %q between them links to nothing: the count asked for is of things related to it", n.Label, s, t.Text)
		}
	}
	return nil
}

// valueToken is the first token of the question's words for the value s,
// -1 when the question does not write it.
func (o *readCtx) valueToken(s string) int {
	for _, v := range o.ev.Values {
		if fmt.Sprint(v.Value) == s || strings.EqualFold(o.ev.Question[v.Span.Start:v.Span.End], s) {
			return o.tokenAt(v.Span)
		}
	}
	for i, t := range o.toks {
		if strings.HasPrefix(strings.ToLower(o.ev.Question[t.Span.Start:]), strings.ToLower(s)) {
			return i
		}
	}
	return -1
}

// netPossessiveOwnerApart: "X's things" matched X on a node neither of
// the things' label nor joined to one.
func (o *sanityCheck) netPossessiveOwnerApart(q *templates.Query) error {
	labels := varLabels(q)
	for _, c := range allCmps(q.Where) {
		s, ok := c.Value.(string)
		if !ok || labels[c.Var] == "" {
			continue
		}
		v := o.valueToken(s)
		if v < 0 {
			continue
		}
		end := v
		for end < len(o.toks) && o.toks[end].Span.End <= o.toks[v].Span.Start+len(s) {
			end++
		}
		if end < len(o.toks) && english.Apostrophe.Is(o.word(end)) {
			end++ // "Cargo's" is Cargo, ' and s
		}
		if end+1 >= len(o.toks) || !english.PossessiveAt(o.words, end) {
			continue
		}
		l := o.labelAtToken(end + 1)
		if l == "" || l == labels[c.Var] || labelCount(labels, l) == 0 {
			continue
		}
		if joinedTo(q, c.Var, labels, l) || c.Var != returnedVar(q) {
			// "list Kwame Mensah's genres" reaches the genres through his
			// books: an owner matched apart from the answer may own it
			// through a chain; one matched on the answer itself makes the
			// answer its own owner.
			continue
		}
		return o.refuse("possessive-owner-apart", v, "%q before %q owns the %s, and the plan matches it as %s.%s, on a %s joined to no %s", s, "'s "+o.toks[end+1].Text, l, labels[c.Var], c.Prop, labels[c.Var], l)
	}
	return nil
}

// joinedTo: a hop of the plan joins variable x to a node of label l.
func joinedTo(q *templates.Query, x string, labels map[string]string, l string) bool {
	for _, p := range q.Match {
		prev := p.From
		for _, h := range p.Hops {
			if prev.Var == x && labels[h.To.Var] == l || h.To.Var == x && labels[prev.Var] == l {
				return true
			}
			prev = h.To
		}
	}
	return false
}

// netEdgeWalkedTwice: one relationship named once, walked from one node
// to two different labels.
func (o *sanityCheck) netEdgeWalkedTwice(q *templates.Query) error {
	type end struct{ typ, other string }
	labels := varLabels(q)
	seen := map[string][]end{}
	for _, p := range q.Match {
		prev := p.From
		for _, h := range p.Hops {
			if h.Edge != "" && len(h.Or) == 0 && h.Min == 0 && h.Max == 0 {
				seen[prev.Var] = append(seen[prev.Var], end{h.Edge, h.To.Var})
				seen[h.To.Var] = append(seen[h.To.Var], end{h.Edge, prev.Var})
			}
			prev = h.To
		}
	}
	for _, ends := range seen {
		for a := range ends {
			for b := a + 1; b < len(ends); b++ {
				x, y := ends[a], ends[b]
				if x.typ != y.typ || labels[x.other] == labels[y.other] || o.edgeMentions(x.typ) > 1 {
					continue
				}
				return o.refuse("edge-walked-twice", 0, "the plan walks %s twice from one node, to a %s and to a %s, and the question names it once: one of the two joins is made up", x.typ, labels[x.other], labels[y.other])
			}
		}
	}
	return nil
}

// edgeMentions is how many separate words of the question link to the
// relationship typ.
func (o *readCtx) edgeMentions(typ string) int {
	n := 0
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == typ {
			n++
		}
	}
	return n
}

// writtenVerb: token i is a verb as the question writes it. A value
// match retags its words (a status 'delivered' is a proper noun to the
// linker), so the tagger's reading of the question itself is asked.
func (o *readCtx) writtenVerb(i int) bool {
	if o.toks[i].POS == grounding.VERB {
		return true
	}
	for _, t := range grounding.Tokenize(o.ev.Question) {
		if t.Span == o.toks[i].Span {
			return t.POS == grounding.VERB
		}
	}
	return false
}
