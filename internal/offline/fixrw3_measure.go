package offline

import "github.com/gql-dev/gql/internal/english"

// nounMeasure re-reads the superlative at token i when a noun naming a
// measure follows it ("the highest salary", "the lowest fare"): the noun
// says what is measured and the adjective only the direction, so the
// ranking looks for a pay or price property, not a height. The measure
// and its word count are returned unchanged otherwise. Only the ranking
// reads this; the shape keeps "the highest salary" an aggregate.
func (o *bldPhase) nounMeasure(i int, m english.Measure, n int) (english.Measure, int) {
	if nm, nn, ok := english.NounMeasureAt(o.words, i); ok {
		return nm, nn
	}
	return m, n
}
