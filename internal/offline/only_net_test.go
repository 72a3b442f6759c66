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
