package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// deniedNamedSubject reads a denial whose clause holds one named thing
// and nothing else that could carry it: "Which movies is Keanu Reeves not
// in?", "movies that Tom Hanks wasn't in", "Which movies doesn't Keanu
// Reeves act in?", "Which movies isn't Keanu Reeves in?", "people not in
// The Matrix", "movies without Keanu Reeves". What is denied is the
// relationship between the things asked for and the named thing, so the
// answer is the things reaching no such thing (NOT EXISTS, as
// negatedValueHop builds it). The earlier phases either left the denial
// unread, which the account refuses, or — for a denial right before the
// name ("isn't Keanu Reeves in") — compared the named thing's value
// unequal, which lists the things related to anyone else: a silent wrong
// on any relationship that is not one-to-one.
//
// The clause must be the name, the denial, auxiliaries, verbs and
// prepositions up to its end; with the denial right before the name, a
// stranded verb or preposition must follow it ("isn't X in"), since "a
// movie that isn't The Matrix" describes the movie by its own value, which
// the inequality reads rightly. Warned negated-values by denied.
func (o *offline) deniedNamedSubject(q *templates.Query, warns *sink) {
	if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	for _, v := range o.ev.Values {
		if v.OnEdge {
			continue
		}
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 {
			continue
		}
		first, last := idx[0], idx[len(idx)-1]
		d, ok := o.denialAround(first, last)
		if !ok {
			continue
		}
		for x, l := range varLabels(q) {
			if l != v.Owner {
				continue
			}
			c := unequalTo(q.Where, x, v.Prop, v.Value)
			// A denial another rule applied is not read twice (one taken
			// into a relationship's words and applied nowhere is read);
			// the one anchors read as the inequality is this rule's to
			// turn.
			if c == nil && (o.used.has(d) && negates(q.Where) || !filteredBy(q, x, v.Prop, v.Value)) {
				continue
			}
			if !o.denialFits(q, x, l, c, min(d, first), o.clauseEnd(max(d, last))) {
				continue
			}
			if c != nil {
				c.Op = templates.Eq
			}
			if o.denied(q, x, l, d, max(d, last), warns) {
				dropUnnamedDenial(q)
				return
			}
			if c != nil {
				c.Op = templates.Ne
			}
		}
	}
}

// denialAround finds the denial of the clause around the named value at
// tokens first..last, as deniedNamedSubject reads it; ok is false when the
// clause holds anything more.
func (o *offline) denialAround(first, last int) (int, bool) {
	// Before the name: "isn't X in", "doesn't X act in", "not in X",
	// "without X".
	k := first - 1
	for k >= 0 && (o.isQuoteMark(k) || o.toks[k].POS == grounding.DET && !o.deniesNamed(k)) {
		k--
	}
	lead := k
	for k >= 0 && !o.deniesNamed(k) && o.relationWord(k) {
		k--
	}
	if k >= 0 && o.deniesNamed(k) {
		stranded := o.strandedTail(last + 1)
		if stranded < 0 {
			return -1, false
		}
		// Right before the name, the denial needs a stranded verb or
		// preposition after it; after a preposition ("not in X") or as
		// "without" it is the relationship's own.
		if k == lead && !english.LackOf.Is(o.word(k)) && stranded == 0 {
			return -1, false
		}
		return k, true
	}
	// After the name: "X wasn't in", "X is not in", "X has never acted in".
	k = last + 1
	for k < len(o.toks) && (o.isQuoteMark(k) || o.toks[k].POS == grounding.AUX || english.DoAuxNot.Is(o.word(k))) {
		k++
	}
	if k < len(o.toks) && o.deniesNamed(k) && o.strandedTail(k+1) > 0 {
		return k, true
	}
	return -1, false
}

// deniesNamed: token k denies one thing ("not", "never", "without", a
// contraction in n't); "nobody", "none", "neither … nor" quantify or pair
// what they deny, which one name's relationship cannot carry.
func (o *offline) deniesNamed(k int) bool {
	return o.denies(k) && !english.QuantifiedDenial.Is(o.word(k))
}

// strandedTail counts the verbs, auxiliaries and prepositions from token k
// to the clause's end (the question's end or punctuation); -1 when
// anything else stands there.
func (o *offline) strandedTail(k int) int {
	n := 0
	for ; k < len(o.toks); k++ {
		t := o.toks[k]
		switch {
		case t.POS == grounding.PUNCT && !o.isQuoteMark(k):
			return n
		case o.relationWord(k):
			n++
		default:
			return -1
		}
	}
	return n
}

// relationWord: token k can only say how two things are related — a verb,
// an auxiliary, a preposition or a word linked to a relationship — and
// names no thing, property or value of its own.
func (o *offline) relationWord(k int) bool {
	t := o.toks[k]
	if t.Quoted || o.valueAt(k) || o.linksKind(k, "label") || o.linksKind(k, "prop") {
		return false
	}
	return t.POS == grounding.VERB || t.POS == grounding.AUX || t.POS == grounding.ADP || o.linksKind(k, "edge")
}

// unequalTo finds the comparison x.prop <> value among q's conjuncts.
func unequalTo(w templates.Expr, x, prop string, value any) *templates.Cmp {
	for _, c := range conjuncts(w) {
		if c.Var == x && c.Prop == prop && c.Op == templates.Ne && c.Value == value {
			return c
		}
	}
	return nil
}

// dropUnnamedDenial removes the denial an earlier phase read from the verb
// alone ("has Tom Hanks not acted in": no ACTED_IN from any person), which
// the denial of the named thing now reads: kept, it would exclude every
// thing the relationship reaches at all.
func dropUnnamedDenial(q *templates.Query) {
	var named []*templates.Exists
	for _, x := range templates.Conjuncts(q.Where) {
		if n, ok := x.(*templates.Not); ok {
			if e, ok := n.X.(*templates.Exists); ok && len(e.FarEq) > 0 {
				named = append(named, e)
			}
		}
	}
	var keep []templates.Expr
	for _, x := range templates.Conjuncts(q.Where) {
		if n, ok := x.(*templates.Not); ok {
			if e, ok := n.X.(*templates.Exists); ok && len(e.FarEq) == 0 && coveredBy(e, named) {
				continue
			}
		}
		keep = append(keep, x)
	}
	q.Where = templates.AllOf(keep...)
}

// coveredBy: e is one hop from a variable to an unnamed, unfiltered thing,
// over the relationship and in the direction one of the named denials
// walks from the same variable to the same label.
func coveredBy(e *templates.Exists, named []*templates.Exists) bool {
	if len(e.Path.Hops) != 1 || e.Path.From.Var == "" {
		return false
	}
	h := e.Path.Hops[0]
	if h.To.Var != "" || len(h.Or) > 0 || h.VarLength() || len(h.EdgeEq) > 0 {
		return false
	}
	for _, n := range named {
		if len(n.Path.Hops) != 1 || n.Path.From.Var != e.Path.From.Var {
			continue
		}
		g := n.Path.Hops[0]
		if g.Edge == h.Edge && g.Dir == h.Dir && g.To.Label == h.To.Label {
			return true
		}
	}
	return false
}

// denialFits: the one hop joining x (of label) in q is the relationship the
// clause from..to names, when a word there names one ("never acted with
// Tom Hanks" is not denied over another relationship the plan guessed),
// and q negates nothing else but that hop's verb alone; c, when not nil,
// is x's inequality this rule turns.
func (o *offline) denialFits(q *templates.Query, x, label string, c *templates.Cmp, from, to int) bool {
	_, far, hop, ok := soleHop(q, x)
	if !ok {
		return false
	}
	named := map[string]bool{}
	for k := from; k <= to && k < len(o.toks); k++ {
		sp := o.toks[k].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "edge" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				named[e.Name] = true
			}
		}
	}
	if len(named) > 0 && !named[hop.Edge] {
		return false
	}
	for _, e := range templates.Conjuncts(q.Where) {
		switch y := e.(type) {
		case *templates.Not:
			ex, isEx := y.X.(*templates.Exists)
			if !isEx || len(ex.FarEq) > 0 || ex.Path.From.Var != far || len(ex.Path.Hops) != 1 {
				return false
			}
			if g := ex.Path.Hops[0]; g.Edge != hop.Edge || g.Dir != hop.Dir || g.To.Label != label {
				return false
			}
		default:
			if y != templates.Expr(c) && negates(y) {
				return false
			}
		}
	}
	return true
}

// soleHop finds the one plain hop that joins x in q, seen from the far
// end: the index of its path, the far variable and the hop towards x.
func soleHop(q *templates.Query, x string) (int, string, templates.Hop, bool) {
	pi, far, hop := -1, "", templates.Hop{}
	for i, p := range q.Match {
		touches := p.From.Var == x
		for _, h := range p.Hops {
			touches = touches || h.To.Var == x
		}
		if !touches {
			continue
		}
		if pi >= 0 || len(p.Hops) != 1 {
			return -1, "", hop, false
		}
		h := p.Hops[0]
		if h.Var != "" || len(h.Or) > 0 || h.VarLength() || len(h.EdgeEq) > 0 {
			return -1, "", hop, false
		}
		pi, hop = i, h
		if p.From.Var == x {
			far = h.To.Var
			hop.Dir = reverseDir(h.Dir)
		} else {
			far = p.From.Var
		}
	}
	return pi, far, hop, pi >= 0 && far != ""
}

// clauseEnd is the last token of the clause holding token k: before
// punctuation that is no quote mark, or the question's end.
func (o *offline) clauseEnd(k int) int {
	for k+1 < len(o.toks) && !(o.toks[k+1].POS == grounding.PUNCT && !o.isQuoteMark(k+1)) {
		k++
	}
	return k
}
