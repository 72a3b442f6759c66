package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// absence is a property the question says the asked-for things lack
// ("airlines that aren't in an alliance", "pilots with no hire date"): tok
// is the property's first word, deny the negation before it.
type absence struct {
	tok, deny   int
	prop, owner string
}

// absenceRead takes the absence test absenceTest found at token i for a
// later phase (applyAbsence) rather than refusing it: the property's words
// and the negation and determiners before them are consumed, so no phase
// reads them as a comparison or a negation of something else.
func (o *offline) absenceRead(i int) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || o.s.Label(e.Owner) == nil {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] != i {
			continue
		}
		k := i - 1
		for k >= 0 && !o.denies(k) {
			k--
		}
		if k < 0 {
			return false
		}
		o.absent = &absence{tok: i, deny: k, prop: e.Name, owner: e.Owner}
		for t := k; t <= idx[len(idx)-1]; t++ {
			o.used.mark(t)
		}
		// "no hire date on record": the record is the property's value
		// being kept at all, nothing more.
		if n := idx[len(idx)-1] + 1; n+1 < len(o.toks) && english.OnRecord.Is(o.word(n)+" "+o.word(n+1)) {
			o.used.mark(n, n+1)
		}
		return true
	}
	return false
}

// applyAbsence adds the absence test to the plan: the property is missing
// on the one variable of its owner's label. The reading assumes a missing
// value means the thing has none (not that nobody recorded it), and says
// so (presence-read). With no such variable, or several, the question is
// refused as before: the test would land on a guess.
func (o *offline) applyAbsence(q *templates.Query, warns *sink) error {
	a := o.absent
	if a == nil {
		return nil
	}
	labels := varLabels(q)
	v := ""
	for name, l := range labels {
		if l != a.owner {
			continue
		}
		if v != "" {
			return o.refuse("presence-test", a.tok, "the question asks for things whose %s is missing, and the plan holds several %s it could test", localName(a.prop), a.owner)
		}
		v = name
	}
	if v == "" {
		return o.refuse("presence-test", a.tok, "the question asks for things whose %s is missing, and the plan holds no %s to test", localName(a.prop), a.owner)
	}
	q.Where = templates.AllOf(q.Where, templates.C(v, a.prop, templates.Missing, nil))
	if _, err := templates.Normalize(q, o.s); err != nil {
		return o.refuse("invalid-plan", a.tok, "the absence of %s: %v", localName(a.prop), err)
	}
	warns.add(o.diagnostic("presence-read", o.tokSpan(a.tok), fmt.Sprintf("%q %s is read as the property %s missing on the %s: a thing with no value stored is taken to have none", o.toks[a.deny].Text, o.toks[a.tok].Text, localName(a.prop), a.owner)))
	return nil
}

// weakAbsenceScore is how close a property's words must be to its name for
// "has no hire date" to read as the property missing when the words make
// the whole rest of the clause: "no" right before, nothing after but where
// the value is kept ("on record") and the question's end.
const weakAbsenceScore = 0.65

// absenceAt is absenceTest, else a property named by weaker words ("hire
// date" for hired) standing alone after "no" at the question's end.
func (o *readCtx) absenceAt() (int, string) {
	if i, p := o.absenceTest(); i >= 0 {
		return i, p
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Score < weakAbsenceScore || o.s.Label(e.Owner) == nil {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || o.valueAt(idx[0]) {
			continue
		}
		// "no recorded duration": a word for the value being kept may
		// stand between the negation and the property.
		no, recorded := idx[0]-1, english.RecordedWords.Is(o.word(idx[0]))
		if no >= 1 && english.RecordedWords.Is(o.word(no)) && !o.linksAt(no) {
			no, recorded = no-1, true
		}
		if !english.NoWord.Is(o.word(no)) || !o.denies(no) {
			continue
		}
		kind := false
		for _, t := range idx {
			kind = kind || o.linksKind(t, "label") || o.linksKind(t, "edge")
		}
		if kind {
			continue
		}
		n := idx[len(idx)-1] + 1
		if n+1 < len(o.toks) && english.OnRecord.Is(o.word(n)+" "+o.word(n+1)) {
			n += 2
		}
		if n < len(o.toks) && english.RecordedWords.Is(o.word(n)) && !o.linksAt(n) {
			n, recorded = n+1, true // "no salary recorded": the record word after the property
		}
		// With a record word the clause may end a first sentence ("no
		// recorded duration? Give their ids."): the second asks what to
		// show, and the property's absence is the whole condition.
		// So may a question whose second sentence only asks what to show
		// ("Which players have no title? Give their names.").
		if n < len(o.toks) && !(o.toks[n].POS == grounding.PUNCT && (n == len(o.toks)-1 || (recorded || o.showFollows(n+1)) && strings.ContainsAny(o.toks[n].Text, ".?!"))) {
			continue
		}
		if !o.isFlag(e.Owner, e.Name) {
			return idx[0], localName(e.Name)
		}
	}
	return -1, ""
}

// isFlag: label's property prop is a yes/no property (a boolean, or text
// whose samples spell yes and no), whose "no" is a value, not an absence.
func (o *readCtx) isFlag(label, prop string) bool {
	for _, p := range o.propsOf(label) {
		if p.Name == prop {
			_, ok := o.yesOf(p)
			return ok
		}
	}
	return false
}

// showFollows: the sentence starting at token i asks what to show of the
// things the first one asked for ("Give their names.", "List their ids."):
// a request verb, then a possessive pronoun.
func (o *readCtx) showFollows(i int) bool {
	return i+1 < len(o.toks) && english.ShowRequest.Is(o.word(i)) && english.PluralPossessive.Is(o.word(i+1))
}
