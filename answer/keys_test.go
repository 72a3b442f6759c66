package answer

import "testing"

// TestSentenceKeyAndYesNo: the answers the offline compiler now gives — a
// thing by its name with its declared key beside it, a yes/no question's
// one boolean, a property read for "how many P" — read as sentences on two
// schemas' kinds of question.
func TestSentenceKeyAndYesNo(t *testing.T) {
	for _, c := range []struct {
		q    string
		tab  [][]any
		cols []string
		want string
	}{
		{"Which courses are taught by Ada Moreau?", [][]any{{"Data Structures", "CS201"}, {"Algorithms", "CS301"}}, []string{"title", "code"},
			"Algorithms (CS301) and Data Structures (CS201) are taught by Ada Moreau."},
		{"Which airports opened before 1930?", [][]any{{"Heathrow", "LHR"}}, []string{"name", "iata"}, "Heathrow (LHR) opened before 1930."},
		{"Does Alpine Connect fly to Vienna?", [][]any{{true}}, []string{"yes"}, "Yes, Alpine Connect flies to Vienna."},
		{"Is CS201 a prerequisite for Algorithms?", [][]any{{false}}, []string{"yes"}, "No, CS201 is not a prerequisite for Algorithms."},
		{"Did Tom Hanks act in The Matrix?", [][]any{{false}}, []string{"yes"}, "No, Tom Hanks did not act in The Matrix."},
		{"How many seats does the 787-9 have?", [][]any{{int64(296)}}, []string{"seats"}, "The 787-9 has 296 seats."},
	} {
		if got := Sentence(c.q, table(c.cols, c.tab...), 8); got != c.want {
			t.Errorf("%q: %q, want %q", c.q, got, c.want)
		}
	}
}
