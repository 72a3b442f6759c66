package english

var (
	// Lacking words say a thing has what follows ("airports that have no
	// flights", "courses with no students", "without any staff"): a
	// negation with them denies every relationship to that thing, not a
	// particular one a verb would name.
	Lacking = WordList{"have": true, "has": true, "had": true, "having": true, "with": true, "without": true}
	// AtAll closes a negation over everything ("no flights at all").
	AtAll = WordList{"all": true}
)
