package offline

import (
	"github.com/gql-dev/gql/schema"
)

// Kind of question read here: "one" right after the word of a numeric
// property ("students in year one", "services at level one", "the rooms
// on floor one"): the number is the property's value, as "year 1" is.
// pronounOne took a closing "one" for a thing named before ("acted in
// one") and the value was dropped without a word: every student counted.

// numericPropWord: token i is linked, strongly, to a numeric property of
// the label that owns it, so a number right after it is that property's
// value.
func (o *readCtx) numericPropWord(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner == "" || e.Span.End < sp.End || e.Span.Start > sp.Start || e.Score < strongLink {
			continue
		}
		if p := schema.Find(o.propsOf(e.Owner), e.Name); p != nil && p.Type.Numeric() {
			return true
		}
	}
	return false
}
