package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a count phrase opening the question with
// its noun and a relative clause after it ("Number of students who
// enrolled in 2024", "the total number of people that acted in X"): the
// "who"/"that" is a relative pronoun naming the counted noun again, not
// the question word. Read as the question word, the focus was looked for
// after it and "who" fell to the schema's person label, counting another
// thing (a silent wrong).

// countHeadStart is where the focus is looked for: right after "number
// of" when the count phrase opens the question (only CountLead words
// before it) and the question word found later is a relative pronoun;
// start otherwise.
func (o *focusPhase) countHeadStart(sh shape, wh, start int) int {
	if !sh.count || wh <= 0 || !english.RelativePronoun.Is(o.word(wh)) {
		return start
	}
	i := o.find(english.NumberOf)
	if i < 0 || i+2 >= wh {
		return start
	}
	for k := 0; k < i; k++ {
		if !english.CountLead.Is(o.word(k)) {
			return start
		}
	}
	return i + 2
}

// countHeadShape makes "The number of N who …" a count as "Number of N
// who …" is: the count phrase opens the question (only CountLead words
// before it) and the question word found after it is a relative pronoun,
// which asks for nothing of its own.
func (o *readCtx) countHeadShape(sh shape) shape {
	if sh.count {
		return sh
	}
	i := o.find(english.NumberOf)
	wh := o.whPos()
	if i < 0 || wh <= i+1 || !english.RelativePronoun.Is(o.word(wh)) {
		return sh
	}
	for k := 0; k < i; k++ {
		if !english.CountLead.Is(o.word(k)) {
			return sh
		}
	}
	sh.count = true
	sh.agg, sh.aggPos = "", -1
	return sh
}

// relativeHeadStart is countHeadStart for a question with no question
// word of its own ("Are there professors who teach no course?",
// "professors who teach no course"): the first opener is a relative
// pronoun right after a noun linked to a label, so that noun is the focus
// and the clause after the pronoun is said of it.
func (o *focusPhase) relativeHeadStart(wh, start int) int {
	if wh <= 0 || !english.RelativePronoun.Is(o.word(wh)) || !o.linksKind(wh-1, "label") {
		return start
	}
	k := wh - 1
	for k > 0 && o.linksKind(k-1, "label") {
		k--
	}
	for j := 0; j < k; j++ {
		if o.toks[j].POS == grounding.ADP {
			// "Anyone on the Search team who knows Python": the noun is a
			// preposition's object, and the pronoun is said of another.
			return start
		}
	}
	return min(start, k)
}

// followUpStart reads "Are there professors with no courses? Which?",
// "Are there categories with no products? List them": the question word
// opens a last sentence of its own that names nothing (FollowUpWord and
// punctuation only), so it asks to see what the sentence before it is
// about; the focus is looked for from the start.
func (o *focusPhase) followUpStart(wh, start int) int {
	if wh <= 0 || !isPunct(o.word(wh-1)) {
		return start
	}
	for k := wh + 1; k < len(o.toks); k++ {
		if !isPunct(o.word(k)) && !english.FollowUpWord.Is(o.word(k)) {
			return start
		}
	}
	return 0
}
