package offline

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// aggPhrase is the other side of a comparison when it is an aggregate of
// every thing of a kind: "the average age of all patients", "the mean".
type aggPhrase struct {
	agg   templates.Agg
	aggAt int // the aggregate word
	// from and to are the first and last tokens of the phrase (from the
	// word after the comparison), span their bytes.
	from, to int
	span     diag.Span
	// amount: the phrase holds a noun such as "number" ("the average
	// number of products"), which a link to the property must explain.
	amount bool
}

// aggSentinel stands in the question for the aggregate while the rest is
// read: a number no question gives and no year is, so the comparison it
// ends up in is found again by its value.
const aggSentinel = 9876543

// aggComparedPhrase finds the one comparison whose other side is an
// average, least or greatest value ("older than the average age", "above
// the mean", "longer than the average trip duration of all trips"): a
// comparison word or "than", words that only lead to the aggregate ("the",
// "that of"), the aggregate word, then up to the end of the sentence only
// words that link to a property or a kind, or that take the aggregate over
// everything ("of all", "across every"). Anything else there (a value, "in
// category X", a relative clause) may narrow the aggregate, and a reading
// that dropped it would answer another question: then there is none.
func (o *readCtx) aggComparedPhrase() (aggPhrase, bool) {
	ph, _, ok := o.aggComparedPhraseAt()
	return ph, ok
}

// aggComparedPhraseAt is aggComparedPhrase, and besides the token where
// an average compared with is narrowed ("the average price of products in
// the Garden category": "in"), -1 when none is.
func (o *readCtx) aggComparedPhraseAt() (aggPhrase, int, bool) {
	var found []aggPhrase
	narrowed := -1
	for k := range o.toks {
		w := o.word(k)
		var agg templates.Agg
		switch {
		case english.Average.Is(w):
			agg = templates.Avg
		case english.Minimum.Is(w):
			agg = templates.Min
		case english.Maximum.Is(w):
			agg = templates.Max
		default:
			continue
		}
		j := k - 1
		for j >= 0 && english.AggregateLead.Is(o.word(j)) {
			j--
		}
		if t := o.word(j); !english.Than.Is(t) && !english.CueAbove.Is(t) && !english.CueBelow.Is(t) && !english.CueAfter.Is(t) && !english.CueBefore.Is(t) {
			continue
		}
		end := k
		for end+1 < len(o.toks) && o.toks[end+1].POS != grounding.PUNCT {
			end++
		}
		ph := aggPhrase{agg: agg, aggAt: k, from: j + 1, to: end, span: diag.Span{Start: o.toks[j+1].Span.Start, End: o.toks[end].Span.End}}
		if at := o.aggScopeOnly(&ph); at >= 0 {
			if agg == templates.Avg && narrowed < 0 && o.narrows(at) {
				narrowed = at
			}
			return aggPhrase{}, narrowed, false
		}
		found = append(found, ph)
	}
	if len(found) != 1 {
		return aggPhrase{}, narrowed, false
	}
	return found[0], -1, true
}

// narrows reports whether the word that ends an aggregate phrase starts a
// condition on the things aggregated: a preposition ("in the Garden
// category", "from Oslo") or a stored value.
func (o *readCtx) narrows(i int) bool {
	if o.toks[i].POS == grounding.ADP {
		return true
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= o.toks[i].Span.Start && v.Span.End >= o.toks[i].Span.End {
			return true
		}
	}
	return false
}

// aggScopeOnly is -1 when every word after the aggregate word is a scope
// word or lies in a property or label link inside the phrase, and no
// value link touches it; otherwise the first token that is not.
func (o *readCtx) aggScopeOnly(ph *aggPhrase) int {
	inside := func(sp diag.Span) bool { return sp.Start >= ph.span.Start && sp.End <= ph.span.End }
	overlaps := func(sp diag.Span) bool { return sp.Start < ph.span.End && sp.End > ph.span.Start }
	touched := func(sp diag.Span) int {
		for i := ph.from; i <= ph.to; i++ {
			if o.toks[i].Span.Start < sp.End && o.toks[i].Span.End > sp.Start {
				return i
			}
		}
		return ph.from
	}
	first := -1
	for _, v := range o.ev.Values {
		if overlaps(v.Span) && (first < 0 || touched(v.Span) < first) {
			first = touched(v.Span)
		}
	}
	for _, u := range o.ev.Unmatched {
		if overlaps(u.Span) && !o.propLinkCovers(u.Span) && (first < 0 || touched(u.Span) < first) {
			first = touched(u.Span)
		}
	}
	for i := ph.aggAt + 1; i <= ph.to; i++ {
		if first >= 0 && i >= first {
			break
		}
		if english.AggregateScope.Is(o.word(i)) {
			continue
		}
		if english.AggregateAmountNoun.Is(o.word(i)) && i > ph.aggAt {
			ph.amount = true
			continue
		}
		linked := false
		for _, e := range o.ev.Elements {
			if (e.Kind == "prop" || e.Kind == "label") && inside(e.Span) && e.Span.Start <= o.toks[i].Span.Start && e.Span.End >= o.toks[i].Span.End {
				linked = true
			}
		}
		if !linked {
			return i
		}
	}
	return first
}

// compileAggCompared reads "Xs whose P is above the average P", "Xs older
// than the average age of all Xs", "how many Xs have a P greater than the
// mean": the question is read with the aggregate phrase replaced by a
// number, so every reading of a comparison with a number applies (the
// property a comparative measures, a count, a grouping, other filters);
// the comparison with that number becomes one with the aggregate of the
// same property over every X (templates.Than with Agg). It answers only
// when the number ended up in exactly one comparison every row must pass,
// of a numeric property of the things compared, and the phrase names no
// other property or kind; otherwise the question is read as written,
// which refuses it.
func compileAggCompared(ev *Evidence, s *schema.Schema) (*Result, bool, error) {
	c := newReadCtx(ev, s)
	ph, narrowed, ok := c.aggComparedPhraseAt()
	if narrowed >= 0 {
		return nil, true, c.refuse("aggregate-narrowed", narrowed, "the average compared with is taken over only the things %q selects, and a plan can compare only with the average over every thing of the kind; answering would drop that condition", c.ev.Question[c.toks[narrowed].Span.Start:c.toks[len(c.toks)-1].Span.End])
	}
	if !ok {
		return nil, false, nil
	}
	sub, sent := ph.rewrite(ev, c.toks)
	res, err := Compile(sub, s)
	if err != nil || res == nil || res.Query == nil {
		return nil, false, nil
	}
	q := *res.Query
	cmp, rest, ok := sentinelCmp(&q)
	if !ok || q.Than != nil {
		return nil, false, nil
	}
	switch cmp.Op {
	case templates.Lt, templates.Le, templates.Gt, templates.Ge:
	default:
		return nil, false, nil
	}
	label := varLabels(&q)[cmp.Var]
	l := s.Label(label)
	if l == nil {
		return nil, false, nil
	}
	if p := schema.Find(l.Properties, cmp.Prop); p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return nil, false, nil
	}
	// The phrase's own words may name the property and the kind averaged
	// over, and then must name these.
	named := ""
	for _, e := range ev.Elements {
		if e.Span.Start < ph.span.Start || e.Span.End > ph.span.End {
			continue
		}
		switch {
		case e.Kind == "prop" && e.Name == cmp.Prop:
			named = e.Name
		case e.Kind == "label" && e.Name == label:
		default:
			return nil, false, nil
		}
	}
	if ph.amount && named == "" {
		return nil, false, nil
	}
	if named == "" && !propSaidOutside(ev, cmp.Prop, ph.span) {
		// "papers longer than average": no word names the property, so
		// the stand-in number's size picked it (a year, not the pages).
		return nil, false, nil
	}
	ref := aggRefVar(&q)
	q.Where = templates.AllOf(rest...)
	q.Than = &templates.Than{Var: cmp.Var, Prop: cmp.Prop, Op: cmp.Op, Ref: templates.N(ref, label), RefProp: cmp.Prop, Agg: ph.agg}
	if _, err := templates.Normalize(&q, s); err != nil {
		return nil, false, nil
	}
	out := &Result{Query: &q}
	for _, w := range res.Warnings {
		// A doubt about the stand-in number is about no word the user wrote.
		if strings.Contains(w.Detail, sent) || strings.Contains(w.Summary, sent) {
			continue
		}
		out.Warnings = append(out.Warnings, ph.restore(w, ev.Question, len(sent)))
	}
	how := fmt.Sprintf("%q names %s", ev.Question[ph.span.Start:ph.span.End], cmp.Prop)
	if named == "" {
		how = fmt.Sprintf("%q names no property; it is read as the compared one, %s", ev.Question[ph.span.Start:ph.span.End], cmp.Prop)
	}
	out.Warnings = append(out.Warnings, c.diagnostic("aggregate-compared", ph.span,
		fmt.Sprintf("each %s's %s is compared (%s) with the %s of %s.%s over every %s, not only over the ones the question's other conditions keep; %s; the %s nodes without %s are left out", label, cmp.Prop, cmp.Op, aggWord(ph.agg), label, cmp.Prop, label, how, label, cmp.Prop)))
	return out, true, nil
}

// aggWord names an aggregate in a warning.
func aggWord(a templates.Agg) string {
	switch a {
	case templates.Avg:
		return "average"
	case templates.Min:
		return "least value"
	}
	return "greatest value"
}

// aggRefVar is a variable name the query does not use.
func aggRefVar(q *templates.Query) string {
	used := map[string]bool{}
	for _, p := range q.Match {
		used[p.From.Var] = true
		for _, h := range p.Hops {
			used[h.To.Var], used[h.Var] = true, true
		}
	}
	for _, p := range q.Return {
		used[p.As], used[p.Var] = true, true
	}
	for i := 1; ; i++ {
		v := "agg"
		if i > 1 {
			v += strconv.Itoa(i)
		}
		if !used[v] && !used["all_"+v] {
			return v
		}
	}
}

// sentinelCmp is the one comparison with the stand-in number, a
// conjunct every row passes, and the other conjuncts; not ok when the
// number is anywhere else (inside OR or NOT, a count compared, a limit).
func sentinelCmp(q *templates.Query) (*templates.Cmp, []templates.Expr, bool) {
	is := func(v any) bool {
		switch x := v.(type) {
		case int64:
			return x == aggSentinel
		case int:
			return x == aggSentinel
		case float64:
			return x == aggSentinel
		}
		return false
	}
	n := 0
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok && is(c.Value) {
			n++
		}
	})
	for _, h := range q.Having {
		if is(h.Value) {
			return nil, nil, false
		}
	}
	if n != 1 || q.Limit == aggSentinel || q.Skip == aggSentinel {
		return nil, nil, false
	}
	var found *templates.Cmp
	var rest []templates.Expr
	for _, e := range templates.Conjuncts(q.Where) {
		if c, ok := e.(*templates.Cmp); ok && is(c.Value) {
			found = c
			continue
		}
		rest = append(rest, e)
	}
	return found, rest, found != nil
}

// rewrite is the evidence of the question with the phrase replaced by the
// stand-in number: links inside the phrase dropped, those after it moved.
func (ph aggPhrase) rewrite(ev *Evidence, toks []grounding.Token) (*Evidence, string) {
	sent := strconv.Itoa(aggSentinel)
	delta := len(sent) - (ph.span.End - ph.span.Start)
	move := func(sp diag.Span) (diag.Span, bool) {
		switch {
		case sp.End <= ph.span.Start:
			return sp, true
		case sp.Start >= ph.span.End:
			return diag.Span{Start: sp.Start + delta, End: sp.End + delta}, true
		}
		return sp, false
	}
	out := &Evidence{Question: ev.Question[:ph.span.Start] + sent + ev.Question[ph.span.End:], TopTwig: ev.TopTwig}
	for i, t := range toks {
		if i == ph.from {
			out.Tokens = append(out.Tokens, grounding.Token{Text: sent, Lower: sent, Lemma: sent, POS: grounding.NUM, Span: diag.Span{Start: ph.span.Start, End: ph.span.Start + len(sent)}})
		}
		if sp, ok := move(t.Span); ok {
			t.Span = sp
			out.Tokens = append(out.Tokens, t)
		}
	}
	for _, e := range ev.Elements {
		if sp, ok := move(e.Span); ok {
			e.Span = sp
			out.Elements = append(out.Elements, e)
		}
	}
	for _, v := range ev.Values {
		if sp, ok := move(v.Span); ok {
			v.Span = sp
			out.Values = append(out.Values, v)
		}
	}
	for _, u := range ev.Unmatched {
		sp, ok := move(u.Span)
		if !ok {
			continue
		}
		u.Span = sp
		u.Closest = append([]ValueLink(nil), u.Closest...)
		for i := range u.Closest {
			u.Closest[i].Span = sp
		}
		out.Unmatched = append(out.Unmatched, u)
	}
	return out, sent
}

// restore moves a diagnostic of the rewritten question back onto the
// question as written; one on the stand-in number points at the phrase.
func (ph aggPhrase) restore(d diag.Diagnostic, question string, sentLen int) diag.Diagnostic {
	delta := (ph.span.End - ph.span.Start) - sentLen
	back := func(sp diag.Span) diag.Span {
		end := ph.span.Start + sentLen
		switch {
		case sp.End <= ph.span.Start:
			return sp
		case sp.Start >= end:
			return diag.Span{Start: sp.Start + delta, End: sp.End + delta}
		}
		s, e := sp.Start, sp.End+delta
		if s > ph.span.Start {
			s = ph.span.Start
		}
		if e < ph.span.End {
			e = ph.span.End
		}
		return diag.Span{Start: s, End: e}
	}
	d.Span = back(d.Span)
	d.Pos = posOf(question, d.Span.Start)
	d.Fixes = append([]diag.Fix(nil), d.Fixes...)
	for i := range d.Fixes {
		d.Fixes[i].Span = back(d.Fixes[i].Span)
	}
	return d
}

// propSaidOutside: a link outside the phrase names the property, so the
// comparison's property comes from the user's words, not from the size
// of the stand-in number.
func propSaidOutside(ev *Evidence, prop string, phrase diag.Span) bool {
	for _, e := range ev.Elements {
		if e.Kind == "prop" && e.Name == prop && (e.Span.End <= phrase.Start || e.Span.Start >= phrase.End) {
			return true
		}
	}
	return false
}
