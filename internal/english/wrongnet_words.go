package english

// The words the offline compiler's safety nets read (internal/offline,
// wrongnet_*.go): each net refuses a plan that guessed where the question
// gives no evidence, so the lists name only what tells a guess apart from
// a reading the words support.

// NetWho opens a question asking for a someone: the subject of the verb
// after it, unless a copula makes the noun after it the answer ("Who are
// the managers?").
var NetWho = words("who")

// NetWhoCopula are the verbs after "who" whose complement is the answer
// itself, and the auxiliaries that make "who" the object ("Who did X
// refer?"), so the noun the question names may be what is returned.
var NetWhoCopula = words("is", "are", "was", "were", "'s", "s", "be", "been",
	"did", "does", "do", "has", "have", "had", "will", "would", "can", "could", "should", "among", "of")

// NetNamingWords say that a word stands inside a stored text rather than
// naming a thing: "with 'x' in the title", "named like", "the word x".
var NetNamingWords = words("named", "called", "titled", "word", "words", "letter", "letters",
	"text", "phrase", "string", "characters", "substring", "spelled", "mention", "mentions", "mentioning")

// NetNotSuperlative are long -est words that are place or proper nouns
// rather than a ranking ("the Midwest"), beside Frame.NotSuperlative.
var NetNotSuperlative = words("midwest", "northwest", "southwest", "everest", "priest", "priests", "conquest", "bequest", "earnest", "tempest", "pest", "chest", "inquest", "behest", "incest", "alkahest")

// NetListingWords are content words of a question that asks for a plain
// listing ("Which movies are in the database?", "List all people we
// have"): they add no condition, so a plan listing every row answers them.
var NetListingWords = words("list", "show", "give", "tell", "name", "names", "find", "get", "display",
	"database", "graph", "data", "catalogue", "catalog", "system", "records", "record", "exist", "exists",
	"available", "stored", "known", "there", "here", "everything", "all", "every", "please", "want", "need",
	"see", "know", "like", "kind", "kinds", "type", "types", "entire", "whole", "full", "complete",
	"distinct", "different", "unique", "various", "id", "ids", "identifier", "identifiers", "position", "page",
	"vertices", "vertex", "nodes", "node", "edges", "edge", "properties", "property", "attribute", "attributes",
	"value", "values", "label", "labels", "as", "list", "fold", "pairs", "pair", "key-value", "key", "keys", "map", "entries", "entry",
	"retrieve", "fetch", "return", "output", "collect", "information", "info", "details", "detail", "everyone", "everybody",
	"items", "item", "ones", "one", "set", "count", "total", "number", "our", "we", "us", "have", "has", "hold", "holds", "keep", "track")

// netCueWords are every cue's single words, built once.
var netCueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range Cues() {
		for _, w := range c.Words() {
			for _, f := range splitWords(w) {
				m[f] = true
			}
		}
	}
	return m
}()

func splitWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// IsCueWord reports whether w is a word of any cue of the table.
func IsCueWord(w string) bool { return netCueWords[w] }
