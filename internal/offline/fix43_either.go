package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// eitherFilters reads "dishes that are either vegetarian or under 5
// euros": an "or" between two conditions that are each a filter on one of
// the asked-for thing's own properties (a stored value, a flag, a bound on
// a number), one in the clause before the "or" and one in the clause after
// it, and nothing else the plan placed in either clause. The plan ANDs the
// two filters; they become one OR of the two, with a warning naming both
// sides (either-filter-read). Anything else stays for orReadAsAnd to
// refuse: a side holding a relationship or a named thing, more than one
// filter on a side, a filter on another thing, a negation, a filter the
// question's words cannot be placed for, a second "or".
func (o *offline) eitherFilters(q *templates.Query, warns *sink) {
	if alternativeIn(q) || q.Where == nil {
		return
	}
	k := -1
	for i := range o.toks {
		if english.Alternative.Is(o.word(i)) && !o.toks[i].Quoted && !o.valueAt(i) {
			if k >= 0 {
				return // two "or"s: which joins what is not read here
			}
			k = i
		}
	}
	if k < 0 {
		return
	}
	ac := &accounting{readCtx: o.readCtx, in: accountInput{used: o.used}}
	if ac.orReadAsAnd(q) != k {
		return
	}
	lo, hi := o.orClause(k, -1), o.orClause(k, 1)
	_, returned := varRoles(q)
	labels := varLabels(q)
	var before, after *templates.Cmp
	var rest []templates.Expr
	for _, c := range templates.Conjuncts(q.Where) {
		cmp, isCmp := c.(*templates.Cmp)
		var ps []int
		if isCmp {
			ps = o.cmpTokens(cmp, labels[cmp.Var])
			if len(ps) == 0 {
				return // a filter whose words are not found: its side is unknown
			}
		} else if n, isNot := c.(*templates.Not); isNot {
			if in, ok := n.X.(*templates.Cmp); ok {
				ps = o.cmpTokens(in, labels[in.Var])
			}
			if len(ps) == 0 {
				return
			}
		}
		in, out, left := 0, 0, 0
		for _, p := range ps {
			switch {
			case p >= lo && p < k:
				in++
				left++
			case p > k && p <= hi:
				in++
			default:
				out++
			}
		}
		switch {
		case in == 0:
			rest = append(rest, c)
			continue
		case out > 0 || left > 0 && left < in || !isCmp || !returned[cmp.Var] || !scalarValue(cmp.Value):
			return // a condition straddling a side, on another thing, or negated
		case left > 0:
			if before != nil {
				return
			}
			before = cmp
		default:
			if after != nil {
				return
			}
			after = cmp
		}
	}
	if before == nil || after == nil || before.Var != after.Var {
		return
	}
	// Nothing else the plan placed in either clause: no relationship's
	// word, no named value of another property.
	for t := lo; t <= hi; t++ {
		if t == k || !o.used.has(t) {
			continue
		}
		if o.linksKind(t, "edge") {
			return
		}
	}
	q.Where = templates.AllOf(append(rest, &templates.Or{Args: []templates.Expr{before, after}})...)
	if _, err := templates.Normalize(q, o.s); err != nil {
		q.Where = templates.AllOf(append(rest, before, after)...)
		return
	}
	warns.add(o.diagnostic("either-filter-read", o.tokSpan(k), fmt.Sprintf("%q is read as either condition on %s: %s %s %v, or %s %s %v", o.toks[k].Text, labels[before.Var], before.Prop, before.Op, before.Value, after.Prop, after.Op, after.Value)))
}

// orClause is the first (dir -1) or last (dir +1) token of the clause on
// one side of the "or" at k: up to a punctuation mark, a question word, an
// "and", a relative pronoun or "either", within orWindow words.
func (o *readCtx) orClause(k, dir int) int {
	end := k
	for t := k + dir; t >= 0 && t < len(o.toks) && t != k+dir*(orWindow+1); t += dir {
		tk := o.toks[t]
		w := o.word(t)
		if tk.POS == grounding.PUNCT || tk.POS == grounding.WH || english.AndWord.Is(w) || english.Either.Is(w) || english.RelativePronoun.Is(w) {
			break
		}
		end = t
	}
	return end
}

// cmpTokens are the tokens a filter on a thing of the label was read
// from: its stored value named or the number it compares with, else the
// words linked to its property (a property named on both sides, "released
// after 2005 or released before 1980", is placed by its values).
func (o *offline) cmpTokens(c *templates.Cmp, label string) []int {
	var vals, props []int
	for t := range o.toks {
		sp := o.toks[t].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "prop" && e.Name == c.Prop && (e.Owner == "" || e.Owner == label) && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				props = append(props, t)
				break
			}
		}
		valued := false
		for _, v := range o.ev.Values {
			if !v.OnEdge && v.Prop == c.Prop && (v.Owner == "" || v.Owner == label) && fmt.Sprint(v.Value) == fmt.Sprint(c.Value) && v.Span.Start <= sp.Start && v.Span.End >= sp.End {
				valued = true
			}
		}
		if f, ok := o.numberAt(t); ok && o.used.has(t) && fmt.Sprint(f) == fmt.Sprint(c.Value) {
			valued = true
		}
		if valued {
			vals = append(vals, t)
		}
	}
	if len(vals) > 0 {
		return vals
	}
	return props
}

// repeatedPreposition: the token k after an "or" is a preposition, the
// same word as the one right before the earlier value at a ("insured with
// Medis or with Multicare", "caused by equipment or by third parties"):
// the relationship repeated, not a new one, so the two values are either
// far end of one hop (anchors' alternativeOf).
func (o *readCtx) repeatedPreposition(k, a int) bool {
	return a > 0 && o.toks[k].POS == grounding.ADP && o.toks[a-1].POS == grounding.ADP && o.word(k) == o.word(a-1)
}
