package offline

import (
	"strings"
	"testing"
)

// TestColumnOfNeighbour: a column asked "for"/"of" a thing that has none,
// shown from another thing the question names while a neighbour of the
// named thing has such a column too, is refused (column-of-neighbour); on
// the synthetic routes11 graph (Cypher) and the relational academic graph
// (SPARQL). The thing's own column, and a grouping ("for each"), are
// answered; all three languages render.
func TestColumnOfNeighbour(t *testing.T) {
	for _, c := range []struct{ kg, q string }{
		{"routes11", "Return the different descriptions for routes that have been used in a trip."},
		{"academic", "What are the names for papers written by an author from France?"},
	} {
		got, _, err := s4s11Compile(t, c.kg, c.q, "")
		if err == nil || !strings.Contains(err.Error(), "which has no such column") {
			t.Errorf("%s: %q: want the column-of-neighbour refusal, got %v\n%s", c.kg, c.q, err, got)
		}
	}
	for _, c := range []struct{ kg, q, want string }{
		{"routes11", "What are the descriptions of the trips on the Harbour Loop route?", "t.trip_description"},
		{"routes11", "Show the descriptions for each route.", "o.operator_description"},
	} {
		got, _, err := s4s11Compile(t, c.kg, c.q, "")
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, c.want, got)
		}
	}
}
