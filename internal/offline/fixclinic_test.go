package offline

import "testing"

// TestSignedValues: a sign written after a value is part of it; stored
// values that differ by the sign alone are not swapped, and a sign no
// stored value carries keeps the name as an unstored literal.
func TestSignedValues(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "List the patients whose blood type is AB-.",
			want: []string{"blood_type: 'AB-'"}, not: []string{"'AB+'"}},
		{schema: "outpatient", question: "Show patients with blood type B+",
			want: []string{"blood_type: 'B+'"}, not: []string{"'B-'"}},
		{schema: "fixclinic_funds", question: "Which funds are rated AA-?",
			want: []string{"rating: 'AA-'"}, not: []string{"'AA+'"}},
		// no fund is rated BB-: nothing matches, and the warning says so
		{schema: "fixclinic_funds", question: "Which funds have the rating BB-?",
			want: []string{"'BB-'"}, not: []string{"'BB+'"}, warn: "value-not-found"},
	})
}

// TestTitleSurname: "Dr Surname" names the one stored name ending with
// the surname.
func TestTitleSurname(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "When was Dr. Almeida hired?",
			want: []string{"name: 'Sofia Almeida'"}, warn: "title-surname-read"},
		{schema: "company", question: "What is Mrs Lovelace's salary?",
			want: []string{"name: 'Ada Lovelace'", "salary"}, warn: "title-surname-read"},
		{schema: "company", question: "Which department does Prof Turing work in?",
			want: []string{"name: 'Alan Turing'"}, warn: "title-surname-read"},
	})
}

// TestPairEnds: pairs of things joined to each other return both ends.
func TestPairEnds(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "List the drug pairs whose interaction is moderate.",
			want: []string{"-[r:INTERACTS_WITH", "d2.name AS name_2"}, warn: "pair-ends-read"},
		{schema: "fixclinic_funds", question: "Which fund pairs have a tight tracking?",
			want: []string{"TRACKS {closeness: 'tight'}", "f2.name AS name_2"}, warn: "pair-ends-read"},
		// one thing per row when no pair is asked for
		{schema: "outpatient", question: "Which drugs have a major interaction?",
			not: []string{"name_2"}},
	})
}
