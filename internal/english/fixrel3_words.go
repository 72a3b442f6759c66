package english

// RankBeforeObject are the ranking words that stand between a verb's
// article and its object ("won the most games", "led the fewest
// inspections"): the object is the noun after them.
var RankBeforeObject = WordList{
	"most":   true,
	"fewest": true,
	"least":  true,
	"more":   true,
	"fewer":  true,
}
