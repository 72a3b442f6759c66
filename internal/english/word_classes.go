package english

import "strings"

// A WordClass is the closed class of an English function word: the words a
// tagger knows by list, not by shape.
type WordClass string

// The closed classes.
const (
	ClassDeterminer  WordClass = "determiner"
	ClassAdposition  WordClass = "adposition"
	ClassPronoun     WordClass = "pronoun"
	ClassAuxiliary   WordClass = "auxiliary"
	ClassConjunction WordClass = "conjunction"
	ClassParticle    WordClass = "particle"
	ClassWh          WordClass = "wh-word" // question words, which name what is asked for
)

// closedClasses lists each class's words (lower case). A word in two lists
// takes the later one: "to" is the particle of "to direct" before it is a
// preposition.
var closedClasses = []struct {
	class WordClass
	words string
}{
	{ClassDeterminer, "the a an this that these those each every any some all both either neither no another such"},
	{ClassAdposition, "of in on at by for with from to into onto about above below over under between among through " +
		"during before after since until till against across along around behind beyond near per via within without " +
		"than towards toward upon off out like despite except"},
	{ClassPronoun, "i me my mine we us our ours you your yours he him his she her hers it its they them their theirs " +
		"myself yourself himself herself itself ourselves themselves one someone anyone everyone somebody anybody " +
		"something anything everything nothing"},
	{ClassAuxiliary, "is are was were be been being am do does did done have has had having can could will would shall should may might must"},
	{ClassConjunction, "and or but nor so yet if because while whereas although though whether"},
	{ClassParticle, "not n't to 's ’s s"},
	{ClassWh, "who whom whose what which where when why how"},
}

var wordClass = func() map[string]WordClass {
	m := map[string]WordClass{}
	for _, c := range closedClasses {
		for _, w := range strings.Fields(c.words) {
			m[w] = c.class
		}
	}
	return m
}()

// ClassOf is the closed class of a lower-case word; ok is false for an open
// class word (a noun, a verb, an adjective, an adverb) or a name.
func ClassOf(w string) (c WordClass, ok bool) {
	c, ok = wordClass[w]
	return c, ok
}

// stopWords are the words that name nothing in a schema: every function
// word but the wh-words, and discourse fillers ("please", "just", "tell").
// Quantifiers are not among them: "all", "each", "no" shape a query.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for w, c := range wordClass {
		if c != ClassWh {
			m[w] = true
		}
	}
	for _, w := range strings.Fields("please also there here then just only very really kindly can could " +
		"me us i 's ’s tell give let database graph data dataset exactly respective respectively") {
		m[w] = true
	}
	for _, w := range strings.Fields("all each every no both any") {
		delete(m, w)
	}
	return m
}()

// IsStopWord reports whether a lower-case word names nothing in a schema on
// its own, so that linking a question to one passes over it.
func IsStopWord(w string) bool { return stopWords[w] }
