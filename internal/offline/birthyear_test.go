package offline

import "testing"

// TestYearOnBirth: an event's year ("made a visit in 2023") is never
// answered as a year of birth; a question about birth keeps it.
func TestYearOnBirth(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Who wrote a review in 2023?", refused: true},
		{schema: "hotel", question: "Which guests wrote a review in 2023?", refused: true},
		{schema: "birthyear_club", question: "Which members made a visit in 2023?", refused: true},
		{schema: "birthyear_club", question: "Which members were born in 1988?", want: []string{"birth_year: 1988"}},
		{schema: "hotel", question: "Which guests were born in 1990?", want: []string{"birth_year: 1990"}},
		{schema: "movies", question: "Who acted in a movie in 1999?", want: []string{"released: 1999"}},
	})
}
