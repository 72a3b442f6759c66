package offline

import (
	"math"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a number written with a scale word ("over
// 1.5 million times", "more than 2 million downloads", "two hundred
// seats") is the number the digits alone write ("1,500,000"): the scale
// multiplies it and is part of it, no noun the number counts.

// scaledBy is the factor the scale words right after the number at token i
// multiply it by, 1 when none follows.
func (o *readCtx) scaledBy(i int) float64 {
	m := 1.0
	for k := i + 1; k < len(o.toks); k++ {
		s, ok := english.NumberScale[o.word(k)]
		if !ok {
			break
		}
		m *= s
	}
	return m
}

// scaled is the number f at token i times its scale, rounded to the
// precision it was written in ("0.1 million" is 100000, not a float's
// neighbour of it).
func (o *readCtx) scaled(i int, f float64) float64 {
	m := o.scaledBy(i)
	if m == 1 {
		return f
	}
	return math.Round(f*m*1e6) / 1e6
}

// scaleOfNumber: token i is a scale word multiplying the number before it
// ("million" of "1.5 million"), no number of its own.
func (o *readCtx) scaleOfNumber(i int) bool {
	if o.articleOfScale(i) && english.Half.Is(o.word(i-1)) || o.articleOfScale(i-1) { // numbers17_article.go
		return true
	}
	if _, ok := english.NumberScale[o.word(i)]; !ok || i == 0 {
		return false
	}
	if _, ok := english.NumberScale[o.word(i-1)]; ok {
		return o.scaleOfNumber(i - 1)
	}
	return o.toks[i-1].POS == grounding.NUM || o.toks[i-1].POS != grounding.PUNCT && o.isNumberWord(i-1)
}

// isNumberWord: token i is written in digits or is a number word, read
// without the scale words after it.
func (o *readCtx) isNumberWord(i int) bool {
	if _, ok := numberWords[o.word(i)]; ok {
		return true
	}
	_, err := strconv.ParseFloat(strings.ReplaceAll(o.word(i), ",", ""), 64)
	return err == nil
}

// markScale marks the scale words after a number the filter phase used,
// so they are not read as a noun the number counts.
func (o *readCtx) markScale(used usedWords, i int) {
	for k := i + 1; k < len(o.toks) && o.scaleOfNumber(k); k++ {
		used.mark(k)
	}
}

// afterScale is the token after the number at i and its scale words: the
// noun the number counts ("1.2 billion dollars" counts dollars).
func (o *readCtx) afterScale(i int) int {
	k := i + 1
	for k < len(o.toks) && o.scaleOfNumber(k) {
		k++
	}
	return k
}
