package english

// The words of two comparisons the offline compiler reads across nodes:
// "Xs with more As than Bs" (two counts per thing) and "Xs with more P
// than <a named X>" (a property against another node's).
var (
	// CountsAsker opens a question for things of a kind ("Which airports
	// …", "What teams …").
	CountsAsker = WordList{"which": true, "what": true}
	// CountsMore and CountsFewer compare two amounts: "more students than
	// courses", "fewer arrivals than departures".
	CountsMore  = WordList{"more": true}
	CountsFewer = WordList{"fewer": true, "less": true}
	// CountsThanSubject is the pronoun after "than" that names the same
	// things again ("more students than they teach courses").
	CountsThanSubject = WordList{"they": true, "it": true, "he": true, "she": true}
	// CountsSideVerb is a verb a side may carry without naming a
	// relationship ("have more members", "than they have projects").
	CountsSideVerb = WordList{"have": true, "has": true, "had": true, "with": true}
	// CountsAgentBy marks a passive side ("are managed by"): its verb's
	// subject is not the thing asked about.
	CountsAgentBy = WordList{"by": true}
)

// thanComparatives are the comparatives of measured adjectives, each with
// the superlative whose measure it grades by and whether it asks for the
// larger side of that measure ("bigger" larger sizes, "earlier" smaller
// dates).
var thanComparatives = map[string]struct {
	sup  string
	more bool
}{
	"bigger": {"biggest", true}, "larger": {"largest", true}, "smaller": {"smallest", true},
	"longer": {"longest", true}, "shorter": {"shortest", true},
	"older": {"oldest", true}, "younger": {"youngest", true},
	"later": {"latest", true}, "newer": {"newest", true}, "earlier": {"latest", false},
	"taller": {"tallest", true}, "heavier": {"heaviest", true}, "lighter": {"lightest", true},
	"cheaper": {"cheapest", true}, "faster": {"fastest", true}, "slower": {"slowest", true},
	"pricier": {"priciest", true}, "dearer": {"priciest", true}, "costlier": {"costliest", true},
}

// ThanComparative reads a measured comparative ("bigger", "released
// later"): the measure it grades by, with More true when it asks for the
// larger side of the measure's Direct properties; ok is false for any
// other word.
func ThanComparative(w string) (Measure, bool) {
	c, ok := thanComparatives[w]
	if !ok {
		return Measure{}, false
	}
	m := measures[c.sup]
	if !c.more {
		m.More = !m.More
	}
	return m, true
}

// The words of "each X with its number of As and of Bs" and "How many As
// and how many Bs does each X have?": two counts listed per thing.
var (
	// CountsListVerb opens a request for a list ("List …", "Show me …").
	CountsListVerb = WordList{"list": true, "show": true, "give": true, "display": true, "return": true, "find": true, "get": true}
	// CountsMe may follow the request's verb.
	CountsMe = WordList{"me": true, "us": true}
	// CountsEach makes every X a row of its own.
	CountsEach = WordList{"each": true, "every": true, "all": true}
	// CountsWith joins the thing and its counts.
	CountsWith = WordList{"with": true, "and": true}
	// CountsOwner is the possessive before a count ("its number of").
	CountsOwner = WordList{"its": true, "their": true, "the": true}
	// CountsNumber names a count ("number of", "count of").
	CountsNumber = WordList{"number": true, "count": true, "numbers": true, "counts": true}
	// CountsOf follows CountsNumber, and may repeat it ("and of Bs").
	CountsOf = WordList{"of": true}
	// CountsAnd joins the two counted nouns.
	CountsAnd = WordList{"and": true, ",": true}
	// CountsHow and CountsMany make "how many".
	CountsHow  = WordList{"how": true}
	CountsMany = WordList{"many": true}
	// CountsDo is the auxiliary of "how many … does each X have".
	CountsDo = WordList{"do": true, "does": true}
)
