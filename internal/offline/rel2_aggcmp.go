package offline

import "github.com/gql-dev/gql/internal/english"

// comparedWithAggregate finds a comparison whose other side is an aggregate
// ("a budget above the average budget", "older than the average age of all
// patients", "longer than the mean duration"): the token of the aggregate
// word, or -1. Compile reads the average, least or greatest of the
// compared property over every thing of its kind first
// (compileAggCompared); what reaches this check is what that reading does
// not cover — a sum, an aggregate narrowed by a filter, a count compared
// with an average — for which a plan either drops the comparison or
// answers with the aggregate itself, both another question.
func (o *sanityCheck) comparedWithAggregate() int {
	for i := range o.toks {
		w := o.word(i)
		if !english.CueAbove.Is(w) && !english.CueBelow.Is(w) && !english.CueAfter.Is(w) && !english.CueBefore.Is(w) && !english.ComparativeThanAt(o.lower, i) {
			continue
		}
		for k := i + 1; k < len(o.toks) && k <= i+4; k++ {
			v := o.word(k)
			if english.Average.Is(v) || english.Total.Is(v) || english.Minimum.Is(v) || english.Maximum.Is(v) {
				return k
			}
			if !english.AggregateCompareLink.Is(v) && !english.Determiner.Is(v) {
				break
			}
		}
	}
	return -1
}
