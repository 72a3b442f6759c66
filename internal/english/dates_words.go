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
