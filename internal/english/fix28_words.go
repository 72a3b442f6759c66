package english

import "strings"

// FormOfVerb reports whether word is a form of the verb a relationship's
// participle names ("influence", "influences", "influenced" of INFLUENCED
// in INFLUENCED_BY): the same verb base, or the same lemma once a final
// silent e is dropped (the lemmatiser leaves "influenced" as "influenc").
func FormOfVerb(word, participle string) bool {
	if SameVerb(word, participle) {
		return true
	}
	a := strings.TrimSuffix(Lemma(strings.ToLower(word)), "e")
	b := strings.TrimSuffix(Lemma(strings.ToLower(participle)), "e")
	return len(a) >= 4 && a == b
}

// RankByAmount are the superlatives that rank things by an amount ("the
// most plays", "the fewest streams"): over a numeric property of many
// relationships per thing, the amount is their sum.
var RankByAmount = words("most", "fewest", "least")

// WhoseOpener opens a question asking for the owner of the thing named
// after it ("Whose songs are on X?").
var WhoseOpener = words("whose")
