package offline

import "github.com/gql-dev/gql/internal/english"

// articleOfScale: token k is the article of a spoken number after a
// comparison's bound — "more than a thousand customers", "at least a
// million", "more than half a million euros" — with a scale word after it.
// Elsewhere "a" is an article ("a thousand-seat hall", "a million-dollar
// deal" stay as they were read).
func (o *readCtx) articleOfScale(k int) bool {
	if k < 1 || !english.ScaleArticle.Is(o.word(k)) {
		return false
	}
	if _, ok := english.NumberScale[o.word(k+1)]; !ok {
		return false
	}
	b := k - 1
	if english.Half.Is(o.word(b)) {
		b--
	}
	return b >= 0 && english.BoundEnd.Is(o.word(b))
}

// articleScale is the value of a spoken number starting at i: "a
// thousand" is one thousand, "half a million" half of one million. The
// scale words after it are read as the number's (scaleOfNumber).
func (o *readCtx) articleScale(i int) (float64, bool) {
	switch {
	case english.Half.Is(o.word(i)) && o.articleOfScale(i+1):
		return o.scaled(i+1, 0.5), true
	case o.articleOfScale(i) && !english.Half.Is(o.word(i-1)):
		return o.scaled(i, 1), true
	}
	return 0, false
}
