package offline

import (
	"strings"
	"testing"
)

// TestShortenedID: "the ids of Xs" reads the identifier whose name shortens
// the label's (appt_id of appointment, rpr_id of repair) when the label has
// other identifiers too, on a relational graph and a property graph,
// rendered in the three languages and warned id-column.
func TestShortenedID(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_clinic", "List the ids of the appointments whose fee is above 100.",
			[]string{"`appointment#appt_id`", "`appointment#fee` > 100", "!patient_id"}, "id-column"},
		{"rel_clinic", "Show the ids and dates of appointments whose date starts with '2024-03'.",
			[]string{"`appointment#appt_id`", "`appointment#appt_date`", "STARTS WITH '2024-03'"}, "id-column"},
		{"rel2_depot", "List the ids of the repairs that cost more than 100.",
			[]string{"r.rpr_id AS rpr_id", "!invoice_id", "r.cost > 100"}, "id-column"},
	} {
		checkHaving(t, c)
	}
}

// TestShortenedIDStaysRefused: a shortening another label's name takes as
// well (pt of part and of payment) could be that label's key: not guessed.
func TestShortenedIDStaysRefused(t *testing.T) {
	g, s := exampleGraph(t, "rel2_depot")
	cy, _, err := renderOfflineDiag(t, g, s, "List the ids of the parts used in repairs.")
	if err == nil && strings.Contains(cy, "pt_id") {
		t.Errorf("pt_id read as the parts' own identifier though pt shortens payment too:\n%s", cy)
	}
}
