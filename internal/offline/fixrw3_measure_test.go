package offline

import "testing"

// TestDegreeSuperlativeNoun: "highest"/"lowest"/"biggest" before a noun
// that names a measure (pay, price, size) grade by that noun, not by
// height: the noun says what is measured, the adjective the direction.
func TestDegreeSuperlativeNoun(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Who is the driver with the lowest wage?",
			want: []string{"ORDER BY hourly_rate_eur,"}, warn: "measure-chosen"},
		{schema: "logistics", question: "Name the driver on the highest pay.",
			want: []string{"ORDER BY hourly_rate_eur DESC"}, warn: "measure-chosen"},
		{schema: "company", question: "Which employee earns the lowest wage?",
			want: []string{"salary"}, not: []string{"DESC"}},
		{schema: "retail", question: "Which product has the highest cost?",
			want: []string{"price_usd DESC"}},
		// alone, "highest" keeps its height: nothing of Driver holds one
		{schema: "logistics", question: "Which driver is the highest?", refused: true},
	})
}
