package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Absences named in other words than the property's (docs/offline.md
// "Conditions and walks (fix19)"): "Which orders have no delivery time
// recorded?" (minutes_to_deliver), "Which shipments don't have a delivery
// date yet?", "How many shipments are missing a delivered date?"
// (delivered), "Which customers have no KYC result on file?"
// (kyc_verified). The grounding links the words to a property of another
// label, to nothing, or to a relationship ("file"); absenceTest reads only
// a property linked right after the negation. Here the phrase after the
// negation, up to the clause's end, names one property of the asked-for
// label by a word of its name (english.NameStemMatch), the others only
// saying what kind of value it is ("date", "time", "result"); the
// question asks for the things with no value stored for it, which
// applyAbsence tests (presence-read) and this reading warns
// (absence-name-read).

func init() {
	checks = append(checks,
		Check{ID: "absence-name-read", Warning: true, Summary: "a missing value named in other words is read as a property of the asked-for thing missing",
			Doc: "\"Which orders have no delivery time recorded?\", \"shipments missing a delivered date\", \"customers with no KYC result on file\": after \"no\", \"don't have a\" or \"missing a\", the words up to the clause's end name one property of the asked-for label by a word of its name (delivery: minutes_to_deliver; KYC: kyc_verified), the rest only the kind of value (date, time, result); the property missing is tested (presence-read). A yes/no property is read so only when the clause says the value is kept (recorded, on file) or not yet; with no such property, or several, nothing is read."})
}

// stemAbsence reads the phrase and sets o.absent, consuming its words;
// false when the question has no such phrase.
func (o *offline) stemAbsence() bool {
	if o.absent != nil {
		return false
	}
	for k := range o.toks {
		start := o.absenceStart(k)
		if start < 0 {
			continue
		}
		end, kept := o.absenceEnd(start)
		if end < 0 {
			return false
		}
		owner := o.askedLabelBefore(k)
		if owner == "" {
			return false
		}
		prop := ""
		for _, p := range o.propsOf(owner) {
			if !o.phraseNames(start, end, p.Name) {
				continue
			}
			if prop != "" {
				return false // two properties fit: which one is a guess
			}
			prop = p.Name
		}
		if prop == "" || o.isFlag(owner, prop) && !kept {
			return false
		}
		o.absent = &absence{tok: start, deny: k, prop: prop, owner: owner}
		last := end
		for last+1 < len(o.toks) && o.toks[last+1].POS != grounding.PUNCT {
			last++
		}
		for t := k; t <= last; t++ {
			o.used.mark(t)
		}
		// The phrase's words linked to a property elsewhere ("delivery
		// date" to an incident's date) name the one read here.
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		for ei, e := range ev.Elements {
			if e.Kind == "prop" && e.Span.Start >= o.toks[start].Span.Start && e.Span.End <= o.toks[end].Span.End {
				ev.Elements[ei] = ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: e.Span, Score: e.Score}
			}
		}
		// A stored value spelt as the name ("a delivered date" beside
		// the status delivered) is that name here, no condition.
		ev.Values = nil
		for _, v := range o.ev.Values {
			if v.Span.Start >= o.toks[start].Span.Start && v.Span.End <= o.toks[end].Span.End {
				continue
			}
			ev.Values = append(ev.Values, v)
		}
		o.ev = &ev
		o.stemAbsent = true
		return true
	}
	return false
}

// absenceStart: token k denies having something ("no", "don't have a",
// "missing a"); the index of the phrase's first word past determiners,
// -1 otherwise.
func (o *readCtx) absenceStart(k int) int {
	j := -1
	switch {
	case english.NoWord.Is(o.word(k)) && o.denies(k):
		j = k + 1
	case o.denies(k) && english.Possessing.Is(o.word(k+1)):
		j = k + 2
	case o.denies(k) && english.Not.Is(o.word(k+1)) && english.Possessing.Is(o.word(k+2)):
		j = k + 3 // "do not have a"
	case english.AbsenceLead.Is(o.word(k)) && k > 0:
		j = k + 1
	}
	if j < 0 {
		return -1
	}
	for j < len(o.toks) && (o.toks[j].POS == grounding.DET || english.Quantifier.Is(o.word(j))) {
		j++
	}
	if j >= len(o.toks) {
		return -1
	}
	return j
}

// absenceEnd is the phrase's last word: the phrase runs to the clause's
// end (the question's, or a record word or "yet" right before it), one to
// three words, none a number (a stored value may spell the property's
// name: "a delivered date" beside the status delivered). kept says the clause says
// the value is kept, or not yet. -1 when the clause goes on.
func (o *readCtx) absenceEnd(start int) (end int, kept bool) {
	end = start
	for end+1 < len(o.toks) && o.toks[end+1].POS != grounding.PUNCT && !english.AbsenceTail.Is(o.word(end+1)) && !o.onRecordAt(end+1) {
		end++
	}
	if end-start > 2 {
		return -1, false
	}
	for t := start; t <= end; t++ {
		if o.isNumber(t) {
			return -1, false
		}
	}
	n := end + 1
	for n < len(o.toks) && o.toks[n].POS != grounding.PUNCT {
		switch {
		case english.AbsenceTail.Is(o.word(n)):
			n, kept = n+1, true
		case o.onRecordAt(n):
			n, kept = n+2, true
		default:
			return -1, false
		}
	}
	if n < len(o.toks) && n != len(o.toks)-1 {
		return -1, false
	}
	return end, kept
}

// onRecordAt: "on file", "on record" starts at token i.
func (o *readCtx) onRecordAt(i int) bool {
	return i+1 < len(o.toks) && english.OnRecord.Is(o.word(i)+" "+o.word(i+1))
}

// askedLabelBefore is the one label the question names before token k
// ("Which orders", "How many shipments"), "" when it names none before k,
// or another label anywhere.
func (o *readCtx) askedLabelBefore(k int) string {
	l := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] >= k || l != "" && l != e.Name {
			return ""
		}
		l = e.Name
	}
	return l
}

// phraseNames: the words from start to end name prop: one of them is a
// form of a word of its name, and every other only says what kind of
// value it is, or is another form of the name's words.
func (o *readCtx) phraseNames(start, end int, prop string) bool {
	nameWords := grounding.SplitName(localPropName(prop))
	hit := false
	for t := start; t <= end; t++ {
		fits := false
		for _, n := range nameWords {
			if english.NameStemMatch(o.word(t), n) {
				fits = true
			}
		}
		if fits {
			hit = true
			continue
		}
		if !english.AbsenceKind(o.word(t)) {
			return false
		}
	}
	return hit
}

// localPropName is a property name past its owner ("Order.code" → "code").
func localPropName(n string) string {
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		return n[i+1:]
	}
	return n
}

// stemAbsenceWarn says the reading's assumption on the plan.
func (o *offline) stemAbsenceWarn(warns *sink) {
	if !o.stemAbsent || o.absent == nil {
		return
	}
	a := o.absent
	warns.add(o.diagnostic("absence-name-read", o.tokSpans(a.tok, a.tok), fmt.Sprintf("%q is read as naming %s of the %s, by a word of its name", o.toks[a.tok].Text, localPropName(a.prop), a.owner)))
}
