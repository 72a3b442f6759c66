package english

// Words the answers rules read (the kind of answer a question asks for:
// yes or no, a property's value, a count).

var (
	// RequestSubject after an auxiliary makes a request, not a yes/no
	// question: "can you list", "could we see", "do you know who".
	RequestSubject = WordList{"you": true, "i": true, "we": true, "u": true}
	// NeedVerb after "do" and a request subject makes the subject the
	// generic anyone, and the question one of whether a thing is required:
	// "Do you need MATH101 before CS401?", "Do I need X to take Y?" ask
	// yes or no, unlike "can you list".
	NeedVerb = WordList{"need": true, "require": true}
	// NeedAux are the auxiliaries NeedVerb follows in such a question.
	NeedAux = WordList{"do": true, "does": true}
	// OpenQuestion words ask for something other than yes or no wherever
	// they stand: "is it true who …" does not occur, "does X know
	// which …" asks for the which.
	OpenQuestion = WordList{"who": true, "whom": true, "whose": true, "what": true, "which": true,
		"when": true, "where": true, "why": true, "how": true}
)
