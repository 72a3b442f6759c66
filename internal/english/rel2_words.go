package english

// AggregateCompareLink are the words that may stand between a comparison
// and the aggregate it compares with: "above the average", "longer than
// that of the mean", "equal to the total". Determiners are read apart.
var AggregateCompareLink = WordList{"than": true, "that": true, "of": true, "to": true}
