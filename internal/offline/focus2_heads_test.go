package offline

import "testing"

// A name the graph does not hold that begins several stored values of its
// field and goes on with digits ("CS" of CS101, CS102; "NS1" of NS101,
// NS110) names a group of codes, which no field stores: it is refused, not
// kept as a literal (which counted nothing, or joined a second node of the
// label by a guessed self-relation). A name that is a whole word of stored
// values is still matched as contained text, and a stored value is still
// an anchor.
func TestCodeHeadIsRefused(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "campus", q: "How many CS courses are there?", refused: true},
		{graph: "campus", q: "List the CS courses.", refused: true},
		{graph: "flights", q: "How many NS1 flights are there?", refused: true},
		{graph: "flights", q: "Which NS1 flights depart from Oslo?", refused: true},
		{graph: "retail", q: "How many SO orders are there?", want: []string{"CONTAINS 'SO'"}, warn: "not a stored"},
		{graph: "flights", q: "How many flights does NS operate?", want: []string{"{iata: 'NS'}", "OPERATED_BY"}},
		{graph: "campus", q: "Who is enrolled in CS101?", want: []string{"{code: 'CS101'}", "ENROLLED_IN"}},
	})
}

// "Who <verb> X" with X not stored: X is the verb's object, so a literal
// whose closest stored values are of a label only ever the verb's subject
// would make the subject's label a co-participant ("who directed with North
// Wind"): it is refused. Where the closest label can be the object (passive
// named relationships read through an active verb, self-relationships) or
// a preposition makes X a co-participant, the literal is kept as before.
func TestWhoVerbUnstoredObject(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "movies", q: "Who directed North Wind?", refused: true},
		{graph: "movies", q: "Who acted in North Wind?", refused: true},
		{graph: "flights", q: "Who operates Nordik Wingz?", refused: true},
		{graph: "campus", q: "Who teaches Profesor Alan Grant?", refused: true},
		{graph: "retail", q: "Who supplies Blue Widget Deluxe?",
			want: []string{"(p:Product {name: 'Blue Widget Deluxe'})-[:SUPPLIED_BY]->(s:Supplier)"}},
		{graph: "campus", q: "Who teaches Quantum Basket Weaving?",
			want: []string{"(c2:Course {title: 'Quantum Basket Weaving'})<-[:TEACHES]-(p:Professor)"}},
		{graph: "movies", q: "Who follows Jessica Smith?",
			want: []string{"(p:Person {name: 'Jessica Smith'})<-[:FOLLOWS]-(p2:Person)"}},
		{graph: "movies", q: "Who directed The Matrix?",
			want: []string{"(m:Movie {title: 'The Matrix'})<-[:DIRECTED]-(p:Person)"}},
	})
}
