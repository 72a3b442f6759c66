package offline

import "testing"

// TestPerfectAfterWho: "who has V-ed X" reads as "who V-ed X": the
// auxiliary is passed over by the rules that read the verb after "who".
func TestPerfectAfterWho(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "who has written a review of Harbor Pine Seville",
			want: []string{"<-[:WROTE]-(g:Guest)", "RETURN DISTINCT g.name"}},
		{schema: "movies", question: "Who has reviewed The Da Vinci Code?",
			want: []string{"<-[:REVIEWED]-(p:Person)", "p.name"}},
		{schema: "company", question: "Who has worked on Atlas?",
			want: []string{"WORKS_ON", "e.name"}, not: []string{"Department"}},
	})
}
