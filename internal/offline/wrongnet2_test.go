package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestWrongnet2Refuses: each net of this round refuses a silent wrong of
// its mechanism on two schemas or more, in wordings other than the tuning
// item it was found on (docs/offline.md, "Silent wrongs by mechanism").
func TestWrongnet2Refuses(t *testing.T) {
	for _, c := range []struct{ schema, question, check string }{
		{"ex:delivery", "Who has placed orders from Sakura Sushi Bar?", "who-answered-named"},
		{"ex:retail", "Who has supplied the products in the Electronics category?", "who-answered-named"},
		{"company", "Who has managed the employees that work in Engineering?", "who-answered-named"},
		{"movies", "Which people have a name that starts with the letter K?", "literal-with-article"},
		{"company", "Which employees have a name starting with the letter A?", "literal-with-article"},
		{"wrongnet2_workshop", "Which customers have a name that contains the substring the ber?", "literal-with-article"},
	} {
		_, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) || ue.Diagnostic.Check != c.check {
			t.Errorf("%s %q: want refusal %s, got %v", c.schema, c.question, c.check, err)
		}
	}
}

// TestWrongnet2Keeps: the readings the words support pass, and the fix
// widens only a plain listing shown by a name.
func TestWrongnet2Keeps(t *testing.T) {
	for _, c := range []struct{ schema, question, want, not string }{
		{"movies", "Who has directed The Matrix?", "DIRECTED", ""},
		{"movies", "Which movies have Matrix in their title?", "CONTAINS 'Matrix'", ""},
		{"movies", "Which movies were released in 1999?", "m.title", "_id"},
		{"wrongnet2_workshop", "Which parts did Omar Haddad fit?", "p.part_no", ""},
		{"wrongnet2_workshop", "Which parts cost more than 20?", "p.part_no", ""},
		{"ex:outpatient", "List the lab tests that have no value.", "test_id", ""},
		{"wrongnet2_workshop", "What are the names of the parts fitted by Lena Vogt?", "p.name", "part_no"},
		{"wrongnet2_workshop", "How many parts did each mechanic fit?", "count(", "part_no"},
		{"ex:outpatient", "How many lab tests did each clinic process?", "count(", "test_id"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.question, err)
			continue
		}
		if !strings.Contains(cy, c.want) || c.not != "" && strings.Contains(cy, c.not) {
			t.Errorf("%s %q: want %q and not %q in %s", c.schema, c.question, c.want, c.not, cy)
		}
	}
}

// TestOwnIDOf: the identifier is the label's own noun with an identifier
// ending; converted tables' qualified columns and other labels' ids are
// not.
func TestOwnIDOf(t *testing.T) {
	_, s := testGraph(t, "wrongnet2_workshop")
	if got := ownIDOf(s, "Part"); got != "part_no" {
		t.Errorf("Part: %q, want part_no", got)
	}
	if got := ownIDOf(s, "Car"); got != "" {
		t.Errorf("Car: %q, want none (plate is no identifier ending)", got)
	}
	for label, want := range map[string]string{"LabTest": "lab_test", "Part": "part"} {
		if got := snakeOf(label); got != want {
			t.Errorf("snakeOf(%s) = %q, want %q", label, got, want)
		}
	}
	if got := lastWord("LabTest"); got != "test" {
		t.Errorf("lastWord(LabTest) = %q", got)
	}
}
