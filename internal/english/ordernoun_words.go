package english

// Words around a cue word that also names a label, deciding which it is
// (offline's cueNounLinks).
var (
	// CueNounFollower after the word keeps it the cue: "order by",
	// "sorted by", "the order of release", "in order to", "group by".
	CueNounFollower = WordList{"by": true, "of": true, "to": true}
	// CueNounCuePrefix before the word keeps it the cue: "in descending
	// order", "sort order", "in order".
	CueNounCuePrefix = WordList{"in": true, "ascending": true, "descending": true, "alphabetical": true,
		"alphabetic": true, "chronological": true, "reverse": true, "reversed": true, "increasing": true,
		"decreasing": true, "numerical": true, "numeric": true, "random": true, "sort": true, "sorted": true,
		"sorting": true, "lexicographic": true, "lexical": true}
	// CueNounPrefix before the word makes it a noun: "which order", "per
	// order", "how many orders" (plural anyway), "status of order X".
	CueNounPrefix = WordList{"which": true, "what": true, "per": true, "of": true, "whose": true, "many": true,
		"my": true, "our": true, "your": true, "single": true, "one": true, "latest": true, "recent": true}
)

// PlaceProperty ends the name of a property holding where a thing is
// ("country", "home_city", "location"): what "where" asks of a thing
// that has one. "state" is left out: it names a status as often.
var PlaceProperty = WordList{"city": true, "country": true, "location": true, "address": true, "place": true,
	"town": true, "region": true, "province": true, "county": true, "continent": true, "site": true,
	"room": true, "building": true, "venue": true, "headquarters": true, "hq": true, "campus": true, "office": true}

// ContainVerb names a relationship from a container to what is in it
// (CONTAINS, INCLUDES_ITEM, HOLDS): "What was in X?" walks it from X.
var ContainVerb = WordList{"contains": true, "contain": true, "includes": true, "include": true, "holds": true, "hold": true}

// ContainedIn is the preposition of "What was in X?".
var ContainedIn = WordList{"in": true, "inside": true}
