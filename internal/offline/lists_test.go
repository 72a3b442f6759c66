package offline

import (
	"errors"
	"testing"
)

// A list of relationships is kept whole or refused: an unlinked item
// beside linked ones, agent nouns of different relationships as
// alternatives. Movies and company.
func TestListsOfRelationships(t *testing.T) {
	cases := []struct {
		schema, question, check string
	}{
		{"movies", "How many people are connected to each movie through acting, directing, or publishing?", "list-item-unlinked"},
		{"company", "How many employees are connected to each project through working, managing, or funding?", "list-item-unlinked"},
		{"movies", "Count the actors, directors and producers of each movie.", "role-list"},
		{"movies", "How many people are connected to each movie through acting or directing?", ""},
		{"company", "Which projects does Ada Lovelace work on?", ""},
		{"movies", "What reviews do the movies directed by Lana Wachowski have?", "edge-asked"},
		{"company", "What assignments do the projects of the Engineering department have?", "edge-asked"},
		{"company", "What managers does Alan Turing have?", ""},
		{"movies", "What movies did Tom Hanks act in?", ""},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		_, _, err := renderOfflineDiag(t, g, s, c.question)
		var u *UnanswerableError
		got := ""
		if errors.As(err, &u) {
			got = u.Diagnostic.Check
		} else if err != nil {
			t.Fatal(err)
		}
		if got != c.check {
			t.Errorf("%s: %q: refused by %q, want %q (%v)", c.schema, c.question, got, c.check, err)
		}
	}
}
