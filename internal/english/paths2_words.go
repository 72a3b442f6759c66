package english

// PathManner words may stand beside "indirectly" in a question's closing
// adverbial ("directly or indirectly", "directly and indirectly"): they say
// how far a relationship is followed, not which thing stands at which end.
var PathManner = WordList{
	"directly": true,
	"or":       true,
	"and":      true,
}

// Precondition words, in a relationship's name, say its target comes
// first: a course REQUIRES its prerequisites, a service DEPENDS_ON what
// must run before it. Only such a name lets "before X" / "after X" pick
// the relationship's direction; a name without one (FOLLOWS, PARTNER_OF)
// says nothing of order.
var Precondition = WordList{
	"require":       true,
	"requires":      true,
	"required":      true,
	"depend":        true,
	"depends":       true,
	"need":          true,
	"needs":         true,
	"prerequisite":  true,
	"prerequisites": true,
	"prereq":        true,
	"prereqs":       true,
}
