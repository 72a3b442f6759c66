package twig

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// EdgeRef is one directed edge of a pattern: source label, edge type,
// target label. An empty label is unknown (an unlabelled Cypher node) and
// matches any label.
type EdgeRef struct{ From, Type, To string }

// Footprint is the structure a query uses, independent of its language:
// labels, directed edges with their endpoint labels, properties with their
// owner (label or edge type, "?" when unknown), and shape features —
// count, avg, sum, min, max, collect, group, order, limit, distinct,
// exists, negation, var-length, multi-hop (some node has two or more hops:
// a chain and a star are the same shape at two edges, so they are not told
// apart).
//
// Twig hit rate (docs/linking.md) counts a retrieved twig as a hit when its
// footprint is contained in the gold query's footprint (Contains).
type Footprint struct {
	Labels map[string]bool
	Edges  []EdgeRef
	Props  map[string]bool
	Shapes map[string]bool
}

func newFootprint() *Footprint {
	return &Footprint{Labels: map[string]bool{}, Props: map[string]bool{}, Shapes: map[string]bool{}}
}

func (f *Footprint) addEdge(e EdgeRef) {
	for _, x := range f.Edges {
		if x == e {
			return
		}
	}
	f.Edges = append(f.Edges, e)
}

// String lists the footprint compactly, for reports and test failures.
func (f *Footprint) String() string {
	var parts []string
	for _, l := range sortedKeys(f.Labels) {
		parts = append(parts, ":"+l)
	}
	for _, e := range f.Edges {
		parts = append(parts, "("+e.From+")-["+e.Type+"]->("+e.To+")")
	}
	for _, p := range sortedKeys(f.Props) {
		parts = append(parts, "."+p)
	}
	for _, s := range sortedKeys(f.Shapes) {
		parts = append(parts, "#"+s)
	}
	return strings.Join(parts, " ")
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Contains reports whether every label, edge, property and shape of twig
// occurs in gold. Unknown labels ("") and owners ("?") in gold match any.
func Contains(gold, twig *Footprint) bool {
	for l := range twig.Labels {
		if !gold.Labels[l] && !edgeEndpoint(gold, l) {
			return false
		}
	}
	for _, te := range twig.Edges {
		ok := false
		for _, ge := range gold.Edges {
			if ge.Type == te.Type && labelMatch(ge.From, te.From) && labelMatch(ge.To, te.To) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	for p := range twig.Props {
		if gold.Props[p] {
			continue
		}
		name := p[strings.LastIndexByte(p, '.')+1:]
		if !gold.Props["?."+name] {
			return false
		}
	}
	for s := range twig.Shapes {
		if gold.Shapes[s] {
			continue
		}
		// An existence check (semi-join) is contained in a query that
		// matches the same edges outright, unless that query negates.
		if s == "exists" && !gold.Shapes["negation"] {
			continue
		}
		return false
	}
	return true
}

// edgeEndpoint: a gold label may be implied by an edge endpoint the gold
// query resolved through the schema (Gremlin's out('ACTED_IN') reaches a
// Movie without naming it).
func edgeEndpoint(f *Footprint, l string) bool {
	for _, e := range f.Edges {
		if e.From == l || e.To == l {
			return true
		}
	}
	return false
}

func labelMatch(gold, twig string) bool { return gold == "" || twig == "" || gold == twig }

// OfQuery is the footprint of an IR query. Node columns that project a
// node's key implicitly (Prop "") add no property: that is how every
// language names a node, not structure the question asked for.
func OfQuery(q *templates.Query, s *schema.Schema) *Footprint {
	f := newFootprint()
	label := map[string]string{} // node var -> label
	edge := map[string]string{}  // edge var -> type
	degree := map[string]int{}
	var walk func(p templates.Path, main bool)
	walk = func(p templates.Path, main bool) {
		cur := p.From.Var
		if p.From.Label != "" {
			if p.From.Var != "" {
				label[p.From.Var] = p.From.Label
			}
			f.Labels[p.From.Label] = true
		}
		curLabel := p.From.Label
		if curLabel == "" {
			curLabel = label[cur]
		}
		for _, h := range p.Hops {
			to := h.To.Label
			if to == "" {
				to = label[h.To.Var]
			}
			if to == "" {
				// The schema decides the far end when only one label fits.
				if et := s.EdgeType(h.Edge); et != nil {
					to = otherEnd(et, curLabel, h.Dir == templates.In)
				}
			}
			if h.To.Var != "" && to != "" {
				label[h.To.Var] = to
			}
			if to != "" {
				f.Labels[to] = true
			}
			e := EdgeRef{From: curLabel, Type: h.Edge, To: to}
			if h.Dir == templates.In {
				e = EdgeRef{From: to, Type: h.Edge, To: curLabel}
			}
			f.addEdge(e)
			if h.VarLength() {
				f.Shapes["var-length"] = true
			}
			if h.Var != "" {
				edge[h.Var] = h.Edge
			}
			if main {
				degree[cur]++
				degree[h.To.Var]++
			}
			cur, curLabel = h.To.Var, to
		}
	}
	for _, p := range q.Match {
		walk(p, true)
	}
	for v, d := range degree {
		if d >= 2 && v != "" {
			f.Shapes["multi-hop"] = true
		}
	}
	owner := func(v string) string {
		if l, ok := label[v]; ok {
			return l
		}
		if e, ok := edge[v]; ok {
			return e
		}
		return "?"
	}
	var expr func(e templates.Expr, neg bool)
	expr = func(e templates.Expr, neg bool) {
		switch x := e.(type) {
		case *templates.Cmp:
			f.Props[owner(x.Var)+"."+x.Prop] = true
		case *templates.And:
			for _, a := range x.Args {
				expr(a, neg)
			}
		case *templates.Or:
			for _, a := range x.Args {
				expr(a, neg)
			}
		case *templates.Not:
			f.Shapes["negation"] = true
			expr(x.X, true)
		case *templates.Exists:
			if !neg {
				f.Shapes["exists"] = true
			}
			walk(x.Path, false)
		}
	}
	if q.Where != nil {
		expr(q.Where, false)
	}
	hasAgg, hasPlain := false, false
	for _, p := range q.Return {
		if p.Prop != "" && p.Var != "" {
			f.Props[owner(p.Var)+"."+p.Prop] = true
		}
		switch p.Agg {
		case templates.NoAgg:
			hasPlain = true
			continue
		case templates.Count:
			f.Shapes["count"] = true
		case templates.CountDistinct:
			f.Shapes["count"] = true
			f.Shapes["distinct"] = true
		default:
			f.Shapes[string(p.Agg)] = true
		}
		hasAgg = true
	}
	if hasAgg && hasPlain {
		f.Shapes["group"] = true
	}
	if q.Distinct {
		f.Shapes["distinct"] = true
	}
	if len(q.Order) > 0 {
		f.Shapes["order"] = true
	}
	if q.Limit > 0 {
		f.Shapes["limit"] = true
	}
	return f
}

// otherEnd is the label at the other end of an edge type from label, when
// the schema leaves one choice.
func otherEnd(et *schema.EdgeType, from string, reverse bool) string {
	cands := map[string]bool{}
	for _, ep := range et.Endpoints {
		a, b := ep.From, ep.To
		if reverse {
			a, b = b, a
		}
		if from == "" || a == from {
			cands[b] = true
		}
	}
	if len(cands) == 1 {
		for l := range cands {
			return l
		}
	}
	return ""
}

var (
	cyNode   = regexp.MustCompile(`^\(\s*([A-Za-z_]\w*)?\s*((?::\s*` + "`?" + `[A-Za-z_]\w*` + "`?" + `\s*)*)(\{[^}]*\})?\s*\)`)
	cyRel    = regexp.MustCompile(`^(<)?-(?:\[\s*([A-Za-z_]\w*)?\s*(?::\s*([A-Za-z_|` + "`" + `\w]+))?\s*(\*[\d.\s]*)?\s*(\{[^}]*\})?\s*\])?-(>)?`)
	cyMapKey = regexp.MustCompile(`([A-Za-z_]\w*)\s*:`)
	cyProp   = regexp.MustCompile(`\b([A-Za-z_]\w*)\.([A-Za-z_]\w*)\b`)
	cyStr    = regexp.MustCompile(`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`)
)

// OfCypher is the footprint of Cypher text, read by a pattern scanner (not
// a full parser): node and relationship patterns in MATCH/WHERE/EXISTS,
// var.prop references, aggregates and clauses. Variables take the label
// they carry anywhere in the query.
func OfCypher(text string, s *schema.Schema) *Footprint {
	f := newFootprint()
	// Blank string literals so a title like 'A (B)' is no pattern.
	src := cyStr.ReplaceAllStringFunc(text, func(m string) string { return "'" + strings.Repeat("x", max(0, len(m)-2)) + "'" })
	upper := strings.ToUpper(src)
	label := map[string]string{}
	edge := map[string]string{}
	nodeVars := map[string]bool{}
	type hop struct {
		from, to   string // vars ("" anonymous, with idx suffix)
		fromL, toL string
		typ        string
	}
	var hops []hop
	chains := 0
	degree := map[string]int{}
	anon := 0
	for i := 0; i < len(src); i++ {
		if src[i] != '(' {
			continue
		}
		m := cyNode.FindStringSubmatchIndex(src[i:])
		if m == nil {
			continue
		}
		// Walk a chain node (rel node)*.
		pos := i
		var prevVar, prevLabel string
		n := 0
		for {
			nm := cyNode.FindStringSubmatch(src[pos:])
			if nm == nil {
				break
			}
			v := nm[1]
			if v == "" {
				anon++
				v = "\x00" + itoa(anon)
			}
			l := firstLabel(nm[2])
			nodeVars[v] = true
			if l != "" {
				label[v] = l
				f.Labels[l] = true
			}
			if nm[3] != "" {
				for _, k := range cyMapKey.FindAllStringSubmatch(nm[3], -1) {
					f.Props[ownerOr(l, "?")+"."+k[1]] = true
				}
			}
			if n > 0 {
				hops[len(hops)-1].to, hops[len(hops)-1].toL = v, l
				degree[v]++
			}
			prevVar, prevLabel = v, l
			pos += len(nm[0])
			rest := strings.TrimLeft(src[pos:], " \t\n")
			rm := cyRel.FindStringSubmatch(rest)
			if rm == nil || rm[0] == "" {
				break
			}
			pos += len(src[pos:]) - len(rest) + len(rm[0])
			pos += len(src[pos:]) - len(strings.TrimLeft(src[pos:], " \t\n"))
			types := strings.Split(strings.ReplaceAll(rm[3], "`", ""), "|")
			typ := strings.TrimPrefix(types[0], ":")
			if rm[4] != "" {
				f.Shapes["var-length"] = true
			}
			if rm[2] != "" {
				edge[rm[2]] = typ
			}
			if rm[5] != "" {
				for _, k := range cyMapKey.FindAllStringSubmatch(rm[5], -1) {
					f.Props[ownerOr(typ, "?")+"."+k[1]] = true
				}
			}
			h := hop{from: prevVar, fromL: prevLabel, typ: typ}
			if rm[1] == "<" {
				h.typ = "<" + typ
			}
			hops = append(hops, h)
			degree[prevVar]++
			n++
		}
		if n >= 2 {
			chains++
		}
		i = pos - 1
	}
	for _, h := range hops {
		typ := strings.TrimPrefix(h.typ, "<")
		if typ == "" {
			continue
		}
		fl, tl := h.fromL, h.toL
		if fl == "" {
			fl = label[h.from]
		}
		if tl == "" {
			tl = label[h.to]
		}
		e := EdgeRef{From: fl, Type: typ, To: tl}
		if strings.HasPrefix(h.typ, "<") {
			e = EdgeRef{From: tl, Type: typ, To: fl}
		}
		f.addEdge(e)
	}
	if chains > 0 {
		f.Shapes["multi-hop"] = true
	}
	for _, d := range degree {
		if d >= 2 {
			f.Shapes["multi-hop"] = true
		}
	}
	for _, m := range cyProp.FindAllStringSubmatch(src, -1) {
		v, p := m[1], m[2]
		if l, ok := label[v]; ok {
			f.Props[l+"."+p] = true
		} else if e, ok := edge[v]; ok {
			f.Props[e+"."+p] = true
		} else if nodeVars[v] {
			f.Props["?."+p] = true
		}
	}
	aggs := map[string]string{"COUNT(": "count", "AVG(": "avg", "SUM(": "sum", "MIN(": "min", "MAX(": "max", "COLLECT(": "collect"}
	for k, v := range aggs {
		if strings.Contains(strings.ReplaceAll(upper, " (", "("), k) {
			f.Shapes[v] = true
		}
	}
	if strings.Contains(upper, "DISTINCT") {
		f.Shapes["distinct"] = true
	}
	if strings.Contains(upper, "ORDER BY") {
		f.Shapes["order"] = true
	}
	if regexp.MustCompile(`\bLIMIT\b`).MatchString(upper) {
		f.Shapes["limit"] = true
	}
	notNull := regexp.MustCompile(`\bIS\s+NOT\s+NULL\b`)
	if regexp.MustCompile(`\bNOT\b`).MatchString(notNull.ReplaceAllString(upper, "")) {
		f.Shapes["negation"] = true
	}
	if regexp.MustCompile(`\bEXISTS\b`).MatchString(regexp.MustCompile(`\bNOT\s+EXISTS\b`).ReplaceAllString(upper, "")) {
		f.Shapes["exists"] = true
	}
	if strings.Contains(upper, "SHORTESTPATH") {
		f.Shapes["var-length"] = true
	}
	if f.Shapes["count"] || f.Shapes["avg"] || f.Shapes["sum"] || f.Shapes["min"] || f.Shapes["max"] || f.Shapes["collect"] {
		if groupedReturn(upper) {
			f.Shapes["group"] = true
		}
	}
	return f
}

// groupedReturn: a RETURN or WITH that mixes plain and aggregate items.
func groupedReturn(upper string) bool {
	for _, kw := range []string{"RETURN ", "WITH "} {
		for idx := strings.Index(upper, kw); idx >= 0; {
			rest := upper[idx+len(kw):]
			end := len(rest)
			for _, stop := range []string{" ORDER BY", " LIMIT", " MATCH", " WHERE", " RETURN", " WITH", " UNWIND", "\n"} {
				if k := strings.Index(rest, stop); k >= 0 && k < end {
					end = k
				}
			}
			items := splitTop(rest[:end])
			agg, plain := 0, 0
			for _, it := range items {
				if regexp.MustCompile(`\b(COUNT|AVG|SUM|MIN|MAX|COLLECT)\s*\(`).MatchString(it) {
					agg++
				} else if strings.TrimSpace(it) != "" {
					plain++
				}
			}
			if agg > 0 && plain > 0 {
				return true
			}
			next := strings.Index(rest, kw)
			if next < 0 {
				break
			}
			idx = idx + len(kw) + next
		}
	}
	return false
}

func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

func firstLabel(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	parts := strings.Split(strings.TrimPrefix(s, ":"), ":")
	return strings.Trim(strings.TrimSpace(parts[0]), "`")
}

func ownerOr(o, d string) string {
	if o == "" {
		return d
	}
	return o
}

func itoa(i int) string { return strconv.Itoa(i) }
