package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// endsAfter: nothing after token k but punctuation and, at most, a closing
// "directly or indirectly" (the path cue with its manner words). "Which
// airlines is Aurora Regional a partner of, directly or indirectly?" still
// ends at its stranded "of": the adverbial says how far the relationship
// is followed (variableLength reads it), not who is whose partner, so the
// stranded-of reading holds as it does without it. Any other word after k
// (a name, a verb) is a clause of its own, and the question does not end.
func (o *readCtx) endsAfter(k int) bool {
	cue := false
	for i := k + 1; i < len(o.toks); i++ {
		if o.toks[i].POS == grounding.PUNCT {
			continue
		}
		if n := o.at(english.Indirectly, i); n > 0 {
			cue = true
			i += n - 1
			continue
		}
		if english.PathManner.Is(o.word(i)) {
			continue
		}
		return false
	}
	// manner words alone ("… of, directly?") are not the path cue
	return cue || o.onlyPunctAfter(k)
}

func (o *readCtx) onlyPunctAfter(k int) bool {
	for i := k + 1; i < len(o.toks); i++ {
		if o.toks[i].POS != grounding.PUNCT {
			return false
		}
	}
	return true
}

// closingWord is the question's last word before its closing punctuation
// and any closing "directly or indirectly" (endsAfter); -1 for none.
func (o *readCtx) closingWord() int {
	for k := range o.toks {
		if o.toks[k].POS != grounding.PUNCT && o.endsAfter(k) {
			return k
		}
	}
	return -1
}
