package offline

import "testing"

// TestBoolDeniedAsLabelled: "not marked/flagged/listed as P" with P a
// yes/no property's whole name denies it as "not P" does.
func TestBoolDeniedAsLabelled(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which courses are not marked as online?",
			want: []string{"online <> true"}, warn: "bool-kind-read"},
		{schema: "flights", question: "Which aircraft types are not listed as widebodies?",
			want: []string{"widebody <> true"}, warn: "bool-kind-read"},
		{schema: "campus", question: "Which courses are not online?",
			want: []string{"online <> true"}, warn: "bool-kind-read"},
	})
}
