package english

// Words of a question about how two things are connected ("How is Keanu
// Reeves connected to Tom Hanks?", "how are A and B related"): the answer
// is a shortest path between them.
var (
	// How opens the question.
	How = WordList{"how": true}
	// Connected names the connection itself, by no relationship type.
	Connected = WordList{"connected": true, "related": true, "linked": true, "connect": true, "relate": true, "link": true}
)

// YearIn puts a thing inside a year ("hired in 2014", "during 2020").
var YearIn = WordList{"in": true, "during": true}

// YearOf also puts a thing inside a year, when no property is named before
// it ("incidents of 2025", "incidents from 2024"); after a named property
// these words mean other things ("a capacity of 2000").
var YearOf = WordList{"of": true, "from": true}
