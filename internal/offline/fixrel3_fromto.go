package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// fromToAt reads "from the oldest to the newest", "from highest to
// lowest": two superlatives of opposite sense joined by from … to order
// every row, the first one's end first; neither picks a top row. It is
// the token span [start, end] of the phrase, the first superlative's
// token and its sense (-1 ascending words, +1 descending ones); ok false when token i
// stands in no such phrase.
func (o *readCtx) fromToAt(i int) (start, first, end, dir int, ok bool) {
	for a := max(i-6, 0); a <= i && a < len(o.toks); a++ {
		if !english.FromToFrom.Is(o.word(a)) {
			continue
		}
		k := a + 1
		if english.Determiner.Is(o.word(k)) {
			k++
		}
		d1 := superSense(o.word(k))
		if d1 == 0 || !english.FromToTo.Is(o.word(k+1)) {
			continue
		}
		m := k + 2
		if english.Determiner.Is(o.word(m)) {
			m++
		}
		if d2 := superSense(o.word(m)); d2 != -d1 || i > m {
			continue
		}
		return a, k, m, d1, true
	}
	return 0, 0, 0, 0, false
}

// superSense is -1 for an ascending superlative word (oldest, lowest), +1
// for a descending one (newest, highest), 0 otherwise.
func superSense(w string) int {
	switch {
	case ascWords[w] && !descWords[w]:
		return -1
	case descWords[w] && !ascWords[w]:
		return 1
	}
	return 0
}

// inFromTo: token i is a superlative of a from … to ordering, not a
// ranking.
func (o *readCtx) inFromTo(i int) bool {
	_, _, _, _, ok := o.fromToAt(i)
	return ok
}

// fromToOrder is the ordering a from … to phrase asks of the focus: the
// property its superlatives grade the focus's label by (superProp, as a
// superlative would) and the direction of the first one.
func (o *bldPhase) fromToOrder(focus *onode) (*onode, string, bool, bool) {
	for i := range o.toks {
		start, first, end, dir, ok := o.fromToAt(i)
		if !ok || focus == nil {
			continue
		}
		p, desc := "", false
		// "from the oldest": the property either word grades, as the
		// superlative alone would have chosen it; the second word's
		// sense is the first's reversed.
		for _, at := range []int{first, end} {
			m, _, ok := english.MeasureAt(o.words, at)
			if !ok || p != "" {
				continue
			}
			for _, fb := range []bool{false, true} {
				if q, d, cands := o.measureProp(focus.label, m, fb); q != "" && len(cands) <= 1 && p == "" {
					p, desc = q, d == (at == first)
				}
			}
		}
		if p == "" {
			p, desc, _ = o.superProp(focus.label, dir)
		}
		if p == "" {
			return nil, "", false, false
		}
		for k := start; k <= end; k++ {
			o.used.mark(k)
		}
		o.warnings = append(o.warnings, o.diagnostic("from-to-order", diag.Span{Start: o.toks[start].Span.Start, End: o.toks[end].Span.End},
			fmt.Sprintf("%q orders every %s by %s, %s first, and keeps them all: the two superlatives are the ends of the order, not a top row", o.ev.Question[o.toks[start].Span.Start:o.toks[end].Span.End], focus.label, p, map[bool]string{false: "smallest", true: "largest"}[desc])))
		return focus, p, desc, true
	}
	return nil, "", false, false
}
