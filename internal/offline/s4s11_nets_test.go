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

// TestNegatedRole: of two roles of one row said ("lent … but not
// borrowed"), the one the negation governs is denied; on the relational
// art_museum graph (SPARQL) and the synthetic branches11 graph (Cypher),
// all three languages rendered. A role word outside the negation that is
// part of a label's link ("lent artworks") leaves the question refused.
func TestNegatedRole(t *testing.T) {
	for _, c := range []struct {
		kg, q     string
		want, not []string
	}{
		{"art_museum", "Which museums have lent an artwork but have not borrowed one?",
			[]string{"loan\\#ref-lender_id ?m", "FILTER NOT EXISTS { ?_x1 :loan\\#ref-borrower_id ?m"}, []string{"owner_museum_id"}},
		{"branches11", "Which branches have lent a book but have not borrowed one?",
			[]string{"(b:Branch)<-[:REF_LENDER_ID]-(", "NOT EXISTS { (b)<-[:REF_BORROWER_ID]-(:Loan) }"}, []string{"REF_OWNER_BRANCH_ID"}},
	} {
		got, warned, err := s4s11Compile(t, c.kg, c.q, "")
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		checkFragments(t, c.kg, c.q, got, c.want, c.not)
		if !strings.Contains(strings.Join(warned, " "), "fk-path-chosen") {
			t.Errorf("%s: %q: no fk-path-chosen warning (%v)", c.kg, c.q, warned)
		}
	}
	if got, _, err := s4s11Compile(t, "art_museum", "Find the names of museums that lent artworks but never borrowed any.", ""); err == nil {
		t.Errorf("answered, want a refusal:\n%s", got)
	}
}
