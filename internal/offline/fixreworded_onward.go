package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a point in time or a number followed by a
// word that opens one side of it ("from 1999 on", "from March 2023
// onwards", "in March 2023 or later", "2010 and earlier") asks for a
// bound, not for the point. The cue before the point ("in", "from",
// "during") says nothing about the side, so read alone it names the year
// or month itself, a silent wrong; the tail after the point is what says
// "at least" or "at most".

// tailAfter reads the words after the point at i: the operator they give
// (AtLeast or AtMost) and the last token they span; "" when none follow.
func (o *readCtx) tailAfter(i int) (english.Op, int) {
	w := o.word(i + 1)
	if english.OnwardTail.Is(w) {
		// "on" is also a preposition ("from 1999 on Netflix"): it closes
		// the phrase only at the end of a clause.
		if english.OnWord.Is(w) && i+2 < len(o.toks) && !english.ClauseGo.Is(o.word(i+2)) {
			return "", 0
		}
		return english.AtLeast, i + 1
	}
	if english.TailJoin.Is(w) {
		switch t := o.word(i + 2); {
		case english.LaterTail.Is(t):
			return english.AtLeast, i + 2
		case english.EarlierTail.Is(t):
			return english.AtMost, i + 2
		}
	}
	return "", 0
}

// openPoint turns the operator read before the number at i into the
// bound its tail gives: only a point cue ("in", "from", "of", no cue at
// all) is opened; a cue that already says a side ("before 2010 or
// earlier") keeps its own.
func (o *conPhase) openPoint(i int, op english.Op) english.Op {
	if op != english.Equal && op != "" {
		return op
	}
	if op == "" && english.YearIn.Is(o.word(i-1)) && o.yearLike(i) {
		// "released during 1999": the words that put a thing inside a
		// year are one cue, whichever of them is said.
		op = english.Equal
	}
	tail, end := o.tailAfter(i)
	if tail == "" {
		return op
	}
	o.markTail(i, end, tail)
	return tail
}

// markTail marks the tail words used and warns once that the point was
// read as a bound.
func (o *conPhase) markTail(i, end int, op english.Op) {
	if o.used.has(end) {
		return
	}
	for k := i + 1; k <= end; k++ {
		o.used.mark(k)
	}
	side := "from below (the point included)"
	if op == english.AtMost {
		side = "from above (the point included)"
	}
	tail := o.word(i + 1)
	if end > i+1 {
		tail += " " + o.word(end)
	}
	o.warnings = append(o.warnings, o.diagnostic("open-point-read", o.tokSpan(i),
		fmt.Sprintf("%q after %s opens the range: it bounds the value %s rather than naming it", tail, o.word(i), side)))
}

// openDate is textYearRange's reading of the same tail on a date held as
// text: lo ≤ d for "from March 2023 on", d < hi for "2010 or earlier".
// It reports false when the cue already says a side or no tail follows.
func (o *conPhase) openDate(i int, cue, from, next string) (string, string, bool) {
	if _, _, sided := bareCueBounds(cue, from, next); sided {
		return "", "", false
	}
	tail, end := o.tailAfter(i)
	switch tail {
	case english.AtLeast:
		o.markTail(i, end, tail)
		return from, "", true
	case english.AtMost:
		o.markTail(i, end, tail)
		return "", next, true
	}
	return "", "", false
}

// openYearCue: the word at i is "from" or "of" and a year (after a month's
// name or not) follows with a tail opening it ("signed up from March 2023
// onwards"): a date cue as much as "since", which the readings that look
// for a cue before a year accept.
func (o *readCtx) openYearCue(i int) bool {
	if !english.YearOf.Is(o.word(i)) {
		return false
	}
	y := i + 1
	if _, ok := english.Month(o.word(y)); ok {
		y++
	}
	f, ok := o.numberAt(y)
	if !ok || f != float64(int(f)) || f < 1000 || f > 2999 {
		return false
	}
	tail, _ := o.tailAfter(y)
	return tail != ""
}

// yearLike: the number at i could be a year (a whole number from 1000 to
// 2999).
func (o *readCtx) yearLike(i int) bool {
	f, ok := o.numberAt(i)
	return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
}
