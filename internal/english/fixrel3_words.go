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

// FromToFrom and FromToTo open and join the two ends of an ordering
// ("from the oldest to the newest").
var (
	FromToFrom = WordList{"from": true}
	FromToTo   = WordList{"to": true}
)

// EachOne names the thing a following "its" refers to ("for each
// tournament, show its name").
var EachOne = WordList{"each": true, "every": true}

// PluralPossessive is the possessive that refers to many things, not the
// one "each" names.
var PluralPossessive = WordList{"their": true}

// PersonAsker asks for a person ("who", "whom", "whose"), whose name a
// column word then is.
var PersonAsker = WordList{"who": true, "whom": true, "whose": true}

// SelfKeyPrep stands between a verb and the holder of the role a row's
// key to its own label refers to ("reports to X", "mentored by X").
var SelfKeyPrep = WordList{"to": true, "by": true}

// FixRel3Which asks for one of a kind of thing ("Which restaurant …",
// "What restaurant …").
var FixRel3Which = WordList{"which": true, "what": true}
