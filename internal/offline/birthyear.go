package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// netYearOnBirth: a year the question introduces with a temporal word
// ("wrote a review in 2023") compared with a year of birth while no word
// of the question speaks of birth or age, and another label of the plan
// holds a date: the year of an event was placed on when someone was born.
// Found after the "who V a N" reading answered "Who wrote a review in
// 2023?" with the guests born in 2023 (the same plan "Which guests wrote a
// review in 2023?" had on main); refused rather than moved, since which
// date the event's year belongs to is a reading of its own.
func (o *sanityCheck) netYearOnBirth(q *templates.Query) error {
	for i := range o.toks {
		if english.BirthWord.Is(english.Lemma(o.word(i))) || english.BirthWord.Is(o.word(i)) {
			return nil
		}
	}
	labels := varLabels(q)
	for _, c := range conjuncts(q.Where) {
		v, ok := toFloat(c.Value)
		if !ok || v != float64(int(v)) || v < 1000 || v > 2100 {
			continue
		}
		if !english.BirthYearName(grounding.SplitName(schema.LocalName(c.Prop))) || !o.otherDated(labels, c.Var) {
			continue
		}
		if k := o.temporalNumber(v); k >= 0 {
			return o.refuse("year-on-birth", k, "%q reads as the year of an event, and the plan compares it with %s, a year of birth, though the question says nothing of birth or age; another thing in the plan holds a date it may belong to", o.toks[k].Text, c.Prop)
		}
	}
	return nil
}

// otherDated says a label of the plan other than the one of variable v
// holds a date or a year.
func (o *sanityCheck) otherDated(labels map[string]string, v string) bool {
	for w, l := range labels {
		if w == v || l == labels[v] {
			continue
		}
		if o.yearProp(l) != "" {
			return true
		}
		for _, p := range o.propsOf(l) {
			if dateText(p) || p.Type == schema.Date || p.Type == schema.DateTime {
				return true
			}
		}
	}
	return false
}
