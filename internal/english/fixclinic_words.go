package english

// Honorific is a title written before a person's surname ("Dr Almeida",
// "Prof. Reis"): the stored name is the full one, and the title is no
// part of it. Only abbreviations: the words in full (doctor, professor)
// are also nouns a schema names its labels with.
var Honorific = WordList{
	"dr":   true,
	"prof": true,
	"mr":   true,
	"mrs":  true,
	"ms":   true,
	"mx":   true,
}

// PairNoun asks for two things at once ("drug pairs", "pairs of
// stations"): a row is both ends of what joins them.
var PairNoun = WordList{
	"pair":  true,
	"pairs": true,
}
