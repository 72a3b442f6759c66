package offline

import (
	"fmt"
	"math"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// How often a property's values occur among the things holding them, read
// whole, before the general phases: the phases read "two teachers" as a
// count of things related to each row, and here the rows are the values.
// Only a question made of exactly these words is read; any other word (a
// named value, a second label, a second property) leaves it to the phases.

// freqValues reads "the Ps shared by at least N Xs" (sharedValues) and
// "the P that is most common across all Xs" (commonBefore).
func (o *offline) freqValues(warns *sink) (*templates.Query, bool) {
	if len(o.ev.Values) > 0 {
		return nil, false
	}
	for _, u := range o.ev.Unmatched {
		// "Give", "Return" capitalised at the start read as a name
		// nothing stores: an opening word, not a value.
		for _, k := range o.tokensIn(u.Span) {
			if !english.FreqOpener.Is(o.word(k)) {
				return nil, false
			}
		}
	}
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	if q, ok := o.sharedValues(n, warns); ok {
		return q, true
	}
	if q, ok := o.frequentThing(n, warns); ok {
		return q, true
	}
	return o.commonBefore(n, warns)
}

// valuesOf is the one property link of the question, with its first and
// last tokens, when every other link is the label x' own (checked by the
// caller) and the words before it only open the question.
func (o *readCtx) valuesOf() (e *ElementLink, first, last int) {
	for i := range o.ev.Elements {
		x := &o.ev.Elements[i]
		if x.Kind != "prop" || x.implied {
			continue
		}
		if e != nil {
			return nil, -1, -1 // two properties: which one's values is open
		}
		e = x
	}
	if e == nil {
		return nil, -1, -1
	}
	idx := o.tokensIn(e.Span)
	if len(idx) == 0 {
		return nil, -1, -1
	}
	// The holder's label may name the values ("template type codes"):
	// its link right before the property's is part of the noun, and
	// holds checks it is the label counted.
	start := idx[0]
	if l, end := o.labelEndingAt(start); l >= 0 && end == start {
		start = l
	}
	for k := 0; k < start; k++ {
		if !english.FreqOpener.Is(o.word(k)) {
			return nil, -1, -1
		}
	}
	return e, idx[0], idx[len(idx)-1]
}

// holds reports whether label x has the property and every other link of
// the question is x itself.
func (o *readCtx) holds(x string, e *ElementLink) bool {
	if o.s.Label(x) == nil || (e.Owner != "" && e.Owner != x) {
		return false
	}
	has := false
	for _, p := range o.propsOf(x) {
		has = has || p.Name == e.Name
	}
	if !has {
		return false
	}
	for _, l := range o.ev.Elements {
		if l.Kind == "prop" && l.Name == e.Name {
			continue
		}
		if l.implied && l.Kind != "label" {
			continue
		}
		if l.Kind != "label" || l.Name != x {
			return false
		}
	}
	return true
}

// sharedValues: "Show the hometowns shared by at least two teachers",
// "Return the nationalities for which there are two or more people", "the
// type codes with less than three templates". The values of a property of
// X are grouped, the Xs holding each are counted, and the count is compared
// with the number (HAVING). A value exists only where some X holds it, so
// an upper bound leaves out no value with none.
func (o *offline) sharedValues(n int, warns *sink) (*templates.Query, bool) {
	num := -1
	for i := 0; i < n; i++ {
		if _, ok := o.numberAt(i); ok {
			if num >= 0 {
				return nil, false
			}
			num = i
		}
	}
	if num < 0 {
		return nil, false
	}
	f, _ := o.numberAt(num)
	if f != math.Trunc(f) || f < 0 {
		return nil, false
	}
	e, first, last := o.valuesOf()
	if e == nil || last >= num {
		return nil, false
	}
	// The link may take the joining word in ("taglines shared"): the
	// values' noun is the last word before it.
	head := last
	for head > first && english.FreqHolders.Is(o.word(head)) {
		head--
	}
	if !english.PluralNoun(o.toks[head].Text) {
		return nil, false
	}
	for k := last + 1; k < num; k++ {
		if !english.FreqHolders.Is(o.word(k)) && !english.FreqCompare.Is(o.word(k)) && !english.FreqFrame.Is(o.word(k)) {
			return nil, false
		}
	}
	op := templates.Op(english.Comparison(o.words, num))
	noun := num + 1
	if english.OrWord.Is(o.word(num + 1)) {
		b, ok := orBound[o.word(num+2)]
		if !ok || (op != "" && op != b) {
			return nil, false
		}
		op, noun = b, num+3
	}
	switch op {
	case templates.Eq, templates.Lt, templates.Le, templates.Gt, templates.Ge:
	default:
		return nil, false // no bound, or a range: not read here
	}
	xEl, end := o.elementFrom(noun, n)
	end = o.frameTail(end, n)
	if xEl == nil || xEl.Kind != "label" || end != n || !o.holds(xEl.Name, e) {
		return nil, false
	}
	pl := &pattern{vars: varNames{}}
	v := pl.newVar(xEl.Name)
	col := identOf(e.Name)
	cnt := "count"
	if cnt == col {
		cnt = "count_2"
	}
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(v, xEl.Name))},
		Return: []templates.Proj{{Var: v, Prop: e.Name, As: col}, {Agg: templates.Count, Var: v, As: cnt}},
		Having: []templates.Having{{Col: cnt, Op: op, Value: int64(f)}},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("count-compared", o.tokSpans(first, noun),
		fmt.Sprintf("each value of %s is a group of the %s holding it; the plan counts them (%s) and keeps the values whose count is %s %d", e.Name, xEl.Name, cnt, op, int64(f))))
	return q, true
}

// commonBefore: "Give the nationality that is most common across all
// people". The values of a property of X are counted and ranked by the
// count, every value tied with the first kept when the noun is singular
// (the question gives no number, so each tied value is that answer).
func (o *offline) commonBefore(n int, warns *sink) (*templates.Query, bool) {
	e, _, last := o.valuesOf()
	if e == nil {
		return nil, false
	}
	k := last + 1
	for k < n && english.FreqRelative.Is(o.word(k)) {
		k++
	}
	if k == last+1 {
		return nil, false // "the most common hometown" itself: mostCommonValues
	}
	width := o.at(english.MostCommon, k)
	if width == 0 || english.Least.Is(o.word(k)) || english.Fewest.Is(o.word(k)) {
		return nil, false
	}
	cue := k
	k += width
	for k < n && english.FreqAcross.Is(o.word(k)) {
		k++
	}
	xEl, end := o.elementFrom(k, n)
	if xEl == nil || xEl.Kind != "label" || end != n || !o.holds(xEl.Name, e) {
		return nil, false
	}
	for i := 0; i < n; i++ {
		if _, ok := o.numberAt(i); ok {
			return nil, false
		}
	}
	pl := &pattern{vars: varNames{}}
	v := pl.newVar(xEl.Name)
	col := identOf(e.Name)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(v, xEl.Name))},
		Return: []templates.Proj{{Var: v, Prop: e.Name, As: col}, {Agg: templates.Count, Var: v, As: "count"}},
		Order:  []templates.Sort{{Col: "count", Desc: true}, {Col: col}},
	}
	one := !english.PluralNoun(o.toks[last].Text)
	if one {
		q.Limit, q.Ties = 1, true
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	if one {
		warns.add(o.diagnostic("ties-kept", o.tokSpan(cue),
			fmt.Sprintf("the question gives no number, so every value of %s as frequent among the %s as the first is kept: when several tie on count, all of them are the answer", e.Name, xEl.Name)))
	}
	return q, true
}

// tokSpans covers tokens a to b.
func (o *readCtx) tokSpans(a, b int) diag.Span {
	return diag.Span{Start: o.tokSpan(a).Start, End: o.tokSpan(b).End}
}

// commonRanked is mostCommonValues with a singular noun's tie kept ("the
// most common hometown of teachers"): the question gives no number, so
// every value as frequent as the first is that answer, not the one the
// value's order picks. A number, or a plan the tie cannot be kept on,
// keeps the cut and its ties-cut warning.
func (o *offline) commonRanked(pl *pattern, warns *sink) *templates.Query {
	own := &sink{}
	q := o.mostCommonValues(pl, own)
	if q == nil {
		return nil
	}
	numbered := false
	for i := range o.toks {
		_, ok := o.numberAt(i)
		numbered = numbered || ok
	}
	if q.Limit == 1 && !numbered {
		t := *q
		t.Ties = true
		if _, err := templates.Normalize(&t, o.s); err == nil {
			q.Ties = true
			at, _, e := o.commonValues()
			for _, d := range own.list {
				if d.Check != "ties-cut" {
					warns.add(d)
				}
			}
			warns.add(o.diagnostic("ties-kept", o.tokSpan(at),
				fmt.Sprintf("the question gives no number, so every value of %s as frequent as the first is kept: when several tie on count, all of them are the answer", e.Name)))
			return q
		}
	}
	warns.add(own.list...)
	return q
}

// labelEndingAt is the first token of a label link ending right before
// token k, with k; -1 when none does.
func (o *readCtx) labelEndingAt(k int) (int, int) {
	for _, l := range o.ev.Elements {
		if l.Kind != "label" || l.implied {
			continue
		}
		if idx := o.tokensIn(l.Span); len(idx) > 0 && idx[len(idx)-1] == k-1 {
			return idx[0], k
		}
	}
	return -1, -1
}

// frequentThing: "What's the most frequent flight?", "Which is the most
// popular kitchen?": the adjective names no count but a measure, and the
// thing's one numeric property named by the measure's noun (frequency,
// popularity) ranks the things, every one tied with the first kept. With
// no such property, or several, it is left to the phases (which refuse).
func (o *offline) frequentThing(n int, warns *sink) (*templates.Query, bool) {
	k := 0
	for k < n && english.FreqOpener.Is(o.word(k)) {
		k++
	}
	if !english.Most.Is(o.word(k)) {
		return nil, false
	}
	stems := english.FreqMeasure[o.word(k+1)]
	if len(stems) == 0 {
		return nil, false
	}
	// The label's link may take the adjective in ("frequent flight").
	xEl, end := o.elementFrom(k+1, n)
	if xEl == nil {
		xEl, end = o.elementFrom(k+2, n)
	}
	if xEl == nil || xEl.Kind != "label" || end != n || len(o.ev.Elements) != 1 {
		return nil, false
	}
	key := o.s.Key(xEl.Name)
	prop := ""
	for _, p := range o.propsOf(xEl.Name) {
		if !p.Type.Numeric() || p.Type.IsList() {
			continue
		}
		for _, st := range stems {
			if strings.Contains(strings.ToLower(localName(p.Name)), st) {
				if prop != "" && prop != p.Name {
					return nil, false // two measures: which one is open
				}
				prop = p.Name
			}
		}
	}
	if prop == "" || key == "" || key == prop {
		return nil, false
	}
	pl := &pattern{vars: varNames{}}
	v := pl.newVar(xEl.Name)
	col, rank := identOf(key), identOf(prop)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(v, xEl.Name))},
		Return: []templates.Proj{{Var: v, Prop: key, As: col}, {Var: v, Prop: prop, As: rank}},
		Order:  []templates.Sort{{Col: rank, Desc: true}, {Col: col}},
		Limit:  1,
		Ties:   true,
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("measure-chosen", o.tokSpans(k, k+1),
		fmt.Sprintf("%q is read as the largest %s of a %s, the one property named by the measure", o.word(k)+" "+o.word(k+1), prop, xEl.Name)),
		o.diagnostic("ties-kept", o.tokSpans(k, k+1),
			fmt.Sprintf("the question gives no number, so every %s whose %s equals the largest is kept", xEl.Name, prop)))
	return q, true
}
