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
