package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a count said as a noun after the counted
// noun ("the order count for every restaurant", "incident tally by
// severity", "break down the booking count per hotel"): the aggregate
// noun asks for a count of what the noun before it names, as "number of
// N" does. Read as the verb "count", the focus was looked for after it
// and the group noun became the thing counted (one row, refused); a
// "tally" was no count at all.

// nounCountAt is the first token of the counted noun when an
// AggregateNoun follows words linked to a label, and only words that ask
// for nothing of their own (CountLead, "what", a request or group-break
// word) come before that noun; -1 otherwise.
func (o *readCtx) nounCountAt() int {
	for i := 1; i < len(o.toks); i++ {
		if !english.AggregateNoun.Is(o.word(i)) && !o.headcountInLink(i) || !o.linksKind(i-1, "label") {
			continue
		}
		k := i - 1
		for k > 0 && o.linksKind(k-1, "label") {
			k--
		}
		for j := 0; j < k; j++ {
			if !english.NounCountLead.Is(o.word(j)) && !english.CountLead.Is(o.word(j)) && !english.GroupBreak.Is(o.word(j)) && !english.Fix4CountArticle.Is(o.word(j)) && !o.countOwnerWord(j, k) {
				return -1
			}
		}
		return k
	}
	return -1
}

// nounCountShape makes the question a count when nounCountAt finds a
// counted noun and no other count or aggregate was read.
func (o *readCtx) nounCountShape(sh shape) shape {
	if sh.count || sh.aggPos >= 0 || o.nounCountAt() < 0 && o.headcountAt() < 0 {
		return sh
	}
	sh.count = true
	return sh
}

// nounCountStart is where the focus is looked for in such a count: at the
// counted noun, not after the aggregate noun (which whPos takes for the
// verb "count").
func (o *focusPhase) nounCountStart(sh shape, start int) int {
	if !sh.count {
		return start
	}
	if k := o.nounCountAt(); k >= 0 && k < start {
		return k
	}
	return start
}

// Kind of question read here: a count named by a noun that says what it
// counts ("the headcount of the X team", "headcount per department"): a
// headcount is how many people, so it counts the schema's person label
// where the noun stands, as "how many people" does.

// headcountAt is the HeadcountNoun's token, -1 when there is none.
func (o *readCtx) headcountAt() int {
	for i := range o.toks {
		if english.HeadcountNoun.Is(o.word(i)) && !o.linksAt(i) {
			return i
		}
	}
	return -1
}

// headcountFocus is a node of the person label at the headcount noun,
// nil when the question has none or the schema no person label. The
// reading is an assumption (who counts as a head), said as a warning.
func (o *focusPhase) headcountFocus(sh shape) *onode {
	i := o.headcountAt()
	if !sh.count || i < 0 {
		return nil
	}
	l := o.personLabel()
	if l == "" {
		return nil
	}
	o.used.mark(i)
	o.res.used = append(o.res.used, i)
	o.res.warnings = append(o.res.warnings, o.diagnostic("headcount-read", o.tokSpan(i),
		fmt.Sprintf("%q is read as how many %s nodes (the schema's people)", o.toks[i].Text, l)))
	return o.addNode(l, i)
}
