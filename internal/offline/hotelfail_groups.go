package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// byAsPer reads "average salary by role", "total booking value by hotel",
// "number of guests by country": an aggregate question that ends in "by"
// and one noun linking a property or a label groups the aggregate by it,
// as "per" would (a doer noun, "by director", groups by the doers); the
// phases read the word as "per" from here on. Not
// when "by" follows a verb (a doer: "movies directed by X"), an ordering
// word ("sorted by"), or anything but a noun, nor when the question ranks
// ("the top 3 reviewers by average rating"), and not when the noun is not
// the question's last word. Warned by-grouping.
func (o *offline) byAsPer(warns *sink) {
	sh := shapeOf(o.readCtx).shape
	if !sh.count && sh.agg == "" || sh.ranked || o.superlative() != 0 {
		return
	}
	for k := 1; k+1 < len(o.toks); k++ {
		if !english.GroupBy.Is(o.word(k)) {
			continue
		}
		n := k + 1
		last := len(o.toks) - 1
		for last > n && (isPunct(o.word(last)) || english.TrailingPolite.Is(o.word(last))) {
			last--
		}
		if last != n && !o.oneLinkRun(n, last) || !(o.linksKind(n, "prop") || o.linksKind(n, "label") || o.linksKind(n, "edge")) || o.valueAt(n) {
			return
		}
		if p := o.toks[k-1].POS; p != grounding.NOUN && p != grounding.PROPN && !o.linksKind(k-1, "prop") || english.OrderedBy.Is(o.word(k-1)) || o.linksKind(k-1, "edge") && !o.prepNounAt(k-1) {
			return
		}
		o.readAs(k, english.PerWord)
		group := o.ev.Question[o.toks[n].Span.Start:o.toks[last].Span.End]
		warns.add(o.diagnostic("by-grouping", o.tokSpans(k, last),
			fmt.Sprintf("read %q as per %s: the question asks for an aggregate and ends with \"by\" and what it is grouped by, so each %s gets its own row", o.ev.Question[o.toks[k].Span.Start:o.toks[last].Span.End], group, group)))
		return
	}
}

// readAs gives this compilation a copy of the context where token k reads
// as the word w ("by" as "per"), never the caller's; its span, and so the
// words quoted in diagnostics, stay the question's.
func (o *offline) readAs(k int, w string) {
	c := *o.readCtx
	c.toks = append([]grounding.Token(nil), o.toks...)
	c.words = append([]string(nil), o.words...)
	c.lower = append([]string(nil), o.lower...)
	c.toks[k].Text, c.toks[k].Lemma = w, w
	c.words[k], c.lower[k] = w, w
	ev := *o.ev
	ev.Tokens = c.toks
	c.ev = &ev
	o.readCtx = &c
}
