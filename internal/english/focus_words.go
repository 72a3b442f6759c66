package english

// Words the offline focus phase reads around the noun a question asks for,
// and the number reader reads around a row count. Each list names the
// role its words play where they were spelled inline before.
var (
	// CastNoun is a noun of one word that names the people who act, as
	// "actors" does by its ending ("the cast of The Matrix").
	CastNoun = WordList{"cast": true}
	// Youngest orders people by birth, latest first: like the ordering
	// words it says how to rank, not what is asked.
	Youngest = WordList{"youngest": true}
	// PeopleNoun and PersonsNoun are counted people ("how many people does
	// X manage"); "people" is looked for first, then "persons".
	PeopleNoun  = WordList{"people": true}
	PersonsNoun = WordList{"persons": true}
	// WithHaving opens a property that describes the noun before it
	// ("movies with taglines containing X", "people having a salary").
	WithHaving = WordList{"with": true, "having": true}
	// FocusFiller stands between an asking word and the noun asked for
	// without carrying meaning of its own ("list the top 5 youngest
	// people", "the number of distinct movies"). "of" fills only after a
	// count head (FocusFillerOf).
	FocusFiller = WordList{"number": true, "count": true, "total": true, "top": true, "first": true, "last": true,
		"all": true, "most": true, "different": true, "distinct": true, "unique": true, "youngest": true}
	// ListJoiner separates the properties of a list asked for ("the name,
	// country and also age of").
	ListJoiner = WordList{",": true, "and": true, "also": true}
	// PossessedLead stands between a possessor and the noun it owns ("Ada
	// Lovelace's full name", "Keanu Reeves' date of birth").
	PossessedLead = WordList{"the": true, "of": true, "date": true, "full": true}
	// RankAfterNumber after a number makes the number a row count ("3 most
	// rated", "5 latest", "10 newest").
	RankAfterNumber = WordList{"most": true, "latest": true, "newest": true}
	// RankCountLead before a number makes it a row count when the question
	// ranks ("which two actors have acted in the most movies", "list 3").
	RankCountLead = WordList{"which": true, "what": true, "the": true, "list": true}
	// NumberWordLead before a number spelled as a word makes it a row count
	// ("which two", "the three").
	NumberWordLead = WordList{"which": true, "the": true}
	// BoundBeforeNumber before a number makes it a bound, not a row count
	// ("between 3 and 5", "at least 3", "more than 2").
	BoundBeforeNumber = WordList{"between": true, "and": true, "least": true, "than": true}
)

// FocusFillerOf reports whether w between an asking word and its noun
// carries no meaning of its own, given the word before it: a filler word,
// or "of" right after a count head ("the number of").
func FocusFillerOf(w, before string) bool {
	return FocusFiller.Is(w) || Of.Is(w) && CountHead.Is(before)
}
