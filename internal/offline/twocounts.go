package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// countSide is one side of "more As than Bs": the relationship walked from
// the thing asked about and the label of what it reaches, with the words
// that said so (for the column's name and the warning).
type countSide struct {
	edge    string
	dir     templates.Dir
	counted string
	// verb and noun are the side's words: the relationship's verb ("teach")
	// and the counted noun ("courses"); -1 when the side has none.
	verb, noun int
	nounEl     *ElementLink
	// value is a relationship's stored value the side's verb names
	// ("dropped": ENROLLED_IN.status); only such edges are counted.
	value *ValueLink
}

// twoCounts reads "Which Xs <verb> more As than (they <verb>) Bs?" — two
// counts of related things compared per X, each a relationship of X (its
// verb or its noun names it). Every X is a group, one with none of either
// counting 0, so both walks are left-outer counts (Query.Optionals). It
// reads only a question made of exactly those parts; anything else (a
// filter on X, a value, a third noun) leaves the question to the phases,
// which refuse it (related-comparison). ok reports whether it read one.
func (o *offline) twoCounts(warns *sink) (*templates.Query, bool) {
	x, xEnd, n, ok := o.askedLabel()
	if !ok {
		return nil, false
	}
	// Side A: its verb between X and the comparative, its noun after it.
	cmp := -1
	for k := xEnd; k < n; k++ {
		if english.CountsMore.Is(o.word(k)) || english.CountsFewer.Is(o.word(k)) {
			cmp = k
			break
		}
	}
	than := -1
	for k := cmp + 1; cmp >= 0 && k < n; k++ {
		if english.Than.Is(o.word(k)) {
			than = k
			break
		}
	}
	if cmp < 0 || than < 0 {
		return nil, false
	}
	a := countSide{verb: -1, noun: -1}
	k := xEnd
	if english.RelativePronoun.Is(o.word(k)) {
		k++
	}
	if a.verb, a.value, ok = o.sideVerb(k, cmp); !ok {
		return nil, false
	}
	el, end := o.elementFrom(cmp+1, than)
	if el == nil || end != than {
		return nil, false
	}
	a.noun, a.nounEl = cmp+1, el
	// Side B: "than Bs", or "than they <verb> [Bs]".
	b := countSide{verb: -1, noun: -1}
	k = than + 1
	if english.CountsThanSubject.Is(o.word(k)) {
		k++
		have := english.CountsSideVerb.Is(o.word(k))
		if have {
			k++
		}
		e, end := o.elementFrom(k, n)
		if v, vend := o.edgeValueFrom(k, n); e == nil && v != nil && !have {
			// "than they completed": a relationship's value as the verb.
			b.verb, b.value = k, v
			k = vend
			if k < n {
				if e2, end2 := o.elementFrom(k, n); e2 != nil && end2 == n {
					b.noun, b.nounEl = k, e2
					k = end2
				}
			}
			e = nil
		} else if e == nil {
			return nil, false
		}
		if e == nil {
		} else if e.Kind == "edge" && !have && o.toks[k].POS != grounding.NOUN {
			// "than they teach (courses)": the verb names the relationship.
			b.verb = k
			k = end
			for k < n && o.toks[k].POS == grounding.ADP {
				k++
			}
			if k < n {
				if e2, end2 := o.elementFrom(k, n); e2 != nil && end2 == n {
					b.noun, b.nounEl = k, e2
					k = end2
				}
			}
		} else {
			b.noun, b.nounEl = k, e
			k = end
		}
	} else {
		e, end := o.elementFrom(k, n)
		if e == nil {
			return nil, false
		}
		b.noun, b.nounEl = k, e
		k = end
	}
	if k != n {
		return nil, false
	}
	if !o.resolveSide(x, &a, nil) || !o.resolveSide(x, &b, &a) {
		return nil, false
	}
	if sameSide(a, b) {
		return nil, false
	}
	op := templates.Gt
	if english.CountsFewer.Is(o.word(cmp)) {
		op = templates.Lt
	}
	q, colA, colB, ok := o.countsPlan(x, a, b, []templates.Having{{Op: op}})
	if !ok {
		return nil, false
	}
	side := func(s countSide) string { return s.describe(x) }
	warns.add(o.diagnostic("counts-compared", o.tokSpan(cmp),
		fmt.Sprintf("%q is read as two counts per %s compared (%s %s %s): %s, and %s; each %s with none counts 0", o.toks[cmp].Text+" … "+o.toks[than].Text,
			x, colA, op, colB, side(a), side(b), x)))
	return q, true
}

// elementFrom is the label or edge link whose span starts at token k (and
// ends before token n), with the token after it; nil when none does. Of
// several links on the same words the best-scored is kept.
func (o *readCtx) elementFrom(k, n int) (*ElementLink, int) {
	if k < 0 || k >= n {
		return nil, k
	}
	var best *ElementLink
	end := k
	for i := range o.ev.Elements {
		e := &o.ev.Elements[i]
		if e.implied || e.Kind != "label" && e.Kind != "edge" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] != k || idx[len(idx)-1] >= n {
			continue
		}
		if best == nil || e.Score > best.Score {
			best, end = e, idx[len(idx)-1]+1
		}
	}
	return best, end
}

// sideVerb reads the words of a side before its noun (tokens k to end):
// "have", prepositions, and at most one verb linked to a relationship. It
// returns that verb's token (-1 for none); ok is false when a word is
// none of those.
func (o *readCtx) sideVerb(k, end int) (int, *ValueLink, bool) {
	verb := -1
	var value *ValueLink
	for k < end {
		switch {
		case english.CountsSideVerb.Is(o.word(k)) || o.toks[k].POS == grounding.ADP:
			k++
		default:
			e, next := o.elementFrom(k, end)
			if e == nil && verb < 0 {
				// "have dropped more courses": a relationship's value.
				if v, vend := o.edgeValueFrom(k, end); v != nil {
					verb, value, k = k, v, vend
					continue
				}
			}
			if e == nil || e.Kind != "edge" || verb >= 0 {
				return -1, nil, false
			}
			verb, k = k, next
		}
	}
	return verb, value, true
}

// edgeValueFrom is the value link stored on a relationship whose words
// start at token k (before end), with the token after it; nil when none
// does or the words read as several fields.
func (o *readCtx) edgeValueFrom(k, end int) (*ValueLink, int) {
	var found *ValueLink
	next := k
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 || idx[0] != k || idx[len(idx)-1] >= end {
			continue
		}
		if !v.OnEdge || found != nil && (found.Owner != v.Owner || found.Prop != v.Prop || fmt.Sprint(found.Value) != fmt.Sprint(v.Value)) {
			return nil, k
		}
		for _, r := range v.Readings {
			if r.Owner != v.Owner || r.Prop != v.Prop {
				return nil, k
			}
		}
		found, next = v, idx[len(idx)-1]+1
	}
	return found, next
}

// walk is the side's left-outer pattern from xv to v.
func (s countSide) walk(xv, v string) templates.Path {
	h := templates.Hop{Edge: s.edge, Dir: s.dir, To: templates.N(v, s.counted)}
	if s.value != nil {
		h.EdgeEq = []templates.EdgeEq{{Prop: s.value.Prop, Value: s.value.Value}}
	}
	return templates.Path{From: templates.N(xv, ""), Hops: []templates.Hop{h}}
}

// describe says what the side counts, for the warning.
func (s countSide) describe(x string) string {
	d := fmt.Sprintf("the distinct %s each %s reaches by %s", s.counted, x, s.edge)
	if s.value != nil {
		d += fmt.Sprintf(" with %s = %v", s.value.Prop, s.value.Value)
	}
	return d
}

// sameSide: both sides count the same thing.
func sameSide(a, b countSide) bool {
	va, vb := "", ""
	if a.value != nil {
		va = a.value.Prop + "=" + fmt.Sprint(a.value.Value)
	}
	if b.value != nil {
		vb = b.value.Prop + "=" + fmt.Sprint(b.value.Value)
	}
	return a.edge == b.edge && a.dir == b.dir && a.counted == b.counted && va == vb
}

// resolveSide settles what a side counts from x: its noun's relationship
// (an edge noun, "departures"), or the one relationship its verb names, or
// the only one the schema has, between x and the noun's label. A side with
// no noun counts what the other side's noun counts ("than they directed");
// one with no verb, between several relationships, takes the other side's
// verb when it names one of them ("acted in more movies than series").
// It fails when the words name no relationship of x, or several readings
// remain (two edge types, or one that joins x to itself either way).
func (o *readCtx) resolveSide(x string, s *countSide, other *countSide) bool {
	verbEdge := ""
	switch {
	case s.value != nil:
		verbEdge = s.value.Owner
	case s.verb >= 0:
		e, _ := o.elementFrom(s.verb, len(o.toks))
		verbEdge = e.Name
	}
	target := ""
	switch {
	case s.nounEl != nil && s.nounEl.Kind == "edge":
		if verbEdge != "" && verbEdge != s.nounEl.Name {
			return false
		}
		verbEdge = s.nounEl.Name
	case s.nounEl != nil:
		target = s.nounEl.Name
	case other != nil:
		target = other.counted
	default:
		return false
	}
	type reading struct {
		edge    string
		dir     templates.Dir
		counted string
	}
	var rs []reading
	for _, et := range o.s.EdgeTypes {
		if verbEdge != "" && et.Name != verbEdge {
			continue
		}
		for _, ep := range et.Endpoints {
			if ep.From == x && (target == "" || ep.To == target) {
				rs = append(rs, reading{et.Name, templates.Out, ep.To})
			}
			if ep.To == x && (target == "" || ep.From == target) {
				rs = append(rs, reading{et.Name, templates.In, ep.From})
			}
		}
	}
	if len(rs) > 1 && verbEdge == "" && other != nil && other.verb >= 0 && other.value == nil {
		// "acted in more movies than series": a side with no verb of its
		// own repeats the other's, when that relationship reaches it.
		var same []reading
		for _, r := range rs {
			if r.edge == other.edge && r.dir == other.dir {
				same = append(same, r)
			}
		}
		if len(same) == 1 {
			rs = same
		}
	}
	if len(rs) == 2 && rs[0].edge == rs[1].edge && rs[0].counted == x && rs[1].counted == x && s.verb >= 0 && !o.passiveSide(s) {
		// A relationship of x's label with itself ("employees manage
		// employees"): its verb's subject is x, which the edge leaves.
		rs = rs[:1]
	}
	if len(rs) != 1 {
		return false
	}
	s.edge, s.dir, s.counted = rs[0].edge, rs[0].dir, rs[0].counted
	return true
}

// sideColumn names a side's count column: its noun as written
// ("students"), its verb when it has none ("directed"), or the
// relationship's name when byEdge is set.
func (o *readCtx) sideColumn(s countSide, byEdge string) string {
	w := ""
	switch {
	case byEdge != "":
		w = byEdge
	case s.value != nil:
		for _, k := range o.tokensIn(s.value.Span) {
			if w != "" {
				w += "_"
			}
			w += o.word(k)
		}
	case s.noun >= 0:
		_, end := o.elementFrom(s.noun, len(o.toks))
		for k := s.noun; k < end; k++ {
			if w != "" {
				w += "_"
			}
			w += o.word(k)
		}
	case s.verb >= 0:
		w = o.word(s.verb)
	}
	return identOf(lowerASCII(w))
}

func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// comparedAcross reads the questions of two counts per thing and of a
// named node's value, each only when the whole question is made of its
// parts: two counts listed (eachCounts), and, of the questions the refusal
// phase would refuse related-comparison, two counts compared (twoCounts)
// and a property against a named node's (thanNode).
func (o *offline) comparedAcross(warns *sink) (*templates.Query, bool) {
	if q, ok := o.eachCounts(warns); ok {
		return q, true
	}
	if i, _ := o.relatedComparison(); i < 0 {
		return nil, false
	}
	if q, ok := o.twoCounts(warns); ok {
		return q, true
	}
	if q, ok := o.thanNode(warns); ok {
		return q, true
	}
	return o.thanYesNo(warns)
}

// passiveSide: "by" follows the side's verb ("are managed by"), so x is
// the verb's object, not its subject.
func (o *readCtx) passiveSide(s *countSide) bool {
	for k := s.verb + 1; k < len(o.toks) && k <= s.verb+2; k++ {
		if english.CountsAgentBy.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// askedLabel reads the opening the per-X readers share: a "which"-like
// asker, then a label link, in a question of five or more words (closing
// punctuation left out). It gives the label, the token after its link and
// that word count.
func (o *offline) askedLabel() (x string, xEnd, n int, ok bool) {
	n = len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	if n < 5 || !english.CountsAsker.Is(o.word(0)) {
		return "", 0, 0, false
	}
	xEl, end := o.elementFrom(1, n)
	if xEl == nil || xEl.Kind != "label" {
		return "", 0, 0, false
	}
	return xEl.Name, end, n, true
}

// countsPlan is the plan of two counts per X, each side walked left-outer
// on its own so neither multiplies the other. The columns are named by the
// sides' words, or by their edges where those clash with each other or
// with X's key. having, when given, is one comparison whose Col and Other
// are filled in with the two columns.
func (o *offline) countsPlan(x string, a, b countSide, having []templates.Having) (q *templates.Query, colA, colB string, ok bool) {
	vars := varNames{}
	xv := vars.next(x)
	av, bv := vars.next(a.counted), vars.next(b.counted)
	colA, colB = o.sideColumn(a, ""), o.sideColumn(b, "")
	key := o.s.Key(x)
	if colA == colB || colA == key || colB == key {
		colA, colB = o.sideColumn(a, a.edge), o.sideColumn(b, b.edge)
	}
	if colA == colB || colA == key || colB == key {
		return nil, "", "", false
	}
	for i := range having {
		having[i].Col, having[i].Other = colA, colB
	}
	q = &templates.Query{
		Match:     []templates.Path{templates.P(templates.N(xv, x))},
		Optionals: []templates.Path{a.walk(xv, av), b.walk(xv, bv)},
		Return:    []templates.Proj{templates.Col(xv, ""), {Agg: templates.CountDistinct, Var: av, As: colA}, {Agg: templates.CountDistinct, Var: bv, As: colB}},
		Having:    having,
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, "", "", false
	}
	return q, colA, colB, true
}
