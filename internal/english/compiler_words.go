package english

// Small words the offline compiler reads around the cues: what may stand
// between a question word and "number of", what makes "one" a pronoun, what
// makes a superlative a bound or a value. Each list is a set of lower-case
// words as written (or as lemmas where the caller reads lemmas); the doc
// says the English each stands for, so a word is added here, not compared
// with a token where it is used.

var (
	// TimeExtreme are the superlatives of time. They aggregate a date (its
	// maximum, its minimum) only when the question asks when or for one
	// value ("when was the latest release"); elsewhere they order ("the
	// latest movies").
	TimeExtreme = WordList{"latest": true, "earliest": true}

	// CountLead may stand between the question word and "number of" while
	// the question still asks for a count ("what is the total number of
	// movies", "what's the overall number of"). The tokenizer splits
	// "what's" into "what", the apostrophe and "s", so both stand here.
	CountLead = WordList{"is": true, "was": true, "'s": true, "'": true, "’": true, "s": true, "the": true, "total": true, "overall": true}

	// ThingAsker are question words that ask for things of a kind or for
	// persons, not for an amount: "which director has the number of ..."
	// is no count.
	ThingAsker = WordList{"which": true, "who": true}

	// ValueAsker are question words that ask for a value, an amount or a
	// time rather than for things: "what is the highest salary" asks for
	// the maximum, "which employee has the highest salary" for employees.
	ValueAsker = WordList{"what": true, "how": true, "when": true}

	// CountVerb is the imperative that asks for a count ("Count the people
	// who ...").
	CountVerb = WordList{"count": true}

	// RankArticle may stand between "by" and the aggregate a ranking is by
	// ("by the average rating", "by their total sales").
	RankArticle = WordList{"the": true, "their": true}

	// OnlyTopN are ordering words that only cut the rows to a number ("the
	// first 5", "the last 3", "the 3 least ..."): they never order by a
	// year-like property on their own.
	OnlyTopN = WordList{"first": true, "last": true, "least": true}

	// AggListJoiner joins aggregate words into one list ("the average,
	// minimum, and the maximum age").
	AggListJoiner = WordList{",": true, "and": true, "the": true}

	// ExtremeNoun are the nouns of an extreme: "the maximum salary" asks
	// for the value and never ranks things by it.
	ExtremeNoun = WordList{"maximum": true, "minimum": true}

	// CountNoun after a superlative makes it rank by a count ("the highest
	// number of movies", "the largest amount of reviews").
	CountNoun = WordList{"number": true, "count": true, "amount": true}

	// Number is the noun of "number of" ("the number of movies").
	Number = WordList{"number": true}

	// NumberOfPart are the words of "number of", passed over between a
	// ranking word and what it ranks ("the most number of votes").
	NumberOfPart = WordList{"number": true, "of": true}

	// Of links a noun to what it is of: "number of", "the names of", "a
	// tagline of".
	Of = WordList{"of": true}

	// Than completes a comparative ("more than 5", "older than the
	// director"): what follows is the compared value.
	Than = WordList{"than": true}

	// At before "least" or "most" makes a bound ("at least 3", "at most
	// 5"), not a ranking.
	At = WordList{"at": true}

	// Or joins alternatives: "1960 or later" (a bound), "'Drama' or
	// 'Comedy'" (either value).
	Or = WordList{"or": true}

	// And joins a second thing asked for to the first ("the names of
	// teachers and the courses they teach").
	And = WordList{"and": true}

	// Whose opens a clause that puts a condition on the property it names
	// ("the department whose name has the word computer").
	Whose = WordList{"whose": true}

	// NegativeSubject after an auxiliary is the clause's subject ("Which
	// packages does nothing depend on?"): the thing asked for is the
	// verb's object, which nothing reaches.
	NegativeSubject = WordList{"nothing": true, "nobody": true, "none": true, "no": true}

	// Either opens two alternatives joined by "or" ("either houses or
	// apartments"): a condition, never filler.
	Either = WordList{"either": true}

	// Single after "a" or "only" counts related things ("used by a single
	// country", "only one director"), as a number would.
	Single = WordList{"single": true, "sole": true}

	// Comma separates the items of a list ("'Drama', 'Comedy' or
	// 'Action'").
	Comma = WordList{",": true}

	// Other before "than" excludes what follows ("other than X").
	Other = WordList{"other": true}

	// With introduces what a thing has or a text holds ("with the word
	// X", "with a tagline").
	With = WordList{"with": true}

	// Recent after "most" is the adjective of time ("the most recent"),
	// not a counted noun.
	Recent = WordList{"recent": true}

	// TotalWord before "number of" ("the total number of movies") is a
	// count; it sums only when the plan already aggregates.
	TotalWord = WordList{"total": true}

	// Ends are the ordinals at either end, which qualify a noun like an
	// adjective ("the same first letter", "the last name").
	Ends = WordList{"first": true, "last": true}

	// IndefiniteArticle before a property ("movies with a tagline") asks
	// whether the thing has one at all.
	IndefiniteArticle = WordList{"a": true, "an": true}

	// Possessing introduces what a thing possesses ("movies with a
	// tagline", "people having an email"): the words of Having and
	// "having".
	Possessing = union(Having, WordList{"having": true})

	// ValueLead after a property gives it a value, a range or a pattern
	// ("a tagline of", "a rating between", "a name like", "a title named",
	// "a year in").
	ValueLead = WordList{"of": true, "between": true, "equal": true, "like": true, "named": true, "called": true, "in": true}

	// AsWell closes a clause ("wrote one too", "acted in one as well"):
	// a "one" before it stands for a thing, not a number.
	AsWell = WordList{"too": true, "as": true, "well": true}

	// PronounPrep are prepositions after which "one" stands for a thing
	// named before ("acted in one", "worked on one").
	PronounPrep = WordList{"in": true, "on": true}

	// BacktickQuote opens a quotation the way some corpora write it
	// (``Top Gun'').
	BacktickQuote = WordList{"``": true}

	// PossessiveEnding is the possessive ending standing as a word of its
	// own ("the director 's movies").
	PossessiveEnding = WordList{"'s": true}

	// IdentityNoun asks for what names a thing ("the names of singers",
	// "movie titles"). Unlike the identity cue (name, names, whose) it
	// holds "title", which the plan must show, and not "whose", which
	// only relates.
	IdentityNoun = WordList{"name": true, "names": true, "title": true, "titles": true}

	// NameDeterminer may stand between "names of" and the things named
	// ("the names of each document", "the titles of all movies").
	NameDeterminer = WordList{"the": true, "a": true, "an": true, "each": true, "every": true, "all": true, "these": true, "those": true}

	// RowCountLead may stand right before a number of rows ("list the 3
	// movies", "give me 5", "which are the first 10"), as the question's
	// opener and the Top words may; after any other word (a verb, a
	// preposition) the number counts related things ("have one director").
	RowCountLead = WordList{"of": true, "are": true, "were": true, "is": true, "the": true, "me": true, "us": true, "any": true,
		"all": true, "those": true, "these": true, "give": true, "get": true, "retrieve": true, "return": true, "display": true,
		"identify": true, "first": true, "last": true, "top": true, "next": true}

	// TopWord before a ranking aggregate makes it rank ("the top 3
	// reviewers by average rating").
	TopWord = WordList{"top": true}

	// Bottom asks for the lowest first ("the lowest 3 by average rating",
	// "the bottom 5").
	Bottom = WordList{"lowest": true, "bottom": true}

	// Temporal before a year-like number makes it a year ("after 2013",
	// "during 2020").
	Temporal = WordList{"after": true, "before": true, "since": true, "until": true, "in": true, "during": true}
)

// Two things of one kind: a question that says one of these phrases
// names two different things of a label ("other actors", "another
// movie", "co-stars", "each other"), so two nodes of it are meant.
var TwoOfAKind = []string{"other", "others", "another", "different", "both", "co", "else", "each other", "together"}

// One shared thing: a question that says one of these phrases means one
// thing shared by two relationships ("the same movie", "their own
// company", "directed themselves").
var OneShared = []string{"same", "own", "themselves", "itself", "each other"}

// Also marks a second fact about the same thing ("also wrote it", "wrote
// it too"); without a pronoun "one" it keeps the thing shared.
var AlsoShared = []string{"also", "too"}

func union(ls ...WordList) WordList {
	out := WordList{}
	for _, l := range ls {
		for w := range l {
			out[w] = true
		}
	}
	return out
}

// PossessiveAt reports whether words[k] (lower case, as written) is the
// mark of a possessive standing as a word of its own: "'s", an apostrophe
// alone ("the directors' movies"), or the "s" the tokeniser left after a
// straight apostrophe it split off.
func PossessiveAt(words []string, k int) bool {
	if k < 0 || k >= len(words) {
		return false
	}
	w := words[k]
	return PossessiveEnding.Is(w) || Apostrophe.Is(w) || PossessiveS.Is(w) && k > 0 && words[k-1] == "'"
}

// NotEqualEndsAt reports whether words[k] (lower case, as written) closes
// a negation of the value after it: one of the not-equal phrases ("is
// not", "other than", "isn't") or "not" after any copula ("be not").
func NotEqualEndsAt(words []string, k int) bool {
	if k < 0 || k >= len(words) {
		return false
	}
	if words[k] == "not" && k > 0 && Copula.Is(words[k-1]) {
		return true
	}
	for i := k; i >= 0 && i > k-3; i-- {
		if n := CueNotEqual.AtWritten(words, i); n > 0 && i+n-1 == k {
			return true
		}
	}
	return false
}
