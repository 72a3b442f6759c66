package english

import "strings"

// Words the focus phase reads when "where" asks for the thing at the other
// end of a relationship ("Where are X's hubs?").
var (
	// WherePlace is the question word that asks for a place.
	WherePlace = WordList{"where": true}
	// placeNouns name things that are places in any domain: an answer to
	// "where" may be a node of such a label, and of no other, because a
	// node that is not a place (a project, a person) would answer "what"
	// or "who", not "where".
	placeNouns = words("place", "location", "site", "airport", "station", "port", "harbour", "harbor",
		"city", "town", "village", "country", "region", "state", "province", "county", "district",
		"address", "building", "room", "hall", "campus", "office", "venue", "stadium", "arena",
		"warehouse", "store", "shop", "branch", "facility", "plant", "factory", "depot", "terminal",
		"gate", "continent", "area", "zone", "territory", "locality", "destination", "hub", "base",
		"hotel",
		"motel",
		"hostel",
		"resort",
		"restaurant",
		"school",
		"university",
		"college",
		"hospital",
		"clinic",
		"library",
		"museum",
		"theatre",
		"theater",
		"cinema",
		"laboratory",
		"studio")
)

// PlaceLabel reports whether a schema label names a place: its last word
// ("Airport", "TrainStation", "home_city") is a place noun.
func PlaceLabel(label string) bool {
	w := label
	for i := len(label) - 1; i > 0; i-- {
		c := label[i]
		if c == '_' || c == '-' || c == ' ' {
			w = label[i+1:]
			break
		}
		if c >= 'A' && c <= 'Z' {
			w = label[i:]
			break
		}
	}
	w = strings.ToLower(w)
	return placeNouns.Is(w) || placeNouns.Is(Singular(w))
}
