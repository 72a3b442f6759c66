package offline

import "testing"

// TestFixgridUnits: a unit on a property's name (kV, MW, kVA, kW) reads
// the amount asked; prefixes of one unit convert (MVA to kVA, MW to kW);
// a unit after a number is never a value's initials; a compared property
// right after the noun is not the answer.
func TestFixgridUnits(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "List the substations running above 30 kV.", want: []string{"voltage_kv > 30"}},
		{schema: "grid", question: "Which generators exceed 40 MW?", want: []string{"capacity_mw > 40", "g.name"}, not: []string{"Moorland"}},
		{schema: "grid", question: "Show transformers rated over 0.5 MVA.", want: []string{"rating_kva > 500", "t.serial"}, warn: "unit-converted"},
		{schema: "fixgrid_water", question: "Which pumps are rated above 0.03 MW?", want: []string{"rating_kw > 30", "p.name"}, not: []string{"Mill Wharf"}, warn: "unit-word-read"},
		{schema: "fixgrid_water", question: "List the pumps rated at least 50 kilowatts.", want: []string{"rating_kw >= 50", "p.name AS name"}, warn: "compared-not-shown"},
		// a unit of another dimension is no conversion
		{schema: "fixgrid_water", question: "Which pumps are rated above 2 kV?", refused: true},
	})
}

// TestFixgridUnitsKeepNamed: a unit word that is itself a property's
// name (hours on a relationship) stays that property.
func TestFixgridUnitsKeepNamed(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "company", question: "Which employees work fewer than 10 hours a week on a project?", want: []string{"hours < 10"}},
		{schema: "company", question: "Which employees spend more than 20 hours a week on a project?", want: []string{"hours > 20"}},
	})
}
