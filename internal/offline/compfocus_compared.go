package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// The word a comparative grades ("more seats than 200", "a higher rating
// than 80") is the property compared. Read as what the question asks for,
// "Which aircraft have more seats than 200?" listed seat counts instead of
// the aircraft; and when the word names nothing in the schema ("more votes
// than 100" on a graph without votes), the number went to whatever numeric
// property was nearest in size, a comparison the question never made.

// comparedInThan: the property word at pos stands between a comparative
// and its "than", so it is compared, not asked for. The thing asked is the
// noun the question opened with, and a later "Give their names" says what
// of it to show.
func (o *readCtx) comparedInThan(pos int) bool {
	c, _ := english.ThanAround(o.words, pos)
	return c >= 0
}

// unnamedCompared reads the number at i when it closes "COMPARATIVE WORDS
// than i" and none of the words links to the schema (or links only as a
// modifier of a longer span, which does not name it): the question
// compares something the graph does not hold, so it is refused naming
// those words rather than compared with another property.
func (o *conPhase) unnamedCompared(i int) bool {
	t := i - 1
	if t < 1 || !english.Than.Is(o.word(t)) {
		return false
	}
	c := -1
	for k := t - 1; k >= 0 && k >= t-4; k-- {
		if w := o.word(k); english.ComparativeThanAt(o.words, k) {
			c = k
			break
		} else if english.Than.Is(w) {
			return false
		}
	}
	if c < 0 || c == t-1 {
		return false // "more than 100": the number names its own amount
	}
	var unnamed []string
	first := -1
	for k := c + 1; k < t; k++ {
		if o.namesElement(k) {
			return false
		}
		if o.toks[k].POS == grounding.PUNCT || english.ComparedWordLead.Is(o.word(k)) || o.isCueWord(k) || fillerWords[o.word(k)] || o.isNumber(k) {
			continue
		}
		if _, unit := english.UnitWord(o.word(k)); unit {
			return false // "longer minutes than 90" is the unit rule's
		}
		if first < 0 {
			first = k
		}
		unnamed = append(unnamed, o.toks[k].Text)
	}
	if first < 0 {
		return false
	}
	if o.unsupported == nil {
		o.unsupported = o.refusalAt("unplaced-number", o.tokSpans(first, t-1),
			"the number %s is compared with %q, which names nothing in the schema; comparing it with another numeric property would answer another question (rephrase with a property the graph has)",
			o.word(i), strings.Join(unnamed, " "))
	}
	return true
}

// reversedCompared: the word a number is compared with names a quantity
// that the property it linked to holds only in reverse ("an age above 50"
// linked to born, a year of birth): the number is an amount of the
// quantity, not a value of the property, and comparing the two would
// answer another question, so the number is refused at the word.
func (o *conPhase) reversedCompared(i int, p ElementLink) bool {
	if p.implied {
		return false
	}
	names := grounding.SplitName(schema.LocalName(p.Name))
	for _, k := range o.tokensIn(p.Span) {
		if !english.ReversedQuantity(o.lower[k], names) {
			continue
		}
		if o.unsupported == nil {
			o.unsupported = o.refusalAt("unplaced-number", p.Span,
				"the number %s is an amount of %q, and %s, the property %q links to, holds it only in reverse (a date or year it counts from); comparing them would answer another question",
				o.word(i), o.toks[k].Text, schema.LocalName(p.Name), o.toks[k].Text)
		}
		return true
	}
	return false
}
