package offline

import "testing"

// TestCompoundLabelNames: words that spell a label's several-word name,
// split in two or run together, name that label, whatever a part of them
// links to on its own.
func TestCompoundLabelNames(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "Count the workorders for each priority.", want: []string{"count(w)", "w.priority AS priority"}, not: []string{"Technician"}, warn: "compound-label-read"},
		// split in words, the name is read by grounding first (word-corrected,
		// grounding/fixvocab_compound.go); the plan must be the same
		{schema: "grid", question: "Which technicians have not worked on any work order?", want: []string{"NOT EXISTS", ":WorkOrder"}},
		{schema: "grid", question: "Show the work orders that Marek Nowak worked on.", want: []string{"[:WORKED_ON]->(w:WorkOrder)", "w.wo_number"}},
		{schema: "hotel", question: "How many roomtypes does each hotel offer?", want: []string{"(r:RoomType)", "count(r)"}, warn: "compound-label-read"},
		{schema: "outpatient", question: "How many labtests are there?", want: []string{"(l:LabTest)", "count(l)"}, warn: "compound-label-read"},
		// the run is a noun, not a verb modifying the last word
		{schema: "grid", question: "Which technician has worked on the most work orders?", want: []string{"count(w)", "t.name"}},
		{schema: "fixgrid_water", question: "Which engineer repaired the most repair jobs?", want: []string{"count(r)", "e.name"}},
		// a link already spanning the run is kept as it is
		{schema: "hotel", question: "Which room types sleep at least 3 people?", want: []string{"capacity_persons >= 3"}},
		// a part alone is no name of the label
		{schema: "fixgrid_water", question: "How many repairjobs were opened in 2024?", want: []string{"(r:RepairJob)", "count(r)"}, warn: "compound-label-read"},
		{schema: "fixgrid_water", question: "Which engineers never repaired a repair job?", want: []string{"NOT EXISTS", "REPAIRED"}},
	})
}
