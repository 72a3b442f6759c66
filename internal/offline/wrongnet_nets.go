package offline

import (
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Safety nets under the rules (issue 23, "wrong ≤ 5%" on graphs nobody has
// read). The rules each read one kind of question; a graph nobody has read
// brings kinds no rule reads, and the compiler then guesses. These checks
// do not read a kind of question: they read the finished plan against the
// question for the trace a guess leaves (a value whose digits the question
// does not say, "how much" answered by a count, a superlative with no
// ordering, a word searched inside a property the question never names, a
// "who" answered with the things the question itself names). A refusal
// costs less than a silent wrong answer: docs/offline.md, "Silent wrongs
// by mechanism".

// wrongnet runs the nets on the built plan; the first that fires refuses.
func (o *sanityCheck) wrongnet(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netDigits, o.netValueTwice, o.netHowMuchCounted, o.netSuperlativeDropped,
		o.netSearchedUnnamed, o.netEveryRow, o.netEdgeUnnamed, o.netYearOnBirth, o.netWhoNamedReturned, o.netAgeFromBirth, o.netRelativeTime, o.netNamedSelfEcho, o.netUniversal,
		o.wrongnet2, o.rw2wrong, o.rw2wrong2, o.wrong10, o.fix4, o.fix5, o.fix6, o.fix7, o.fix8, o.fix9, o.netColumnOfNeighbour, o.relw, o.fix10, o.fix11, o.fix13, o.fix12, o.fix14, o.fix16, o.fix28, o.fix34,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// digitsOf keeps the digits of s in order: what a code or number says.
func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// planLiterals are the string values the plan compares with anywhere.
func planLiterals(q *templates.Query) map[string]bool {
	out := map[string]bool{}
	templates.Leaves(q.Where, func(l templates.Expr) {
		switch x := l.(type) {
		case *templates.Cmp:
			if s, ok := x.Value.(string); ok {
				out[s] = true
			}
			if l, ok := x.Value.([]any); ok {
				for _, v := range l {
					if s, ok := v.(string); ok {
						out[s] = true
					}
				}
			}
		case *templates.Exists:
			for _, f := range x.FarEq {
				if s, ok := f.Value.(string); ok {
					out[s] = true
				}
			}
		}
	})
	for _, p := range q.Match {
		for _, h := range p.Hops {
			for _, f := range h.EdgeEq {
				if s, ok := f.Value.(string); ok {
					out[s] = true
				}
			}
		}
	}
	return out
}

// netDigits: a value the plan compares with was matched to words whose
// digits differ from the stored value's ("ORD-88199" read as ORD-88109).
// Tolerance for typos is for letters; a changed digit names another
// order, room or year, so the answer would be about something else.
func (o *sanityCheck) netDigits(q *templates.Query) error {
	lits := planLiterals(q)
	for _, v := range o.ev.Values {
		s, ok := v.Value.(string)
		if !ok || !lits[s] || v.Span.End > len(o.ev.Question) {
			continue
		}
		text := o.ev.Question[v.Span.Start:v.Span.End]
		d := digitsOf(text)
		if d == "" || d == digitsOf(s) {
			continue
		}
		return o.refuseSpan("value-digits-changed", v.Span, "%q is matched to the stored value %q, whose digits differ: a changed digit names another thing, not a typo of this one, and the graph holds no value with the digits the question gives", text, s)
	}
	return nil
}

// netHowMuchCounted: "how much" asks for an amount; a plan whose only
// answer is a count of things ("How much have customers spent in total?"
// answered with the number of customers) answers another question.
func (o *sanityCheck) netHowMuchCounted(q *templates.Query) error {
	i := o.find(english.HowMuch)
	if i < 0 || len(q.Return) == 0 || o.linksKind(i+2, "label") {
		return nil // "how much movies": a count said loosely
	}
	for _, r := range q.Return {
		if r.Agg != templates.Count && r.Agg != templates.CountDistinct {
			return nil
		}
	}
	return o.refuse("amount-counted", i, "%q asks for an amount, and the plan only counts things: no property the question names holds the amount, so the count would answer another question", o.toks[i].Text+" "+o.word(i+1))
}

// ranked says the plan orders, cuts or takes an extreme.
func ranked(q *templates.Query) bool {
	if len(q.Order) > 0 || q.Limit > 0 || q.Skip > 0 || q.Ties || len(q.Having) > 0 || q.Than != nil || q.Shortest != nil {
		return true
	}
	for _, r := range q.Return {
		if r.Agg == templates.Max || r.Agg == templates.Min {
			return true
		}
	}
	return false
}

// netSuperlativeDropped: a word of superlative form ("priciest",
// "spiciest") the accounting let through because it sits inside a span
// linked to something else ("priciest products" → Product), with a plan
// that neither orders nor takes an extreme: it would list every match.
func (o *sanityCheck) netSuperlativeDropped(q *templates.Query) error {
	if ranked(q) {
		return nil
	}
	for i, t := range o.toks {
		w := o.word(i)
		if t.Quoted || !strings.HasSuffix(w, "est") || !english.IsSuperlative(w) || english.NetNotSuperlative.Is(w) {
			continue
		}
		if i > 0 && len(t.Text) > 0 && unicode.IsUpper([]rune(t.Text)[0]) {
			continue // a name ("Everest", "Forrest")
		}
		if o.valueAt(i) {
			continue
		}
		return o.refuse("superlative-dropped", i, "%q ranks, and the plan neither orders, cuts nor takes a maximum or minimum: it would list every match", t.Text)
	}
	return nil
}

// netSearchedUnnamed: a word searched inside a text property ("Which
// orders contain laptops?" read as order_number CONTAINS 'laptops') when
// the question neither quotes it, nor names that property, nor says the
// word stands in a text. The word most likely names a thing or a value of
// another label, and the search returns nothing or the wrong rows.
func (o *sanityCheck) netSearchedUnnamed(q *templates.Query) error {
	for _, c := range allCmps(q.Where) {
		if c.Op != templates.Contains && c.Op != templates.ContainsFold {
			continue
		}
		s, ok := c.Value.(string)
		if !ok || o.quotedText(s) || o.propNamed(c.Prop, varLabels(q)[c.Var]) {
			continue
		}
		naming := false
		for i := range o.toks {
			if english.NetNamingWords.Is(o.word(i)) {
				naming = true
			}
		}
		if naming {
			continue
		}
		k := o.tokenOfText(s)
		if k < 0 || strings.ToLower(o.toks[k].Text) != o.toks[k].Text {
			continue // a capitalised part of names ("Alpenrose hotels") is read by name-part rules
		}
		return o.refuse("searched-unnamed", k, "%q is searched inside %s, which the question does not name, quote the word for or call a text: the word more likely names a thing or a value stored elsewhere, and the search would answer another question", s, c.Prop)
	}
	return nil
}

// allCmps are the comparisons anywhere in e.
func allCmps(e templates.Expr) []*templates.Cmp {
	var out []*templates.Cmp
	templates.Leaves(e, func(l templates.Expr) {
		if c, ok := l.(*templates.Cmp); ok {
			out = append(out, c)
		}
	})
	return out
}

// quotedText: the question quotes s.
func (o *readCtx) quotedText(s string) bool {
	q := strings.ToLower(o.ev.Question)
	s = strings.ToLower(s)
	for _, p := range [][2]string{{"'", "'"}, {"\"", "\""}, {"‘", "’"}, {"“", "”"}} {
		if strings.Contains(q, p[0]+s+p[1]) {
			return true
		}
	}
	for i, t := range o.toks {
		if t.Quoted && strings.Contains(s, o.word(i)) {
			return true
		}
	}
	return false
}

// propNamed: a word of the question names the property (a link to it, or
// the property's name or one of its parts: "title", "name" of rest_name).
// A part that is the owner label's own name ("order" of order_number)
// names the thing, not the property.
func (o *readCtx) propNamed(prop, owner string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop {
			return true
		}
	}
	local := strings.ToLower(prop)
	if k := strings.LastIndexByte(local, '#'); k >= 0 {
		local = local[k+1:]
	}
	parts := strings.FieldsFunc(local, func(r rune) bool { return r == '_' || r == '-' || r == ' ' })
	parts = append(parts, local)
	owner = strings.ToLower(owner)
	if k := strings.LastIndexByte(owner, '#'); k >= 0 {
		owner = owner[k+1:]
	}
	for i := range o.toks {
		w := o.word(i)
		for _, p := range parts {
			if len(p) >= 3 && p != owner && (w == p || w == p+"s" || o.lower[i] == p) {
				return true
			}
		}
	}
	return false
}

// tokenOfText is the first token of the question inside s's words, -1
// when none is.
func (o *readCtx) tokenOfText(s string) int {
	s = strings.ToLower(s)
	for i := range o.toks {
		if w := o.word(i); w != "" && strings.Contains(s, w) && len(w) >= 2 {
			return i
		}
	}
	return -1
}

// netWhoNamedReturned: "Who supplies the products in Electronics?" asks
// for the subject of the verb; a plan returning the products the question
// names, while the node standing where the someone is (the supplier) is
// walked and not returned, answers with the question's own things. Fires
// when the returned label is named by a noun after the verb and the plan
// holds a node of a label it has more nodes of than the question names,
// bound by no value and not returned.
func (o *sanityCheck) netWhoNamedReturned(q *templates.Query) error {
	if len(o.toks) < 3 || !english.NetWho.Is(o.word(0)) || english.NetWhoCopula.Is(o.word(1)) {
		return nil
	}
	return o.whoNamedReturnedAt(q, 1)
}

// whoNamedReturnedAt is netWhoNamedReturned with the verb of "who" at
// token verb (after an auxiliary: "Who has placed…").
func (o *sanityCheck) whoNamedReturnedAt(q *templates.Query, verb int) error {
	ret := ""
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return nil
		}
		if ret != "" && r.Var != ret {
			return nil
		}
		ret = r.Var
	}
	nodes := map[string]string{}
	count := map[string]int{}
	add := func(n templates.Node) {
		if n.Label == "" {
			return
		}
		if _, ok := nodes[n.Var]; !ok {
			nodes[n.Var] = n.Label
			count[n.Label]++
		}
	}
	for _, p := range q.Match {
		add(p.From)
		for _, h := range p.Hops {
			if h.Min != 0 || h.Max != 0 {
				return nil // a path question reads its ends by other rules
			}
			add(h.To)
		}
	}
	rl := nodes[ret]
	if rl == "" {
		return nil
	}
	afterVerb := o.toks[verb].Span.End
	named := map[string]int{}
	namedLate := false
	seen := map[[2]int]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || seen[[2]int{e.Span.Start, e.Span.End}] {
			continue
		}
		seen[[2]int{e.Span.Start, e.Span.End}] = true
		named[e.Name]++
		if e.Name == rl && e.Span.Start >= afterVerb {
			namedLate = true
		}
	}
	if !namedLate {
		return nil
	}
	bound := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		bound[c.Var] = true
	}
	// Sorted, so the refusal names the same thing on every run.
	for _, v := range slices.Sorted(maps.Keys(nodes)) {
		l := nodes[v]
		if v == ret || bound[v] || count[l] <= named[l] {
			continue
		}
		return o.refuse("who-answered-named", 0, "\"who\" asks for the subject of %q, and the plan returns the %s the question itself names while the %s it walks to stands where that someone is: the answer would be the question's own things", o.toks[verb].Text, rl, l)
	}
	return nil
}

// refuseSpan refuses with a check at a byte span of the question.
func (o *readCtx) refuseSpan(id string, sp diag.Span, format string, args ...any) error {
	return o.errorOf(o.refusalAt(id, sp, format, args...))
}

// netEveryRow: the plan lists every node of one label with no condition
// ("Which movies feature zombies?" → every movie), while a content word
// after the label's mention links to nothing and is no cue: the word was
// a condition the compiler could not read, so the listing answers a wider
// question.
func (o *sanityCheck) netEveryRow(q *templates.Query) error {
	if len(q.Match) == 0 || ranked(q) || q.Optional != nil || len(q.Optionals) > 0 {
		return nil
	}
	// With hops the plan applies the relationships its verbs name, so only
	// a noun or adjective left unread is a condition dropped ("Which
	// people reviewed movies about zombies?"). A plan of several patterns
	// is read the same way (session 10: "drugs prescribed to patients
	// diagnosed with asthma" joined the diagnosis and dropped "asthma").
	hops := len(q.Match) > 1
	for _, m := range q.Match {
		hops = hops || len(m.Hops) > 0
		for _, h := range m.Hops {
			if h.Min != 0 || h.Max != 0 {
				return nil
			}
		}
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return nil
		}
	}
	if !onlyPresence(q.Where) {
		return nil // a condition the plan applies (a filter, an EXISTS)
	}
	first := -1
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			for i, t := range o.toks {
				if t.Span.Start >= e.Span.Start && t.Span.End <= e.Span.End && (first < 0 || i < first) {
					first = i
				}
			}
		}
	}
	if first < 0 {
		return nil
	}
	for i := first + 1; i < len(o.toks); i++ {
		t := o.toks[i]
		switch t.POS {
		case grounding.NOUN, grounding.ADJ, grounding.PROPN, grounding.VERB:
		default:
			continue
		}
		if hops && !o.afterPreposition(i) && !o.roleSlot(i) {
			continue // a verb or its object the relationships may read
		}
		if o.in.pairTokens[i] {
			continue // fix33_pairs.go: the copies of the junction read it
		}
		w := o.word(i)
		if t.Quoted || english.IsStopWord(w) || english.IsStopWord(o.lower[i]) || english.NetListingWords.Is(w) || english.NetListingWords.Is(o.lower[i]) || o.covered(i) || english.IsCueWord(w) {
			continue
		}
		return o.refuse("every-row", i, "the plan lists every %s with no condition, and %q links to nothing the plan applies: the word is a condition the compiler could not read, so the list would answer a wider question", askedLabel(q), t.Text)
	}
	return nil
}

// covered: a link spans token i and reads it: the link is the token's
// alone, or the element's name shares the word's stem. A span of several
// words linked for one of them ("projects involve robots" → Project)
// does not read the others.
func (o *readCtx) covered(i int) bool {
	sp := o.toks[i].Span
	w := o.word(i)
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Span == sp || netSharesStem(w, e.Name) || netSharesStem(o.lower[i], e.Name) {
			return true
		}
	}
	return o.valueAt(i)
}

// netSharesStem: a part of the element's name begins like w (four letters,
// or all of a shorter word).
func netSharesStem(w, name string) bool {
	name = strings.ToLower(name)
	if k := strings.LastIndexByte(name, '#'); k >= 0 {
		name = name[k+1:]
	}
	n := 4
	if len(w) < n {
		n = len(w)
	}
	if n == 0 {
		return false
	}
	for _, p := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		if len(p) >= n && p[:n] == w[:n] {
			return true
		}
	}
	return false
}

// onlyPresence: e tests nothing but that properties are there (the IS NOT
// NULL a listing adds for the columns it shows).
func onlyPresence(e templates.Expr) bool {
	for _, x := range templates.Conjuncts(e) {
		n, ok := x.(*templates.Not)
		if !ok {
			return false
		}
		c, ok := n.X.(*templates.Cmp)
		if !ok || c.Op != templates.Missing {
			return false
		}
	}
	return true
}

// netEdgeUnnamed: the plan walks a relationship between two labels the
// schema joins by several, and no word of the question names it (no link
// to it or to one of its properties, no word sharing a stem with its
// name): "Which products has Henry bought?" walked REVIEWED where PLACED
// and CONTAINS were meant. Which of the several the question means is a
// guess, and the wrong one answers with rows that look right.
func (o *sanityCheck) netEdgeUnnamed(q *templates.Query) error {
	for _, ph := range plainHops(q) {
		at, to, h := ph.from, ph.to, ph.hop
		others := o.edgesJoining(at, to)
		if len(others) < 2 || o.edgeNamed(h.Edge) {
			continue
		}
		v := o.unreadVerb()
		if v < 0 {
			continue // no verb chose: the plan's reading is the labels' default
		}
		return o.refuse("edge-guessed", v, "the plan walks %s between %s and %s, which the schema also joins by %s; the verb %q links to none of them and no word names %s: which relationship the question means is a guess", h.Edge, at, to, strings.Join(netWithout(others, h.Edge), ", "), o.toks[v].Text, h.Edge)
	}
	return nil
}

// plainHop is a single fixed hop of a plan with the labels at its two
// ends, read from the pattern or the variables' labels.
type plainHop struct {
	from, to string
	hop      templates.Hop
}

// plainHops are q's single fixed hops of one named edge type (no range,
// no alternatives), in pattern order.
func plainHops(q *templates.Query) []plainHop {
	labels := varLabels(q)
	var out []plainHop
	for _, p := range q.Match {
		from := p.From.Label
		if from == "" {
			from = labels[p.From.Var]
		}
		for _, h := range p.Hops {
			to := h.To.Label
			if to == "" {
				to = labels[h.To.Var]
			}
			at := from
			from = to
			if h.Min != 0 || h.Max != 0 || len(h.Or) > 0 || h.Edge == "" {
				continue
			}
			out = append(out, plainHop{at, to, h})
		}
	}
	return out
}

// edgesJoining are the relationship types with an endpoint pair joining a
// and b in either direction.
func (o *readCtx) edgesJoining(a, b string) []string {
	var out []string
	for _, e := range o.s.EdgeTypes {
		for _, ep := range e.Endpoints {
			if ep.From == a && ep.To == b || ep.From == b && ep.To == a {
				out = append(out, e.Name)
				break
			}
		}
	}
	return out
}

// edgeNamed: a word of the question links to the relationship or one of
// its properties, or shares a stem with a part of its name.
func (o *readCtx) edgeNamed(edge string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == edge || e.Kind == "prop" && e.Owner == edge {
			return true
		}
	}
	for i := range o.toks {
		if w := o.word(i); len(w) >= 3 && (netSharesStem(w, edge) || netSharesStem(o.lower[i], edge)) {
			return true
		}
	}
	return false
}

func netWithout(l []string, x string) []string {
	var out []string
	for _, s := range l {
		if s != x {
			out = append(out, s)
		}
	}
	return out
}

// unreadVerb is the first content verb of the question that no link
// reads, -1 when there is none.
func (o *readCtx) unreadVerb() int {
	for i, t := range o.toks {
		if t.POS != grounding.VERB || t.Quoted {
			continue
		}
		w := o.word(i)
		if english.IsStopWord(w) || english.IsStopWord(o.lower[i]) || english.IsCueWord(w) || english.NetListingWords.Is(w) || english.NetListingWords.Is(o.lower[i]) || o.covered(i) {
			continue
		}
		return i
	}
	return -1
}

// netValueTwice: two stored values the plan compares with were matched to
// overlapping words ("How many Aero 13 Laptops were ordered?" read as the
// product Aero 13 Laptop and also the category Laptops, joined by a hop
// no word asks for). Words name one thing; reading them twice adds a
// condition and a join the question does not have.
func (o *sanityCheck) netValueTwice(q *templates.Query) error {
	lits := planLiterals(q)
	var used []ValueLink
	for _, v := range o.ev.Values {
		if s, ok := v.Value.(string); ok && lits[s] {
			used = append(used, v)
		}
	}
	for i, a := range used {
		for _, b := range used[i+1:] {
			if a.Value == b.Value || !o.valuesMeet(a, b) && !o.valuesMeet(b, a) && (a.Span.End <= b.Span.Start || b.Span.End <= a.Span.Start) {
				continue
			}
			sp := a.Span
			if b.Span.End-b.Span.Start < sp.End-sp.Start {
				sp = b.Span
			}
			return o.refuseSpan("value-read-twice", sp, "%q is read as %s %q and as %s %q at once: the words name one thing, and the plan requires both, joined by a path no word asks for", o.ev.Question[sp.Start:sp.End], a.Owner, a.Value, b.Owner, b.Value)
		}
	}
	return nil
}

// valuesMeet: b's words follow a's, and a's stored value, completed
// beyond a's words, goes on with them ("Aero 13" read as "Aero 13 Laptop"
// before "Laptops"): the completion already read b.
func (o *readCtx) valuesMeet(a, b ValueLink) bool {
	sa, ok := a.Value.(string)
	if !ok || b.Span.Start < a.Span.End || b.Span.Start-a.Span.End > 1 || b.Span.End > len(o.ev.Question) {
		return false
	}
	stored := strings.ToLower(sa)
	said := strings.ToLower(o.ev.Question[a.Span.Start:a.Span.End])
	k := strings.Index(stored, said)
	if k < 0 {
		return false
	}
	rest := strings.TrimSpace(stored[k+len(said):])
	next := strings.ToLower(o.ev.Question[b.Span.Start:b.Span.End])
	if len(next) > 4 {
		next = next[:4] // the stem: "desks" goes on "desk large"
	}
	return rest != "" && next != "" && strings.HasPrefix(rest, next)
}

// askedLabel is the label of the first returned node, else the first
// node's.
func askedLabel(q *templates.Query) string {
	labels := varLabels(q)
	for _, r := range q.Return {
		if l := labels[r.Var]; l != "" {
			return l
		}
	}
	if len(q.Match) > 0 {
		return q.Match[0].From.Label
	}
	return ""
}

// afterPreposition: the word before token i, past articles, is a
// preposition ("movies about zombies"), so the token is a modifier's
// object, not a verb's.
func (o *readCtx) afterPreposition(i int) bool {
	k := i - 1
	for k >= 0 && o.toks[k].POS == grounding.DET {
		k--
	}
	return k >= 0 && o.toks[k].POS == grounding.ADP && o.toks[i].POS != grounding.VERB
}
