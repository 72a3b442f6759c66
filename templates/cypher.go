package templates

import (
	"fmt"
	"strconv"
	"strings"
)

// cypherReserved are words a bare identifier may not be in Cypher 5; such
// names are back-quoted.
var cypherReserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`ALL AND AS ASC ASCENDING BY CALL CASE CONTAINS CREATE DELETE DESC
	DESCENDING DETACH DISTINCT ELSE END ENDS EXISTS FALSE FOREACH IN IS LIMIT MATCH MERGE NOT NULL
	OPTIONAL OR ORDER REMOVE RETURN SET SKIP STARTS THEN TRUE UNION UNWIND WHEN WHERE WITH XOR YIELD`) {
		cypherReserved[w] = true
	}
}

func cyName(s string) string {
	if isIdent(s) && !cypherReserved[strings.ToUpper(s)] {
		return s
	}
	return "`" + strings.ReplaceAll(s, "`", "``") + "`"
}

func cyString(s string) string { return quoteString(s, '\'') }

func cyLit(v any) string {
	switch x := v.(type) {
	case string:
		return cyString(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return fmtFloat(x)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = cyLit(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprint(v)
}

// fmtFloat always shows a decimal point so the literal stays a float.
func fmtFloat(f float64) string {
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

type cypherWriter struct {
	a *analysis
	// inline holds top-level equality filters written into a pattern map
	// where the variable is first bound.
	inline  map[string][]*Cmp
	written map[string]bool
	// conds collects the direction tests of the alternative hops of the
	// pattern being written (see relDir).
	conds []string
	fresh int
}

func renderCypher(a *analysis) string {
	w := &cypherWriter{a: a, inline: map[string][]*Cmp{}, written: map[string]bool{}}
	var rest []Expr
	for _, c := range conjuncts(a.q.Where) {
		if cmp, ok := c.(*Cmp); ok && cmp.Op == Eq && isScalarLit(cmp.Value) {
			w.inline[cmp.Var] = append(w.inline[cmp.Var], cmp)
			continue
		}
		rest = append(rest, c)
	}
	var b strings.Builder
	if t := a.q.Than; t != nil && t.Agg != NoAgg {
		// The aggregate first, in a WITH of its own: one row, which the
		// main pattern's rows then each carry.
		scope := ""
		if t.RefKey != "" {
			scope = fmt.Sprintf(" {%s: %s}", cyName(t.RefKey), cyLit(t.RefValue))
		}
		fmt.Fprintf(&b, "MATCH (%s:%s%s)\nWITH %s(%s) AS %s\n", cyName(t.AggScanVar()), cyName(t.Ref.Label), scope, cypherAggFn(t.Agg), w.prop(t.AggScanVar(), t.RefProp), cyName(t.Ref.Var))
	} else if t != nil {
		// A MATCH of its own: one node, so the product with the main
		// pattern adds no row, and the critic reads no cartesian product.
		fmt.Fprintf(&b, "MATCH (%s:%s {%s: %s})\n", cyName(t.Ref.Var), cyName(t.Ref.Label), cyName(t.RefKey), cyLit(t.RefValue))
	}
	b.WriteString("MATCH ")
	for i, p := range a.q.Match {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(w.path(p, true))
	}
	sp := a.q.Shortest
	if sp != nil {
		b.WriteString(", " + w.node(sp.To, true))
	}
	var conds []string
	conds = append(conds, w.conds...)
	if t := a.q.Than; t != nil && t.Agg != NoAgg {
		conds = append(conds, w.prop(t.Var, t.Prop)+" "+string(t.Op)+" "+cyName(t.Ref.Var))
	} else if t != nil {
		conds = append(conds, w.prop(t.Var, t.Prop)+" "+string(t.Op)+" "+w.prop(t.Ref.Var, t.RefProp))
	}
	conds = append(conds, w.colConds()...)
	alone := len(rest)+len(a.required)+len(conds) == 1
	for _, c := range rest {
		conds = append(conds, w.expr(c, alone))
	}
	for _, r := range a.required {
		if a.sc.vars[r.v].walk {
			continue
		}
		conds = append(conds, cyName(r.v)+"."+cyName(r.p)+" IS NOT NULL")
	}
	if sp != nil {
		// Neo4j refuses a shortest path from a node to itself at run time;
		// the other languages find none, since a path must walk an edge.
		conds = append(conds, cyName(sp.From)+" <> "+cyName(sp.To.Var))
	}
	if len(conds) > 0 {
		b.WriteString("\nWHERE " + strings.Join(conds, " AND "))
	}
	if sp != nil {
		b.WriteString("\nMATCH " + cyName(sp.Var) + " = shortestPath(" + w.shortest(sp) + ")")
		if a.q.pathRows() {
			b.WriteString("\nUNWIND nodes(" + cyName(sp.Var) + ") AS " + cyName(pathNodeVar(sp)))
		}
	}
	outer := a.q.outer()
	if len(outer) == 1 {
		// After the WHERE, so the match's filters do not become the
		// optional pattern's (which would keep rows they reject).
		b.WriteString("\nOPTIONAL MATCH " + w.path(outer[0], false))
	}
	for _, r := range sortedRefs(a.unwound) {
		fmt.Fprintf(&b, "\nUNWIND %s.%s AS %s", cyName(r.v), cyName(r.p), cyName(a.unwound[r]))
	}
	items := make([]string, len(a.q.Return))
	for i, p := range a.q.Return {
		items[i] = w.proj(p)
	}
	having := make([]string, len(a.q.Having))
	for i, h := range a.q.Having {
		rhs := cyName(h.Other)
		if h.Other == "" {
			rhs = cyLit(h.Value)
		}
		having[i] = cyName(h.Col) + " " + string(h.Op) + " " + rhs
	}
	if len(outer) > 1 {
		w.countChain(&b, outer)
		if len(having) > 0 && !a.q.Ties {
			b.WriteString("\nWHERE " + strings.Join(having, " AND "))
			having = nil
		}
		for i, p := range a.q.Return {
			items[i] = cyName(p.As)
		}
	}
	distinct := ""
	if a.q.Distinct {
		distinct = "DISTINCT "
	}
	if a.q.Ties {
		w.ties(&b, distinct, items)
		return b.String()
	}
	if len(having) > 0 {
		// The groups are formed by a WITH, filtered by its WHERE, and the
		// columns returned by name.
		b.WriteString("\nWITH " + distinct + strings.Join(items, ", "))
		b.WriteString("\nWHERE " + strings.Join(having, " AND "))
		for i, p := range a.q.Return {
			items[i] = cyName(p.As)
		}
		distinct = ""
	}
	b.WriteString("\nRETURN " + distinct + strings.Join(items, ", "))
	b.WriteString(cypherOrder(a.q.Order, ""))
	if a.q.Skip > 0 {
		fmt.Fprintf(&b, "\nSKIP %d", a.q.Skip)
	}
	if a.q.Limit > 0 {
		fmt.Fprintf(&b, "\nLIMIT %d", a.q.Limit)
	}
	return b.String()
}

// countChain writes the left-outer patterns of a query that counts
// several, one after another, ending in a WITH that holds every column by
// name. The Match's rows are grouped by the key columns first, each group
// keeping the nodes the patterns start from as lists (collect keeps
// repeats, so a count still sums over the group's rows, as one OPTIONAL
// MATCH does); each pattern then unwinds its list, matches and is counted
// before the next begins, so no pattern's rows multiply another's count.
// No list is empty: every group has a row, and a Match node is never null.
func (w *cypherWriter) countChain(b *strings.Builder, outer []Path) {
	q := w.a.q
	taken := map[string]bool{}
	for v := range w.a.sc.vars {
		taken[v] = true
	}
	for _, p := range q.Return {
		taken[p.As] = true
	}
	for _, op := range outer {
		taken[op.Counted()] = true
	}
	list := map[string]string{} // start node → the list holding it
	lastUse := map[string]int{}
	var keys, first []string
	for _, p := range q.Return {
		if p.Agg == NoAgg {
			first = append(first, w.proj(p))
			keys = append(keys, cyName(p.As))
		}
	}
	for i, op := range outer {
		v := op.From.Var
		lastUse[v] = i
		if _, ok := list[v]; ok {
			continue
		}
		name := v + "_rows"
		for n := 2; taken[name]; n++ {
			name = fmt.Sprintf("%s_rows%d", v, n)
		}
		taken[name] = true
		list[v] = name
		first = append(first, "collect("+cyName(v)+") AS "+cyName(name))
	}
	b.WriteString("\nWITH " + strings.Join(first, ", "))
	counts := []string{}
	for i, op := range outer {
		v := op.From.Var
		fmt.Fprintf(b, "\nUNWIND %s AS %s", cyName(list[v]), cyName(v))
		b.WriteString("\nOPTIONAL MATCH " + w.path(op, false))
		next := append([]string(nil), keys...)
		next = append(next, counts...)
		// The lists later patterns still start from, once each.
		done := map[string]bool{}
		for _, later := range outer[i+1:] {
			u := later.From.Var
			if lastUse[u] > i && !done[u] {
				done[u] = true
				next = append(next, cyName(list[u]))
			}
		}
		for _, p := range q.Return {
			if p.Var == op.Counted() {
				next = append(next, w.proj(p))
				counts = append(counts, cyName(p.As))
			}
		}
		b.WriteString("\nWITH " + strings.Join(next, ", "))
	}
}

// cypherOrder is the ORDER BY clause over columns, each read through
// prefix (a map variable holding the row, or "").
func cypherOrder(order []Sort, prefix string) string {
	if len(order) == 0 {
		return ""
	}
	parts := make([]string, len(order))
	for i, o := range order {
		parts[i] = prefix + cyName(o.Col)
		if o.Desc {
			parts[i] += " DESC"
		}
	}
	return "\nORDER BY " + strings.Join(parts, ", ")
}

// ties writes a top-N that keeps ties in one pass: the rows, ranked, are
// collected into a list; the N-th row's rank value is the cut-off (a list
// shorter than N has no N-th row, and then every row is kept).
func (w *cypherWriter) ties(b *strings.Builder, distinct string, items []string) {
	q := w.a.q
	names := map[string]bool{}
	for v := range w.a.sc.vars {
		names[v] = true
	}
	for _, p := range q.Return {
		names[p.As] = true
	}
	name := func(want string) string {
		n := want
		for i := 2; names[n]; i++ {
			n = fmt.Sprintf("%s%d", want, i)
		}
		names[n] = true
		return n
	}
	rows, row, nth := name("rows"), name("row"), name("nth")
	b.WriteString("\nWITH " + distinct + strings.Join(items, ", "))
	b.WriteString(cypherOrder(q.Order, ""))
	fields := make([]string, len(q.Return))
	outs := make([]string, len(q.Return))
	for i, p := range q.Return {
		fields[i] = cyName(p.As) + ": " + cyName(p.As)
		outs[i] = cyName(row) + "." + cyName(p.As) + " AS " + cyName(p.As)
	}
	fmt.Fprintf(b, "\nWITH collect({%s}) AS %s", strings.Join(fields, ", "), cyName(rows))
	fmt.Fprintf(b, "\nUNWIND %s AS %s", cyName(rows), cyName(row))
	fmt.Fprintf(b, "\nWITH %s, %s[%d] AS %s", cyName(row), cyName(rows), q.Limit-1, cyName(nth))
	first := q.Order[0]
	cmp := " >= "
	if !first.Desc {
		cmp = " <= "
	}
	fmt.Fprintf(b, "\nWHERE %s IS NULL OR %s.%s%s%s.%s", cyName(nth), cyName(row), cyName(first.Col), cmp, cyName(nth), cyName(first.Col))
	b.WriteString("\nRETURN " + strings.Join(outs, ", "))
	b.WriteString(cypherOrder(q.Order, ""))
}

// shortest writes the pattern inside shortestPath().
func (w *cypherWriter) shortest(sp *Shortest) string {
	types := make([]string, len(sp.Edges))
	for i, e := range sp.Edges {
		types[i] = cyName(e)
	}
	rel := fmt.Sprintf("[:%s*1..%d]", strings.Join(types, "|"), sp.Max)
	from, to := "("+cyName(sp.From)+")", "("+cyName(sp.To.Var)+")"
	switch sp.Dir {
	case Out:
		return from + "-" + rel + "->" + to
	case In:
		return from + "<-" + rel + "-" + to
	}
	return from + "-" + rel + "-" + to
}

func isScalarLit(v any) bool {
	switch v.(type) {
	case string, int64, bool:
		return true
	}
	return false
}

func (w *cypherWriter) node(n Node, main bool) string {
	var b strings.Builder
	b.WriteByte('(')
	if n.Var != "" {
		b.WriteString(cyName(n.Var))
	}
	first := main && !w.written[n.Var]
	if n.Label != "" && (first || !main) {
		if !main && n.Var != "" && !w.a.q.counted(n.Var) {
			// Inside EXISTS a bound variable keeps its label from the match.
		} else {
			b.WriteString(":" + cyName(n.Label))
		}
	}
	if first {
		b.WriteString(w.propMap(n.Var))
		w.written[n.Var] = true
	}
	b.WriteByte(')')
	return b.String()
}

func (w *cypherWriter) propMap(v string) string {
	cs := w.inline[v]
	if len(cs) == 0 {
		return ""
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = cyName(c.Prop) + ": " + cyLit(c.Value)
	}
	return " {" + strings.Join(parts, ", ") + "}"
}

// path writes a pattern. The direction tests of its mixed-direction
// alternative hops are appended to w.conds for the caller's WHERE.
func (w *cypherWriter) path(p Path, main bool) string {
	var b strings.Builder
	b.WriteString(w.node(p.From, main))
	prev := p.From.Var
	for _, h := range p.Hops {
		rel := ""
		v := h.Var
		if v == "" && !h.oneDir() {
			v = w.freshVar()
		}
		if v != "" {
			rel = cyName(v)
		}
		seen := map[string]bool{}
		var types []string
		for _, r := range h.Types() {
			if !seen[r.Edge] {
				seen[r.Edge] = true
				types = append(types, cyName(r.Edge))
			}
		}
		rel += ":" + strings.Join(types, "|")
		if h.VarLength() {
			switch {
			case h.Closure():
				rel += fmt.Sprintf("*%d..%d", h.Min, ClosureCap)
			case h.Min == h.Max:
				rel += fmt.Sprintf("*%d", h.Min)
			default:
				rel += fmt.Sprintf("*%d..%d", h.Min, h.Max)
			}
		}
		if h.Var != "" && main {
			rel += w.propMap(h.Var)
		}
		if len(h.EdgeEq) > 0 {
			parts := make([]string, len(h.EdgeEq))
			for i, e := range h.EdgeEq {
				parts[i] = cyName(e.Prop) + ": " + cyLit(e.Value)
			}
			rel += " {" + strings.Join(parts, ", ") + "}"
		}
		switch {
		case !h.oneDir():
			// A relationship pattern has one direction; alternatives that
			// walk different ways match undirected, and each type is held
			// to its own direction by which end the previous node is.
			b.WriteString("-[" + rel + "]-")
			w.conds = append(w.conds, w.relDir(v, prev, h))
		case h.Dir == Out:
			b.WriteString("-[" + rel + "]->")
		default:
			b.WriteString("<-[" + rel + "]-")
		}
		b.WriteString(w.node(h.To, main))
		prev = h.To.Var
	}
	return b.String()
}

// relDir is the test that relationship v, matched undirected, is one of the
// hop's types walked in that type's direction from the node from.
func (w *cypherWriter) relDir(v, from string, h Hop) string {
	parts := make([]string, 0, len(h.Types()))
	for _, r := range h.Types() {
		end := "startNode"
		if r.Dir == In {
			end = "endNode"
		}
		parts = append(parts, fmt.Sprintf("type(%s) = %s AND %s(%s) = %s", cyName(v), cyString(r.Edge), end, cyName(v), cyName(from)))
	}
	return "(" + strings.Join(parts, " OR ") + ")"
}

// freshVar names a relationship the IR left anonymous.
func (w *cypherWriter) freshVar() string {
	for {
		w.fresh++
		v := fmt.Sprintf("alt%d", w.fresh)
		if _, taken := w.a.sc.vars[v]; taken {
			continue
		}
		clash := false
		for _, p := range w.a.q.Return {
			clash = clash || p.As == v
		}
		if !clash {
			return v
		}
	}
}

func (w *cypherWriter) prop(v, p string) string { return cyName(v) + "." + cyName(p) }

// expr renders a filter; top is false inside AND/OR/NOT, where compound
// operands are parenthesised.
func (w *cypherWriter) expr(e Expr, top bool) string {
	switch x := e.(type) {
	case *Cmp:
		return w.cmp(x)
	case *And:
		parts := make([]string, len(x.Args))
		for i, a := range x.Args {
			parts[i] = w.expr(a, false)
		}
		s := strings.Join(parts, " AND ")
		if !top {
			s = "(" + s + ")"
		}
		return s
	case *Or:
		parts := make([]string, len(x.Args))
		for i, a := range x.Args {
			parts[i] = w.expr(a, false)
		}
		s := strings.Join(parts, " OR ")
		if !top {
			s = "(" + s + ")"
		}
		return s
	case *Not:
		if ex, ok := x.X.(*Exists); ok {
			return "NOT " + w.expr(ex, false)
		}
		in := w.expr(x.X, false)
		if _, ok := x.X.(*Cmp); ok {
			in = "(" + in + ")"
		}
		return "NOT " + in
	case *Exists:
		saved := w.conds
		w.conds = nil
		pat := w.path(x.Path, false)
		if len(x.FarEq) > 0 {
			// The last node is anonymous (Validate), written "(:L)": its
			// values go in a map inside it.
			pat = strings.TrimSuffix(pat, ")") + cyFarMap(x.FarEq) + ")"
		}
		if len(w.conds) > 0 {
			pat += " WHERE " + strings.Join(w.conds, " AND ")
		}
		w.conds = saved
		return "EXISTS { " + pat + " }"
	}
	return "true"
}

func (w *cypherWriter) cmp(c *Cmp) string {
	lhs := w.prop(c.Var, c.Prop)
	switch c.Op {
	case StartsWith:
		return lhs + " STARTS WITH " + cyLit(c.Value)
	case EndsWith:
		return lhs + " ENDS WITH " + cyLit(c.Value)
	case Contains:
		return lhs + " CONTAINS " + cyLit(c.Value)
	case ContainsFold:
		return "toLower(" + lhs + ") CONTAINS " + cyLit(strings.ToLower(c.Value.(string)))
	case EqFold:
		return "toLower(" + lhs + ") = " + cyLit(strings.ToLower(c.Value.(string)))
	case OneOf:
		return lhs + " IN " + cyLit(c.Value)
	case HasElem:
		return cyLit(c.Value) + " IN " + lhs
	case Missing:
		return lhs + " IS NULL"
	}
	return lhs + " " + string(c.Op) + " " + cyLit(c.Value)
}

func (w *cypherWriter) proj(p Proj) string {
	var arg string
	if w.a.sc.vars[p.Var].walk {
		if p.Prop == PathLength {
			return "length(" + cyName(p.Var) + ") AS " + cyName(p.As)
		}
		if p.Prop == PathNode || p.Prop == PathKey {
			return w.pathNodeCase(p.Prop) + " AS " + cyName(p.As)
		}
		return cyName(p.Var) + " AS " + cyName(p.As)
	}
	switch {
	case p.Var == "":
		arg = "*"
	case p.Prop == "":
		arg = cyName(p.Var)
	default:
		if el, ok := w.a.unwound[propRef{p.Var, p.Prop}]; ok && p.Agg == NoAgg {
			if el != p.As {
				return cyName(el) + " AS " + cyName(p.As)
			}
			return cyName(el)
		}
		arg = w.prop(p.Var, p.Prop)
	}
	var e string
	switch p.Agg {
	case NoAgg:
		e = arg
	case Count:
		e = "count(" + arg + ")"
	case Any:
		e = "count(*) > 0"
	case CountDistinct:
		e = "count(DISTINCT " + arg + ")"
	default:
		e = string(p.Agg) + "(" + arg + ")"
	}
	return e + " AS " + cyName(p.As)
}

// cyFarMap is the property map of an EXISTS pattern's far node.
func cyFarMap(eqs []EdgeEq) string {
	parts := make([]string, len(eqs))
	for i, e := range eqs {
		parts[i] = cyName(e.Prop) + ": " + cyLit(e.Value)
	}
	return " {" + strings.Join(parts, ", ") + "}"
}

// pathNodeVar is the variable an unwound path's node is bound to: the
// path's name with a suffix no other variable of the query carries, since
// Normalize keeps variables plain identifiers without it.
func pathNodeVar(sp *Shortest) string { return sp.Var + "_node" }

// pathNodeCase shows an unwound path node by its label's property: a path
// crosses labels, each named by a property of its own.
func (w *cypherWriter) pathNodeCase(prop string) string {
	sp := w.a.q.Shortest
	n := cyName(pathNodeVar(sp))
	var b strings.Builder
	b.WriteString("CASE")
	for _, l := range w.a.s.Labels {
		if pr := pathShown(sp, w.a.s, l.Name, prop); pr != "" {
			fmt.Fprintf(&b, " WHEN %s:%s THEN %s.%s", n, cyName(l.Name), n, cyName(pr))
		}
	}
	b.WriteString(" END")
	return b.String()
}

// cypherAggFn is the Cypher function of a value aggregate.
func cypherAggFn(a Agg) string {
	if a == Avg {
		return "avg"
	}
	return string(a)
}
