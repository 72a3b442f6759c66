package offline

import (
	"fmt"
	"strings"
	"time"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// dayOfYear reads a whole date before the year at i — "on 31 December
// 2023", "on December 31, 2023", "before 1 March 2024" — as bounds on a
// date held as ISO text, the day's own for "on" (lo ≤ d < the next day):
// without the day the plan compared the month or the year alone, or
// refused. y is the year; c is the cue's token and when the words read.
// ok is false for anything but a real day of a month with a cue before
// it.
func (o *conPhase) dayOfYear(i, y int) (lo, hi string, c int, when string, ok bool) {
	var m, d, first int
	if mm, isMonth := english.Month(o.word(i - 1)); isMonth {
		dd, isDay := english.DayOfMonth(o.word(i - 2))
		if !isDay {
			return "", "", 0, "", false
		}
		m, d, first = mm, dd, i-2 // "31 December 2023"
	} else {
		k := i - 1
		if english.DateComma.Is(o.word(k)) {
			k--
		}
		dd, isDay := english.DayOfMonth(o.word(k))
		mm, isMonth := english.Month(o.word(k - 1))
		if !isDay || !isMonth {
			return "", "", 0, "", false
		}
		m, d, first = mm, dd, k-1 // "December 31, 2023"
	}
	day := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if day.Day() != d {
		return "", "", 0, "", false // "31 February": no such day
	}
	from, next := day.Format("2006-01-02"), day.AddDate(0, 0, 1).Format("2006-01-02")
	c = first - 1
	if cue := o.word(c); english.DayOn.Is(cue) {
		lo, hi = from, next
	} else if lo, hi, ok = bareCueBounds(cue, from, next); !ok {
		return "", "", 0, "", false
	}
	return lo, hi, c, o.ev.Question[o.toks[first].Span.Start:o.toks[i].Span.End], true
}

// dayBeforeYear: the number at i is the day of a whole date whose year
// comes after it ("31 December 2023", "December 31, 2023"); the year's
// reading takes it (dayOfYear), so it is no number of its own.
func (o *conPhase) dayBeforeYear(i int) bool {
	if _, ok := english.DayOfMonth(o.word(i)); !ok {
		return false
	}
	year := func(k int) bool {
		f, ok := o.numberAt(k)
		return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
	}
	if _, ok := english.Month(o.word(i + 1)); ok && year(i+2) {
		return true
	}
	if _, ok := english.Month(o.word(i - 1)); ok {
		return year(i+1) || english.DateComma.Is(o.word(i+1)) && year(i+2)
	}
	return false
}

// dayCueAt: token i is a cue before a whole date ("on 28 September 2020",
// "before March 1, 2023"), which the date readings take as they take a
// cue before a year.
func (o *readCtx) dayCueAt(i int) bool {
	c := o.word(i)
	if !english.DayOn.Is(c) && !english.CueBefore.Is(c) && !english.CueAfter.Is(c) && !english.CueSince.Is(c) && !english.CueUntil.Is(c) {
		return false
	}
	year := func(k int) bool {
		f, ok := o.numberAt(k)
		return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
	}
	if _, ok := english.DayOfMonth(o.word(i + 1)); ok {
		_, month := english.Month(o.word(i + 2))
		return month && year(i+3)
	}
	if _, ok := english.Month(o.word(i + 1)); ok {
		if _, day := english.DayOfMonth(o.word(i + 2)); day {
			return year(i+3) || english.DateComma.Is(o.word(i+3)) && year(i+4)
		}
	}
	return false
}

// dateNounThings reads "the 5 most recent check-ins" over Booking.check_in:
// a plural noun that links only a date of one label, in a question naming
// no label, names the things holding that date — the check-ins are the
// bookings, ranked or bounded by the date — so the label is linked on the
// same words beside the date. Only when the question ranks or counts: "list
// the check-ins" may ask for the dates. With a label named elsewhere the
// noun is that label's date and is left as it was. Warned date-noun-read.
func (o *offline) dateNounThings(warns *sink) {
	if sh := shapeOf(o.readCtx).shape; !sh.count && o.superlative() == 0 {
		return // only a ranking or a count says the things are asked for
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			return
		}
	}
	var hit *ElementLink
	for i, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner == "" || o.s.Label(e.Owner) == nil {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) != 1 {
			continue
		}
		w := o.word(idx[0])
		if w == english.Lemma(w) || !strings.HasSuffix(w, "s") {
			continue // a plural names things
		}
		p := schema.Find(o.propsOf(e.Owner), e.Name)
		if p == nil || !isoDated(p) && p.Type != schema.Date && p.Type != schema.DateTime {
			continue
		}
		if hit != nil {
			return
		}
		hit = &o.ev.Elements[i]
	}
	if hit == nil {
		return
	}
	o.addLinks(ElementLink{Kind: "label", Name: hit.Owner, Span: hit.Span, Score: hit.Score})
	warns.add(o.diagnostic("date-noun-read", hit.Span,
		fmt.Sprintf("%q names no label but the date %s of %s: read as the %s things, each by its %s", o.ev.Question[hit.Span.Start:hit.Span.End], hit.Name, hit.Owner, hit.Owner, hit.Name)))
}
