package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a yes/no property denied in other words
// than "not P" ("ingredients that aren't allergens", "ingredients that
// are not flagged as allergens", "courses not marked as online"): the
// denial may be a contraction the tokenizer splits ("are" "n't"), and a
// verb of labelling with "as" may stand between it and the property's
// word; either way the things are those the property is false of.

// boolDenialBefore is the token denying the property word at i and the
// tokens between them (a labelling verb and "as"), -1 when none does.
func (o *offline) boolDenialBefore(i int) (int, []int) {
	k := i - 1
	var between []int
	if english.AsRole.Is(o.word(k)) && k >= 1 && o.toks[k-1].POS == grounding.VERB && !o.linksKind(k-1, "edge") {
		between = []int{k - 1, k}
		k -= 2
	}
	if k < 0 {
		return -1, nil
	}
	if english.BoolDenial.Is(o.word(k)) || o.denies(k) && !english.Not.Is(o.word(k)) && !o.used.has(k) {
		return k, between
	}
	return -1, nil
}
