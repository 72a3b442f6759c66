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

// TestCountNounLabel: the noun counted after "how many" names a label
// when, as written, it is that label's noun and nothing else is named.
func TestCountNounLabel(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "How many diagnoses are chronic?",
			want: []string{"MATCH (d:Diagnosis {chronic: true}) RETURN count(d)"}, not: []string{"Appointment"}, warn: "count-noun-label"},
		{schema: "fixclinic_vet", question: "How many contagious diagnoses does the practice know?",
			want: []string{"MATCH (d:Diagnosis {contagious: true}) RETURN count(d)"}, not: []string{"Exam"}, warn: "count-noun-label"},
		// a label linked already: nothing to move
		{schema: "fixclinic_funds", question: "How many funds are there?", want: []string{"count(f)"}, not: []string{"count-noun"}},
		// another thing named: the phases' reading stands
		{schema: "outpatient", question: "How many diagnoses did Olga Jesus get?",
			want: []string{"count(DISTINCT a)"}},
		{schema: "fixclinic_vet", question: "How many diagnoses did Biscuit get?",
			not: []string{"count(d)"}},
	})
}

// TestSubParts: a named thing "including its sub-<things>" is refused
// when the plan does not walk the label's relationship to itself and
// fixkinds' sub-parts walk cannot place it.
func TestSubParts(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "List the nurses in Cardiology and its sub-departments.", refused: true},
		// PART_OF says its source is the part: walked (sub-parts-walked)
		{schema: "fixclinic_funds", question: "Which funds belong to Energy, sub-sectors included?", want: []string{"PART_OF*0..10"}, warn: "sub-parts-walked"},
		// no sub- noun: the plan stands
		{schema: "fixclinic_funds", question: "Which funds are in the Energy sector?", want: []string{"Energy"}},
	})
}

// TestSubPartsThemselves: the parts asked for themselves are no refusal.
func TestSubPartsThemselves(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "fixclinic_funds", question: "Which sub-sectors does Renewables have?", want: []string{"PART_OF"}},
	})
}

// TestWhoSeveralLabels: "who" over a relationship that things of several
// labels have is refused; naming the kind is answered.
func TestWhoSeveralLabels(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"outpatient", "Who works at the Foz Family Clinic?"},
		{"fixclinic_software", "Who maintains the Lantern project?"},
	} {
		g, s := answersGraph(t, c.schema)
		checkPlan(t, g, s, planWant{schema: c.schema, question: c.question, refused: true, check: "who-several-labels", detail: "several labels"})
	}
	runKinds(t, []kindCase{
		{schema: "fixclinic_software", question: "Which maintainers maintain Quill?", want: []string{"Maintainer"}},
		{schema: "outpatient", question: "Which nurses work at Foz Family Clinic?", want: []string{"(n:Nurse)"}},
		// one label at that end: answered
		{schema: "company", question: "Who works in Engineering?", want: []string{"Employee"}},
	})
}

// TestSubPartsReason: the refusal names the sub- noun and the relationship.
func TestSubPartsReason(t *testing.T) {
	g, s := answersGraph(t, "outpatient")
	checkPlan(t, g, s, planWant{schema: "outpatient", question: "Which patients booked appointments with doctors of Surgery or its sub-departments?",
		refused: true, check: "sub-parts", detail: "PART_OF"})
}

// TestPossessionFlag: "have a N" is the yes/no property named for
// possessing N; a property of another type stays a presence test.
func TestPossessionFlag(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "List the clinics in Lisbon that have a lab.",
			want: []string{"city: 'Lisbon'", "has_lab: true"}, warn: "possession-flag-read"},
		{schema: "fixclinic_software", question: "Does Lantern have a website?",
			want: []string{"has_website: true", "AS yes"}, warn: "possession-flag-read"},
		{schema: "movies", question: "Which movies have a tagline?", refused: true},
	})
}

// TestAbsenceRecordAfter: the record word may follow the missing property
// ("no salary recorded") as it may precede it ("no recorded salary").
func TestAbsenceRecordAfter(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "Which patients have no blood type recorded?",
			want: []string{"p.blood_type IS NULL"}},
		{schema: "company", question: "Which employees have no salary listed?",
			want: []string{"e.salary IS NULL"}},
	})
}
