package templates

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Dir is the direction a hop is walked in, relative to the edge's own
// direction: Out follows source→target, In goes target→source.
type Dir int8

const (
	Out Dir = iota
	In
	// Both walks an edge either way; only a Shortest path takes it, since
	// an undirected hop would make the other renderers guess what Cypher
	// counts twice.
	Both
)

// EdgeRef is one edge type walked in its own direction, an alternative of a
// Hop besides its Edge and Dir.
type EdgeRef struct {
	Edge string
	Dir  Dir
}

// Unbounded as a Hop's Max asks for the transitive closure: every node the
// edge type reaches in Min or more steps. SPARQL follows the chain to any
// depth (a + path); Cypher and Gremlin stop at ClosureCap steps, which
// Caveats reports, because neither may walk without a bound here.
const Unbounded = -1

// ClosureCap is how deep Cypher and Gremlin follow an Unbounded hop. It is
// the Gremlin guard's cap on repeat() depth (critic.MaxRepeatTimes), so a
// closure is the deepest loop the guard lets through.
const ClosureCap = 10

// Node is a node pattern. Label is required the first time a variable
// appears in a query's Match; later occurrences may leave it empty. Inside an
// Exists pattern both may be empty (an anonymous, unlabelled node).
type Node struct {
	Var   string
	Label string
}

// Hop walks one edge type from the previous node to To. Var names the edge so
// filters and projections can read its properties. Min/Max (both 0 for a
// single hop) make the hop variable-length: 1 ≤ Min ≤ Max ≤ MaxHops, or
// Max = Unbounded (Min 1) for the transitive closure, or Max = Unbounded
// with Min 0 for the reflexive one (the node itself and every node under
// it: "X, including its sub-parts"), which needs one edge type whose
// chain starts and ends at the same label; such a hop cannot carry a Var.
//
// Or lists alternatives: the hop walks Edge in Dir, or any of Or's types in
// its own direction (acted in or directed; manages or is managed by). Every
// alternative must lead from the previous node's label to To's label. An
// edge variable on an alternative hop may read only the properties every
// alternative has, with the same type. A variable-length alternative hop
// needs one direction for all its types (Cypher has no other form).
type Hop struct {
	Edge     string
	Var      string
	Dir      Dir
	Or       []EdgeRef
	Min, Max int
	To       Node
	// EdgeEq keeps only the edges whose properties equal these values
	// ("dropped" courses: ENROLLED_IN.status = 'dropped'). Only a single
	// hop of one edge type in a left-outer pattern carries it, where no
	// filter can reach: the count is of the edges that hold them.
	EdgeEq []EdgeEq
}

// EdgeEq is one property value a hop's edge must hold.
type EdgeEq struct {
	Prop  string
	Value any
}

// VarLength reports whether the hop spans a range of lengths.
func (h Hop) VarLength() bool { return h.Min != 0 || h.Max != 0 }

// Closure reports whether the hop follows its edges to any depth.
func (h Hop) Closure() bool { return h.Max == Unbounded }

// Types lists the hop's edge types with their directions: Edge first, then
// the alternatives.
func (h Hop) Types() []EdgeRef {
	return append([]EdgeRef{{Edge: h.Edge, Dir: h.Dir}}, h.Or...)
}

// edgeNames lists the hop's edge types once each.
func (h Hop) edgeNames() []string {
	out := []string{h.Edge}
	for _, r := range h.Or {
		dup := false
		for _, e := range out {
			dup = dup || e == r.Edge
		}
		if !dup {
			out = append(out, r.Edge)
		}
	}
	return out
}

// oneDir reports whether every alternative walks the same way.
func (h Hop) oneDir() bool {
	for _, r := range h.Or {
		if r.Dir != h.Dir {
			return false
		}
	}
	return true
}

// depth is the number of steps a Gremlin loop walks for the hop (0 for a
// single hop).
func (h Hop) depth() int {
	switch {
	case h.Closure():
		return ClosureCap
	case h.VarLength():
		return h.Max
	}
	return 0
}

// Path is a linear pattern: a start node and the hops walked from it. Every
// path after the first in a Match must start at a variable bound by an earlier
// path, which keeps patterns connected (no cartesian products) and lets the
// Gremlin renderer walk them as one traversal.
type Path struct {
	From Node
	Hops []Hop
}

// Op is a comparison in a property filter.
type Op string

const (
	Eq         Op = "="
	Ne         Op = "<>"
	Lt         Op = "<"
	Le         Op = "<="
	Gt         Op = ">"
	Ge         Op = ">="
	StartsWith Op = "starts-with"
	EndsWith   Op = "ends-with"
	Contains   Op = "contains" // substring of a string property
	EqFold     Op = "eq-fold"  // case-insensitive equality
	// ContainsFold: "the word 'love'" matches Love and LOVE too; readers
	// of a word in a text do not mean its case.
	ContainsFold Op = "contains-fold"
	OneOf        Op = "in"       // Value is a list; the property equals one of its elements
	HasElem      Op = "has-elem" // the list-typed property contains Value
	// Missing holds where the node has no value for the property at all
	// ("airlines in no alliance": the property is absent, not false or
	// empty). Value is nil. Cypher IS NULL, SPARQL NOT EXISTS on the
	// triple, Gremlin hasNot; negated, each holds where the value is there.
	Missing Op = "missing"
)

// Expr is a filter: *Cmp, *And, *Or, *Not or *Exists.
type Expr interface{ isExpr() }

// Cmp compares a property of a bound variable with a literal. Literals are
// string, int64 (any Go int is accepted), float64, bool, or for In a []any.
type Cmp struct {
	Var, Prop string
	Op        Op
	Value     any
}

// And holds when all its operands hold.
type And struct{ Args []Expr }

// Or holds when any operand holds.
type Or struct{ Args []Expr }

// Not negates with Cypher's three-valued semantics: a comparison on a missing
// property is neither true nor false, so NOT does not select it either. All
// three renderers implement that, so the languages agree on nulls.
type Not struct{ X Expr }

// Exists holds when the pattern matches. Path.From.Var must be bound by the
// Match; other variables inside are either bound (then they join) or local
// to the pattern (anonymous when empty).
//
// FarEq are property values the pattern's last node must hold ("advised by
// Laura Bianchi": the far end named, not only its kind); the last node is
// then anonymous and labelled, so the values have a type to be read against.
type Exists struct {
	Path  Path
	FarEq []EdgeEq
}

func (*Cmp) isExpr()    {}
func (*And) isExpr()    {}
func (*Or) isExpr()     {}
func (*Not) isExpr()    {}
func (*Exists) isExpr() {}

// Agg is an aggregate function of a projection ("" for none).
type Agg string

const (
	NoAgg         Agg = ""
	Count         Agg = "count"          // Var "" counts rows (count(*))
	CountDistinct Agg = "count-distinct" // distinct values of Var (or Var.Prop)
	Avg           Agg = "avg"
	Sum           Agg = "sum"
	Min           Agg = "min"
	Max           Agg = "max"
	Collect       Agg = "collect" // list of values; order is unspecified
	// Any answers a yes/no question: true when the pattern matches at
	// least once, else false; one row always. It stands alone in Return,
	// with no variable, and nothing orders, cuts or groups it.
	Any Agg = "any"
)

// Proj is one result column. A node variable with no Prop projects the node's
// key property (schema.Key), so every language returns the same value for a
// node. A list-typed property without an aggregate yields one row per element.
// Queries with at least one aggregate group by their non-aggregate columns.
type Proj struct {
	Agg  Agg
	Var  string
	Prop string
	As   string // column name; Normalize fills a default
}

// Sort orders by a result column.
type Sort struct {
	Col  string
	Desc bool
}

// Shortest is the shortest path between two nodes: From is bound by the
// Match, To is bound here (with its Label) and should be pinned by
// top-level comparisons in Where. It walks any of Edges, in Dir (Both for
// either way), at most Max edges (1 ≤ Max ≤ ClosureCap). Var names the path:
// a column Proj{Var: Var} is the list of the path's nodes by their keys,
// Proj{Var: Var, Prop: "length"} its number of edges. SPARQL cannot return a
// path, so Render refuses it there with an *Unsupported error. When several
// paths are equally short, which one comes back is the engine's choice.
type Shortest struct {
	Var   string
	From  string
	To    Node
	Edges []string
	Dir   Dir
	Max   int
	// Show names, per label, the property a PathNode column shows for the
	// path's nodes of that label; a label not in it shows its key.
	Show map[string]string
}

// PathLength is the Prop of a column that reads a Shortest path's length.
const PathLength = "length"

// PathNode and PathKey are the Props of columns that list a Shortest
// path's nodes, one row each, in order from the start: a reader follows a
// path as the things on it. PathNode shows each node by its label's Show
// property, PathKey by its label's key; both columns read the same row.
const (
	PathNode = "node"
	PathKey  = "key"
)

// pathRows reports whether a column lists the path's nodes one row each.
func (q *Query) pathRows() bool {
	if q.Shortest == nil {
		return false
	}
	for _, p := range q.Return {
		if p.Var == q.Shortest.Var && (p.Prop == PathNode || p.Prop == PathKey) {
			return true
		}
	}
	return false
}

// pathShown is the property shown for nodes of the label in a column of
// the path's nodes.
func pathShown(sp *Shortest, s *sx, label, prop string) string {
	if prop == PathNode {
		if p, ok := sp.Show[label]; ok {
			return p
		}
	}
	return s.Key(label)
}

// Query is a read query all three languages can express. Semantics every
// renderer keeps: a property used by a projection, grouping or aggregate must
// be present on the row (a SPARQL triple pattern), except the key property of
// a node which is assumed present; properties only compared inside OR/NOT keep
// three-valued logic.
type Query struct {
	Match    []Path
	Where    Expr
	Return   []Proj
	Distinct bool
	Order    []Sort
	Skip     int
	Limit    int
	// Ties keeps, besides the first Limit rows, every row tied with the
	// Limit-th on the first Order column (top 3 with ties). It needs an
	// Order and a Limit and no Skip.
	Ties bool
	// StableOrder ranks the columns Order leaves out (in column order,
	// after Order's own) when the query has a Skip or Limit, so every
	// engine keeps the same rows. Without it the server picks them when
	// Order does not rank every column, and Caveats says so: the default
	// keeps queries as written ("list 3 movies" asks for no order).
	StableOrder bool
	// Shortest, when set, joins a shortest path to the Match.
	Shortest *Shortest
	// Optional, when set, is a left-outer pattern counted per group: it
	// starts at a node the Match binds, and its last node's variable, bound
	// only here, may be read only by the query's one aggregate, a Count or
	// CountDistinct of it; a group whose rows reach no such node counts 0
	// instead of being left out (Cypher OPTIONAL MATCH, SPARQL OPTIONAL,
	// Gremlin counts the walk inside group()). Its other nodes are
	// anonymous, and no filter reads it.
	Optional *Path
	// Optionals are further left-outer patterns, each checked and counted
	// like Optional in a column of its own, so one query compares or lists
	// two counts per thing ("people who acted in more movies than they
	// directed", "each team with its number of members and of projects").
	// Every count is the one its pattern alone would give (the renderers
	// never join two patterns' rows, whose product would multiply the
	// counts); a group reaching none of a pattern counts 0 there. Optional
	// may be nil and every pattern sit here; the columns stay in Return's
	// order, and Having compares them by name.
	Optionals []Path
	// Having keeps only the groups whose aggregate columns compare as
	// stated ("people with more than 3 movies"): each names an aggregate
	// column of Return by its As. Cypher filters the grouped rows in a
	// WITH … WHERE, SPARQL in HAVING, Gremlin in a where() after the
	// projection.
	Having []Having
	// Than, when set, keeps the rows whose node compares with another
	// node found apart by its key ("aircraft with more seats than the
	// A330-300", "movies released later than The Matrix").
	Than *Than
	// Cols keep the rows where two properties of one node compare as
	// stated ("farms with more pigs than cows"): see ColCmp.
	Cols []ColCmp
}

// Than compares a property of a node the Match binds (Var.Prop) with a
// property of a node found by its own key's value (Ref, RefKey =
// RefValue, read at RefProp): the rows kept are those where
// Var.Prop Op Ref.RefProp. The referenced node is joined by no
// relationship: Cypher matches it in a MATCH of its own, SPARQL binds it
// in triples of its own, Gremlin starts at it and labels it before
// scanning the Match. Ref.Var is bound only here and read by nothing else;
// a node without either property is not kept (null compares false).
type Than struct {
	Var, Prop string
	Op        Op
	Ref       Node
	RefKey    string
	RefValue  any
	RefProp   string
	// Agg, when Avg, Min or Max, compares with that aggregate of RefProp
	// over every node of Ref.Label ("older than the average age") instead
	// of one node's value, and Ref.Var names the aggregate's value. The
	// aggregate reads the whole label, not the rows the Match keeps, so
	// the Match's filters do not move it; RefKey and RefValue, when set,
	// narrow it to the label's nodes holding that value ("than every
	// country in Europe": the greatest over those). A Sum is refused: one
	// node's value against the total of all of them is not a comparison
	// anyone asks.
	Agg Agg
}

// AggScanVar is the variable a renderer binds to the nodes an aggregate
// comparison reads (Than.Agg), apart from Ref.Var, which names the value.
func (t *Than) AggScanVar() string { return "all_" + t.Ref.Var }

// Having compares an aggregate column with a number, or with another
// aggregate column when Other names one ("more services than members").
type Having struct {
	Col   string
	Op    Op
	Value any
	Other string
}

// outer lists the query's left-outer patterns: Optional, then Optionals.
func (q *Query) outer() []Path {
	if q.Optional == nil {
		return q.Optionals
	}
	return append([]Path{*q.Optional}, q.Optionals...)
}

// counted reports whether v is the last node of one of the query's
// left-outer patterns.
func (q *Query) counted(v string) bool {
	if v == "" {
		return false
	}
	for _, p := range q.outer() {
		if p.Counted() == v {
			return true
		}
	}
	return false
}

// Counted is the variable an Optional pattern binds (its last node's).
func (p *Path) Counted() string {
	if p == nil || len(p.Hops) == 0 {
		return ""
	}
	return p.Hops[len(p.Hops)-1].To.Var
}

// MaxHops bounds variable-length hops: SPARQL has no bounded path quantifier,
// so a range renders as an alternative of fixed-length sequences.
const MaxHops = 5

// Convenience constructors keep generator code short.

// N is a node pattern.
func N(v, label string) Node { return Node{Var: v, Label: label} }

// OutE is a single outgoing hop.
func OutE(edge string, to Node) Hop { return Hop{Edge: edge, To: to} }

// InE is a single incoming hop.
func InE(edge string, to Node) Hop { return Hop{Edge: edge, Dir: In, To: to} }

// P is a path.
func P(from Node, hops ...Hop) Path { return Path{From: from, Hops: hops} }

// C is a comparison.
func C(v, prop string, op Op, val any) *Cmp { return &Cmp{Var: v, Prop: prop, Op: op, Value: val} }

// AllOf conjoins filters, dropping nils; it returns nil for none.
func AllOf(es ...Expr) Expr {
	var out []Expr
	for _, e := range es {
		if e == nil {
			continue
		}
		if a, ok := e.(*And); ok {
			out = append(out, a.Args...)
			continue
		}
		out = append(out, e)
	}
	switch len(out) {
	case 0:
		return nil
	case 1:
		return out[0]
	}
	return &And{Args: out}
}

// Col projects a property (or a node's key when prop is "").
func Col(v, prop string) Proj { return Proj{Var: v, Prop: prop} }

// varInfo is what a variable is bound to.
type varInfo struct {
	edge  bool
	label string // node label or edge type
	path  int    // index of the Match path that binds it
	// alts are an alternative edge variable's other types.
	alts []string
	// walk marks a Shortest path's variable.
	walk bool
}

// scope indexes the variables a query's Match binds.
type scope struct {
	vars  map[string]varInfo
	order []string
}

func (sc *scope) props(s *sx, v string) []schema.Property {
	vi := sc.vars[v]
	if vi.walk {
		return nil
	}
	if vi.edge {
		et := s.EdgeType(vi.label)
		if et == nil {
			return nil
		}
		if len(vi.alts) == 0 {
			return et.Properties
		}
		// Only what every alternative carries, with one type, can be read
		// from the edge whichever type it turns out to be.
		var out []schema.Property
		for _, p := range et.Properties {
			all := true
			for _, a := range vi.alts {
				o := s.EdgeType(a)
				if o == nil {
					all = false
					break
				}
				q := schema.Find(o.Properties, p.Name)
				all = all && q != nil && q.Type == p.Type
			}
			if all {
				out = append(out, p)
			}
		}
		return out
	}
	if l := s.Label(vi.label); l != nil {
		return l.Properties
	}
	return nil
}

func (sc *scope) propType(s *sx, v, prop string) schema.Type {
	if p := schema.Find(sc.props(s, v), prop); p != nil {
		return p.Type
	}
	return schema.Unknown
}

// Normalize returns a copy of q with defaults filled in: node projections get
// their key property, columns get names, int literals become int64. Render
// calls it; generators may call it to see the final column names.
func Normalize(q *Query, s *schema.Schema) (*Query, error) {
	n, _, err := normalize(q, plain(s))
	return n, err
}

// normalize also returns the bound variables, which callers reuse.
func normalize(q *Query, s *sx) (*Query, *scope, error) {
	if q == nil {
		return nil, nil, fmt.Errorf("nil query")
	}
	out := *q
	out.Match = append([]Path(nil), q.Match...)
	out.Return = append([]Proj(nil), q.Return...)
	out.Order = append([]Sort(nil), q.Order...)
	out.Having = append([]Having(nil), q.Having...)
	for i := range out.Having {
		out.Having[i].Value = normValue(out.Having[i].Value)
	}
	sc, err := bind(out.Match, s)
	if err != nil {
		return nil, nil, err
	}
	if out.Shortest != nil {
		if err := bindShortest(out.Shortest, out.Match, s, sc); err != nil {
			return nil, nil, err
		}
	}
	if out.Optional != nil {
		op := *out.Optional
		op.Hops = append([]Hop(nil), op.Hops...)
		out.Optional = &op
	}
	if q.Optionals != nil {
		out.Optionals = make([]Path, len(q.Optionals))
		for i, op := range q.Optionals {
			op.Hops = append([]Hop(nil), op.Hops...)
			out.Optionals[i] = op
		}
	}
	normEdgeEq := func(p *Path) {
		for i := range p.Hops {
			if h := &p.Hops[i]; h.EdgeEq != nil {
				eq := make([]EdgeEq, len(h.EdgeEq))
				for j, e := range h.EdgeEq {
					eq[j] = EdgeEq{Prop: e.Prop, Value: normValue(e.Value)}
				}
				h.EdgeEq = eq
			}
		}
	}
	if out.Optional != nil {
		normEdgeEq(out.Optional)
	}
	for i := range out.Optionals {
		normEdgeEq(&out.Optionals[i])
	}
	var inner []Path
	inner = append(inner, out.Match...)
	walkExists(q.Where, func(e *Exists) { inner = append(inner, e.Path) })
	for _, p := range inner {
		for _, h := range p.Hops {
			if len(h.EdgeEq) > 0 {
				return nil, nil, fmt.Errorf("%s hop: edge values are kept only in a left-outer pattern; filter an edge variable in Where instead", h.Edge)
			}
		}
	}
	if len(out.outer()) > 0 {
		if err := checkOptional(&out, sc, s); err != nil {
			return nil, nil, err
		}
	}
	for i := range out.Return {
		p := &out.Return[i]
		if p.Var == "" || out.counted(p.Var) {
			continue
		}
		vi, ok := sc.vars[p.Var]
		if !ok {
			return nil, nil, fmt.Errorf("column %d: variable %q is not bound by the pattern", i+1, p.Var)
		}
		if p.Prop == "" && !vi.edge && !vi.walk && p.Agg != Count && p.Agg != CountDistinct {
			p.Prop = s.Key(vi.label)
			if p.Prop == "" {
				return nil, nil, fmt.Errorf("column %d: label %s has no key property to name its nodes by", i+1, vi.label)
			}
		}
	}
	used := map[string]bool{}
	for v := range sc.vars {
		used[v] = true
	}
	plainAliases(&out)
	defaultAliases(out.Return)
	for i, p := range out.Return {
		if p.As == p.Var && sc.vars[p.Var].walk && p.Prop == "" {
			// A path column may carry its path's name: no language binds
			// the column apart from the path.
			continue
		}
		if used[p.As] {
			return nil, nil, fmt.Errorf("column name %q is used twice (or names a pattern variable)", p.As)
		}
		if !isIdent(p.As) {
			return nil, nil, fmt.Errorf("column name %q is not a plain identifier", p.As)
		}
		used[p.As] = true
		_ = i
	}
	out.Where = normExpr(out.Where)
	if out.Shortest != nil {
		sp := *out.Shortest
		sp.Edges = append([]string(nil), sp.Edges...)
		out.Shortest = &sp
	}
	if err := validate(&out, sc, s); err != nil {
		return nil, nil, err
	}
	if out.Than != nil {
		t := *out.Than
		t.RefValue = normValue(t.RefValue)
		out.Than = &t
		if err := checkThan(&out, sc, s); err != nil {
			return nil, nil, err
		}
	}
	if err := checkCols(&out, sc, s); err != nil {
		return nil, nil, err
	}
	out.Order = completeOrder(&out)
	return &out, sc, nil
}

// completeOrder ranks the columns a paged query's Order leaves out, in
// column order, after the ones it names: rows equal on every ranked column
// are equal rows, so every engine keeps the same ones. A list column
// (collect) does not sort alike everywhere and is left out.
func completeOrder(q *Query) []Sort {
	// Ties keep every row of a tie, so ranking the rest changes only the
	// order they come in, which then is the same everywhere.
	if (q.Skip == 0 && q.Limit == 0) || !q.StableOrder && !q.Ties {
		return q.Order
	}
	out := q.Order
	for _, p := range addedOrder(q) {
		out = append(out, Sort{Col: p})
	}
	return out
}

// addedOrder lists the columns completeOrder adds.
func addedOrder(q *Query) []string {
	have := map[string]bool{}
	for _, o := range q.Order {
		have[o.Col] = true
	}
	var out []string
	for _, p := range q.Return {
		if have[p.As] || p.Agg == Collect || q.Shortest != nil && p.Var == q.Shortest.Var && p.Prop == "" {
			continue
		}
		{
			out = append(out, p.As)
		}
	}
	return out
}

// defaultAliases names the columns that have no name: the property
// ("title"), the aggregate and its argument ("avg_rating"), or "count" for
// count(*). Two columns that would share a name (two people's names) are
// told apart by their variable ("a_name", "b_name"); anything still clashing
// gets a numeric suffix.
func defaultAliases(ps []Proj) {
	base := make([]string, len(ps))
	for i, p := range ps {
		if p.As != "" {
			base[i] = p.As
			continue
		}
		arg := firstNonEmpty(p.Prop, p.Var)
		switch p.Agg {
		case NoAgg:
			base[i] = arg
		case Any:
			base[i] = "yes"
		case Count:
			base[i] = "count"
			if p.Var != "" {
				base[i] = "count_" + arg
			}
		case CountDistinct:
			base[i] = "count_" + arg
		default:
			base[i] = string(p.Agg) + "_" + arg
		}
	}
	for i := range base {
		if ps[i].As == "" {
			base[i] = identSafe(base[i])
		}
	}
	n := map[string]int{}
	for _, b := range base {
		n[b]++
	}
	for i, p := range ps {
		if p.As == "" && n[base[i]] > 1 && p.Var != "" {
			base[i] = p.Var + "_" + base[i]
		}
	}
	taken := map[string]bool{}
	for i, p := range ps {
		if p.As != "" {
			taken[p.As] = true
			base[i] = ""
		}
	}
	for i := range ps {
		if base[i] == "" {
			continue
		}
		name := base[i]
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s_%d", base[i], k)
		}
		taken[name] = true
		ps[i].As = name
	}
}

// plainAliases rewrites a column name taken verbatim from a schema name
// ("airlines#abbreviation" in a graph converted from tables keeps the table
// in its property names) into a plain identifier, and the orderings and
// count filters that refer to it with it: the name is the compiler's
// choice, not the asker's, so refusing the question over it would be
// refusing over spelling. A path column keeps its name (checked later).
func plainAliases(q *Query) {
	ren := map[string]string{}
	taken := map[string]bool{}
	for _, p := range q.Return {
		taken[p.As] = true
	}
	for i := range q.Return {
		p := &q.Return[i]
		if p.As == "" || isIdent(p.As) {
			continue
		}
		name := identSafe(p.As)
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s_%d", identSafe(p.As), k)
		}
		taken[name] = true
		ren[p.As] = name
		p.As = name
	}
	if len(ren) == 0 {
		return
	}
	for i := range q.Order {
		if n, ok := ren[q.Order[i].Col]; ok {
			q.Order[i].Col = n
		}
	}
	for i := range q.Having {
		if n, ok := ren[q.Having[i].Col]; ok {
			q.Having[i].Col = n
		}
		if n, ok := ren[q.Having[i].Other]; ok {
			q.Having[i].Other = n
		}
	}
}

// identSafe turns a schema name into a plain identifier for a column or
// variable ("release year" → "release_year").
func identSafe(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'):
			b.WriteRune(r)
		case r >= '0' && r <= '9':
			if i == 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "col"
	}
	return b.String()
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (i > 0 && r >= '0' && r <= '9') {
			continue
		}
		return false
	}
	return true
}

// bind walks the Match, recording each variable's label and checking edges
// against the schema's domains and ranges.
func bind(paths []Path, s *sx) (*scope, error) {
	sc := &scope{vars: map[string]varInfo{}}
	if len(paths) == 0 {
		return nil, fmt.Errorf("query has no pattern")
	}
	node := func(n Node, pi int) (string, error) {
		if n.Var == "" {
			return "", fmt.Errorf("path %d: every node in the main pattern needs a variable", pi+1)
		}
		if !isIdent(n.Var) {
			return "", fmt.Errorf("variable %q is not a plain identifier", n.Var)
		}
		if vi, ok := sc.vars[n.Var]; ok {
			if vi.edge {
				return "", fmt.Errorf("variable %q names an edge and a node", n.Var)
			}
			if n.Label != "" && n.Label != vi.label {
				return "", fmt.Errorf("variable %q has labels %s and %s", n.Var, vi.label, n.Label)
			}
			return vi.label, nil
		}
		if n.Label == "" {
			return "", fmt.Errorf("variable %q needs a label where it first appears", n.Var)
		}
		if s.Label(n.Label) == nil {
			return "", fmt.Errorf("unknown label %s", n.Label)
		}
		sc.vars[n.Var] = varInfo{label: n.Label, path: pi}
		sc.order = append(sc.order, n.Var)
		return n.Label, nil
	}
	for pi, p := range paths {
		if pi > 0 {
			if _, ok := sc.vars[p.From.Var]; !ok {
				return nil, fmt.Errorf("path %d must start at a variable bound by an earlier path (got %q)", pi+1, p.From.Var)
			}
		}
		cur, err := node(p.From, pi)
		if err != nil {
			return nil, err
		}
		for _, h := range p.Hops {
			to, err := hopCheck(s, h, cur, sc.vars)
			if err != nil {
				return nil, err
			}
			if h.Var != "" {
				var alts []string
				for _, r := range h.Types() {
					if len(s.EdgeType(r.Edge).Properties) == 0 {
						// RDF reifies only edges that carry properties, so
						// SPARQL would have nothing to bind the variable to.
						return nil, fmt.Errorf("edge variable %q on %s, which has no properties to read", h.Var, r.Edge)
					}
					if r.Edge != h.Edge {
						alts = append(alts, r.Edge)
					}
				}
				if !isIdent(h.Var) {
					return nil, fmt.Errorf("variable %q is not a plain identifier", h.Var)
				}
				if _, dup := sc.vars[h.Var]; dup {
					return nil, fmt.Errorf("edge variable %q is bound twice", h.Var)
				}
				sc.vars[h.Var] = varInfo{edge: true, label: h.Edge, path: pi, alts: alts}
				sc.order = append(sc.order, h.Var)
			}
			if _, err := node(Node{Var: h.To.Var, Label: to}, pi); err != nil {
				return nil, err
			}
			cur = to
		}
	}
	return sc, nil
}

// bindShortest checks a Shortest path and binds its end node and its own
// variable.
func bindShortest(sp *Shortest, paths []Path, s *sx, sc *scope) error {
	if len(paths) != 1 || len(paths[0].Hops) > 0 || paths[0].From.Var != sp.From {
		// Gremlin's path() holds every step walked; a pattern before the
		// shortest path would land in it.
		return fmt.Errorf("shortest path: the pattern must be the single node %q it starts from", sp.From)
	}
	from := sc.vars[sp.From]
	for _, v := range []string{sp.Var, sp.To.Var} {
		if !isIdent(v) {
			return fmt.Errorf("shortest path: variable %q is not a plain identifier", v)
		}
		if _, dup := sc.vars[v]; dup {
			return fmt.Errorf("shortest path: variable %q is already bound", v)
		}
	}
	if sp.Var == sp.To.Var {
		return fmt.Errorf("shortest path: the path and its end are both %q", sp.Var)
	}
	if s.Label(sp.To.Label) == nil {
		return fmt.Errorf("shortest path: unknown label %q for %s", sp.To.Label, sp.To.Var)
	}
	if len(sp.Edges) == 0 {
		return fmt.Errorf("shortest path: no edge type to walk")
	}
	for label, prop := range sp.Show {
		if s.Label(label) == nil {
			return fmt.Errorf("shortest path: unknown label %q to show", label)
		}
		if schema.Find(s.Label(label).Properties, prop) == nil {
			return fmt.Errorf("shortest path: %s has no property %s to show", label, prop)
		}
	}
	if sp.Max < 1 || sp.Max > ClosureCap {
		return fmt.Errorf("shortest path: need 1 ≤ max ≤ %d edges, have %d", ClosureCap, sp.Max)
	}
	leaves, enters := false, false
	for _, e := range sp.Edges {
		et := s.EdgeType(e)
		if et == nil {
			return fmt.Errorf("shortest path: unknown edge type %s", e)
		}
		out := sp.Dir == Out || sp.Dir == Both
		in := sp.Dir == In || sp.Dir == Both
		leaves = leaves || out && et.Connects(from.label, "") || in && et.Connects("", from.label)
		enters = enters || out && et.Connects("", sp.To.Label) || in && et.Connects(sp.To.Label, "")
	}
	if !leaves || !enters {
		return fmt.Errorf("shortest path: %s cannot lead from %s to %s", strings.Join(sp.Edges, "|"), from.label, sp.To.Label)
	}
	sc.vars[sp.To.Var] = varInfo{label: sp.To.Label}
	sc.vars[sp.Var] = varInfo{walk: true}
	sc.order = append(sc.order, sp.To.Var, sp.Var)
	return nil
}

// checkOptional checks a query's left-outer patterns and how they are read.
// The shape is kept to what all three languages count alike: one aggregate
// per pattern, over its last node, grouped by columns of the Match.
func checkOptional(q *Query, sc *scope, s *sx) error {
	bad := func(f string, a ...any) error { return fmt.Errorf("optional pattern: "+f, a...) }
	outer := q.outer()
	counted := map[string]bool{}
	for _, op := range outer {
		if err := checkOuterPath(op, sc, s); err != nil {
			return err
		}
		c := op.Counted()
		if counted[c] {
			return bad("two patterns end at %q; each counted node needs a name of its own", c)
		}
		counted[c] = true
	}
	if q.Shortest != nil {
		return bad("with a shortest path")
	}
	if q.Distinct {
		return bad("with DISTINCT: the groups are already distinct")
	}
	aggs, keys := map[string]int{}, 0
	for _, p := range q.Return {
		switch {
		case counted[p.Var]:
			if p.Prop != "" || p.Agg != Count && p.Agg != CountDistinct {
				return bad("column %s: %q may only be counted", firstNonEmpty(p.As, p.Var), p.Var)
			}
			aggs[p.Var]++
		case p.Agg != NoAgg:
			// The optional rows would repeat what it reads.
			return bad("column %s: the only aggregate must count %s", firstNonEmpty(p.As, p.Var), countedNames(outer))
		default:
			keys++
		}
	}
	for _, op := range outer {
		if c := op.Counted(); aggs[c] != 1 || keys == 0 {
			return bad("needs one count of %q and at least one column to group by", c)
		}
	}
	if len(outer) > 1 {
		for _, p := range q.Return {
			if counted[p.As] && p.As != p.Var {
				// Cypher carries each count to the next pattern's match,
				// where a column of that name would be the node itself.
				return bad("column %s has the name of another pattern's counted node", p.As)
			}
		}
	}
	bound := map[string]varInfo{}
	for c := range counted {
		bound[c] = varInfo{}
	}
	for _, v := range exprVars(q.Where, bound) {
		if counted[v] {
			return bad("a filter reads %q", v)
		}
	}
	return nil
}

// countedNames lists the counted variables of patterns, for messages.
func countedNames(ps []Path) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = fmt.Sprintf("%q", p.Counted())
	}
	return strings.Join(names, " or ")
}

// checkOuterPath checks one left-outer pattern against the Match's scope.
func checkOuterPath(op Path, sc *scope, s *sx) error {
	bad := func(f string, a ...any) error { return fmt.Errorf("optional pattern: "+f, a...) }
	vi, ok := sc.vars[op.From.Var]
	if !ok || vi.edge || vi.walk {
		return bad("must start at a node the match binds (got %q)", op.From.Var)
	}
	if op.From.Label != "" && op.From.Label != vi.label {
		return bad("variable %q has labels %s and %s", op.From.Var, vi.label, op.From.Label)
	}
	if len(op.Hops) == 0 {
		return bad("needs at least one hop")
	}
	from := vi.label
	types := map[string]bool{}
	for i, h := range op.Hops {
		last := i == len(op.Hops)-1
		switch {
		case h.Var != "":
			return bad("cannot bind edge variables")
		case !h.oneDir():
			// Cypher would test the directions in the match's WHERE.
			return bad("%s hop has alternatives in both directions", h.Edge)
		case h.VarLength():
			// Each language counts variable-length matches differently.
			return bad("%s hop is variable-length; only single hops are counted alike", h.Edge)
		case !last && h.To.Var != "":
			return bad("only its last node is named (got %q)", h.To.Var)
		case last && !isIdent(h.To.Var):
			return bad("its last node needs a variable to count (got %q)", h.To.Var)
		case last && h.To.Label == "":
			return bad("its last node %q needs a label", h.To.Var)
		}
		for _, e := range h.edgeNames() {
			if types[e] {
				// Cypher would keep two hops off one relationship.
				return bad("walks %s twice", e)
			}
			types[e] = true
		}
		if h.To.Label != "" && s.Label(h.To.Label) == nil {
			return bad("unknown label %s", h.To.Label)
		}
		if len(h.EdgeEq) > 0 {
			et := s.EdgeType(h.Edge)
			if len(h.Or) > 0 || h.VarLength() || et == nil {
				return bad("%s hop: edge values need a single hop of one known edge type", h.Edge)
			}
			for _, e := range h.EdgeEq {
				p := schema.Find(et.Properties, e.Prop)
				if p == nil || p.Type.IsList() || !isScalarLit(e.Value) {
					return bad("%s hop: %s is no scalar property of the edge", h.Edge, e.Prop)
				}
				if err := checkLit(e.Value, p.Type); err != nil {
					return bad("%s.%s: %v", h.Edge, e.Prop, err)
				}
			}
		}
		to, err := hopCheck(s, h, from, nil)
		if err != nil {
			return bad("%v", err)
		}
		from = to
	}
	if _, clash := sc.vars[op.Counted()]; clash {
		return bad("variable %q is bound by the match too", op.Counted())
	}
	return nil
}

// hopCheck validates one hop from a node of label from and returns the label
// of the node it reaches (the hop's own label, or the one already bound).
func hopCheck(s *sx, h Hop, from string, vars map[string]varInfo) (string, error) {
	if h.Dir == Both {
		return "", fmt.Errorf("%s hop: only a shortest path walks both ways", h.Edge)
	}
	if h.VarLength() {
		switch {
		case h.Closure():
			if h.Min < 0 || h.Min > MaxHops {
				return "", fmt.Errorf("%s hop *%d..: need 0 ≤ min ≤ %d", h.Edge, h.Min, MaxHops)
			}
			if h.Min == 0 && len(h.Or) > 0 {
				// SPARQL's (a|b)* and Gremlin's emit-first loop agree, but
				// nothing asks for it yet: keep the form small.
				return "", fmt.Errorf("%s hop *0..: a zero-or-more walk takes one edge type", h.Edge)
			}
		case h.Min < 1 || h.Max < h.Min || h.Max > MaxHops:
			return "", fmt.Errorf("%s hop *%d..%d: need 1 ≤ min ≤ max ≤ %d", h.Edge, h.Min, h.Max, MaxHops)
		}
		if h.Var != "" {
			return "", fmt.Errorf("variable-length %s hop cannot bind an edge variable", h.Edge)
		}
		if !h.oneDir() {
			return "", fmt.Errorf("variable-length %s hop: Cypher walks every alternative of a variable-length hop in one direction", h.Edge)
		}
	}
	to := h.To.Label
	if vi, ok := vars[h.To.Var]; ok && h.To.Var != "" {
		if vi.edge {
			return "", fmt.Errorf("variable %q names an edge and a node", h.To.Var)
		}
		if to != "" && to != vi.label {
			return "", fmt.Errorf("variable %q has labels %s and %s", h.To.Var, vi.label, to)
		}
		to = vi.label
	}
	seen := map[EdgeRef]bool{}
	for _, r := range h.Types() {
		if seen[r] {
			return "", fmt.Errorf("%s is an alternative of its hop twice", r.Edge)
		}
		seen[r] = true
		if r.Dir == Both {
			return "", fmt.Errorf("%s alternative: only a shortest path walks both ways", r.Edge)
		}
		et := s.EdgeType(r.Edge)
		if et == nil {
			return "", fmt.Errorf("unknown edge type %s", r.Edge)
		}
		src, dst := from, to
		if r.Dir == In {
			src, dst = to, from
		}
		if h.VarLength() {
			// Intermediate nodes are unconstrained, but a chain of the type must
			// be able to start at the source label and end at the target label.
			if !et.Connects(src, "") || !et.Connects("", dst) {
				return "", fmt.Errorf("%s cannot chain from %s to %s", r.Edge, orAny(src), orAny(dst))
			}
			if h.Min == 0 && src != "" && dst != "" && src != dst {
				// Zero steps leave the walk where it started.
				return "", fmt.Errorf("%s hop *0..: a walk of no steps cannot lead from %s to %s", r.Edge, src, dst)
			}
			continue
		}
		if !et.Connects(src, dst) {
			return "", fmt.Errorf("%s does not connect %s to %s in the schema", r.Edge, orAny(src), orAny(dst))
		}
	}
	return to, nil
}

func orAny(l string) string {
	if l == "" {
		return "any node"
	}
	return l
}

// normExpr flattens nested And/Or and converts Go ints to int64 so renderers
// see one shape.
func normExpr(e Expr) Expr {
	switch x := e.(type) {
	case nil:
		return nil
	case *Cmp:
		c := *x
		c.Value = normValue(c.Value)
		return &c
	case *And:
		var args []Expr
		for _, a := range x.Args {
			a = normExpr(a)
			if aa, ok := a.(*And); ok {
				args = append(args, aa.Args...)
			} else if a != nil {
				args = append(args, a)
			}
		}
		if len(args) == 1 {
			return args[0]
		}
		if len(args) == 0 {
			return nil
		}
		return &And{Args: args}
	case *Or:
		var args []Expr
		for _, a := range x.Args {
			a = normExpr(a)
			if oa, ok := a.(*Or); ok {
				args = append(args, oa.Args...)
			} else if a != nil {
				args = append(args, a)
			}
		}
		if len(args) == 1 {
			return args[0]
		}
		if len(args) == 0 {
			return nil
		}
		return &Or{Args: args}
	case *Not:
		in := normExpr(x.X)
		if in == nil {
			return nil
		}
		return &Not{X: in}
	case *Exists:
		ex := &Exists{Path: x.Path}
		for _, f := range x.FarEq {
			ex.FarEq = append(ex.FarEq, EdgeEq{Prop: f.Prop, Value: normValue(f.Value)})
		}
		return ex
	}
	return e
}

func normValue(v any) any {
	switch x := v.(type) {
	case int:
		return int64(x)
	case int32:
		return int64(x)
	case float32:
		return float64(x)
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out
	case []int:
		out := make([]any, len(x))
		for i, n := range x {
			out[i] = int64(n)
		}
		return out
	case []int64:
		out := make([]any, len(x))
		for i, n := range x {
			out[i] = n
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normValue(e)
		}
		return out
	}
	return v
}

func validate(q *Query, sc *scope, s *sx) error {
	var errs []string
	bad := func(f string, a ...any) { errs = append(errs, fmt.Sprintf(f, a...)) }
	hasAgg := false
	for _, p := range q.Return {
		if p.Agg != NoAgg {
			hasAgg = true
		}
	}
	if len(q.Return) == 0 {
		bad("query returns no columns")
	}
	for _, p := range q.Return {
		if p.Agg == Any && (p.Var != "" || len(q.Return) != 1 || len(q.Order) > 0 || q.Skip > 0 || q.Limit > 0 || q.Distinct || len(q.Having) > 0 || len(q.outer()) > 0 || q.Shortest != nil) {
			bad("column %s: a yes/no answer stands alone, over no variable, unordered and uncut", p.As)
			continue
		}
		if p.Var == "" {
			if p.Agg != Count && p.Agg != Any {
				bad("column %s: only count may omit its variable", p.As)
			}
			continue
		}
		vi := sc.vars[p.Var]
		if vi.walk {
			if p.Prop != "" && p.Prop != PathLength && p.Prop != PathNode && p.Prop != PathKey || p.Agg != NoAgg {
				bad("column %s: a path gives its nodes (no property, or %s / %s one row each) or its %s, without aggregate", p.As, PathNode, PathKey, PathLength)
			}
			if q.pathRows() && p.Prop != PathNode && p.Prop != PathKey {
				// Once the path is one row per node, a whole-path column
				// would repeat on every row (and Gremlin's path() would
				// hold the unfolded node).
				bad("column %s: a path listed one node a row gives only its nodes' %s and %s", p.As, PathNode, PathKey)
			}
			continue
		}
		if p.Prop == "" {
			if vi.edge && p.Agg != Count && p.Agg != CountDistinct {
				bad("column %s: an edge has no key; project one of its properties", p.As)
			}
			continue
		}
		t := sc.propType(s, p.Var, p.Prop)
		if t == schema.Unknown {
			bad("column %s: %s has no property %s", p.As, vi.label, p.Prop)
			continue
		}
		switch p.Agg {
		case Avg, Sum:
			if !t.Numeric() || t.IsList() {
				bad("column %s: %s of non-numeric %s.%s (%s)", p.As, p.Agg, vi.label, p.Prop, t)
			}
		case Min, Max, Collect, Count, CountDistinct:
			if t.IsList() {
				bad("column %s: %s over list property %s.%s is not comparable across languages", p.As, p.Agg, vi.label, p.Prop)
			}
		}
	}
	cols := map[string]bool{}
	for _, p := range q.Return {
		cols[p.As] = true
	}
	for _, o := range q.Order {
		if !cols[o.Col] {
			bad("ORDER BY %s: not a result column", o.Col)
		}
	}
	if q.Skip < 0 || q.Limit < 0 {
		bad("negative SKIP or LIMIT")
	}
	// Each language counts variable-length matches differently (Cypher
	// trails, Gremlin walks, SPARQL sequence paths); only DISTINCT rows or
	// duplicate-insensitive aggregates are the same everywhere. Cypher's
	// relationship uniqueness would also keep a variable-length hop off an
	// edge another hop of the same type matched.
	types := map[string]int{}
	varLen := map[string]bool{}
	loops := 0
	for _, p := range q.Match {
		for _, h := range p.Hops {
			for _, e := range h.edgeNames() {
				types[e]++
			}
			if h.VarLength() {
				for _, r := range h.Types() {
					varLen[r.Edge] = true
				}
			}
			loops += h.depth()
		}
	}
	walkExists(q.Where, func(e *Exists) {
		for _, h := range e.Path.Hops {
			loops += h.depth()
		}
	})
	if loops > ClosureCap {
		// The Gremlin guard caps the loops of one traversal in all.
		bad("variable-length hops walk %d steps in all, more than %d", loops, ClosureCap)
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if len(h.Or) == 0 {
				continue
			}
			for _, e := range h.edgeNames() {
				if types[e] > 1 {
					// Whether two hops share a relationship would depend
					// on which alternative each took, which Gremlin and
					// SPARQL do not record.
					bad("alternative hop over %s next to another hop that can walk %s: relationship uniqueness would depend on the alternative taken", e, e)
				}
			}
		}
	}
	for _, h := range q.Having {
		cols := []string{h.Col}
		if h.Other != "" {
			cols = append(cols, h.Other)
		}
		for _, c := range cols {
			var col *Proj
			for i := range q.Return {
				if q.Return[i].As == c {
					col = &q.Return[i]
				}
			}
			switch {
			case col == nil:
				bad("having: %q names no column", c)
			case col.Agg == NoAgg || col.Agg == Collect:
				bad("having: column %q is not a numeric aggregate", c)
			}
		}
		switch h.Op {
		case Eq, Ne, Lt, Le, Gt, Ge:
		default:
			bad("having: %q compares no number", h.Op)
		}
		switch h.Value.(type) {
		case int64, float64:
			if h.Other != "" {
				bad("having: %q is compared with a number and with column %q", h.Col, h.Other)
			}
		case nil:
			if h.Other == "" {
				bad("having: the value of %q is not a number", h.Col)
			}
		default:
			bad("having: the value of %q is not a number", h.Col)
		}
	}
	if len(q.Having) > 0 && q.Ties {
		// The tie cut-off would be read before the groups are filtered in
		// one language and after in another.
		bad("having with ties")
	}
	if q.Ties {
		switch {
		case len(q.Order) == 0 || q.Limit == 0:
			bad("ties need an Order to rank by and a Limit")
		case q.Skip > 0:
			bad("ties with SKIP: the page after a tie is not defined")
		}
	}
	if sp := q.Shortest; sp != nil {
		if hasAgg {
			bad("shortest path with aggregates: aggregate the paths' columns in a later query")
		}
		if q.Ties {
			bad("shortest path with ties")
		}
		for _, c := range conjuncts(q.Where) {
			vars := exprVars(c, sc.vars)
			reads := false
			for _, v := range vars {
				reads = reads || v == sp.To.Var
			}
			if _, cmp := c.(*Cmp); reads && (!cmp || len(vars) > 1) {
				// Gremlin tests the end of the path in until(), which sees
				// one node at a time.
				bad("shortest path: %s may be filtered only by comparisons of its own properties, joined by AND", sp.To.Var)
			}
		}
	}
	if len(varLen) > 0 {
		for e := range varLen {
			if types[e] > 1 {
				bad("variable-length %s hop next to another %s hop: Cypher would not let them share a relationship", e, e)
			}
		}
		for _, p := range q.Return {
			ok := q.Distinct
			switch p.Agg {
			case NoAgg:
				ok = ok || hasAgg // a grouping key
			case Min, Max, CountDistinct, Any:
				// Whether a pattern matches at all does not depend on
				// how many paths each language counts.
				ok = true
			}
			if !ok {
				bad("column %s over a variable-length hop: use DISTINCT or min/max/count-distinct, the languages count paths differently", p.As)
				break
			}
		}
	}
	if hasAgg && q.Distinct {
		// DISTINCT over grouped rows is a no-op the renderers would each
		// spell differently.
		bad("DISTINCT with aggregates: the groups are already distinct")
	}
	walkCmp(q.Where, func(c *Cmp) {
		vi, ok := sc.vars[c.Var]
		if !ok {
			bad("filter on unbound variable %q", c.Var)
			return
		}
		t := sc.propType(s, c.Var, c.Prop)
		if t == schema.Unknown {
			bad("filter: %s has no property %s", vi.label, c.Prop)
			return
		}
		if err := checkOp(c, t); err != nil {
			bad("filter on %s.%s: %v", c.Var, c.Prop, err)
		}
	})
	walkExists(q.Where, func(e *Exists) {
		if _, ok := sc.vars[e.Path.From.Var]; !ok {
			bad("EXISTS pattern must start at a bound variable (got %q)", e.Path.From.Var)
			return
		}
		if len(e.Path.Hops) == 0 {
			bad("EXISTS pattern needs at least one hop")
		}
		from := sc.vars[e.Path.From.Var].label
		for _, h := range e.Path.Hops {
			if h.Var != "" {
				bad("EXISTS pattern cannot bind edge variables")
			}
			if h.To.Var != "" {
				if vi, ok := sc.vars[h.To.Var]; !ok {
					bad("EXISTS pattern variable %q must be bound by the main pattern (leave it empty for an anonymous node)", h.To.Var)
				} else if h.To.Label != "" && h.To.Label != vi.label {
					bad("variable %q has labels %s and %s", h.To.Var, vi.label, h.To.Label)
				}
			} else if h.To.Label != "" && s.Label(h.To.Label) == nil {
				bad("unknown label %s", h.To.Label)
			}
			to, err := hopCheck(s, h, from, sc.vars)
			if err != nil {
				bad("EXISTS: %v", err)
				return
			}
			from = to
		}
		if len(e.FarEq) > 0 {
			last := e.Path.Hops[len(e.Path.Hops)-1].To
			if last.Var != "" || last.Label == "" {
				bad("EXISTS values on the far node need it anonymous and labelled")
				return
			}
			var props []schema.Property
			if l := s.Label(last.Label); l != nil {
				props = l.Properties
			}
			for _, f := range e.FarEq {
				p := schema.Find(props, f.Prop)
				if p == nil {
					bad("EXISTS: %s has no property %s", last.Label, f.Prop)
					continue
				}
				if p.Type.IsList() {
					bad("EXISTS: %s.%s is a list, which a value cannot equal", last.Label, f.Prop)
					continue
				}
				if err := checkLit(f.Value, p.Type); err != nil {
					bad("EXISTS: %s.%s: %v", last.Label, f.Prop, err)
				}
			}
		}
	})
	if len(errs) > 0 {
		sort.Strings(errs)
		return fmt.Errorf("invalid query: %s", strings.Join(errs, "; "))
	}
	return nil
}

func checkOp(c *Cmp, t schema.Type) error {
	if c.Op == Missing {
		if c.Value != nil {
			return fmt.Errorf("%s takes no value", Missing)
		}
		return nil
	}
	if t.IsList() != (c.Op == HasElem) {
		if t.IsList() {
			return fmt.Errorf("list property supports only %s", HasElem)
		}
		return fmt.Errorf("%s needs a list property", HasElem)
	}
	switch c.Op {
	case Eq, Ne, Lt, Le, Gt, Ge, HasElem:
		return checkLit(c.Value, t.Elem())
	case StartsWith, EndsWith, Contains, EqFold, ContainsFold:
		if t != schema.String {
			return fmt.Errorf("%s needs a string property, have %s", c.Op, t)
		}
		return checkLit(c.Value, schema.String)
	case OneOf:
		l, ok := c.Value.([]any)
		if !ok || len(l) == 0 {
			return fmt.Errorf("IN needs a non-empty list literal")
		}
		for _, e := range l {
			if err := checkLit(e, t); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("unknown operator %q", c.Op)
}

func checkLit(v any, t schema.Type) error {
	ok := false
	switch v.(type) {
	case string:
		ok = t == schema.String || t == schema.Date || t == schema.DateTime || t == schema.Unknown
	case int64:
		ok = t == schema.Int || t == schema.Float
	case float64:
		ok = t == schema.Float
	case bool:
		ok = t == schema.Bool
	}
	if !ok {
		return fmt.Errorf("literal %v (%T) does not fit type %s", v, v, t)
	}
	return nil
}

func walkCmp(e Expr, f func(*Cmp)) {
	Leaves(e, func(l Expr) {
		if c, ok := l.(*Cmp); ok {
			f(c)
		}
	})
}

func walkExists(e Expr, f func(*Exists)) {
	Leaves(e, func(l Expr) {
		if x, ok := l.(*Exists); ok {
			f(x)
		}
	})
}

// conjuncts splits a filter at its top-level ANDs.
// Conjuncts are the filters every row must pass: the operands of a
// top-level And (AllOf flattens nested ones), or the filter itself.
func Conjuncts(e Expr) []Expr { return conjuncts(e) }

func conjuncts(e Expr) []Expr {
	switch x := e.(type) {
	case nil:
		return nil
	case *And:
		return x.Args
	}
	return []Expr{e}
}

// exprVars lists the bound variables a filter reads, sorted.
func exprVars(e Expr, bound map[string]varInfo) []string {
	seen := map[string]bool{}
	var walk func(Expr)
	walk = func(e Expr) {
		switch x := e.(type) {
		case *Cmp:
			seen[x.Var] = true
		case *And:
			for _, a := range x.Args {
				walk(a)
			}
		case *Or:
			for _, a := range x.Args {
				walk(a)
			}
		case *Not:
			walk(x.X)
		case *Exists:
			seen[x.Path.From.Var] = true
			for _, h := range x.Path.Hops {
				if _, ok := bound[h.To.Var]; ok && h.To.Var != "" {
					seen[h.To.Var] = true
				}
			}
		}
	}
	walk(e)
	out := make([]string, 0, len(seen))
	for v := range seen {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// grouped reports whether the query aggregates.
func (q *Query) grouped() bool {
	for _, p := range q.Return {
		if p.Agg != NoAgg {
			return true
		}
	}
	return false
}

// Caveat is a way the renderings of a query may not say exactly what the IR
// asks, or may not agree with each other, for the compiler to pass on as a
// warning. Lang is the language it concerns, "" for all.
type Caveat struct {
	Code   string
	Lang   lang.Lang
	Detail string
}

// Caveat codes.
const (
	// CaveatServerOrder: a paged query (Skip or Limit) whose Order does not
	// rank every column, without StableOrder: the server picks the rows.
	CaveatServerOrder = "server-order"
	// CaveatOrderCompleted: the renderers ranked columns the query did not
	// order by, so the page is the same everywhere.
	CaveatOrderCompleted = "order-completed"
	// CaveatTiesCut: a top-N whose ranking column can tie keeps N rows and
	// drops the rest of a tie (set Ties to keep them).
	CaveatTiesCut = "ties-cut"
	// CaveatClosureCapped: Cypher and Gremlin follow an Unbounded hop at
	// most ClosureCap steps, SPARQL to any depth.
	CaveatClosureCapped = "closure-capped"
	// CaveatBoundedPath: SPARQL 1.1 has no bounded path quantifier; a
	// *min..max hop is the alternative of its fixed-length sequences.
	CaveatBoundedPath = "bounded-path-as-alternatives"
	// CaveatShortestOne: of several equally short paths, each engine
	// returns the one it meets first.
	CaveatShortestOne = "shortest-one-of-many"
	// CaveatNoPaths: SPARQL cannot return a path; Render refuses it.
	CaveatNoPaths = "no-paths"
)

// Unsupported is Render's error for a query the target language cannot
// express at all (not a mistake in the query).
type Unsupported struct {
	Lang   lang.Lang
	Reason string
}

func (e *Unsupported) Error() string {
	return string(e.Lang) + " cannot express this query: " + e.Reason
}

// sparqlNoPaths is why SPARQL refuses a shortest path.
const sparqlNoPaths = "SPARQL 1.1 property paths test whether a node is reachable but bind none of the nodes on the way, so no query returns a path or its length"

// Caveats lists what the compiler should warn about when it emits q: the
// choices the renderers make where the IR leaves room, and the limits of
// each language. It validates q like Render.
func Caveats(q *Query, s *schema.Schema) ([]Caveat, error) {
	n, sc, err := normalize(q, plain(s))
	if err != nil {
		return nil, err
	}
	var out []Caveat
	add := func(code string, l lang.Lang, f string, a ...any) {
		out = append(out, Caveat{Code: code, Lang: l, Detail: fmt.Sprintf(f, a...)})
	}
	if n.Skip > 0 || n.Limit > 0 {
		orig := *n
		orig.Order = q.Order
		if added := addedOrder(&orig); len(added) > 0 {
			if !q.StableOrder && !q.Ties {
				add(CaveatServerOrder, "", "the rows kept by SKIP/LIMIT are the server's choice: the order does not rank %s", strings.Join(added, ", "))
			} else if len(added) > 0 {
				add(CaveatOrderCompleted, "", "rows are also ordered by %s so every engine keeps the same page", strings.Join(added, ", "))
			}
		}
		if n.Limit > 0 && !n.Ties && len(q.Order) > 0 && !uniqueCol(n, sc, plain(s), q.Order[0].Col) {
			add(CaveatTiesCut, "", "the top %d by %s keeps %d rows even when more tie with the last one", n.Limit, q.Order[0].Col, n.Limit)
		}
	}
	hops := func(hs []Hop) {
		for _, h := range hs {
			switch {
			case h.Closure():
				from := ""
				if h.Min == 0 {
					from = ", the start itself included,"
				}
				add(CaveatClosureCapped, "", "%s is followed%s to any depth in SPARQL (a property path has no cap) but at most %d steps in Cypher and Gremlin: deeper chains make them differ", h.Edge, from, ClosureCap)
			case h.VarLength() && h.Min != h.Max:
				add(CaveatBoundedPath, lang.SPARQL, "SPARQL 1.1 has no bounded path: %s *%d..%d is written as the alternative of paths of each length", h.Edge, h.Min, h.Max)
			}
		}
	}
	for _, p := range n.Match {
		hops(p.Hops)
	}
	walkExists(n.Where, func(e *Exists) { hops(e.Path.Hops) })
	if n.Shortest != nil {
		add(CaveatShortestOne, "", "when several paths are equally short, each engine returns the first it finds")
		add(CaveatNoPaths, lang.SPARQL, "%s", sparqlNoPaths)
	}
	return out, nil
}

// uniqueCol reports whether a column names one node per value: a node's
// key (schema.Key), so a ranking by it has no ties to cut.
func uniqueCol(q *Query, sc *scope, s *sx, col string) bool {
	for _, p := range q.Return {
		if p.As != col {
			continue
		}
		vi := sc.vars[p.Var]
		return p.Agg == NoAgg && !vi.edge && !vi.walk && p.Prop != "" && s.Key(vi.label) == p.Prop
	}
	return false
}

// checkThan validates a comparison with another node's value: a node of
// the Match against a node of a known label found by a scalar value of
// one of its properties, both compared properties present and of one
// comparable type. It keeps the comparison beside a plain pattern:
// several counted patterns, a shortest path or ties would need the
// referenced node carried through clauses the renderers do not carry it
// through.
func checkThan(q *Query, sc *scope, s *sx) error {
	t := q.Than
	vi, ok := sc.vars[t.Var]
	if !ok || vi.edge || vi.walk {
		return fmt.Errorf("than: %q is not a node the pattern binds", t.Var)
	}
	if t.Ref.Var == "" || !isIdent(t.Ref.Var) {
		return fmt.Errorf("than: the referenced node needs a variable")
	}
	names := []string{t.Ref.Var}
	if t.Agg != NoAgg {
		names = append(names, t.AggScanVar())
	}
	for _, v := range names {
		if _, taken := sc.vars[v]; taken || q.counted(v) {
			return fmt.Errorf("than: variable %q is bound twice", v)
		}
		for _, p := range q.Return {
			if p.As == v {
				return fmt.Errorf("than: variable %q names a column", v)
			}
		}
	}
	l := s.Label(t.Ref.Label)
	if l == nil {
		return fmt.Errorf("than: no label %s", t.Ref.Label)
	}
	switch t.Op {
	case Lt, Le, Gt, Ge, Eq, Ne:
	default:
		return fmt.Errorf("than: %s does not compare two values", t.Op)
	}
	if len(q.outer()) > 1 || q.Shortest != nil || q.Ties {
		return fmt.Errorf("than: beside several counts, a shortest path or ties")
	}
	if t.Agg != NoAgg {
		return checkThanAgg(q, sc, s, vi.label, l)
	}
	key := schema.Find(l.Properties, t.RefKey)
	if key == nil || key.Type.IsList() || !isScalarLit(t.RefValue) {
		return fmt.Errorf("than: %s is found by no scalar value of %s", t.Ref.Label, t.RefKey)
	}
	if err := checkLit(t.RefValue, key.Type); err != nil {
		return fmt.Errorf("than: %s.%s: %v", t.Ref.Label, t.RefKey, err)
	}
	a := sc.propType(s, t.Var, t.Prop)
	b := schema.Unknown
	if p := schema.Find(l.Properties, t.RefProp); p != nil {
		b = p.Type
	}
	switch {
	case a == schema.Unknown || b == schema.Unknown:
		return fmt.Errorf("than: %s.%s or %s.%s is no property", vi.label, t.Prop, t.Ref.Label, t.RefProp)
	case a.IsList() || b.IsList() || a == schema.Bool || b == schema.Bool:
		return fmt.Errorf("than: lists and booleans are not ordered alike in every language")
	case a.Numeric() != b.Numeric() || !a.Numeric() && a != b:
		return fmt.Errorf("than: %s.%s (%s) and %s.%s (%s) do not compare", vi.label, t.Prop, a, t.Ref.Label, t.RefProp, b)
	}
	return nil
}

// checkThanAgg validates a comparison with an aggregate of every node of
// a label: an average, least or greatest of a number, compared with a
// number of the Match's node. Only numbers: the three languages order
// dates and text alike only as literals, and an average of either means
// nothing.
func checkThanAgg(q *Query, sc *scope, s *sx, label string, l *schema.Label) error {
	t := q.Than
	switch t.Agg {
	case Avg, Min, Max:
	case Sum:
		return fmt.Errorf("than: one node's %s against the sum over every %s compares a part with the whole", t.Prop, t.Ref.Label)
	default:
		return fmt.Errorf("than: %s is not an aggregate a value compares with", t.Agg)
	}
	if err := checkAggScope(t, l); err != nil {
		return err
	}
	a := sc.propType(s, t.Var, t.Prop)
	b := schema.Unknown
	if p := schema.Find(l.Properties, t.RefProp); p != nil {
		b = p.Type
	}
	if !a.Numeric() || !b.Numeric() || a.IsList() || b.IsList() {
		return fmt.Errorf("than: %s.%s (%s) and the %s of %s.%s (%s) are not both numbers", label, t.Prop, a, t.Agg, t.Ref.Label, t.RefProp, b)
	}
	return nil
}
