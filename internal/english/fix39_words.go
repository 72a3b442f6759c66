package english

// EdgeValueFiller are the words a question asking for a value stored on
// the relationship between two named things may hold besides the two
// names, the property's words and the relationship's: the asking words,
// auxiliaries, determiners and the prepositions that place the two
// ("What is the distance from LIS-01 to MAD-01?", "Transit time from
// MAD-01 to BCN-01?"). A word outside them (a number, a negation, a
// superlative, a verb no relationship is named by) leaves the question
// to the phases.
var EdgeValueFiller = words("what", "how", "is", "are", "was", "were", "'s", "s", "be", "been",
	"does", "do", "did", "has", "have", "had", "it", "the", "a", "an",
	"from", "to", "at", "on", "in", "of", "for", "with", "by", "into")

// EdgeValueMeasure are the words after "how" that ask for an amount
// ("how many", "how much"): read only when the property asked is a number.
var EdgeValueMeasure = words("many", "much")

// EdgeValueWhen asks for a date ("when did …", "since when …", "since
// what date …"): read as the one date the relationship holds.
var EdgeValueWhen = words("when")

// EdgeValueSince opens "since when", "since what date".
var EdgeValueSince = words("since")

// EdgeValueDateNoun names the date asked for ("since what date").
var EdgeValueDateNoun = words("date")

// EdgeValueFrom and EdgeValueTo place two things of one label on a
// relationship from the label to itself: "from A to B".
var (
	EdgeValueFrom = words("from")
	EdgeValueTo   = words("to")
)
