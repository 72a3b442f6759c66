package offline

import "testing"

// TestThanDateAndNearDate: "earlier/later than YEAR" on a date held as
// text is "before/after YEAR"; a year with no property named dates the
// thing named right before its cue when that thing holds one ISO date;
// "who V a N" asks for the verb's subject.
func TestThanDateAndNearDate(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "library", question: "Which members joined earlier than 2020?",
			want: []string{"m.joined < '2020-01-01'"}, warn: "date-as-text"},
		{schema: "library", question: "Which members joined later than June 2023?",
			want: []string{"m.joined >= '2023-07-01'"}},
		{schema: "registry", question: "Who maintained a package before 2015?",
			want: []string{"(m:Maintainer)-[r:MAINTAINS]->(p:Package)", "r.since < '2015-01-01'", "RETURN DISTINCT m.name"}},
		{schema: "registry", question: "Who has been maintaining a package since a date earlier than 2016?",
			want: []string{"r.since < '2016-01-01'", "RETURN DISTINCT m.name"}},
		{schema: "movies", question: "Which movies were released earlier than 1990?",
			want: []string{"m.released < 1990"}},
	})
}
