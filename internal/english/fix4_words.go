package english

import "strings"

// Fix4CountArticle may open a count said as a noun after the counted noun
// besides NounCountLead's words: "give me a member count for every
// branch" asks what "give me the member count …" asks.
var Fix4CountArticle = WordList{"a": true, "an": true}

// fix4NotSuperlative end in -est but grade nothing.
var fix4NotSuperlative = words("interest", "interests", "request", "requests", "forest", "forests", "contest",
	"contests", "harvest", "harvests", "honest", "modest", "guest", "guests", "quest", "quests", "conquest",
	"protest", "protests", "suggest", "digest", "manifest", "inquest", "earnest", "behest")

// Fix4GradeWord: w reads as a superlative the way a user types one —
// "most"/"least" or a word ending in -est ("priciest", "comfiest") — so
// "the top five priciest products" promises a ranking by it even when
// the word names no measure the compiler knows.
func Fix4GradeWord(w string) bool {
	if Most.Is(w) || Least.Is(w) {
		return true
	}
	return len(w) >= 6 && strings.HasSuffix(w, "est") && !fix4NotSuperlative.Is(w)
}
