package templates

import (
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

const rdfNS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"

// VocabBase is the RDF namespace of a graph's vocabulary under the project's
// mapping: labels are classes, property keys datatype properties, edge types
// object properties, all named unchanged.
func VocabBase(graphName string) string {
	if graphName == "" {
		graphName = "graph"
	}
	return "http://example.org/" + graphName + "/"
}

func spString(s string) string { return quoteString(s, '"') }

func spLit(v any) string {
	switch x := v.(type) {
	case string:
		return spString(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		s := strconv.FormatFloat(x, 'e', -1, 64)
		return s
	case bool:
		return strconv.FormatBool(x)
	}
	return spString(fmt.Sprint(v))
}

// isPNLocal is a conservative test for names usable after the ':' prefix.
func isPNLocal(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'):
		case i > 0 && (r >= '0' && r <= '9' || r == '-'):
		default:
			return false
		}
	}
	return true
}

// escapePNLocal writes a local name with SPARQL's backslash escapes for the
// punctuation PN_LOCAL allows only escaped ("singer#Name" → singer\#Name).
func escapePNLocal(s string) (string, bool) {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' && i > 0:
			b.WriteRune(r)
		case r == '-' && i > 0:
			b.WriteRune(r)
		case strings.ContainsRune("~.!$&'()*+,;=/?#@%", r) && i > 0:
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	// A trailing '.' must stay escaped; everything else is fine.
	return b.String(), b.Len() > 0
}

type sparqlWriter struct {
	a       *analysis
	base    string
	usesRDF bool
	// vars maps a variable's property to the SPARQL variable holding it.
	vars  map[propRef]string
	names map[string]bool
	anon  int
	body  []string
	ind   string
	// main-group triples by subject, in order of first appearance
	subjects []string
	bySubj   map[string][]string
}

func (w *sparqlWriter) term(name string) string {
	if isPNLocal(name) {
		return ":" + name
	}
	// Names such as "singer#Name" are prefixed names with escapes.
	if esc, ok := escapePNLocal(name); ok {
		return ":" + esc
	}
	// Characters an IRI cannot hold are percent-encoded.
	return "<" + w.base + url.PathEscape(name) + ">"
}

// fresh returns a variable name no column or pattern variable uses.
func (w *sparqlWriter) fresh(want string) string {
	want = identSafe(want)
	name := want
	for n := 2; w.names[name]; n++ {
		name = fmt.Sprintf("%s_%d", want, n)
	}
	w.names[name] = true
	return name
}

func (w *sparqlWriter) line(s string) { w.body = append(w.body, w.ind+s) }

// triple adds a triple pattern. In the main group they are collected and
// written grouped by subject (?m a :Movie ; :title ?title .); inside an
// EXISTS group they are written as they come.
func (w *sparqlWriter) triple(s, p, o string) {
	if w.ind == "" {
		w.line(s + " " + p + " " + o + " .")
		return
	}
	if _, ok := w.bySubj[s]; !ok {
		w.subjects = append(w.subjects, s)
	}
	if w.bySubj == nil {
		w.bySubj = map[string][]string{}
	}
	w.bySubj[s] = append(w.bySubj[s], p+" "+o)
}

// triples renders the collected triples, one block per subject.
func (w *sparqlWriter) triples() []string {
	var out []string
	for _, s := range w.subjects {
		pos := w.bySubj[s]
		// The class first, as people write it.
		sort.SliceStable(pos, func(i, j int) bool { return strings.HasPrefix(pos[i], "a ") && !strings.HasPrefix(pos[j], "a ") })
		pad := strings.Repeat(" ", len(w.ind)+len(s)+1)
		for i, po := range pos {
			line := pad + po
			if i == 0 {
				line = w.ind + s + " " + po
			}
			if i == len(pos)-1 {
				line += " ."
			} else {
				line += " ;"
			}
			out = append(out, line)
		}
	}
	return out
}

func renderSPARQL(a *analysis) string {
	base := a.s.Vocab
	if base == "" {
		base = VocabBase(a.s.Name)
	}
	q := a.q
	var body string
	usesRDF := false
	if !q.Ties {
		body, usesRDF = sparqlQuery(a, base, q.Order, q.Skip, q.Limit)
	} else {
		body, usesRDF = sparqlTies(a, base)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "PREFIX : <%s>\n", base)
	if usesRDF {
		fmt.Fprintf(&b, "PREFIX rdf: <%s>\n", rdfNS)
	}
	b.WriteString(body)
	return b.String()
}

// sparqlTies keeps the top Limit rows and every row tied with the last of
// them on the first ranking column: the cut-off is the MIN (descending) or
// MAX (ascending) of that column over the top Limit rows, which is the
// Limit-th row's value, or the last row's when there are fewer.
func sparqlTies(a *analysis, base string) (string, bool) {
	q := a.q
	all, rdf1 := sparqlQuery(a, base, nil, 0, 0)
	top, rdf2 := sparqlQuery(a, base, q.Order, 0, q.Limit)
	first := q.Order[0]
	cut := "nth"
	for taken := true; taken; {
		taken = false
		for _, p := range q.Return {
			taken = taken || p.As == cut
		}
		if _, ok := a.sc.vars[cut]; ok {
			taken = true
		}
		if taken {
			cut += "_"
		}
	}
	agg, cmp := "MIN", ">="
	if !first.Desc {
		agg, cmp = "MAX", "<="
	}
	cols := make([]string, len(q.Return))
	for i, p := range q.Return {
		cols[i] = "?" + p.As
	}
	var b strings.Builder
	b.WriteString("SELECT " + strings.Join(cols, " ") + " WHERE {\n")
	b.WriteString("  {\n" + indent(all, "    ") + "\n  }\n")
	fmt.Fprintf(&b, "  {\n    SELECT (%s(?%s) AS ?%s) WHERE {\n      {\n%s\n      }\n    }\n  }\n", agg, first.Col, cut, indent(top, "        "))
	fmt.Fprintf(&b, "  FILTER(?%s %s ?%s)\n}", first.Col, cmp, cut)
	b.WriteString(sparqlOrder(q.Order))
	return b.String(), rdf1 || rdf2
}

func indent(s, pad string) string {
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

// sparqlOrder is the ORDER BY clause.
func sparqlOrder(order []Sort) string {
	if len(order) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\nORDER BY")
	for _, o := range order {
		if o.Desc {
			b.WriteString(" DESC(?" + o.Col + ")")
		} else {
			b.WriteString(" ?" + o.Col)
		}
	}
	return b.String()
}

// sparqlQuery writes the SELECT query (without prefixes) with the given
// solution modifiers, and whether it uses the rdf: prefix.
func sparqlQuery(a *analysis, base string, order []Sort, skip, limit int) (string, bool) {
	if len(a.parts) > 0 {
		return sparqlCounts(a, base, order, skip, limit)
	}
	return sparqlSelect(a, base, order, skip, limit)
}

// sparqlCounts writes a query that counts several left-outer patterns: a
// sub-select per pattern, the query with that pattern alone, grouped by the
// key columns and counted as one OPTIONAL is, joined on the key columns.
// Two OPTIONALs in one group would multiply each other's rows, and a COUNT
// of the product is wrong wherever both match. Every sub-select has the
// same groups (the Match's), so the join drops none; Having compares the
// joined counts by name.
func sparqlCounts(a *analysis, base string, order []Sort, skip, limit int) (string, bool) {
	q := a.q
	cols := make([]string, len(q.Return))
	for i, p := range q.Return {
		cols[i] = "?" + p.As
	}
	usesRDF := false
	var b strings.Builder
	b.WriteString("SELECT " + strings.Join(cols, " ") + " WHERE {\n")
	for _, part := range a.parts {
		body, rdf := sparqlSelect(part, base, nil, 0, 0)
		usesRDF = usesRDF || rdf
		b.WriteString("  {\n" + indent(body, "    ") + "\n  }\n")
	}
	if len(q.Having) > 0 {
		conds := make([]string, len(q.Having))
		for i, h := range q.Having {
			op := string(h.Op)
			if h.Op == Ne {
				op = "!="
			}
			rhs := spLit(h.Value)
			if h.Other != "" {
				rhs = "?" + h.Other
			}
			conds[i] = "?" + h.Col + " " + op + " " + rhs
		}
		b.WriteString("  FILTER(" + strings.Join(conds, " && ") + ")\n")
	}
	b.WriteString("}")
	b.WriteString(sparqlOrder(order))
	if skip > 0 {
		fmt.Fprintf(&b, "\nOFFSET %d", skip)
	}
	if limit > 0 {
		fmt.Fprintf(&b, "\nLIMIT %d", limit)
	}
	return b.String(), usesRDF
}

// sparqlSelect writes the SELECT query of one group pattern (without
// prefixes) with the given solution modifiers, and whether it uses the rdf:
// prefix.
func sparqlSelect(a *analysis, base string, order []Sort, skip, limit int) (string, bool) {
	w := &sparqlWriter{a: a, base: base, vars: map[propRef]string{}, names: map[string]bool{}, ind: "  "}
	for v := range a.sc.vars {
		w.names[v] = true
	}
	if a.q.Than != nil {
		w.names[a.q.Than.Ref.Var] = true
		w.names[a.q.Than.AggScanVar()] = true
	}
	for _, p := range a.q.Return {
		w.names[p.As] = true
	}
	// Non-aggregate columns are bound directly under their column name so the
	// SELECT list needs no expressions.
	for _, p := range a.q.Return {
		if p.Agg == NoAgg && p.Prop != "" {
			r := propRef{p.Var, p.Prop}
			if _, ok := w.vars[r]; !ok {
				w.vars[r] = p.As
			}
		}
	}
	conj := conjuncts(a.q.Where)
	// A property compared by a top-level equality and read nowhere else is
	// written as a constant in its triple, the idiomatic SPARQL form.
	// inline holds the top-level comparisons written as constant triples.
	inline := map[*Cmp]bool{}
	inlined := map[propRef]bool{}

	// Pattern.
	for _, p := range a.q.Match {
		w.path(p, true)
	}
	for _, or := range uniqueness(a) {
		parts := make([]string, len(or))
		for i, pr := range or {
			parts[i] = fmt.Sprintf("?%s != ?%s", pr[0], pr[1])
		}
		if len(parts) == 0 {
			parts = []string{"false"}
		}
		w.line("FILTER(" + strings.Join(parts, " || ") + ")")
	}
	// Properties the result reads.
	for _, p := range a.q.Return {
		if p.Prop == "" || p.Var == "" {
			continue
		}
		w.require(propRef{p.Var, p.Prop})
	}
	// Top-level comparisons bind their property with a mandatory triple (a
	// comparison on a missing value is false anyway).
	for _, c := range conj {
		x, ok := c.(*Cmp)
		if !ok {
			continue
		}
		r := propRef{x.Var, x.Prop}
		if x.Op == Missing {
			continue // read by its own NOT EXISTS
		}
		if x.Op == HasElem || (x.Op == Eq && isScalarLit(x.Value) && !inlined[r]) {
			inline[x], inlined[r] = true, true
			w.triple("?"+x.Var, w.term(x.Prop), spLit(x.Value))
			continue
		}
		w.require(r)
	}
	// Properties only compared inside OR/NOT are optional so a missing
	// value makes the comparison an error, SPARQL's counterpart of null.
	walkCmp(a.q.Where, func(c *Cmp) {
		r := propRef{c.Var, c.Prop}
		if _, ok := w.vars[r]; ok || c.Op == HasElem || c.Op == Missing || inline[c] {
			return
		}
		name := w.fresh(c.Var + "_" + c.Prop)
		w.vars[r] = name
		w.line(fmt.Sprintf("OPTIONAL { ?%s %s ?%s . }", c.Var, w.term(c.Prop), name))
	})
	var filters []string
	if t := a.q.Than; t != nil && t.Agg != NoAgg {
		// The aggregate in a sub-SELECT of its own, evaluated over every
		// node of its label before the join, which its one row cannot
		// multiply.
		w.require(propRef{t.Var, t.Prop})
		scan := t.AggScanVar()
		val := w.fresh(scan + "_" + t.RefProp)
		scope := ""
		if t.RefKey != "" {
			scope = " ; " + w.term(t.RefKey) + " " + spLit(t.RefValue)
		}
		w.line(fmt.Sprintf("{ SELECT (%s(?%s) AS ?%s) WHERE { ?%s a %s ; %s ?%s%s . } }", strings.ToUpper(string(t.Agg)), val, t.Ref.Var, scan, w.term(t.Ref.Label), w.term(t.RefProp), val, scope))
		filters = append(filters, "FILTER(?"+w.vars[propRef{t.Var, t.Prop}]+" "+sparqlOp(t.Op)+" ?"+t.Ref.Var+")")
	} else if t != nil {
		// The referenced node in triples of its own, joined to the
		// pattern only by the filter.
		w.require(propRef{t.Var, t.Prop})
		w.triple("?"+t.Ref.Var, "a", w.term(t.Ref.Label))
		w.triple("?"+t.Ref.Var, w.term(t.RefKey), spLit(t.RefValue))
		w.require(propRef{t.Ref.Var, t.RefProp})
		op := string(t.Op)
		if t.Op == Ne {
			op = "!="
		}
		filters = append(filters, "FILTER(?"+w.vars[propRef{t.Var, t.Prop}]+" "+op+" ?"+w.vars[propRef{t.Ref.Var, t.RefProp}]+")")
	}
	filters = append(filters, w.colFilters()...)
	for _, c := range conj {
		switch x := c.(type) {
		case *Cmp:
			if inline[x] {
				continue
			}
			filters = append(filters, "FILTER("+w.expr(x, false, true)+")")
		case *Exists:
			filters = append(filters, "FILTER EXISTS "+w.existsGroup(x))
		case *Not:
			if ex, ok := x.X.(*Exists); ok {
				filters = append(filters, "FILTER NOT EXISTS "+w.existsGroup(ex))
				continue
			}
			filters = append(filters, "FILTER("+w.expr(c, false, true)+")")
		default:
			filters = append(filters, "FILTER("+w.expr(c, false, true)+")")
		}
	}
	for _, f := range filters {
		w.line(f)
	}
	if outer := a.q.outer(); len(outer) == 1 {
		// Last, so the match and its filters hold whether or not it
		// matches; COUNT skips its unbound variable where it does not.
		op := outer[0]
		w.names[op.Counted()] = true
		w.line("OPTIONAL " + w.group(op))
	}

	var b strings.Builder
	b.WriteString("SELECT ")
	if a.q.Distinct {
		b.WriteString("DISTINCT ")
	}
	for i, p := range a.q.Return {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w.proj(p))
	}
	b.WriteString(" WHERE {\n")
	b.WriteString(strings.Join(append(w.triples(), w.body...), "\n"))
	b.WriteString("\n}")
	if a.q.grouped() {
		keys := a.groupKeys()
		if len(keys) > 0 {
			b.WriteString("\nGROUP BY")
			done := map[string]bool{}
			for _, k := range keys {
				if v := w.colVar(k); !done[v] {
					done[v] = true
					b.WriteString(" ?" + v)
				}
			}
		}
	}
	if len(a.q.Having) > 0 {
		// HAVING is read before the projection, so it repeats the
		// aggregate rather than naming its column.
		b.WriteString("\nHAVING(")
		for i, h := range a.q.Having {
			if i > 0 {
				b.WriteString(" && ")
			}
			op := string(h.Op)
			if h.Op == Ne {
				op = "!="
			}
			agg := func(col string) string {
				for _, p := range a.q.Return {
					if p.As == col {
						return strings.TrimSuffix(strings.TrimPrefix(w.proj(p), "("), " AS ?"+p.As+")")
					}
				}
				return ""
			}
			rhs := spLit(h.Value)
			if h.Other != "" {
				rhs = agg(h.Other)
			}
			b.WriteString(agg(h.Col) + " " + op + " " + rhs)
		}
		b.WriteString(")")
	}
	b.WriteString(sparqlOrder(order))
	if skip > 0 {
		fmt.Fprintf(&b, "\nOFFSET %d", skip)
	}
	if limit > 0 {
		fmt.Fprintf(&b, "\nLIMIT %d", limit)
	}
	return b.String(), w.usesRDF
}

// require binds a property with a mandatory triple (once).
func (w *sparqlWriter) require(r propRef) {
	name, ok := w.vars[r]
	if ok && w.names["bound:"+name] {
		return
	}
	if !ok {
		name = w.fresh(r.v + "_" + r.p)
		w.vars[r] = name
	}
	w.names["bound:"+name] = true
	w.triple("?"+r.v, w.term(r.p), "?"+name)
}

func (w *sparqlWriter) nodeVar(n Node) (string, bool) {
	if n.Var != "" {
		return n.Var, false
	}
	w.anon++
	return fmt.Sprintf("_x%d", w.anon), true
}

// path writes the triples of a pattern; typed records which variables
// already carry their rdf:type triple.
func (w *sparqlWriter) path(p Path, main bool) {
	typed := func(v, label string) {
		if label == "" || w.names["typed:"+v] {
			return
		}
		if main {
			w.names["typed:"+v] = true
		}
		w.triple("?"+v, "a", w.term(label))
	}
	from, _ := w.nodeVar(p.From)
	if main {
		typed(from, w.a.sc.vars[from].label)
	}
	for _, h := range p.Hops {
		to, anon := w.nodeVar(h.To)
		src, dst := from, to
		if h.Dir == In {
			src, dst = to, from
		}
		switch {
		case h.Var != "" && w.edgeVarRead(h.Var) && len(h.Or) > 0:
			// One reified statement per alternative, each with its own
			// direction; UNION keeps a row per matching edge.
			w.usesRDF = true
			var alts []string
			for _, r := range h.Types() {
				s, o := from, to
				if r.Dir == In {
					s, o = to, from
				}
				alts = append(alts, fmt.Sprintf("{ ?%s rdf:subject ?%s ; rdf:predicate %s ; rdf:object ?%s . }", h.Var, s, w.term(r.Edge), o))
			}
			w.line(strings.Join(alts, " UNION "))
		case h.Var != "" && w.edgeVarRead(h.Var):
			w.usesRDF = true
			w.triple("?"+h.Var, "rdf:subject", "?"+src)
			w.triple("?"+h.Var, "rdf:predicate", w.term(h.Edge))
			w.triple("?"+h.Var, "rdf:object", "?"+dst)
		case len(h.EdgeEq) > 0:
			// The edge's reified statement, holding the values.
			w.usesRDF = true
			e := w.fresh("_e")
			w.triple("?"+e, "rdf:subject", "?"+src)
			w.triple("?"+e, "rdf:predicate", w.term(h.Edge))
			w.triple("?"+e, "rdf:object", "?"+dst)
			for _, x := range h.EdgeEq {
				w.triple("?"+e, w.term(x.Prop), spLit(x.Value))
			}
		default:
			w.triple("?"+src, w.pathExpr(h), "?"+dst)
		}
		switch {
		case main:
			typed(to, w.a.sc.vars[to].label)
		case anon || w.a.sc.vars[to].label == "":
			typed(to, h.To.Label)
		}
		from = to
	}
}

// pathExpr is the predicate of a hop. Alternatives are a property path
// alternative (^ for the ones walked against the edge), which like Cypher
// keeps one solution per matching edge. SPARQL property paths have no
// bounded repetition, so *min..max becomes the alternative of fixed-length
// sequences, which with DISTINCT reaches exactly the nodes Cypher's bounded
// pattern does; a closure is a + path after min-1 single steps.
func (w *sparqlWriter) pathExpr(h Hop) string {
	var t string
	if len(h.Or) == 0 {
		t = w.term(h.Edge)
	} else {
		// A variable-length hop's alternatives share its direction, which
		// the whole sequence takes (below); single hops carry their own.
		alts := make([]string, 0, len(h.Or)+1)
		for _, r := range h.Types() {
			a := w.term(r.Edge)
			if r.Dir != h.Dir {
				a = "^" + a
			}
			alts = append(alts, a)
		}
		t = "(" + strings.Join(alts, "|") + ")"
	}
	if !h.VarLength() {
		return t
	}
	if h.Closure() && h.Min == 0 {
		return t + "*"
	}
	if h.Closure() {
		seq := make([]string, h.Min-1, h.Min)
		for i := range seq {
			seq[i] = t
		}
		seq = append(seq, t+"+")
		return strings.Join(seq, "/")
	}
	var alts []string
	for n := h.Min; n <= h.Max; n++ {
		seq := make([]string, n)
		for i := range seq {
			seq[i] = t
		}
		alts = append(alts, strings.Join(seq, "/"))
	}
	if len(alts) == 1 && h.Min == 1 {
		return t
	}
	return "(" + strings.Join(alts, "|") + ")"
}

// group renders an EXISTS pattern as a group graph pattern.
// existsGroup is an EXISTS pattern's group, with the values its far node
// holds.
func (w *sparqlWriter) existsGroup(x *Exists) string {
	if len(x.FarEq) == 0 {
		return w.group(x.Path)
	}
	saved, savedInd := w.body, w.ind
	w.body, w.ind = nil, ""
	w.path(x.Path, false)
	// The far node is anonymous (Validate), the last one path named.
	far := fmt.Sprintf("_x%d", w.anon)
	for _, f := range x.FarEq {
		w.triple("?"+far, w.term(f.Prop), spLit(f.Value))
	}
	inner := w.body
	w.body, w.ind = saved, savedInd
	return "{ " + strings.Join(inner, " ") + " }"
}

func (w *sparqlWriter) group(p Path) string {
	saved, savedInd := w.body, w.ind
	w.body, w.ind = nil, ""
	w.path(p, false)
	inner := w.body
	w.body, w.ind = saved, savedInd
	return "{ " + strings.Join(inner, " ") + " }"
}

// expr renders a filter expression; neg pushes negation down so a negated
// list membership can require the list to exist (three-valued logic).
func (w *sparqlWriter) expr(e Expr, neg, top bool) string {
	switch x := e.(type) {
	case *Cmp:
		if x.Op == HasElem {
			has := fmt.Sprintf("EXISTS { ?%s %s %s }", x.Var, w.term(x.Prop), spLit(x.Value))
			if !neg {
				return has
			}
			w.anon++
			return fmt.Sprintf("(EXISTS { ?%s %s ?_x%d } && NOT %s)", x.Var, w.term(x.Prop), w.anon, has)
		}
		s := w.cmp(x, top && !neg)
		if neg {
			return "!(" + s + ")"
		}
		return s
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
			parts[i] = w.expr(a, neg, false)
		}
		op := " || "
		if isAnd {
			op = " && "
		}
		if top {
			return strings.Join(parts, op)
		}
		return "(" + strings.Join(parts, op) + ")"
	case *Not:
		return w.expr(x.X, !neg, top)
	case *Exists:
		if neg {
			return "NOT EXISTS " + w.existsGroup(x)
		}
		return "EXISTS " + w.existsGroup(x)
	}
	return "true"
}

func (w *sparqlWriter) cmp(c *Cmp, top bool) string {
	if c.Op == Missing {
		w.anon++
		return fmt.Sprintf("NOT EXISTS { ?%s %s ?_x%d }", c.Var, w.term(c.Prop), w.anon)
	}
	v := "?" + w.vars[propRef{c.Var, c.Prop}]
	switch c.Op {
	case StartsWith:
		return "STRSTARTS(" + v + ", " + spLit(c.Value) + ")"
	case EndsWith:
		return "STRENDS(" + v + ", " + spLit(c.Value) + ")"
	case Contains:
		return "CONTAINS(" + v + ", " + spLit(c.Value) + ")"
	case ContainsFold:
		return "CONTAINS(LCASE(" + v + "), " + spLit(strings.ToLower(c.Value.(string))) + ")"
	case EqFold:
		return "LCASE(" + v + ") = " + spLit(strings.ToLower(c.Value.(string)))
	case OneOf:
		l := c.Value.([]any)
		parts := make([]string, len(l))
		for i, e := range l {
			parts[i] = spLit(e)
		}
		if _, str := l[0].(string); str {
			v = "STR(" + v + ")"
		}
		return v + " IN (" + strings.Join(parts, ", ") + ")"
	case Eq:
		if _, str := c.Value.(string); str && !top {
			// Jena rewrites a string equality inside a disjunction into a
			// UNION that can return a row twice; comparing lexical forms
			// is the same test without the rewrite.
			return "STR(" + v + ") = " + spLit(c.Value)
		}
	case Ne:
		return v + " != " + spLit(c.Value)
	}
	return v + " " + string(c.Op) + " " + spLit(c.Value)
}

func (w *sparqlWriter) proj(p Proj) string {
	if p.Agg == NoAgg {
		if v := w.colVar(p); v != p.As {
			// The same value asked for twice: bind once, project twice.
			return "(?" + v + " AS ?" + p.As + ")"
		}
		return "?" + p.As
	}
	arg := "*"
	if p.Var != "" {
		arg = "?" + p.Var
		if p.Prop != "" {
			arg = "?" + w.vars[propRef{p.Var, p.Prop}]
		}
	}
	var e string
	switch p.Agg {
	case Count:
		e = "COUNT(" + arg + ")"
	case Any:
		e = "COUNT(*) > 0"
	case CountDistinct:
		e = "COUNT(DISTINCT " + arg + ")"
	case Collect:
		e = "GROUP_CONCAT(" + arg + "; separator=\", \")"
	case Avg:
		e = "AVG(" + arg + ")"
		if len(w.a.groupKeys()) == 0 {
			// SPARQL's AVG of no rows is 0 where Cypher's is null; the
			// division by a zero count is an error, which leaves the
			// column unbound (null) and equals AVG otherwise.
			e = "SUM(" + arg + ") / COUNT(" + arg + ")"
		}
	default:
		e = strings.ToUpper(string(p.Agg)) + "(" + arg + ")"
	}
	return "(" + e + " AS ?" + p.As + ")"
}

// colVar is the SPARQL variable holding a non-aggregate column's value.
func (w *sparqlWriter) colVar(p Proj) string {
	if el, ok := w.a.unwound[propRef{p.Var, p.Prop}]; ok {
		return el
	}
	if v, ok := w.vars[propRef{p.Var, p.Prop}]; ok {
		return v
	}
	return p.As
}

// edgeVarRead reports whether the query reads the edge variable; an unread
// one needs no reified statement, which an edge without properties lacks.
func (w *sparqlWriter) edgeVarRead(v string) bool {
	read := false
	walkCmp(w.a.q.Where, func(c *Cmp) { read = read || c.Var == v })
	for _, p := range w.a.q.Return {
		read = read || p.Var == v
	}
	return read
}

// sparqlOp is a comparison's SPARQL operator.
func sparqlOp(op Op) string {
	if op == Ne {
		return "!="
	}
	return string(op)
}
