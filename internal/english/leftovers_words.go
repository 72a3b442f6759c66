package english

// Words of the readings the leftovers round added (internal/offline's
// leftovers_*.go): each list is a set of lower-case words as written.

var (
	// Recently turns a participle into a date's order: "the most recently
	// published book" is the one with the latest publication date.
	Recently = WordList{"recently": true}
	// MostLeast grade a following adverb ("most recently", "least
	// recently"): Least reverses it.
	MostLeast = WordList{"most": true, "least": true}
)

var (
	// TenureVerb are the participles after a perfect's auxiliary whose "the longest"
	// is a time served ("Who has been a member the longest?", "has worked
	// here the longest"), not a length.
	TenureVerb = WordList{"been": true, "worked": true, "served": true}
	// Longest is the superlative a tenure reads as "longest-serving".
	Longest = WordList{"longest": true}
)

// LongestServing is the superlative a perfect tense's "the longest" is
// read as: the measure of time served (Measure "longest-serving").
const LongestServing = "longest-serving"

// MotionVerb are verbs of going whose irregular past ("went", "got") a
// tagger may take for a noun; a relationship's clause is said with them
// ("or went to the book club").
var MotionVerb = WordList{"go": true, "come": true, "get": true}

// PastMotion: w is the irregular past or participle of a MotionVerb
// ("went", "gone", "came", "got"), whatever a tagger made of it.
func PastMotion(w string) bool {
	l, ok := IrregularLemma(w)
	return ok && l != w && MotionVerb.Is(l)
}
