package twig

import (
	"regexp"
	"strings"

	"github.com/gql-dev/gql/schema"
)

var grTok = regexp.MustCompile(`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_][\w]*|-?\d+(?:\.\d+)?|[().,\[\]]`)

// OfGremlin is the footprint of a Gremlin traversal, read step by step with
// the schema resolving where out()/in() lead. Nested anonymous traversals
// (where(__.out(...)), not(...), by(...)) start from the step's current
// position and do not move the outer traversal.
func OfGremlin(text string, s *schema.Schema) *Footprint {
	f := newFootprint()
	toks := grTok.FindAllString(text, -1)
	type state struct {
		label  string // current node label ("" unknown)
		edge   string // current edge type when on an edge
		eFrom  string // the node label the edge was entered from
		eRev   bool   // entered with inE (the node is the target)
		hops   int
		onEdge bool
		kind   string // the step that opened this nested traversal
		neg    bool   // inside not(...)
	}
	stack := []state{{}}
	cur := func() *state { return &stack[len(stack)-1] }
	unq := func(t string) (string, bool) {
		if len(t) >= 2 && (t[0] == '\'' || t[0] == '"') {
			return t[1 : len(t)-1], true
		}
		return "", false
	}
	// args returns the top-level string arguments of the call whose "(" is at i.
	args := func(i int) []string {
		var out []string
		depth := 0
		for j := i; j < len(toks); j++ {
			switch toks[j] {
			case "(":
				depth++
			case ")":
				depth--
				if depth == 0 {
					return out
				}
			default:
				if depth == 1 {
					if v, ok := unq(toks[j]); ok {
						out = append(out, v)
					} else if toks[j] != "," {
						out = append(out, "\x00")
					}
				}
			}
		}
		return out
	}
	hop := func(st *state, e string, reverse, both bool) {
		et := s.EdgeType(e)
		to := ""
		if et != nil {
			to = otherEnd(et, st.label, reverse)
			if both && to == "" {
				to = otherEnd(et, st.label, !reverse)
			}
		}
		ref := EdgeRef{From: st.label, Type: e, To: to}
		if reverse {
			ref = EdgeRef{From: to, Type: e, To: st.label}
		}
		f.addEdge(ref)
		if to != "" {
			f.Labels[to] = true
		}
		st.label = to
		st.hops++
		if st.hops >= 2 {
			f.Shapes["multi-hop"] = true
		}
		if !st.neg && (st.kind == "where" || st.kind == "filter" || st.kind == "and") {
			f.Shapes["exists"] = true
		}
	}
	// edgeOnly records an edge entered with outE/inE; inV/outV later moves
	// onto its far node.
	edgeOnly := func(st *state, e string, reverse bool) {
		et := s.EdgeType(e)
		to := ""
		if et != nil {
			to = otherEnd(et, st.label, reverse)
		}
		ref := EdgeRef{From: st.label, Type: e, To: to}
		if reverse {
			ref = EdgeRef{From: to, Type: e, To: st.label}
		}
		f.addEdge(ref)
		if to != "" {
			f.Labels[to] = true
		}
	}
	inBy := func() bool {
		for _, fr := range stack[1:] {
			if fr.kind == "by" || fr.kind == "project" {
				return true
			}
		}
		return false
	}
	agg := func(name string) {
		f.Shapes[name] = true
		if len(stack) > 1 && inBy() {
			f.Shapes["group"] = true
		}
	}
	owner := func(st *state) string {
		if st.onEdge {
			return st.edge
		}
		return ownerOr(st.label, "?")
	}
	depthOpen := []bool{} // per "(", whether it pushed a state
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t == "(" {
			depthOpen = append(depthOpen, false)
			continue
		}
		if t == ")" {
			if n := len(depthOpen); n > 0 {
				if depthOpen[n-1] && len(stack) > 1 {
					inner := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if inner.hops > 0 && stack[len(stack)-1].hops+inner.hops >= 2 {
						f.Shapes["multi-hop"] = true
					}
				}
				depthOpen = depthOpen[:n-1]
			}
			continue
		}
		if i+1 >= len(toks) || toks[i+1] != "(" {
			continue
		}
		a := args(i + 1)
		st := cur()
		switch t {
		case "V", "E":
			*st = state{}
		case "hasLabel":
			if len(a) > 0 && a[0] != "\x00" {
				st.label = a[0]
				f.Labels[a[0]] = true
			}
		case "has":
			switch {
			case len(a) >= 3 && a[0] != "\x00" && a[1] != "\x00":
				st.label = a[0]
				f.Labels[a[0]] = true
				f.Props[a[0]+"."+a[1]] = true
			case len(a) >= 1 && a[0] != "\x00":
				f.Props[owner(st)+"."+a[0]] = true
			}
		case "hasNot":
			if len(a) >= 1 {
				f.Props[owner(st)+"."+a[0]] = true
				f.Shapes["negation"] = true
			}
		case "out", "in", "both":
			for _, e := range a {
				if e != "\x00" {
					hop(st, e, t == "in", t == "both")
					break
				}
			}
		case "outE", "inE", "bothE":
			if len(a) > 0 {
				edgeOnly(st, a[0], t == "inE")
				st.onEdge, st.edge, st.eFrom, st.eRev = true, a[0], st.label, t == "inE"
			}
		case "inV", "outV", "otherV":
			if st.onEdge {
				st.onEdge = false
				if et := s.EdgeType(st.edge); et != nil {
					st.label = otherEnd(et, st.eFrom, st.eRev)
				}
				st.hops++
				if st.hops >= 2 {
					f.Shapes["multi-hop"] = true
				}
			}
		case "values", "properties", "valueMap", "elementMap", "by":
			for _, p := range a {
				if p != "\x00" {
					f.Props[owner(st)+"."+p] = true
				}
			}
		case "count":
			agg("count")
		case "mean":
			agg("avg")
		case "sum", "min", "max":
			agg(t)
		case "groupCount":
			f.Shapes["count"] = true
			f.Shapes["group"] = true
		case "group":
			f.Shapes["group"] = true
		case "order":
			f.Shapes["order"] = true
		case "limit", "range", "tail":
			f.Shapes["limit"] = true
		case "dedup":
			f.Shapes["distinct"] = true
		case "not":
			f.Shapes["negation"] = true
		case "repeat", "emit", "times", "until", "shortestPath":
			f.Shapes["var-length"] = true
		case "fold":
			f.Shapes["collect"] = true
		case "where":
			if strings.Contains(strings.Join(toks[i:min(i+6, len(toks))], " "), "P . eq") {
				f.Shapes["multi-hop"] = true
			}
		}
		switch t {
		case "where", "not", "and", "or", "filter", "local", "optional", "coalesce", "union", "repeat", "by", "choose", "map", "flatMap", "project", "select":
			// An anonymous traversal inside starts where the step stands.
			inner := *cur()
			inner.hops, inner.kind = 0, t
			inner.neg = inner.neg || t == "not"
			stack = append(stack, inner)
			depthOpen = append(depthOpen, true)
			i++ // the "(" was consumed
		}
	}
	return f
}

var spTok = regexp.MustCompile(`<[^>\s]*>|"(?:[^"\\]|\\.)*"(?:\^\^\S+|@[\w-]+)?|'(?:[^'\\]|\\.)*'|\?\w+|\$\w+|[A-Za-z_][\w.-]*:[\w\\#.-]*|:[\w\\#.-]*|\^\^|&&|\|\||[{}().;,\[\]*+?/^|!<>=]|[A-Za-z_]\w*|-?\d+(?:\.\d+)?`)

// OfSPARQL is the footprint of a SPARQL query over the project's RDF
// mapping: `a :L` gives labels, predicates naming edge types give edges
// (subject = source), other predicates give properties of their subject's
// class, and rdf:Statement reification (rdf:predicate :E + property) gives
// edge properties.
func OfSPARQL(text string, s *schema.Schema) *Footprint {
	f := newFootprint()
	upper := strings.ToUpper(text)
	body := text
	if k := strings.Index(upper, "WHERE"); k >= 0 {
		body = text[k:]
	} else if k := strings.Index(text, "{"); k >= 0 {
		body = text[k:]
	}
	toks := spTok.FindAllString(body, -1)
	local := func(t string) string {
		if strings.HasPrefix(t, "<") {
			t = strings.Trim(t, "<>")
			if k := strings.LastIndexAny(t, "/#"); k >= 0 {
				return t[k+1:]
			}
			return t
		}
		if k := strings.IndexByte(t, ':'); k >= 0 {
			t = t[k+1:]
		}
		if k := strings.LastIndex(t, `\#`); k >= 0 {
			t = t[k+2:]
		}
		return t
	}
	isRDFType := func(t string) bool {
		return t == "a" || t == "rdf:type" || strings.HasSuffix(t, "22-rdf-syntax-ns#type>")
	}
	type triple struct{ s, p, o string }
	var triples []triple
	var subj, pred string
	pos := 0 // 0 expect subject, 1 predicate, 2 object
	depth := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		u := strings.ToUpper(t)
		switch {
		case t == "{":
			depth++
			pos = 0
			continue
		case t == "}":
			depth--
			pos = 0
			continue
		case depth <= 0:
			// Solution modifiers (GROUP BY, ORDER BY, LIMIT) after the body.
			continue
		case u == "FILTER" || u == "BIND" || u == "HAVING":
			// Skip a parenthesised expression; NOT EXISTS / EXISTS { } blocks
			// are triple patterns and are read.
			if i+1 < len(toks) && toks[i+1] == "(" {
				depth := 0
				for j := i + 1; j < len(toks); j++ {
					if toks[j] == "(" {
						depth++
					} else if toks[j] == ")" {
						depth--
						if depth == 0 {
							i = j
							break
						}
					}
					if strings.ToUpper(toks[j]) == "EXISTS" {
						f.Shapes["exists"] = true
					}
				}
			}
			pos = 0
			continue
		case u == "NOT":
			if i+1 < len(toks) && strings.ToUpper(toks[i+1]) == "EXISTS" {
				f.Shapes["negation"] = true
				i++
			}
			continue
		case u == "EXISTS":
			f.Shapes["exists"] = true
			continue
		case u == "MINUS":
			f.Shapes["negation"] = true
			continue
		case u == "OPTIONAL" || u == "UNION" || u == "GRAPH" || u == "SERVICE" || u == "VALUES" || u == "WHERE" || u == "SELECT":
			continue
		case t == ".":
			pos = 0
			continue
		case t == ";":
			pos = 1
			continue
		case t == ",":
			pos = 2
			continue
		case t == "*" || t == "+" || t == "?" || t == "/" || t == "^" || t == "|":
			if pos == 2 {
				if t == "*" || t == "+" {
					f.Shapes["var-length"] = true
				}
				continue
			}
		case t == "(" || t == ")":
			continue
		}
		switch pos {
		case 0:
			subj = t
			pos = 1
		case 1:
			pred = t
			pos = 2
		case 2:
			triples = append(triples, triple{subj, pred, t})
			pos = 3
		}
	}
	label := map[string]string{}
	stmt := map[string]string{} // statement var -> edge type
	for _, tr := range triples {
		if isRDFType(tr.p) {
			l := local(tr.o)
			if l != "Statement" {
				label[tr.s] = l
				f.Labels[l] = true
			}
		}
		if strings.HasSuffix(tr.p, "predicate") && strings.HasPrefix(tr.p, "rdf:") {
			stmt[tr.s] = local(tr.o)
		}
	}
	degree := map[string]int{}
	for _, tr := range triples {
		if isRDFType(tr.p) || strings.HasPrefix(tr.p, "rdf:") {
			continue
		}
		p := local(tr.p)
		if e, ok := stmt[tr.s]; ok {
			f.Props[e+"."+p] = true
			continue
		}
		if s.EdgeType(p) != nil {
			from, to := label[tr.s], label[tr.o]
			et := s.EdgeType(p)
			if from == "" {
				from = otherEnd(et, to, true)
			}
			if to == "" {
				to = otherEnd(et, from, false)
			}
			f.addEdge(EdgeRef{From: from, Type: p, To: to})
			degree[tr.s]++
			degree[tr.o]++
			continue
		}
		f.Props[ownerOr(label[tr.s], "?")+"."+p] = true
	}
	for _, d := range degree {
		if d >= 2 {
			f.Shapes["multi-hop"] = true
		}
	}
	sel := upper
	if k := strings.Index(upper, "WHERE"); k >= 0 {
		sel = upper[:k]
	}
	for k, v := range map[string]string{"COUNT": "count", "AVG": "avg", "SUM": "sum", "MIN": "min", "MAX": "max", "GROUP_CONCAT": "collect"} {
		if regexp.MustCompile(`\b` + k + `\s*\(`).MatchString(sel) {
			f.Shapes[v] = true
		}
	}
	if strings.Contains(upper, "DISTINCT") {
		f.Shapes["distinct"] = true
	}
	if strings.Contains(upper, "GROUP BY") {
		f.Shapes["group"] = true
	}
	if strings.Contains(upper, "ORDER BY") {
		f.Shapes["order"] = true
	}
	if regexp.MustCompile(`\bLIMIT\b`).MatchString(upper) {
		f.Shapes["limit"] = true
	}
	return f
}
