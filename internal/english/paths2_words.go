package english

// PathManner words may stand beside "indirectly" in a question's closing
// adverbial ("directly or indirectly", "directly and indirectly"): they say
// how far a relationship is followed, not which thing stands at which end.
var PathManner = WordList{
	"directly": true,
	"or":       true,
	"and":      true,
}
