package english

import "sort"

// Completions lists the lexicon's words that begin with prefix and are
// longer than it, in order: the words a name shortened by truncation
// ("indep" of indepyear) may stand for.
func Completions(prefix string) []string {
	var out []string
	for w := range vocabulary {
		if len(w) > len(prefix) && w[:len(prefix)] == prefix {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}
