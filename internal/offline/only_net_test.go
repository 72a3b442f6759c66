package offline

import "testing"

// TestOnlyRefused: "only" that limits what the verb reached is an
// exclusion no reading takes: refused on three schemas, where it was read
// as emphasis and listed the things with any; "list only the names", "the
// only X" and "not only" are no such limit.
func TestOnlyRefused(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "library", question: "Which members borrowed only fiction books?", refused: true},
		{schema: "movies", question: "Which actors acted only in movies released before 2000?", refused: true},
		{schema: "movies", question: "Which people only directed movies?", refused: true},
		{schema: "grid", question: "Which technicians only worked on priority 1 work orders?", refused: true},
		{schema: "library", question: "List only the names of members", want: []string{"m.name"}},
		{schema: "movies", question: "Show only the titles of movies released in 1999", want: []string{"m.title", "1999"}},
	})
}

// TestMarginRefused: an amount said as a margin ("delayed by more than an
// hour", "late by 10 minutes") is no value of the property it was compared
// with: refused on three schemas; the thing's own amount and a sorting "by"
// read as before.
func TestMarginRefused(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "Which flights were delayed by more than an hour?", refused: true},
		{schema: "flights", question: "Which flights were delayed by 2 hours?", refused: true},
		{schema: "grid", question: "Which outages overran by more than 30 minutes?", refused: true},
		{schema: "delivery", question: "Which orders arrived late by over 20 minutes?", refused: true},
		{schema: "flights", question: "Which flights are longer than 2 hours?", want: []string{"duration_minutes > 120"}},
		{schema: "flights", question: "List flights sorted by duration over 2 hours", want: []string{"duration_minutes > 120"}},
	})
}

// TestClockTimeRefused: a time of day is two numbers to the number
// readers; no reading takes it, so it refuses rather than comparing a
// count with the hour (flights, and grid where a text date stored it).
func TestClockTimeRefused(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "List flights departing after 18:00", refused: true},
		{schema: "grid", question: "Which outages started after 14:30?", refused: true},
		{schema: "flights", question: "Which flights are longer than 2 hours?", want: []string{"duration_minutes > 120"}},
		{schema: "grid", question: "Which outages started at '2023-10-25T12:30'?", want: []string{"2023-10-25T12:30"}},
	})
}
