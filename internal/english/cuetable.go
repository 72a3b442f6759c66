package english

// The cues, one constant each, in the order --list-cues prints them. Cues
// that stand for an operator (comparison, bound, string-match) are named
// Cue… so the operator keeps the plain name (Before is the operator,
// CueBefore the words that ask for it).
const (
	noCue Cue = iota
	HowMany
	HowMuch
	NumberOf
	Distinct
	When
	Who
	Year
	WhatIs
	WhatThing
	Opener
	SecondQuestion
	CueBefore
	CueBelow
	CueAfter
	CueAbove
	CueSince
	CueUntil
	CueAtLeast
	CueAtMost
	CueBetween
	CueEqual
	CueOrMore
	CueOrLess
	Not
	CueNotEqual
	Average
	Total
	Minimum
	Maximum
	One
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Twenty
	Oldest
	Newest
	MostRecent
	Most
	Fewest
	Least
	Top
	Ranking
	InTermsOf
	OrderedBy
	Descending
	Alphabetical
	Each
	CueStartsWith
	CueEndsWith
	CueContains
	CuePieceOfText
	CueLetter
	CueWordInText
	CueInTheir
	WithTheir
	Indirectly
	Alternative
	Arithmetic
	Difference
	Percentage
	Ratio
	Proportion
	Frequency
	MostCommon
	Variety
	OutputShape
	Length
	Size
	SameValue
	InASingle
	CountModifier
	Request
	Quantifier
	GenericNoun
	Identity
	Copula
	Auxiliary
	Determiner
	PossessivePronoun
	OfPossessor
	AdverbFiller
	cueCount
)

var cueTable = [cueCount]cueDef{
	HowMany: {Name: "how-many", Kind: KindQuestion, Words: []string{"how many"},
		Doc: "asks for a count of the focus"},
	HowMuch: {Name: "how-much", Kind: KindQuestion, Words: []string{"how much"},
		Doc: "asks for a count (an amount) of the focus"},
	NumberOf: {Name: "number-of", Kind: KindQuestion, Words: []string{"number of", "count of"},
		Doc: "asks for a count when it follows the question word (\"what is the total number of\")"},
	Distinct: {Name: "distinct", Kind: KindQuestion, Words: []string{"different", "distinct", "unique"},
		Doc: "after \"how many\": count distinct; elsewhere: each value once"},
	When: {Name: "when", Kind: KindQuestion, Words: []string{"when", "which year", "what year"},
		Doc: "asks for the year-like property of the anchor"},
	Who: {Name: "who", Kind: KindQuestion, Words: []string{"who", "whom"},
		Doc: "asks for the person-like label: the one grounding linked to person words, else a label with a name property at an edge's source"},
	Year: {Name: "year", Kind: KindQuestion, Words: []string{"year", "years"},
		Doc: "names the year-like property of the label in question (an integer property whose values look like years)"},
	WhatIs: {Name: "what-is", Kind: KindQuestion, Words: []string{"what is", "what was", "what 's"},
		Doc: "asks for one value; lets \"latest\"/\"earliest\" aggregate"},
	WhatThing: {Name: "what-thing", Kind: KindQuestion, Words: []string{"what", "which"},
		Doc: "with no noun after it, asks for a thing at the other end of the one relationship the question names, when exactly one label fits there (a warning says so)"},
	Opener: {Name: "opener", Kind: KindQuestion, Words: []string{"who", "whom", "which", "what", "when", "how", "list", "name", "show", "find",
		"give", "return", "get", "count", "sort", "display", "identify", "retrieve", "fetch", "provide",
		"rank",
		"skip"},
		Doc: "opens the question: the focus is looked for right after it"},
	SecondQuestion: {Name: "second-question", Kind: KindQuestion, Words: []string{"and what", "and which", "and who", "and whom", "and how", "and when", "and where"},
		Doc: "a second question in the same sentence: refused, ask one at a time"},
	CueBefore: {Name: "before", Kind: KindComparison, Words: []string{"before", "earlier", "prior"}, Op: Less,
		Doc: "a number after it bounds a property from above (strictly)"},
	CueBelow: {Name: "below", Kind: KindComparison, Words: []string{"below", "under", "less", "lower", "fewer", "smaller", "shorter", "lighter"}, Op: Less,
		Doc: "a number after it bounds a property from above (strictly)"},
	CueAfter: {Name: "after", Kind: KindComparison, Words: []string{"after", "later"}, Op: Greater,
		Doc: "a number after it bounds a property from below (strictly)"},
	CueAbove: {Name: "above", Kind: KindComparison, Words: []string{"above", "over", "more", "greater", "higher", "larger", "bigger", "exceed", "exceeds", "exceeding", "exceeded", "beyond", "longer", "heavier", "taller"}, Op: Greater,
		Doc: "a number after it bounds a property from below (strictly)"},
	CueSince: {Name: "since", Kind: KindComparison, Words: []string{"since"}, Op: AtLeast,
		Doc: "a number after it bounds a property from below, inclusive"},
	CueUntil: {Name: "until", Kind: KindComparison, Words: []string{"until", "till", "through", "thru"}, Op: AtMost,
		Doc: "a number after it bounds a property from above, inclusive (\"until 1995\"; \"from N until M\" is a range)"},
	CueAtLeast: {Name: "at-least", Kind: KindComparison, Words: []string{"at least"}, Op: AtLeast,
		Doc: "a number after it bounds a property from below, inclusive"},
	CueAtMost: {Name: "at-most", Kind: KindComparison, Words: []string{"at most"}, Op: AtMost,
		Doc: "a number after it bounds a property from above, inclusive"},
	CueBetween: {Name: "between", Kind: KindComparison, Words: []string{"between", "from"},
		Doc: "\"between N and M\", \"from N to M\": an inclusive range"},
	CueEqual: {Name: "equal", Kind: KindComparison, Words: []string{"in", "from", "of", "is", "was", "equal", "exactly", "="}, Op: Equal,
		Doc: "a number right after it is the property's value (\"released in 1999\")"},
	CueOrMore: {Name: "or-more", Kind: KindBound, Words: []string{"more", "greater", "higher", "above", "over", "later", "after", "newer", "longer", "larger", "bigger", "heavier", "taller"}, Op: AtLeast,
		Doc: "\"N or more\", \"N or later\", \"a week or longer\": inclusive lower bound"},
	CueOrLess: {Name: "or-less", Kind: KindBound, Words: []string{"less", "fewer", "lower", "below", "under", "earlier", "before", "older", "shorter", "smaller", "lighter"}, Op: AtMost,
		Doc: "\"N or less\", \"N or earlier\": inclusive upper bound"},
	Not: {Name: "not", Kind: KindNegation, Words: []string{"never", "not", "no", "without", "n't", "haven't", "hasn't", "didn't", "don't", "doesn't", "none", "nobody", "nothing", "neither", "nor"},
		Doc: "up to three words before an edge word or a label: the relationship must not exist (NOT EXISTS); any word ending in n't counts too"},
	CueNotEqual: {Name: "not-equal", Kind: KindNegation, Words: []string{"is not", "are not", "was not", "were not", "isn't", "aren't", "wasn't", "weren't", "other than"},
		Doc: "right before a value: the property differs from it"},
	Average: {Name: "average", Kind: KindAggregation, Words: []string{"average", "mean"}, Agg: Avg,
		Doc: "the average of the property after it; after a superlative or \"by\", ranks by it"},
	Total: {Name: "total", Kind: KindAggregation, Words: []string{"total", "sum", "combined"}, Agg: Sum,
		Doc: "the sum of the property after it; after a superlative or \"by\", ranks by it"},
	Minimum: {Name: "minimum", Kind: KindAggregation, Words: []string{"minimum", "lowest", "smallest", "earliest"}, Agg: Min,
		Doc: "the minimum of the property after it (\"earliest\" only in when/what-is questions)"},
	Maximum: {Name: "maximum", Kind: KindAggregation, Words: []string{"maximum", "highest", "largest", "greatest", "latest"}, Agg: Max,
		Doc: "the maximum of the property after it (\"latest\" only in when/what-is questions)"},
	One:    {Name: "one", Kind: KindNumber, Words: []string{"one"}, N: 1, Doc: "the number 1"},
	Two:    {Name: "two", Kind: KindNumber, Words: []string{"two"}, N: 2, Doc: "the number 2"},
	Three:  {Name: "three", Kind: KindNumber, Words: []string{"three"}, N: 3, Doc: "the number 3"},
	Four:   {Name: "four", Kind: KindNumber, Words: []string{"four"}, N: 4, Doc: "the number 4"},
	Five:   {Name: "five", Kind: KindNumber, Words: []string{"five"}, N: 5, Doc: "the number 5"},
	Six:    {Name: "six", Kind: KindNumber, Words: []string{"six"}, N: 6, Doc: "the number 6"},
	Seven:  {Name: "seven", Kind: KindNumber, Words: []string{"seven"}, N: 7, Doc: "the number 7"},
	Eight:  {Name: "eight", Kind: KindNumber, Words: []string{"eight"}, N: 8, Doc: "the number 8"},
	Nine:   {Name: "nine", Kind: KindNumber, Words: []string{"nine"}, N: 9, Doc: "the number 9"},
	Ten:    {Name: "ten", Kind: KindNumber, Words: []string{"ten"}, N: 10, Doc: "the number 10"},
	Twenty: {Name: "twenty", Kind: KindNumber, Words: []string{"twenty"}, N: 20, Doc: "the number 20"},
	Oldest: {Name: "oldest", Kind: KindOrder, Words: []string{"oldest", "earliest", "first", "lowest", "least"},
		Doc: "a superlative ordering its noun ascending by a year-like property (descending by an age); \"first\" and \"least\" only mark a top-N"},
	Newest: {Name: "newest", Kind: KindOrder, Words: []string{"newest", "youngest", "latest", "recent", "highest", "last"},
		Doc: "a superlative ordering its noun descending by a year-like property (ascending by an age); \"last\" only marks a top-N"},
	MostRecent: {Name: "most-recent", Kind: KindOrder, Words: []string{"most recent"},
		Doc: "the newest, not a count"},
	Most: {Name: "most", Kind: KindOrder, Words: []string{"most"},
		Doc: "ranks by a count of the related things named after it, highest first"},
	Fewest: {Name: "fewest", Kind: KindOrder, Words: []string{"fewest"},
		Doc: "ranks by a count of the related things named after it, lowest first"},
	Least: {Name: "least", Kind: KindOrder, Words: []string{"least"},
		Doc: "\"the least X\": a ranking word (lowest first); \"at least\" is a bound"},
	Top: {Name: "top", Kind: KindOrder, Words: []string{"top", "first", "last", "limit"},
		Doc: "a number after it is the number of rows"},
	Ranking: {Name: "ranking", Kind: KindOrder, Words: []string{"most", "fewest", "least", "top", "highest", "largest", "greatest", "lowest", "smallest", "maximum", "minimum", "best"},
		Doc: "a count per group is ranked and cut, not listed for every group"},
	InTermsOf: {Name: "in-terms-of", Kind: KindOrder, Words: []string{"in terms of"},
		Doc: "\"the top 3 actors in terms of movies\": ranks by a count of the things named after it"},
	OrderedBy: {Name: "ordered-by", Kind: KindOrder, Words: []string{"order", "ordered", "sorted", "sort", "ranked"},
		Doc: "sorts by the property named after it (after \"by\" or \"of\" when there is one)"},
	Descending: {Name: "descending", Kind: KindOrder, Words: []string{"descending", "decreasing", "desc", "reverse", "reversed"},
		Doc: "near an ordering word: largest first"},
	Alphabetical: {Name: "alphabetical", Kind: KindOrder, Words: []string{"alphabetical", "alphabetically", "lexicographical", "lexicographic", "lexicographically"},
		Doc: "sorts by the first column (largest first after \"reverse\" or \"descending\")"},
	Each: {Name: "each", Kind: KindGrouping, Words: []string{"each", "every", "per"},
		Doc: "groups a count or aggregate by the node or property named right after it"},
	CueStartsWith: {Name: "starts-with", Kind: KindString, Words: []string{"starting with", "starts with", "start with", "beginning with", "begins with"}, Op: StartsWith,
		Doc: "the text after it is a prefix of the string property named next to it (the focus's key when none is named)"},
	CueEndsWith: {Name: "ends-with", Kind: KindString, Words: []string{"ending with", "ends with", "end with", "ending in", "ends in"}, Op: EndsWith,
		Doc: "the text after it is a suffix of the string property named next to it (the focus's key when none is named)"},
	CueContains: {Name: "contains", Kind: KindString, Words: []string{"substring", "containing", "contains", "contain", "include", "includes", "including", "mention", "mentions", "mentioning"}, Op: Contains,
		Doc: "the text after it occurs in the string property named next to it (the focus's key when none is named)"},
	CuePieceOfText: {Name: "piece-of-text", Kind: KindString, Words: []string{"word", "phrase", "text", "string", "letter", "letters", "character", "characters"},
		Doc: "\"containing the word X\", \"with the letter X\": the text after it is what is matched"},
	CueLetter: {Name: "letter", Kind: KindString, Words: []string{"letter", "letters", "character", "characters"},
		Doc: "\"with the letter X\": a contains match even without a contains word"},
	CueWordInText: {Name: "word-in-text", Kind: KindString, Words: []string{"word", "words", "phrase", "term"},
		Doc: "\"the word 'love' in their tagline\": a word or phrase sought inside a text, whatever its case"},
	CueInTheir: {Name: "in-their", Kind: KindString, Words: []string{"in their", "in its", "in his", "in her", "in the"},
		Doc: "\"with X in their name\": X is contained in the property after it"},
	WithTheir: {Name: "with-their", Kind: KindColumns, Words: []string{"their", "its", "respective", "along with"},
		Doc: "\"with their release years\": the property after it is shown as an extra column"},
	Indirectly: {Name: "indirectly", Kind: KindPath, Words: []string{"indirectly", "transitively", "transitive", "any number", "chain", "eventually", "all the way", "any depth"},
		Doc: "an edge between two nodes of the same label becomes its closure (any depth; Cypher and Gremlin stop at the guard's loop cap, with a warning)"},
	Alternative: {Name: "alternative", Kind: KindPath, Words: []string{"or"},
		Doc: "between two relationship words (\"acted in or directed\", \"either as actor or director\"): one edge of either type, not both"},
	Arithmetic: {Name: "arithmetic", Kind: KindUnsupported, Words: []string{"divisible"}, Refuses: "arithmetic on property values",
		Doc: "arithmetic on values: refused"},
	Difference: {Name: "difference", Kind: KindUnsupported, Words: []string{"difference"}, Refuses: "differences between values",
		Doc: "differences between values: refused"},
	Percentage: {Name: "percentage", Kind: KindUnsupported, Words: []string{"percentage", "percent"}, Refuses: "percentages",
		Doc: "percentages: refused"},
	Ratio: {Name: "ratio", Kind: KindUnsupported, Words: []string{"ratio"}, Refuses: "ratios",
		Doc: "ratios: refused"},
	Proportion: {Name: "proportion", Kind: KindUnsupported, Words: []string{"proportion"}, Refuses: "proportions",
		Doc: "proportions: refused"},
	Frequency: {Name: "frequency", Kind: KindUnsupported, Words: []string{"frequently", "frequent"}, Refuses: "the frequency of values",
		Doc: "the frequency of values: refused"},
	MostCommon: {Name: "most-common", Kind: KindUnsupported, Words: []string{"most common", "most popular", "most frequent", "least common", "least popular", "least frequent"},
		Doc: "the most frequent values (\"the most common roles\"): refused"},
	Variety: {Name: "variety", Kind: KindUnsupported, Words: []string{"diversity", "variety"}, Refuses: "the variety of values",
		Doc: "the variety of values: refused"},
	OutputShape: {Name: "output-shape", Kind: KindUnsupported, Words: []string{"tree", "trees", "hierarchy", "hierarchies", "path", "paths", "subgraph", "subgraphs"},
		Refuses: "an answer shaped as a tree, a hierarchy or paths",
		Doc:     "an answer shaped as a tree or as paths (\"grouped by their names in a tree format\", \"show me the simple paths\"): the plan returns rows, so refused when the word links to nothing in the schema"},
	Length: {Name: "length", Kind: KindUnsupported, Words: []string{"length"}, Refuses: "lengths of values",
		Doc: "lengths of values: refused when the word links to nothing in the schema"},
	Size: {Name: "size", Kind: KindUnsupported, Words: []string{"size"}, Refuses: "sizes of values",
		Doc: "sizes of values: refused when the word links to nothing in the schema"},
	SameValue: {Name: "same-value", Kind: KindUnsupported, Words: []string{"same"},
		Doc: "\"the same decade\": comparing values of two nodes is refused; \"the same movie\" (a label) is a shared node"},
	InASingle: {Name: "in-a-single", Kind: KindUnsupported, Words: []string{"in a single"},
		Doc: "a maximum within each pair of things (\"the most roles in a single movie\"): refused"},
	CountModifier: {Name: "count-modifier", Kind: KindUnsupported, Words: []string{"distinct", "different", "unique", "diverse", "various", "separate"},
		Doc: "qualifies a counted noun (\"the most distinct roles\"); a ranking by a word that links to nothing is refused"},
	Request: {Name: "request", Kind: KindFiller, Words: []string{"please", "me", "us", "tell", "know", "want", "find", "show", "give", "return",
		"display", "get", "retrieve", "fetch", "provide", "identify", "count", "list", "lists"},
		Doc: "framing a request (\"please tell me\", \"list\")"},
	Quantifier: {Name: "quantifier", Kind: KindFiller, Words: []string{"all", "every", "any", "each", "some", "both", "one", "ones", "other", "others", "another", "else"},
		Doc: "quantifiers that select nothing by themselves"},
	GenericNoun: {Name: "generic-noun", Kind: KindFiller, Words: []string{"thing", "things", "entity", "entities", "node", "nodes", "record", "records",
		"information", "details", "detail", "data", "database", "graph", "result", "results", "value", "values"},
		Doc: "nouns that stand for \"the things\" or \"the data\""},
	Identity: {Name: "identity", Kind: KindFiller, Words: []string{"name", "names", "whose"},
		Doc: "\"the names of\": how things are shown, which the answer's first column already is"},
	Copula: {Name: "copula", Kind: KindFiller, Words: []string{"is", "are", "was", "were", "be", "been"},
		Doc: "links a subject to what it is (\"the directors were also actors\"); \"is not X\" negates X"},
	Auxiliary: {Name: "auxiliary", Kind: KindFiller, Words: []string{"did", "does", "do", "has", "have", "had"},
		Doc: "\"did X act\": the noun after it is the subject of the verb that follows"},
	Determiner: {Name: "determiner", Kind: KindFiller, Words: []string{"a", "an", "the"},
		Doc: "articles, skipped when reading what a word qualifies"},
	PossessivePronoun: {Name: "possessive-pronoun", Kind: KindFiller, Words: []string{"their", "its", "his", "her"},
		Doc: "\"with their release years\": the property after it belongs to the noun before"},
	OfPossessor: {Name: "of-possessor", Kind: KindFiller, Words: []string{"of"},
		Doc: "after a noun made of a verb (\"the followers of X\", \"the dependencies of X\"): X owns the noun, as in \"X's followers\""},
	AdverbFiller: {Name: "adverb-filler", Kind: KindFiller, Words: []string{"there", "exist", "exists", "also", "ever", "only", "just", "together", "respectively", "respective"},
		Doc: "existence and emphasis words"},
}
