package offline

import "testing"

// TestRelativeTime: a time counted from today ("last year", "yesterday",
// "in the past 30 days", "20 years ago") that the plan bounds nothing by
// is refused, and so is "last"/"latest" with nothing ordered; a calendar
// year, a ranked "latest" and a property named "last …" are still read.
func TestRelativeTime(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "library", question: "Who borrowed the most books last year?", refused: true},
		{schema: "library", question: "Which books were borrowed this year?", refused: true},
		{schema: "retail", question: "Which orders were placed yesterday?", refused: true},
		{schema: "movies", question: "Which movies were released 20 years ago?", refused: true},
		{schema: "ops", question: "How many incidents were opened in the past 30 days?", refused: true},
		{schema: "library", question: "Which book was borrowed last?", refused: true},
		{schema: "movies", question: "Who was the last person to review The Matrix?", refused: true},
		{schema: "library", question: "Show the last 5 books borrowed", refused: true},
		// read as before
		{schema: "ops", question: "Which incidents were opened in 2025?", want: []string{"i.opened >= '2025-01-01'"}},
		{schema: "movies", question: "Which is the latest movie?", want: []string{"ORDER BY released DESC"}},
	})
}

// TestLastAsVerb: "last" as a verb of duration is no recency.
func TestLastAsVerb(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "Which flights last 90 minutes or more?", want: []string{"duration_minutes >= 90"}},
		{schema: "ops", question: "Which incidents last more than 2 hours?", want: []string{"duration_minutes > 120"}},
		{schema: "ops", question: "How long did the Ledger double posting incident last?", want: []string{"duration_minutes"}},
		{schema: "flights", question: "On average, how long does a flight last?", want: []string{"avg("}},
	})
}

// TestNamedSelfEcho: a plan answering with the thing the question names,
// joined to another of its label that nothing filters, is refused; the
// same join answered from the other end is read.
func TestNamedSelfEcho(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which courses have CS101 as a prerequisite?", refused: true},
		{schema: "campus", question: "Which courses require CS101?", want: []string{"RETURN DISTINCT c2.title"}},
		{schema: "movies", question: "Who follows Jessica Thompson?", want: []string{"RETURN DISTINCT p2.name"}},
	})
}
