package english

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Op is an operator a question asks for: a comparison of a value with a
// number, a string match, or the non-comparisons a number can be (a decade,
// a row limit). The values are the spellings templates.Op and grounding's
// literals use, so a conversion is a type change, not a table.
type Op string

// The operators.
const (
	Equal      Op = "="
	NotEqual   Op = "<>"
	Less       Op = "<"
	AtMost     Op = "<="
	Greater    Op = ">"
	AtLeast    Op = ">="
	Between    Op = "between" // an inclusive range: "between N and M", "from N to M"
	Decade     Op = "decade"  // "the 1990s": N ≤ x < N+10
	Limit      Op = "limit"   // "top 3": a row count, no comparison
	StartsWith Op = "starts-with"
	EndsWith   Op = "ends-with"
	Contains   Op = "contains"
)

// Temporal names of the same operators, for code that reads a date bound.
const (
	Before = Less
	After  = Greater
	Since  = AtLeast
	Until  = AtMost
)

// Agg is an aggregate a cue stands for; the values are templates.Agg's.
type Agg string

// The aggregates cues name.
const (
	Avg Agg = "avg"
	Sum Agg = "sum"
	Min Agg = "min"
	Max Agg = "max"
)

// Inclusive is the operator with its bound included (Less → AtMost).
func (o Op) Inclusive() Op {
	switch o {
	case Less:
		return AtMost
	case Greater:
		return AtLeast
	}
	return o
}

// comparisonWords maps a single word in front of a number to its operator:
// the words of the comparison cues, each one a bound from one side.
var comparisonWords = func() map[string]Op {
	m := map[string]Op{}
	for _, c := range []Cue{CueBefore, CueBelow, CueAfter, CueAbove, CueSince, CueUntil} {
		for _, w := range c.Words() {
			m[w] = c.Op()
		}
	}
	return m
}()

// rangeClosers join the two ends of "from N to M".
var rangeClosers = map[string]bool{"to": true, "until": true, "till": true, "through": true, "thru": true, "-": true, "–": true}

// comparatives read as a bound only before "than" ("more than 5"); alone
// they name a count ("more movies") or a superlative's neighbour.
var comparatives = map[string]bool{"more": true, "less": true, "fewer": true, "greater": true, "higher": true, "lower": true,
	"larger": true, "bigger": true, "smaller": true}

// Comparison reads the operator the words in front of a number ask for:
// words are the sentence's words in lower case as written, i the number's
// index. It looks back at most three words and returns "" when none of them
// compares. The first number of a range reads Between (its second number is
// the range's upper end; see RangeEnd). Phrases win over their words: "no
// more than 5" is at most 5, "at least 5" is not "least".
func Comparison(words []string, i int) Op {
	at := func(k int) string {
		if k < 0 || k >= len(words) {
			return ""
		}
		return words[k]
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := at(k)
		if w == "between" || (w == "from" && rangeClosers[at(i+1)]) {
			return Between
		}
		if w == "equal" && at(k-1) == "or" && at(k-2) == "than" {
			// "greater than or equal to 5": the comparative before "than"
			// with its bound included.
			if op, ok := comparisonWords[at(k-3)]; ok {
				return op.Inclusive()
			}
		}
		if w == "up" && at(k+1) == "to" {
			return AtMost
		}
		if op, ok := comparisonWords[w]; ok {
			if comparatives[w] && (at(k+1) == "than" || at(k+2) == "than") {
				if at(k-2) == "at" || at(k-1) == "at" {
					break
				}
				if at(k-1) == "no" || at(k-1) == "not" {
					// "no more than 5" bounds from the other side, inclusive.
					return flip(op).Inclusive()
				}
			}
			if at(k-1) == "at" && (w == "least" || w == "most") {
				break
			}
			return op
		}
		if w == "least" && at(k-1) == "at" {
			return AtLeast
		}
		if w == "most" && at(k-1) == "at" {
			return AtMost
		}
		if CueEqual.Is(w) {
			return Equal
		}
	}
	return ""
}

func flip(o Op) Op {
	switch o {
	case Less:
		return Greater
	case Greater:
		return Less
	case AtMost:
		return AtLeast
	case AtLeast:
		return AtMost
	}
	return o
}

// RangeEnd reports whether the number at index i closes a range opened
// right before an earlier number: "between 1990 and 2000", "from 1990 to
// 2000", "from 1990 until 2000".
func RangeEnd(words []string, i int) bool {
	if i < 3 {
		return false
	}
	j, opener := words[i-1], words[i-3]
	return j == "and" && opener == "between" || rangeClosers[j] && opener == "from"
}

// gradables are comparatives of a quantity the question does not name:
// "older than 30" bounds an age from below but a birth year from above, so
// which way it compares depends on the property. Grounding reads them as a
// hint (GradableComparison); the offline compiler does not, and refuses.
var gradables = map[string]Op{"older": Greater, "longer": Greater, "taller": Greater, "heavier": Greater,
	"younger": Less, "shorter": Less, "cheaper": Less, "lighter": Less}

// GradableComparison reads "older than N" ("younger than N", …): the
// operator on the quantity the comparative names, "" when the words before
// the number are not such a comparative and "than".
func GradableComparison(words []string, i int) Op {
	if i < 2 || words[i-1] != "than" {
		return ""
	}
	return gradables[words[i-2]]
}

// LetterValue reads the text a string match names when it is one letter:
// "ends with an s", "starting with a T", "ends with s who…". texts are the
// sentence's words as written, i the first word after the match cue. It
// returns the letter's index; ok is false when the words there are not a
// lone letter — a capitalised word after it ("A Few Good Men") makes the
// letter the start of a name.
func LetterValue(texts []string, i int) (int, bool) {
	if i >= len(texts) {
		return -1, false
	}
	k := i
	if w := strings.ToLower(texts[k]); (w == "a" || w == "an") && k+1 < len(texts) && isLetter(texts[k+1]) {
		k++
	}
	if !isLetter(texts[k]) {
		return -1, false
	}
	if k+1 < len(texts) {
		r, _ := utf8.DecodeRuneInString(texts[k+1])
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return -1, false
		}
	}
	return k, true
}

func isLetter(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return n == len(w) && unicode.IsLetter(r)
}
