package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: "with the word X", "have the word X in
// their P" where X is not quoted ("products named with the word coffee",
// "movies that have the word matrix in their title"): the word is a piece
// of text sought in a string property, as it is when quoted or after
// "containing". Unquoted, the cue was passed over and the word dropped,
// returning every thing (a silent wrong).

// wordCueAt is where the sought text starts when token i opens "have/with
// the word X" with X unquoted, -1 otherwise (quoted text is the existing
// reading's).
func (o *conPhase) wordCueAt(i int) int {
	if !english.Having.Is(o.word(i)) || !english.TheWord.Is(o.word(i+1)) || !wordInText[o.word(i+2)] {
		return -1
	}
	k := i + 3
	for k < len(o.toks) && o.isQuoteMark(k) {
		k++
	}
	if k >= len(o.toks) || o.toks[k].Quoted || o.quotedAt(i+3) {
		return -1
	}
	// "with the word X", or "have the word X in their P": the text and
	// where it is sought are both said; "whose title has the word X"
	// alone is the whose-clause readings' to apply or refuse.
	if !english.With.Is(o.word(i)) && !o.inTheirProp(i+4) {
		return -1
	}
	return i + 3
}

// wordSought is wordCueAt's start, warning that the unquoted word is
// sought whatever its case.
func (o *conPhase) wordSought(i int) int {
	k := o.wordCueAt(i)
	o.warnings = append(o.warnings, o.diagnostic("word-sought-read", o.tokSpan(k),
		fmt.Sprintf("%q after %q is a piece of text sought inside a text property, whatever its case, though it is not quoted", o.word(k), o.word(i+1)+" "+o.word(i+2))))
	return k
}
