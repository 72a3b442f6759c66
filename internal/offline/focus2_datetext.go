package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
)

// dateTextOrder is the label's one text property whose stored values are
// dates written year first ("2023-12-10"), which sort as their text does:
// "the 3 most recent orders" where the date is kept as text and no number
// is year-like. Several such properties, or none, give "". Ordering text
// as time is an assumption, said as measure-chosen at the superlative.
func (o *bldPhase) dateTextOrder(label string, dir int) string {
	var out []string
	for _, p := range o.propsOf(label) {
		if !p.Type.IsList() && dateText(p) {
			out = append(out, p.Name)
		}
	}
	if len(out) != 1 {
		return ""
	}
	word := "earliest"
	if dir > 0 {
		word = "latest"
	}
	sp := diag.Span{}
	if i := o.superlativeAt(); i >= 0 {
		sp = o.tokSpan(i)
	}
	o.warnings = append(o.warnings, o.diagnostic("measure-chosen", sp,
		fmt.Sprintf("%s is ordered by %s, its one property holding dates as text (year first, so they sort as written); the %s come first", label, out[0], word)))
	return out[0]
}

// superlativeAt is the first token that reads as an order in time
// ("recent", "newest", "oldest"), -1 when none.
func (o *bldPhase) superlativeAt() int {
	for i := range o.toks {
		if _, ok := ascWords[o.word(i)]; ok {
			return i
		}
		if _, ok := descWords[o.word(i)]; ok {
			return i
		}
	}
	return -1
}
