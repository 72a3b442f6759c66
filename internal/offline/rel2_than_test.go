package offline

import "testing"

// TestMeasuredThan: "older than 30", "cheaper than 20" bound the one
// property whose name grows with the measure (age, price) on a relational
// graph and two property graphs, rendered in the three languages and
// warned measure-chosen; a thing whose only measure shrinks with it (a year
// of birth for older) or that has none is not read so.
func TestMeasuredThan(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_clinic", "Show the names of patients who are older than 30.",
			[]string{"`patient#age` > 30", "`patient#name`"}, "measure-chosen"},
		{"clinic", "Show the names of patients who stay in ward Aster and are older than 40.",
			[]string{"(w:Ward {name: 'Aster'})", "p.age > 40"}, "measure-chosen"},
		{"clinic", "Which patients are younger than 50?",
			[]string{"p.age < 50"}, "measure-chosen"},
		{"retail", "Which products are cheaper than 20?",
			[]string{"p.price_usd < 20"}, "measure-chosen"},
		{"movies", "Which people are older than 1960?", nil, "measure-chosen"},
		{"rel_clinic", "Which physicians are younger than 40?", nil, "measure-chosen"},
	} {
		checkHaving(t, c)
	}
}
