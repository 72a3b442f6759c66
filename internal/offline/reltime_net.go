package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// netRelativeTime: the question limits its things to a time counted from
// today ("Who borrowed the most books last year?", "orders placed
// yesterday", "incidents in the past 30 days", "two weeks ago") and the
// plan compares no date with anything. Nothing read the phrase, so the
// plan answered for all time — a silent wrong. The offline compiler does
// not know today's date (an answer fixed to the clock would also change
// under the user), so the phrase is refused until the question gives the
// dates.
func (o *sanityCheck) netRelativeTime(q *templates.Query) error {
	if i := o.lastUnordered(q); i >= 0 {
		return o.refuse("recency-unapplied", i, "%q asks for the latest, and the plan orders nothing and takes no maximum: it would list every match in no order", o.toks[i].Text)
	}
	i := o.relativeTime()
	if i < 0 || o.comparesDate(q) {
		return nil
	}
	return o.refuse("relative-time", i, "%q counts time from today, which the offline compiler does not know, and the plan limits nothing by a date; it would answer for all time. Give the dates (\"in 2025\", \"since 2025-03-01\")", o.relativePhrase(i))
}

// relativeTime is the first token of a phrase counting time from today,
// -1 when the question has none: a day named by today, a lead ("last",
// "this", "past") before a calendar period with at most a number between,
// or a period before "ago".
func (o *sanityCheck) relativeTime() int {
	for i := range o.toks {
		if o.toks[i].Quoted || o.valueAt(i) {
			continue
		}
		w := o.word(i)
		switch {
		case english.RelativeDay.Is(w):
			return i
		case english.RelativeLead.Is(w):
			k := i + 1
			if k < len(o.toks) && o.isNumber(k) {
				if !o.periodLead(i) {
					continue // "flights that last 2 hours": the verb
				}
				k++
			}
			if k < len(o.toks) && english.CalendarPeriod.Is(o.word(k)) && !o.valueAt(k) {
				return i
			}
		case english.Ago.Is(w) && i > 0 && english.CalendarPeriod.Is(o.word(i-1)):
			if i > 1 && o.isNumber(i-2) {
				return i - 2
			}
			return i - 1
		}
	}
	return -1
}

// relativePhrase is the text of the relative phrase starting at token i.
func (o *sanityCheck) relativePhrase(i int) string {
	end := i
	for end+1 < len(o.toks) && end < i+3 && (o.isNumber(end+1) || english.CalendarPeriod.Is(o.word(end+1)) || english.Ago.Is(o.word(end+1))) {
		end++
	}
	return o.ev.Question[o.toks[i].Span.Start:o.toks[end].Span.End]
}

// comparesDate: q bounds something by a date or a year (a value spelt
// YYYY-MM-DD or a year number), which another reading may have made of
// the relative phrase.
func (o *sanityCheck) comparesDate(q *templates.Query) bool {
	found := false
	templates.Leaves(q.Where, func(x templates.Expr) {
		c, ok := x.(*templates.Cmp)
		if !ok {
			return
		}
		switch c.Op {
		case templates.Lt, templates.Le, templates.Gt, templates.Ge, templates.Eq:
		default:
			return
		}
		if v, isNum := toFloat(c.Value); isNum && v == float64(int(v)) && v >= 1000 && v <= 2100 {
			found = true
		}
		if t, isText := c.Value.(string); isText && isoDateText(t) {
			found = true
		}
	})
	return found
}

// isoDateText: s opens with a date written YYYY-MM.
func isoDateText(s string) bool {
	if len(s) < 7 || s[4] != '-' {
		return false
	}
	for _, r := range s[:4] + s[5:7] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// lastUnordered is the token of "last" or "latest" asking for the latest
// things ("Which book was borrowed last?", "the last person to review
// X") when the plan neither orders nor takes a maximum or minimum, -1
// otherwise. A "last" that opens a relative period ("last year") is the
// other net's; one that names a property ("last name") is the property.
func (o *sanityCheck) lastUnordered(q *templates.Query) int {
	if ranks(q) {
		return -1
	}
	for i := range o.toks {
		if english.PhraseAt(o.words, nil, i, "how", "long") {
			return -1 // "How long did the incident last?": the verb of duration
		}
	}
	for i := range o.toks {
		if !english.LastInTime.Is(o.word(i)) || o.toks[i].Quoted || o.valueAt(i) || o.linksKind(i, "prop") {
			continue
		}
		if i+1 < len(o.toks) && (o.linksKind(i+1, "prop") || english.CalendarPeriod.Is(o.word(i+1))) {
			continue
		}
		if !o.periodLead(i) && i+1 < len(o.toks) && (o.isNumber(i+1) || o.toks[i+1].Cue) {
			continue // "flights that last 90 minutes", "last more than": the verb
		}
		if i+2 < len(o.toks) && o.isNumber(i+1) && english.CalendarPeriod.Is(o.word(i+2)) {
			continue
		}
		return i
	}
	return -1
}

// periodLead: the word at i opens a noun phrase — the question's first
// word, or after a determiner, a preposition or punctuation ("in the last
// 30 days", "the latest orders") — rather than following a noun or a
// pronoun as a verb may ("flights that last 90 minutes").
func (o *sanityCheck) periodLead(i int) bool {
	if i == 0 {
		return true
	}
	switch o.toks[i-1].POS {
	case grounding.DET, grounding.ADP, grounding.PUNCT:
		return true
	}
	return !english.LastInTime.Is(o.word(i))
}
