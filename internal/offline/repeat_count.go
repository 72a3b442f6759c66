package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// repeatCount reads how often the question's verb happened, bounded:
// "reviewed movies more than once", "borrowed books at least twice", "was
// delayed by storms 3 times or more", "fewer than 3 times". The count is
// of the verb's rows per returned thing — each relationship to the thing
// named before the phrase, counted once per edge, so a book borrowed twice
// by the same member counts twice — compared with the number.
//
// It reads nothing without a bound: a bare "twice" may mean exactly or at
// least, and the account refuses it as before. Nor when no node before the
// phrase is the verb's other end ("Which meters were affected more than
// once?" names only the meters): the count has nothing to count, and
// countCompared's own conditions (one plain edge, a bare node) decide the
// rest. i is the repetition word or the number before "times"; it
// reports whether the phrase was read.
func (o *conPhase) repeatCount(i int) bool {
	end, n := i, english.RepetitionCount(o.word(i))
	if n == 0 {
		f, ok := o.numberAt(i)
		if !ok || f != float64(int64(f)) || f < 1 || !english.TimesNoun.Is(o.word(i+1)) {
			return false
		}
		end, n = i+1, int(f)
	}
	if !o.repeatEnds(end) {
		return false
	}
	same := o.sameWordBefore(i) // fix33_pairs.go
	op, ok := o.comparisonBefore(i)
	if !ok {
		// "3 times or more": the bound after the noun.
		if english.OrWord.Is(o.word(end + 1)) {
			if b, after := orBound[o.word(end+2)]; after {
				op, ok = string(b), true
				o.used.mark(end+1, end+2)
			}
		}
	}
	if same >= 0 {
		if ok && o.samePairRead(i, end, same, n, templates.Op(op)) {
			return true
		}
		o.samePartner(i)
		return false
	}
	if !ok {
		return false
	}
	k := o.repeatedObject(i)
	if k < -1 {
		return false
	}
	before := len(o.counts)
	if !o.countCompared(i, k, templates.Op(op), float64(n)) && (k < 0 || !o.repeatThroughNamed(i, k, templates.Op(op), int64(n)) && !o.repeatValued(i, k, templates.Op(op), int64(n))) { // fix30_repeat.go
		return false
	}
	o.used.mark(i, end)
	if len(o.counts) > before {
		o.counts[before].times = true
		o.counts[before].timesNoun = end > i
	}
	return true
}

// repeatedObject is the token of the verb's other end: the nearest node
// of the pattern mentioned before i that is not the thing asked about; else,
// when the question names none ("Which movies were reviewed more than
// once?"), the one node the verb's relationship implied (-1, its mention);
// -2 when there is neither, or several implied ones.
func (o *conPhase) repeatedObject(i int) int {
	best, implied := -2, 0
	for _, x := range o.nodes {
		if x.focus {
			continue
		}
		if x.pos >= 0 && x.pos < i && x.pos > best {
			best = x.pos
		}
		if x.pos < 0 {
			implied++
		}
	}
	if best < 0 && implied == 1 {
		return -1
	}
	return best
}

// repeatTokens are the tokens of the repetition counts among cs, which the
// account no longer refuses as unread.
func repeatTokens(cs []countCmp) map[int]bool {
	m := map[int]bool{}
	for _, c := range cs {
		if c.times {
			m[c.at] = true
			m[c.at+1] = m[c.at+1] || c.timesNoun
		}
	}
	return m
}

// repeatEnds: the repetition phrase ending at end closes its clause, so it
// says how often and multiplies nothing: "twice as many goals", "twice the
// price", "3 times longer" compare amounts, not counts of rows.
func (o *conPhase) repeatEnds(end int) bool {
	k := end + 1
	if english.OrWord.Is(o.word(k)) {
		if _, ok := orBound[o.word(k+1)]; ok {
			k += 2
		}
	}
	if k >= len(o.toks) {
		return true
	}
	switch o.toks[k].POS {
	case grounding.ADJ, grounding.NOUN, grounding.PROPN, grounding.NUM, grounding.DET, grounding.ADV:
		return false
	}
	return !english.RepetitionAs.Is(o.word(k)) && !o.isNumber(k)
}
