package offline

import (
	"fmt"
	"math"

	"github.com/gql-dev/gql/internal/english"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// countCmp is "with more than 3 Ys" read by the filters phase: the number
// of distinct nodes bound to v (the Ys, joined by one relationship to the
// thing asked about) compared with n. The build leaves v in the pattern;
// countCompared then groups by what is returned and filters the count.
type countCmp struct {
	v     string
	label string
	op    templates.Op
	n     int64
	// at is the number's token, where = the Ys' (for the warning's span).
	at, noun int
	// via is the label of the junction the Ys are reached through, ""
	// when they are joined directly; viaNamed: a verb of the question
	// names it.
	via      string
	viaNamed bool
	// edge: the noun names this relationship, and its edges are counted
	// (each one, not distinct ends).
	edge string
	hi   int64 // the upper end of a range (fixkinds_between.go), 0: none
	// times: how often the verb happened ("more than once", "at least 3
	// times"; repeat_count.go): its rows are counted, each one.
	times, timesNoun bool
	// valued: the counted things are kept by a stored value of theirs
	// (fix30_repeat.go), a filter the count reads with them.
	valued bool
}

// countCompared reads "at least / more than / fewer than / exactly N Ys"
// (the number at i, the counted noun at k) as a count of related things
// compared with N, when the Ys are a bare node (no filter, not asked for)
// joined by one relationship to the thing asked about or a named one.
// "at least one Y" is the relationship's existence, which the pattern
// already requires. It reports whether it read the number; otherwise the
// caller refuses count-comparison as before.
func (o *conPhase) countCompared(i, k int, op templates.Op, f float64) bool {
	if f != math.Trunc(f) || f < 0 {
		return false
	}
	switch op {
	case templates.Eq, templates.Lt, templates.Le, templates.Gt, templates.Ge:
	default:
		return false
	}
	var nd *onode
	for _, x := range o.nodes {
		if x.pos == k && !x.focus && !x.placeholder && len(x.filter) == 0 {
			nd = x
		}
	}
	edgeNoun := ""
	if nd == nil {
		// "products with at least 3 reviews": the noun names the
		// relationship, whose edges are counted (having_count.go).
		nd, edgeNoun = o.edgeNounCounted(k)
	}
	valued := false
	if nd == nil && !english.Repetition.Is(o.word(i)) && o.isNumber(i) {
		// "more than one order returned": the counted things kept by a
		// stored value of theirs (fix36_countvalued.go).
		nd, valued = o.valuedCounted(k), true
	}
	if nd == nil || nd.v == "" {
		return false
	}
	e, other := soleEdge(o.edges, nd)
	via, viaNamed := "", false
	if e == nil || e.v != "" || other == nil {
		return false
	}
	if valued && (nd == nil || !other.focus || len(e.or) > 0 || len(e.rev) > 0 || e.via != nil || other.label == nd.label) {
		return false
	}
	if edgeNoun == "" && !other.focus && len(other.filter) == 0 {
		// "teachers that teach at least two courses" where a junction
		// node no word names (an arrangement, an enrolment) stands between
		// them: the Ys are still counted per row, distinct, through it.
		via = other.label
		viaNamed = other.pos >= 0
		if other = o.throughJunction(other, e, nd, i); other == nil {
			return false
		}
	}
	n := int64(f)
	o.used.mark(i)
	o.atLeast = true
	if (op == templates.Ge && n <= 1) || (op == templates.Gt && n == 0) {
		// "at least one Y": the relationship the pattern walks.
		return true
	}
	o.counts = append(o.counts, countCmp{v: nd.v, label: nd.label, op: op, n: n, at: i, noun: k, via: via, viaNamed: viaNamed, edge: edgeNoun, valued: valued})
	if valued {
		o.warnings = append(o.warnings, o.diagnostic("count-valued", o.tokSpan(i),
			fmt.Sprintf("only the %s holding the value the question names are counted per %s", nd.label, other.label)))
	}
	return true
}

// countColumn names the count column: "count", or "count_N" when the
// question already returns a column of that name.
func countColumn(q *templates.Query) string {
	name := "count"
	for n := 2; ; n++ {
		taken := false
		for _, r := range q.Return {
			taken = taken || r.As == name
		}
		if !taken {
			return name
		}
		name = fmt.Sprintf("count_%d", n)
	}
}

// applyCounts turns each count comparison into a count column of the
// counted things per returned row and a Having on it. An upper bound
// ("fewer than 3") or "exactly 0" must also keep the things with none, so
// the walk to the counted things becomes the query's Optional pattern; when
// it cannot, the question is refused as before rather than answered
// without them.
func (o *readCtx) applyCounts(q *templates.Query, cs []countCmp, warns *sink) error {
	for _, c := range cs {
		refuse := func(why string) error {
			return o.refuse("count-comparison", c.at, "comparing a count of related things (%q) %s", o.word(c.at)+" "+o.word(c.noun), why)
		}
		if q.Optional != nil || q.Shortest != nil || q.Ties || len(q.Having) > 0 {
			return refuse("in a plan that already counts or walks a path needs a subquery, which offline compilation does not do")
		}
		bound, grouped := false, false
		for _, p := range q.Match {
			bound = bound || p.From.Var == c.v
			for _, h := range p.Hops {
				bound = bound || h.To.Var == c.v
			}
		}
		for _, r := range q.Return {
			grouped = grouped || r.Agg != templates.NoAgg || r.Var == c.v
		}
		for _, v := range exprVarsOf(q.Where) {
			bound = bound && (v != c.v || c.valued)
		}
		if !bound || grouped {
			return refuse("beside another aggregate, or of things the plan returns or filters, needs grouping the plan does not do")
		}
		col := countColumn(q)
		agg := templates.CountDistinct
		if c.edge != "" || c.times {
			agg = templates.Count
		}
		q.Return = append(q.Return, templates.Proj{Agg: agg, Var: c.v, As: col})
		q.Distinct = false
		q.Having = append(q.Having, templates.Having{Col: col, Op: c.op, Value: c.n})
		c.upperHaving(q, col)
		if c.keepsNone() {
			// Only checked here: the walk becomes Optional after the
			// account and sanity phases have read the plan (outerCounts).
			try := *q
			if !outerCount(&try, o.s) {
				return refuse("from above would leave out the things with none, and the plan cannot count them as 0")
			}
		}
		if _, err := templates.Normalize(q, o.s); err != nil {
			return refuse("does not fit the plan: " + err.Error())
		}
		through := ""
		if c.via != "" {
			through = fmt.Sprintf(" through the %s joining them, a node the question does not name", c.via)
			if c.viaNamed {
				through = fmt.Sprintf(" through the %s rows its verb names", c.via)
			}
		}
		what := fmt.Sprintf("distinct %s related to each row%s", c.label, through)
		said := o.word(c.at) + " " + o.word(c.noun)
		if c.times {
			what = fmt.Sprintf("times each row is joined to %s nodes (each joining row counted, the same node again included)", c.label)
			said = o.word(c.at)
			if c.timesNoun {
				said += " " + o.word(c.at+1)
			}
		}
		if c.edge != "" {
			what = fmt.Sprintf("%s relationships of each row (one per %s at their other end, each counted)", c.edge, c.label)
		}
		warns.add(o.diagnostic("count-compared", o.tokSpan(c.at),
			fmt.Sprintf("%q is read as the number of %s, compared with %d (column %s)", said, what, c.n, col)))
	}
	return nil
}

// keepsNone: the comparison holds for a count of 0, so the things with
// none belong to the answer.
func (c countCmp) keepsNone() bool {
	return c.op == templates.Lt || c.op == templates.Le || c.op == templates.Eq && c.n == 0
}

// outerCounts makes the walk to the counted things Optional where a count
// of 0 satisfies the comparison (applyCounts checked that it can).
func outerCounts(q *templates.Query, cs []countCmp, s *schema.Schema) {
	for _, c := range cs {
		if c.keepsNone() {
			outerCount(q, s)
		}
	}
}

// soleEdge is the one edge touching nd, walked plainly (not negated, no
// length bounds), and its other end; nil when nd has none, several, or
// only a negated or variable-length one.
func soleEdge(edges []*oedge, nd *onode) (*oedge, *onode) {
	var e *oedge
	for _, x := range edges {
		if x.from != nd && x.to != nd {
			continue
		}
		if e != nil || x.negated || x.min != 0 || x.max != 0 {
			return nil, nil
		}
		e = x
	}
	if e == nil {
		return nil, nil
	}
	if e.from == nd {
		return e, e.to
	}
	return e, e.from
}

// throughJunction is the thing asked about (or named) on the far side of
// j, an implied node no word mentions joined by exactly two plain edges:
// from, and one more. nil when j is mentioned (but by the verb of the
// counted relationship, verbNamesJunction), filtered, or has any other
// edge, since then which path counts is not one the schema fixes.
func (o *conPhase) throughJunction(j *onode, from *oedge, counted *onode, at int) *onode {
	if j.pos >= 0 && !o.verbNamesJunction(j, at) || j.focus || j.placeholder || len(j.filter) > 0 {
		return nil
	}
	var next *onode
	for _, x := range o.edges {
		if x == from || (x.from != j && x.to != j) {
			continue
		}
		if next != nil || x.negated || x.min != 0 || x.max != 0 || x.v != "" || len(x.or) > 0 {
			return nil
		}
		next = x.to
		if x.to == j {
			next = x.from
		}
	}
	if next == nil || (!next.focus && len(next.filter) == 0) {
		return nil
	}
	if j.pos >= 0 && !isJunctionOf(o.s, j.label, next.label, counted.label) && !o.verbRowsJoin(j, next, counted) {
		return nil
	}
	return next
}
