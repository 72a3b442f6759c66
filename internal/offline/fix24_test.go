package offline

import "testing"

// TestFix24Walks: every level of a self-relationship asked by a lineage
// noun or "come under", and a "directly or through" clause naming the
// relationship, are read as chains on farm, transit and papers, rendered
// and parsed in all three languages; a clause naming no relationship, or
// one whose chain the plan would walk the other way, stays refused.
func TestFix24Walks(t *testing.T) {
	exampleReadings(t, []string{"farm", "transit", "papers", "ops", "logistics", "museum"}, []readingCase{
		{"farm", "Who are all the farmers in Hendrik Vos's mentoring line?", []string{"(f:Farmer {name: 'Hendrik Vos'})-[:MENTORS*1..10]->(f2:Farmer)", "RETURN DISTINCT"}, "all-levels-read"},
		{"museum", "Who are all the artists in Jan Verhoeven's teaching line?", []string{"(a:Artist {name: 'Jan Verhoeven'})-[:TAUGHT*1..10]->(a2:Artist)", "RETURN DISTINCT"}, "all-levels-read"},
		// A line of rank may run up or down from its owner: still refused.
		{"logistics", "Which drivers are in Ana Silva's reporting line?", nil, ""},
		{"farm", "Which crops come under Wheat?", []string{"(c:Crop {name: 'Wheat'})<-[:VARIETY_OF*1..10]-(c2:Crop)"}, "all-levels-read"},
		{"farm", "How many crops come under Wheat?", []string{"VARIETY_OF*1..10", "count(DISTINCT c2)"}, "all-levels-read"},
		{"transit", "Which drivers were trained by Tomasz Nowak, directly or through someone he mentored?", []string{"(d:Driver {name: 'Tomasz Nowak'})-[:MENTORS*1..10]->(d2:Driver)", "RETURN DISTINCT"}, "chain-through-read"},
		{"papers", "Which papers does Explaining Property Graphs build on, directly or through the papers it cites?", []string{"(p:Paper {title: 'Explaining Property Graphs'})-[:CITES*1..10]->(p2:Paper)", "RETURN DISTINCT"}, "chain-through-read"},
		// No relationship named after "through": which way is a guess.
		{"ops", "if secrets-vault goes down which services break, directly or through other services?", nil, ""},
		// The pronoun is the named paper, the subject of "cites": the
		// plan's chain into it is the other way round.
		{"papers", "Which papers cite Explaining Property Graphs, directly or through the papers it cites?", nil, ""},
		// Shapes left as they were.
		{"logistics", "Which drivers come under Ana Silva?", []string{"REPORTS_TO*1.."}, ""},
		{"papers", "Which papers does Explaining Property Graphs cite, directly or indirectly?", []string{"CITES*1..10"}, ""},
		{"farm", "Who does Hendrik Vos mentor?", []string{"-[:MENTORS]->", "!MENTORS*"}, ""},
	})
}

// TestFix24Positions: an ordinal after "the" and a bare "in order" read
// the position the walked relationship holds, on transit and a ferry
// company, in all three languages; an ordinal before a number, or "in
// alphabetical order", does not.
func TestFix24Positions(t *testing.T) {
	exampleReadings(t, []string{"transit"}, []readingCase{
		{"transit", "Which stop is the 4th on the B12?", []string{"(l:Line {line_code: 'B12'})-[r:SERVES {stop_seq: 4}]->(s:Stop)"}, "position-read"},
		{"transit", "What is the first stop of the B12?", []string{"[r:SERVES {stop_seq: 1}]"}, "position-read"},
		{"transit", "List the stops of the M2 in order.", []string{"-[r:SERVES]->", "r.stop_seq AS stop_seq", "ORDER BY stop_seq"}, "position-read"},
		{"fix20_ferry", "Which harbour is the 3rd on the R5?", []string{"{call_seq: 3}"}, "position-read"},
		{"fix20_ferry", "List the harbours of the R5 in order.", []string{"ORDER BY call_seq"}, "position-read"},
		// Not a position: a row cap, an alphabetical order.
		{"transit", "List the first 3 stops of the B12", nil, ""},
		{"fix20_ferry", "List the harbours of the R5 in alphabetical order.", []string{"ORDER BY name", "!call_seq"}, ""},
	})
}
