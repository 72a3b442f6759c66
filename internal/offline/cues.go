package offline

import (
	"embed"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// A Cue is one of english's cues as `gql translate --list-cues` shows it,
// with its example: every cue has one in testdata/cues/<name>.txt, which
// TestCueExamples compiles. The words live in internal/english (one table
// for grounding and this compiler); this package keeps what it does with
// them.
type Cue struct {
	english.Cue
	Name  string
	Kind  CueKind
	Words []string
	Doc   string
}

// CueKind groups cues by what they do to the query.
type CueKind = english.Kind

// Cues returns every cue, table by table.
func Cues() []Cue {
	var out []Cue
	for _, c := range english.Cues() {
		out = append(out, Cue{Cue: c, Name: c.Name(), Kind: c.Kind(), Words: c.Words(), Doc: c.Doc()})
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

// at returns how many tokens one of the cue's words or phrases covers
// starting at token i, 0 when none matches there.
func (o *readCtx) at(c english.Cue, i int) int {
	n := c.At(o.words, o.lower, i)
	if n > 0 && c == english.NumberOf && o.nameTailAt(i) {
		// "the flight numbers of flights from Lisbon": "numbers" ends
		// the property's name flight_number, it asks for no count.
		return 0
	}
	return n
}

// endsAt returns the first token of one of the cue's phrases ending at
// token i, -1 when none does.
func (o *readCtx) endsAt(c english.Cue, i int) int {
	for _, ph := range c.Phrases() {
		n := len(ph)
		if i-n+1 >= 0 && o.at(c, i-n+1) == n {
			return i - n + 1
		}
	}
	return -1
}

// find is the index of the first token where the cue matches, -1 if none.
func (o *readCtx) find(c english.Cue) int {
	for i := range o.toks {
		if o.at(c, i) > 0 {
			return i
		}
	}
	return -1
}

// setOf is the set of the cues' words, for lookups by one word.
func setOf(cs ...english.Cue) map[string]bool { return english.WordSet(cs...) }

// opsOf maps each word of the cues to its cue's operator.
func opsOf(cs ...english.Cue) map[string]templates.Op {
	m := map[string]templates.Op{}
	for _, c := range cs {
		for _, w := range c.Words() {
			m[w] = templates.Op(c.Op())
		}
	}
	return m
}

func aggsOf(cs ...english.Cue) map[string]templates.Agg {
	m := map[string]templates.Agg{}
	for _, c := range cs {
		for _, w := range c.Words() {
			m[w] = templates.Agg(c.Agg())
		}
	}
	return m
}

func numbersOf(cs []english.Cue) map[string]int {
	m := map[string]int{}
	for _, c := range cs {
		for _, w := range c.Words() {
			m[w] = c.N()
		}
	}
	return m
}

func refusalsOf(cs []english.Cue) map[string]string {
	m := map[string]string{}
	for _, c := range cs {
		if c.Refuses() == "" {
			continue
		}
		for _, w := range c.Words() {
			m[w] = c.Refuses()
		}
	}
	return m
}

// numberOfAt: tokens i, i+1 are "number of" (or "count of").
func (o *readCtx) numberOfAt(i int) bool {
	return english.NumberOf.AtWritten(o.words, i) > 0
}

// extremeNumberOf is the token of a superlative right before "number of"
// ("the highest number of flights", "the smallest number of students"),
// -1 when there is none.
func (o *readCtx) extremeNumberOf() int {
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
func (o *readCtx) extremeNumberAt(i int) bool {
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
func (o *readCtx) fewestFirst() bool {
	if o.find(english.Fewest) >= 0 {
		return true
	}
	if i := o.find(english.Least); i >= 0 && !english.At.Is(o.word(i-1)) {
		return true // "the least number of paragraphs"
	}
	i := o.extremeNumberOf()
	return i >= 0 && aggWords[o.word(i)] == templates.Min
}

// mostAtBut: token i is "most" ranking by a count, not the "most" of an
// adjective's superlative ("the most expensive", "the most recent"), nor
// the most-common cue at token commonLater (-1 for none).
func (o *readCtx) mostAtBut(i, commonLater int) bool {
	if !english.Most.Is(o.word(i)) {
		return false
	}
	_, _, ok := english.MeasureAt(o.words, i)
	// "hired most recently" ranks by the verb's property, not a count;
	// "the most common roles" counts values (countValues).
	return !ok && o.rankAfterVerb(i) == 0 && !(commonLater == i) && !o.atMostNumber(i)
}

// countMostBut is the first count-ranking "most", -1 when there is none,
// the most-common cue at token commonLater aside.
func (o *readCtx) countMostBut(commonLater int) int {
	for i := range o.toks {
		if o.mostAtBut(i, commonLater) {
			return i
		}
	}
	return -1
}
