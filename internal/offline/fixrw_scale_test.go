package offline

import "testing"

// TestNumberScale: a number written with a scale word is the number the
// digits write; the scale is no noun the number counts.
func TestNumberScale(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages have more than 2 million downloads?",
			want: []string{"p.downloads > 2000000"}},
		{schema: "registry", question: "Which packages have fewer than 0.3 million downloads?",
			want: []string{"p.downloads < 300000"}},
		{schema: "flights", question: "Which aircraft types have more than two hundred seats?",
			want: []string{"a.seats > 200"}},
		// The noun after the scale is what the number counts: one the
		// schema lacks still refuses.
		{schema: "flights", question: "Which aircraft types cost more than 90 million dollars?", refused: true},
	})
}
