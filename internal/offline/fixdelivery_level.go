package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "Which vegetarian dishes are spicy?" where Dish has spicy_level: an
// adjective that is the first word of a numeric property's longer name
// (spicy_level, noisy_score), said of the things asked for, picks the
// things that have some of it: the property above zero. Returned as a
// column instead, every thing is listed with its level, which the
// sanity check refuses.

// levelAdjectives rewrites each such returned property into a filter
// above zero and returns the things themselves.
func (o *offline) levelAdjectives(q *templates.Query, warns *sink) {
	labels := varLabels(q)
	read := map[string]bool{}
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok {
			read[c.Var+"."+c.Prop] = true
		}
	})
	for k, r := range q.Return {
		l := labels[r.Var]
		if r.Agg != "" || r.Prop == "" || l == "" || read[r.Var+"."+r.Prop] || len(q.Order) > 0 {
			continue
		}
		p := schema.Find(o.propsOf(l), r.Prop)
		words := grounding.SplitName(schema.LocalName(r.Prop))
		if p == nil || !p.Type.Numeric() || p.Type.IsList() || len(words) < 2 {
			continue
		}
		t := o.levelAdjectiveOf(r.Prop, words[0], l)
		if t < 0 {
			continue
		}
		q.Return[k] = o.nodeCol(&onode{label: l, v: r.Var})
		c := &templates.Cmp{Var: r.Var, Prop: r.Prop, Op: templates.Gt, Value: 0}
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		o.used.mark(t)
		warns.add(o.diagnostic("level-adjective-read", diag.Span{Start: o.toks[t].Span.Start, End: o.toks[t].Span.End},
			fmt.Sprintf("%q is read as %s.%s > 0: the word is the first of that numeric property's name and says which %s, not what to show", o.toks[t].Text, l, r.Prop, l)))
	}
}

// adjectiveOf is the token of word, linked to prop, said of label's
// things before their noun or after a copula following it; -1 when none.
func (o *offline) levelAdjectiveOf(prop, word, label string) int {
	lt := o.labelToken(label)
	if lt < 0 {
		return -1
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Name != prop {
			continue
		}
		t := o.tokenAt(e.Span)
		if t >= len(o.toks) || !strings.EqualFold(o.toks[t].Text, word) || len(o.tokensIn(e.Span)) != 1 {
			continue
		}
		if t+1 == lt && o.askedAt(t) || t > lt && o.askedAt(lt) && o.copulaBetween(lt, t) {
			return t
		}
	}
	return -1
}
