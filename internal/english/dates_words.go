package english

// Feet, as airports' elevations and aircraft altitudes are given
// (elevation_ft): without them "above 1,000 ft" named no unit, and a
// property named with its unit in feet was read as no unit at all.
func init() {
	for _, w := range []string{"ft", "foot", "feet"} {
		units[w] = Unit{Dim: "length", Factor: 0.3048, Name: "feet"}
	}
}

// Season names a part of a year that a period stored as text is made of
// ("2024-fall", "summer 2023"): beside a number, the number is a year.
var Season = WordList{
	"spring":   true,
	"summer":   true,
	"fall":     true,
	"autumn":   true,
	"winter":   true,
	"semester": true,
	"term":     true,
	"quarter":  true,
}

// ordinals are the ordinal words a compound like "first-year" or
// "second-floor" is made of.
var ordinals = map[string]int{
	"first":   1,
	"second":  2,
	"third":   3,
	"fourth":  4,
	"fifth":   5,
	"sixth":   6,
	"seventh": 7,
	"eighth":  8,
	"ninth":   9,
	"tenth":   10,
}

// Ordinal is the value of an ordinal written as a word or in digits
// ("third", "3rd"); ok is false for any other word.
func Ordinal(w string) (int, bool) {
	if n, ok := ordinals[w]; ok {
		return n, true
	}
	if len(w) < 3 {
		return 0, false
	}
	digits, suffix := w[:len(w)-2], w[len(w)-2:]
	n := 0
	for _, r := range digits {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	want := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			want = "st"
		case 2:
			want = "nd"
		case 3:
			want = "rd"
		}
	}
	return n, suffix == want
}
