package offline

import "testing"

// "the best <rating>" is "the highest <rating>" (and "worst" the lowest)
// only where the property's name says more is better; before a price it
// stays unapplied and is refused rather than guessed.
func TestBestOfAScoreIsItsHighest(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Which supplier has the best rating?",
			want: []string{"max(s.rating)", "ORDER BY max_rating DESC"}, warn: "read as the highest rating"},
		{graph: "retail", q: "Which supplier has the worst rating?",
			want: []string{"min(s.rating)", "ORDER BY min_rating"}, warn: "read as the lowest rating"},
		{graph: "retail", q: "Which product has the best price?", refused: true},
		{graph: "movies", q: "Which movie has the best rating?",
			want: []string{"avg(r.rating)", "ORDER BY avg_rating DESC"}, warn: "read as the highest rating"},
	})
}
