package offline

import "github.com/gql-dev/gql/internal/english"

// "dishes 6 to 10 by price, most expensive first": "first" after a
// superlative says which end of that superlative's order comes first; it
// is not "first" as in earliest, which would sort the other way. The
// superlative before it decides the direction.

// firstAfterMeasure: token i is "first" right after a gradable
// adjective's superlative ("most expensive first", "cheapest first").
func (o *readCtx) firstAfterMeasure(i int) bool {
	return i > 0 && english.First.Is(o.word(i)) && o.measureWord(i-1)
}

// measureFirstDir is the direction "<superlative> first" asks of an
// order: +1 for "most expensive first", -1 for "cheapest first", 0 when the
// question has no such phrase.
func (o *readCtx) measureFirstDir() int {
	for i := range o.toks {
		if !o.firstAfterMeasure(i) {
			continue
		}
		for s := i - 1; s >= max(i-2, 0); s-- {
			if m, n, ok := english.MeasureAt(o.words, s); ok && s+n == i {
				if m.More {
					return 1
				}
				return -1
			}
		}
	}
	return 0
}
