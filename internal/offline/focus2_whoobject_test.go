package offline

import "testing"

// "Who <verb> <label noun> <value>": the noun and its value are the verb's
// object, and "who" asks for the subject at the other end of the verb's
// relationship (said as focus-inferred), on graphs where "who" links no
// label; a verb that links no relationship is refused rather than read as
// whichever label reaches the named thing.
func TestWhoVerbLabelValueAsksForSubject(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Who operates flight NS101?",
			want: []string{"(f:Flight {flight_number: 'NS101'})-[:OPERATED_BY]->(a:Airline)", "RETURN DISTINCT a.name"}, warn: "the other end of OPERATED_BY"},
		{graph: "campus", q: "Who teaches course CS101?",
			want: []string{"(c:Course {code: 'CS101'})<-[:TEACHES]-(p:Professor)", "RETURN DISTINCT p.name"}, warn: "the other end of TEACHES"},
		{graph: "campus", q: "Who takes course MATH101?", refused: true},
		{graph: "retail", q: "Who placed order SO-10010?",
			want: []string{"<-[:PLACED]-(c:Customer)", "c.name"}},
		{graph: "movies", q: "Who directed movie The Matrix?",
			want: []string{"(m:Movie {title: 'The Matrix'})<-[:DIRECTED]-(p:Person)"}},
		// Ranked by a count, the noun is what is counted per subject.
		{graph: "flights", q: "Who operates the most flights?",
			want: []string{"(a:Airline)<-[:OPERATED_BY]-(f:Flight)", "count(f)"}},
	})
}
