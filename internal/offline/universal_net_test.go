package offline

import "testing"

// TestUniversalRefused: "every" over a label the plan joins but does
// not ask about is a condition over all of them, refused on three schemas;
// the set asked about, grouped by or aggregated is still read.
func TestUniversalRefused(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which students take every course?", refused: true},
		{schema: "campus", question: "Which professors teach every one of the courses?", refused: true},
		{schema: "movies", question: "Which people have reviewed every movie?", refused: true},
		{schema: "library", question: "Which members borrowed every book?", refused: true},
		{schema: "campus", question: "List every course.", want: []string{"c.title"}},
		{schema: "library", question: "How many copies of Winter Orchard do we have across all branches?", want: []string{"sum("}},
		{schema: "campus", question: "What is the average credits of all courses?", want: []string{"avg(c.credits)"}},
		{schema: "campus", question: "Show the number of students in every course", want: []string{"count("}},
		{schema: "campus", question: "What is the title of every course?", want: []string{"c.title"}},
	})
}

// TestRepetitionUnread: how often a verb happened, unbounded ("twice",
// "once") or of one named thing ("the same book twice"), is no reading:
// refused, on two schemas, where it was dropped or placed on a property
// ("borrowed more than 3 times" was r.days > 3, and is now a count of the
// borrowings, repeat_count.go); "at least once" is the plan's own existence.
func TestRepetitionUnread(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "Anyone who reviewed a movie twice?", refused: true},
		{schema: "library", question: "Which books were borrowed once?", refused: true},
		{schema: "library", question: "Which books were borrowed more than 3 times?", want: []string{"WHERE count > 3"}},
		{schema: "library", question: "Which members borrowed the same book twice?", refused: true},
		{schema: "library", question: "Which members have borrowed a book at least once?", want: []string{"BORROWED"}},
		{schema: "library", question: "Which books were borrowed the most times?", want: []string{"count("}},
	})
}
