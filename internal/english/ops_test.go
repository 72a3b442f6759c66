package english

import (
	"strings"
	"testing"
)

// TestComparison reads the operator before the last number of each
// phrasing; every phrasing grounding or the offline compiler knew is here.
func TestComparison(t *testing.T) {
	cases := map[string]Op{
		"a rating exceeding 80":          Greater,
		"a rating exceeds 80":            Greater,
		"a rating above 80":              Greater,
		"rated over 80":                  Greater,
		"more than 5":                    Greater,
		"greater than or equal to 5":     AtLeast,
		"less than or equal to 5":        AtMost,
		"at least 5":                     AtLeast,
		"no fewer than 5":                AtLeast,
		"no more than 5":                 AtMost,
		"at most 5":                      AtMost,
		"up to 1995":                     AtMost,
		"released until 1995":            Until,
		"released through 1995":          AtMost,
		"released since 1990":            Since,
		"released after 1990":            After,
		"released before 1990":           Before,
		"released prior to 1990":         Less,
		"released in 1999":               Equal,
		"released from 1990 until 1995":  Between,
		"released from 1990 to 1995":     Between,
		"released between 1990 and 1995": Between,
		"the top movies 3":               "",
	}
	for phrase, want := range cases {
		w := strings.Fields(phrase)
		i := len(w) - 1
		if want == Between {
			// The range's first number.
			for k, x := range w {
				if x == "1990" {
					i = k
				}
			}
		}
		if got := Comparison(w, i); got != want {
			t.Errorf("%q: got %q, want %q", phrase, got, want)
		}
	}
	for _, phrase := range []string{"released from 1990 until 1995", "between 1990 and 1995", "from 1990 through 1995"} {
		w := strings.Fields(phrase)
		if !RangeEnd(w, len(w)-1) {
			t.Errorf("%q: the last number should close the range", phrase)
		}
	}
	if RangeEnd(strings.Fields("released in 1990 and 1995"), 4) {
		t.Error("\"in 1990 and 1995\" is no range")
	}
	if GradableComparison(strings.Fields("older than 30"), 2) != Greater || Comparison(strings.Fields("older than 30"), 2) != "" {
		t.Error("\"older than\" is a hint for grounding only: its direction depends on the property")
	}
}

func TestLetterValue(t *testing.T) {
	cases := []struct {
		text string
		want int // index of the letter, -1 for none
	}{
		{"an s acted in", 1},
		{"a T", 1},
		{"s ?", 0},
		{"A Few Good Men", -1},
		{"The Matrix", -1},
		{"a", 0},
	}
	for _, c := range cases {
		k, ok := LetterValue(strings.Fields(c.text), 0)
		if !ok {
			k = -1
		}
		if k != c.want {
			t.Errorf("%q: letter at %d, want %d", c.text, k, c.want)
		}
	}
}

// TestCueTable: names unique, every cue has words and a doc, a cue standing
// for an operator has one.
func TestCueTable(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Cues() {
		if seen[c.Name()] {
			t.Errorf("two cues named %s", c.Name())
		}
		seen[c.Name()] = true
		if c.Doc() == "" || len(c.Words()) == 0 {
			t.Errorf("cue %s needs words and a doc", c.Name())
		}
		if c.Kind() == KindBound && c.Op() == "" {
			t.Errorf("cue %s stands for no operator", c.Name())
		}
		if got, ok := CueNamed(c.Name()); !ok || got != c {
			t.Errorf("CueNamed(%s) = %v", c.Name(), got)
		}
	}
	if !Most.Is("most") || Most.Is("more") {
		t.Error("Most")
	}
}
