package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// fix34's nets of the plain team-lead questions (docs/fix34.md). Each
// reads the finished plan against the question.

func init() {
	checks = append(checks,
		Check{ID: "compound-owner-other", Summary: "an aggregated property word after a noun naming another label (\"track length\") read as a property of a third thing",
			Doc: "\"What's the average track length on Pulse Theory?\" averaged Album.length_sec: the word \"length\" links to a property of Album, and the noun before it (\"track\") names Track, whose length the question asks for. The noun in front of a property word says whose property it is; the plan aggregates another label's. Refused (a wrong-answer net): the right property of the named label is not one the word links to."},
	)
}

// fix34 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix34(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netCompoundOwner} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netCompoundOwner: an aggregate over a property of one label whose word
// comes right after a word linked to another label ("average track
// length" over Album.length_sec). A compound noun's head is a property of
// the thing its first noun names; the plan reads it of a third thing.
func (o *sanityCheck) netCompoundOwner(q *templates.Query) error {
	labels := varLabels(q)
	for _, r := range q.Return {
		if r.Agg == templates.NoAgg || r.Prop == "" {
			continue
		}
		owner := labels[r.Var]
		if o.s.Label(owner) == nil {
			continue
		}
		for i := 1; i < len(o.toks); i++ {
			if !o.linksProp(i, r.Prop) || o.linksProp(i-1, r.Prop) || !o.compoundNouns(i-1, i) {
				continue
			}
			if l := o.labelAtToken(i - 1); l != "" && l != owner && o.s.Label(l) != nil {
				return o.refuse("compound-owner-other", i-1, "%q names %s, and the plan takes the %s of %s.%s, a property of %s: the %s of a %s is not what the plan computes", o.toks[i-1].Text+" "+o.toks[i].Text, l, r.Agg, owner, r.Prop, owner, o.toks[i].Text, o.toks[i-1].Text)
			}
		}
	}
	return nil
}

// compoundNouns: tokens a and b read as a compound noun, a singular noun
// before a noun ("track length"); "members paid" is a subject and its
// verb.
func (o *readCtx) compoundNouns(a, b int) bool {
	ta, tb := o.toks[a], o.toks[b]
	return ta.POS == grounding.NOUN && tb.POS == grounding.NOUN && ta.Lower == ta.Lemma
}
