package offline

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// fkPath is one way of joining a node the pattern has not reached (lone)
// to one it has (m): a relationship between their labels, or two through a
// third label with no name of its own (a row of keys: a junction table, a
// loan row naming a lender and a borrower).
type fkPath struct {
	m      *onode
	first  *schema.EdgeType // lone's side
	second *schema.EdgeType // m's side, nil for a direct one
	via    string           // the middle label
	// said are the tokens naming this path (a role word of a key, the
	// middle label's name); bound, those of them nearest lone among the
	// nodes of its label, so two roles of one table go each to its node.
	said, bound []int
}

func (p fkPath) String() string {
	if p.second == nil {
		return p.first.Name
	}
	return p.first.Name + " and " + p.second.Name + " through " + p.via
}

// schemaWords splits a schema name into lower-case words: the column of
// "trip#ref-start_station_id" gives start, station, id; camel case and
// hyphens split too ("ACTED_IN", "startStation").
func schemaWords(name string) []string {
	if i := strings.LastIndexByte(name, '#'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.TrimPrefix(name, "ref-")
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && i > 0 && unicode.IsLower(rs[i-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}

// roleWords are the words of a name that say which role its rows play:
// neither key fillers (id, ref, by) nor the names of the labels it joins,
// which the question says whichever path it means.
func roleWords(name string, labels ...string) []string {
	skip := map[string]bool{}
	for _, l := range labels {
		for _, w := range schemaWords(l) {
			skip[w] = true
			skip[english.Singular(w)] = true
		}
	}
	var out []string
	for _, w := range schemaWords(name) {
		if len(w) < 3 || english.KeyFiller(w) || skip[w] || skip[english.Singular(w)] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// saying lists the tokens of the question that say one of the words.
func (o *readCtx) saying(words []string) []int {
	var out []int
	for i := range o.toks {
		for _, w := range words {
			if english.SaysRole(o.words[i], o.lower[i], w) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// linkedLabelAt lists the tokens grounding linked to label l.
func (o *readCtx) linkedLabelAt(l string) []int {
	var out []int
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l {
			out = append(out, o.tokensIn(e.Span)...)
		}
	}
	return out
}

// fkPaths lists every way of joining lone to the component: each
// relationship between their labels, and each pair of relationships
// through a middle label with no naming property (a row of keys) that is
// not already in the component.
func (o *relPhase) fkPaths(lone *onode, comp map[*onode]bool) []fkPath {
	var out []fkPath
	inComp := map[string]bool{}
	for m := range comp {
		inComp[m.label] = true
	}
	for _, m := range o.inOrder(comp) {
		if m.label == lone.label {
			continue
		}
		for _, et := range edgeTypesBetween(o.s, lone.label, m.label) {
			out = append(out, fkPath{m: m, first: et})
		}
		for _, l := range o.s.Labels {
			j := l.Name
			if j == lone.label || j == m.label || inComp[j] || schema.NamingProperty(j, l.Properties) != "" {
				continue
			}
			for _, a := range edgeTypesBetween(o.s, lone.label, j) {
				for _, b := range edgeTypesBetween(o.s, j, m.label) {
					if a.Name != b.Name {
						out = append(out, fkPath{m: m, first: a, second: b, via: j})
					}
				}
			}
		}
	}
	return out
}

// pathByWords joins lone to the component by the path the question's
// words name, when two labels are joined by more than one: a junction the
// question's verb names ("physicians affiliated with Cardiology" through
// affiliated_with, not department.head_id), a key column's role ("the
// museum that borrowed the most artworks" through loan.borrower_id, not
// the artwork's owner), each of two roles of one table bound to its own
// node ("started in A and ended in B"). It reports whether it joined
// them; with no path said, or two said alike, connect chooses as before.
func (o *relPhase) pathByWords(lone *onode, comp map[*onode]bool) bool {
	if o.secondRow(lone, comp) {
		return true
	}
	ps := o.fkPaths(lone, comp)
	if len(ps) < 2 {
		return false
	}
	sameLabel := func(l string) []*onode {
		var ns []*onode
		for _, n := range o.nodes {
			if n.label == l && n.pos >= 0 {
				ns = append(ns, n)
			}
		}
		return ns
	}
	peers := sameLabel(lone.label)
	boundTo := func(k int) bool {
		if len(peers) < 2 || lone.pos < 0 {
			return true
		}
		// A role word goes to the next node of the label when nothing of
		// another label stands between ("started at a station in A", "the
		// lending museum"), else to the one before it ("museums that lent
		// an artwork to B": the artwork is what was lent, B the borrower).
		var next, prev *onode
		for _, n := range peers {
			if n.pos > k && (next == nil || n.pos < next.pos) {
				next = n
			}
			if n.pos < k && (prev == nil || n.pos > prev.pos) {
				prev = n
			}
		}
		if next != nil && (prev == nil || !o.otherLabelBetween(k, next.pos, lone.label)) {
			return next == lone
		}
		return prev == lone
	}
	bare := len(peers) >= 2
	for _, n := range peers {
		bare = bare && len(n.filter) == 0 && !n.focus && n != o.focusNode
	}
	mentioned, denied := map[string]bool{}, map[string]bool{}
	deniedAt := map[int]bool{}
	for _, e := range o.edges {
		if !e.negated && e.pos >= 0 {
			mentioned[e.typ] = true
		}
		if e.negated {
			denied[e.typ] = true
			deniedAt[e.pos] = true
		}
	}
	// A word a denied relationship stands on, or one a negation governs ("never the
	// end station"), names no path to walk.
	open := func(k int) bool { return !deniedAt[k] && !o.negatedAt(k) }
	for i := range ps {
		p := &ps[i]
		saidSet := map[int]bool{}
		add := func(ks []int) {
			for _, k := range ks {
				saidSet[k] = true
			}
		}
		if p.second == nil {
			add(o.saying(roleWords(p.first.Name, lone.label, p.m.label)))
		} else {
			add(o.saying(roleWords(p.first.Name, lone.label, p.via)))
			add(o.saying(roleWords(p.second.Name, p.via, p.m.label)))
			add(o.saying(roleWords(p.via, lone.label, p.m.label)))
			add(o.linkedLabelAt(p.via))
		}
		if denied[p.first.Name] || p.second != nil && denied[p.second.Name] {
			continue
		}
		for k := range saidSet {
			if !open(k) || o.linkedToLabel(k, lone.label, p.m.label) && !o.agentVerb(k, *p) {
				// A word grounding read as one end's label names that
				// thing ("students" of a highschooler, "likes" of a likes
				// row), not the role a key gives it.
				continue
			}
			p.said = append(p.said, k)
			if boundTo(k) {
				p.bound = append(p.bound, k)
			}
		}
		sort.Ints(p.said)
		sort.Ints(p.bound)
	}
	if o.selfRoleJoin(lone, ps) {
		return true
	}
	for _, p := range ps {
		if bare && len(p.said) > len(p.bound) {
			// Two bare mentions of one label, each with its role ("the
			// name of its start station and the name of its end station"),
			// are columns asked for, which joining them does not show:
			// left to the phases as before.
			return false
		}
	}
	sort.SliceStable(ps, func(i, j int) bool { return len(ps[i].bound) > len(ps[j].bound) })
	top := ps[0]
	if len(top.bound) == 0 {
		r, ok := o.verbRow(ps)
		if !ok {
			return o.keyOfSeveral(lone, ps, mentioned)
		}
		top = r
		top.bound = []int{r.m.pos}
		var rest []fkPath
		for _, p := range ps {
			if p.String() != r.String() || p.m != r.m {
				rest = append(rest, p)
			}
		}
		ps = append([]fkPath{top}, rest...)
	} else if len(ps[1].bound) == len(top.bound) {
		return false
	}
	if top.second == nil && mentioned[top.first.Name] && len(ps[1].bound) == 0 {
		// The path the question names is the one connect takes anyway.
		return false
	}
	for _, p := range ps[1:] {
		if p.second == nil && mentioned[p.first.Name] && p.m == top.m {
			// An edge the question names outright stands over a word
			// read from a column's name.
			return false
		}
	}
	var not []string
	seen := map[string]bool{top.String(): true}
	for _, p := range ps[1:] {
		if s := p.String(); !seen[s] {
			seen[s] = true
			not = append(not, s)
		}
	}
	var said []string
	for _, k := range top.bound {
		said = append(said, fmt.Sprintf("%q", o.toks[k].Text))
		o.used.mark(k)
	}
	o.warnings = append(o.warnings, o.diagnostic("fk-path-chosen", o.tokSpan(top.bound[0]),
		fmt.Sprintf("%s and %s are joined by %s, which %s names; not by %s", lone.label, top.m.label, top, strings.Join(said, ", "), strings.Join(not, " or "))))
	join := func(et *schema.EdgeType, a, b *onode) {
		if et.Connects(a.label, b.label) {
			o.edges = append(o.edges, &oedge{typ: et.Name, from: a, to: b, pos: -1})
		} else {
			o.edges = append(o.edges, &oedge{typ: et.Name, from: b, to: a, pos: -1})
		}
	}
	if top.second == nil {
		join(top.first, lone, top.m)
		return true
	}
	var mid *onode
	for _, n := range o.nodes {
		if n.label == top.via && !comp[n] && o.degree(n) == 0 {
			mid = n // the junction the question names, not yet joined
			break
		}
	}
	if mid == nil {
		mid = o.addNode(top.via, -1)
	}
	join(top.first, lone, mid)
	join(top.second, mid, top.m)
	return true
}

// otherLabelBetween: a token strictly between a and b is linked to a label
// other than l.
func (o *readCtx) otherLabelBetween(a, b int, l string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || e.Name == l {
			continue
		}
		for _, k := range o.tokensIn(e.Span) {
			if k > a && k < b {
				return true
			}
		}
	}
	return false
}

// linkedToLabel: grounding linked token k to one of the labels.
func (o *readCtx) linkedToLabel(k int, labels ...string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		for _, l := range labels {
			if l != "" && e.Name == l {
				for _, t := range o.tokensIn(e.Span) {
					if t == k {
						return true
					}
				}
			}
		}
	}
	return false
}

// agentVerb: token k is a verb whose agent noun is a role word of the
// path's key ("borrowed" of borrower_id): the verb grounding read as the
// row's label still says which end is its subject. A participle's column
// ("liked_id") names the object, and a verb alone names no side, so only
// an agent noun counts.
func (o *relPhase) agentVerb(k int, p fkPath) bool {
	if o.toks[k].POS != grounding.VERB || p.second != nil {
		return false
	}
	for _, w := range roleWords(p.first.Name) {
		if english.Agent(w) && english.SaysRole(o.words[k], o.lower[k], w) {
			return true
		}
	}
	return false
}

// verbRow is the one direct path from lone to a row of keys (a label with
// no name of its own) that a question's verb put in the pattern and that
// is joined to one thing so far: in "Which museum borrowed the most
// artworks?" *borrowed* is a loan row naming the borrower, and the
// artworks are the row's, not the museum's own by another key: the row's
// other keys are the verb's other participants.
func (o *relPhase) verbRow(ps []fkPath) (fkPath, bool) {
	var found []fkPath
	for _, p := range ps {
		m := p.m
		if p.second != nil || m.pos < 0 || m.pos >= len(o.toks) || o.toks[m.pos].POS != grounding.VERB || o.degree(m) != 1 {
			continue
		}
		l := o.s.Label(m.label)
		if l == nil || schema.NamingProperty(m.label, l.Properties) != "" || !o.linkedToLabel(m.pos, m.label) {
			continue
		}
		found = append(found, p)
	}
	if len(found) != 1 {
		return fkPath{}, false
	}
	return found[0], true
}
