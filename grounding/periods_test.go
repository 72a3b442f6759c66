package grounding

import (
	"strings"
	"testing"
)

// TestGroupedDigits: thousands separators keep a number one token; a list
// of years or of small numbers stays a list.
func TestGroupedDigits(t *testing.T) {
	cases := map[string]string{
		"above 1,000 ft":            "above|1,000|ft",
		"more than 10,000,000 rows": "more|than|10,000,000|rows",
		"in 1990,1991":              "in|1990|,|1991",
		"pick 1, 2, 3":              "pick|1|,|2|,|3",
		"codes 12,34":               "codes|12|,|34",
		"about 1,0000":              "about|1|,|0000",
	}
	for q, want := range cases {
		var got []string
		for _, tk := range Tokenize(q) {
			got = append(got, tk.Text)
		}
		if g := strings.Join(got, "|"); g != want {
			t.Errorf("%q: tokens %s, want %s", q, g, want)
		}
	}
}

// TestSameWordSet: a period is the same two words in any order.
func TestSameWordSet(t *testing.T) {
	if !sameWordSet(Normalize("2024-fall"), "fall 2024") || sameWordSet(Normalize("2024-fall"), "fall 2025") || sameWordSet("fall", "fall 2024") {
		t.Error("sameWordSet")
	}
}
