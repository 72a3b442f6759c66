package english

import "strings"

// NegativeContraction: a verb contracted with "not" ("don't", "haven't",
// "aren't", "won't", curly apostrophe too). It denies a relationship or a
// value and names nothing in a schema; without this, the clipped "t" left
// after normalising ("dont") can link to a property ending in a unit "t"
// ("yield_t"), and the negation is lost to a property mention.
func NegativeContraction(w string) bool {
	w = strings.ToLower(w)
	return len(w) > 3 && (strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t"))
}
