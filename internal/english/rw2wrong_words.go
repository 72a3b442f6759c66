package english

// Rw2wrongSpeaker is the pronoun by which the asker names themself, the
// one English writes in capitals: a reader of names that runs over
// capitalised words takes it into the name before it ("meter MTR-0048839
// I need…").
var Rw2wrongSpeaker = words("i")

// Rw2wrongNegPrefix is the prefix that negates the word it joins
// ("non-electric", "non smoking"): the thing is one the word does not
// describe.
var Rw2wrongNegPrefix = words("non")

// Rw2wrongIsSpeaker: the token is the asker's pronoun as written, in its
// capital (a lower-case "i" is a typo or a roman numeral in a list).
func Rw2wrongIsSpeaker(text string) bool {
	return text == "I" && Rw2wrongSpeaker.Is("i")
}
