package english

// Words of asked7's wrongs (branch fix13, docs/offline.md "asked7's
// wrongs (fix13)").
var (
	// DirectManner opens a closing adverbial that sets a one-step link
	// against a longer way ("directly or through other services",
	// "directly and via partners"): the question asks for every length.
	DirectManner = words("directly", "direct")
	// MannerJoin joins DirectManner to the longer way it is set against.
	MannerJoin = words("or", "and")
)

// StateWord are adjectives that name a state a thing is in ("finished
// projects", "pending orders"); besides EndedFlag's, those of a state
// still going on.
var StateWord = words("active", "inactive", "ongoing", "pending", "open", "upcoming", "finished", "completed",
	"closed", "cancelled", "canceled", "expired", "resolved", "done", "ended", "settled")
