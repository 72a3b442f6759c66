package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// fix15Plan holds the plan-level readings of asked8's wrongs (fix15).
func (o *offline) fix15Plan(q *templates.Query, warns *sink) error {
	o.togetherSum(q, warns)
	if i := o.yesNoBareNoun(q); i >= 0 {
		return o.refuse("yes-no-unread", i, "the yes/no question asks about %q, which links to nothing in the schema, and the plan only checks that the named thing exists: it would answer yes whatever the question asks of it", o.toks[i].Text)
	}
	return nil
}

// yesNoBareNoun: "has Omar Haddad done any deliveries yet" answered with
// whether Omar Haddad exists: the plan of a yes/no question is one node
// with no walk, and the object of a verb ("done any deliveries": a verb,
// a determiner, the noun) links to nothing (no label,
// property, relationship or value, nor the word of a label: "Is
// api-gateway a service?" asks what the thing is). Such a plan answers
// yes for every named thing, so the noun's question is refused. It
// returns the noun's token, -1 when there is none.
func (o *offline) yesNoBareNoun(q *templates.Query) int {
	if len(q.Return) != 1 || q.Return[0].Agg != templates.Any || len(q.Match) != 1 || len(q.Match[0].Hops) > 0 {
		return -1
	}
	for k, t := range o.toks {
		if t.POS != grounding.NOUN || o.linksAt(k) || o.valueAt(k) || english.IsStopWord(o.word(k)) || o.labelWord(k) || o.propWord(k) {
			continue
		}
		// Only a verb's object ("done any deliveries"): a noun after a
		// value, a number or a preposition ("the Ecology exam", "more
		// stars", "in stock") belongs to a reading the plan may hold.
		if k < 2 || !english.Fix5ObjectDeterminer.Is(o.word(k-1)) || o.toks[k-2].POS != grounding.VERB && o.toks[k-2].POS != grounding.AUX {
			continue
		}
		if k+1 < len(o.toks) {
			switch o.toks[k+1].POS {
			case grounding.NOUN, grounding.PROPN, grounding.ADJ, grounding.NUM:
				continue // "any 1-star hotels": the noun qualifies another
			}
		}
		return k
	}
	return -1
}

// propWord: token k is a word of some property's name ("Does Lantern
// have a website?" asks whether the value is there, which other rules
// read).
func (o *offline) propWord(k int) bool {
	for _, l := range o.s.Labels {
		for _, p := range l.Properties {
			for _, w := range grounding.SplitName(p.Name) {
				if english.SameBase(w, o.words[k]) {
					return true
				}
			}
		}
	}
	return false
}

// labelWord: token k is a word of some label's name.
func (o *offline) labelWord(k int) bool {
	for _, l := range o.s.Labels {
		for _, w := range grounding.SplitName(l.Name) {
			if english.SameBase(w, o.words[k]) {
				return true
			}
		}
	}
	return false
}

// togetherSum: "what's the declared value of all returned shipments
// together" asks for one amount: the closing "together" (an adverb the
// cues otherwise skip as filler) after "all <things>" adds the values up.
// The plan listed the one numeric property per thing; it becomes its sum,
// with a warning. Only a bare listing of one numeric column is read so:
// a ranking, a limit, a grouping or a second column is left as it was.
func (o *offline) togetherSum(q *templates.Query, warns *sink) {
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	if n < 3 || !english.TogetherTotal.Is(o.word(n-1)) {
		return
	}
	all := false
	for k := 0; k < n-1; k++ {
		all = all || english.TogetherAll.Is(o.word(k))
	}
	if !all || len(q.Return) != 1 || len(q.Order) > 0 || q.Limit > 0 || len(q.Having) > 0 || q.Optional != nil || q.Shortest != nil {
		return
	}
	r := q.Return[0]
	if r.Agg != templates.NoAgg || r.Prop == "" {
		return
	}
	label := varLabels(q)[r.Var]
	if label == "" || !o.numericProp(label, r.Prop) || !onceEach(q, r.Var) {
		return
	}
	q.Return[0] = templates.Proj{Agg: templates.Sum, Var: r.Var, Prop: r.Prop, As: "sum"}
	q.Distinct = false
	warns.add(o.diagnostic("together-summed", o.tokSpan(n-1),
		fmt.Sprintf("%q after all the %s is read as their total: the sum of %s over them, one number", o.toks[n-1].Text, label, r.Prop)))
}

// onceEach: each v node stands in one row of q's pattern, so a sum over
// the rows adds each value once. The pattern is v alone, or v and one
// other node the filters pin (a named one: "employees in Finance") across a
// single hop; a walk to unpinned things would repeat v once per thing.
func onceEach(q *templates.Query, v string) bool {
	if len(q.Match) != 1 {
		return false
	}
	p := q.Match[0]
	switch len(p.Hops) {
	case 0:
		return p.From.Var == v
	case 1:
		h := p.Hops[0]
		if h.Min != 0 || h.Max != 0 {
			return false
		}
		other := p.From.Var
		if other == v {
			other = h.To.Var
		} else if h.To.Var != v {
			return false
		}
		for _, x := range exprVarsOf(q.Where) {
			if x == other {
				return true
			}
		}
	}
	return false
}
