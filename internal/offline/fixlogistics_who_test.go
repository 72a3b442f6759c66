package offline

import "testing"

// TestWhoVerbBareObject: "Who <verb> the <things> …" where the verb links
// a relationship from a named label to the things' label asks for the
// subjects, not the things.
func TestWhoVerbBareObject(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Who drives the vehicles assigned to MAD-01?",
			want: []string{"<-[:DRIVES]-(d2:Driver)", "RETURN DISTINCT d2.name"}, not: []string{"AS plate"}, warn: "who-verb-object"},
		{schema: "library", question: "Who wrote the books in Fiction?",
			want: []string{"(b:Book)<-[:WROTE]-(a:Author)", "RETURN DISTINCT a.name"}, not: []string{"AS title"}, warn: "who-verb-object"},
		{schema: "hotel", question: "Who made the bookings at Harbor Grand Lisbon?",
			want: []string{"<-[:MADE]-(g:Guest)", "g.name AS name"}, not: []string{"AS reference"}, warn: "who-verb-object"},
		{schema: "fixlogistics_forum", question: "Who pinned the messages in Gardening?", want: []string{"<-[:PINNED]-(e:Editor)", "e.name AS name"}, warn: "who-verb-object"},
		// a value right after the noun: whoVerbObject's reading, unchanged
		{schema: "movies", question: "Who reviewed the movie The Matrix?", want: []string{"p.name AS name"}},
	})
}
