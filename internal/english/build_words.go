package english

// Words the offline compiler's build phase reads while it writes the
// answer: how it is counted, grouped, cut and what a superlative
// qualifies. Each list is a set of lower-case words as written.

var (
	// Many is the "many" of "how many": a distinct word after it ("how
	// many different countries") is the count's, and the rows are not
	// asked for once each.
	Many = WordList{"many": true}
	// GroupYear after a grouping word ("each year", "per year") groups by
	// the thing's year-like property, which no word names.
	GroupYear = WordList{"year": true}
	// OrderKey introduces an order's key after the ordering word ("sorted
	// by age", "in descending order of age"); OrderKeyAlso does after
	// "ordered" or "sorted" too ("sorted according to age", "ordered on
	// age"), so such an order is not a bare one.
	OrderKey     = WordList{"by": true, "of": true}
	OrderKeyAlso = WordList{"according": true, "on": true}
	// Ascending says an order goes up (Descending, a cue, says it goes
	// down): "in ascending order", "sorted in increasing order".
	Ascending = WordList{"ascending": true, "increasing": true}
	// MarksTopN are the superlatives that only mark a top-N or a bound
	// ("the first 3", "the last 2", "at least 2"): they qualify no noun by
	// a property.
	MarksTopN = WordList{"first": true, "last": true, "least": true}
)

// Qualifier reads the word before "the <superlative> <property>" that ties
// the phrase to the noun it qualifies: "with" right after the noun ("the
// movie with the highest rating"), "has" or "had" after a relative pronoun
// ("the movie that has the highest rating"). gap is how many words stand
// between the noun and w; ok is false for any other word.
func Qualifier(w string) (gap int, ok bool) {
	switch w {
	case "with":
		return 0, true
	case "has", "had":
		return 1, true
	}
	return 0, false
}
