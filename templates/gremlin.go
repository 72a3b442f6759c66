package templates

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// How list-valued properties (ACTED_IN.roles) are stored in the property
// graph backends is a backend decision (docs/rdf-and-gremlin-mapping.md). The
// Gremlin renderer reaches list elements only through these two functions so
// a change of encoding is a change here and nowhere else. The current
// encoding: the property holds a Java array (JanusGraph refuses
// java.util.List), so values() yields the array — which cannot even be sent
// to the client — and unfold() its elements; has(key, v) never matches one.

// gremlinListElems is the step sequence from an element to the elements of
// its list property.
func gremlinListElems(prop string) string {
	return ".values(" + grString(prop) + ").unfold()"
}

// gremlinListHas is an anonymous traversal that is productive when the
// element's list property contains lit.
func gremlinListHas(prop string, lit any) string {
	return "__" + gremlinListElems(prop) + ".is(" + grLit(lit) + ")"
}

func grString(s string) string { return quoteString(s, '\'') }

func grLit(v any) string {
	switch x := v.(type) {
	case string:
		return grString(x)
	case int64:
		if x > 1<<31-1 || x < -1<<31 {
			return strconv.FormatInt(x, 10) + "L"
		}
		return strconv.FormatInt(x, 10)
	case float64:
		return fmtFloat(x) + "d"
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}

func grLits(l []any) string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = grLit(e)
	}
	return strings.Join(parts, ", ")
}

// regexQuote escapes Java regex metacharacters.
func regexQuote(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`\.[]{}()*+?^$|-&~#`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// grPred is the Gremlin predicate for a comparison, negated when neg.
func grPred(c *Cmp, neg bool) string {
	ops := map[Op][2]string{
		Eq: {"", "P.neq"}, Ne: {"P.neq", ""}, Lt: {"P.lt", "P.gte"}, Le: {"P.lte", "P.gt"},
		Gt: {"P.gt", "P.lte"}, Ge: {"P.gte", "P.lt"},
		StartsWith:   {"TextP.startingWith", "TextP.notStartingWith"},
		EndsWith:     {"TextP.endingWith", "TextP.notEndingWith"},
		Contains:     {"TextP.containing", "TextP.notContaining"},
		EqFold:       {"TextP.regex", "TextP.notRegex"},
		ContainsFold: {"TextP.regex", "TextP.notRegex"},
		OneOf:        {"P.within", "P.without"},
	}
	pair := ops[c.Op]
	fn := pair[0]
	if neg {
		fn = pair[1]
	}
	var arg string
	switch c.Op {
	case EqFold:
		arg = grString("(?iu)^" + regexQuote(c.Value.(string)) + "$")
	case ContainsFold:
		// TinkerPop's TextP.regex finds the pattern anywhere (find, not
		// matches), so the quoted literal alone is a substring test, with
		// no quantifier for the guard's backtracking check to weigh.
		arg = grString("(?iu)" + regexQuote(c.Value.(string)))
	case OneOf:
		arg = grLits(c.Value.([]any))
	default:
		arg = grLit(c.Value)
	}
	if fn == "" {
		if c.Op == Ne { // NOT (x <> v) is x = v on a present property
			return arg
		}
		return arg
	}
	return fn + "(" + arg + ")"
}

type gremlinWriter struct {
	a    *analysis
	b    strings.Builder
	cur  string
	used map[string]bool // variables some select()/P.eq() refers to
	// asMark[v] is the placeholder written where v is bound; labels nobody
	// selects are dropped at the end so traversals stay idiomatic.
	placed map[int]bool // top-level conjuncts already emitted
	conj   []Expr
	order  map[string]int
	bound  map[string]bool
	uniq   [][][2]string
}

const asMarker = "\x00as:"

// reroot returns the query with its single path reversed when a node other
// than the first is pinned by an equality and the first is not: Gremlin
// then starts at the pinned node (an index lookup) instead of scanning every
// node of the first label. The other languages leave start choice to their
// planners.
func reroot(a *analysis) *analysis {
	q := a.q
	if len(q.Match) != 1 || len(q.Match[0].Hops) == 0 || q.Shortest != nil {
		return a
	}
	pinned := map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		if cmp, ok := c.(*Cmp); ok && cmp.Op == Eq && !a.sc.vars[cmp.Var].edge {
			pinned[cmp.Var] = true
		}
	}
	p := q.Match[0]
	if pinned[p.From.Var] {
		return a
	}
	last := p.Hops[len(p.Hops)-1].To.Var
	if !pinned[last] {
		return a
	}
	nodes := []string{p.From.Var}
	for _, h := range p.Hops {
		nodes = append(nodes, h.To.Var)
	}
	label := func(v string) string { return a.sc.vars[v].label }
	rev := Path{From: N(last, label(last))}
	seen := map[string]bool{last: true}
	for i := len(p.Hops) - 1; i >= 0; i-- {
		h := p.Hops[i]
		h.Dir = 1 - h.Dir
		h.Or = append([]EdgeRef(nil), h.Or...)
		for j := range h.Or {
			h.Or[j].Dir = 1 - h.Or[j].Dir
		}
		to := nodes[i]
		h.To = N(to, "")
		if !seen[to] {
			h.To.Label = label(to)
			seen[to] = true
		}
		rev.Hops = append(rev.Hops, h)
	}
	rq := *q
	rq.Match = []Path{rev}
	ra, err := analyse(&rq, a.s)
	if err != nil {
		return a
	}
	return ra
}

func renderGremlin(a *analysis) string {
	a = reroot(a)
	w := &gremlinWriter{a: a, used: map[string]bool{}, placed: map[int]bool{}, order: map[string]int{}, bound: map[string]bool{}}
	for i, v := range a.sc.order {
		w.order[v] = i
	}
	w.conj = conjuncts(a.q.Where)
	w.uniq = uniqueness(a)
	w.b.WriteString("g.V()")
	if t := a.q.Than; t != nil && t.Agg != NoAgg {
		// The aggregate first, labelled: one traverser, from which the
		// scan of the Match starts and compares each node with it.
		scan := ".hasLabel(" + grString(t.Ref.Label) + ")"
		if t.RefKey != "" {
			scan = ".has(" + grString(t.Ref.Label) + ", " + grString(t.RefKey) + ", " + grLit(t.RefValue) + ")"
		}
		fmt.Fprintf(&w.b, "%s.values(%s).%s().as(%s).V()", scan, grString(t.RefProp), gremlinAggFn(t.Agg), grString(t.Ref.Var))
	} else if t != nil {
		// Start at the referenced node and label it: the scan of the
		// Match then compares each of its nodes with it (thanStep).
		fmt.Fprintf(&w.b, ".has(%s, %s, %s).has(%s).as(%s).V()", grString(t.Ref.Label), grString(t.RefKey), grLit(t.RefValue), grString(t.RefProp), grString(t.Ref.Var))
	}
	for pi, p := range a.q.Match {
		if pi == 0 {
			w.startNode(p.From)
		} else {
			w.jump(p.From.Var)
		}
		for _, h := range p.Hops {
			w.hop(h)
		}
	}
	if a.q.Shortest != nil {
		w.shortest(a.q.Shortest)
		if a.q.pathRows() {
			// Each node of the walk becomes a row of its own, in order;
			// both() steps only vertices, so the path holds no edges.
			w.b.WriteString(".path().unfold()")
			w.cur = pathNodeVar(a.q.Shortest)
		}
	}
	// Conjuncts not placed at a binding (none should remain, but a filter
	// over no variable would) go after the pattern.
	for i, c := range w.conj {
		if !w.placed[i] {
			w.b.WriteString(w.step(c, false))
		}
	}
	for _, r := range sortedRefs(a.unwound) {
		w.jump(r.v)
		w.b.WriteString(gremlinListElems(r.p))
		el := a.unwound[r]
		w.b.WriteString(".as(" + grString(el) + ")")
		w.cur = el
		w.bound[el] = true
	}
	if a.q.grouped() {
		w.aggregate()
	} else {
		w.b.WriteString(".project(" + w.colNames() + ")")
		for _, p := range a.q.Return {
			w.b.WriteString(".by(" + w.valueOf(p.Var, p.Prop, a.unwound[propRef{p.Var, p.Prop}]) + ")")
		}
		if a.q.Distinct {
			w.b.WriteString(".dedup()")
		}
	}
	for _, h := range a.q.Having {
		if h.Other != "" {
			// where() with a key reads the projected row's entries.
			w.b.WriteString(".where(" + grString(h.Col) + ", " + grPred(&Cmp{Op: h.Op, Value: h.Other}, false) + ")")
			continue
		}
		w.b.WriteString(".where(__.select(" + grString(h.Col) + ").is(" + grPred(&Cmp{Op: h.Op, Value: h.Value}, false) + "))")
	}
	if len(a.q.Order) > 0 {
		w.b.WriteString(".order()")
		for _, o := range a.q.Order {
			dir := "Order.asc"
			if o.Desc {
				dir = "Order.desc"
			}
			w.b.WriteString(".by(__.select(" + grString(o.Col) + "), " + dir + ")")
		}
	}
	if a.q.Ties {
		w.ties()
		return w.finish()
	}
	switch {
	case a.q.Skip > 0 && a.q.Limit > 0:
		fmt.Fprintf(&w.b, ".range(%d, %d)", a.q.Skip, a.q.Skip+a.q.Limit)
	case a.q.Skip > 0:
		fmt.Fprintf(&w.b, ".skip(%d)", a.q.Skip)
	case a.q.Limit > 0:
		fmt.Fprintf(&w.b, ".limit(%d)", a.q.Limit)
	}
	return w.finish()
}

// finish resolves the label placeholders: a variable keeps its as() only if
// something selects it.
func (w *gremlinWriter) finish() string {
	s := w.b.String()
	var out strings.Builder
	for {
		i := strings.Index(s, asMarker)
		if i < 0 {
			out.WriteString(s)
			break
		}
		out.WriteString(s[:i])
		s = s[i+len(asMarker):]
		j := strings.IndexByte(s, 0)
		v := s[:j]
		s = s[j+1:]
		if w.used[v] {
			out.WriteString(".as(" + grString(v) + ")")
		}
	}
	return out.String()
}

func (w *gremlinWriter) colNames() string {
	names := make([]string, len(w.a.q.Return))
	for i, p := range w.a.q.Return {
		names[i] = grString(p.As)
	}
	return strings.Join(names, ", ")
}

func (w *gremlinWriter) sel(v string) string {
	w.used[v] = true
	return "select(" + grString(v) + ")"
}

// jump moves the traversal back to a bound variable.
func (w *gremlinWriter) jump(v string) {
	if w.cur != v {
		w.b.WriteString("." + w.sel(v))
		w.cur = v
	}
}

func (w *gremlinWriter) startNode(n Node) {
	// g.V().has(label, key, value) is the idiomatic indexed lookup when the
	// start node is pinned by an equality.
	w.labelStep(n.Var, n.Label)
	w.bind(n.Var)
}

// labelStep checks the label of the node about to be bound, folding an
// equality on it into the idiomatic has(label, key, value).
func (w *gremlinWriter) labelStep(v, label string) { w.b.WriteString(w.labelFilter(v, label)) }

// labelFilter is labelStep's text.
func (w *gremlinWriter) labelFilter(v, label string) string {
	for i, c := range w.conj {
		if cmp, ok := c.(*Cmp); ok && !w.placed[i] && cmp.Var == v && cmp.Op == Eq {
			w.placed[i] = true
			return ".has(" + grString(label) + ", " + grString(cmp.Prop) + ", " + grLit(cmp.Value) + ")"
		}
	}
	return ".hasLabel(" + grString(label) + ")"
}

// bind labels the current element as v and emits every filter that becomes
// evaluable now that v is bound.
func (w *gremlinWriter) bind(v string) {
	w.bound[v] = true
	w.cur = v
	w.b.WriteString(asMarker + v + "\x00")
	for _, r := range w.a.required {
		if r.v == v {
			if w.a.isList(r) {
				continue
			}
			w.b.WriteString(".has(" + grString(r.p) + ")")
		}
	}
	for _, or := range w.uniq {
		switch {
		case len(or) == 0:
			// The same relationship twice: Cypher matches nothing.
			if v == w.a.sc.order[0] {
				w.b.WriteString(".not(__.identity())")
			}
		case w.a.sc.lastBound(or) != v:
		case len(or) == 1 && or[0][1] == v:
			w.used[or[0][0]] = true
			w.b.WriteString(".where(P.neq(" + grString(or[0][0]) + "))")
		default:
			parts := make([]string, len(or))
			for i, pr := range or {
				w.used[pr[0]], w.used[pr[1]] = true, true
				parts[i] = "__.where(" + grString(pr[1]) + ", P.neq(" + grString(pr[0]) + "))"
			}
			// A where(a, P) predicate needs no enclosing where(): or()
			// of them is already a filter (and where(or(...)) is refused
			// for lacking a start label).
			w.b.WriteString(".or(" + strings.Join(parts, ", ") + ")")
		}
	}
	if t := w.a.q.Than; t != nil && t.Var == v {
		// where(P, label) compares the current node with the labelled
		// one, the first by() reading the current node, the second it.
		pred := grPred(&Cmp{Op: t.Op, Value: t.Ref.Var}, false)
		if t.Op == Eq {
			pred = "P.eq(" + grString(t.Ref.Var) + ")"
		}
		has := ".has(" + grString(t.Prop) + ")"
		for _, r := range w.a.required {
			if r.v == v && r.p == t.Prop {
				has = "" // bind wrote it above
			}
		}
		ref := grString(t.RefProp)
		if t.Agg != NoAgg {
			ref = "" // the label holds the aggregate's value itself
		}
		w.b.WriteString(has + ".where(" + pred + ").by(" + grString(t.Prop) + ").by(" + ref + ")")
	}
	w.colSteps(v)
	for i, c := range w.conj {
		if w.placed[i] {
			continue
		}
		vars := exprVars(c, w.a.sc.vars)
		ready := true
		for _, x := range vars {
			if !w.bound[x] {
				ready = false
			}
		}
		if !ready || len(vars) == 0 {
			continue
		}
		w.placed[i] = true
		w.b.WriteString(w.step(c, false))
	}
}

// grWalk is the step that walks a hop's edge types to the next vertices
// (prefix "." in a chain, "__." to start an anonymous traversal); edges
// walks to the edges instead.
func grWalk(h Hop, prefix string, edges bool) string {
	suffix := ""
	if edges {
		suffix = "E"
	}
	dirStep := func(d Dir) string {
		if d == In {
			return "in" + suffix
		}
		return "out" + suffix
	}
	if h.oneDir() {
		names := make([]string, 0, len(h.Or)+1)
		seen := map[string]bool{}
		for _, r := range h.Types() {
			if !seen[r.Edge] {
				seen[r.Edge] = true
				names = append(names, grString(r.Edge))
			}
		}
		return prefix + dirStep(h.Dir) + "(" + strings.Join(names, ", ") + ")"
	}
	// Alternatives in different directions: one branch each. union() keeps
	// every traverser of every branch, as Cypher keeps every relationship.
	parts := make([]string, 0, len(h.Or)+1)
	for _, r := range h.Types() {
		parts = append(parts, "__."+dirStep(r.Dir)+"("+grString(r.Edge)+")")
	}
	return prefix + "union(" + strings.Join(parts, ", ") + ")"
}

func (w *gremlinWriter) hopSteps(h Hop, single bool) string {
	if !h.VarLength() {
		return grWalk(h, ".", false)
	}
	body := grWalk(h, "__.", false)
	max := h.Max
	if h.Closure() {
		max = ClosureCap
	}
	if h.Min == 0 {
		// emit() before repeat() emits the start as well: zero steps.
		return fmt.Sprintf(".emit().repeat(%s).times(%d)", body, max)
	}
	if h.Min == max {
		return fmt.Sprintf(".repeat(%s).times(%d)", body, h.Min)
	}
	if h.Min == 1 {
		return fmt.Sprintf(".repeat(%s).emit().times(%d)", body, max)
	}
	// Walk min-1 steps first, then emit after each further step up to the
	// maximum; no loops() counter is needed. (emit() written after a
	// repeat() modulates that repeat, so it must follow the second one.)
	return fmt.Sprintf(".repeat(%s).times(%d).repeat(%s).emit().times(%d)", body, h.Min-1, body, max-h.Min+1)
}

func (w *gremlinWriter) hop(h Hop) {
	if h.Var != "" {
		w.b.WriteString(grWalk(h, ".", true))
		w.bind(h.Var)
		switch {
		case !h.oneDir():
			w.b.WriteString(".otherV()")
		case h.Dir == Out:
			w.b.WriteString(".inV()")
		default:
			w.b.WriteString(".outV()")
		}
	} else {
		w.b.WriteString(w.hopSteps(h, true))
	}
	if w.bound[h.To.Var] {
		w.used[h.To.Var] = true
		w.b.WriteString(".where(P.eq(" + grString(h.To.Var) + "))")
		w.cur = h.To.Var
		return
	}
	label := h.To.Label
	if label == "" {
		label = w.a.sc.vars[h.To.Var].label
	}
	w.labelStep(h.To.Var, label)
	w.bind(h.To.Var)
}

// shortest walks simple paths breadth first from the start node until they
// reach a node that passes the end's filters or the cap; of the paths that
// reached one, the shortest per (start, end) pair is kept, as Cypher's
// shortestPath() keeps one per pair.
func (w *gremlinWriter) shortest(sp *Shortest) {
	w.jump(sp.From)
	names := make([]string, len(sp.Edges))
	for i, e := range sp.Edges {
		names[i] = grString(e)
	}
	step := map[Dir]string{Out: "out", In: "in", Both: "both"}[sp.Dir]
	end := w.endFilter(sp.To)
	fmt.Fprintf(&w.b, ".repeat(__.%s(%s).simplePath()).until(__.or(%s, __.loops().is(P.gte(%d))))", step, strings.Join(names, ", "), end, sp.Max)
	w.b.WriteString(strings.TrimPrefix(end, "__"))
	w.bind(sp.To.Var)
	w.used[sp.From], w.used[sp.To.Var] = true, true
	w.bound[sp.Var] = true
	w.b.WriteString(".order().by(__.path().count(Scope.local)).dedup(" + grString(sp.From) + ", " + grString(sp.To.Var) + ")")
}

// endFilter is the anonymous traversal that holds at the end node of a
// shortest path: its label and every top-level comparison on it, which
// are marked placed.
func (w *gremlinWriter) endFilter(to Node) string {
	w.cur = to.Var
	out := "__" + w.labelFilter(to.Var, to.Label)
	for i, c := range w.conj {
		if w.placed[i] {
			continue
		}
		if cmp, ok := c.(*Cmp); ok && cmp.Var == to.Var {
			w.placed[i] = true
			out += w.step(c, false)
		}
	}
	return out
}

// ties keeps the first Limit rows of the ordered stream and every later row
// tied with the last of them on the first ranking column: the rows are
// folded, the Limit-th (or the last, when there are fewer) is the cut-off,
// and the rows are streamed again through a comparison with it.
func (w *gremlinWriter) ties() {
	q := w.a.q
	first := q.Order[0]
	pred := "P.gte"
	if !first.Desc {
		pred = "P.lte"
	}
	fmt.Fprintf(&w.b, ".fold().as('rows_').unfold().limit(%d).tail(1).as('nth_').select('rows_').unfold().where(%s('nth_')).by(__.select(%s))",
		q.Limit, pred, grString(first.Col))
}

// step renders a filter as steps appended to the traversal at w.cur.
func (w *gremlinWriter) step(e Expr, neg bool) string {
	t, filter := w.trav(e, neg)
	if filter {
		return strings.TrimPrefix(t, "__")
	}
	return ".where(" + t + ")"
}

// trav renders a filter as an anonymous traversal evaluated at w.cur; filter
// reports whether it only filters (so it can be inlined as steps) rather than
// moving the traverser. Negation is pushed to the atoms so that a missing
// property never satisfies a negated comparison, as in Cypher.
func (w *gremlinWriter) trav(e Expr, neg bool) (string, bool) {
	switch x := e.(type) {
	case *Cmp:
		var t string
		if x.Op == Missing {
			// Absent is the one case a negation does not turn into a
			// missing value: its negation is presence.
			t = "__.hasNot(" + grString(x.Prop) + ")"
			if neg {
				t = "__.has(" + grString(x.Prop) + ")"
			}
		} else if x.Op == HasElem {
			t = gremlinListHas(x.Prop, x.Value)
			if neg {
				t = "__.has(" + grString(x.Prop) + ").not(" + t + ")"
			} else {
				t = "__.where(" + t + ")"
			}
		} else if x.Op == StartsWith || x.Op == EndsWith || x.Op == Contains || x.Op == EqFold || x.Op == ContainsFold {
			// JanusGraph rejects TextP predicates inside has() on its
			// graph- and vertex-centric queries ("does not support the
			// given predicate"); is() on the values runs in TinkerPop on
			// both servers.
			t = "__.where(__.values(" + grString(x.Prop) + ").is(" + grPred(x, neg) + "))"
		} else {
			pred := grPred(x, neg)
			t = "__.has(" + grString(x.Prop) + ", " + pred + ")"
		}
		if x.Var != w.cur {
			return "__." + w.sel(x.Var) + strings.TrimPrefix(t, "__"), false
		}
		return t, true
	case *And, *Or:
		var args []Expr
		isAnd := false
		if a, ok := x.(*And); ok {
			args, isAnd = a.Args, true
		} else {
			args = x.(*Or).Args
		}
		if neg {
			isAnd = !isAnd
		}
		parts := make([]string, len(args))
		for i, a := range args {
			parts[i], _ = w.trav(a, neg)
		}
		fn := "or"
		if isAnd {
			fn = "and"
		}
		return "__." + fn + "(" + strings.Join(parts, ", ") + ")", true
	case *Not:
		return w.trav(x.X, !neg)
	case *Exists:
		t := w.existsTrav(x.Path)
		for _, f := range x.FarEq {
			t += ".has(" + grString(f.Prop) + ", " + grLit(f.Value) + ")"
		}
		if neg {
			return "__.not(" + t + ")", true
		}
		return t, false
	}
	return "__.identity()", true
}

func (w *gremlinWriter) existsTrav(p Path) string {
	var b strings.Builder
	b.WriteString("__")
	if p.From.Var != w.cur {
		b.WriteString("." + w.sel(p.From.Var))
	}
	for _, h := range p.Hops {
		b.WriteString(w.hopSteps(h, true))
		if h.To.Var != "" {
			w.used[h.To.Var] = true
			b.WriteString(".where(P.eq(" + grString(h.To.Var) + "))")
		} else if h.To.Label != "" {
			b.WriteString(".hasLabel(" + grString(h.To.Label) + ")")
		}
	}
	return b.String()
}

// optionalTrav walks an Optional pattern from the row's node: every node it
// reaches is one the pattern matches.
func (w *gremlinWriter) optionalTrav(p Path) string {
	t := "__"
	if p.From.Var != w.cur {
		t += "." + w.sel(p.From.Var)
	}
	return t + w.outerSteps(p)
}

// outerSteps are the steps that walk a left-outer pattern's hops from its
// start node.
func (w *gremlinWriter) outerSteps(p Path) string {
	var b strings.Builder
	for _, h := range p.Hops {
		if len(h.EdgeEq) > 0 {
			// To the edges, keep those holding the values, on to their
			// other ends (checkOuterPath: one type, a single hop).
			b.WriteString(grWalk(h, ".", true))
			for _, e := range h.EdgeEq {
				b.WriteString(".has(" + grString(e.Prop) + ", " + grLit(e.Value) + ")")
			}
			if h.Dir == In {
				b.WriteString(".outV()")
			} else {
				b.WriteString(".inV()")
			}
		} else {
			b.WriteString(w.hopSteps(h, true))
		}
		if h.To.Label != "" {
			b.WriteString(".hasLabel(" + grString(h.To.Label) + ")")
		}
	}
	return b.String()
}

// valueOf is the by() argument producing v.prop from a row traverser.
func (w *gremlinWriter) valueOf(v, prop, unwound string) string {
	if w.a.sc.vars[v].walk {
		if prop == PathLength {
			return "__.path().unfold().skip(1).count()"
		}
		if prop == PathNode || prop == PathKey {
			return w.pathNodeShown(prop)
		}
		return "__.path()"
	}
	if unwound != "" {
		if w.cur == unwound {
			return "__.identity()"
		}
		return "__." + w.sel(unwound)
	}
	if v == w.cur {
		if prop == "" {
			return "__.identity()"
		}
		return grString(prop)
	}
	t := "__." + w.sel(v)
	if prop != "" {
		t += ".values(" + grString(prop) + ")"
	}
	return t
}

// aggregate renders grouped and global aggregates. Rows are reduced with
// fold() after selecting the variables the aggregates read (labels do not
// survive fold), then each column is computed from the folded list.
func (w *gremlinWriter) aggregate() {
	q := w.a.q
	keys := w.a.groupKeys()
	var aggs []Proj
	vset := map[string]bool{}
	for _, p := range q.Return {
		if p.Agg != NoAgg {
			aggs = append(aggs, p)
			if p.Var != "" {
				vset[p.Var] = true
			}
		}
	}
	// Several left-outer patterns are each walked from the group's folded
	// rows (see below): the rows keep the nodes they start from.
	outer := q.outer()
	many := len(outer) > 1
	if many {
		vset = map[string]bool{}
		for _, op := range outer {
			vset[op.From.Var] = true
		}
	}
	vars := make([]string, 0, len(vset))
	for v := range vset {
		vars = append(vars, v)
	}
	sort.Strings(vars)
	// rowSel turns a traverser into the value the aggregates read; reach
	// gets a variable back out of it.
	rowSel, multi := "", false
	switch {
	case len(vars) == 0 || (len(vars) == 1 && vars[0] == w.cur):
	case len(vars) == 1:
		rowSel = "." + w.sel(vars[0])
	default:
		multi = true
		qs := make([]string, len(vars))
		for i, v := range vars {
			w.used[v] = true
			qs[i] = grString(v)
		}
		rowSel = ".select(" + strings.Join(qs, ", ") + ")"
	}
	reach := func(v string) string {
		if multi && v != "" {
			return ".select(" + grString(v) + ")"
		}
		return ""
	}
	aggOverList := func(p Proj, src string) string {
		t := src + ".unfold()"
		if p.Var != "" {
			t += reach(p.Var)
			if p.Prop != "" {
				t += ".values(" + grString(p.Prop) + ")"
			}
		}
		switch p.Agg {
		case Any:
			return "__.coalesce(" + t + ".limit(1).constant(true), __.constant(false))"
		case Count:
			return t + ".count()"
		case CountDistinct:
			return t + ".dedup().count()"
		case Avg:
			return t + ".mean()"
		case Sum:
			return t + ".sum()"
		case Min:
			return t + ".min()"
		case Max:
			return t + ".max()"
		case Collect:
			return t + ".fold()"
		}
		return t
	}
	if len(keys) == 0 {
		w.b.WriteString(rowSel + ".fold().project(" + w.colNames() + ")")
		for _, p := range q.Return {
			t := aggOverList(p, "__")
			// Over no rows mean/min/max/sum produce nothing, which would
			// drop the column; Cypher answers null (0 for sum).
			switch p.Agg {
			case Avg, Min, Max:
				t = "__.coalesce(" + t + ", __.constant(null))"
			case Sum:
				t = "__.coalesce(" + t + ", __.constant(0))"
			}
			w.b.WriteString(".by(" + t + ")")
		}
		return
	}
	var key string
	if len(keys) == 1 {
		k := keys[0]
		key = w.valueOf(k.Var, k.Prop, w.a.unwound[propRef{k.Var, k.Prop}])
	} else {
		names := make([]string, len(keys))
		bys := make([]string, len(keys))
		for i, k := range keys {
			names[i] = grString(k.As)
			bys[i] = ".by(" + w.valueOf(k.Var, k.Prop, w.a.unwound[propRef{k.Var, k.Prop}]) + ")"
		}
		key = "__.project(" + strings.Join(names, ", ") + ")" + strings.Join(bys, "")
	}
	if key == "__.identity()" {
		key = "__.identity()"
	}
	var val string
	single := len(aggs) == 1
	if single && len(outer) == 1 {
		// The walk is counted inside group(): a group whose rows reach
		// nothing counts 0 and stays.
		val = w.optionalTrav(outer[0]) + ".count()"
		if aggs[0].Agg == CountDistinct {
			// JanusGraph's group() drops a key whose value traversal
			// dedups nothing; fold() first always gives it a value.
			val = w.optionalTrav(outer[0]) + ".fold().unfold().dedup().count()"
		}
	} else if single {
		// One aggregate reduces inside group() directly.
		p := aggs[0]
		t := "__"
		if p.Var != "" {
			if p.Var != w.cur {
				t += "." + w.sel(p.Var)
			}
			if p.Prop != "" {
				t += ".values(" + grString(p.Prop) + ")"
			}
		}
		switch p.Agg {
		case Count:
			t += ".count()"
		case CountDistinct:
			t += ".dedup().count()"
		case Avg:
			t += ".mean()"
		case Sum:
			t += ".sum()"
		case Min:
			t += ".min()"
		case Max:
			t += ".max()"
		case Collect:
			t += ".fold()"
		}
		val = t
	} else {
		val = "__" + rowSel + ".fold()"
		if val == "__.fold()" {
			val = "__.fold()"
		}
	}
	w.b.WriteString(".group().by(" + key + ").by(" + val + ").unfold()")
	w.b.WriteString(".project(" + w.colNames() + ")")
	for _, p := range q.Return {
		if p.Agg == NoAgg {
			t := "__.select(Column.keys)"
			if len(keys) > 1 {
				t += ".select(" + grString(p.As) + ")"
			}
			w.b.WriteString(".by(" + t + ")")
			continue
		}
		if single {
			w.b.WriteString(".by(__.select(Column.values))")
			continue
		}
		if many {
			// Each pattern is walked from every row of the group and
			// counted on its own: a group reaching nothing counts 0, and
			// one pattern's walks never multiply another's.
			for _, op := range outer {
				if op.Counted() != p.Var {
					continue
				}
				t := "__.select(Column.values).unfold()" + reach(op.From.Var) + w.outerSteps(op)
				if p.Agg == CountDistinct {
					t += ".dedup()"
				}
				w.b.WriteString(".by(" + t + ".count())")
			}
			continue
		}
		w.b.WriteString(".by(" + aggOverList(p, "__.select(Column.values)") + ")")
	}
}

// uniqueness states Cypher's relationship uniqueness for the other two
// languages: two single hops of one edge type in a pattern bind different
// relationships, which on a simple graph means their (source, target) pairs
// differ. Each constraint is a disjunction of inequalities between node
// variables (sorted by binding order); an empty one can never hold.
func uniqueness(a *analysis) [][][2]string {
	type rel struct{ edge, src, dst string }
	var rels []rel
	for _, p := range a.q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			if !h.VarLength() && len(h.Or) == 0 {
				src, dst := prev, h.To.Var
				if h.Dir == In {
					src, dst = dst, src
				}
				rels = append(rels, rel{h.Edge, src, dst})
			}
			prev = h.To.Var
		}
	}
	ordered := func(x, y string) [2]string {
		if a.sc.indexOf(x) > a.sc.indexOf(y) {
			x, y = y, x
		}
		return [2]string{x, y}
	}
	var out [][][2]string
	for i := range rels {
		for j := i + 1; j < len(rels); j++ {
			r1, r2 := rels[i], rels[j]
			if r1.edge != r2.edge {
				continue
			}
			var or [][2]string
			if r1.src != r2.src {
				or = append(or, ordered(r1.src, r2.src))
			}
			if r1.dst != r2.dst {
				or = append(or, ordered(r1.dst, r2.dst))
			}
			out = append(out, or)
		}
	}
	return out
}

// lastBound is the variable of a constraint bound last.
func (sc *scope) lastBound(or [][2]string) string {
	last := ""
	for _, pr := range or {
		for _, v := range pr {
			if last == "" || sc.indexOf(v) > sc.indexOf(last) {
				last = v
			}
		}
	}
	return last
}

func (sc *scope) indexOf(v string) int {
	for i, x := range sc.order {
		if x == v {
			return i
		}
	}
	return -1
}

// pathNodeShown reads an unwound path node by its label's property; a
// node whose label shows none yields the empty string, as project() needs
// a value for each row.
func (w *gremlinWriter) pathNodeShown(prop string) string {
	sp := w.a.q.Shortest
	var alts []string
	for _, l := range w.a.s.Labels {
		if pr := pathShown(sp, w.a.s, l.Name, prop); pr != "" {
			alts = append(alts, "__.hasLabel("+grString(l.Name)+").values("+grString(pr)+")")
		}
	}
	alts = append(alts, "__.constant('')")
	return "__.coalesce(" + strings.Join(alts, ", ") + ")"
}

// gremlinAggFn is the Gremlin step of a value aggregate.
func gremlinAggFn(a Agg) string {
	if a == Avg {
		return "mean"
	}
	return string(a)
}
