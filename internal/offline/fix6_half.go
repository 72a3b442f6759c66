package offline

import (
	"strconv"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a number said with "and a half" ("more than
// one and a half kilos", "longer than 2 and a half hours"). Each phase
// reads a number as one token with its unit right after it, so the half
// was lost (1 kilo, a silent wrong) and the unit stood three words away,
// unconverted. The run is read as the one number it says (1.5), before any
// phase reads the question; the caller's evidence is unchanged.

// halvesRead folds "N and a half" into one number token spanning the run.
func (o *offline) halvesRead() {
	var toks []grounding.Token
	changed := false
	for i := 0; i < len(o.toks); i++ {
		n := english.AndAHalf(o.words, i)
		f, ok := o.halvedNumber(i)
		if n == 0 || !ok {
			toks = append(toks, o.toks[i])
			continue
		}
		t := o.toks[i]
		s := strconv.FormatFloat(f+0.5, 'f', -1, 64)
		t.Text, t.Lemma, t.POS = s, s, grounding.NUM
		t.Span.End = o.toks[i+n].Span.End
		toks = append(toks, t)
		i += n
		changed = true
	}
	if changed {
		o.retokenize(toks)
	}
}

// halvedNumber is the whole number at token i that "and a half" may follow:
// digits or a spelled-out number ("one", which the tagger takes for a
// pronoun, included), never a scale word or a fraction already written.
func (o *readCtx) halvedNumber(i int) (float64, bool) {
	if n, ok := english.NumberWord(o.word(i)); ok {
		return float64(n), true
	}
	n, err := strconv.Atoi(o.word(i))
	return float64(n), err == nil
}
