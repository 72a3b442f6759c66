package english

// Words grounding reads while it tags a question and finds the names in it:
// where a sentence ends, which small words may sit inside a title, what may
// stand before a command verb. Each is a set of lower-case words as written
// (punctuation marks are words here, as the tokeniser makes them).

var (
	// SentenceEnd closes a sentence: the word after it is capitalised by
	// rule, not because it is a name.
	SentenceEnd = WordList{".": true, "?": true, "!": true, ";": true}

	// Apostrophe is a possessive's mark when the tokeniser splits it from
	// its word (inside a quoted title it may close the quotation instead).
	Apostrophe = WordList{"'": true, "’": true}

	// PossessiveS is the "s" left after an apostrophe split from it:
	// "Something's Gotta Give" as Something ' s Gotta Give.
	PossessiveS = WordList{"s": true}

	// CommandLead may stand right before a command verb that still opens
	// the request: "please list …", "can you name …", "tell me …". After
	// any other word the verb is content ("a film named X").
	CommandLead = WordList{"please": true, "me": true, "you": true}

	// HowAmount follows "how" (How) to ask for an amount rather than a
	// manner: "how many", "how much", "how old", "how long", "how often".
	// The pair is one cue, neither word a stop word.
	HowAmount = WordList{"many": true, "much": true, "old": true, "long": true, "often": true}

	// NameJoiner are the lower-case words that occur inside titles and
	// names between capitalised words: "Lord of the Rings", "Ludwig van
	// Beethoven", "Gone with the Wind".
	NameJoiner = WordList{"of": true, "for": true, "the": true, "a": true, "an": true, "and": true, "in": true,
		"on": true, "to": true, "by": true, "at": true, "de": true, "van": true, "von": true, "la": true,
		"le": true, "du": true, "with": true, "from": true}

	// NameFiller are the words of a name that do not carry its identity:
	// they count little when a span is compared with a stored value, so
	// "the matrix" is near "Matrix".
	NameFiller = WordList{"the": true, "a": true, "an": true, "of": true, "for": true,
		"and": true, "in": true, "on": true, "to": true, "by": true, "at": true, "s": true}

	// IrregularPlural are plural nouns of counted things that do not end
	// in s: "the 3 people with the most movies" counts people.
	IrregularPlural = WordList{"people": true, "men": true, "women": true, "children": true}
)

// IsNameJoiner reports whether a lower-case word may join the capitalised
// words of one name ("Lord of the Rings").
func IsNameJoiner(w string) bool { return NameJoiner[w] }
