package offline

import "github.com/gql-dev/gql/internal/english"

// anyAfterDenial is the first token of the values a denial at d denies:
// right after it, or after an "any" that follows it ("without any active
// projects", "no … any" reads the same as without it). The "any" is
// marked used with the denial when the reading is made (negatedValueHop
// marks d; the word "any" is a determiner the account does not ask for).
func (o *offline) anyAfterDenial(d int) int {
	if d+2 < len(o.toks) && english.AnyAfterDenial.Is(o.word(d+1)) && o.valueAt(d+2) {
		return d + 2
	}
	return d + 1
}
