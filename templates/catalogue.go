package templates

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Template is one structural pattern of the catalogue.
type Template struct {
	ID string
	// Name is a short human description.
	Name string
	// Group is the paper's template group: node, relationship, complex or
	// aggregation.
	Group string
	// Category is the question category the pattern answers, as the
	// aligned benchmark names them (lookup, filter, one-hop, ...).
	Category string
	// Tags are the lexical tags T_l: words and phrases questions use for
	// this pattern, lower case.
	Tags []string
	// Slots name what the builder fills, for documentation and `gql link`.
	Slots []string
	fill  func(c *filler)
}

// Catalogue is every template, in a stable order.
var Catalogue = []*Template{
	{ID: "node", Name: "nodes of a label", Group: "node", Category: "lookup",
		Tags:  []string{"find", "show", "list", "all", "which", "what", "give", "every"},
		Slots: []string{"label"}, fill: fillNode},
	{ID: "property-lookup", Name: "property of a named node", Group: "node", Category: "lookup",
		Tags:  []string{"what is", "when", "what", "of", "year", "tagline", "born", "released"},
		Slots: []string{"label", "value", "property"}, fill: fillPropertyLookup},
	{ID: "property-filter", Name: "nodes with a property equal to a value", Group: "node", Category: "filter",
		Tags:  []string{"named", "called", "titled", "with", "in", "is", "filter", "where"},
		Slots: []string{"label", "property", "value"}, fill: fillPropertyFilter},
	{ID: "range-filter", Name: "nodes with a property compared to a value", Group: "node", Category: "filter",
		Tags:  []string{"before", "after", "older", "younger", "earlier", "later", "more than", "less than", "greater", "above", "below", "over", "under", "between", "since", "at least", "at most"},
		Slots: []string{"label", "property", "operator", "value"}, fill: fillRangeFilter},
	{ID: "text-filter", Name: "nodes whose text property starts with or contains a string", Group: "node", Category: "filter",
		Tags:  []string{"starting with", "starts with", "begins with", "beginning with", "contains", "containing", "word", "including"},
		Slots: []string{"label", "property", "text"}, fill: fillTextFilter},
	{ID: "edge", Name: "directed edge (one hop)", Group: "relationship", Category: "one-hop",
		Tags:  []string{"who", "which", "of", "by", "in", "from", "to"},
		Slots: []string{"label", "edge", "label"}, fill: fillEdge},
	{ID: "variable-length-path", Name: "variable-length path over one edge type", Group: "relationship", Category: "variable-length-path",
		Tags:  []string{"path", "indirect", "indirectly", "connect", "connected", "reach", "reachable", "within", "hops", "degrees", "chain", "network"},
		Slots: []string{"label", "edge", "min..max", "label"}, fill: fillVarPath},
	{ID: "edge-property-filter", Name: "edges with a property compared to a value", Group: "relationship", Category: "edge-property",
		Tags:  []string{"played", "role", "as", "rated", "rating", "above", "below", "with"},
		Slots: []string{"label", "edge", "property", "value", "label"}, fill: fillEdgePropFilter},
	{ID: "edge-property", Name: "property of an edge", Group: "relationship", Category: "edge-property",
		Tags:  []string{"role", "roles", "rating", "summary", "what", "as", "played", "gave"},
		Slots: []string{"label", "edge", "property", "label"}, fill: fillEdgeProp},
	{ID: "chain", Name: "two-hop chain", Group: "complex", Category: "two-hop",
		Tags:  []string{"via", "through", "co", "with", "also", "friend of friend", "worked with", "colleague", "whose", "who"},
		Slots: []string{"label", "edge", "label", "edge", "label"}, fill: fillChain},
	{ID: "star", Name: "a node with two different edges", Group: "complex", Category: "star",
		Tags:  []string{"both", "and", "also", "same", "center", "multiple", "together"},
		Slots: []string{"label", "edge", "label", "edge", "label"}, fill: fillStar},
	{ID: "star-same", Name: "two different edges between the same two nodes", Group: "complex", Category: "star",
		Tags:  []string{"both", "and", "same", "also", "own", "themselves", "as well as"},
		Slots: []string{"label", "edge", "edge", "label"}, fill: fillStarSame},
	{ID: "count", Name: "count of matches", Group: "aggregation", Category: "count",
		Tags:  []string{"how many", "number", "count", "total", "quantity", "amount"},
		Slots: []string{"pattern"}, fill: fillCount},
	{ID: "avg", Name: "average of a numeric property", Group: "aggregation", Category: "aggregate",
		Tags:  []string{"average", "mean", "typical", "avg"},
		Slots: []string{"pattern", "property"}, fill: fillAgg(Avg)},
	{ID: "sum", Name: "sum of a numeric property", Group: "aggregation", Category: "aggregate",
		Tags:  []string{"sum", "total", "combined", "altogether"},
		Slots: []string{"pattern", "property"}, fill: fillAgg(Sum)},
	{ID: "min", Name: "minimum of a property", Group: "aggregation", Category: "aggregate",
		Tags:  []string{"minimum", "lowest", "smallest", "earliest", "oldest", "first", "min", "least"},
		Slots: []string{"pattern", "property"}, fill: fillAgg(Min)},
	{ID: "max", Name: "maximum of a property", Group: "aggregation", Category: "aggregate",
		Tags:  []string{"maximum", "highest", "largest", "latest", "newest", "youngest", "most recent", "max", "best"},
		Slots: []string{"pattern", "property"}, fill: fillAgg(Max)},
	{ID: "grouped-count", Name: "count per group", Group: "aggregation", Category: "grouped-count",
		Tags:  []string{"each", "per", "every", "for each", "by", "how many", "number"},
		Slots: []string{"label", "edge", "label", "group"}, fill: fillGroupedCount},
	{ID: "top-k-count", Name: "groups with the most matches", Group: "aggregation", Category: "order-top-k",
		Tags:  []string{"most", "top", "fewest", "least", "highest number", "the most", "largest number"},
		Slots: []string{"label", "edge", "label", "k"}, fill: fillTopKCount},
	{ID: "top-k-desc", Name: "nodes ordered by a property, highest first", Group: "aggregation", Category: "order-top-k",
		Tags:  []string{"top", "highest", "latest", "newest", "most recent", "youngest", "largest", "descending", "best"},
		Slots: []string{"label", "property", "k"}, fill: fillTopK(true)},
	{ID: "top-k-asc", Name: "nodes ordered by a property, lowest first", Group: "aggregation", Category: "order-top-k",
		Tags:  []string{"lowest", "earliest", "oldest", "first", "smallest", "ascending", "worst"},
		Slots: []string{"label", "property", "k"}, fill: fillTopK(false)},
	{ID: "exists", Name: "nodes that have an edge", Group: "complex", Category: "existence",
		Tags:  []string{"any", "at least one", "have", "has", "some", "ever", "who have"},
		Slots: []string{"label", "edge", "label"}, fill: fillExists(false)},
	{ID: "negation", Name: "nodes without an edge", Group: "complex", Category: "negation",
		Tags:  []string{"without", "not", "never", "no", "none", "does not", "did not", "didn't", "doesn't", "haven't"},
		Slots: []string{"label", "edge", "label"}, fill: fillExists(true)},
	{ID: "edge-negation", Name: "an edge without another edge", Group: "complex", Category: "negation",
		Tags:  []string{"but not", "without", "never", "not", "no", "didn't", "did not", "who have not", "nobody"},
		Slots: []string{"label", "edge", "label", "edge"}, fill: fillEdgeNegation},
	{ID: "sorted", Name: "matches sorted by a property", Group: "aggregation", Category: "order-top-k",
		Tags:  []string{"sorted", "sort", "order", "ordered", "alphabetical", "alphabetically", "in order", "by"},
		Slots: []string{"label", "condition", "property"}, fill: fillSorted},
	{ID: "distinct", Name: "distinct values", Group: "node", Category: "distinct",
		Tags:  []string{"distinct", "different", "unique", "various", "kinds", "all the"},
		Slots: []string{"label", "property or edge"}, fill: fillDistinct},
}

// TemplateByID returns the catalogue entry, or nil.
func TemplateByID(id string) *Template {
	for _, t := range Catalogue {
		if t.ID == id {
			return t
		}
	}
	return nil
}

// Value is a grounded literal: a value of a property of a label (or, when
// Edge is set, of an edge type) with the comparison the question asks for
// (Eq when empty).
type Value struct {
	Owner string
	Prop  string
	Edge  bool
	Op    Op
	Value any
}

// PropElem is a grounded property of a label or edge type.
type PropElem struct {
	Owner string
	Prop  string
	Edge  bool
}

// Grounded is what grounding linked in a question, in schema names.
type Grounded struct {
	Labels    []string
	EdgeTypes []string
	Props     []PropElem
	Values    []Value
	// Limit is a row count the question asks for ("top 3"); 0 = default.
	Limit int
}

// Options bound instantiation. Zero values take the defaults.
type Options struct {
	// MaxPerTemplate caps the twigs one template contributes (default 48).
	MaxPerTemplate int
	// MaxTotal caps all twigs (default 600).
	MaxTotal int
	// MaxEndpoints caps the label pairs used per edge type (default 4),
	// preferring pairs whose labels were grounded.
	MaxEndpoints int
	// FallbackEdges caps the edge types taken from grounded labels when no
	// edge type was grounded (default 6).
	FallbackEdges int
	// DefaultLimit is the k of top-k twigs when the question gives none
	// (default 10).
	DefaultLimit int
	// MaxHops is the upper bound of variable-length path twigs (default 3).
	MaxHops int
}

func (o Options) withDefaults() Options {
	if o.MaxPerTemplate <= 0 {
		o.MaxPerTemplate = 48
	}
	if o.MaxTotal <= 0 {
		o.MaxTotal = 600
	}
	if o.MaxEndpoints <= 0 {
		o.MaxEndpoints = 4
	}
	if o.FallbackEdges <= 0 {
		o.FallbackEdges = 6
	}
	if o.DefaultLimit <= 0 {
		o.DefaultLimit = 10
	}
	if o.MaxHops <= 0 || o.MaxHops > MaxHops {
		o.MaxHops = 3
	}
	return o
}

// Twig is one instantiated template: a valid query over the schema.
type Twig struct {
	// ID is unique among one Instantiate result and stable across runs.
	ID       string
	Template *Template
	Query    *Query
	// Elements are the schema tags T_s in grounding's naming:
	// "label:Movie", "edge:ACTED_IN", "prop:Movie.released". A node's key
	// property counts only where the twig filters on it.
	Elements []string
	schema   *schema.Schema
}

// Render writes the twig in a language.
func (t *Twig) Render(l lang.Lang) (string, error) { return Render(t.Query, l, t.schema) }

// RenderAll writes the twig in every language.
func (t *Twig) RenderAll() (map[lang.Lang]string, error) { return RenderAll(t.Query, t.schema) }

// Instantiate fills the catalogue with the grounded elements under default
// options.
func Instantiate(s *schema.Schema, g Grounded) []Twig { return InstantiateWith(s, g, Options{}) }

// InstantiateWith fills every template with the grounded elements, keeping
// only queries the schema validates, at most opt.MaxPerTemplate per template
// and opt.MaxTotal overall. The output order is the catalogue order, then
// the order of the (sorted) grounded elements, so it is deterministic.
func InstantiateWith(s *schema.Schema, g Grounded, opt Options) []Twig {
	if s == nil {
		return nil
	}
	c := newFiller(indexed(s), g, opt.withDefaults())
	for _, t := range Catalogue {
		if len(c.out) >= c.opt.MaxTotal {
			break
		}
		c.tmpl, c.n = t, 0
		t.fill(c)
	}
	return c.out
}

// ---- instantiation machinery ----

// walk is an edge type traversed in one direction between two labels.
type walk struct {
	edge     string
	dir      Dir
	src, dst string
}

func (w walk) hop(to Node) Hop { return Hop{Edge: w.edge, Dir: w.dir, To: to} }
func (w walk) reverse() walk   { return walk{edge: w.edge, dir: 1 - w.dir, src: w.dst, dst: w.src} }
func (w walk) String() string {
	if w.dir == Out {
		return w.src + "-" + w.edge + "->" + w.dst
	}
	return w.src + "<-" + w.edge + "-" + w.dst
}

type filler struct {
	s    *sx
	opt  Options
	tmpl *Template
	n    int // twigs from the current template
	out  []Twig
	seen map[string]bool

	labels   []string        // candidate labels, sorted
	grounded map[string]bool // grounded element IDs
	uses     []walk          // Out walks of candidate edges over chosen endpoints
	named    map[string]bool // edge types the question named (not fallbacks)
	props    []PropElem      // grounded properties (deduplicated)
	pins     []Value         // equality values on label properties
	conds    []Value         // other comparisons on label properties
	edgeVals []Value         // values on edge properties
	limit    int
}

func newFiller(s *sx, g Grounded, opt Options) *filler {
	c := &filler{s: s, opt: opt, seen: map[string]bool{}, grounded: map[string]bool{}, limit: g.Limit}
	if c.limit <= 0 {
		c.limit = opt.DefaultLimit
	}
	labels := map[string]bool{}
	for _, l := range g.Labels {
		if s.Label(l) != nil {
			labels[l] = true
			c.grounded["label:"+l] = true
		}
	}
	propSeen := map[PropElem]bool{}
	addProp := func(p PropElem) {
		if propSeen[p] || propOf(s, p) == nil {
			return
		}
		propSeen[p] = true
		c.props = append(c.props, p)
		c.grounded[propID(p)] = true
		if !p.Edge {
			labels[p.Owner] = true
		}
	}
	for _, p := range g.Props {
		addProp(p)
	}
	for _, v := range g.Values {
		v.Value = normValue(v.Value)
		if v.Op == "" {
			v.Op = Eq
		}
		pe := PropElem{Owner: v.Owner, Prop: v.Prop, Edge: v.Edge}
		p := propOf(s, pe)
		if p == nil || checkOp(&Cmp{Op: v.Op, Value: v.Value}, p.Type) != nil {
			continue
		}
		addProp(pe)
		switch {
		case v.Edge:
			c.edgeVals = append(c.edgeVals, v)
		case v.Op == Eq:
			c.pins = append(c.pins, v)
		default:
			c.conds = append(c.conds, v)
		}
	}
	edges := map[string]bool{}
	c.named = map[string]bool{}
	for _, e := range g.EdgeTypes {
		if s.EdgeType(e) != nil {
			edges[e] = true
			c.named[e] = true
			c.grounded["edge:"+e] = true
		}
	}
	for _, v := range g.Values {
		if v.Edge && s.EdgeType(v.Owner) != nil {
			edges[v.Owner] = true
			c.named[v.Owner] = true
		}
	}
	for _, p := range c.props {
		if p.Edge {
			edges[p.Owner] = true
			c.named[p.Owner] = true
		}
	}
	if len(edges) == 0 && len(labels) > 0 {
		// Nothing named an edge: take the edge types touching the grounded
		// labels, those joining two grounded labels first.
		type cand struct {
			name  string
			score int
		}
		var cs []cand
		for _, et := range s.EdgeTypes {
			best := 0
			for _, ep := range et.Endpoints {
				sc := 0
				if labels[ep.From] {
					sc++
				}
				if labels[ep.To] {
					sc++
				}
				best = max(best, sc)
			}
			if best > 0 {
				cs = append(cs, cand{et.Name, best})
			}
		}
		sort.SliceStable(cs, func(i, j int) bool {
			if cs[i].score != cs[j].score {
				return cs[i].score > cs[j].score
			}
			return cs[i].name < cs[j].name
		})
		for i := 0; i < len(cs) && i < opt.FallbackEdges; i++ {
			edges[cs[i].name] = true
		}
	}
	for _, e := range sortedKeys(edges) {
		et := s.EdgeType(e)
		eps := append([]schema.Endpoint(nil), et.Endpoints...)
		score := func(ep schema.Endpoint) int {
			n := 0
			if labels[ep.From] {
				n++
			}
			if labels[ep.To] {
				n++
			}
			return n
		}
		sort.SliceStable(eps, func(i, j int) bool {
			si, sj := score(eps[i]), score(eps[j])
			if si != sj {
				return si > sj
			}
			if eps[i].From != eps[j].From {
				return eps[i].From < eps[j].From
			}
			return eps[i].To < eps[j].To
		})
		if len(eps) > opt.MaxEndpoints {
			eps = eps[:opt.MaxEndpoints]
		}
		for _, ep := range eps {
			if s.Label(ep.From) == nil || s.Label(ep.To) == nil {
				continue
			}
			c.uses = append(c.uses, walk{edge: e, dir: Out, src: ep.From, dst: ep.To})
		}
	}
	c.labels = sortedKeys(labels)
	sortValues(c.pins)
	sortValues(c.conds)
	sortValues(c.edgeVals)
	sort.Slice(c.props, func(i, j int) bool { return propID(c.props[i]) < propID(c.props[j]) })
	return c
}

func sortValues(vs []Value) {
	sort.SliceStable(vs, func(i, j int) bool {
		a, b := vs[i], vs[j]
		if a.Owner != b.Owner {
			return a.Owner < b.Owner
		}
		if a.Prop != b.Prop {
			return a.Prop < b.Prop
		}
		if a.Op != b.Op {
			return a.Op < b.Op
		}
		return fmt.Sprint(a.Value) < fmt.Sprint(b.Value)
	})
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func propOf(s *sx, p PropElem) *schema.Property {
	if p.Edge {
		if et := s.EdgeType(p.Owner); et != nil {
			return schema.Find(et.Properties, p.Prop)
		}
		return nil
	}
	if l := s.Label(p.Owner); l != nil {
		return schema.Find(l.Properties, p.Prop)
	}
	return nil
}

func propID(p PropElem) string { return "prop:" + p.Owner + "." + p.Prop }

// full reports whether the current template (or the whole run) is capped.
func (c *filler) full() bool {
	return c.n >= c.opt.MaxPerTemplate || len(c.out) >= c.opt.MaxTotal
}

// emit validates q and records it as a twig; invalid combinations are
// dropped, which is what keeps every twig consistent with the schema.
func (c *filler) emit(q *Query, slots ...string) {
	if c.full() {
		return
	}
	id := c.tmpl.ID + "(" + strings.Join(slots, ", ") + ")"
	if c.seen[id] {
		return
	}
	n, sc, err := normalize(q, c.s)
	if err != nil {
		return
	}
	c.seen[id] = true
	c.n++
	c.out = append(c.out, Twig{ID: id, Template: c.tmpl, Query: q, Elements: elements(n, sc, c.s), schema: c.s.Schema})
}

// namer gives readable, stable variable names: the label's initial, then
// a numbered suffix when two nodes share it.
type namer map[string]bool

func (n namer) name(label string) string {
	base := "n"
	for _, r := range label {
		if unicode.IsLetter(r) && r < unicode.MaxASCII {
			base = strings.ToLower(string(r))
			break
		}
	}
	if base == "r" { // r is for edges
		base = "n"
	}
	v := base
	for i := 2; n[v]; i++ {
		v = fmt.Sprintf("%s%d", base, i)
	}
	n[v] = true
	return v
}

func (c *filler) pinsOn(label string) []Value {
	var out []Value
	for _, p := range c.pins {
		if p.Owner == label {
			out = append(out, p)
		}
	}
	return out
}

func (c *filler) condsOn(label string) []Value {
	var out []Value
	for _, p := range c.conds {
		if p.Owner == label {
			out = append(out, p)
		}
	}
	return out
}

func pinExpr(v string, p Value) Expr { return C(v, p.Prop, p.Op, p.Value) }

func valSlot(p Value) string {
	return fmt.Sprintf("%s.%s %s %v", p.Owner, p.Prop, p.Op, p.Value)
}

// keyOrder orders by a column, then by the given key columns so ties come
// out in the same order in every language.
func keyOrder(col string, desc bool, keys ...string) []Sort {
	out := []Sort{{Col: col, Desc: desc}}
	for _, k := range keys {
		if k != col {
			out = append(out, Sort{Col: k})
		}
	}
	return out
}

// ---- the builders ----

func fillNode(c *filler) {
	for _, l := range c.labels {
		v := namer{}.name(l)
		c.emit(&Query{Match: []Path{P(N(v, l))}, Return: []Proj{Col(v, "")}}, l)
	}
}

func fillPropertyLookup(c *filler) {
	for _, pin := range c.pins {
		for _, p := range c.props {
			if p.Edge || p.Owner != pin.Owner || p.Prop == pin.Prop {
				continue
			}
			if t := propOf(c.s, p); t == nil || t.Type.IsList() {
				continue
			}
			v := namer{}.name(pin.Owner)
			c.emit(&Query{Match: []Path{P(N(v, pin.Owner))}, Where: pinExpr(v, pin), Return: []Proj{Col(v, p.Prop)}},
				valSlot(pin), p.Prop)
		}
	}
}

func fillPropertyFilter(c *filler) {
	for _, pin := range c.pins {
		v := namer{}.name(pin.Owner)
		c.emit(&Query{Match: []Path{P(N(v, pin.Owner))}, Where: pinExpr(v, pin), Return: []Proj{Col(v, "")}}, valSlot(pin))
	}
}

func fillRangeFilter(c *filler) {
	for _, cv := range c.conds {
		switch cv.Op {
		case StartsWith, EndsWith, Contains, EqFold, ContainsFold:
			continue
		}
		v := namer{}.name(cv.Owner)
		ret := []Proj{Col(v, "")}
		if cv.Prop != c.s.Key(cv.Owner) && !propOf(c.s, PropElem{Owner: cv.Owner, Prop: cv.Prop}).Type.IsList() {
			ret = append(ret, Col(v, cv.Prop))
		}
		c.emit(&Query{Match: []Path{P(N(v, cv.Owner))}, Where: pinExpr(v, cv), Return: ret}, valSlot(cv))
	}
	for _, b := range c.bounds() {
		v := namer{}.name(b[0].Owner)
		c.emit(&Query{Match: []Path{P(N(v, b[0].Owner))}, Where: AllOf(pinExpr(v, b[0]), pinExpr(v, b[1])), Return: []Proj{Col(v, "")}},
			valSlot(b[0]), valSlot(b[1]))
	}
}

// bounds pairs a lower and an upper bound on the same property ("between
// 2000 and 2005").
func (c *filler) bounds() [][2]Value {
	var out [][2]Value
	for _, lo := range c.conds {
		if lo.Op != Gt && lo.Op != Ge {
			continue
		}
		for _, hi := range c.conds {
			if (hi.Op == Lt || hi.Op == Le) && hi.Owner == lo.Owner && hi.Prop == lo.Prop {
				out = append(out, [2]Value{lo, hi})
			}
		}
	}
	return out
}

func fillTextFilter(c *filler) {
	for _, cv := range c.conds {
		if cv.Op != StartsWith && cv.Op != Contains && cv.Op != EqFold {
			continue
		}
		v := namer{}.name(cv.Owner)
		c.emit(&Query{Match: []Path{P(N(v, cv.Owner))}, Where: pinExpr(v, cv), Return: []Proj{Col(v, "")}}, valSlot(cv))
	}
}

// hop1 builds (a:src)-[walk]->(b:dst) with fresh names.
func hop1(w walk) (a, b string, m []Path) {
	nm := namer{}
	a, b = nm.name(w.src), nm.name(w.dst)
	return a, b, []Path{P(N(a, w.src), w.hop(N(b, w.dst)))}
}

func fillEdge(c *filler) {
	for _, w := range c.uses {
		a, b, m := hop1(w)
		pinned := false
		for _, pin := range c.pinsOn(w.src) {
			pinned = true
			c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{Col(b, "")}}, w.String(), "pin "+a+": "+valSlot(pin))
		}
		for _, pin := range c.pinsOn(w.dst) {
			pinned = true
			c.emit(&Query{Match: m, Where: pinExpr(b, pin), Return: []Proj{Col(a, "")}}, w.String(), "pin "+b+": "+valSlot(pin))
		}
		if !pinned {
			c.emit(&Query{Match: m, Return: []Proj{Col(a, ""), Col(b, "")}}, w.String())
		}
		// Both ends named ("Did Tom Hanks act in Cloud Atlas?").
		for _, pa := range c.pinsOn(w.src) {
			for _, pb := range c.pinsOn(w.dst) {
				if pa != pb {
					c.emit(&Query{Match: m, Where: AllOf(pinExpr(a, pa), pinExpr(b, pb)), Return: []Proj{Col(a, ""), Col(b, "")}},
						w.String(), "pin "+a+": "+valSlot(pa), "pin "+b+": "+valSlot(pb))
				}
			}
		}
		// A named node and a condition on its neighbours ("movies Tom
		// Hanks acted in after 2000").
		for _, cv := range c.condsOn(w.dst) {
			for _, pin := range c.pinsOn(w.src) {
				c.emit(&Query{Match: m, Where: AllOf(pinExpr(a, pin), pinExpr(b, cv)), Return: []Proj{Col(b, "")}},
					w.String(), "pin "+a+": "+valSlot(pin), b+": "+valSlot(cv))
			}
		}
		for _, cv := range c.condsOn(w.src) {
			for _, pin := range c.pinsOn(w.dst) {
				c.emit(&Query{Match: m, Where: AllOf(pinExpr(b, pin), pinExpr(a, cv)), Return: []Proj{Col(a, "")}},
					w.String(), "pin "+b+": "+valSlot(pin), a+": "+valSlot(cv))
			}
		}
	}
}

func fillVarPath(c *filler) {
	for _, w := range c.uses {
		if w.src != w.dst {
			continue
		}
		nm := namer{}
		a, b := nm.name(w.src), nm.name(w.dst)
		h := Hop{Edge: w.edge, Min: 1, Max: c.opt.MaxHops, To: N(b, w.dst)}
		m := []Path{P(N(a, w.src), h)}
		slot := fmt.Sprintf("%s-%s*1..%d->%s", w.src, w.edge, c.opt.MaxHops, w.dst)
		pinned := false
		for _, pin := range c.pinsOn(w.src) {
			pinned = true
			c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{Col(b, "")}, Distinct: true}, slot, "pin "+a+": "+valSlot(pin))
			c.emit(&Query{Match: m, Where: pinExpr(b, pin), Return: []Proj{Col(a, "")}, Distinct: true}, slot, "pin "+b+": "+valSlot(pin))
		}
		if !pinned {
			c.emit(&Query{Match: m, Return: []Proj{Col(a, ""), Col(b, "")}, Distinct: true}, slot)
		}
	}
}

func fillEdgePropFilter(c *filler) {
	for _, ev := range c.edgeVals {
		for _, w := range c.uses {
			if w.edge != ev.Owner {
				continue
			}
			nm := namer{}
			a, b := nm.name(w.src), nm.name(w.dst)
			m := []Path{P(N(a, w.src), Hop{Edge: w.edge, Var: "r", To: N(b, w.dst)})}
			cond := C("r", ev.Prop, ev.Op, ev.Value)
			c.emit(&Query{Match: m, Where: cond, Return: []Proj{Col(a, ""), Col(b, "")}, Distinct: true},
				w.String(), valSlot(ev))
			// "Who played Neo?" asks for one end only.
			c.emit(&Query{Match: m, Where: cond, Return: []Proj{Col(a, "")}, Distinct: true}, w.String(), valSlot(ev), a)
			c.emit(&Query{Match: m, Where: cond, Return: []Proj{Col(b, "")}, Distinct: true}, w.String(), valSlot(ev), b)
			for _, pin := range c.pinsOn(w.src) {
				c.emit(&Query{Match: m, Where: AllOf(pinExpr(a, pin), cond), Return: []Proj{Col(b, "")}, Distinct: true},
					w.String(), valSlot(ev), "pin "+a+": "+valSlot(pin))
			}
			for _, pin := range c.pinsOn(w.dst) {
				c.emit(&Query{Match: m, Where: AllOf(pinExpr(b, pin), cond), Return: []Proj{Col(a, "")}, Distinct: true},
					w.String(), valSlot(ev), "pin "+b+": "+valSlot(pin))
			}
		}
	}
}

func fillEdgeProp(c *filler) {
	for _, p := range c.props {
		if !p.Edge {
			continue
		}
		for _, w := range c.uses {
			if w.edge != p.Owner {
				continue
			}
			nm := namer{}
			a, b := nm.name(w.src), nm.name(w.dst)
			m := []Path{P(N(a, w.src), Hop{Edge: w.edge, Var: "r", To: N(b, w.dst)})}
			col := Proj{Var: "r", Prop: p.Prop}
			srcPins, dstPins := c.pinsOn(w.src), c.pinsOn(w.dst)
			for _, sp := range srcPins {
				for _, dp := range dstPins {
					if sp == dp {
						continue
					}
					c.emit(&Query{Match: m, Where: AllOf(pinExpr(a, sp), pinExpr(b, dp)), Return: []Proj{col}},
						w.String(), p.Prop, "pin "+a+": "+valSlot(sp), "pin "+b+": "+valSlot(dp))
				}
				c.emit(&Query{Match: m, Where: pinExpr(a, sp), Return: []Proj{Col(b, ""), col}}, w.String(), p.Prop, "pin "+a+": "+valSlot(sp))
			}
			for _, dp := range dstPins {
				c.emit(&Query{Match: m, Where: pinExpr(b, dp), Return: []Proj{Col(a, ""), col}}, w.String(), p.Prop, "pin "+b+": "+valSlot(dp))
			}
			if len(srcPins)+len(dstPins) == 0 {
				c.emit(&Query{Match: m, Return: []Proj{Col(a, ""), Col(b, ""), col}}, w.String(), p.Prop)
			}
		}
	}
}

// walks lists the candidate edges in both directions.
func (c *filler) walks() []walk {
	out := make([]walk, 0, 2*len(c.uses))
	for _, w := range c.uses {
		out = append(out, w, w.reverse())
	}
	return out
}

// namedWalks are the walks over edge types the question named: two-edge
// patterns built from fallback edges would be guesses squared.
func (c *filler) namedWalks() []walk {
	var out []walk
	for _, w := range c.walks() {
		if c.named[w.edge] {
			out = append(out, w)
		}
	}
	return out
}

func fillChain(c *filler) {
	ws := c.namedWalks()
	for _, w1 := range ws {
		for _, w2 := range ws {
			if w1.dst != w2.src || c.full() {
				continue
			}
			nm := namer{}
			x, y := nm.name(w1.src), nm.name(w1.dst)
			z := nm.name(w2.dst)
			m := []Path{P(N(x, w1.src), w1.hop(N(y, w1.dst)), w2.hop(N(z, w2.dst)))}
			slot := w1.String() + ", " + w2.String()
			pins := c.pinsOn(w1.src)
			for _, pin := range pins {
				c.emit(&Query{Match: m, Where: pinExpr(x, pin), Return: []Proj{Col(z, "")}, Distinct: true}, slot, "pin "+x+": "+valSlot(pin))
			}
			// Unpinned chains are symmetric; keep one orientation.
			if len(pins) == 0 && len(c.pinsOn(w2.dst)) == 0 && w1.String() <= w2.reverse().String() {
				c.emit(&Query{Match: m, Return: []Proj{Col(x, ""), Col(z, "")}, Distinct: true}, slot)
			}
		}
	}
}

func fillStar(c *filler) {
	ws := c.namedWalks()
	for i, wa := range ws {
		for j, wb := range ws {
			if j <= i || wa.src != wb.src || wa.edge == wb.edge || c.full() {
				continue
			}
			nm := namer{}
			y := nm.name(wa.src)
			x, z := nm.name(wa.dst), nm.name(wb.dst)
			m := []Path{P(N(y, wa.src), wa.hop(N(x, wa.dst))), P(N(y, ""), wb.hop(N(z, wb.dst)))}
			slot := wa.String() + ", " + wb.String()
			xp, zp := c.pinsOn(wa.dst), c.pinsOn(wb.dst)
			for _, p1 := range xp {
				for _, p2 := range zp {
					c.emit(&Query{Match: m, Where: AllOf(pinExpr(x, p1), pinExpr(z, p2)), Return: []Proj{Col(y, "")}, Distinct: true},
						slot, "pin "+x+": "+valSlot(p1), "pin "+z+": "+valSlot(p2))
				}
				c.emit(&Query{Match: m, Where: pinExpr(x, p1), Return: []Proj{Col(y, ""), Col(z, "")}, Distinct: true}, slot, "pin "+x+": "+valSlot(p1))
			}
			for _, p2 := range zp {
				c.emit(&Query{Match: m, Where: pinExpr(z, p2), Return: []Proj{Col(y, ""), Col(x, "")}, Distinct: true}, slot, "pin "+z+": "+valSlot(p2))
			}
			if len(xp)+len(zp) == 0 {
				c.emit(&Query{Match: m, Return: []Proj{Col(y, ""), Col(x, ""), Col(z, "")}, Distinct: true}, slot)
			}
		}
	}
}

func fillStarSame(c *filler) {
	ws := c.namedWalks()
	for i, w1 := range ws {
		for j, w2 := range ws {
			if j <= i || w1.edge == w2.edge || w1.src != w2.src || w1.dst != w2.dst || c.full() {
				continue
			}
			nm := namer{}
			a, b := nm.name(w1.src), nm.name(w1.dst)
			m := []Path{P(N(a, w1.src), w1.hop(N(b, w1.dst)), w2.reverse().hop(N(a, "")))}
			slot := w1.String() + ", " + w2.String()
			c.emit(&Query{Match: m, Return: []Proj{Col(a, "")}, Distinct: true}, slot, a)
			for _, pin := range c.pinsOn(w1.dst) {
				c.emit(&Query{Match: m, Where: pinExpr(b, pin), Return: []Proj{Col(a, "")}, Distinct: true}, slot, "pin "+b+": "+valSlot(pin))
			}
			for _, pin := range c.pinsOn(w1.src) {
				c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{Col(b, "")}, Distinct: true}, slot, "pin "+a+": "+valSlot(pin))
			}
		}
	}
}

func fillEdgeNegation(c *filler) {
	ws := c.namedWalks()
	for _, w1 := range ws {
		for _, w2 := range ws {
			if w1.edge == w2.edge || c.full() {
				continue
			}
			nm := namer{}
			a, b := nm.name(w1.src), nm.name(w1.dst)
			m := []Path{P(N(a, w1.src), w1.hop(N(b, w1.dst)))}
			slot := w1.String() + ", not " + w2.String()
			if w2.src == w1.src {
				// people who acted in (The Matrix) but never directed
				neg := &Not{X: &Exists{Path: P(N(a, ""), w2.hop(N("", w2.dst)))}}
				pins := c.pinsOn(w1.dst)
				for _, pin := range pins {
					c.emit(&Query{Match: m, Where: AllOf(pinExpr(b, pin), neg), Return: []Proj{Col(a, "")}, Distinct: true},
						slot, "pin "+b+": "+valSlot(pin))
				}
				if len(pins) == 0 {
					c.emit(&Query{Match: m, Where: neg, Return: []Proj{Col(a, "")}, Distinct: true}, slot, a)
				}
			}
			if w2.src == w1.dst {
				// movies Tom Hanks acted in that nobody reviewed
				neg := &Not{X: &Exists{Path: P(N(b, ""), w2.hop(N("", w2.dst)))}}
				pins := c.pinsOn(w1.src)
				for _, pin := range pins {
					c.emit(&Query{Match: m, Where: AllOf(pinExpr(a, pin), neg), Return: []Proj{Col(b, "")}, Distinct: true},
						slot, "pin "+a+": "+valSlot(pin))
				}
				if len(pins) == 0 {
					c.emit(&Query{Match: m, Where: neg, Return: []Proj{Col(b, "")}, Distinct: true}, slot, b)
				}
			}
		}
	}
}

func fillSorted(c *filler) {
	for _, cv := range append(append([]Value(nil), c.pins...), c.conds...) {
		key := c.s.Key(cv.Owner)
		if key == "" || key == cv.Prop {
			continue
		}
		v := namer{}.name(cv.Owner)
		c.emit(&Query{Match: []Path{P(N(v, cv.Owner))}, Where: pinExpr(v, cv), Return: []Proj{Col(v, "")}, Order: []Sort{{Col: key}}},
			valSlot(cv))
	}
	for _, p := range c.props {
		t := propOf(c.s, p)
		key := c.s.Key(p.Owner)
		if p.Edge || t.Type.IsList() || key == "" || key == p.Prop {
			continue
		}
		v := namer{}.name(p.Owner)
		c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{Col(v, ""), Col(v, p.Prop)}, Order: []Sort{{Col: p.Prop}, {Col: key}}},
			propID(p))
	}
}

func countCol() Proj { return Proj{Agg: Count, As: "count"} }

func fillCount(c *filler) {
	for _, l := range c.labels {
		v := namer{}.name(l)
		c.emit(&Query{Match: []Path{P(N(v, l))}, Return: []Proj{countCol()}}, l)
	}
	for _, cv := range append(append([]Value(nil), c.pins...), c.conds...) {
		v := namer{}.name(cv.Owner)
		c.emit(&Query{Match: []Path{P(N(v, cv.Owner))}, Where: pinExpr(v, cv), Return: []Proj{countCol()}}, valSlot(cv))
	}
	for _, w := range c.uses {
		a, b, m := hop1(w)
		for _, pin := range c.pinsOn(w.src) {
			c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{{Agg: CountDistinct, Var: b, As: "count"}}}, w.String(), "pin "+a+": "+valSlot(pin))
		}
		for _, pin := range c.pinsOn(w.dst) {
			c.emit(&Query{Match: m, Where: pinExpr(b, pin), Return: []Proj{{Agg: CountDistinct, Var: a, As: "count"}}}, w.String(), "pin "+b+": "+valSlot(pin))
		}
		c.emit(&Query{Match: m, Return: []Proj{countCol()}}, w.String())
	}
}

// numericProps are the grounded numeric scalar properties, or when none was
// grounded, those of the candidate labels and edges.
func (c *filler) numericProps() []PropElem {
	var out []PropElem
	for _, p := range c.props {
		if t := propOf(c.s, p); t != nil && t.Type.Numeric() && !t.Type.IsList() {
			out = append(out, p)
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, l := range c.labels {
		for _, p := range c.s.Label(l).Properties {
			if p.Type.Numeric() && !p.Type.IsList() {
				out = append(out, PropElem{Owner: l, Prop: p.Name})
			}
		}
	}
	for _, w := range c.uses {
		for _, p := range c.s.EdgeType(w.edge).Properties {
			pe := PropElem{Owner: w.edge, Prop: p.Name, Edge: true}
			if p.Type.Numeric() && !p.Type.IsList() && !containsProp(out, pe) {
				out = append(out, pe)
			}
		}
	}
	return out
}

func containsProp(ps []PropElem, p PropElem) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func fillAgg(agg Agg) func(c *filler) {
	return func(c *filler) {
		for _, p := range c.numericProps() {
			col := func(v string) Proj { return Proj{Agg: agg, Var: v, Prop: p.Prop} }
			if !p.Edge {
				v := namer{}.name(p.Owner)
				c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{col(v)}}, propID(p))
				// The same, over the neighbours of a named node.
				for _, w := range c.walks() {
					if w.dst != p.Owner {
						continue
					}
					a, b, m := hop1(w)
					for _, pin := range c.pinsOn(w.src) {
						c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{col(b)}}, propID(p), w.String(), "pin "+a+": "+valSlot(pin))
					}
				}
				continue
			}
			for _, w := range c.uses {
				if w.edge != p.Owner {
					continue
				}
				nm := namer{}
				a, b := nm.name(w.src), nm.name(w.dst)
				m := []Path{P(N(a, w.src), Hop{Edge: w.edge, Var: "r", To: N(b, w.dst)})}
				c.emit(&Query{Match: m, Return: []Proj{col("r")}}, propID(p), w.String())
				for _, pin := range c.pinsOn(w.src) {
					c.emit(&Query{Match: m, Where: pinExpr(a, pin), Return: []Proj{col("r")}}, propID(p), w.String(), "pin "+a+": "+valSlot(pin))
				}
				for _, pin := range c.pinsOn(w.dst) {
					c.emit(&Query{Match: m, Where: pinExpr(b, pin), Return: []Proj{col("r")}}, propID(p), w.String(), "pin "+b+": "+valSlot(pin))
				}
			}
		}
	}
}

func fillGroupedCount(c *filler) {
	for _, w := range c.uses {
		a, b, m := hop1(w)
		c.emit(&Query{Match: m, Return: []Proj{Col(a, ""), countCol()}}, w.String(), "per "+a)
		c.emit(&Query{Match: m, Return: []Proj{Col(b, ""), countCol()}}, w.String(), "per "+b)
	}
	for _, p := range c.props {
		t := propOf(c.s, p)
		if p.Edge || t.Type.IsList() || p.Prop == c.s.Key(p.Owner) {
			continue
		}
		v := namer{}.name(p.Owner)
		c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{Col(v, p.Prop), countCol()}}, "per "+propID(p))
	}
}

func fillTopKCount(c *filler) {
	for _, w := range c.uses {
		a, b, m := hop1(w)
		for _, g := range []string{a, b} {
			label := w.src
			if g == b {
				label = w.dst
			}
			key := c.s.Key(label)
			c.emit(&Query{Match: m, Return: []Proj{{Var: g, As: key}, countCol()}, Order: keyOrder("count", true, key), Limit: c.limit},
				w.String(), "per "+g)
		}
	}
}

func fillTopK(desc bool) func(c *filler) {
	return func(c *filler) {
		for _, p := range c.numericProps() {
			if p.Edge {
				for _, w := range c.uses {
					if w.edge != p.Owner {
						continue
					}
					nm := namer{}
					a, b := nm.name(w.src), nm.name(w.dst)
					m := []Path{P(N(a, w.src), Hop{Edge: w.edge, Var: "r", To: N(b, w.dst)})}
					ret := []Proj{Col(a, ""), Col(b, ""), {Var: "r", Prop: p.Prop}}
					cols, err := Columns(&Query{Match: m, Return: ret}, c.s.Schema)
					if err != nil {
						continue
					}
					c.emit(&Query{Match: m, Return: ret, Order: keyOrder(p.Prop, desc, cols[0], cols[1]), Limit: c.limit}, propID(p), w.String())
				}
				continue
			}
			v := namer{}.name(p.Owner)
			key := c.s.Key(p.Owner)
			if key == p.Prop || key == "" {
				continue
			}
			c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{Col(v, ""), Col(v, p.Prop)},
				Order: keyOrder(p.Prop, desc, key), Limit: c.limit}, propID(p))
		}
	}
}

func fillExists(neg bool) func(c *filler) {
	return func(c *filler) {
		for _, w := range c.walks() {
			v := namer{}.name(w.src)
			var e Expr = &Exists{Path: P(N(v, ""), w.hop(N("", w.dst)))}
			if neg {
				e = &Not{X: e}
			}
			c.emit(&Query{Match: []Path{P(N(v, w.src))}, Where: e, Return: []Proj{Col(v, "")}}, w.String())
			// Yes/no about a named node ("Has Tom Hanks directed a movie?").
			for _, pin := range c.pinsOn(w.src) {
				c.emit(&Query{Match: []Path{P(N(v, w.src))}, Where: AllOf(pinExpr(v, pin), e), Return: []Proj{Col(v, "")}},
					w.String(), "pin "+v+": "+valSlot(pin))
			}
		}
	}
}

func fillDistinct(c *filler) {
	for _, p := range c.props {
		t := propOf(c.s, p)
		if p.Edge || t.Type.IsList() || p.Prop == c.s.Key(p.Owner) {
			continue
		}
		v := namer{}.name(p.Owner)
		c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{Col(v, p.Prop)}, Distinct: true}, propID(p))
		c.emit(&Query{Match: []Path{P(N(v, p.Owner))}, Return: []Proj{{Agg: CountDistinct, Var: v, Prop: p.Prop, As: "count"}}}, "count "+propID(p))
	}
	for _, w := range c.uses {
		a, b, m := hop1(w)
		c.emit(&Query{Match: m, Return: []Proj{Col(b, "")}, Distinct: true}, w.String(), b)
		c.emit(&Query{Match: m, Return: []Proj{Col(a, "")}, Distinct: true}, w.String(), a)
		// Distinct values of a neighbour's property ("years of reviewed
		// movies").
		for _, p := range c.props {
			if p.Edge || p.Prop == c.s.Key(p.Owner) || propOf(c.s, p).Type.IsList() {
				continue
			}
			if p.Owner == w.dst {
				c.emit(&Query{Match: m, Return: []Proj{Col(b, p.Prop)}, Distinct: true}, w.String(), b+"."+p.Prop)
			}
			if p.Owner == w.src {
				c.emit(&Query{Match: m, Return: []Proj{Col(a, p.Prop)}, Distinct: true}, w.String(), a+"."+p.Prop)
			}
		}
	}
}

// Elements lists the schema elements a query uses, in grounding's naming
// ("label:L", "edge:E", "prop:Owner.p"), sorted. A node's key property is
// listed only where the query filters on it: projecting a node by its key
// is how every twig names nodes, not something the question asked for.
func Elements(q *Query, s *schema.Schema) []string {
	x := plain(s)
	n, sc, err := normalize(q, x)
	if err != nil {
		return nil
	}
	return elements(n, sc, x)
}

func elements(n *Query, sc *scope, s *sx) []string {
	set := map[string]bool{}
	var path func(p Path)
	path = func(p Path) {
		if p.From.Label != "" {
			set["label:"+p.From.Label] = true
		}
		for _, h := range p.Hops {
			set["edge:"+h.Edge] = true
			if h.To.Label != "" {
				set["label:"+h.To.Label] = true
			}
		}
	}
	for _, p := range n.Match {
		path(p)
	}
	walkExists(n.Where, func(e *Exists) { path(e.Path) })
	owner := func(v string) string { return sc.vars[v].label }
	walkCmp(n.Where, func(c *Cmp) { set["prop:"+owner(c.Var)+"."+c.Prop] = true })
	for _, p := range n.Return {
		if p.Var == "" || p.Prop == "" {
			continue
		}
		vi := sc.vars[p.Var]
		if !vi.edge && s.Key(vi.label) == p.Prop && p.Agg == NoAgg {
			continue
		}
		set["prop:"+vi.label+"."+p.Prop] = true
	}
	return sortedKeys(set)
}
