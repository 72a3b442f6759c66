package english

// Words of counts and sums through a junction (the relagg2 rules of the
// offline compiler).
var (
	// OccurrenceNoun counts how often the question's verb happened ("the
	// class booked the largest number of times", "the most times", "most
	// often"): a count of the rows the verb names, never a property.
	OccurrenceNoun = WordList{"times": true, "often": true}
	// OccurrenceExtreme are the words that rank by such a count, before
	// "number of times" or "times" itself.
	OccurrenceExtreme = WordList{"most": true, "fewest": true, "largest": true, "greatest": true, "highest": true,
		"smallest": true, "lowest": true, "least": true, "biggest": true, "maximum": true, "minimum": true}
)

// The words of a thing ranked by the total of a property of the things
// joined to it: "Which county has the largest total number of cattle on
// its farms?", "Which crop is planted on the most hectares?".
var (
	// SumRankDesc rank by the largest total. "most" needs no "total" ("the
	// most hectares" is an amount); the others do ("the largest total
	// number of cattle"), since "the largest cattle" may be one farm's.
	SumRankDesc = WordList{"most": true, "largest": true, "highest": true, "greatest": true, "biggest": true}
	// SumMost is the ranking word that sums without "total".
	SumMost = WordList{"most": true}
	// SumTotal says the amounts are added up.
	SumTotal = WordList{"total": true, "combined": true, "overall": true}
	// SumAmount is the noun of "the total number of X", "the total amount
	// of X", followed by "of".
	SumAmount = WordList{"number": true, "amount": true, "sum": true}
	// SumTailLead opens the phrase naming the things whose amounts are
	// added ("on its farms", "across all their plantings").
	SumTailLead = WordList{"on": true, "in": true, "across": true, "among": true, "over": true, "of": true, "from": true, "for": true}
	// SumTailDet may stand between that preposition and the things.
	SumTailDet = WordList{"its": true, "their": true, "the": true, "all": true, "every": true}
	// SumFrame are the words around the ranking that ask for the things
	// ranked and say nothing of them: "Which X has …? Give its name.",
	// "What is the name of the X that is … on …".
	SumFrame = WordList{"which": true, "what": true, "list": true, "show": true, "give": true, "find": true, "display": true, "return": true, "get": true, "name": true,
		"me": true, "the": true, "a": true, "an": true, "of": true, "their": true, "its": true, "that": true, "whose": true,
		"have": true, "has": true, "had": true, "with": true, "is": true, "are": true, "was": true, "were": true, "does": true, "do": true, "on": true, "in": true, "by": true}
)

// Repetition says how often a thing happened without a number: "reviewed
// a movie twice", "borrowed once". No reading counts the rows of a verb per
// thing yet, so a plan that leaves the word unread answers without it.
var Repetition = WordList{"once": true, "twice": true, "thrice": true}

// TimesNoun after a number counts occurrences ("borrowed 3 times"): the
// number is a count of the verb's rows, no value of a property.
var TimesNoun = WordList{"times": true}

// Universal quantifies every thing of a kind ("take every course");
// UniversalSkip are the words that may stand between it and the noun
// ("every one of their"). "all" is not one: "across all branches", "all
// the poker players", "associated with all movies" use it to mean the
// whole set, and read as universal it cost 17 right answers and gained
// none on the tuning sets.
var (
	Universal     = WordList{"every": true}
	UniversalSkip = WordList{"of": true, "the": true, "their": true, "its": true, "his": true, "her": true, "our": true, "your": true, "my": true, "one": true, "single": true}
)

// RepetitionCount is how many times a repetition word says: "once" 1,
// "twice" 2, "thrice" 3; 0 for any other word.
func RepetitionCount(w string) int {
	switch {
	case !Repetition.Is(w):
		return 0
	case w == "once":
		return 1
	case w == "twice":
		return 2
	}
	return 3
}

// RepetitionAs after "twice" or "3 times" makes it a multiplier ("twice as
// many goals as"), not how often something happened.
var RepetitionAs = WordList{"as": true}

// Only limits what the verb reached to the things named ("borrowed only
// fiction", "only directed movies", "acted only in films before 2000"):
// the answer's things must have no other, a condition no reading checks
// yet. Read as emphasis, it listed those with any.
var Only = WordList{"only": true}

// OnlyBefore are the words before "only" that make it no limit: "not only
// … but also" adds, "the only X" says there is one.
var OnlyBefore = WordList{"not": true, "the": true, "an": true, "a": true, "their": true, "its": true, "his": true, "her": true}

// MarginBy before an amount says by how much something differed ("delayed
// by more than an hour", "over budget by 5k", "late by 10 minutes"): a
// margin, which is no value of the thing's own property.
var MarginBy = WordList{"by": true}

// GroupedWord before "by" groups ("grouped by", "broken down by", "split
// by"), no margin.
var GroupedWord = WordList{"grouped": true, "group": true, "down": true, "split": true, "broken": true}

// MarginBound are the words of a bound that may stand between "by" and its
// amount ("by more than an hour", "by at least 5 km", "by up to 10%").
var MarginBound = WordList{"more": true, "than": true, "less": true, "fewer": true, "over": true, "under": true, "at": true, "least": true, "most": true,
	"up": true, "to": true, "about": true, "around": true, "nearly": true, "almost": true, "roughly": true, "exactly": true, "just": true}

// ClockColon joins the hour and minutes of a time of day ("after 18:00").
var ClockColon = WordList{":": true}
