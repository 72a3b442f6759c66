package offline

import "testing"

// TestPossessiveEdge: "X's Ys" where two relationships join the labels in
// opposite directions reads X as the source of the one it acts through;
// where several go the same way, or nothing is possessive, the frequency
// choice stands and is said.
func TestPossessiveEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Which depots have Hanse Möbel GmbH's shipments left from?",
			want: []string{"(c:Customer {name: 'Hanse Möbel GmbH'})-[:SENT]->(s:Shipment)-[:ORIGIN]->(d:Depot)"}, not: []string{"ADDRESSED_TO"}, warn: "possessive-edge-read"},
		{schema: "logistics", question: "Which drivers drove vehicles carrying Nordsee Fisch AG's shipments?",
			want: []string{"-[:SENT]->(s:Shipment)-[:CARRIED_BY]->"}, not: []string{"ADDRESSED_TO"}, warn: "possessive-edge-read"},
		{schema: "fixlogistics_forum", question: "List Ann Lee's messages.",
			want: []string{"(m:Member {handle: 'Ann Lee'})-[:POSTED]->(m2:Message)"}, not: []string{"MENTIONS"}, warn: "possessive-edge-read"},
		{schema: "movies", question: "List Tom Hanks's movies.",
			want: []string{"(p:Person {name: 'Tom Hanks'})-[:ACTED_IN]->(m:Movie)"}, warn: "edge-choice-guessed"},
		{schema: "fixlogistics_forum", question: "Which messages involve Ann Lee?",
			want: []string{"MENTIONS"}, warn: "edge-choice-guessed"},
	})
}
