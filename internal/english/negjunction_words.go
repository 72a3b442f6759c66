package english

var (
	// BothWord opens an intersection of two named things ("serviced by
	// both A and B"): each must hold on its own, not one row holding both.
	BothWord = WordList{"both": true}
	// BothAnd joins the two things of an intersection.
	BothAnd = WordList{"and": true}
	// ButWord opens a difference ("A but not B", "A and not B").
	ButWord = WordList{"but": true, "and": true}
	// ButNegation denies the second thing of a difference.
	ButNegation = WordList{"not": true, "never": true}
	// SetLinkWords may repeat before the second thing ("by A but not by
	// B", "with A and with B"): a preposition, no thing of its own.
	SetLinkWords = WordList{"by": true, "with": true, "in": true, "at": true, "from": true, "to": true, "for": true, "of": true, "on": true, "the": true, "a": true, "an": true}
)

// RecordedWords stand between a negation and a property said to be
// missing ("no recorded duration", "no known value"): the value being kept
// at all, no property or relationship of its own.
var RecordedWords = WordList{"recorded": true, "known": true, "listed": true, "stored": true, "registered": true, "documented": true}
