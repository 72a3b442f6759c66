package english

import "strings"

// EstSuperlative: w is a superlative formed with -est ("youngest",
// "earliest"), which a ranking reads against a measure; an ordinal such
// as "first" or "last" is not one, and may order by a thing no phase
// reads ("the first student to register").
func EstSuperlative(w string) bool {
	return len(w) >= 6 && strings.HasSuffix(w, "est") && !Frame.NotSuperlative[w]
}

// FreqFrame are the words of a clause saying the things counted hold the
// values, around the count in "the towns from which at least two
// teachers come", "Which cities do more than one employee come from?",
// "cuisines served by at least 2 restaurants": only these may stand
// beside the holders' words when a property's values are grouped and
// counted; any other verb leaves the question to the general phases.
var FreqFrame = WordList{"from": true, "do": true, "does": true, "come": true, "comes": true,
	"live": true, "lives": true, "served": true, "serve": true, "in": true}
