package offline

import (
	"strings"
	"testing"
)

// TestOrdinalOfName: an ordinal that is a word of a column's name ("first
// name", "last name") names the column, and ordinals sharing one head
// ("the first and last name", "the first, middle, and last name") list a
// column each; an ordinal elsewhere that no phase reads keeps the
// refusal. A relational graph (gym_club, as the bench introspects it) and
// a property graph (testdata/club.cypher), rendered in the three
// languages.
func TestOrdinalOfName(t *testing.T) {
	for _, c := range []havingCase{
		{schema: "rel_gym_club", question: "What are the first names of the members?",
			want: []string{"member#first_name", "!ORDER BY"}},
		{schema: "rel_gym_club", question: "What is the last name of the members?",
			want: []string{"member#last_name", "!ORDER BY"}},
		{schema: "rel_gym_club", question: "What are the first and last name of the youngest member?",
			want: []string{"member#first_name", "member#last_name", "ORDER BY order_member_age,"}, warn: "ties-kept"},
		{schema: "rel_gym_club", question: "Show the first names and ages of the 3 oldest members.",
			want: []string{"member#first_name", "member#age", "DESC", "LIMIT 3"}, warn: "ties-cut"},
		{schema: "club", question: "What are the first, middle, and last name of every member?",
			want: []string{"first_name", "middle_name", "last_name", "!ORDER BY"}},
		{schema: "club", question: "What is the first and last name of each member?",
			want: []string{"first_name", "last_name", "!ORDER BY"}},
	} {
		checkHaving(t, c)
	}
}

// TestOrdinalOfNameKeepsRefusals: "the first member to join" orders by a
// clause no phase reads; reading the ordinal of "first name" as the
// column must not let the plan drop it.
func TestOrdinalOfNameKeepsRefusals(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"club", "What is the first name of the first member to join?"},
		{"club", "What are the first and last name of the first member to join?"},
		{"rel_gym_club", "What is the first name of the first member to book?"},
		{"rel_gym_club", "What are the first and last name of the last member?"},
	} {
		var cy string
		var err error
		if strings.HasPrefix(c.schema, "rel_") {
			g, s := relIntrospected(t, strings.TrimPrefix(c.schema, "rel_"))
			cy, _, err = renderOfflineDiag(t, g, s, c.question)
		} else {
			g, s := exampleGraph(t, c.schema)
			cy, _, err = renderOfflineDiag(t, g, s, c.question)
		}
		if err == nil {
			t.Errorf("%s: %q answered:\n%s", c.schema, c.question, cy)
		}
	}
}
