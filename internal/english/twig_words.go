package english

// ShapingStopWords are stop words a template's tags still match: the
// comparison, negation and quantifier words that decide which structural
// template fits ("movies released after 2000", "people who never acted",
// "each director"), though a linker skips them as function words.
var ShapingStopWords = words("after", "before", "than", "over", "under", "above", "below", "between",
	"since", "until", "without", "no", "not", "never", "each", "every", "per", "all", "any")
