package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// netAgeFromBirth: an age the question asks to aggregate ("the maximum age
// of people", "the average age of the actors") over a property that holds
// a year of birth. The aggregate of the years is no age, and it runs the
// other way: the greatest year of birth is the youngest person. The plan
// answered max(born) for the maximum age — a silent wrong — so it is
// refused; "the oldest", "older than" read the year rightly elsewhere.
func (o *sanityCheck) netAgeFromBirth(q *templates.Query) error {
	for _, r := range q.Return {
		switch r.Agg {
		case templates.Max, templates.Min, templates.Avg, templates.Sum:
		default:
			continue
		}
		if r.Prop == "" || !birthYearOnly(r.Prop) {
			continue
		}
		if i := o.ageWordOn(r.Prop); i >= 0 {
			return o.refuse("age-from-birth", i, "%q asks for an age, and %s holds a year of birth: its %s is no age (the greatest year of birth is the youngest), and the graph stores no age to aggregate", o.toks[i].Text, r.Prop, r.Agg)
		}
	}
	return nil
}

// birthYearOnly: the property's name says birth and not age (born,
// birth_year, dob; not age).
func birthYearOnly(prop string) bool {
	words := grounding.SplitName(schema.LocalName(prop))
	if !english.BirthYearName(words) {
		return false
	}
	for _, w := range words {
		if english.AgeWord.Is(english.Lemma(w)) {
			return false
		}
	}
	return true
}

// ageWordOn is the token of an age word ("age", "ages") the question links
// to prop, -1 when none: the question speaks of an age where the graph
// holds a year of birth, and no birth word of its own says it means the
// year.
func (o *sanityCheck) ageWordOn(prop string) int {
	for i := range o.toks {
		if english.BirthOnlyWord.Is(english.Lemma(o.word(i))) {
			return -1
		}
	}
	for i := range o.toks {
		if !english.AgeWord.Is(english.Lemma(o.word(i))) {
			continue
		}
		sp := o.toks[i].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "prop" && e.Name == prop && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return i
			}
		}
	}
	return -1
}
