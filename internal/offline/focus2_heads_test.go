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
