package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of reworded5's and the fifth-round relational databases' wrong
// answers (branch fix8, docs/offline.md "reworded5's and rel4's wrongs").
// Each reads the finished plan against the question for the trace one
// misreading leaves, and refuses.

func init() {
	checks = append(checks,
		Check{ID: "number-counts-things", Summary: "\"N or more <things>\" read as a property compared with N",
			Doc: "\"packages maintained by three or more people\" read as downloads ≥ 3: the number is followed by a noun for things, not a unit, and the plan compares it with a property no word of the question names; the question counts the things, and the plan is refused (a wrong-answer net)."},
		Check{ID: "phrasal-junction-unwalked", Summary: "the table a phrasal verb names is joined at one end only",
			Doc: "\"events with no volunteer signed up for any of their shifts\": \"signed up\" names the signup table, which joins volunteers and shifts, but the plan reaches it from one side only and joins the two things by another key (the coordinator); the plan is refused (a wrong-answer net)."},
	)
}

// fix8 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix8(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netNumberCountsThings, o.netPhrasalJunctionUnwalked,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netNumberCountsThings: "three or more people", "at least 5 different
// suppliers" after a verb, with the plan comparing a property the question
// never names with the number: the property is a guess, and the noun after
// the number, no unit, says things are counted.
func (o *sanityCheck) netNumberCountsThings(q *templates.Query) error {
	for i := range o.toks {
		f, ok := o.numberAt(i)
		if !ok {
			continue
		}
		k := o.afterScale(i)
		if english.OrWord.Is(o.word(k)) {
			k += 2 // "or more", "or fewer"
		}
		if english.Distinct.Is(o.word(k)) {
			k++
		}
		// The noun names things: a label, or people, whom a label of
		// persons (maintainers, members) stands for without its name.
		if k >= len(o.toks) || o.linksKind(k, "prop") || o.valueAt(k) || !o.linksKind(k, "label") && !english.PersonNoun.Is(o.word(k)) {
			continue
		}
		if _, unit := english.UnitWord(o.word(k)); unit {
			continue
		}
		for _, c := range allCmps(q.Where) {
			g, ok := toFloat(c.Value)
			if !ok || g != f || c.Prop == "" || o.propNamed(c.Prop, varLabels(q)[c.Var]) {
				continue
			}
			return o.refuse("number-counts-things", k, "\"%s %s\" counts things, and the plan compares %s, which no word of the question names, with %v instead of counting them", o.toks[i].Text, o.toks[k].Text, c.Prop, f)
		}
	}
	return nil
}

// netPhrasalJunctionUnwalked: a junction named by a phrasal verb
// (phrasalJunctionLinks) that the plan reaches from one side only stands
// for nothing; the two things it joins were joined some other way.
func (o *sanityCheck) netPhrasalJunctionUnwalked(q *templates.Query) error {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.VerbParticle.Is(o.word(i + 1)) {
			continue
		}
		j := o.labelNamedJoined(english.Lemma(o.words[i]) + o.words[i+1])
		if j == "" || o.joinsLabels(j) < 2 {
			continue
		}
		for v, l := range varLabels(q) {
			if l == j && hopsAt(q, v) < 2 {
				return o.refuse("phrasal-junction-unwalked", i, "%q names %s, which joins the things it relates, but the plan reaches it from one side only and joins them by another way", o.toks[i].Text+" "+o.toks[i+1].Text, j)
			}
		}
		if e := o.edgeBetweenEnds(q, j); e != "" {
			return o.refuse("phrasal-junction-unwalked", i, "%q names %s, which joins the things it relates, but the plan also relates them by %s", o.toks[i].Text+" "+o.toks[i+1].Text, j, e)
		}
	}
	return nil
}

// hopsAt is how many hops of the plan's match start or end at variable v.
func hopsAt(q *templates.Query, v string) int {
	n := 0
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			if prev == v {
				n++
			}
			if h.To.Var == v {
				n++
			}
			prev = h.To.Var
		}
	}
	return n
}

// edgeBetweenEnds is a relationship the plan walks or tests between two
// labels the junction j joins, other than j's own: the junction was named
// and another way between its ends, which no word names, taken beside it ("sessions with no
// helper signed up" negated the session's leader too). "" when none is.
func (o *readCtx) edgeBetweenEnds(q *templates.Query, j string) string {
	ends := map[string]bool{}
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if ep.From == j {
				ends[ep.To] = true
			}
			if ep.To == j {
				ends[ep.From] = true
			}
		}
	}
	labels := varLabels(q)
	var paths []templates.Path
	paths = append(paths, q.Match...)
	templates.Leaves(q.Where, func(e templates.Expr) {
		if x, ok := e.(*templates.Exists); ok {
			paths = append(paths, x.Path)
		}
	})
	for _, p := range paths {
		prev := p.From.Label
		if prev == "" {
			prev = labels[p.From.Var]
		}
		for _, h := range p.Hops {
			to := h.To.Label
			if to == "" {
				to = labels[h.To.Var]
			}
			if prev != to && ends[prev] && ends[to] && !o.edgeNamed(h.Edge) {
				return h.Edge
			}
			prev = to
		}
	}
	return ""
}
