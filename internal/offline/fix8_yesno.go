package offline

import (
	"github.com/gql-dev/gql/internal/english"
)

// thereAnyoneAt is the auxiliary opening "is there anyone … who …?", -1
// when the question is not one. The pronoun names no kind of thing to
// list, and the "who" after it opens a relative clause, not a question
// (rw5-company-6 listed the employees): the question asks whether some
// one of the pattern exists. Like yesNoAt, a count, an aggregate, a
// ranking or a page asks for more than that.
func (o *bldPhase) thereAnyoneAt(sh shape) int {
	first := o.firstWord()
	if first < 0 || !english.YesNoOpener.Is(o.word(first)) || !english.Frame.There.Is(o.word(first+1)) || !english.AnyonePronoun.Is(o.word(first+2)) {
		return -1
	}
	for i := first + 3; i < len(o.toks); i++ {
		if english.OpenQuestion.Is(o.word(i)) && !english.RelativeWho.Is(o.word(i)) {
			return -1
		}
	}
	if sh.count || sh.agg != "" || sh.when || sh.whatProp != "" || o.rank != nil || o.limit > 0 || o.skip > 0 || o.superlative() != 0 {
		return -1
	}
	return first
}

// someoneUnnamed: a node of the pattern is given by no value, the one the
// pronoun stands for; a pattern of named things alone ("is there anyone
// in Sales?" as the department) has read the pronoun as nothing.
func (b *builder) someoneUnnamed() bool {
	for _, n := range b.o.nodes {
		if b.bound[n] && !named(n) {
			return true
		}
	}
	return false
}
