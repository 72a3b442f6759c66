package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// thingRankedBy: the words from k are a label's mention followed by "by"
// ("the largest farm by acres", "the 3 biggest museums by staff"): the
// superlative before k ranks the things by what "by" names, so the
// property after it is no value to aggregate ("the largest acres").
func (o *readCtx) thingRankedBy(k int) bool {
	if !o.linksKind(k, "label") {
		return false
	}
	for k < len(o.toks) && o.linksKind(k, "label") {
		k++
	}
	return english.KeyBy(o.word(k)) && (o.linksKind(k+1, "prop") || english.The.Is(o.word(k+1)) && o.linksKind(k+2, "prop"))
}

// listedTotal: the aggregate word at i is "total" as a column's own word,
// listed among other columns of each thing ("the name and total acres of
// the largest farm", "the id, year and total price of the sales"): a
// property link covers it and its name holds the word (aggNamesProp), and
// a coordinator joins it to another property the question asks for. Read
// as a sum, the list's other columns were summed too ("sum of non-numeric
// farm_name").
func (o *readCtx) listedTotal(i int) bool {
	if a, ok := aggWords[o.word(i)]; !ok || a != templates.Sum || !o.aggNamesProp(i) {
		return false
	}
	if english.Coordinator(o.word(i-1)) && o.linksKind(i-2, "prop") {
		return true
	}
	k := i + 1
	for k < len(o.toks) && o.linksKind(k, "prop") && o.sameLink(i, k) {
		k++
	}
	return english.Coordinator(o.word(k)) && o.linksKind(k+1, "prop")
}
