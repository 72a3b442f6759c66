package english

import "strings"

// Words of fix27 (docs/offline.md "The wildlife graph's failures (fix27)").

// LengthStem is a word of a property's name that says it holds a length
// (distance_m, elevation_m, height_m): before it, the one-letter "_m"
// PropertyUnit leaves unread is metres, not minutes or a month.
var LengthStem = words("distance", "elevation", "altitude", "height", "depth", "length", "width", "range", "radius", "span", "reach")

// lengthMetres reads "<length word>_m" as metres.
func lengthMetres(n string) (Unit, bool) {
	stem, ok := strings.CutSuffix(n, "_m")
	if !ok {
		if stem, ok = strings.CutSuffix(n, "-m"); !ok {
			return Unit{}, false
		}
	}
	if i := strings.LastIndexAny(stem, "_-"); i >= 0 {
		stem = stem[i+1:]
	}
	if !LengthStem.Is(stem) {
		return Unit{}, false
	}
	return units["metres"], true
}
