package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// eachCounts reads two counts listed per thing: "List each X with its
// number of As and of Bs", "Show every X with the number of As and Bs",
// "How many As and how many Bs does each X have?". Each count is one
// relationship of X (resolveSide: an edge noun, or the only edge between X
// and the noun's label) walked left-outer on its own, so an X with none of
// one counts 0 and neither count multiplies the other, which one pattern
// joining both would (the two walks' product). It reads only a question
// made of exactly those words; any other is left to the phases.
func (o *offline) eachCounts(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT && !english.CountsAnd.Is(o.word(n-1)) {
		n--
	}
	if q, ok := o.eachWithCounts(n, warns); ok {
		return q, true
	}
	return o.howManyEach(n, warns)
}

// eachWithCounts: "[List [me]] each X with its number of As and [of|its
// number of] Bs".
func (o *offline) eachWithCounts(n int, warns *sink) (*templates.Query, bool) {
	k := 0
	if english.CountsListVerb.Is(o.word(k)) {
		k++
		if english.CountsMe.Is(o.word(k)) {
			k++
		}
	}
	if !english.CountsEach.Is(o.word(k)) {
		return nil, false
	}
	xEl, k := o.elementFrom(k+1, n)
	if xEl == nil || xEl.Kind != "label" || !english.CountsWith.Is(o.word(k)) {
		return nil, false
	}
	k++
	numberOf := func(k int) (int, bool) {
		if english.CountsOwner.Is(o.word(k)) {
			k++
		}
		if !english.CountsNumber.Is(o.word(k)) || !english.CountsOf.Is(o.word(k+1)) {
			return k, false
		}
		return k + 2, true
	}
	k, ok := numberOf(k)
	if !ok {
		return nil, false
	}
	a := countSide{verb: -1, noun: k}
	a.nounEl, k = o.elementFrom(k, n)
	if a.nounEl == nil || !english.CountsAnd.Is(o.word(k)) {
		return nil, false
	}
	at := k
	k++
	if english.CountsOf.Is(o.word(k)) {
		k++
	} else if next, ok := numberOf(k); ok {
		k = next
	}
	b := countSide{verb: -1, noun: k}
	b.nounEl, k = o.elementFrom(k, n)
	if b.nounEl == nil || k != n {
		return nil, false
	}
	return o.listedCounts(xEl.Name, a, b, at, warns)
}

// howManyEach: "How many As and [how many] Bs do(es) each X have?".
func (o *offline) howManyEach(n int, warns *sink) (*templates.Query, bool) {
	if !english.CountsHow.Is(o.word(0)) || !english.CountsMany.Is(o.word(1)) {
		return nil, false
	}
	a := countSide{verb: -1, noun: 2}
	var k int
	a.nounEl, k = o.elementFrom(2, n)
	if a.nounEl == nil || !english.CountsAnd.Is(o.word(k)) {
		return nil, false
	}
	at := k
	k++
	if english.CountsHow.Is(o.word(k)) && english.CountsMany.Is(o.word(k+1)) {
		k += 2
	}
	b := countSide{verb: -1, noun: k}
	b.nounEl, k = o.elementFrom(k, n)
	if b.nounEl == nil || !english.CountsDo.Is(o.word(k)) || !english.CountsEach.Is(o.word(k+1)) {
		return nil, false
	}
	xEl, k := o.elementFrom(k+2, n)
	if xEl == nil || xEl.Kind != "label" || !english.CountsSideVerb.Is(o.word(k)) || k+1 != n {
		return nil, false
	}
	return o.listedCounts(xEl.Name, a, b, at, warns)
}

// listedCounts is the plan of two counts listed per X, with no filter on
// them.
func (o *offline) listedCounts(x string, a, b countSide, at int, warns *sink) (*templates.Query, bool) {
	if !o.resolveSide(x, &a, nil) || !o.resolveSide(x, &b, nil) {
		return nil, false
	}
	if sameSide(a, b) {
		return nil, false
	}
	q, colA, colB, ok := o.countsPlan(x, a, b, nil)
	if !ok {
		return nil, false
	}
	side := func(s countSide) string { return s.describe(x) }
	warns.add(o.diagnostic("counts-listed", o.tokSpan(at),
		fmt.Sprintf("two counts per %s, each taken on its own: %s (%s) and %s (%s); every %s is listed, one with none counted 0", x, side(a), colA, side(b), colB, x)))
	return q, true
}
