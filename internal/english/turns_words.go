package english

import "strings"

// Words the wording-turn readings read (docs/offline.md "Wording turns
// (turns)"): ways people reword a question that mean what the plain wording
// means, read before any phase as that wording.

// BoundWithTo are the comparison cue words that take "to" before their
// bound ("prior to 2000" is "before 2000"); the "to" adds nothing.
var BoundWithTo = words("prior")

// BoundTo is the "to" of BoundWithTo's words.
var BoundTo = words("to")

// GiveMeContracted are the spoken contractions of "give me" that open a
// request ("gimme the guests …"): read as "give", a request word.
var GiveMeContracted = map[string]string{"gimme": "give", "gimmie": "give"}

// ExpandContracted is the verb a contraction of GiveMeContracted stands
// for, or the word itself.
func ExpandContracted(w string) string {
	if v, ok := GiveMeContracted[w]; ok {
		return v
	}
	return w
}

// FrequencyAdverb between "most"/"least" and a participle says how often
// the act happened, which is what "most" already ranks by ("the most
// frequently borrowed title" is "the most borrowed title").
var FrequencyAdverb = words("frequently", "often", "commonly")

// HomeOf before a place noun names the place a person is from ("her home
// country" is her country): no thing of its own.
var HomeOf = words("home")

// HomePlace are the place nouns "home" may stand before with nothing added.
var HomePlace = words("country", "city", "town", "address", "nation")

var spelledUnits = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

var spelledTeens = map[string]int{"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}

var spelledTens = map[string]int{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90}

// SpelledUnderHundred is the value of a number from one to ninety-nine
// spelled out in one word ("fifty", "sixteen", "forty-five", lower case);
// ok is false for any other word.
func SpelledUnderHundred(w string) (int, bool) {
	if n, ok := spelledUnits[w]; ok {
		return n, true
	}
	if n, ok := spelledTeens[w]; ok {
		return n, true
	}
	if n, ok := spelledTens[w]; ok {
		return n, true
	}
	tens, unit, ok := strings.Cut(w, "-")
	if !ok {
		return 0, false
	}
	t, ok1 := spelledTens[tens]
	u, ok2 := spelledUnits[unit]
	if !ok1 || !ok2 {
		return 0, false
	}
	return t + u, true
}

// OwnDeterminer are the possessive determiners of the asker ("what's our
// customer count"): they name no thing of the schema, as "the" does not.
var OwnDeterminer = words("our", "my")

// GradeSuffix ends a word that names a grade by its value ("platinum-tier
// guests", "premium-tier members"): the grade is the value before it.
var GradeSuffix = words("tier", "level", "grade", "class")

// OpeningRequest are the request verbs that may open a question with the
// asker as their first object ("give me the number of …"): the pronoun
// says for whom, as in "show me", and nothing of the schema.
var OpeningRequest = words("give", "get", "tell", "find", "bring")
