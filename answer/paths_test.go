package answer

import (
	"strings"
	"testing"
)

// A path's nodes are said in the order walked, not sorted: the rows of
// "how is A connected to B" run from A to B (movies and flights wording).
func TestSentenceKeepsPathOrder(t *testing.T) {
	for _, c := range []struct {
		q     string
		nodes []string
	}{
		{"How is Keanu Reeves connected to Tom Hanks?", []string{"Keanu Reeves", "The Matrix", "Hugo Weaving", "Cloud Atlas", "Tom Hanks"}},
		{"how is the A380-800 connected to Dubai", []string{"A380-800", "Omar Haddad", "Gulf Meridian", "Dubai International"}},
	} {
		rows := table([]string{"name"})
		for _, n := range c.nodes {
			rows.Rows = append(rows.Rows, []any{n})
		}
		got := Sentence(c.q, rows, 8)
		at := -1
		for _, n := range c.nodes {
			i := strings.Index(got, n)
			if i <= at {
				t.Errorf("%q: %q out of the path's order in %q", c.q, n, got)
				break
			}
			at = i
		}
	}
	// A list question keeps its sorted order.
	rows := table([]string{"name"}, []any{"Zed"}, []any{"Amy"})
	if got := Sentence("Who acted in X?", rows, 8); strings.Index(got, "Amy") > strings.Index(got, "Zed") {
		t.Errorf("a plain list lost its sorted order: %q", got)
	}
}
