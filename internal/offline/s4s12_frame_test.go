package offline

import (
	"strings"
	"testing"
)

// TestFreqFrame: a property's values grouped and counted when a holding
// clause says the things counted hold them ("the countries from which at
// least two artists come", "Which countries do more than one airline come
// from?"); a filter on the things counted is not read here
// and leaves the question to the phases. A relational graph (art_museum)
// and the flights example, in the three languages.
func TestFreqFrame(t *testing.T) {
	for _, c := range []havingCase{
		{schema: "rel_art_museum", question: "What are the countries from which at least two artists come from?",
			want: []string{"artist#country", "count >= 2"}, warn: "count-compared"},
		{schema: "rel_art_museum", question: "Which countries do more than one artist come from?",
			want: []string{"artist#country", "count > 1"}, warn: "count-compared"},
		{schema: "flights", question: "Which countries do at least 2 airlines come from?",
			want: []string{"(a:Airline)", "a.country", "count >= 2"}, warn: "count-compared"},
	} {
		checkHaving(t, c)
	}
	// A filter on the things counted is a word of no holding clause.
	g, s := relIntrospected(t, "art_museum")
	if cy, _, err := renderOfflineDiag(t, g, s, "Which countries do more than one artist born after 1900 come from?"); err == nil && !strings.Contains(cy, "1900") {
		t.Errorf("the filter was dropped:\n%s", cy)
	}
}
