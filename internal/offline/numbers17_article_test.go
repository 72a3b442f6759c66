package offline

import "testing"

// TestArticleScale: "a thousand", "a million" and "half a million" after a
// comparison's bound are numbers (one, one half of the scale); the scale
// word is the number's, not the noun it counts. Without a bound before it
// the article stays an article.
func TestArticleScale(t *testing.T) {
	checkReadings(t, []readingCase{
		{"company", "Which departments have a budget of more than half a million?", []string{"d.budget > 500000"}, ""},
		{"company", "Which departments have a budget of more than a million?", []string{"d.budget > 1000000"}, ""},
		{"company", "Which employees earn more than a hundred thousand?", []string{"e.salary > 100000"}, ""},
		{"fix12_lease", "Which leases have a deposit of more than a thousand?", []string{"l.deposit_usd > 1000"}, ""},
		{"fix12_lease", "Which leases have a deposit of more than half a thousand?", []string{"l.deposit_usd > 500"}, ""},
	})
}
