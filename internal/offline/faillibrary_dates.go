package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// yearPart narrows the bounds of the year y at token i to the part of it
// the words before name: "the first half of 2025" is 2025-01-01 up to
// 2025-07-01, "the last quarter of 2024" 2024-10-01 up to 2025-01-01.
// Read as the whole year, the part was a constraint dropped without a
// word. The cue is then the word before the part ("in the first half
// of"); with none the year's own "of" stays the cue. The part's months
// are an assumption (calendar halves and quarters, not a fiscal year), so
// the reading is a warning (year-part-read, yearPartsRead); the bounds
// and cue are returned unchanged when no part is named.
func (o *conPhase) yearPart(i, y int, from, next string, c int, when string) (string, string, int, string) {
	if !english.Of.Is(o.word(i - 1)) {
		return from, next, c, when
	}
	n, of, ok := english.PartOfYear(o.word(i-3), o.word(i-2))
	if !ok {
		return from, next, c, when
	}
	months := 12 / of
	start := (n-1)*months + 1
	end := start + months
	from = fmt.Sprintf("%04d-%02d-01", y, start)
	if end > 12 {
		next = fmt.Sprintf("%04d-01-01", y+1)
	} else {
		next = fmt.Sprintf("%04d-%02d-01", y, end)
	}
	k := i - 4
	if english.TheArticle.Is(o.word(k)) {
		k--
	}
	cue := o.word(k)
	if english.YearIn.Is(cue) || english.YearOf.Is(cue) || english.CueBefore.Is(cue) || english.CueAfter.Is(cue) || english.CueSince.Is(cue) || english.CueUntil.Is(cue) {
		// The phase placing the range marks the words from the cue to the
		// year, the part's among them.
		c = k
	}
	// With no cue before the part ("events the first half of 2025") its
	// words stay unread and the account refuses the question.
	return from, next, c, o.ev.Question[o.toks[i-3].Span.Start:o.toks[i].Span.End]
}

// yearParts are the part words of "the first half of 2025" in the
// question, with the year's token.
func (o *readCtx) yearParts() (parts, years []int) {
	for i := 1; i+2 < len(o.toks); i++ {
		if !english.Of.Is(o.word(i + 1)) {
			continue
		}
		if _, _, ok := english.PartOfYear(o.word(i-1), o.word(i)); !ok {
			continue
		}
		if f, isNum := o.numberAt(i + 2); isNum && f == float64(int(f)) && f >= 1000 && f <= 2999 {
			parts, years = append(parts, i), append(years, i+2)
		}
	}
	return parts, years
}
