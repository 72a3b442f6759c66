package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestStoredCountAsked: "how many N does X have" over a stored count of N,
// and "how many people fit in X" over X's capacity, read the number X
// stores — not a count of X's bookings or of the professors teaching in
// the room, which the plan answered before. A verb of doing keeps the count.
func TestStoredCountAsked(t *testing.T) {
	all := func(prop, not string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {"." + prop, "!count(", "!" + not},
			lang.Gremlin: {"'" + prop + "'", "!count()", "!" + not},
			lang.SPARQL:  {":" + prop + " ?", "!COUNT(", "!" + not},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:hotel", "How many rooms does Harbor Grand Lisbon have?", all("rooms_total", "Booking")},
		{"ex:campus", "How many people fit in room TH-204?", all("capacity", "Professor")},
		{"ex:flights", "How many passengers fit on the 787-9?", all("seats", "Flight")},
		{"ex:hotel", "How many rooms were booked at Harbor Grand Lisbon?", map[lang.Lang][]string{
			lang.Cypher: {"count(", "!rooms_total"}, lang.Gremlin: {"count()", "!rooms_total"}, lang.SPARQL: {"COUNT(", "!rooms_total"}}},
	})
}
