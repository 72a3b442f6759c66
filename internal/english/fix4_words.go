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

// fix4MeasureVerbs are verbs whose object is a measure of their subject:
// "the dish that costs the most" is the most expensive one, "the
// shipment that weighs the most" the heaviest (as earnVerbs say pay).
var fix4MeasureVerbs = map[string]Measure{
	"cost": measures["expensive"], "costs": measures["expensive"], "costed": measures["expensive"],
	"weigh": measures["heaviest"], "weighs": measures["heaviest"], "weighed": measures["heaviest"],
}

// fix4VerbMeasureAt reads "V the most" / "V the least" at the end of a
// clause, i at "most"/"least", V a measure verb: the measure, reversed
// after "least".
func fix4VerbMeasureAt(words []string, i int) (Measure, int, bool) {
	w := words[i]
	if i < 2 || words[i-1] != "the" || (w != "most" && w != "least") || (i+1 < len(words) && isWordy(words[i+1])) {
		return Measure{}, 0, false
	}
	m, ok := fix4MeasureVerbs[words[i-2]]
	if !ok {
		return Measure{}, 0, false
	}
	if w == "least" {
		m.More = !m.More
	}
	return m, 1, true
}
