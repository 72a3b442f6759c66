package english

import "strings"

// A Cue is an English word or phrase read as part of a query rather than as
// a schema element: a comparison, a negation, an aggregate, an ordering, a
// grouping, a string match. Each is a constant with its words, so a
// maintainer sees every word gql reacts to in one table (cuetable.go) and
// adds one there; `gql translate --list-cues` prints them.
//
// Words are matched in lower case against each word as written; a phrase
// (several words separated by spaces) also matches the words' lemmas.
// Inflections are listed, so the list is what is recognised.
type Cue int

// Kind groups cues by what they do to the query.
type Kind string

// The kinds of cues, one table each.
const (
	KindQuestion    Kind = "question"
	KindComparison  Kind = "comparison"
	KindBound       Kind = "bound"
	KindNegation    Kind = "negation"
	KindAggregation Kind = "aggregation"
	KindNumber      Kind = "number"
	KindOrder       Kind = "order"
	KindGrouping    Kind = "grouping"
	KindString      Kind = "string-match"
	KindColumns     Kind = "columns"
	KindPath        Kind = "path"
	KindUnsupported Kind = "unsupported"
	KindFiller      Kind = "filler"
)

type cueDef struct {
	Name  string
	Kind  Kind
	Words []string
	Doc   string
	Op    Op
	Agg   Agg
	N     int
	// Refuses names the operation a refused question asks for.
	Refuses string
}

func (c Cue) def() *cueDef {
	if c <= noCue || c >= cueCount {
		panic("english: no such cue")
	}
	return &cueTable[c]
}

// Name is the cue's name in --list-cues and testdata/cues/NAME.txt.
func (c Cue) Name() string { return c.def().Name }

// Kind is the table the cue belongs to.
func (c Cue) Kind() Kind { return c.def().Kind }

// Words are the words and phrases that are the cue.
func (c Cue) Words() []string { return c.def().Words }

// Doc says what the cue does to a query.
func (c Cue) Doc() string { return c.def().Doc }

// Op is the operator the cue stands for, "" when it stands for none.
func (c Cue) Op() Op { return c.def().Op }

// Agg is the aggregate the cue stands for, "" when none.
func (c Cue) Agg() Agg { return c.def().Agg }

// N is the number a number word stands for.
func (c Cue) N() int { return c.def().N }

// Refuses names the operation an unsupported cue asks for, "" when the cue
// alone does not refuse.
func (c Cue) Refuses() string { return c.def().Refuses }

func (c Cue) String() string { return c.Name() }

// Is reports whether a single word (lower case) is one of the cue's words.
func (c Cue) Is(w string) bool {
	for _, x := range c.def().Words {
		if x == w {
			return true
		}
	}
	return false
}

// Opens reports whether a word begins one of the cue's phrases.
func (c Cue) Opens(w string) bool {
	for _, f := range c.Phrases() {
		if len(f) > 0 && f[0] == w {
			return true
		}
	}
	return false
}

// Phrases are the cue's words and phrases, each split into its words. They
// are split once: every question asks every cue at every word, and
// splitting on each ask was a tenth of the time of a translation. The
// slices are shared; callers must not modify them.
func (c Cue) Phrases() [][]string {
	c.def()
	return cuePhrases[c]
}

var cuePhrases = func() (out [cueCount][][]string) {
	for c := noCue + 1; c < cueCount; c++ {
		for _, ph := range cueTable[c].Words {
			out[c] = append(out[c], strings.Fields(ph))
		}
	}
	return out
}()

// At returns how many words one of the cue's words or phrases covers
// starting at index i of a sentence given as its words as written and their
// lemmas (both lower case), 0 when none matches there.
func (c Cue) At(words, lemmas []string, i int) int {
	for _, ws := range c.Phrases() {
		if PhraseAt(words, lemmas, i, ws...) {
			return len(ws)
		}
	}
	return 0
}

// AtWritten is At matching the words as written only, not their lemmas
// ("numbers of" is not "number of").
func (c Cue) AtWritten(words []string, i int) int { return c.At(words, words, i) }

// PhraseAt reports whether the words starting at index i are the phrase,
// each word matching as written or as its lemma.
func PhraseAt(words, lemmas []string, i int, phrase ...string) bool {
	if i < 0 {
		return false
	}
	for k, w := range phrase {
		if i+k >= len(words) || (words[i+k] != w && (i+k >= len(lemmas) || lemmas[i+k] != w)) {
			return false
		}
	}
	return true
}

// Cues returns every cue, table by table.
func Cues() []Cue {
	return append([]Cue(nil), allCues...)
}

var allCues = func() []Cue {
	out := make([]Cue, 0, cueCount-1)
	for c := noCue + 1; c < cueCount; c++ {
		out = append(out, c)
	}
	return out
}()

// CueNamed finds a cue by its name.
func CueNamed(name string) (Cue, bool) {
	for c := noCue + 1; c < cueCount; c++ {
		if cueTable[c].Name == name {
			return c, true
		}
	}
	return noCue, false
}

// WordSet is the set of the cues' words, for lookups by one word.
func WordSet(cs ...Cue) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, w := range c.Words() {
			m[w] = true
		}
	}
	return m
}

// OfKind returns the cues of one kind, in table order.
func OfKind(k Kind) []Cue {
	var out []Cue
	for _, c := range Cues() {
		if c.Kind() == k {
			out = append(out, c)
		}
	}
	return out
}
