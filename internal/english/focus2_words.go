package english

// CoParticipant prepositions put the thing after them beside the verb's
// subject ("acted with X", "played alongside X"), not at its object end.
var CoParticipant = WordList{
	"with":      true,
	"alongside": true,
	"beside":    true,
	"against":   true,
}
