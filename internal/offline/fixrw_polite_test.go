package offline

import "testing"

// TestPoliteTexting: the texting spellings of "please" are the filler
// "please" is; the question around them reads as it does without them.
func TestPoliteTexting(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "list the people born before 1960 pls",
			want: []string{"p.born < 1960"}},
		{schema: "movies", question: "plz list the people born before 1960",
			want: []string{"p.born < 1960"}},
		{schema: "flights", question: "Which aircraft types have more than 200 seats, plz?",
			want: []string{"a.seats > 200"}},
	})
}
