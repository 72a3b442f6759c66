package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "How many Pizza Margheritas have we sold in total?": a count of one
// named thing, with a verb that links to nothing, is 1 by construction;
// what is asked is how many of it the relationships record. When exactly
// one relationship touching the thing's label holds an amount
// (english.AmountWord: quantity, units, copies), the answer is that
// amount summed over every such relationship of the named thing. With
// two such relationships (sold and stocked) the words do not say which,
// and the plan is left as it is.

// namedAmountSum rewrites count(x) of a lone pinned node into
// sum(r.amount) over the one amount-bearing relationship of x's label.
func (o *offline) namedAmountSum(q *templates.Query, warns *sink) {
	if len(q.Return) != 1 || len(q.Match) != 1 || len(q.Match[0].Hops) != 0 || q.Optional != nil || len(q.Optionals) > 0 || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	p := &q.Match[0]
	if r.Agg != templates.Count && r.Agg != templates.CountDistinct || r.Prop != "" || r.Var != p.From.Var {
		return
	}
	pinned := false
	for _, c := range conjuncts(q.Where) {
		if c.Op == templates.Eq && c.Var == p.From.Var {
			pinned = true
		}
	}
	verb := o.unlinkedVerb()
	if !pinned || verb < 0 {
		return
	}
	type cand struct {
		edge, other, prop string
		dir               templates.Dir
	}
	var found []cand
	for _, et := range o.s.EdgeTypes {
		for _, pr := range et.Properties {
			if !pr.Type.Numeric() || !amountNamed(pr.Name) {
				continue
			}
			for _, ep := range et.Endpoints {
				if ep.From == p.From.Label {
					found = append(found, cand{et.Name, ep.To, pr.Name, templates.Out})
				}
				if ep.To == p.From.Label && ep.From != ep.To {
					found = append(found, cand{et.Name, ep.From, pr.Name, templates.In})
				}
			}
		}
	}
	if len(found) != 1 {
		return
	}
	c := found[0]
	ev := o.freeVar(q, "r")
	p.Hops = []templates.Hop{{Edge: c.edge, Var: ev, Dir: c.dir, To: templates.Node{Var: o.freeVar(q, "x"), Label: c.other}}}
	q.Return = []templates.Proj{{Agg: templates.Sum, Var: ev, Prop: c.prop, As: c.prop}}
	q.Distinct = false
	warns.add(o.diagnostic("named-amount-sum", o.tokSpan(verb), fmt.Sprintf("a count of the one named %s would be 1; %q is read as the sum of %s.%s, the only amount a relationship of %s holds", p.From.Label, o.toks[verb].Text, c.edge, c.prop, p.From.Label)))
}

// amountNamed: a word of the property's name says it holds how many.
func amountNamed(name string) bool {
	for _, w := range grounding.SplitName(name) {
		if english.AmountWord.Is(w) {
			return true
		}
	}
	return false
}

// unlinkedVerb is the first full verb of the question that links to
// nothing of the schema, -1 when there is none.
func (o *offline) unlinkedVerb() int {
	for i, t := range o.toks {
		if verbToken(t) && !t.Cue && !o.linksStrongly(i) {
			return i
		}
	}
	return -1
}

// "How much have customers tipped in total?": "how much" with a verb
// that is the first word of a numeric property's name (tipped: tip_eur)
// asks for that property summed; counting the things the sentence's
// subject names answers how many there are instead. The subject's things
// are joined to the property's owner when they are not its label.

// verbPropSum rewrites count(x) of an unpinned or pinned lone node into
// sum(y.P) when "how much" opens the question and a verb is named by P.
func (o *offline) verbPropSum(q *templates.Query, warns *sink) {
	if o.find(english.HowMuch) < 0 || len(q.Return) != 1 || len(q.Match) != 1 || len(q.Match[0].Hops) != 0 || q.Optional != nil || len(q.Optionals) > 0 || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	p := &q.Match[0]
	if r.Agg != templates.Count && r.Agg != templates.CountDistinct || r.Prop != "" || r.Var != p.From.Var {
		return
	}
	verb, owner, prop := -1, "", ""
	for _, e := range o.ev.Elements {
		k := o.tokenAt(e.Span)
		if e.Kind != "prop" || k >= len(o.toks) || !verbToken(o.toks[k]) {
			continue
		}
		own := e.Owner
		if own == "" {
			continue // several labels hold it: whose is summed is not said
		}
		pr := schema.Find(o.propsOf(own), e.Name)
		words := grounding.SplitName(e.Name)
		if pr == nil || !pr.Type.Numeric() || len(words) == 0 || words[0] != o.lower[k] && words[0] != o.word(k) || o.s.Label(own) == nil {
			continue
		}
		if verb >= 0 && (owner != own || prop != e.Name) {
			return // two properties named by verbs: which is summed is not said
		}
		verb, owner, prop = k, own, e.Name
	}
	if verb < 0 {
		return
	}
	v := p.From.Var
	if p.From.Label != owner {
		var hop *templates.Hop
		for _, et := range o.s.EdgeTypes {
			for _, ep := range et.Endpoints {
				var dir templates.Dir
				switch {
				case ep.From == p.From.Label && ep.To == owner:
					dir = templates.Out
				case ep.To == p.From.Label && ep.From == owner:
					dir = templates.In
				default:
					continue
				}
				if hop != nil {
					return // two relationships could join them
				}
				hop = &templates.Hop{Edge: et.Name, Dir: dir, To: templates.Node{Var: o.freeVar(q, "x"), Label: owner}}
			}
		}
		if hop == nil {
			return
		}
		p.Hops = []templates.Hop{*hop}
		v = hop.To.Var
	}
	q.Return = []templates.Proj{{Agg: templates.Sum, Var: v, Prop: prop, As: prop}}
	q.Distinct = false
	warns.add(o.diagnostic("verb-prop-sum", o.tokSpan(verb), fmt.Sprintf("\"how much\" with %q is read as the sum of %s.%s, the number the verb names, not a count of %s", o.toks[verb].Text, owner, prop, p.From.Label)))
}

// linksStrongly: a value or a schema link of strongLink or more covers
// token i; a weak link of a phrase around it ("sold in total" to total)
// is no reading of the verb.
func (o *offline) linksStrongly(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End && e.Score >= strongLink {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// verbToken: the token is a verb. An irregular past ("sold", "paid") is
// tagged as a noun by its shape; its lemma, a known verb of another
// spelling, says it is one.
func verbToken(t grounding.Token) bool {
	return t.POS == grounding.VERB || t.POS == grounding.NOUN && t.Lemma != t.Lower && english.IsKnownVerb(t.Lemma)
}
