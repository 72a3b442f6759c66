package offline

import (
	"embed"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// A Cue is an English word or phrase the offline compiler reads as part of
// a query rather than as a schema element: a comparison, a negation, an
// aggregate, an ordering, a grouping, a string match. Cues are values, one
// table per kind, so a maintainer sees every word the compiler reacts to in
// one place and adds one there; `gql translate --list-cues` prints them and
// every cue has an example in testdata/cues/<name>.txt.
//
// Words are matched in lower case against each word as written; a phrase
// (several words separated by spaces) also matches the words' lemmas.
// Inflections are listed, so the list is what is recognised.
type Cue struct {
	Name  string
	Kind  CueKind
	Words []string
	Doc   string
	// What the cue stands for, when it stands for an operator.
	Op  templates.Op
	Agg templates.Agg
	N   int
	// Refuses names the operation a refused question asks for.
	Refuses string
}

// CueKind groups cues by what they do to the query.
type CueKind string

// The kinds of cues, one table each.
const (
	CueQuestion    CueKind = "question"
	CueComparison  CueKind = "comparison"
	CueBound       CueKind = "bound"
	CueNegation    CueKind = "negation"
	CueAggregation CueKind = "aggregation"
	CueNumber      CueKind = "number"
	CueOrder       CueKind = "order"
	CueGrouping    CueKind = "grouping"
	CueString      CueKind = "string-match"
	CueColumns     CueKind = "columns"
	CuePath        CueKind = "path"
	CueUnsupported CueKind = "unsupported"
	CueFiller      CueKind = "filler"
)

var questionCues = []Cue{
	{Name: "how-many", Kind: CueQuestion, Words: []string{"how many"},
		Doc: "asks for a count of the focus"},
	{Name: "how-much", Kind: CueQuestion, Words: []string{"how much"},
		Doc: "asks for a count (an amount) of the focus"},
	{Name: "number-of", Kind: CueQuestion, Words: []string{"number of", "count of"},
		Doc: "asks for a count when it follows the question word (\"what is the total number of\")"},
	{Name: "distinct", Kind: CueQuestion, Words: []string{"different", "distinct", "unique"},
		Doc: "after \"how many\": count distinct; elsewhere: each value once"},
	{Name: "when", Kind: CueQuestion, Words: []string{"when", "which year", "what year"},
		Doc: "asks for the year-like property of the anchor"},
	{Name: "who", Kind: CueQuestion, Words: []string{"who", "whom"},
		Doc: "asks for the person-like label: the one grounding linked to person words, else a label with a name property at an edge's source"},
	{Name: "year", Kind: CueQuestion, Words: []string{"year", "years"},
		Doc: "names the year-like property of the label in question (an integer property whose values look like years)"},
	{Name: "what-is", Kind: CueQuestion, Words: []string{"what is", "what was", "what 's"},
		Doc: "asks for one value; lets \"latest\"/\"earliest\" aggregate"},
	{Name: "opener", Kind: CueQuestion, Words: []string{"who", "whom", "which", "what", "when", "how", "list", "name", "show", "find",
		"give", "return", "get", "count", "sort", "display", "identify", "retrieve", "fetch", "provide"},
		Doc: "opens the question: the focus is looked for right after it"},
	{Name: "second-question", Kind: CueQuestion, Words: []string{"and what", "and which", "and who", "and whom", "and how", "and when", "and where"},
		Doc: "a second question in the same sentence: refused, ask one at a time"},
}

var comparisonCues = []Cue{
	{Name: "before", Kind: CueComparison, Words: []string{"before", "earlier", "prior"}, Op: templates.Lt,
		Doc: "a number after it bounds a property from above (strictly)"},
	{Name: "below", Kind: CueComparison, Words: []string{"below", "under", "less", "lower", "fewer", "smaller"}, Op: templates.Lt,
		Doc: "a number after it bounds a property from above (strictly)"},
	{Name: "after", Kind: CueComparison, Words: []string{"after", "later"}, Op: templates.Gt,
		Doc: "a number after it bounds a property from below (strictly)"},
	{Name: "above", Kind: CueComparison, Words: []string{"above", "over", "more", "greater", "higher", "larger", "bigger", "exceed"}, Op: templates.Gt,
		Doc: "a number after it bounds a property from below (strictly)"},
	{Name: "since", Kind: CueComparison, Words: []string{"since"}, Op: templates.Ge,
		Doc: "a number after it bounds a property from below, inclusive"},
	{Name: "at-least", Kind: CueComparison, Words: []string{"at least"}, Op: templates.Ge,
		Doc: "a number after it bounds a property from below, inclusive"},
	{Name: "at-most", Kind: CueComparison, Words: []string{"at most"}, Op: templates.Le,
		Doc: "a number after it bounds a property from above, inclusive"},
	{Name: "between", Kind: CueComparison, Words: []string{"between", "from"},
		Doc: "\"between N and M\", \"from N to M\": an inclusive range"},
	{Name: "equal", Kind: CueComparison, Words: []string{"in", "from", "of", "is", "was", "equal", "exactly", "="}, Op: templates.Eq,
		Doc: "a number right after it is the property's value (\"released in 1999\")"},
}

var boundCues = []Cue{
	{Name: "or-more", Kind: CueBound, Words: []string{"more", "greater", "higher", "above", "over", "later", "after", "newer"}, Op: templates.Ge,
		Doc: "\"N or more\", \"N or later\": inclusive lower bound"},
	{Name: "or-less", Kind: CueBound, Words: []string{"less", "fewer", "lower", "below", "under", "earlier", "before", "older"}, Op: templates.Le,
		Doc: "\"N or less\", \"N or earlier\": inclusive upper bound"},
}

var negationCues = []Cue{
	{Name: "not", Kind: CueNegation, Words: []string{"never", "not", "no", "without", "n't", "haven't", "hasn't", "didn't", "don't", "doesn't", "none", "nobody", "nothing", "neither", "nor"},
		Doc: "up to three words before an edge word or a label: the relationship must not exist (NOT EXISTS); any word ending in n't counts too"},
	{Name: "not-equal", Kind: CueNegation, Words: []string{"is not", "are not", "was not", "were not", "isn't", "aren't", "wasn't", "weren't", "other than"},
		Doc: "right before a value: the property differs from it"},
}

var aggregationCues = []Cue{
	{Name: "average", Kind: CueAggregation, Words: []string{"average", "mean"}, Agg: templates.Avg,
		Doc: "the average of the property after it; after a superlative or \"by\", ranks by it"},
	{Name: "total", Kind: CueAggregation, Words: []string{"total", "sum", "combined"}, Agg: templates.Sum,
		Doc: "the sum of the property after it; after a superlative or \"by\", ranks by it"},
	{Name: "minimum", Kind: CueAggregation, Words: []string{"minimum", "lowest", "smallest", "earliest"}, Agg: templates.Min,
		Doc: "the minimum of the property after it (\"earliest\" only in when/what-is questions)"},
	{Name: "maximum", Kind: CueAggregation, Words: []string{"maximum", "highest", "largest", "latest"}, Agg: templates.Max,
		Doc: "the maximum of the property after it (\"latest\" only in when/what-is questions)"},
}

var numberCues = []Cue{
	{Name: "one", Kind: CueNumber, Words: []string{"one"}, N: 1, Doc: "the number 1"},
	{Name: "two", Kind: CueNumber, Words: []string{"two"}, N: 2, Doc: "the number 2"},
	{Name: "three", Kind: CueNumber, Words: []string{"three"}, N: 3, Doc: "the number 3"},
	{Name: "four", Kind: CueNumber, Words: []string{"four"}, N: 4, Doc: "the number 4"},
	{Name: "five", Kind: CueNumber, Words: []string{"five"}, N: 5, Doc: "the number 5"},
	{Name: "six", Kind: CueNumber, Words: []string{"six"}, N: 6, Doc: "the number 6"},
	{Name: "seven", Kind: CueNumber, Words: []string{"seven"}, N: 7, Doc: "the number 7"},
	{Name: "eight", Kind: CueNumber, Words: []string{"eight"}, N: 8, Doc: "the number 8"},
	{Name: "nine", Kind: CueNumber, Words: []string{"nine"}, N: 9, Doc: "the number 9"},
	{Name: "ten", Kind: CueNumber, Words: []string{"ten"}, N: 10, Doc: "the number 10"},
	{Name: "twenty", Kind: CueNumber, Words: []string{"twenty"}, N: 20, Doc: "the number 20"},
}

var orderCues = []Cue{
	{Name: "oldest", Kind: CueOrder, Words: []string{"oldest", "earliest", "first", "lowest", "least"},
		Doc: "a superlative ordering its noun ascending by a year-like property (descending by an age); \"first\" and \"least\" only mark a top-N"},
	{Name: "newest", Kind: CueOrder, Words: []string{"newest", "youngest", "latest", "recent", "highest", "last"},
		Doc: "a superlative ordering its noun descending by a year-like property (ascending by an age); \"last\" only marks a top-N"},
	{Name: "most-recent", Kind: CueOrder, Words: []string{"most recent"},
		Doc: "the newest, not a count"},
	{Name: "most", Kind: CueOrder, Words: []string{"most"},
		Doc: "ranks by a count of the related things named after it, highest first"},
	{Name: "fewest", Kind: CueOrder, Words: []string{"fewest"},
		Doc: "ranks by a count of the related things named after it, lowest first"},
	{Name: "least", Kind: CueOrder, Words: []string{"least"},
		Doc: "\"the least X\": a ranking word (lowest first); \"at least\" is a bound"},
	{Name: "top", Kind: CueOrder, Words: []string{"top", "first", "last", "limit"},
		Doc: "a number after it is the number of rows"},
	{Name: "ranking", Kind: CueOrder, Words: []string{"most", "fewest", "least", "top", "highest", "largest", "greatest", "lowest", "smallest", "maximum", "minimum", "best"},
		Doc: "a count per group is ranked and cut, not listed for every group"},
	{Name: "in-terms-of", Kind: CueOrder, Words: []string{"in terms of"},
		Doc: "\"the top 3 actors in terms of movies\": ranks by a count of the things named after it"},
	{Name: "ordered-by", Kind: CueOrder, Words: []string{"order", "ordered", "sorted", "sort", "ranked"},
		Doc: "sorts by the property named after it (after \"by\" or \"of\" when there is one)"},
	{Name: "descending", Kind: CueOrder, Words: []string{"descending", "decreasing", "desc", "reverse", "reversed"},
		Doc: "near an ordering word: largest first"},
	{Name: "alphabetical", Kind: CueOrder, Words: []string{"alphabetical", "alphabetically", "lexicographical", "lexicographic", "lexicographically"},
		Doc: "sorts by the first column (largest first after \"reverse\" or \"descending\")"},
}

var groupingCues = []Cue{
	{Name: "each", Kind: CueGrouping, Words: []string{"each", "every", "per"},
		Doc: "groups a count or aggregate by the node or property named right after it"},
}

var stringCues = []Cue{
	{Name: "starts-with", Kind: CueString, Words: []string{"starting with", "starts with", "start with", "beginning with", "begins with"}, Op: templates.StartsWith,
		Doc: "the text after it is a prefix of the string property named next to it (the focus's key when none is named)"},
	{Name: "ends-with", Kind: CueString, Words: []string{"ending with", "ends with", "end with", "ending in", "ends in"}, Op: templates.EndsWith,
		Doc: "the text after it is a suffix of the string property named next to it (the focus's key when none is named)"},
	{Name: "contains", Kind: CueString, Words: []string{"substring", "containing", "contains", "contain", "include", "includes", "including", "mention", "mentions", "mentioning"}, Op: templates.Contains,
		Doc: "the text after it occurs in the string property named next to it (the focus's key when none is named)"},
	{Name: "piece-of-text", Kind: CueString, Words: []string{"word", "phrase", "text", "string", "letter", "letters", "character", "characters"},
		Doc: "\"containing the word X\", \"with the letter X\": the text after it is what is matched"},
	{Name: "letter", Kind: CueString, Words: []string{"letter", "letters", "character", "characters"},
		Doc: "\"with the letter X\": a contains match even without a contains word"},
	{Name: "in-their", Kind: CueString, Words: []string{"in their", "in its", "in his", "in her", "in the"},
		Doc: "\"with X in their name\": X is contained in the property after it"},
}

var columnCues = []Cue{
	{Name: "with-their", Kind: CueColumns, Words: []string{"their", "its", "respective", "along with"},
		Doc: "\"with their release years\": the property after it is shown as an extra column"},
}

var pathCues = []Cue{
	{Name: "indirectly", Kind: CuePath, Words: []string{"indirectly", "transitively", "any number", "chain", "eventually"},
		Doc: "an edge between two nodes of the same label becomes a path of 1 to 5 hops"},
}

var unsupportedCues = []Cue{
	{Name: "arithmetic", Kind: CueUnsupported, Words: []string{"divisible"}, Refuses: "arithmetic on property values",
		Doc: "arithmetic on values: refused"},
	{Name: "difference", Kind: CueUnsupported, Words: []string{"difference"}, Refuses: "differences between values",
		Doc: "differences between values: refused"},
	{Name: "percentage", Kind: CueUnsupported, Words: []string{"percentage", "percent"}, Refuses: "percentages",
		Doc: "percentages: refused"},
	{Name: "ratio", Kind: CueUnsupported, Words: []string{"ratio"}, Refuses: "ratios",
		Doc: "ratios: refused"},
	{Name: "proportion", Kind: CueUnsupported, Words: []string{"proportion"}, Refuses: "proportions",
		Doc: "proportions: refused"},
	{Name: "frequency", Kind: CueUnsupported, Words: []string{"frequently", "frequent"}, Refuses: "the frequency of values",
		Doc: "the frequency of values: refused"},
	{Name: "most-common", Kind: CueUnsupported, Words: []string{"most common", "most popular", "most frequent", "least common", "least popular", "least frequent"},
		Doc: "the most frequent values (\"the most common roles\"): refused"},
	{Name: "variety", Kind: CueUnsupported, Words: []string{"diversity", "variety"}, Refuses: "the variety of values",
		Doc: "the variety of values: refused"},
	{Name: "length", Kind: CueUnsupported, Words: []string{"length"}, Refuses: "lengths of values",
		Doc: "lengths of values: refused when the word links to nothing in the schema"},
	{Name: "size", Kind: CueUnsupported, Words: []string{"size"}, Refuses: "sizes of values",
		Doc: "sizes of values: refused when the word links to nothing in the schema"},
	{Name: "same-value", Kind: CueUnsupported, Words: []string{"same"},
		Doc: "\"the same decade\": comparing values of two nodes is refused; \"the same movie\" (a label) is a shared node"},
	{Name: "in-a-single", Kind: CueUnsupported, Words: []string{"in a single"},
		Doc: "a maximum within each pair of things (\"the most roles in a single movie\"): refused"},
	{Name: "count-modifier", Kind: CueUnsupported, Words: []string{"distinct", "different", "unique", "diverse", "various", "separate"},
		Doc: "qualifies a counted noun (\"the most distinct roles\"); a ranking by a word that links to nothing is refused"},
}

// fillerCues are words a question needs for its grammar or politeness that
// carry no constraint: the account phase does not ask the plan to use them.
var fillerCues = []Cue{
	{Name: "request", Kind: CueFiller, Words: []string{"please", "me", "us", "tell", "know", "want", "find", "show", "give", "return",
		"display", "get", "retrieve", "fetch", "provide", "identify", "count", "list", "lists"},
		Doc: "framing a request (\"please tell me\", \"list\")"},
	{Name: "quantifier", Kind: CueFiller, Words: []string{"all", "every", "any", "each", "some", "both", "one", "ones", "other", "others", "another", "else"},
		Doc: "quantifiers that select nothing by themselves"},
	{Name: "generic-noun", Kind: CueFiller, Words: []string{"thing", "things", "entity", "entities", "node", "nodes", "record", "records",
		"information", "details", "detail", "data", "database", "graph", "result", "results", "value", "values"},
		Doc: "nouns that stand for \"the things\" or \"the data\""},
	{Name: "identity", Kind: CueFiller, Words: []string{"name", "names", "whose"},
		Doc: "\"the names of\": how things are shown, which the answer's first column already is"},
	{Name: "copula", Kind: CueFiller, Words: []string{"is", "are", "was", "were", "be", "been"},
		Doc: "links a subject to what it is (\"the directors were also actors\"); \"is not X\" negates X"},
	{Name: "auxiliary", Kind: CueFiller, Words: []string{"did", "does", "do", "has", "have", "had"},
		Doc: "\"did X act\": the noun after it is the subject of the verb that follows"},
	{Name: "determiner", Kind: CueFiller, Words: []string{"a", "an", "the"},
		Doc: "articles, skipped when reading what a word qualifies"},
	{Name: "possessive-pronoun", Kind: CueFiller, Words: []string{"their", "its", "his", "her"},
		Doc: "\"with their release years\": the property after it belongs to the noun before"},
	{Name: "adverb-filler", Kind: CueFiller, Words: []string{"there", "exist", "exists", "also", "ever", "only", "just", "together", "respectively", "respective"},
		Doc: "existence and emphasis words"},
}

// cueTables lists every table, in the order --list-cues prints them.
var cueTables = [][]Cue{questionCues, comparisonCues, boundCues, negationCues, aggregationCues, numberCues,
	orderCues, groupingCues, stringCues, columnCues, pathCues, unsupportedCues, fillerCues}

// Cues returns every cue, table by table.
func Cues() []Cue {
	var out []Cue
	for _, t := range cueTables {
		out = append(out, t...)
	}
	return out
}

//go:embed testdata/cues/*.txt
var cueExamples embed.FS

// Example is the cue's example question, from testdata/cues/NAME.txt
// (where what it must compile to is written too).
func (c Cue) Example() string {
	b, err := cueExamples.ReadFile("testdata/cues/" + c.Name + ".txt")
	if err != nil {
		return ""
	}
	for _, l := range strings.Split(string(b), "\n") {
		if q, ok := strings.CutPrefix(l, "question:"); ok {
			return strings.TrimSpace(q)
		}
	}
	return ""
}

// cue finds a cue by name; the tables are fixed, so a missing name is a bug.
func cue(name string) *Cue {
	for _, t := range cueTables {
		for i := range t {
			if t[i].Name == name {
				return &t[i]
			}
		}
	}
	panic("offline: no cue " + name)
}

// is reports whether a single word is one of the cue's words.
func (c *Cue) is(w string) bool {
	for _, x := range c.Words {
		if x == w {
			return true
		}
	}
	return false
}

// opens reports whether a word begins one of the cue's phrases.
func (c *Cue) opens(w string) bool {
	for _, x := range c.Words {
		if f := strings.Fields(x); len(f) > 0 && f[0] == w {
			return true
		}
	}
	return false
}

// at returns how many tokens one of the cue's words or phrases covers
// starting at token i, 0 when none matches there.
func (o *offline) at(c *Cue, i int) int {
	for _, ph := range c.Words {
		ws := strings.Fields(ph)
		if o.phraseAt(i, ws...) {
			return len(ws)
		}
	}
	return 0
}

// endsAt returns the first token of one of the cue's phrases ending at
// token i, -1 when none does.
func (o *offline) endsAt(c *Cue, i int) int {
	for _, ph := range c.Words {
		n := len(strings.Fields(ph))
		if i-n+1 >= 0 && o.at(c, i-n+1) == n {
			return i - n + 1
		}
	}
	return -1
}

// find is the index of the first token where the cue matches, -1 if none.
func (o *offline) find(c *Cue) int {
	for i := range o.toks {
		if o.at(c, i) > 0 {
			return i
		}
	}
	return -1
}

// setOf is the set of the cues' words, for lookups by one word.
func setOf(cs ...*Cue) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, w := range c.Words {
			m[w] = true
		}
	}
	return m
}

// opsOf maps each word of a table to its cue's operator.
func opsOf(t []Cue) map[string]templates.Op {
	m := map[string]templates.Op{}
	for _, c := range t {
		for _, w := range c.Words {
			m[w] = c.Op
		}
	}
	return m
}

func aggsOf(t []Cue) map[string]templates.Agg {
	m := map[string]templates.Agg{}
	for _, c := range t {
		for _, w := range c.Words {
			m[w] = c.Agg
		}
	}
	return m
}

func numbersOf(t []Cue) map[string]int {
	m := map[string]int{}
	for _, c := range t {
		for _, w := range c.Words {
			m[w] = c.N
		}
	}
	return m
}

func refusalsOf(t []Cue) map[string]string {
	m := map[string]string{}
	for _, c := range t {
		if c.Refuses == "" {
			continue
		}
		for _, w := range c.Words {
			m[w] = c.Refuses
		}
	}
	return m
}

// countRanks: the question ranks by a count ("the most movies", "the
// fewest reviews").
func (o *offline) countRanks() bool {
	return o.find(cue("most")) >= 0 || o.find(cue("fewest")) >= 0 || o.extremeNumberOf() >= 0
}

// numberOfAt: tokens i, i+1 are "number of" (or "count of").
func (o *offline) numberOfAt(i int) bool {
	return (o.word(i) == "number" || o.word(i) == "count") && o.word(i+1) == "of"
}

// extremeNumberOf is the token of a superlative right before "number of"
// ("the highest number of flights", "the smallest number of students"),
// -1 when there is none.
func (o *offline) extremeNumberOf() int {
	for i := range o.toks {
		if o.extremeNumberAt(i) {
			return i
		}
	}
	return -1
}

// extremeNumberAt: token i is a maximum or minimum word before "number of"
// and what follows names things (a label or an edge), not a numeric
// property ("the maximum number of final tables" reads final_table_made).
func (o *offline) extremeNumberAt(i int) bool {
	a, ok := aggWords[o.word(i)]
	if !ok || a != templates.Max && a != templates.Min || !o.numberOfAt(i+1) {
		return false
	}
	k := i + 3
	for k < len(o.toks) && (countModifiers[o.word(k)] || o.toks[k].POS == grounding.ADJ) && !o.linksAt(k) {
		k++
	}
	return k < len(o.toks) && !o.linksKind(k, "prop") && (o.linksKind(k, "label") || o.linksKind(k, "edge"))
}

// fewestFirst: the count ranking asks for the fewest ("fewest", "the
// lowest number of").
func (o *offline) fewestFirst() bool {
	if o.find(cue("fewest")) >= 0 {
		return true
	}
	if i := o.find(cue("least")); i >= 0 && o.word(i-1) != "at" {
		return true // "the least number of paragraphs"
	}
	i := o.extremeNumberOf()
	return i >= 0 && aggWords[o.word(i)] == templates.Min
}

// countRankAt: token i is a count-ranking word: "most", "fewest", or the
// "of" of "number of".
func (o *offline) countRankAt(i int) bool {
	w := o.word(i)
	return cue("most").is(w) || cue("fewest").is(w) || w == "of" && o.word(i-1) == "number"
}
