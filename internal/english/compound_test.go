package english

import "testing"

// TestSpellsCompound: a run spells a several-word name spaced, run
// together or with its last word plural, on two schemas' names; a part of
// the name, the words out of order, or a one-word name do not.
func TestSpellsCompound(t *testing.T) {
	for _, c := range []struct {
		run, name []string
		want      bool
	}{
		{[]string{"work", "orders"}, []string{"work", "order"}, true},
		{[]string{"workorders"}, []string{"work", "order"}, true},
		{[]string{"work", "order"}, []string{"work", "order"}, true},
		{[]string{"roomtypes"}, []string{"room", "type"}, true},
		{[]string{"lab", "tests"}, []string{"lab", "test"}, true},
		{[]string{"order", "lines"}, []string{"order", "line"}, true},
		{[]string{"repairjobs"}, []string{"repair", "job"}, true},
		{[]string{"top", "speed"}, []string{"top", "speed"}, true},
		// a part of the name is not the name
		{[]string{"work"}, []string{"work", "order"}, false},
		{[]string{"orders"}, []string{"work", "order"}, false},
		// out of order
		{[]string{"order", "work"}, []string{"work", "order"}, false},
		{[]string{"speed", "top"}, []string{"top", "speed"}, false},
		// a plural inside the run is no spelling of the name
		{[]string{"works", "order"}, []string{"work", "order"}, false},
		// one word is no compound
		{[]string{"movies"}, []string{"movie"}, false},
		{nil, []string{"work", "order"}, false},
	} {
		if got := SpellsCompound(c.run, c.name); got != c.want {
			t.Errorf("SpellsCompound(%q, %q) = %v, want %v", c.run, c.name, got, c.want)
		}
	}
}
