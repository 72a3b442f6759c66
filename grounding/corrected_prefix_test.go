package grounding

import (
	"testing"

	"github.com/gql-dev/gql/diag"
)

func TestCodeStems(t *testing.T) {
	cases := []struct {
		word string
		vals []string
		want int
	}{
		{"math", []string{"MATH101", "MATH201", "CS101"}, 2},
		{"lap", []string{"LAP-001", "LAP-002", "KB-001"}, 2},
		// One code that the word begins is no family: the ordinary
		// correction (with its warning) stands.
		{"math", []string{"MATH101", "CS101"}, 0},
		// Names of several words are matched word by word, not as codes.
		{"tom", []string{"Tom Hanks", "Tom Cruise"}, 0},
		// The word spells a value whole: no stem.
		{"cs101", []string{"CS101", "CS102"}, 0},
	}
	for _, c := range cases {
		got := codeStems(c.word, c.vals, Normalize)
		if len(got) != c.want {
			t.Errorf("codeStems(%q, %v) = %v, want %d values", c.word, c.vals, got, c.want)
		}
	}
	d := stemDiagnostic("Which MATH courses?", diag.Span{Start: 6, End: 10}, Field{Owner: "Course", Prop: "code"}, []string{"MATH101", "MATH201"})
	if d.Check != "value-prefix" || d.Span.Start != 6 || len(d.Fixes) == 0 || d.Detail == "" {
		t.Errorf("stemDiagnostic: %+v", d)
	}
}
