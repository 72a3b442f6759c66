package english

// Words the offline compiler's relations phase reads when it places a
// relationship between the things a question names: which side is the
// subject, what a noun after a copula describes, which verbs relate
// nothing. Each list is a set of lower-case words as written, except
// FramingVerb, which holds lemmas.

var (
	// PassiveBy follows a verb in the passive ("directed by X", "was hit
	// by"): the thing after it is the relationship's source.
	PassiveBy = WordList{"by": true}

	// PerfectAux is the auxiliary of a perfect ("which people have
	// reviewed"): unlike "did X act", the noun after it is no subject, the
	// wh-phrase before it is.
	PerfectAux = WordList{"have": true, "has": true}

	// DoAux opens a question whose subject follows it ("did Tom Hanks
	// act", "does Ada manage").
	DoAux = WordList{"did": true, "does": true, "do": true}

	// AsRole precedes a noun naming the role its subject takes ("involved
	// as a writer").
	AsRole = WordList{"as": true}

	// PredicateFiller stands between a copula and the noun that describes
	// its subject ("the directors were also actors", "are both", "were
	// themselves writers", "is a producer too").
	PredicateFiller = WordList{"also": true, "both": true, "a": true, "an": true, "the": true, "themselves": true, "too": true}

	// TopNoun is the one noun that may sit between a question's focus and
	// a noun restating it ("who are the top three producers"): tagged a
	// noun, it ranks rather than names.
	TopNoun = WordList{"top": true}

	// RelativePronoun opens a relative clause ("people who produced",
	// "movies that have"): linked to a label, it names no new thing.
	RelativePronoun = WordList{"who": true, "whom": true, "which": true, "that": true}

	// HasValue are the words between a noun and a value that only say the
	// noun has it ("movie has the tagline", "movies that have the title",
	// "movie with the name", "whose title is").
	HasValue = WordList{"has": true, "have": true, "had": true, "with": true, "that": true, "which": true, "whose": true,
		"the": true, "a": true, "an": true, "is": true, "are": true}

	// FramingVerb are lemmas of verbs that frame a request or link a
	// subject to its predicate ("show", "list", "be", "have") and so
	// relate nothing: a verb of another lemma between two things names
	// their relationship.
	FramingVerb = WordList{"be": true, "have": true, "do": true, "get": true, "show": true, "list": true, "give": true, "find": true,
		"name": true, "tell": true, "return": true, "retrieve": true, "display": true, "want": true, "know": true, "see": true}
)
