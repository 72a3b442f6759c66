package offline

import "testing"

// A relationship said once and walked twice through a thing of another
// kind answers "who shares one with X"; only a word saying so ("with",
// "same", "else") reads it that way, on movies and retail alike.
func TestVerbWalkedTwice(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "movies", q: "Who directed Tom Hanks?", refused: true},
		{graph: "movies", q: "Who directed Tom Hanks's movies?", refused: true},
		{graph: "retail", q: "Who reviewed Olivia Fischer's products?", refused: true},
		{graph: "movies", q: "Who acted with Tom Hanks?",
			want: []string{"(p:Person {name: 'Tom Hanks'})-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-(p2:Person)"}},
		{graph: "movies", q: "Which people acted in the same movies as Keanu Reeves?",
			want: []string{"-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-(p2:Person)"}},
		// Not answered with the products she reviewed ("who" asks for the
		// one doing the verb, at REVIEWED's source end); the co-reading
		// over a customer's name is not made either, so it is refused.
		{graph: "retail", q: "Who reviewed the same products as Olivia Fischer?", refused: true},
	})
}
