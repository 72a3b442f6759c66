package offline

import "testing"

// TestOwnerSynonymProps: a word spelt like a property of a label the
// question does not mention reads as the synonymous property of the label
// it does mention, on two schemas; where the spelt label is mentioned,
// the link stays.
func TestOwnerSynonymProps(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "How many incidents of each type?",
			want: []string{"i.kind", "count(i)"}, not: []string{"type"}, warn: "owner-synonym-read"},
		{schema: "logistics", question: "vehicle type of 73-JT-57",
			want: []string{"RETURN v.kind AS kind"}, warn: "owner-synonym-read"},
		{schema: "rwref_yard", question: "What type of boat is HN-311?",
			want: []string{"b.kind"}, not: []string{"type"}, warn: "owner-synonym-read"},
		{schema: "rwref_yard", question: "Number of boats of each type",
			want: []string{"b.kind", "count(b)"}, warn: "owner-synonym-read"},
		{schema: "rwref_yard", question: "Which owners are of type club?",
			want: []string{"type"}, not: []string{"kind"}},
	})
}
