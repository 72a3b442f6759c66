package offline

import "testing"

// TestSubPartsWalked: a sub- noun of a label with one relationship to
// itself joins what is asked for to the named thing or any thing under
// it, zero or more steps along the relationship, in the direction its
// name gives the part: PART_OF and SUBCUISINE_OF walk out from the part,
// CONTAINS in; a plan asking for the parts themselves is left as it was.
func TestSubPartsWalked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "outpatient", question: "Which doctors belong to Internal Medicine or its sub-departments?",
			want: []string{"-[:PART_OF*0..10]->(", "{name: 'Internal Medicine'}", "DISTINCT"}, warn: "sub-parts-walked"},
		{schema: "outpatient", question: "How many doctors are members of Internal Medicine or one of its subdepartments?",
			want: []string{"-[:PART_OF*0..10]->(", "count(DISTINCT"}, warn: "sub-parts-walked"},
		{schema: "fixkinds_org", question: "Which people are assigned to Operations, sub-units included?",
			want: []string{"<-[:`CONTAINS`*0..10]-(", "{name: 'Operations'}"}, warn: "sub-parts-walked"},
		{schema: "fixkinds_org", question: "List the people assigned to Logistics and all its subunits.",
			want: []string{"<-[:`CONTAINS`*0..10]-(", "{name: 'Logistics'}"}, warn: "sub-parts-walked"},
		{schema: "fixkinds_org", question: "Which suppliers supply the Gearbox and all its subassemblies?",
			want: []string{"-[:SUBASSEMBLY_OF*0..10]->(", "{name: 'Gearbox'}"}, warn: "sub-parts-walked"},
		// "including" names the parts here, not a piece of text
		{schema: "outpatient", question: "Which doctors belong to Internal Medicine, including its sub-departments?",
			want: []string{"-[:PART_OF*0..10]->(", "{name: 'Internal Medicine'}"}, not: []string{"CONTAINS"}, warn: "sub-parts-walked"},
		{schema: "fixkinds_org", question: "Which people are assigned to Logistics, including its sub-units?",
			want: []string{"<-[:`CONTAINS`*0..10]-(", "{name: 'Logistics'}"}, warn: "sub-parts-walked"},
		// "serve Asian food" is joined to orders of dishes by the phases:
		// a join no word asked for, so the sub-parts refusal stands
		{schema: "delivery", question: "Which restaurants serve Asian food, subcuisines included?", refused: true},
	})
}

// TestCountRange: "between N and M Ys" counts the Ys joined to each thing
// asked about, both ends included, on two schemas and in two wordings; a
// range of a property stays a range of it.
func TestCountRange(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "company", question: "Which employees are in between 3 and 6 projects?",
			want: []string{"count(DISTINCT p)", ">= 3", "<= 6"}, not: []string{"hours"}, warn: "count-range-read"},
		{schema: "company", question: "List the employees working on between 2 and 4 projects.",
			want: []string{"count(DISTINCT p)", ">= 2", "<= 4"}, not: []string{"hours"}, warn: "count-range-read"},
		{schema: "movies", question: "Which people acted in between 2 and 5 movies?",
			want: []string{"count(DISTINCT m)", ">= 2", "<= 5"}, warn: "count-range-read"},
		{schema: "movies", question: "Who directed between 2 and 3 movies?",
			want: []string{"count(DISTINCT m)", ">= 2", "<= 3"}, warn: "count-range-read"},
		// a property's range: no count
		{schema: "company", question: "Which employees have a salary between 50000 and 90000?",
			want: []string{"e.salary >= 50000 AND e.salary <= 90000"}, not: []string{"count("}},
	})
}
