package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a bound set at the first or last day of a
// period ("treated since the start of 2024", "made before the beginning
// of 1900", "closed after the end of 2019"). The comparison cue reads the
// number right after it, so "the start of" parted the cue from the year:
// the year was then read as an equality on whatever year-like property
// was near ("since the start of 2024" became year_made = 2024), and
// "start" itself linked to a start date. Where the day the phrase names
// is the day the cue alone already bounds at, the phrase is read as
// nothing: "since the start of Y" is "since Y", "before the start of Y"
// is "before Y", "after the end of Y" is "after Y", "until the end of Y"
// is "until Y". The other pairings ("since the end of Y", "before the end
// of Y") bound at another day than the cue alone; periodEdgeUnread leaves
// them unread, so they are refused rather than read as an equality.

func init() {
	checks = append(checks,
		Check{ID: "period-edge-read", Warning: true, Summary: "\"the start of\" / \"the end of\" a period is read as the bound the cue already sets",
			Doc: "\"since the start of 2024\" is read as \"since 2024\", \"before the start of\" as \"before\", \"after the end of\" as \"after\", \"until the end of\" as \"until\" (english.PeriodStart, english.PeriodEnd): the day the phrase names is the one the cue alone bounds at. Other pairings (\"since the end of 2023\", \"before the end of 2024\") bound at another day and are refused as unread words."})
}

// periodEdge finds the phrase "the start/end of" that token i is part
// of, between a comparison cue and a period (a year or a month): j is
// the phrase's "the", -1 when i is in none.
func (o *readCtx) periodEdge(i int) (j int) {
	for j = i - 2; j <= i; j++ {
		if j < 1 || !english.TheWord.Is(o.word(j)) || !english.PeriodOf.Is(o.word(j+2)) {
			continue
		}
		if e := o.word(j + 1); !english.PeriodStart.Is(e) && !english.PeriodEnd.Is(e) {
			continue
		}
		if !o.periodAfter(j+3) || !o.periodCue(j-1) {
			continue
		}
		return j
	}
	return -1
}

// periodAfter: a year or a month's name stands at i.
func (o *readCtx) periodAfter(i int) bool {
	if o.yearLike(i) {
		return true
	}
	_, ok := english.Month(o.word(i))
	return ok
}

// periodCue: token i is one of the bound cues a period edge can follow.
func (o *readCtx) periodCue(i int) bool {
	c := o.word(i)
	return english.CueSince.Is(c) || english.CueBefore.Is(c) || english.CueAfter.Is(c) || english.CueUntil.Is(c)
}

// periodEdgeSame: the cue before the phrase at j bounds at the day the
// phrase names, so the phrase adds nothing.
func (o *readCtx) periodEdgeSame(j int) bool {
	c, e := o.word(j-1), o.word(j+1)
	if english.PeriodStart.Is(e) {
		return english.CueSince.Is(c) || english.CueBefore.Is(c)
	}
	return english.CueAfter.Is(c) || english.CueUntil.Is(c)
}

// periodEdgeTurn: token i belongs to a phrase read as nothing; the
// warning is given once, at the phrase's "the", and a link of the edge
// word alone ("start" → a start date) goes with it.
func (o *offline) periodEdgeTurn(i int, warns *sink, unlink *[]diag.Span) bool {
	j := o.periodEdge(i)
	if j < 0 || !o.periodEdgeSame(j) {
		return false
	}
	if i == j {
		warns.add(o.diagnostic("period-edge-read", diag.Span{Start: o.toks[j].Span.Start, End: o.toks[j+2].Span.End},
			fmt.Sprintf("%q %s is read as %q %s: the cue alone bounds at that day", o.toks[j-1].Text, o.ev.Question[o.toks[j].Span.Start:o.toks[j+3].Span.End], o.toks[j-1].Text, o.toks[j+3].Text)))
	}
	if i == j+1 {
		*unlink = append(*unlink, o.toks[i].Span)
	}
	return true
}

// periodEdgeUnread: token i is the edge word of a phrase whose day the
// cue does not bound at ("since the end of 2023").
func (o *readCtx) periodEdgeUnread(i int) bool {
	j := o.periodEdge(i)
	return j >= 0 && i == j+1 && !o.periodEdgeSame(j)
}
