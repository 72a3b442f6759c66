package english

import "strings"

// EstSuperlative: w is a superlative formed with -est ("youngest",
// "earliest"), which a ranking reads against a measure; an ordinal such
// as "first" or "last" is not one, and may order by a thing no phase
// reads ("the first student to register").
func EstSuperlative(w string) bool {
	return len(w) >= 6 && strings.HasSuffix(w, "est") && !Frame.NotSuperlative[w]
}
