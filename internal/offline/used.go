package offline

// usedWords is the set of tokens the phases have consumed: a word one
// phase took is not read again by a later one, and the account phase
// counts it as accounted for. It is a struct, not a map, so that phases
// go through mark and has and a phase that only reads it can be handed it
// without a way to write it by indexing.
type usedWords struct{ m map[int]bool }

func newUsedWords() usedWords { return usedWords{m: map[int]bool{}} }

// mark records tokens as consumed.
func (u usedWords) mark(toks ...int) {
	for _, i := range toks {
		u.m[i] = true
	}
}

// unmark gives a token back, for a later phase to read.
func (u usedWords) unmark(i int) { delete(u.m, i) }

// has: token i was consumed.
func (u usedWords) has(i int) bool { return u.m[i] }

// clone is a copy a tentative phase can mark without leaving a trace.
func (u usedWords) clone() usedWords {
	c := newUsedWords()
	for k, v := range u.m {
		c.m[k] = v
	}
	return c
}
