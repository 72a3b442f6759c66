package offline

import "testing"

// TestOverAllScope: "the average P over all Xs" names the set the
// aggregate ranges over, read as "of all Xs" with a warning, on a
// relational graph and property graphs; "over" before a number or a
// possessive stays a comparison.
func TestOverAllScope(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_farm_census", "Return the maximum and minimum number of cows over all farms.",
			[]string{"MATCH (f:farm)", "max(f.`farm#cows`)", "min(f.`farm#cows`)", "!WHERE f.`farm#cows` >"}, "aggregate-over-all"},
		{"rel_farm_census", "Find the average, minimum and maximum area over all counties.",
			[]string{"avg(c.`county#area_sq_km`)", "min(c.`county#area_sq_km`)", "max(c.`county#area_sq_km`)"}, "aggregate-over-all"},
		{"company", "What is the average salary over all employees?",
			[]string{"MATCH (e:Employee)", "avg(e.salary)", "!WHERE"}, "aggregate-over-all"},
		{"company", "What is the average salary across all employees?",
			[]string{"avg(e.salary)", "!WHERE"}, "aggregate-over-all"},
		{"campus", "What is the maximum lab fee over all courses?",
			[]string{"max(c.lab_fee_usd)", "!WHERE"}, "aggregate-over-all"},
		// Not a scope: no aggregate, a number, a possessive.
		{"company", "Which employees earn a salary over all their managers?", nil, "aggregate-over-all"},
		{"company", "Which employees earn a salary over 100000?", nil, "aggregate-over-all"},
		{"company", "Which employees work over all departments?", nil, "aggregate-over-all"},
	} {
		checkHaving(t, c)
	}
}
