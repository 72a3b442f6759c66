package offline

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

var beforeWords = opsOf(english.CueBefore, english.CueBelow, english.CueAfter, english.CueAbove, english.CueSince)

// Phase filters: constraints on the pattern.
//
// Input (constraintsInput): the pattern (nodes, edges, focus) and the
// tokens no earlier phase consumed. Output (constraintsResult, applied by
// compile): comparisons ("born before 1940", "the 1990s", "between 2000
// and 2005") and string matches ("starting with X"); a row count ("the top
// 3"); self-edges to walk as paths ("directly or indirectly"); nodes and
// edges added ("at least two movies") or anchors dropped; the reason a
// number or cue could not be placed (the refuse phase turns it into the
// answer).
//
// The helpers below are methods of the phase's own state (conPhase,
// constraints_phase.go) or of the read-only context: constraintsOf hands
// them copies of what they write, so the caller's state is only changed
// by applyConstraints.

// constraintsInput is what the filters phase reads of the earlier phases.
// None of it is written: the nodes and edges are the phase's to read, and
// what it changes comes back in constraintsResult.
type constraintsInput struct {
	used  usedWords
	nodes []*onode
	edges []*oedge
	// focus is the asked-for node (nil when a count or property has none).
	focus *onode
	vars  varNames
	// paged, limit and limitPos are what the positions ("results 11 to
	// 20") already took: a page keeps its limit's position.
	paged    bool
	limit    int
	limitPos int
	// commonLater keeps the most-common cue from reading as a ranking.
	commonLater int
	unitWords   map[int]bool
	// unsupported is an earlier phase's reason to refuse: a later number
	// the phase cannot place does not replace it.
	unsupported *refusal
}

// constraintsResult is the filters phase's output, applied by compile
// (applyConstraints).
type constraintsResult struct {
	filters []templates.Expr
	// used are the tokens the phase consumed, in increasing order.
	used []int
	// dropped are input nodes the phase took out (anchors a string match
	// read instead); added are the nodes and edges it made ("at least two
	// movies" as two distinct movies), in order.
	dropped    []*onode
	added      []*onode
	addedEdges []*oedge
	// paths are input edges to walk at any depth ("directly or
	// indirectly"); edgeVars are the variables given to input edges whose
	// property a filter reads.
	paths    []*oedge
	edgeVars map[*oedge]string
	// limit and limitPos are the row count after the phase (it may set
	// one: "the top 3").
	limit, limitPos int
	unitWords       []int
	atLeast         bool
	// counts are the counts of related things compared with a number,
	// applied to the built query (applyCounts).
	counts      []countCmp
	pairs       []pairRep // fix33_pairs.go
	unsupported *refusal
	warnings    []diag.Diagnostic
	vars        varNames
}

// constraintsOf runs the filters phase on a state of its own holding
// copies of its input's edges and used words, and reports what it changed.
func constraintsOf(c *readCtx, in constraintsInput) (constraintsResult, error) {
	p := &conPhase{readCtx: c, used: in.used.clone(), nextV: in.vars.clone(), paged: in.paged, limit: in.limit, limitPos: in.limitPos,
		commonLater: in.commonLater, unsupported: in.unsupported, focusNode: in.focus, unitWords: map[int]bool{}}
	for k, v := range in.unitWords {
		p.unitWords[k] = v
	}
	p.nodes = append([]*onode(nil), in.nodes...)
	orig := map[*oedge]*oedge{}
	for _, e := range in.edges {
		cp := *e
		p.edges = append(p.edges, &cp)
		orig[&cp] = e
	}
	p.variableLength()
	p.numericFilters(in.focus)
	p.stringFilters(in.focus)

	r := constraintsResult{filters: p.filter, limit: p.limit, limitPos: p.limitPos, atLeast: p.atLeast, counts: p.counts, pairs: p.pairs, warnings: p.warnings, vars: p.nextV}
	if p.unsupported != in.unsupported {
		r.unsupported = p.unsupported
	}
	for i := range c.toks {
		if p.used.has(i) && !in.used.has(i) {
			r.used = append(r.used, i)
		}
		if p.unitWords[i] && !in.unitWords[i] {
			r.unitWords = append(r.unitWords, i)
		}
	}
	kept := map[*onode]bool{}
	for _, n := range p.nodes {
		kept[n] = true
	}
	for _, n := range in.nodes {
		if !kept[n] {
			r.dropped = append(r.dropped, n)
		}
		delete(kept, n)
	}
	for _, n := range p.nodes {
		if kept[n] {
			r.added = append(r.added, n)
		}
	}
	for _, e := range p.edges {
		o, ok := orig[e]
		if !ok {
			r.addedEdges = append(r.addedEdges, e)
			continue
		}
		if e.min != o.min || e.max != o.max {
			r.paths = append(r.paths, o)
		}
		if e.v != o.v {
			if r.edgeVars == nil {
				r.edgeVars = map[*oedge]string{}
			}
			r.edgeVars[o] = e.v
		}
	}
	return r, nil
}

// applyConstraints writes the filters phase's result into the compilation.
func (o *offline) applyConstraints(pl *pattern, r constraintsResult) {
	o.used.mark(r.used...)
	if len(r.dropped) > 0 {
		drop := map[*onode]bool{}
		for _, n := range r.dropped {
			drop[n] = true
		}
		var keep []*onode
		for _, n := range pl.nodes {
			if !drop[n] {
				keep = append(keep, n)
			}
		}
		pl.nodes = keep
	}
	pl.nodes = append(pl.nodes, r.added...)
	pl.edges = append(pl.edges, r.addedEdges...)
	for _, e := range r.paths {
		e.min, e.max = 1, templates.Unbounded
	}
	for e, v := range r.edgeVars {
		e.v = v
	}
	pl.vars = r.vars
}

// numericFilters reads comparisons such as "born before 1940", "released
// between 2000 and 2005", "rated above 80", "in 1999".
func (o *conPhase) numericFilters(focus *onode) {
	if !o.paged {
		o.limitPos = -1
	}
	for i := range o.toks {
		if o.multipleRead(i) {
			continue
		}
		if (english.Repetition.Is(o.word(i)) || !o.used.has(i)) && o.repeatCount(i) {
			// A repetition word is read even where a link's span took it
			// ("outages twice" → Outage): the link never reads it.
			continue
		}
		if o.used.has(i) {
			continue
		}
		if lo, ok := decade(o.word(i)); ok {
			if o.decadeOnText(i, lo) {
				continue
			}
			o.used.mark(i)
			if _, v, prop := o.numericTarget(i, float64(lo), focus); prop != "" {
				o.filter = append(o.filter, templates.C(v, prop, templates.Ge, int64(lo)), templates.C(v, prop, templates.Le, int64(lo+9)))
			}
			continue
		}
		if o.fractionUnit(i) || o.halfUnit(i) || o.articleUnit(i) || o.ordinalValue(i) { // fractionUnit: fix32_units.go
			continue
		}
		f, ok := o.numberAt(i)
		if !ok {
			continue
		}
		if o.dayBeforeYear(i) {
			continue
		}
		if o.yearOnText(i) || o.yearOnUnnamedDate(i) || o.yearOnParticipleDate(i) {
			continue
		}
		if english.TimesNoun.Is(o.word(i + 1)) {
			// "borrowed more than 3 times" counts the borrowings, no
			// property's value ("days > 3" was a silent wrong): left unread,
			// the account refuses it.
			continue
		}
		if o.countsValuedThings(i, f) { // fix36_countvalued.go
			continue
		}
		// "more than one movie", "at least three movies": a count of
		// related things, which the offline compiler cannot express.
		if o.countsThings(i) {
			if o.countAsDistinct(i, f) {
				continue
			}
			if op, ok := o.comparisonBefore(i); ok && o.countCompared(i, i+1, templates.Op(op), f) {
				continue
			}
			o.unsupported = o.refusalAt("count-comparison", o.tokSpan(i), "%s", "comparing a count of related things (\""+o.word(i)+" "+o.word(i+1)+"\") needs grouping with a filter, which offline compilation does not do")
			o.used.mark(i)
			continue
		}
		// "4 or more high schoolers" counts things; "aged 32 or 33", "a grade
		// of 9 or more" compare a value.
		if english.Alternative.Is(o.word(i+1)) && o.eitherBound(i, f, focus) {
			continue
		}
		if english.OrWord.Is(o.word(i + 1)) {
			orOp := templates.Op("")
			if op, ok := orBound[o.word(i+2)]; ok {
				orOp = op
			}
			if orOp != "" {
				k := i + 3
				if english.Distinct.Is(o.word(k)) && (o.linksKind(k+1, "label") || o.linksKind(k+1, "edge")) {
					k++ // "twenty or more distinct books": each is counted once anyway (fix8)
				}
				if k < len(o.toks) && (o.linksKind(k, "label") || o.linksKind(k, "edge")) {
					if o.countCompared(i, k, orOp, f) {
						o.used.mark(i+1, k-1)
						continue
					}
					o.unsupported = o.refusalAt("count-comparison", o.tokSpan(i), "%s", "comparing a count of related things (\""+o.word(i)+" or "+o.word(i+2)+" "+o.word(k)+"\") needs grouping with a filter, which offline compilation does not do")
					continue
				}
				o.used.mark(i, i+1, i+2)
				if _, v, prop := o.numericTarget(i, f, focus); prop != "" {
					o.filter = append(o.filter, templates.C(v, prop, orOp, numLit(f)))
				} else {
					o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "the number "+o.word(i)+" does not compare with any property the question names")
				}
				continue
			}
			if g, ok := o.numberAt(i + 2); ok && !o.used.has(i+2) {
				o.used.mark(i, i+1, i+2)
				if _, v, prop := o.numericTarget(i, f, focus); prop != "" {
					o.filter = append(o.filter, templates.C(v, prop, templates.OneOf, []any{numLit(f), numLit(g)}))
				} else {
					o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "the numbers "+o.word(i)+" or "+o.word(i+2)+" do not compare with any property the question names")
				}
				continue
			}
		}
		// Limits: "top 3", "first 5", "two actors ... most", "three oldest";
		// not "tier 1 services", where a numeric property named right
		// before the number takes it (below).
		if o.unitOrBound(i, f) {
			// "last 90 minutes or more": an amount in a unit is no
			// row limit, whatever word stands before it.
			continue
		}
		if o.exactCount(i, f) {
			continue
		}
		if f == 0 && (o.linksKind(i+1, "label") || o.linksKind(i+1, "edge")) {
			// "directed 0 movies", "zero reviews" count none of the
			// things: no row count (LIMIT 0 is no limit at all, and the
			// plan answered with the things that have some). Left unread,
			// the account refuses it.
			continue
		}
		if o.isLimit(i) && !o.numericPropBefore(i) {
			o.limit, o.limitPos = int(f), i
			o.used.mark(i)
			continue
		}
		op, ok := o.comparisonBefore(i)
		if b, isBound := o.propOrBound(i); isBound && (!ok || op == string(templates.Eq)) {
			// "bookings of 3 nights or more": the bound after the
			// property's word wins over the "of" before the number, which
			// would keep only the things of exactly 3.
			op, ok = string(b), true
			o.used.mark(i+2, i+3)
		}
		if !ok && o.numericPropBefore(i) {
			// "Go at level 5", "on floor 3": a numeric property named
			// right before the number is that number.
			op, ok = string(templates.Eq), true
		}
		if !ok && o.measuredThan(i, f, focus) {
			continue
		}
		if !ok {
			continue
		}
		o.used.mark(i)
		o.markScale(o.used, i)
		if op == "between" && o.countRange(i, f) {
			continue
		}
		if op != "between" && (o.amountUnitAt(i, f, templates.Op(op)) || o.amountUnitLinked(i, f, templates.Op(op))) {
			continue
		}
		if u, ok := english.UnitWord(o.word(o.afterScale(i))); ok && op != "between" && o.unitFilter(i, f, templates.Op(op), u) {
			continue
		}
		if op != "between" && o.unitsFix44(i, f, templates.Op(op)) { // fix44_units.go
			continue
		}
		if o.yearsFilter(i, f, op) {
			continue
		}
		if o.unnamedCompared(i) {
			continue
		}
		if o.numberNamesProp(i, f, op) { // fix22
			continue
		}
		if n := o.afterScale(i); n < len(o.toks) && !o.used.has(n) && o.toks[n].POS == grounding.NOUN && !o.linksAt(n) && !o.isCueWord(n) && !fillerWords[o.word(n)] {
			// "more than 1000 votes": the number counts something the
			// schema does not have; comparing it with whatever property is
			// nearest in magnitude would be a guess.
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "the number %s counts %q, which the schema does not have", o.word(i), o.word(n))
			continue
		}
		owner, v, prop := o.numericTarget(i, f, focus)
		if prop == "" {
			if o.unsupported == nil {
				o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "the number "+o.word(i)+" does not compare with any numeric property of the question's nodes")
			}
			continue
		}
		_ = owner
		var val any = f
		if f == math.Trunc(f) {
			val = int64(f)
		}
		if op == "between" {
			if j := o.nextNumber(i + 1); j >= 0 {
				g, _ := o.numberAt(j)
				o.used.mark(j)
				var hi any = g
				if g == math.Trunc(g) {
					hi = int64(g)
				}
				o.filter = append(o.filter, templates.C(v, prop, templates.Ge, val), templates.C(v, prop, templates.Le, hi))
			}
			continue
		}
		o.filter = append(o.filter, templates.C(v, prop, templates.Op(op), val))
	}
}

// eitherBound reads "born before 1940 or after 1970": two bounds, each
// with its own cue, joined by "or" are either bound (an OR on one
// property). Read one at a time they were "1940 or later" and a second
// bound, both required. It reports whether it read the number at i.
func (o *conPhase) eitherBound(i int, f float64, focus *onode) bool {
	op1, ok1 := o.comparisonBefore(i)
	g, ok2 := o.numberAt(i + 3)
	if !ok1 || !ok2 || op1 == "between" || o.used.has(i+3) {
		return false
	}
	op2, ok := o.comparisonBefore(i + 3)
	if !ok || op2 == "between" {
		return false
	}
	o.used.mark(i, i+1, i+2, i+3)
	_, v, prop := o.numericTarget(i, f, focus)
	if prop == "" {
		if o.unsupported == nil {
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "the numbers "+o.word(i)+" or "+o.word(i+3)+" do not compare with any numeric property of the question's nodes")
		}
		return true
	}
	o.filter = append(o.filter, &templates.Or{Args: []templates.Expr{
		templates.C(v, prop, templates.Op(op1), numLit(f)),
		templates.C(v, prop, templates.Op(op2), numLit(g)),
	}})
	return true
}

// countsThings: the number is followed by a label or edge noun.
func (o *conPhase) countsThings(i int) bool {
	if i+1 >= len(o.toks) {
		return false
	}
	if _, ok := beforeWords[o.word(i-1)]; !ok && !english.BoundEnd.Is(o.word(i-1)) && !o.atMostBound(i-1) {
		return false
	}
	if t := o.toks[i+1]; t.POS != grounding.NOUN && t.POS != grounding.PROPN && !(t.POS == grounding.VERB && o.linksKind(i+1, "label")) {
		return false
	}
	for _, e := range o.ev.Elements {
		if (e.Kind == "label" || e.Kind == "edge") && o.tokenAt(e.Span) == i+1 {
			return true
		}
	}
	return false
}

func (o *conPhase) nextNumber(i int) int {
	for k := i; k < len(o.toks) && k <= i+2; k++ {
		if o.isNumber(k) && !o.used.has(k) {
			return k
		}
	}
	return -1
}

func (o *conPhase) isLimit(i int) bool {
	prev, next := o.word(i-1), o.word(i+1)
	if english.Top.Is(prev) {
		return true
	}
	if ascWords[next] || descWords[next] || english.RankAfterNumber.Is(next) || o.measureWord(i+1) {
		return true
	}
	// "which two actors have acted in the most movies"
	if o.countRanks() || o.find(english.Least) >= 0 {
		if english.RankCountLead.Is(prev) {
			return true
		}
	}
	_, isWord := numberWords[o.word(i)]
	if isWord && english.NumberWordLead.Is(prev) {
		return true
	}
	// "name 3 movies", "the names of 3 persons": a count of rows.
	if f, _ := o.numberAt(i); f < 1000 {
		if _, cmp := beforeWords[prev]; !cmp && !english.BoundBeforeNumber.Is(prev) {
			for _, e := range o.ev.Elements {
				if o.tokenAt(e.Span) != i+1 {
					continue
				}
				if e.Kind == "label" || e.Kind == "edge" && o.isAgentNoun(e) {
					return true
				}
			}
		}
	}
	return false
}

// comparisonBefore reads the operator in front of a number (english's
// reading, shared with grounding).
func (o *conPhase) comparisonBefore(i int) (string, bool) {
	op := o.openPoint(i, english.Comparison(o.words, i))
	return string(op), op != ""
}

// numericTarget chooses the variable and property a number constrains: the
// nearest numeric property mention, else the property of a node or edge in
// the query whose sample values are nearest in magnitude.
func (o *conPhase) numericTarget(i int, f float64, focus *onode) (string, string, string) {
	// "worked in Finance since before 2010" where the relationship has a
	// property named like the cue word: the word names the property.
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if owner, prop := o.patternPropNamed(o.word(k)); prop != "" {
			o.used.mark(k)
			return owner, o.varFor(owner, i), prop
		}
	}
	bestD := 1 << 30
	var best ElementLink
	for _, p := range o.ev.Elements {
		if p.Kind != "prop" {
			continue
		}
		pos := o.tokenAt(p.Span)
		d := dist(pos, i)
		if pos > i {
			d += 2
		}
		owner := p.Owner
		if owner == "" {
			owner = o.ownerOf(p.Name)
		}
		pp := schema.Find(o.propsOf(owner), p.Name)
		if pp != nil && pp.Type == schema.String && pos < i && i-pos <= 2 && !o.used.has(pos) {
			// "aged 32" where age is stored as text: comparing numbers with
			// it would need a cast the IR does not have.
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "the number "+o.word(i)+" is compared with "+p.Name+", which holds text")
			return "", "", ""
		}
		if pp == nil || !pp.Type.Numeric() {
			continue
		}
		if d < bestD && d <= 5 {
			best, bestD = p, d
			best.Owner = owner
		}
	}
	if best.Name != "" {
		if o.reversedCompared(i, best) {
			return "", "", ""
		}
		o.consume(best)
		v := o.varFor(best.Owner, i)
		if v == "" {
			// "departments started after 2019" where only projects have a
			// start: the bound would filter nothing the question is about.
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "the number %s compares with %s of %s, which is not among the things the question names", o.word(i), best.Name, best.Owner)
			return "", "", ""
		}
		return best.Owner, v, best.Name
	}
	// No mention: the numeric property nearest in magnitude among the
	// query's nodes and edges, the focus first.
	type cand struct {
		owner, prop string
		gap         float64
		focus       bool
	}
	var cands []cand
	consider := func(owner string, isFocus bool) {
		for _, p := range o.propsOf(owner) {
			if !p.Type.Numeric() || p.Type.IsList() || idLike(p.Name) {
				continue // an identifier is never guessed by magnitude
			}
			gap := math.Inf(1)
			for _, s := range p.Samples {
				if g, ok := toFloat(s); ok {
					gap = math.Min(gap, math.Abs(math.Log10(math.Abs(g)+1)-math.Log10(math.Abs(f)+1)))
				}
			}
			cands = append(cands, cand{owner, p.Name, gap, isFocus})
		}
	}
	// The node mentioned last before the number is what it most likely
	// qualifies ("actors in movies from 1990 to 2000" bounds the movies).
	var near *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < i && len(n.filter) == 0 && (near == nil || n.pos > near.pos) {
			near = n
		}
	}
	if near != nil && near != focus && (focus == nil || near.label != focus.label) {
		consider(near.label, true)
	}
	if focus != nil {
		consider(focus.label, near == nil || near == focus || near.label == focus.label)
	}
	for _, e := range o.edges {
		consider(e.typ, false)
	}
	if len(cands) == 0 {
		return "", "", ""
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if (cands[a].gap < 0.5) != (cands[b].gap < 0.5) {
			return cands[a].gap < 0.5
		}
		if cands[a].focus != cands[b].focus {
			return cands[a].focus
		}
		if cands[a].owner != cands[b].owner {
			return false // the order considered: the nearest mention first
		}
		return cands[a].gap < cands[b].gap
	})
	c := cands[0]
	if f == math.Trunc(f) && f >= 1000 && f <= 2100 && !o.yearPropOf(c.owner, c.prop) && o.yearBeside(i) {
		// "in spring 2019", "in fall 2024" with no stored period of those
		// words: the number is a year, and the property nearest in size
		// holds none.
		o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s reads as a year (%q beside it), and no property the question names holds years (the nearest number in size is %s of %s)", o.word(i), o.yearWordBeside(i), c.prop, c.owner)
		return "", "", ""
	}
	if f == math.Trunc(f) && f >= 1000 && f <= 2100 && (temporalWords[o.word(i-1)] || english.YearOf.Is(o.word(i-1))) {
		// "joined before 2010" beside a text date ("hired": "2008-01-15")
		// and a numeric year ("born"): which year is meant is a guess.
		for _, p := range o.propsOf(c.owner) {
			if dateText(p) && o.yearPropOf(c.owner, c.prop) {
				o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s reads as a year, and %s has more than one date (%s, %s) the question does not choose between", o.word(i), c.owner, c.prop, p.Name)
				return "", "", ""
			}
		}
		// "incidents of 2025" nearest in size to a duration: a year is
		// never placed on a number that holds no years.
		if !o.yearPropOf(c.owner, c.prop) {
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s reads as a year, and no property the question names holds years or one date (the nearest number in size is %s of %s, which holds no years)", o.word(i), c.prop, c.owner)
			return "", "", ""
		}
	}
	return c.owner, o.varFor(c.owner, i), c.prop
}

// varFor returns the variable of the node or edge of a label or edge type,
// nearest the position; edges get a variable on demand.
func (o *conPhase) varFor(owner string, pos int) string {
	return o.varAmong(o.nodes, o.edges, o.nextV, owner, pos)
}

// varAmong is varFor over the given pattern; an edge given a variable on
// demand takes it from vars and keeps it.
func (o *readCtx) varAmong(nodes []*onode, edges []*oedge, vars varNames, owner string, pos int) string {
	if o.s.EdgeType(owner) != nil {
		var best *oedge
		for _, e := range edges {
			if e.typ == owner && (best == nil || dist(e.pos, pos) < dist(best.pos, pos)) {
				best = e
			}
		}
		if best == nil {
			return ""
		}
		if best.v == "" {
			best.v = vars.next("r")
		}
		return best.v
	}
	var best *onode
	for _, n := range nodes {
		if n.label != owner {
			continue
		}
		// Prefer nodes without an equality anchor: "movies released in 1999".
		if best == nil || (len(best.filter) > 0 && len(n.filter) == 0) || (len(best.filter) == len(n.filter) && dist(n.pos, pos) < dist(best.pos, pos)) {
			best = n
		}
	}
	if best == nil {
		return ""
	}
	return best.v
}

// stringFilters reads "starting with X", "ending with X", "containing X",
// "with X in their name".
func (o *conPhase) stringFilters(focus *onode) {
	if focus == nil {
		return
	}
	for i := range o.toks {
		var op templates.Op
		start := -1
		have := english.Having.Is(o.word(i))
		switch {
		case o.at(english.CueStartsWith, i) > 0:
			op, start = templates.StartsWith, i+o.at(english.CueStartsWith, i)
		case o.at(english.CueEndsWith, i) > 0:
			op, start = templates.EndsWith, i+o.at(english.CueEndsWith, i)
		case containWords[o.word(i)] || (have && english.TheWord.Is(o.word(i+1)) && letterWords[o.word(i+2)]):
			op, start = templates.Contains, i+1
			if english.TheWord.Is(o.word(start)) && english.CuePieceOfText.Is(o.word(start+1)) {
				start += 2
			} else if !containWords[o.word(i)] {
				continue
			}
		case have && english.TheWord.Is(o.word(i+1)) && wordInText[o.word(i+2)] && o.quotedAt(i+3):
			// "movies that have the word 'love' in their tagline"
			op, start = templates.Contains, i+3
		case o.wordCueAt(i) >= 0:
			op, start = templates.Contains, o.wordSought(i)
		case have && (o.inTheirProp(i+2) || o.inTheirAfterQuote(i+1)):
			op, start = templates.Contains, i+1
		}
		// "the word 'love'": a word sought in a text is meant whatever its
		// case (the golds that read these questions fold it too); a letter
		// or an unquoted value keeps its case.
		fold := op == templates.Contains && start >= 1 && wordInText[o.word(start-1)] && (o.quotedAt(start) || o.wordCueAt(start-3) == start)
		// The opening quote of 'J' is a token of its own.
		for start >= 0 && start < len(o.toks) && o.isQuoteMark(start) {
			start++
		}
		if start < 0 || start >= len(o.toks) {
			continue
		}
		end := start
		quoted := o.toks[start].Quoted
		article := start
		letter := false
		if k, ok := english.LetterValue(o.texts(), start); ok && !quoted {
			// "ends with an s acted in …": the letter is the value, the
			// article and the words after it are not.
			start, end, letter = k, k+1, true
		}
		for end < len(o.toks) && !letter {
			t := o.toks[end]
			if quoted && !t.Quoted {
				break
			}
			if !quoted && (t.POS == grounding.PUNCT || (end > start && english.TextEnd.Is(o.word(end)))) {
				break
			}
			end++
		}
		if end == start || !quoted && containWords[o.word(i)] && o.edgeCueValueIn(i, start, end) {
			continue
		}
		if !quoted && o.pronounOnly(start, end) {
			continue
		}
		if !quoted && o.subPartsNamed(start, end) {
			continue
		}
		if !quoted && o.propThenValue(start, end) {
			// "documents that contain the paragraph text 'Brazil'": the
			// words name a property and the value after them is its
			// value, which the anchors phase matches; no piece of text.
			continue
		}
		if t := o.namesThings(start, end, focus); !quoted && t >= 0 {
			// "departments that include Alice or run Apollo": the words
			// after the cue name things and relationships, not a piece of
			// text to look for in a name.
			o.unsupported = o.refusalAt("unsupported-operation", o.tokSpan(i), "the words after %q reach %q, a relationship, a thing or a second clause, not a piece of text: matching them inside a name would be a guess", o.word(i), o.word(t))
			continue
		}
		text := o.ev.Question[o.toks[start].Span.Start:o.toks[end-1].Span.End]
		text = strings.Trim(text, `'"“”‘’`)
		text = o.joinedPrefix(text, end, op)
		for k := article; k < end; k++ {
			o.used.mark(k)
		}
		// Drop anchors the value linker made of the same words.
		o.dropAnchorsIn(start, end)
		// The string property named next to the cue decides whose words are
		// matched: "movies with a tagline containing X" filters the movie even
		// when the question asks for people.
		v, prop := focus.v, o.s.Key(focus.label)
		for _, p := range o.ev.Elements {
			pp := o.tokenAt(p.Span)
			if p.Kind != "prop" || !((pp >= end && pp <= end+3) || (pp < i+1 && pp >= i-4)) {
				continue
			}
			if n := o.stringOwner(p, i); n != nil {
				v, prop = n.v, p.Name
			} else if e := o.stringEdge(p); e != nil {
				// "a review summary mentioning X": the text is the
				// relationship's.
				if e.v == "" {
					e.v = o.newVar("r")
				}
				v, prop = e.v, p.Name
				o.consume(p)
			}
		}
		if prop == o.s.Key(focus.label) && v == focus.v {
			if p := o.nameAsShown(focus, end, end+3); p != "" {
				prop = p
			}
		}
		if prop == "" {
			continue
		}
		if fold && quoted && !lowerWords(text) {
			// "contains the word 'Graph'": a capital written inside the
			// quotes is part of what is sought (session 10: rel-174,
			// t2c-320 folded it and matched "graph" and "speed" too).
			fold = false
		}
		guessed := false
		if op == templates.Contains && !quoted && !letter && lowerWords(text) {
			// "products with coffee in their name": a word written in
			// lower case and sought inside a text stands for the word
			// whatever its case, since names capitalise theirs ("Coffee
			// Grinder"); a case-sensitive match would miss them silently.
			fold, guessed = true, true
		}
		if fold {
			op = templates.ContainsFold
			d := o.diagnostic("case-folded", o.tokSpan(article), fmt.Sprintf("the word %q is matched in %s whatever its case", text, prop))
			if !guessed {
				d.Severity = diag.Info
			}
			o.warnings = append(o.warnings, d)
		}
		o.filter = append(o.filter, templates.C(v, prop, op, text))
	}
}

// halfUnit reads "in under half an hour", "longer than half a day": half
// of one unit, compared like "30 minutes" through the property whose name
// gives its unit (unitFilter, warned unit-converted).
func (o *conPhase) halfUnit(i int) bool {
	if !english.Half.Is(o.word(i)) || !english.AnArticle.Is(o.word(i+1)) {
		return false
	}
	u, ok := english.UnitWord(o.word(i + 2))
	if !ok {
		return false
	}
	op, ok := o.comparisonBefore(i)
	n := len(o.warnings)
	if !ok || op == "between" || !o.unitFilter(i+1, 0.5, templates.Op(op), u) {
		return false
	}
	o.used.mark(i, i+1)
	if len(o.warnings) > n {
		// The conversion's warning names the half, not "an hour".
		if parts := strings.SplitN(o.warnings[n].Detail, " is compared as ", 2); len(parts) == 2 {
			o.warnings[n] = o.diagnostic("unit-converted", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+2].Span.End},
				fmt.Sprintf("half %s %s is compared as %s", o.toks[i+1].Text, o.toks[i+2].Text, parts[1]))
		}
	}
	return true
}

// articleUnit reads "in less than an hour", "exams of an hour and a half
// or less", "longer than a day": an article before a unit is one of it,
// and "and a half" after the unit adds half of one, compared like "60
// minutes" through the property whose name gives its unit (unitFilter,
// warned unit-converted). The bound is the comparison before the article
// or "or less"/"or more" after the amount; with neither the words are left
// to the other readings.
func (o *conPhase) articleUnit(i int) bool {
	if !english.AnArticle.Is(o.word(i)) {
		return false
	}
	u, ok := english.UnitWord(o.word(i + 1))
	if !ok {
		return false
	}
	if o.isNumber(i - 1) {
		// "more than 5000 a month", "20 an hour": the article says what
		// the amount before it is counted per, not a length.
		return false
	}
	f, end := 1.0, i+1
	if english.AndWord.Is(o.word(i+2)) && english.AnArticle.Is(o.word(i+3)) && english.Half.Is(o.word(i+4)) {
		f, end = 1.5, i+4
	}
	// "of an hour and a half or less": the bound after the amount wins
	// over the "of" before it; "an hour" alone, with no bound, is no
	// comparison ("took an hour" may be about).
	op, ok := "", false
	orAfter := false
	if english.OrWord.Is(o.word(end + 1)) {
		if b, isBound := orBound[o.word(end+2)]; isBound {
			op, ok, orAfter = string(b), true, true
		}
	}
	if !ok {
		op, ok = o.comparisonBefore(i)
	}
	if !ok || op == "between" || op == string(templates.Eq) {
		return false
	}
	n := len(o.warnings)
	if !o.unitFilter(i, f, templates.Op(op), u) {
		// "longer than an hour" with nothing measured in hours: dropping
		// the bound would answer for every thing.
		o.used.mark(i)
		if o.unsupported == nil {
			o.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "the amount %q does not compare with any property of the question's things measured in %s", o.word(i)+" "+o.word(i+1), u.Name)
		}
		return true
	}
	o.used.mark(i)
	for k := i + 2; k <= end; k++ {
		o.used.mark(k)
	}
	if orAfter {
		o.used.mark(end+1, end+2)
	}
	if len(o.warnings) > n {
		// The conversion's warning names the whole amount, not "an hour".
		if parts := strings.SplitN(o.warnings[n].Detail, " is compared as ", 2); len(parts) == 2 {
			sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[end].Span.End}
			o.warnings[n] = o.diagnostic("unit-converted", sp, fmt.Sprintf("%s is compared as %s", o.ev.Question[sp.Start:sp.End], parts[1]))
		}
	}
	return true
}

// propThenValue: the words [start, end) are a property's mention (past
// determiners, after its label's: "the paragraph text") and a quoted value
// or a linked value follows them.
func (o *conPhase) propThenValue(start, end int) bool {
	named := false
	for k := start; k < end; k++ {
		if o.toks[k].POS == grounding.DET {
			continue
		}
		named = o.linksKind(k, "prop")
		if !named && !o.linksKind(k, "label") {
			return false
		}
	}
	if !named || end >= len(o.toks) {
		return false
	}
	if o.quotedAt(end) {
		return true
	}
	for _, v := range o.ev.Values {
		if o.tokenAt(v.Span) == end {
			return true
		}
	}
	return false
}

// wordInText name a word or phrase sought inside a text ("the word 'love'").
var wordInText = setOf(english.CueWordInText)

// quotedAt: token i is a quote mark or a quoted word.
func (o *conPhase) quotedAt(i int) bool {
	return i >= 0 && i < len(o.toks) && (o.isQuoteMark(i) || o.toks[i].Quoted)
}

// stringOwner is the node a string property mention belongs to: the focus
// when its label has the property, else the nearest node of a label that
// has it, preferring one mentioned before the cue.
func (o *conPhase) stringOwner(p ElementLink, cue int) *onode {
	has := func(n *onode) bool {
		pp := schema.Find(o.propsOf(n.label), p.Name)
		return pp != nil && pp.Type == schema.String && (p.Owner == "" || p.Owner == n.label)
	}
	if o.focusNode != nil && has(o.focusNode) {
		return o.focusNode
	}
	var best *onode
	for _, n := range o.nodes {
		if !has(n) {
			continue
		}
		if best == nil || (n.pos <= cue) && (best.pos > cue || n.pos > best.pos) {
			best = n
		}
	}
	return best
}

// letterWords name a piece of text a value must contain ("the letter w").
var letterWords = setOf(english.CueLetter)

var containWords = setOf(english.CueContains)

// inTheirProp: "in their name", "in its title" at token i.
func (o *readCtx) inTheirProp(i int) bool {
	if !english.InWord.Is(o.word(i)) {
		return false
	}
	if o.at(english.CueInTheir, i) != 2 {
		return false
	}
	for _, p := range o.ev.Elements {
		if p.Kind == "prop" && o.tokenAt(p.Span) == i+2 {
			return true
		}
	}
	return false
}

func (o *conPhase) dropAnchorsIn(start, end int) {
	var keep []*onode
	for _, n := range o.nodes {
		if n.pos >= start && n.pos < end && len(n.filter) > 0 && !n.focus {
			continue
		}
		keep = append(keep, n)
	}
	o.nodes = keep
}

// namesThings finds a word in tokens [start, end) that links to a
// relationship, or a value anchored on a thing other than the focus's label;
// -1 when there is none.
func (o *conPhase) namesThings(start, end int, focus *onode) int {
	for k := start; k < end; k++ {
		if o.linksKind(k, "edge") {
			return k
		}
		// "… or run Apollo": a second clause, not more of the text.
		if english.Alternative.Is(o.word(k)) && k+1 < end && (o.toks[k+1].POS == grounding.VERB || o.toks[k+1].POS == grounding.AUX) {
			return k + 1
		}
	}
	for _, n := range o.nodes {
		if n.pos >= start && n.pos < end && len(n.filter) > 0 && !n.focus && n.label != focus.label {
			return n.pos
		}
	}
	return -1
}

// propOrBound is the bound of "N <property> or more/less" ("3 nights or
// more", "5 stars or higher") with the number at i and a word naming a
// property right after it.
func (o *conPhase) propOrBound(i int) (templates.Op, bool) {
	if i+3 >= len(o.toks) || !o.linksKind(i+1, "prop") || !english.OrWord.Is(o.word(i+2)) {
		return "", false
	}
	b, ok := orBound[o.word(i+3)]
	return b, ok
}

// orBound reads "N or more", "N or later", "N or less": an inclusive bound.
var orBound = opsOf(english.CueOrMore, english.CueOrLess)

// patternPropNamed is the numeric property, of a relationship or label in
// the pattern, whose name is the word, "" when none is.
func (o *conPhase) patternPropNamed(w string) (string, string) {
	k := squashName(w)
	if len(k) < 3 {
		return "", ""
	}
	find := func(owner string) string {
		for _, p := range o.propsOf(owner) {
			if p.Type.Numeric() && !p.Type.IsList() && localName(p.Name) == k {
				return p.Name
			}
		}
		return ""
	}
	for _, e := range o.edges {
		if p := find(e.typ); p != "" && !e.negated {
			return e.typ, p
		}
	}
	for _, n := range o.nodes {
		if p := find(n.label); p != "" {
			return n.label, p
		}
	}
	return "", ""
}

// stringEdge is the edge of the pattern whose type has the string property
// p names, nil when none has.
func (o *conPhase) stringEdge(p ElementLink) *oedge {
	for _, e := range o.edges {
		if e.negated || p.Owner != "" && p.Owner != e.typ {
			continue
		}
		if pp := schema.Find(o.propsOf(e.typ), p.Name); pp != nil && pp.Type == schema.String {
			return e
		}
	}
	return nil
}

// numericPropBefore: the word right before the number at i links to a
// numeric property ("level 5", "floor 3") and is no unit or count of
// things.
func (o *conPhase) numericPropBefore(i int) bool {
	if i < 1 || o.used.has(i-1) {
		return false
	}
	sp := o.toks[i-1].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.End < sp.End || e.Span.Start > sp.Start || e.Score < strongLink {
			continue
		}
		owner := e.Owner
		if owner == "" {
			owner = o.ownerOf(e.Name)
		}
		if p := schema.Find(o.propsOf(owner), e.Name); p != nil && p.Type.Numeric() {
			return true
		}
	}
	return false
}

// inTheirAfterQuote: a quoted value opens at token k and "in their P"
// follows it ("have 'Matrix' in their title": the quote marks are tokens
// of their own, so the cue is not two tokens on).
func (o *conPhase) inTheirAfterQuote(k int) bool {
	if k >= len(o.toks) || !o.isQuoteMark(k) {
		return false
	}
	k++
	for k < len(o.toks) && o.toks[k].Quoted && !o.isQuoteMark(k) {
		k++
	}
	for k < len(o.toks) && o.isQuoteMark(k) {
		k++
	}
	return o.inTheirProp(k)
}

// maxDistinct is the largest count "at least N things" is written for as N
// distinct related nodes: each more is one more join.
const maxDistinct = 4

// countAsDistinct reads "directed more than one movie", "produced at least
// three movies" as that many distinct related nodes (2, 3): the pattern
// keeps relationships distinct in every language, so N edges of the type to
// N nodes of the label hold only for things with at least N. It needs the
// counted noun to be a bare node joined by one edge to the rest; a bound
// from above ("fewer than 3") or a count beyond maxDistinct is refused.
func (o *conPhase) countAsDistinct(i int, f float64) bool {
	op, ok := o.comparisonBefore(i)
	if !ok || f != math.Trunc(f) {
		return false
	}
	n := int(f)
	switch templates.Op(op) {
	case templates.Gt:
		n++
	case templates.Ge:
	default:
		return false
	}
	return o.distinctCopies(i, i+1, n)
}

// distinctCopies writes "at least n things", said at i, as n distinct
// related nodes of the counted noun at pos (countAsDistinct).
func (o *conPhase) distinctCopies(i, pos, n int) bool {
	if n < 2 || n > maxDistinct {
		return false
	}
	var nd *onode
	for _, x := range o.nodes {
		if x.pos == pos && !x.focus && !x.placeholder && len(x.filter) == 0 {
			nd = x
		}
	}
	if nd == nil {
		return false
	}
	// The edge must join the counted things to the thing asked about (or a
	// named one): through a junction node ("teachers who teach at least two
	// courses" over course_arrange) the copies would share the junction.
	e, other := soleEdge(o.edges, nd)
	if e == nil || !other.focus && len(other.filter) == 0 || o.edgeSaidOf(e) {
		return false
	}
	for k := 1; k < n; k++ {
		c := &onode{v: o.newVar(nd.label), label: nd.label, pos: -1}
		ec := *e
		ec.v = ""
		if ec.from == nd {
			ec.from = c
		} else {
			ec.to = c
		}
		o.nodes = append(o.nodes, c)
		o.edges = append(o.edges, &ec)
	}
	o.used.mark(i)
	o.atLeast = true
	return true
}

// unitFilter compares a number given in a unit ("longer than 4 hours",
// "more than 2 GB") with the property of the question's things whose name
// ends with a unit of the same dimension (duration_minutes, memory_mb),
// converted (4 hours > 240 minutes); a conversion is a warning
// (unit-converted). Among several such properties the one a word links to
// wins; with none, or several unlinked, the number is left to the other
// readings. It reports whether it placed the number at i.
func (o *conPhase) unitFilter(i int, f float64, op templates.Op, u english.Unit) bool {
	j := o.afterScale(i) // the unit after any scale word ("0.2 million euros", "8k km")
	type cand struct {
		owner, prop string
		unit        english.Unit
		whole       bool
	}
	var all, linked []cand
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyUnit(p.Name)
			if !ok || pu.Dim != u.Dim || !p.Type.Numeric() {
				continue
			}
			c := cand{owner, p.Name, pu, p.Type.Elem() == schema.Int}
			all = append(all, c)
			us := o.toks[j].Span
			for _, e := range o.ev.Elements {
				// The unit word itself ("GB" near disk_gb) names no
				// property: it says how the number is counted.
				if e.Kind == "prop" && e.Name == p.Name && !(e.Span.Start >= us.Start && e.Span.End <= us.End) {
					linked = append(linked, c)
					break
				}
			}
		}
	})
	pick := all
	if len(linked) > 0 {
		pick = linked
	}
	if len(pick) != 1 {
		return false
	}
	c := pick[0]
	v, val, ok := o.boundOn(c.owner, i, f*u.Factor/c.unit.Factor, c.whole, op)
	if !ok {
		return false
	}
	o.filter = append(o.filter, templates.C(v, c.prop, op, val))
	o.used.mark(j)
	if o.unitWords == nil {
		o.unitWords = map[int]bool{}
	}
	o.unitWords[j] = true
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == c.prop {
			o.consume(e)
		}
	}
	if u.Factor != c.unit.Factor || u.Name != c.unit.Name {
		o.warnings = append(o.warnings, o.diagnostic("unit-converted", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[j].Span.End},
			fmt.Sprintf("%s %s is compared as %v with %s, which holds %s (its name says so)", o.toks[i].Text, o.toks[j].Text, val, c.prop, c.unit.Name)))
	}
	return true
}

// convertedBound is an amount converted into a property's unit as the
// bound of a comparison. A whole-number property compared with a fraction
// (300 metres is 984.25 ft) takes the whole number that keeps the same
// things; ok is false for equality, which holds for none of them.
func convertedBound(x float64, whole bool, op templates.Op) (float64, bool) {
	if !whole || x == math.Trunc(x) {
		return x, true
	}
	switch op {
	case templates.Gt, templates.Le:
		return math.Floor(x), true
	case templates.Ge, templates.Lt:
		return math.Ceil(x), true
	}
	return 0, false
}
