package offline

import "github.com/gql-dev/gql/internal/english"

// onlyLimits: "only" at i limits the things the verb reached to those the
// question names ("Which members borrowed only fiction?", "Which people
// only directed movies?", "actors who acted only in films before 2000"):
// the answer must exclude the things that also reached others. No reading
// takes that exclusion, and the plan read "only" as emphasis, listing those
// with any — so the account leaves it unread and refuses.
//
// It is no limit after "not" ("not only … but also"), as "the only X" (one
// such thing, which the plan's list already shows), nor before what is to
// be shown ("list only the names", "show only their titles"): a word of
// identity or a property the plan returns.
func (o *accounting) onlyLimits(i int) bool {
	if !english.Only.Is(o.word(i)) || english.OnlyBefore.Is(o.word(i-1)) {
		return false
	}
	k := i + 1
	for k < len(o.toks) && (english.Determiner.Is(o.word(k)) || english.PossessivePronoun.Is(o.word(k))) {
		k++
	}
	if k >= len(o.toks) || o.isQuoteMark(k) {
		return false
	}
	return !english.Identity.Is(o.word(k)) && !o.linksKind(k, "prop")
}
