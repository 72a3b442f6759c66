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

var (
	// ComeVerb says where a thing stands in a sequence: "What comes
	// before X?", "Which book came after X?".
	ComeVerb = WordList{"come": true, "comes": true, "came": true, "go": true, "goes": true, "went": true}
	// OrderBefore and OrderAfter place a thing in a sequence relative to
	// another.
	OrderBefore = WordList{"before": true}
	OrderAfter  = WordList{"after": true}
	// LaterName are words of a self-relationship's name saying its source
	// comes after its target (X SEQUEL_OF Y: X after Y); EarlierName that
	// it comes before (X PRECEDES Y). "follows" is left out: it names a
	// social relationship as often as an order.
	LaterName   = WordList{"sequel": true, "successor": true, "succeeds": true, "supersedes": true, "replaces": true, "next": true}
	EarlierName = WordList{"prequel": true, "predecessor": true, "precedes": true, "previous": true, "prior": true}
)

// EndedFlag are words of a yes/no property's name saying a thing's state
// has ended (a loan returned, a ticket resolved): "still" asks for the
// things where it is false.
var EndedFlag = WordList{"returned": true, "closed": true, "ended": true, "finished": true, "completed": true,
	"resolved": true, "cancelled": true, "canceled": true, "expired": true, "repaid": true, "settled": true, "done": true}
