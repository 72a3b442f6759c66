package answer

import "strings"

// wordSet is a word list asked by name: the question's words are compared
// with these, never with literals scattered through the grammar.
type wordSet map[string]bool

func words(ws ...string) wordSet {
	s := wordSet{}
	for _, w := range ws {
		s[w] = true
	}
	return s
}

// The cues the frames read.
var (
	wh          = words("which", "what", "who", "whom", "how", "when", "where", "whose")
	whoWords    = words("who", "whom")
	whomWord    = words("whom")
	whichWords  = words("which", "what")
	whatWord    = words("what")
	howWord     = words("how")
	manyWord    = words("many")
	whenWord    = words("when")
	sinceWord   = words("since")
	notWord     = words("not")
	everWord    = words("ever")
	thereWord   = words("there")
	theWord     = words("the")
	andWords    = words("and", "or")
	groupWords  = words("each", "per", "every")
	mostWords   = words("most", "fewest", "least")
	dateNouns   = words("year", "years", "date")
	imperatives = words("list", "show", "name", "give", "find", "return")
	fillers     = words("me", "all")
	// countedBy precedes a number that says how many answers were asked
	// for: "Which two …", "the 3 highest", "top 5", "List 10 …".
	countedBy = words("which", "what", "the", "top", "first", "last", "list", "show", "name")
	// positive says a negative-polarity word in a positive clause.
	positive = map[string]string{"any": "some", "anyone": "someone", "anybody": "someone", "anything": "something"}
)

func (s wordSet) has(w string) bool { return s[strings.ToLower(w)] }

// is reports whether the question's word i is in s.
func (q question) is(i int, s wordSet) bool {
	if i < 0 || i >= len(q.words) {
		return false
	}
	return s.has(q.words[i])
}
