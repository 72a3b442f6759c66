package english

// Words the offline compiler reads where an adjective or a kind narrows
// or ranks the things asked for ("the online courses", "types that are
// not widebodies", "the longest range").

// BoolDenial before a word naming a yes/no property asks for the things
// it is false of: "courses that are not online", "non widebodies".
var BoolDenial = WordList{"not": true, "non": true, "non-": true,
	"isn't":   true,
	"aren't":  true,
	"wasn't":  true,
	"weren't": true,
}

var (
	// elevationWords name properties that say how high a thing stands:
	// "the highest airport" by its elevation, "the lowest peak" by its
	// height. Only a superlative with no property named after it reads
	// them ("the highest salary" ranks salaries).
	elevationWords = []string{"height", "elevation", "altitude", "tall"}
	// serviceWords name properties that grow with time served;
	// serviceStartWords the dates service began, the longest-serving
	// having the earliest.
	serviceWords      = []string{"tenure", "seniority", "service"}
	serviceStartWords = []string{"hired", "hire", "joined", "started", "start", "since", "appointed", "employed"}
)

// capacityVerbs say how many a thing can take in: "Which room holds the
// most people?" ranks rooms by a capacity, not by a count of people.
var capacityVerbs = WordList{"hold": true, "holds": true, "seat": true, "seats": true, "fit": true, "fits": true,
	"accommodate": true, "accommodates": true}

// occupantNouns are who a capacity counts. Plurals in -s are left out:
// the build phase reads a plural after "most" as a short list asked for.
var occupantNouns = WordList{"people": true}

// capacityAt reads "holds the most people" at "most" (index i): the size
// measure (its capacity, seats) over the two words "most people"; ok is
// false for any other words.
func capacityAt(words []string, i int) (Measure, int, bool) {
	if i < 2 || i+1 >= len(words) || words[i] != "most" && words[i] != "fewest" || !occupantNouns.Is(words[i+1]) {
		return Measure{}, 0, false
	}
	if !capacityVerbs.Is(words[i-1]) && !(words[i-1] == "the" && capacityVerbs.Is(words[i-2])) {
		return Measure{}, 0, false
	}
	m := Measure{Dim: "capacity", More: words[i] == "most", Direct: capacityWords}
	return m, 2, true
}

// capacityWords name properties holding how many a thing takes in.
var capacityWords = []string{"capacity", "seats", "seating", "occupancy", "berths", "beds"}

// YesNoOpener opens a question answered yes or no about a thing's state:
// "Is Machine Learning offered online?" asks for the value of the flag.
var YesNoOpener = WordList{"is": true, "are": true, "was": true, "were": true}
