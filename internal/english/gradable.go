package english

// IsGradable reports whether a word (lower case) is a comparative or
// superlative that both shapes a query (a filter or an ordering) and may
// name the property it grades: "oldest" (born), "longer" (duration),
// "biggest" (size). The words come from the tables that already read
// them — the superlatives of measures, the comparatives of gradables and
// the linking list Gradable (which alone holds "earliest", "popular") — so
// a word the compiler grades is one grounding may link, and no list of
// gradable words is kept twice.
func IsGradable(w string) bool {
	if Gradable.Is(w) {
		return true
	}
	if _, ok := measures[w]; ok {
		return true
	}
	_, ok := gradables[w]
	return ok
}

// MeasureOf is what a plain gradable adjective measures ("long" in "how
// long", "old", "expensive"): the measure of its superlative, with More as
// the superlative's. ok is false for a word no superlative is made of.
func MeasureOf(adj string) (Measure, bool) {
	if m, ok := measures[adj]; ok {
		return m, true // "expensive", "recent": no -est form
	}
	for sup, m := range measures {
		if Lemma(sup) == adj && sup != adj {
			return m, true
		}
	}
	return Measure{}, false
}
