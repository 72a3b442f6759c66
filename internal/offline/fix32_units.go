package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// fractionUnit reads "donations of a quarter of a tonne or more", "more
// than a quarter of a tonne", "half a tonne or more", "under half of an
// hour": a fraction (english.UnitFraction) of one unit, "of" between them
// for any fraction but "half", compared like "250 kg" through the property
// whose name gives its unit (unitFilter, warned unit-converted). The bound
// is "or more"/"or less" after the unit, else the comparison before the
// fraction (and its article). articleUnit read "a tonne" alone as one
// tonne and left the fraction unread (a quarter of a tonne compared as
// 1000 kg), and halfUnit read no bound after the unit ("half a tonne or
// more" compared as equal to 500). With no bound the words are left to
// the other readings.
func (o *conPhase) fractionUnit(i int) bool {
	f, ok := english.UnitFraction[o.word(i)]
	if !ok {
		return false
	}
	a := i + 1
	if english.Of.Is(o.word(a)) {
		a++
	} else if !english.Half.Is(o.word(i)) {
		return false
	}
	if !english.AnArticle.Is(o.word(a)) {
		return false
	}
	u, ok := english.UnitWord(o.word(a + 1))
	if !ok {
		return false
	}
	start, end := i, a+1
	if i > 0 && english.AnArticle.Is(o.word(i-1)) {
		start = i - 1
	}
	op, ok, orAfter := "", false, false
	if english.OrWord.Is(o.word(end + 1)) {
		if b, isBound := orBound[o.word(end+2)]; isBound {
			op, ok, orAfter = string(b), true, true
		}
	}
	if !ok {
		op, ok = o.comparisonBefore(start)
	}
	if !ok || op == "between" || op == string(templates.Eq) {
		return false
	}
	n := len(o.warnings)
	if !o.unitFilter(a, f, templates.Op(op), u) {
		return false
	}
	for k := start; k <= end; k++ {
		o.used.mark(k)
	}
	if orAfter {
		o.used.mark(end+1, end+2)
	}
	if len(o.warnings) > n {
		if parts := strings.SplitN(o.warnings[n].Detail, " is compared as ", 2); len(parts) == 2 {
			sp := diag.Span{Start: o.toks[start].Span.Start, End: o.toks[end].Span.End}
			o.warnings[n] = o.diagnostic("unit-converted", sp, fmt.Sprintf("%s is compared as %s", o.ev.Question[sp.Start:sp.End], parts[1]))
		}
	}
	return true
}
