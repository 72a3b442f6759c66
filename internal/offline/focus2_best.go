package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// bestOfScore reads "the best rating", "the worst score": a quality
// superlative right before a property whose name says more is better is
// its maximum ("worst": minimum), then ranked as "the highest rating"
// would be (topByProperty). Before any other property ("the best price")
// it is left alone, so the superlative stays unapplied and is refused.
// The reading is an assumption, said as measure-chosen.
func (o *readCtx) bestOfScore(sh shape, warns *sink) shape {
	if sh.aggPos >= 0 || sh.ranked || sh.count || sh.when {
		return sh
	}
	for i := 0; i+1 < len(o.toks); i++ {
		w := strings.ToLower(o.toks[i].Text) // the lemma of "best" is "good"
		if !english.BestWorst.Is(w) {
			continue
		}
		var prop ElementLink
		for _, e := range o.ev.Elements {
			if idx := o.tokensIn(e.Span); e.Kind == "prop" && len(idx) > 0 && idx[0] <= i+1 && idx[len(idx)-1] >= i+1 {
				prop = e
			}
		}
		if prop.Name == "" || !moreIsBetter(prop.Name) {
			return sh
		}
		agg, dir := templates.Max, "highest"
		if english.Worst.Is(w) {
			agg, dir = templates.Min, "lowest"
		}
		sh.agg, sh.aggPos = agg, i
		warns.add(o.diagnostic("measure-chosen", o.tokSpans(i, i+1),
			fmt.Sprintf("%q is read as the %s %s: larger values of %s are taken to be better", o.toks[i].Text+" "+o.toks[i+1].Text, dir, prop.Name, prop.Name)))
		return o.topByProperty(sh)
	}
	return sh
}

// moreIsBetter: a word of the property's name says larger is better.
func moreIsBetter(name string) bool {
	for _, w := range grounding.SplitName(name) {
		if english.MoreIsBetter.Is(strings.ToLower(w)) {
			return true
		}
	}
	return false
}
