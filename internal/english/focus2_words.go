package english

// CoParticipant prepositions put the thing after them beside the verb's
// subject ("acted with X", "played alongside X"), not at its object end.
var CoParticipant = WordList{
	"with":      true,
	"alongside": true,
	"beside":    true,
	"against":   true,
}

// BestWorst are superlatives of quality: "best" is the highest and
// "worst" (Worst) the lowest only of a property where more is better.
var BestWorst = WordList{
	"best":  true,
	"worst": true,
}

// Worst is the quality superlative that reads as the lowest.
var Worst = WordList{"worst": true}

// MoreIsBetter are words of property names whose larger values are better
// by their meaning (a rating, a score), so "the best rating" is the highest.
// A price, a rank or a time is not among them: best is then a guess.
var MoreIsBetter = WordList{
	"rating":  true,
	"ratings": true,
	"rated":   true,
	"score":   true,
	"scores":  true,
	"stars":   true,
	"points":  true,
}
