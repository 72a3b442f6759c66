package offline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// ElementLink is one row of the mapping table as the offline compiler reads
// it: a span of the question linked to a label, an edge type or a property.
type ElementLink struct {
	Kind  string    // "label", "edge" or "prop"
	Name  string    // label, edge type or property key
	Owner string    // for a property: the label or edge type that has it ("" when several do)
	Span  diag.Span // bytes of the question
	Score float64
	// implied: not a mention of its own (an edge implied by its property).
	implied bool
}

// ValueLink is a span of the question linked to a value stored in the graph.
type ValueLink struct {
	Owner  string // label, or edge type when OnEdge
	OnEdge bool
	Prop   string
	Value  any // the stored value, exactly
	Span   diag.Span
	Score  float64
}

// Evidence is everything grounding found in a question.
type Evidence struct {
	Question string
	Tokens   []grounding.Token
	Elements []ElementLink
	Values   []ValueLink
}

// Unanswerable is returned by the offline compiler when the question does not
// map onto the schema; Reason says what was missing.
type UnanswerableError struct{ Reason string }

func (e *UnanswerableError) Error() string { return "unanswerable: " + e.Reason }

func unanswerable(format string, args ...any) error {
	return &UnanswerableError{Reason: fmt.Sprintf(format, args...)}
}

// node is a node variable of the query being built.
type onode struct {
	v      string
	label  string
	pos    int // token index of its mention (-1 when implied)
	filter []templates.Expr
	focus  bool
	// placeholder: made for an asked-for property ("the average birth year
	// of the actors"); the first later mention of its label is this node.
	placeholder bool
}

// oedge is an edge between two node variables.
type oedge struct {
	typ      string
	from, to *onode
	v        string // edge variable, when a property of the edge is used
	pos      int
	negated  bool
	min, max int
}

// offline is the state of one offline compilation.
type offline struct {
	ev     *Evidence
	s      *schema.Schema
	toks   []grounding.Token
	lower  []string // lemmas, lower case
	nodes  []*onode
	edges  []*oedge
	used   map[int]bool // token indices consumed by a mention
	nextV  map[string]int
	filter []templates.Expr
	// edgeValues are value links on edge properties ("who played Neo").
	edgeValues []ValueLink
	limit      int
	limitPos   int
	// pending are agent-noun edges whose other end is placed later.
	pending []*oedge
	// propEdge is the edge type owning the asked-for property, if any.
	propEdge string
	// countEdges: "how many reviews" counts edges, not nodes.
	countEdges bool
	focusNode  *onode
	// unsupported says why the question needs more than the IR offers.
	unsupported string
	// rank is the property a ranked aggregate reads ("by average rating").
	// extra are further properties of the focus the question lists.
	extra []string
	rank  *ElementLink
	rankV string // its variable
}

// Compile builds a query from grounded evidence alone: the answer type
// from the question word, anchors from value links, edges from edge links
// placed between the node mentions they connect (checked against the
// schema's endpoints), and filters, aggregates, ordering and negation from
// lexical cues. It returns an *UnanswerableError when the question does not
// fit the schema rather than guessing.
func Compile(ev *Evidence, s *schema.Schema) (*templates.Query, error) {
	o := &offline{ev: ev, s: s, toks: ev.Tokens, used: map[int]bool{}, nextV: map[string]int{}}
	if len(o.toks) == 0 {
		o.toks = grounding.Tokenize(ev.Question)
	}
	for _, t := range o.toks {
		l := strings.ToLower(t.Lemma)
		if l == "" {
			l = strings.ToLower(t.Text)
		}
		o.lower = append(o.lower, l)
	}
	return o.compile()
}

// tokenAt maps a byte span to the index of its first token.
func (o *offline) tokenAt(sp diag.Span) int {
	for i, t := range o.toks {
		if t.Span.End > sp.Start {
			return i
		}
	}
	return len(o.toks)
}

func (o *offline) tokensIn(sp diag.Span) []int {
	var out []int
	for i, t := range o.toks {
		if t.Span.Start >= sp.Start && t.Span.End <= sp.End {
			out = append(out, i)
		}
	}
	return out
}

func (o *offline) word(i int) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	return strings.ToLower(o.toks[i].Text)
}

func (o *offline) has(words ...string) int {
	for i := range o.toks {
		if o.phraseAt(i, words...) {
			return i
		}
	}
	return -1
}

func (o *offline) phraseAt(i int, words ...string) bool {
	for k, w := range words {
		if i+k >= len(o.toks) || (o.word(i+k) != w && o.lower[i+k] != w) {
			return false
		}
	}
	return true
}

func (o *offline) newVar(label string) string {
	base := "x"
	if label != "" {
		base = strings.ToLower(label[:1])
	}
	o.nextV[base]++
	if n := o.nextV[base]; n > 1 {
		return base + strconv.Itoa(n)
	}
	return base
}

func (o *offline) addNode(label string, pos int) *onode {
	for _, n := range o.nodes {
		if n.placeholder && n.label == label {
			n.placeholder = false
			if pos >= 0 {
				n.pos = pos
			}
			return n
		}
	}
	n := &onode{v: o.newVar(label), label: label, pos: pos}
	o.nodes = append(o.nodes, n)
	return n
}

// question shape, read from the first words.
type shape struct {
	count    bool   // how many
	distinct bool   // how many different
	when     bool   // when / in which year
	who      bool   // who / whom
	whatProp string // "what is the tagline of" → property asked for
	agg      templates.Agg
	aggPos   int
	// ranked: the aggregate ranks the focus ("the top 3 reviewers by
	// average rating", "who has the highest average rating"): one row per
	// focus node, ordered by the aggregate.
	ranked   bool
	rankDesc bool
}

var (
	beforeWords = map[string]templates.Op{"before": templates.Lt, "earlier": templates.Lt, "prior": templates.Lt,
		"after": templates.Gt, "later": templates.Gt, "since": templates.Ge,
		"above": templates.Gt, "over": templates.Gt, "more": templates.Gt, "greater": templates.Gt, "higher": templates.Gt,
		"exceed": templates.Gt, "below": templates.Lt, "under": templates.Lt, "less": templates.Lt, "lower": templates.Lt,
		"fewer": templates.Lt}
	negWords = map[string]bool{"never": true, "not": true, "no": true, "without": true, "n't": true,
		"haven't": true, "hasn't": true, "didn't": true, "don't": true, "doesn't": true, "none": true}
	aggWords = map[string]templates.Agg{"average": templates.Avg, "mean": templates.Avg, "total": templates.Sum,
		"sum": templates.Sum, "combined": templates.Sum, "minimum": templates.Min, "maximum": templates.Max,
		"lowest": templates.Min, "highest": templates.Max, "smallest": templates.Min, "largest": templates.Max,
		"earliest": templates.Min, "latest": templates.Max}
	numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
		"eight": 8, "nine": 9, "ten": 10, "twenty": 20}
	// superlatives that order by a year-like or numeric property.
	ascWords  = map[string]bool{"oldest": true, "earliest": true, "first": true, "lowest": true, "least": true}
	descWords = map[string]bool{"newest": true, "youngest": true, "latest": true, "recent": true, "highest": true,
		"best": true, "last": true}
)

func (o *offline) compile() (*templates.Query, error) {
	sh := o.readShape()
	if why := o.refusal(sh); why != "" {
		return nil, unanswerable("%s", why)
	}
	if err := o.placeAnchors(); err != nil {
		return nil, err
	}
	focus, focusProp, focusOwnerEdge := o.findFocus(sh)
	o.focusNode = focus
	o.placeLabelMentions(focus)
	if err := o.placeEdges(focus); err != nil {
		return nil, err
	}
	if focus == nil && focusProp == "" {
		return nil, unanswerable("could not tell what the question asks for: no label, property or question word links to the schema")
	}
	o.mergeSameLabelAnchors(focus)
	if err := o.negatedLabels(focus); err != nil {
		return nil, err
	}
	o.connect(focus)
	if focusOwnerEdge != "" && focus != nil {
		// The asked-for property lives on an edge ("what rating did X give Y").
		if e := o.edgeOfType(focusOwnerEdge); e == nil {
			if err := o.ensureEdge(focusOwnerEdge, focus); err != nil {
				return nil, err
			}
		}
	}
	if o.rank != nil && focus != nil && o.s.EdgeType(o.rank.Owner) != nil {
		if e := o.edgeOfType(o.rank.Owner); e == nil {
			if err := o.ensureEdge(o.rank.Owner, focus); err != nil {
				return nil, err
			}
		}
	}
	if o.rank != nil && focus != nil {
		o.rankV = o.rankVar(focus)
	}
	o.variableLength()
	o.numericFilters(focus)
	o.stringFilters(focus)
	if o.unsupported != "" {
		return nil, unanswerable("%s", o.unsupported)
	}
	if (sh.agg == templates.Avg || sh.agg == templates.Sum) && !sh.count && focusProp == "" && o.rank == nil {
		// "the combined total votes of ..." where nothing links to votes:
		// answering with the nodes would drop the aggregate silently.
		return nil, unanswerable("the question asks for the %s of something the schema does not have", aggName(sh.agg))
	}
	return o.build(sh, focus, focusProp, focusOwnerEdge)
}

func (o *offline) readShape() shape {
	var sh shape
	if i := o.has("how", "many"); i >= 0 {
		sh.count = true
		o.used[i], o.used[i+1] = true, true
		if w := o.word(i + 2); w == "different" || w == "distinct" || w == "unique" {
			sh.distinct = true
			o.used[i+2] = true
		}
	}
	if i := o.has("how", "much"); i >= 0 {
		sh.count = true
	}
	if o.has("when") >= 0 || o.has("which", "year") >= 0 || o.has("what", "year") >= 0 {
		sh.when = true
	}
	if o.has("who") >= 0 || o.has("whom") >= 0 {
		sh.who = true
	}
	sh.aggPos = -1
	for i := range o.toks {
		if a, ok := aggWords[o.word(i)]; ok {
			// "latest"/"earliest" only aggregate with when-questions ("when was the
			// latest ..."); elsewhere they order ("the latest movies").
			if (o.word(i) == "latest" || o.word(i) == "earliest") && !sh.when && !o.askedValue() {
				continue
			}
			sh.agg, sh.aggPos = a, i
			break
		}
	}
	// "What is the total number of movies?", "Count the people ...": a count.
	i := o.has("number", "of")
	if i < 0 {
		i = o.has("count", "of")
	}
	if i >= 0 && !sh.count {
		wh := o.whPos()
		lead := true
		for k := wh + 1; k < i; k++ {
			if w := o.word(k); w != "is" && w != "was" && w != "'s" && w != "the" && w != "total" && w != "overall" {
				lead = false
			}
		}
		if wh >= 0 && lead && o.word(wh) != "which" && o.word(wh) != "who" {
			sh.count = true
			sh.agg, sh.aggPos = "", -1
		}
	}
	if wh := o.whPos(); wh >= 0 && o.word(wh) == "count" && !sh.count {
		sh.count = true
	}
	if sh.aggPos >= 0 {
		i := sh.aggPos
		if a, ok := rankedAggs[o.word(i+1)]; ok && (sh.agg == templates.Max || sh.agg == templates.Min) {
			// "the highest average rating": the superlative ranks, the
			// second word aggregates.
			sh.ranked, sh.rankDesc = true, sh.agg == templates.Max
			sh.agg, sh.aggPos = a, i+1
		} else if _, ok := rankedAggs[o.word(i)]; ok {
			by := o.word(i-1) == "by" || (o.word(i-1) == "the" || o.word(i-1) == "their") && o.word(i-2) == "by"
			top := o.has("top") >= 0 && o.has("top") < i
			if by || top {
				sh.ranked, sh.rankDesc = true, o.has("lowest") < 0 && o.has("bottom") < 0
			}
		}
	}
	return sh
}

// rankedAggs are the aggregates a ranking can be by.
var rankedAggs = map[string]templates.Agg{"average": templates.Avg, "mean": templates.Avg, "total": templates.Sum,
	"combined": templates.Sum, "sum": templates.Sum}

// askedValue is true for questions asking for one value ("what is the ...").
func (o *offline) askedValue() bool {
	return o.has("what", "is") >= 0 || o.has("what", "was") >= 0 || o.has("what", "'s") >= 0
}

// placeAnchors turns value links into node (or edge) filters. Overlapping
// links keep the best-scored one.
func (o *offline) placeAnchors() error {
	vs := append([]ValueLink(nil), o.ev.Values...)
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Score > vs[j].Score })
	taken := map[int]bool{}
	for _, v := range vs {
		idx := o.tokensIn(v.Span)
		clash := false
		for _, i := range idx {
			if taken[i] {
				clash = true
			}
		}
		if clash || len(idx) == 0 {
			continue
		}
		// A value right after a string-match cue ("starting with", "containing")
		// is a pattern, not an anchor.
		p := idx[0] - 1
		for p >= 0 && o.isQuoteMark(p) {
			p--
		}
		if p >= 0 && (o.word(p) == "with" && (o.word(p-1) == "starting" || o.word(p-1) == "beginning" || o.word(p-1) == "begins" || o.word(p-1) == "start" || o.word(p-1) == "starts") || containWords[o.word(p)] ||
			(o.word(p) == "word" || o.word(p) == "phrase" || letterWords[o.word(p)]) && (containWords[o.word(p-2)] || o.word(p-2) == "with")) {
			continue
		}
		// "born in 1960 or later": a bound, read by numericFilters.
		if last := idx[len(idx)-1]; o.word(last+1) == "or" {
			if _, ok := orBound[o.word(last+2)]; ok {
				continue
			}
		}
		for _, i := range idx {
			taken[i], o.used[i] = true, true
		}
		if v.OnEdge {
			// An edge property value ("who played Neo"): the edge must exist;
			// placeEdges connects it.
			o.edgeValues = append(o.edgeValues, v)
			continue
		}
		// "Aberdeen or Abilene", "'NY' or 'CA'": one node, either value.
		if alt := o.alternativeOf(v, idx[0]); alt != nil {
			c := alt.filter[0].(*templates.Cmp)
			vals := []any{c.Value}
			if c.Op == templates.OneOf {
				vals = c.Value.([]any)
			}
			alt.filter[0] = templates.C(alt.v, v.Prop, templates.OneOf, append(vals, v.Value))
			continue
		}
		n := o.addNode(v.Owner, idx[0])
		op := templates.Eq
		if o.notBefore(idx[0]) {
			op = templates.Ne // "whose hometown is not 'X'"
		}
		n.filter = append(n.filter, templates.C(n.v, v.Prop, op, v.Value))
	}
	return nil
}

// notBefore: the value at token i is negated directly ("is not 'X'", "other
// than X", "isn't X").
func (o *offline) notBefore(i int) bool {
	k := i - 1
	for k >= 0 && (o.isQuoteMark(k) || o.word(k) == "``") {
		k--
	}
	switch w := o.word(k); {
	case w == "not" && o.word(k-1) != "do" && o.word(k-1) != "does" && o.word(k-1) != "did":
		return o.word(k-1) == "is" || o.word(k-1) == "are" || o.word(k-1) == "was" || o.word(k-1) == "were"
	case w == "than" && o.word(k-1) == "other":
		return true
	case w == "isn't" || w == "aren't" || w == "wasn't" || w == "weren't":
		return true
	}
	return false
}

// alternativeOf finds an anchor on the same property joined to the value at
// token i by "or" alone.
func (o *offline) alternativeOf(v ValueLink, i int) *onode {
	for _, n := range o.nodes {
		if n.label != v.Owner || len(n.filter) != 1 {
			continue
		}
		c, ok := n.filter[0].(*templates.Cmp)
		if !ok || c.Prop != v.Prop || (c.Op != templates.Eq && c.Op != templates.OneOf) {
			continue
		}
		a, b := n.pos, i
		if a > b {
			a, b = b, a
		}
		// Walk from the earlier value's last token to the later one.
		k := a + 1
		for k < b && (o.used[k] && !o.isQuoteMark(k) || o.isQuoteMark(k)) {
			k++
		}
		sawOr := false
		for ; k < b; k++ {
			switch {
			case o.word(k) == "or":
				sawOr = true
			case o.isQuoteMark(k), o.word(k) == ",":
			default:
				if o.used[k] && k > a {
					continue
				}
				return nil
			}
		}
		if sawOr {
			return n
		}
	}
	return nil
}

func aggName(a templates.Agg) string {
	if a == templates.Avg {
		return "average"
	}
	return "total"
}

// mergeSameLabelAnchors folds a lone anchor of the focus's own label into
// the focus ("How many airlines are from USA?": country = USA filters the
// airlines asked about) when nothing relates the two: no edge touches the
// anchor, and either the label has no edge type to itself or the anchor's
// value is not the label's key (a descriptive value, not a named entity).
func (o *offline) mergeSameLabelAnchors(focus *onode) {
	if focus == nil || len(focus.filter) > 0 {
		return
	}
	selfEdge := false
	for _, et := range o.s.EdgeTypes {
		if et.Connects(focus.label, focus.label) {
			selfEdge = true
		}
	}
	var keep []*onode
	for _, n := range o.nodes {
		if n == focus || n.label != focus.label || len(n.filter) == 0 || o.touchesAny(n) {
			keep = append(keep, n)
			continue
		}
		key := o.s.Key(n.label)
		byKey := false
		for _, f := range n.filter {
			if c, ok := f.(*templates.Cmp); ok && c.Prop == key {
				byKey = true
			}
		}
		if selfEdge && byKey {
			keep = append(keep, n)
			continue
		}
		for _, f := range n.filter {
			if c, ok := f.(*templates.Cmp); ok {
				focus.filter = append(focus.filter, templates.C(focus.v, c.Prop, c.Op, c.Value))
			}
		}
	}
	o.nodes = keep
}

func (o *offline) touchesAny(n *onode) bool {
	for _, e := range o.edges {
		if e.from == n || e.to == n {
			return true
		}
	}
	return false
}

// negatedLabels reads "stadiums without any concert", "people with no
// reviews" when no edge word is negated: the label after the negation is
// the far end of a negated edge, the only edge type the schema has between
// it and the focus. With several candidate types the question does not say
// which relationship is missing, and it is refused rather than answered
// without the negation.
func (o *offline) negatedLabels(focus *onode) error {
	if focus == nil {
		return nil
	}
	for _, n := range o.nodes {
		if n == focus || len(n.filter) > 0 || n.pos < 0 || o.touchesAny(n) || !o.negatedAt(n.pos) {
			continue
		}
		var cands []*oedge
		for _, et := range o.s.EdgeTypes {
			if et.Connects(focus.label, n.label) {
				cands = append(cands, &oedge{typ: et.Name, from: focus, to: n, pos: n.pos, negated: true})
			} else if et.Connects(n.label, focus.label) {
				cands = append(cands, &oedge{typ: et.Name, from: n, to: focus, pos: n.pos, negated: true})
			}
		}
		if len(cands) != 1 {
			return unanswerable("the question negates a relationship between %s and %s without naming it, and the schema has %d", focus.label, n.label, len(cands))
		}
		o.edges = append(o.edges, cands[0])
	}
	return nil
}
