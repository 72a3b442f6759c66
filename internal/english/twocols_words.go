package english

// The words of two properties of one thing compared: "farms with more pigs
// than cows", "countries with a GNP higher than their GNP old", "members
// with as many visits as bookings".
var (
	// TwoColsGreater and TwoColsSmaller grade two amounts without naming a
	// measure, so they read the same whatever the properties hold: "more
	// pigs than cows", "a price above their cost", "a bonus that exceeds
	// their salary".
	TwoColsGreater = WordList{"more": true, "greater": true, "higher": true, "above": true, "exceeds": true, "exceed": true, "exceeding": true}
	TwoColsSmaller = WordList{"fewer": true, "less": true, "lower": true, "below": true}
	// TwoColsNoThan are the graders that take their other side without
	// "than" ("above their cost", "exceeds their salary").
	TwoColsNoThan = WordList{"above": true, "below": true, "exceeds": true, "exceed": true, "exceeding": true}
	// TwoColsAs opens and closes an equality of amounts: "as many visits
	// as bookings", "as much revenue as cost".
	TwoColsAs   = WordList{"as": true}
	TwoColsMany = WordList{"many": true, "much": true, "high": true, "large": true, "great": true}
	// TwoColsSideFiller are words a side may carry that name nothing of
	// the property: "horses in total", "their cost", "the duration".
	TwoColsSideFiller = WordList{"the": true, "their": true, "its": true, "a": true, "an": true, "in": true, "of": true}
	// TwoColsTotal is a word a column's name may add to the noun the
	// question says: "cattle" for total_cattle, "pigs" for num_pigs.
	TwoColsTotal = WordList{"total": true, "num": true, "number": true, "count": true}
	// TwoColsFrame are the words of the question around the comparison
	// that ask for the things compared and say nothing of them: "Which
	// farms have …? Give their names.", "List the names of the farms that
	// keep …".
	TwoColsFrame = WordList{"which": true, "what": true, "list": true, "show": true, "give": true, "find": true, "display": true, "return": true, "get": true, "name": true,
		"me": true, "us": true, "the": true, "a": true, "an": true, "all": true, "of": true, "their": true, "its": true, "that": true, "who": true, "whose": true, "where": true,
		"have": true, "has": true, "had": true, "with": true, "is": true, "are": true, "was": true, "were": true, "do": true, "does": true}
)

// TwoColsAtLeast and TwoColsAtMost follow "at" before "as many": "at
// least as many visits as bookings" keeps the ties, as "as many" does.
var (
	TwoColsAtLeast = WordList{"least": true}
	TwoColsAtMost  = WordList{"most": true}
)
