package offline

import "testing"

// TestNounCount: a count said as a noun after the counted noun ("N
// count", "N tally") counts N, grouped by what "for each / per / by"
// names; asked on two schemas in several wordings.
func TestNounCount(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "company", question: "Show the employee count for each department",
			want: []string{"count(e)", "d.name"}},
		{schema: "ops", question: "person tally per team",
			want: []string{"count(p)", "t.name"}},
		{schema: "movies", question: "Give me the movie tally for every director",
			want: []string{"count(m)", "p.name"}},
		{schema: "ops", question: "Split the incident count by severity",
			want: []string{"i.severity", "count(i)"}},
	})
}

// TestHeadcount: a headcount counts the schema's person label, with a
// warning, on two schemas; a schema with no person label is not guessed.
func TestHeadcount(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "company", question: "Give me the headcount for every department",
			want: []string{"count(e)", "d.name"}, warn: "headcount-read"},
		{schema: "ops", question: "what is the Payments team's headcount",
			want: []string{"Payments", "count(DISTINCT p)"}, warn: "headcount-read"},
	})
}
