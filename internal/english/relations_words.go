package english

// actNouns are nouns that name what a verb is done to without being made
// from the verb: a prerequisite is what something requires, as a
// requirement is. Act reads the derived ones ("requirements",
// "dependencies") from their suffix; these need a word list because
// nothing in their spelling says which verb they belong to.
var actNouns = map[string]string{
	"prerequisite":  "require",
	"prerequisites": "require",
	"prereq":        "require",
	"prereqs":       "require",
	"precondition":  "require",
	"preconditions": "require",
}

// ActNounVerb is the verb whose object the lower-case noun w names ("the
// prerequisites of X" are what X requires), "" when w is none of them.
func ActNounVerb(w string) string { return actNouns[w] }

// ActOwnerPrep introduces the subject of the verb after a noun naming what
// the verb is done to: "the requirements of X" and "the prerequisites for
// X" are both what X requires; "Y is a prerequisite for X" says X requires
// Y.
var ActOwnerPrep = WordList{"of": true, "for": true}
