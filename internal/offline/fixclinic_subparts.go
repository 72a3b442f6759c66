package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "Which doctors belong to Internal Medicine, including its
// sub-departments?": the sub- prefix on the noun of a label that has one
// relationship to itself asks for the named thing and every thing under
// it, at any depth, and the things of another label joined to any of
// them. subPartsWalk (fixkinds_subparts.go) moves the join onto a walk of
// zero or more steps where the relationship's name says which end is the
// part; a plan still answering for the named thing alone, or one level
// down, or (as the clinic set's first run did) reading the words as a
// name to match, is refused (sub-parts) rather than answered for a part of
// what it asks. A question asking for the parts themselves ("which
// sub-departments does Cardiology have") is left to the phases.

// subPartsRefusal refuses a plan returning other things than those of a
// label whose sub-parts the question names.
func (o *offline) subPartsRefusal(q *templates.Query) error {
	var err error
	o.eachSubPartAsk(q, func(i int, label string, self *schema.EdgeType) bool {
		err = o.refuse("sub-parts", i, "%q asks for the %s under a named one at any depth, itself included, along %s; what the question asks for is joined to any of them, and this plan does not walk %s zero or more steps", o.toks[i].Text, label, self.Name, self.Name)
		return true
	})
	return err
}

// eachSubPartAsk calls f for each noun at token i naming the sub-parts of
// a label with one relationship to itself (self), while the plan neither
// returns only things of that label ("which sub-departments does
// Cardiology have": the parts themselves) nor walks self already; it stops
// when f returns true. The plan is read at each call, as f may change it.
func (o *offline) eachSubPartAsk(q *templates.Query, f func(i int, label string, self *schema.EdgeType) bool) {
	for i := range o.toks {
		rest, ok := english.SubPartOf(o.toks[i].Text)
		if !ok {
			continue
		}
		for _, l := range o.s.Labels {
			if !englishNounOfLabel(rest, l.Name) {
				continue
			}
			self := o.selfEdge(l.Name)
			if self == nil || returnsOnly(q, l.Name) || walksSelf(q, self.Name) {
				continue
			}
			if f(i, l.Name, self) {
				return
			}
		}
	}
}

// returnsOnly: every column of the plan is of a thing of the label.
func returnsOnly(q *templates.Query, label string) bool {
	labels := varLabels(q)
	for _, r := range q.Return {
		if labels[r.Var] != label {
			return false
		}
	}
	return len(q.Return) > 0
}
