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
	b.WriteString("MATCH ")
	for i, p := range a.q.Match {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(w.path(p, true))
	}
	var conds []string
	alone := len(rest)+len(a.required) == 1
	for _, c := range rest {
		conds = append(conds, w.expr(c, alone))
	}
	for _, r := range a.required {
		conds = append(conds, cyName(r.v)+"."+cyName(r.p)+" IS NOT NULL")
	}
	if len(conds) > 0 {
		b.WriteString("\nWHERE " + strings.Join(conds, " AND "))
	}
	for _, r := range sortedRefs(a.unwound) {
		fmt.Fprintf(&b, "\nUNWIND %s.%s AS %s", cyName(r.v), cyName(r.p), cyName(a.unwound[r]))
	}
	b.WriteString("\nRETURN ")
	if a.q.Distinct {
		b.WriteString("DISTINCT ")
	}
	for i, p := range a.q.Return {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(w.proj(p))
	}
	if len(a.q.Order) > 0 {
		b.WriteString("\nORDER BY ")
		for i, o := range a.q.Order {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(cyName(o.Col))
			if o.Desc {
				b.WriteString(" DESC")
			}
		}
	}
	if a.q.Skip > 0 {
		fmt.Fprintf(&b, "\nSKIP %d", a.q.Skip)
	}
	if a.q.Limit > 0 {
		fmt.Fprintf(&b, "\nLIMIT %d", a.q.Limit)
	}
	return b.String()
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
		if !main && n.Var != "" {
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

func (w *cypherWriter) path(p Path, main bool) string {
	var b strings.Builder
	b.WriteString(w.node(p.From, main))
	for _, h := range p.Hops {
		rel := ""
		if h.Var != "" {
			rel = cyName(h.Var)
		}
		rel += ":" + cyName(h.Edge)
		if h.VarLength() {
			if h.Min == h.Max {
				rel += fmt.Sprintf("*%d", h.Min)
			} else {
				rel += fmt.Sprintf("*%d..%d", h.Min, h.Max)
			}
		}
		if h.Var != "" && main {
			rel += w.propMap(h.Var)
		}
		if h.Dir == Out {
			b.WriteString("-[" + rel + "]->")
		} else {
			b.WriteString("<-[" + rel + "]-")
		}
		b.WriteString(w.node(h.To, main))
	}
	return b.String()
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
		return "EXISTS { " + w.path(x.Path, false) + " }"
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
	case EqFold:
		return "toLower(" + lhs + ") = " + cyLit(strings.ToLower(c.Value.(string)))
	case OneOf:
		return lhs + " IN " + cyLit(c.Value)
	case HasElem:
		return cyLit(c.Value) + " IN " + lhs
	}
	return lhs + " " + string(c.Op) + " " + cyLit(c.Value)
}

func (w *cypherWriter) proj(p Proj) string {
	var arg string
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
	case CountDistinct:
		e = "count(DISTINCT " + arg + ")"
	default:
		e = string(p.Agg) + "(" + arg + ")"
	}
	return e + " AS " + cyName(p.As)
}
