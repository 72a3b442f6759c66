package english

import "strings"

// frames are the words the answer writer (package answer) reads a
// question's shape by, to put the answer where the wh-phrase stood: "Who
// directed X?" → "A and B directed X." Each list is lower case, as
// written (the writer reads the question's own words, not lemmas).
type frames struct {
	// Wh are the question words.
	Wh WordList
	// Who asks for persons; Whom is its object form.
	Who, Whom WordList
	// Which asks for things of a kind ("Which movies …", "What movies …");
	// What alone also asks for a value ("What is X's Y").
	Which, What WordList
	// How and Many make "how many", a count.
	How, Many WordList
	// When asks for a time; Since opens "Since when".
	When, Since WordList
	// Not negates a clause; Ever only asks ("did S ever act").
	Not, Ever WordList
	// There opens an existential ("how many … are there").
	There WordList
	// The is the article a superlative phrase starts with.
	The WordList
	// AndOr join a second question ("…, and in which role?") or names.
	AndOr WordList
	// Group asks for an aggregate per thing ("each", "per", "every").
	Group WordList
	// Most are the superlatives of a count ("the most open issues").
	Most WordList
	// DateNoun after "In which" asks for a time ("In which year …").
	DateNoun WordList
	// Imperative opens a request for a list ("List the …", "Show me …");
	// Filler may follow it ("me", "all").
	Imperative, Filler WordList
	// CountedBy precedes a number that says how many answers were asked
	// for: "Which two …", "the 3 highest", "top 5", "List 10 …".
	CountedBy WordList
	// Auxiliary opens a yes/no question or ends a wh-phrase.
	Auxiliary WordList
	// Copula are the forms of "be" that agree with the answers' number.
	Copula WordList
	// DoAux carries a verb's tense ("did S act"); DoPresent are its present
	// forms, DoPast "did", DoThird "does".
	DoAux, DoPresent WordList
	// HaveAux are the forms of "have" a perfect is made with.
	HaveAux WordList
	// Preposition ends a noun phrase or strands at a clause's end.
	Preposition WordList
	// SubjectPronoun can be a clause's whole subject ("Did anyone …").
	SubjectPronoun WordList
	// Determiner opens a noun-phrase subject ("no employee", "the movie").
	Determiner WordList
	// Article may follow a copula before a noun ("is a member of").
	Article WordList
	// SubjectAdverb may stand between the subject and its verb.
	SubjectAdverb WordList
	// StrandedAfter are words that cannot be a preposition's object, so the
	// preposition before them lost its object to the wh-word.
	StrandedAfter WordList
	// RelativeStart ends a head noun ("movies that …", "people who …").
	RelativeStart WordList
	// NameParticle joins the capitalised words of one name ("van der").
	NameParticle WordList
	// Superlative are the ordering words without -est ("most", "first",
	// "sorted"); NotSuperlative are -est words that compare nothing.
	Superlative, NotSuperlative WordList
	// YearQuestion are words of a question whose answer numbers are years.
	YearQuestion WordList
	// RoleColumn name an edge property whose value is the part someone
	// plays ("Keanu Reeves as Neo").
	RoleColumn WordList
	// SentenceStart may start a sentence capitalised without naming a
	// value (a checked answer's "The …", "None …").
	SentenceStart WordList
	// Positive says a negative-polarity word in a positive clause ("any"
	// → "some").
	Positive map[string]string
}

func words(ws ...string) WordList {
	l := WordList{}
	for _, w := range ws {
		l[w] = true
	}
	return l
}

// Frame is the words of the answer writer's frames.
var Frame = frames{
	Wh:         words("which", "what", "who", "whom", "how", "when", "where", "whose"),
	Who:        words("who", "whom"),
	Whom:       words("whom"),
	Which:      words("which", "what"),
	What:       words("what"),
	How:        words("how"),
	Many:       words("many"),
	When:       words("when"),
	Since:      words("since"),
	Not:        words("not"),
	Ever:       words("ever"),
	There:      words("there"),
	The:        words("the"),
	AndOr:      words("and", "or"),
	Group:      words("each", "per", "every"),
	Most:       words("most", "fewest", "least"),
	DateNoun:   words("year", "years", "date"),
	Imperative: words("list", "show", "name", "give", "find", "return"),
	Filler:     words("me", "all"),
	CountedBy:  words("which", "what", "the", "top", "first", "last", "list", "show", "name"),
	Auxiliary: words("is", "are", "was", "were", "do", "does", "did", "has", "have", "had",
		"can", "could", "will", "would"),
	Copula:    words("is", "are", "was", "were"),
	DoAux:     words("do", "does", "did"),
	DoPresent: words("do", "does"),
	HaveAux:   words("has", "have", "had"),
	Preposition: words("in", "on", "at", "by", "with", "for", "from", "to", "of", "about", "under",
		"over", "above", "below", "before", "after", "since", "between", "into", "through", "during",
		"without", "within", "against", "among", "as", "like", "near", "than", "until", "per", "across",
		"behind", "beyond", "via"),
	SubjectPronoun: words("nobody", "everyone", "everybody", "someone", "somebody", "anyone", "anybody",
		"he", "she", "they", "it", "we", "you"),
	Determiner: words("the", "a", "an", "no", "each", "every", "this", "that", "these", "those", "any",
		"some", "all", "his", "her", "their", "its"),
	Article:       words("a", "an", "the"),
	SubjectAdverb: words("both", "also", "ever", "never", "not", "all", "each", "still", "already", "often"),
	StrandedAfter: words(",", "both", "together"),
	RelativeStart: words("that", "who"),
	NameParticle: words("de", "la", "le", "van", "der", "den", "von", "du", "di", "da", "del", "of", "the",
		"y", "bin", "al", "ter"),
	Superlative: words("most", "least", "fewest", "first", "last", "top", "best", "worst", "recently",
		"order", "sorted", "ranked", "alphabetical", "ascending", "descending", "chronological"),
	NotSuperlative: words("interest", "request", "contest", "suggest", "honest", "modest", "manifest",
		"protest", "digest", "invest", "arrest", "harvest", "interests", "requests", "forest", "guest"),
	YearQuestion: words("when", "year", "years", "born", "released", "founded", "since", "date", "dates"),
	RoleColumn:   words("role", "roles", "character", "characters", "part", "parts", "as"),
	SentenceStart: words("the", "a", "an", "there", "this", "these", "those",
		"it", "its", "they", "he", "she", "his", "her", "their",
		"no", "yes", "none", "nothing", "nobody", "only", "all", "both",
		"each", "some", "one", "in", "on", "of", "and", "or",
		"i", "based", "according", "from", "with", "for", "by",
		"total", "overall", "however", "also", "not", "data", "rows",
		"two", "three", "four", "five", "six", "seven", "eight",
		"nine", "ten", "answer", "result", "results", "count"),
	Positive: map[string]string{"any": "some", "anyone": "someone", "anybody": "someone", "anything": "something"},
}

// DoPast and DoThird are "did" and "does": the tense a do-auxiliary moves
// onto its verb (Inflect).
var (
	DoPast  = words("did")
	DoThird = words("does")
)

// IsSuperlative reports whether the lower-case w orders or compares: an
// ordering word ("most", "sorted") or a long -est word that is no noun or
// verb ("oldest", not "interest").
func IsSuperlative(w string) bool {
	if Frame.Superlative[w] {
		return true
	}
	return len(w) >= 6 && strings.HasSuffix(w, "est") && !Frame.NotSuperlative[w]
}

// AnswerCount is the number a spelled-out word says when it counts the
// answers asked for ("Which two …"): two and above, as "one" names no
// count of answers.
func AnswerCount(w string) (int, bool) {
	n, ok := NumberWord(w)
	if !ok || n < 2 {
		return 0, false
	}
	return n, true
}
