package offline

import (
	"fmt"
	"time"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// dayWithinPeriod reads "What exhibitions were on on 1 March 2024?",
// "Which grants were running on 1 January 2023?": a whole day with "on",
// no property named, and the one thing the question names holds exactly
// two dates as ISO text whose names read as a period's first and last day
// (opening_date/closing_date, start_date/end_date). The thing was on that
// day when it had begun by then and not yet ended: first ≤ day and (last ≥
// day, or no last day at all — a period with no end has not ended). With
// one date the day is that date's (yearOnOnlyDate); with other dates, a
// year held as a number, or names that do not read as a period, the
// question stays refused, as which date the day is of would be a guess.
func (o *conPhase) dayWithinPeriod(i, c int, lo, hi, when string) bool {
	if !english.DayOn.Is(o.word(c)) || !oneDay(lo, hi) {
		return false
	}
	near := o.soleThingBefore(i, c)
	if near == nil {
		return false
	}
	first, last := o.periodDates(near.label)
	if first == "" {
		return false
	}
	o.filter = append(o.filter, templates.C(near.v, first, templates.Le, lo),
		&templates.Or{Args: []templates.Expr{templates.C(near.v, last, templates.Missing, nil), templates.C(near.v, last, templates.Ge, lo)}})
	for k := c; k <= i; k++ {
		o.used.mark(k)
	}
	o.warnings = append(o.warnings, o.diagnostic("day-within-period", o.tokSpan(i),
		fmt.Sprintf("%s holds %s and %s as dates (text, 'YYYY-MM-DD'), read as its first and last day: %q %s keeps those begun by that day and not ended before it (no %s: not ended)", near.label, first, last, o.word(c), when, last)))
	return true
}

// oneDay: lo and hi are ISO days, hi the day after lo.
func oneDay(lo, hi string) bool {
	a, err1 := time.Parse("2006-01-02", lo)
	b, err2 := time.Parse("2006-01-02", hi)
	return err1 == nil && err2 == nil && a.AddDate(0, 0, 1).Equal(b)
}

// periodDates is the label's two ISO-text dates when it holds exactly two,
// no year as a number, and one's name reads as a first day and the other's
// as a last day; "" otherwise.
func (o *readCtx) periodDates(label string) (first, last string) {
	var dates []string
	for _, p := range o.propsOf(label) {
		if o.yearPropOf(label, p.Name) {
			return "", ""
		}
		if isoDated(&p) {
			dates = append(dates, p.Name)
		}
	}
	if len(dates) != 2 {
		return "", ""
	}
	reads := func(name string, l english.WordList) bool {
		for _, w := range english.PropNameWords(name) {
			if l.Is(w) {
				return true
			}
		}
		return false
	}
	for _, d := range [][2]string{{dates[0], dates[1]}, {dates[1], dates[0]}} {
		if reads(d[0], english.PeriodFirstName) && !reads(d[0], english.PeriodLastName) &&
			reads(d[1], english.PeriodLastName) && !reads(d[1], english.PeriodFirstName) {
			return d[0], d[1]
		}
	}
	return "", ""
}
