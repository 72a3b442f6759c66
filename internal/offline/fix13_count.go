package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here (asked7, fix13): a headcount said after the
// counted noun ("staff headcount per hotel", "crew headcount by ship").
// Grounding takes "staff headcount" whole as the label's link, so the
// headcount noun was no word of its own and the count was dropped: the
// plan listed every staff member beside the hotel (a silent wrong). A
// headcount noun inside a label's link, after a word of that link, counts
// that label, as "staff count" does.

// headcountInLink: token i is a HeadcountNoun inside the link of a label
// whose name it does not spell, after another word of the same link.
func (o *readCtx) headcountInLink(i int) bool {
	if !english.HeadcountNoun.Is(o.word(i)) || i == 0 {
		return false
	}
	sp, prev := o.toks[i].Span, o.toks[i-1].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || e.Span.Start > prev.Start || e.Span.End < sp.End {
			continue
		}
		if !sharesStem(o.lower[i], e.Name) {
			return true
		}
	}
	return false
}

// warnHeadcountInLink says the reading: which nodes count as heads is
// the label the noun before the headcount names.
func (o *focusPhase) warnHeadcountInLink(sh shape) {
	if !sh.count {
		return
	}
	for i := range o.toks {
		if o.headcountInLink(i) {
			o.res.warnings = append(o.res.warnings, o.diagnostic("headcount-of-label", o.tokSpan(i),
				fmt.Sprintf("%q is read as how many of the things %q names", o.toks[i].Text, o.toks[i-1].Text)))
			return
		}
	}
}
