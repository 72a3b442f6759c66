package offline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// setOp is a question that relates one thing to two named things of the
// same kind and property at once: both (each linked on its own) or the
// first but not the second.
type setOp struct {
	diff bool
	a, b ValueLink
	// cue is the span of the words that make the operation ("both", "but
	// not"), where the warning points.
	cue diag.Span
	// cut are the question's bytes taken out to read the question with
	// the first thing alone.
	cut []diag.Span
}

// findSetOp looks for "both A and B" or "A but not B" (also "A and not
// B", a preposition repeated before B) where A and B are stored values of
// one property of one label. B must end the question: words after it
// could bound either thing, and reading them for A alone would drop them
// from B's test.
func findSetOp(ev *Evidence, toks []grounding.Token) (setOp, bool) {
	startAt := map[int]int{}
	endAt := map[int]int{}
	for i, t := range toks {
		startAt[t.Span.Start] = i
		endAt[t.Span.End] = i
	}
	lower := func(i int) string {
		if i < 0 || i >= len(toks) {
			return ""
		}
		return strings.ToLower(toks[i].Text)
	}
	valueAt := func(i int) (ValueLink, bool) {
		if i < 0 || i >= len(toks) {
			return ValueLink{}, false
		}
		for _, v := range ev.Values {
			if v.Span.Start == toks[i].Span.Start && !v.OnEdge {
				return v, true
			}
		}
		return ValueLink{}, false
	}
	endsQuestion := func(i int) bool {
		for ; i < len(toks); i++ {
			if toks[i].POS != grounding.PUNCT || !strings.ContainsAny(toks[i].Text, ".?!") {
				return false
			}
		}
		return true
	}
	for _, a := range ev.Values {
		if a.OnEdge {
			continue
		}
		ia, ok1 := startAt[a.Span.Start]
		ja, ok2 := endAt[a.Span.End]
		if !ok1 || !ok2 {
			continue
		}
		op := setOp{a: a}
		k := ja + 1
		switch {
		case english.BothWord.Is(lower(ia-1)) && english.BothAnd.Is(lower(k)):
			op.cue = toks[ia-1].Span
			op.cut = append(op.cut, diag.Span{Start: toks[ia-1].Span.Start, End: toks[ia].Span.Start})
			k++
		case english.ButWord.Is(lower(k)) && english.ButNegation.Is(lower(k+1)):
			op.diff = true
			op.cue = diag.Span{Start: toks[k].Span.Start, End: toks[k+1].Span.End}
			k += 2
		default:
			continue
		}
		for english.SetLinkWords.Is(lower(k)) {
			if _, ok := valueAt(k); ok {
				break
			}
			k++
		}
		b, ok := valueAt(k)
		if !ok || b.Owner != a.Owner || b.Prop != a.Prop || fmt.Sprint(b.Value) == fmt.Sprint(a.Value) {
			continue
		}
		jb, ok := endAt[b.Span.End]
		if !ok || !endsQuestion(jb+1) && !setOpTail(ev, toks, jb+1, b) {
			continue
		}
		op.b = b
		op.cut = append(op.cut, diag.Span{Start: a.Span.End, End: b.Span.End})
		return op, true
	}
	return setOp{}, false
}

// spanShift maps offsets of the question to those of the question with
// the cut spans taken out, and back.
type spanShift struct{ cut []diag.Span }

func (s spanShift) inCut(sp diag.Span) bool {
	for _, c := range s.cut {
		if sp.Start < c.End && sp.End > c.Start {
			return true
		}
	}
	return false
}

func (s spanShift) fwd(p int) int {
	d := 0
	for _, c := range s.cut {
		if c.End <= p {
			d += c.End - c.Start
		}
	}
	return p - d
}

func (s spanShift) back(p int) int {
	for _, c := range s.cut {
		if s.fwd(c.Start) < p || (s.fwd(c.Start) == p && c.Start < p) {
			p += c.End - c.Start
		}
	}
	return p
}

func (s spanShift) fwdSpan(sp diag.Span) diag.Span {
	return diag.Span{Start: s.fwd(sp.Start), End: s.fwd(sp.End)}
}

// reduced is the evidence of the question with the cut spans taken out:
// every link inside them dropped, every other one moved.
func (s spanShift) reduced(ev *Evidence, toks []grounding.Token) *Evidence {
	var b strings.Builder
	at := 0
	for _, c := range s.cut {
		b.WriteString(ev.Question[at:c.Start])
		at = c.End
	}
	b.WriteString(ev.Question[at:])
	out := &Evidence{Question: b.String()}
	for _, t := range toks {
		if !s.inCut(t.Span) {
			t.Span = s.fwdSpan(t.Span)
			out.Tokens = append(out.Tokens, t)
		}
	}
	for _, e := range ev.Elements {
		if !s.inCut(e.Span) {
			e.Span = s.fwdSpan(e.Span)
			out.Elements = append(out.Elements, e)
		}
	}
	for _, v := range ev.Values {
		if !s.inCut(v.Span) {
			v.Span = s.fwdSpan(v.Span)
			out.Values = append(out.Values, v)
		}
	}
	for _, u := range ev.Unmatched {
		if !s.inCut(u.Span) {
			u.Span = s.fwdSpan(u.Span)
			var cl []ValueLink
			for _, v := range u.Closest {
				v.Span = s.fwdSpan(v.Span)
				cl = append(cl, v)
			}
			u.Closest = cl
			out.Unmatched = append(out.Unmatched, u)
		}
	}
	return out
}

// compileSetOp answers "Xs related to both A and B" and "Xs related to A
// but not to B" as existence tests: the question with A alone is compiled
// as usual, and the path it walks from the X asked for to A becomes two
// tests, one for A and one, of its own, for B (negated for a difference).
// Where A and B are rows of a junction ("bikes serviced by both of two
// mechanics"), each is its own row, never one row naming both. ok is false
// when the question is no such operation or the plan for A alone is not a
// single path from the thing asked to A; the usual phases then read it.
func compileSetOp(ev *Evidence, s *schema.Schema) (*Result, bool, error) {
	toks := ev.Tokens
	if len(toks) == 0 {
		toks = grounding.Tokenize(ev.Question)
	}
	op, ok := findSetOp(ev, toks)
	if !ok {
		return nil, false, nil
	}
	sort.Slice(op.cut, func(i, j int) bool { return op.cut[i].Start < op.cut[j].Start })
	sh := spanShift{cut: op.cut}
	r, err := Compile(sh.reduced(ev, toks), s)
	if err != nil {
		return nil, false, nil
	}
	q, path, ok := splitAnchorPath(r.Query, op.a)
	if !ok {
		return nil, false, nil
	}
	last := len(path.Hops) - 1
	label := path.Hops[last].To.Label
	switch sure, routes := setPathSure(ev, s, q.Match[0].From.Label, path); {
	case routes > 1 && !sure && len(junctionsBetween(s, q.Match[0].From.Label, label)) > 0:
		// The plan for the first thing alone took one of several ways
		// the two labels are joined, a junction among them, on no word
		// of the question: both tests would walk a guess, and the
		// junction's one-row reading is the silent wrong one. Between
		// labels joined by relationships of their own only, the usual
		// phases read the question as before.
		o := newReadCtx(ev, s)
		return nil, true, o.errorOf(o.refusalAt("set-route", op.cue, "the question relates each %s to two %ss at once, and the schema joins the two labels %d ways (%s); no word names the one meant", q.Match[0].From.Label, label, routes, routeNames(s, q.Match[0].From.Label, label)))
	case !sure:
		return nil, false, nil
	}
	test := func(v ValueLink) *templates.Exists {
		p := templates.Path{From: path.From, Hops: append([]templates.Hop(nil), path.Hops...)}
		p.Hops[last].To = templates.Node{Label: label}
		return &templates.Exists{Path: p, FarEq: []templates.EdgeEq{{Prop: v.Prop, Value: v.Value}}}
	}
	var second templates.Expr = test(op.b)
	if op.diff {
		second = &templates.Not{X: second}
	}
	q.Where = andOf(q.Where, test(op.a), second)
	if _, err := templates.Normalize(q, s); err != nil {
		return nil, false, nil
	}
	o := newReadCtx(ev, s)
	var warns []diag.Diagnostic
	for _, w := range r.Warnings {
		w.Span = diag.Span{Start: sh.back(w.Span.Start), End: sh.back(w.Span.End)}
		w.Pos = posOf(ev.Question, w.Span.Start)
		for i := range w.Fixes {
			w.Fixes[i].Span = diag.Span{Start: sh.back(w.Fixes[i].Span.Start), End: sh.back(w.Fixes[i].Span.End)}
		}
		warns = append(warns, w)
	}
	var hops []string
	for _, h := range path.Hops {
		hops = append(hops, h.Edge)
	}
	what := fmt.Sprintf("%q and %q are tested apart: a %s is kept when one path (%s) leads from it to a %s whose %s is %v and another path of its own to one whose %s is %v; one %s holding both is not required", ev.Question[op.a.Span.Start:op.a.Span.End], ev.Question[op.b.Span.Start:op.b.Span.End], q.Match[0].From.Label, strings.Join(hops, ", "), label, op.a.Prop, op.a.Value, op.b.Prop, op.b.Value, label)
	if op.diff {
		what = fmt.Sprintf("a %s is kept when a path (%s) leads from it to a %s whose %s is %v and no such path leads to one whose %s is %v; the relationship denied is the one the first is read through", q.Match[0].From.Label, strings.Join(hops, ", "), label, op.a.Prop, op.a.Value, op.b.Prop, op.b.Value)
	}
	warns = append(warns, o.diagnostic("set-operation", op.cue, what))
	return &Result{Query: q, Warnings: warns}, true, nil
}

// andOf joins filters, any of them nil.
func andOf(xs ...templates.Expr) templates.Expr {
	var args []templates.Expr
	for _, x := range xs {
		switch y := x.(type) {
		case nil:
		case *templates.And:
			args = append(args, y.Args...)
		default:
			args = append(args, x)
		}
	}
	switch len(args) {
	case 0:
		return nil
	case 1:
		return args[0]
	}
	return &templates.And{Args: args}
}

// splitAnchorPath takes a plan made of one path from the thing asked for
// to the node holding a, and a's equality filter, and returns the plan
// with the thing alone in its match and that path, walked from the thing,
// a's filter left out. ok is false for any other plan: another node read,
// a filter on the path, an alternative or variable-length hop, an
// aggregate other than a count of the thing, a left-outer pattern.
func splitAnchorPath(q *templates.Query, a ValueLink) (*templates.Query, templates.Path, bool) {
	var none templates.Path
	if q == nil || len(q.Match) != 1 || q.Optional != nil || len(q.Optionals) > 0 || len(q.Having) > 0 || q.Than != nil || q.Shortest != nil {
		return nil, none, false
	}
	m := q.Match[0]
	if len(m.Hops) == 0 {
		return nil, none, false
	}
	focus := ""
	for _, r := range q.Return {
		if r.Var == "" || focus != "" && r.Var != focus {
			return nil, none, false
		}
		if r.Agg != "" && r.Agg != templates.Count && r.Agg != templates.CountDistinct {
			return nil, none, false
		}
		focus = r.Var
	}
	anchor := ""
	var rest []templates.Expr
	var args []templates.Expr
	if and, ok := q.Where.(*templates.And); ok {
		args = and.Args
	} else if q.Where != nil {
		args = []templates.Expr{q.Where}
	}
	for _, x := range args {
		c, ok := x.(*templates.Cmp)
		if !ok {
			return nil, none, false
		}
		if c.Prop == a.Prop && (c.Op == templates.Eq || c.Op == templates.EqFold) && strings.EqualFold(fmt.Sprint(c.Value), fmt.Sprint(a.Value)) && anchor == "" {
			anchor = c.Var
			continue
		}
		if c.Var != focus {
			return nil, none, false
		}
		rest = append(rest, x)
	}
	if anchor == "" || anchor == focus {
		return nil, none, false
	}
	nodes := []templates.Node{m.From}
	for _, h := range m.Hops {
		if len(h.Or) > 0 || h.VarLength() || len(h.EdgeEq) > 0 {
			return nil, none, false
		}
		nodes = append(nodes, h.To)
	}
	n := len(nodes) - 1
	var p templates.Path
	switch {
	case nodes[0].Var == focus && nodes[n].Var == anchor:
		p = templates.Path{From: nodes[0]}
		for _, h := range m.Hops {
			h.Var = ""
			p.Hops = append(p.Hops, h)
		}
	case nodes[n].Var == focus && nodes[0].Var == anchor:
		p = templates.Path{From: nodes[n]}
		for i := n; i >= 1; i-- {
			h := flipHop(m.Hops[i-1])
			h.Var = ""
			h.To = nodes[i-1]
			p.Hops = append(p.Hops, h)
		}
	default:
		return nil, none, false
	}
	if p.From.Label == "" || nodes[0].Label == "" {
		return nil, none, false
	}
	labels := map[string]string{}
	for _, nd := range nodes {
		if nd.Label != "" {
			labels[nd.Var] = nd.Label
		}
	}
	for i := range p.Hops {
		if p.Hops[i].To.Label == "" {
			p.Hops[i].To.Label = labels[p.Hops[i].To.Var]
		}
		if p.Hops[i].To.Label == "" {
			return nil, none, false
		}
		p.Hops[i].To.Var = ""
	}
	if p.Hops[len(p.Hops)-1].To.Label != a.Owner {
		return nil, none, false
	}
	out := *q
	out.Match = []templates.Path{{From: p.From}}
	out.Where = andOf(rest...)
	exists := templates.Path{From: templates.Node{Var: focus}, Hops: p.Hops}
	return &out, exists, true
}

// setPathSure: the path the two tests walk is the one the question means.
// A thing asked for that is itself a junction row refers to one thing of
// each kind, so two tests on it would never both hold (and a difference
// would be the first test alone): the operation is over what the rows
// refer to, and is left to the usual phases. Where the two labels are
// joined more than one way (a relationship of their own and a junction,
// or several relationships), the path must be one the question names: a
// relationship linked, or the junction's label.
func setPathSure(ev *Evidence, s *schema.Schema, focus string, p templates.Path) (bool, int) {
	l := s.Label(focus)
	if l == nil {
		return false, 0
	}
	if len(p.Hops) == 1 && schema.NamingProperty(l.Name, l.Properties) == "" {
		return false, 0
	}
	far := p.Hops[len(p.Hops)-1].To.Label
	routes := len(strings.Split(routeNames(s, focus, far), ", "))
	if routes <= 1 {
		return true, routes
	}
	named := func(kind, name string) bool {
		for _, e := range ev.Elements {
			if e.Kind == kind && e.Name == name {
				return true
			}
		}
		return false
	}
	switch len(p.Hops) {
	case 1:
		return named("edge", p.Hops[0].Edge), routes
	case 2:
		return named("label", p.Hops[0].To.Label) || named("edge", p.Hops[0].Edge) && named("edge", p.Hops[1].Edge), routes
	}
	return false, routes
}

// routeNames lists the ways two labels are joined: each relationship
// between them and each junction label.
func routeNames(s *schema.Schema, a, b string) string {
	var out []string
	for _, et := range edgeTypesBetween(s, a, b) {
		out = append(out, et.Name)
	}
	for _, j := range junctionsBetween(s, a, b) {
		out = append(out, j.label)
	}
	return strings.Join(out, ", ")
}
