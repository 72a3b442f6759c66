package english

// AggregateLead are the words that may stand between a comparison ("than",
// "above") and the aggregate it compares with ("than the average",
// "above that of the mean").
var AggregateLead = WordList{
	"the":  true,
	"that": true,
	"of":   true,
	"a":    true,
	"an":   true,
}

// AggregateScope are the words that may tie an aggregate to the things it
// is taken over without narrowing them ("the average age of all
// patients", "across every city", "over the whole set"); a word not here
// (a preposition such as "in", a relative clause) may be a filter on the
// aggregate, which a reading must not drop.
var AggregateScope = WordList{
	"the":     true,
	"all":     true,
	"every":   true,
	"of":      true,
	"across":  true,
	"among":   true,
	"over":    true,
	"for":     true,
	"entire":  true,
	"whole":   true,
	"overall": true,
}

// AggregateAmountNoun are the nouns an aggregate phrase may put before
// the property it averages ("the average number of products" where the
// number is itself stored); they say nothing of which property, so a
// phrase with one must also name it.
var AggregateAmountNoun = WordList{
	"number": true,
	"amount": true,
}
