package english

import "strings"

// fixvocabLines are more groups of the synonym lexicon (synonymLines'
// format): everyday words for people and things a graph often stores
// under another everyday name — a shop's customers are its shoppers and
// patrons, a network's hosts are its machines, a grid's generators its
// power plants. Each group holds words a dictionary gives as synonyms, never
// a name of one schema; the schema's own name still links best when it is
// the word asked.
const fixvocabLines = `
customer, client, patron, shopper, buyer, purchaser
machine, host, server
generator, power plant, power station, generating station
`

// fixvocabExtend adds fixvocabLines to the lexicon's groups. A line whose
// first word already belongs to groups of the lexicon lends its other
// words to those groups rather than starting a new one: a word in two
// groups is spread over both, and a second group for "customer" would
// weaken its tie to the words the lexicon already joins it with ("member").
// Any other line is a group of its own.
func fixvocabExtend(groups [][]string) [][]string {
	for _, add := range splitGroups(fixvocabLines) {
		joined := false
		for i, g := range groups {
			for _, e := range g {
				if e == add[0] {
					groups[i] = append(g, add[1:]...)
					joined = true
					break
				}
			}
		}
		if !joined {
			groups = append(groups, add)
		}
	}
	return groups
}

// fixvocabEntries are the entries of fixvocabLines, lower case.
var fixvocabEntries = func() map[string]bool {
	m := map[string]bool{}
	for _, g := range splitGroups(fixvocabLines) {
		for _, e := range g {
			m[e] = true
		}
	}
	return m
}()

// IsEverydaySynonym reports whether a phrase (lemmas joined by a space) is
// an entry of the fixvocab groups: a link made through it stands on a
// synonym rather than the schema's own word, which a translation says.
func IsEverydaySynonym(phrase string) bool { return fixvocabEntries[phrase] }

// splitGroups reads lines of comma-separated entries, lower case.
func splitGroups(lines string) [][]string {
	var out [][]string
	for _, line := range strings.Split(lines, "\n") {
		var g []string
		for _, e := range strings.Split(line, ",") {
			if e = strings.ToLower(strings.TrimSpace(e)); e != "" {
				g = append(g, e)
			}
		}
		if len(g) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// QualityHigh and QualityLow are superlatives of quality, not of a measure:
// right before a property that holds numbers ("the top rating", "the best
// grade", "the worst score") they grade that property, highest or lowest,
// as "highest" and "lowest" would.
var (
	QualityHigh = words("top", "best")
	QualityLow  = words("worst")
	// QualityOpener is the article that makes such a word a superlative
	// of the noun after it ("the top rating"), not a count ("top 5").
	QualityOpener = words("the")
	// Highest and Lowest are the words a quality superlative is read as.
	Highest = "highest"
	Lowest  = "lowest"
)

// QualityTop is the quality superlative that says the top of any scale
// ("the top salary" is the highest); "best" and "worst" say which end is
// good, which only a scale of judgement tells (a best price is the
// lowest), so they grade only a property whose name is a word of the
// lexicon's group of "rating" (rating, score, grade).
var QualityTop = words("top")

// JudgementScale reports whether a word (a word of a property's name) is a
// word of the lexicon's group of "rating": a scale where higher is better.
func JudgementScale(w string) bool {
	w = Lemma(strings.ToLower(w))
	for _, g := range SynonymGroups() {
		has := false
		for _, e := range g {
			has = has || e == "rating"
		}
		if !has {
			continue
		}
		for _, e := range g {
			if e == w {
				return true
			}
		}
	}
	return false
}

// EventDateNoun is the noun that asks for the date of an event a property is
// named by ("hire date", "date of birth"); DateOf joins it to the event
// word after it.
var (
	EventDateNoun = words("date")
	DateOf        = words("of")
)

// NoneWord is the word a count of zero before a noun is read as: "0
// courses" and "zero orders" deny the thing as "no courses" does.
const NoneWord = "no"

// Zero is the number zero spelled out, which the number cues leave to the
// reading of a count of none (NoneWord).
var Zero = words("zero")
