package english

// Feet, as airports' elevations and aircraft altitudes are given
// (elevation_ft): without them "above 1,000 ft" named no unit, and a
// property named with its unit in feet was read as no unit at all.
func init() {
	for _, w := range []string{"ft", "foot", "feet"} {
		units[w] = Unit{Dim: "length", Factor: 0.3048, Name: "feet"}
	}
}
