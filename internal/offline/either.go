package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// settled runs the checks on the joined pattern before it is built: a value
// read under one of several fields (undecidedValue), two conditions joined
// by "or" (eitherRelation); a verb's object after "no" (verbNoObject).
func (o *offline) settled(pl *pattern, warns *sink) error {
	if err := o.undecidedValue(pl, warns); err != nil {
		return err
	}
	o.verbNoObject(pl)
	o.andClauseSubject(pl)
	return o.eitherRelation(pl)
}

// andClauseSubject reads "Which services depend on ledger and were hit by an
// incident?": a relationship's word right after "and" (past an auxiliary
// or adverb) is a second clause about the asked-for thing. When the plan
// joined it to a named thing of the asked-for thing's label instead (ledger,
// also a service), the relationship moves to the asked-for thing; left
// there, the incidents were ledger's.
func (o *readCtx) andClauseSubject(pl *pattern) {
	focus := pl.focus
	if focus == nil || focus.pos < 0 {
		return
	}
	for _, e := range pl.edges {
		if e.negated || e.from == focus || e.to == focus {
			continue
		}
		for _, x := range []**onode{&e.from, &e.to} {
			n := *x
			if n == nil || n.label != focus.label || len(n.filter) == 0 || n.pos <= focus.pos || n.focus {
				continue
			}
			// Where the second clause's words are: the relationship's
			// word, else (joined without one) the thing at its far end.
			far := e.pos
			if far < 0 {
				other := e.to
				if *x == e.to {
					other = e.from
				}
				if other == nil {
					continue
				}
				far = other.pos
			}
			// The clause opens between the named thing and the far end,
			// whichever comes first ("hit by an incident and depend on
			// ledger" too).
			lo, hi := n.pos, far
			if far < lo {
				lo, hi = far, n.pos
			}
			if far < 0 || !o.andClauseBetween(pl, lo, hi) {
				continue
			}
			*x = focus
			break
		}
	}
}

// andClauseBetween: between tokens a and b an "and" opens a clause (a verb
// or an auxiliary follows it, past adverbs).
func (o *readCtx) andClauseBetween(pl *pattern, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if !english.AndWord.Is(o.word(k)) {
			continue
		}
		j := k + 1
		for j < b && o.toks[j].POS == grounding.ADV {
			j++
		}
		if j < len(o.toks) && (o.toks[j].POS == grounding.AUX || o.toks[j].POS == grounding.VERB) {
			return true
		}
		// a relationship's word, whatever its tag ("and depend on")
		for _, e := range pl.edges {
			if e.pos == j {
				return true
			}
		}
	}
	return false
}

// eitherRelation refuses "Which services were hit by a critical incident or
// depend on ledger?": an "or" right before a relationship's word, when the
// plan also joins a thing named before the "or" by another relationship,
// asks for things meeting either condition, and one pattern would require
// both (the relationships named side by side, "acted in or directed", are
// one hop of either type by then, alternatives).
func (o *offline) eitherRelation(pl *pattern) error {
	for k := range o.toks {
		if !english.Alternative.Is(o.word(k)) {
			continue
		}
		j := k + 1
		for j < len(o.toks) && (o.toks[j].POS == grounding.DET || o.toks[j].POS == grounding.ADV || o.toks[j].POS == grounding.AUX) {
			j++
		}
		for _, e := range pl.edges {
			if e.pos != j || e.negated {
				continue
			}
			// "movies featuring a person born before 1940 or directed by
			// Tom Hanks": a condition placed before the "or" and a
			// relationship after it are either condition; the plan ANDs
			// them (here on one person).
			if t := o.conditionBefore(pl, k); t >= 0 {
				return o.refuse("unsupported-operation", k, "%q joins two conditions (%q before it, %s after it): either may hold, and one pattern would require both", o.toks[k].Text, o.toks[t].Text, e.typ)
			}
			for _, d := range pl.edges {
				if d == e || d.negated || bareEither(pl.focus, d, e, pl.edges) {
					continue
				}
				for _, x := range []*onode{d.from, d.to} {
					if x != nil && x != e.from && x != e.to && x.pos >= 0 && x.pos < k {
						return o.refuse("unsupported-operation", k, "%q joins two conditions (one over %s, one over %s): either may hold, and one pattern would require both", o.toks[k].Text, d.typ, e.typ)
					}
				}
			}
		}
	}
	return nil
}

// verbNoObject negates "Which teams own no services?": a relationship's
// word followed by a negation and then the label at its far end says the
// relationship is missing, read as NOT EXISTS rather than dropping the
// "no". The far end must be bare (no filter, asked for by nothing else, one
// edge), so the negation covers the whole pattern.
func (o *readCtx) verbNoObject(pl *pattern) {
	for _, e := range pl.edges {
		if e.negated || e.pos < 0 {
			continue
		}
		k := e.pos + 1
		for k < len(o.toks) && o.toks[k].POS == grounding.ADP {
			k++ // "work on no projects"
		}
		if !negWords[o.word(k)] {
			continue
		}
		for _, far := range []*onode{e.to, e.from} {
			if far == nil || far.focus || far.pos != k+1 || len(far.filter) > 0 || pl.degree(far) != 1 {
				continue
			}
			e.negated = true
			break
		}
	}
}

// conditionBefore finds a condition the plan placed from the words between
// the asked-for thing and the "or" at k: a number or a property's word the
// plan used. -1 when there is none.
func (o *offline) conditionBefore(pl *pattern, k int) int {
	start := 0
	for _, n := range pl.nodes {
		if n.focus && n.pos >= 0 {
			start = n.pos + 1
		}
	}
	for t := start; t < k; t++ {
		if !o.used.has(t) {
			continue
		}
		if o.isNumber(t) || o.linksKind(t, "prop") {
			return t
		}
	}
	return -1
}

// orReadAsAnd finds an "or" between two conditions the plan applied both
// of ("pilots rated on the A380-800 or flying for Sakura Pacific", "an
// airport that is a Rhein Air hub or served by Alpine Connect") when the
// plan holds no alternative anywhere — no OR, no list of values, no hop of
// either type: the plan requires both, and returns only what meets both,
// a silent answer to another question. Each side must carry a condition
// the plan placed (a stored value, a number, a relationship's or a
// property's word a phase consumed) within its own clause; "3 or more",
// "directly or indirectly" carry none on one side. -1 when no such "or".
func (o *accounting) orReadAsAnd(q *templates.Query) int {
	if alternativeIn(q) {
		return -1
	}
	for k := range o.toks {
		if !english.Alternative.Is(o.word(k)) || o.toks[k].Quoted || o.valueAt(k) {
			continue
		}
		if _, bound := orBound[o.word(k+1)]; bound && k > 0 && o.isNumber(k-1) && o.in.used.has(k) && o.in.used.has(k-1) {
			// "4 or more dishes on the menu": the plan read the "or" as
			// an inclusive bound on the number, no alternative.
			continue
		}
		if o.conditionSide(k, -1) && o.conditionSide(k, 1) {
			return k
		}
	}
	return -1
}

// orWindow is how many words either side of an "or" its two conditions
// are looked for in: a clause, rarely longer.
const orWindow = 8

// conditionSide: within the clause on one side of the "or" at k (dir -1
// before, +1 after, up to a question word, a punctuation mark or an "and")
// a word the plan read as a condition.
func (o *accounting) conditionSide(k, dir int) bool {
	for t := k + dir; t >= 0 && t < len(o.toks) && t != k+dir*(orWindow+1); t += dir {
		tk := o.toks[t]
		if tk.POS == grounding.PUNCT && !o.isQuoteMark(t) || tk.POS == grounding.WH || english.AndWord.Is(o.word(t)) {
			return false
		}
		if o.valueAt(t) || o.in.used.has(t) && (o.isNumber(t) || o.linksKind(t, "edge") || o.linksKind(t, "prop")) {
			return true
		}
	}
	return false
}

// alternativeIn: the query holds an alternative — an OR, a comparison
// with a list of values, or a hop of either of several types.
func alternativeIn(q *templates.Query) bool {
	found := false
	var expr func(e templates.Expr)
	hops := func(p templates.Path) {
		for _, h := range p.Hops {
			found = found || len(h.Or) > 0
		}
	}
	expr = func(e templates.Expr) {
		switch x := e.(type) {
		case *templates.Or:
			found = true
		case *templates.And:
			for _, a := range x.Args {
				expr(a)
			}
		case *templates.Not:
			expr(x.X)
		case *templates.Cmp:
			found = found || x.Op == templates.OneOf
		case *templates.Exists:
			hops(x.Path)
		}
	}
	expr(q.Where)
	for _, p := range q.Match {
		hops(p)
	}
	if q.Optional != nil {
		hops(*q.Optional)
	}
	for _, p := range q.Optionals {
		hops(p)
	}
	return found
}

// bareEither: two relationships an "or" joins both hang from the asked-for
// thing and end at things the question only names by their kind ("advise
// a student or teach a course"): no filter, nothing else joined to them,
// neither asked for. Either may hold, and each is a test of existence the
// IR keeps inside one OR of two EXISTS (eitherExists), so the "or" is
// read rather than refused. A named or filtered far end cannot stand
// inside EXISTS here, and stays refused.
func bareEither(focus *onode, d, e *oedge, edges []*oedge) bool {
	if focus == nil || d.negated || e.negated || len(d.or)+len(d.rev)+len(e.or)+len(e.rev) > 0 || d.min+d.max+e.min+e.max != 0 {
		return false
	}
	far := func(x *oedge) *onode {
		switch focus {
		case x.from:
			return x.to
		case x.to:
			return x.from
		}
		return nil
	}
	fd, fe := far(d), far(e)
	for _, n := range []*onode{fd, fe} {
		if n == nil || n == focus || n.focus || !equalitiesOnly(n) || degree(edges, n) != 1 {
			return false
		}
	}
	return fd != fe
}

// equalitiesOnly: the node's filters, if any, each give one of its
// properties a single value ("Ecology", "an online course", "Laura
// Bianchi"), which an EXISTS can hold on its far end (FarEq). A range, a
// list or a negation cannot, and stays refused.
func equalitiesOnly(n *onode) bool {
	for _, f := range n.filter {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || !scalarValue(c.Value) {
			return false
		}
	}
	return true
}

// scalarValue: a literal one property can equal.
func scalarValue(v any) bool {
	switch v.(type) {
	case string, bool, int, int64, float64:
		return true
	}
	return false
}

// farEqs are the values the plan's filter gives the far node v when every
// filter on it is such an equality at the top level; ok is false when v is
// read anywhere else in the filter (an OR, a NOT, a range).
func farEqs(q *templates.Query, v string) (eqs []templates.EdgeEq, ok bool) {
	for _, c := range templates.Conjuncts(q.Where) {
		if x, is := c.(*templates.Cmp); is {
			if x.Var != v {
				continue
			}
			if x.Op != templates.Eq || !scalarValue(x.Value) {
				return nil, false
			}
			eqs = append(eqs, templates.EdgeEq{Prop: x.Prop, Value: x.Value})
			continue
		}
		reads := false
		templates.Leaves(c, func(l templates.Expr) {
			switch y := l.(type) {
			case *templates.Cmp:
				reads = reads || y.Var == v
			case *templates.Exists:
				reads = reads || y.Path.From.Var == v
				for _, h := range y.Path.Hops {
					reads = reads || h.To.Var == v
				}
			}
		})
		if reads {
			return nil, false
		}
	}
	if q.Than != nil && (q.Than.Var == v || q.Than.Ref.Var == v) {
		return nil, false
	}
	return eqs, true
}

// withoutCmpsOn drops the top-level comparisons on v from a filter (moved
// into an EXISTS as its far end's values).
func withoutCmpsOn(e templates.Expr, v string) templates.Expr {
	var keep []templates.Expr
	for _, c := range templates.Conjuncts(e) {
		if x, is := c.(*templates.Cmp); is && x.Var == v {
			continue
		}
		keep = append(keep, c)
	}
	return templates.AllOf(keep...)
}

// eitherExists rewrites the plan of "Which professors either advise a
// student or teach a course?" (two relationships from the asked-for thing
// to bare things, one named before the "or" and one after it) from a
// pattern requiring both into an OR of two EXISTS, warned either-read.
func (o *offline) eitherExists(q *templates.Query, warns *sink) error {
	k := -1
	for i := range o.toks {
		if english.Alternative.Is(o.word(i)) && !o.toks[i].Quoted && !o.valueAt(i) {
			k = i
			break
		}
	}
	if k < 0 || alternativeIn(q) {
		return nil
	}
	_, returned := varRoles(q)
	ls := links(q)
	deg := degrees(ls)
	labels := varLabels(q)
	// the relationship's word, else the far thing's mention
	at := func(l link, far string) int {
		for _, e := range o.ev.Elements {
			if e.Kind == "edge" && e.Name == l.edge {
				return o.tokenAt(e.Span)
			}
		}
		return o.labelToken(labels[far])
	}
	type leg struct {
		l   link
		far string
		pos int
		eqs []templates.EdgeEq
	}
	for _, r := range q.Return {
		f := r.Var
		var before, after []leg
		for _, l := range ls {
			far := ""
			switch f {
			case l.a:
				far = l.b
			case l.b:
				far = l.a
			}
			if far == "" || far == f || returned[far] || deg[far] != 1 || len(l.hop.Or) > 0 || l.hop.VarLength() || l.hop.Var != "" {
				continue
			}
			eqs, ok := farEqs(q, far)
			if !ok {
				continue
			}
			p := at(l, far)
			if p < 0 {
				// "fly for Sakura Pacific": the relationship read from a
				// verb no element links; the far end's named value says
				// where its clause is, if a verb stands in that clause.
				p = o.valueToken(labels[far], eqs)
				if p >= 0 && !o.verbBefore(p, k) {
					p = -1
				}
			}
			switch {
			case p >= 0 && p < k:
				before = append(before, leg{l, far, p, eqs})
			case p > k:
				after = append(after, leg{l, far, p, eqs})
			}
		}
		if len(before) != 1 || len(after) != 1 || len(ls) != 2 {
			continue
		}
		if before[0].l.edge == after[0].l.edge && before[0].l.dir == after[0].l.dir && (len(before[0].eqs) > 0 || len(after[0].eqs) > 0) {
			// "were in The Matrix or made Cloud Atlas" as two ACTED_IN:
			// the second verb was not read as a relationship of its own,
			// and an OR would answer for a verb the plan never read.
			continue
		}
		var alts []templates.Expr
		for _, g := range []leg{before[0], after[0]} {
			dir := g.l.dir
			if f == g.l.b {
				switch dir {
				case templates.Out:
					dir = templates.In
				case templates.In:
					dir = templates.Out
				}
			}
			alts = append(alts, &templates.Exists{Path: templates.P(templates.N(f, ""), templates.Hop{Edge: g.l.edge, Dir: dir, To: templates.N("", labels[g.far])}), FarEq: g.eqs})
		}
		if !dropLeaf(q, before[0].far) || !dropLeaf(q, after[0].far) {
			return o.refuse("or-read-as-and", k, "%q joins two relationships (%s, %s), and the plan cannot keep each inside its own EXISTS", o.toks[k].Text, before[0].l.edge, after[0].l.edge)
		}
		q.Where = withoutCmpsOn(withoutCmpsOn(q.Where, before[0].far), after[0].far)
		q.Where = templates.AllOf(q.Where, &templates.Or{Args: alts})
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", k, "%q read as either relationship (%s or %s): %v", o.toks[k].Text, before[0].l.edge, after[0].l.edge, err)
		}
		warns.add(o.diagnostic("either-read", o.tokSpan(k), fmt.Sprintf("%q is read as either relationship: %s or %s, each to %s / %s", o.toks[k].Text, before[0].l.edge, after[0].l.edge, farDesc(labels[before[0].far], before[0].eqs), farDesc(labels[after[0].far], after[0].eqs))))
		return nil
	}
	return nil
}

// farDesc names an EXISTS's far end for a warning: any thing of its label,
// or the one holding its values.
func farDesc(label string, eqs []templates.EdgeEq) string {
	if len(eqs) == 0 {
		return "any " + label
	}
	parts := make([]string, len(eqs))
	for i, e := range eqs {
		parts[i] = fmt.Sprintf("%s = %v", e.Prop, e.Value)
	}
	return "the " + label + " with " + strings.Join(parts, ", ")
}

// valueToken is the first token of a stored value the question names for
// one of the equalities on a thing of the label, -1 when none is named.
func (o *offline) valueToken(label string, eqs []templates.EdgeEq) int {
	for _, e := range eqs {
		for _, v := range o.ev.Values {
			if v.OnEdge || v.Owner != label || v.Prop != e.Prop || fmt.Sprint(v.Value) != fmt.Sprint(e.Value) {
				continue
			}
			if t := o.tokenAt(v.Span); t >= 0 {
				return t
			}
		}
	}
	return -1
}

// verbBefore: a relationship's word (verb, auxiliary, preposition) stands in the clause of the named value at p — between
// the "or" at k and p when p follows it, within the few words before p
// when it precedes it.
func (o *offline) verbBefore(p, k int) bool {
	lo := k + 1
	if p < k {
		lo = p - orWindow
	}
	for t := max(lo, 0); t < p; t++ {
		// "take Ecology", "are in Engineering", "on the Atlas project":
		// a verb, an auxiliary or a preposition says the relationship
		if pos := o.toks[t].POS; pos == grounding.VERB || pos == grounding.AUX || pos == grounding.ADP || english.PastMotion(o.word(t)) {
			return true
		}
		// "students take Ecology": a verb the tagger took for a noun
		// (and grounding into the label's mention), right before the value
		if p < k && t == p-1 && o.toks[t].POS == grounding.NOUN && !o.valueAt(t) && !o.linksKind(t, "prop") {
			return true
		}
	}
	return false
}
