package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// timesLinksAside: "the class that was booked the largest number of times",
// "the member who booked the most times": "times" counts how often the verb
// happened, i.e. the rows the verb names, whatever property grounding found
// near the word ("times" → a duration in minutes). Left linked, "the
// largest number of times" read as the largest duration, a silent wrong
// answer. The link is set aside, with a warning naming it.
func (o *offline) timesLinksAside(warns *sink) {
	drop := map[int]string{}
	for i := range o.toks {
		if !english.OccurrenceNoun.Is(o.word(i)) || !o.occurrenceRanked(i) {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind == "prop" && o.tokenAt(e.Span) == i {
				drop[i] = e.Name
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for i := range drop {
			if e.Kind == "prop" && o.tokenAt(e.Span) == i {
				return false
			}
		}
		return true
	})
	for i, p := range drop {
		warns.add(o.diagnostic("times-counted", o.tokSpan(i),
			fmt.Sprintf("%q counts how often what the verb says happened (its rows), not %s, which grounding linked to the word", o.toks[i].Text, p)))
	}
}

// occurrenceRanked: the "times" at i follows a ranking word, directly ("the
// most times") or through "number of" ("the largest number of times").
func (o *readCtx) occurrenceRanked(i int) bool {
	if english.OccurrenceExtreme.Is(o.word(i - 1)) {
		return true
	}
	return english.Of.Is(o.word(i-1)) && english.Number.Is(o.word(i-2)) && english.OccurrenceExtreme.Is(o.word(i-3))
}

// occurrenceCounted: the word at k is "times" after a ranking word, which
// counts the rows of the question's verb ("booked the most times") rather
// than naming something the schema must link.
func (o *readCtx) occurrenceCounted(k int) bool {
	return english.OccurrenceNoun.Is(o.word(k)) && o.occurrenceRanked(k)
}
