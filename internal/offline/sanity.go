package offline

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Phase sanity: the built plan read back against the schema and the
// question.
//
// Input: the read-only context, the built query (which the phase may
// repair in place) and sanityInput — the mentions' tokens, where a row
// count stands and whether it pages, and the at-least and most-common
// readings. First two repairs that keep the question's meaning: a
// neighbour an average only needs to exist becomes EXISTS (unweighted), a
// twin node the question never named is removed (spuriousTwin). Then a
// refusal when the plan, whatever words led to it, cannot answer the
// question: a maximum of text ("the code of the airport with the most
// flights" read as the largest code), an answer that repeats the question,
// a node shown by a guessed property, a ranking by count where the words
// rank by a property, something asked for and not returned, filters no row
// satisfies, a count, a year or an order the plan does not apply. Each
// would return rows that look like an answer. Output: sanityResult — the
// warnings of the repairs and the variable counts after the twins it named
// — and the refusal as the error.

// sanityInput is what the sanity phase reads of the earlier phases' work.
type sanityInput struct {
	// mentions are the token of each node variable's mention, to tell a
	// plural.
	mentions map[string]int
	// limitPos is the token of the row count, -1 or 0 for none; paged: the
	// count is a page's size or a range of positions.
	limitPos int
	paged    bool
	// atLeast: "at least N things" became N distinct related nodes, so
	// their twins are the count.
	atLeast bool
	// pairTokens are the tokens of a repetition against "the same X"
	// read as copies of a junction (fix33_pairs.go): a condition applied.
	pairTokens map[int]bool
	// commonLater is the most-common cue's token when the values are
	// counted after the phases, -1 otherwise.
	commonLater int
	// vars are the variable counts so far; the phase names twins from a
	// copy.
	vars varNames
}

// sanityResult is the sanity phase's output besides its refusal.
type sanityResult struct {
	warnings []diag.Diagnostic
	// vars are the variable counts after the phase.
	vars varNames
}

// sanityCheck is the sanity phase at work.
type sanityCheck struct {
	*readCtx
	in       sanityInput
	vars     varNames
	warnings []diag.Diagnostic
}

// sanityOf runs the sanity phase on the built query q, repairing it in
// place. The error is the refusal (an *UnanswerableError); the warnings
// found before it are returned beside it.
func sanityOf(c *readCtx, in sanityInput, q *templates.Query) (sanityResult, error) {
	o := &sanityCheck{readCtx: c, in: in, vars: in.vars.clone()}
	err := o.sanity(q)
	return sanityResult{warnings: o.warnings, vars: o.vars}, err
}

// mentions maps each node variable to the token of its mention; an
// implied node has none.
func (o *readCtx) mentions(pl *pattern) map[string]int {
	m := map[string]int{}
	for _, n := range pl.nodes {
		if _, ok := m[n.v]; !ok && n.pos >= 0 && n.pos < len(o.toks) {
			m[n.v] = n.pos
		}
	}
	return m
}

func (o *sanityCheck) sanity(q *templates.Query) error {
	if err := o.repair(q); err != nil {
		return err
	}
	if k := o.comparedWithAggregate(); k >= 0 {
		return o.refuse("unsupported-operation", k, "the question compares a value with %q of all of them, a nested aggregate, which offline compilation does not build", o.toks[k].Text)
	}
	if err := o.sameKeyTwice(q); err != nil {
		return err
	}
	labels := varLabels(q)
	if mid, edge, label := o.verbWalkedTwice(q, labels); mid != "" {
		return o.refuse("verb-walked-twice", -1, "the plan walks %s twice, from the named %s through a %s to another %s, though the question says it once: that answers who shares a %s with it, which the question does not say (no \"with\", \"also\" or \"same\")", edge, label, labels[mid], label, labels[mid])
	}
	for _, r := range q.Return {
		if (r.Agg != templates.Max && r.Agg != templates.Min) || r.Prop == "" {
			continue
		}
		if p := schema.Find(o.propsOf(labels[r.Var]), r.Prop); p != nil && p.Type == schema.String {
			return o.refuse("text-extreme", o.superlativeAt(), "the plan takes the %s of %s, a text property: a superlative ranks things by a number or a count, not by the alphabetical order of %s", r.Agg, r.Prop, r.Prop)
		}
	}
	if col := o.echo(q, labels); col != "" {
		ok, err := o.namedLookup(q, labels, col)
		if err != nil {
			return err
		}
		if !ok {
			return o.refuse("echo-answer", -1, "the plan would return %s, the value the question itself gives: what is asked about it does not link to the schema", col)
		}
	}
	o.idColumn(q, labels)
	o.splitNameShown(q, labels)
	o.unnamedByID(q, labels)
	for _, r := range q.Return {
		if l := labels[r.Var]; r.Prop == "" && r.Agg == "" && o.s.KeyGuessed(l) {
			return o.refuse("no-focus", o.labelToken(l), "%s has no property that names it (no name, title or identifier): which of its properties to show is a guess; ask for one by name", l)
		}
	}
	if k, l2, l1 := o.countRankOfOther(q, labels); k >= 0 {
		return o.refuse("superlative-subquery", k, "the superlative qualifies %s (\"%s … %s\"), not the %s asked for; ranking %s by the count would answer another question, and answering needs a subquery, which offline compilation does not build", l2, o.toks[k].Text, o.toks[o.superlativeAt()].Text, l1, l1)
	}
	if k, l2, l1 := o.modifiedOther(q, labels); k >= 0 {
		return o.refuse("superlative-subquery", k, "the superlative qualifies %s (\"%s\"), not the %s asked for; ranking %s would answer another question, and answering needs a subquery, which offline compilation does not build", l2, o.ev.Question[o.toks[o.superlativeAt()].Span.Start:o.toks[k].Span.End], l1, l1)
	}
	if i := o.propertyRankedAsCount(q, labels); i >= 0 {
		return o.refuse("unlinked-ranking", i, "\"%s %s\" ranks by a property, or counts each thing once, and the plan ranks by a count", o.word(i), o.word(i+1))
	}
	if i, what := o.unreturnedAsk(q, labels); i >= 0 {
		return o.refuse("unused-words", i, "the question asks for %s, which the plan does not return", what)
	}
	if i, l := o.attributeReturned(q, labels); i >= 0 {
		return o.refuse("unused-words", i, "%q qualifies the %s asked for (which ones), and the plan returns it as a column without filtering by it, so it would list every %s", o.toks[i].Text, l, l)
	}
	if i, l := o.whichUnshown(q, labels); i >= 0 {
		return o.refuse("asked-label-unshown", i, "the question asks which %s, and the plan shows none of them, only %s", l, returnedCols(q))
	}
	if e := negatedMatch(q, labels); e != "" {
		return o.refuse("contradictory-filters", -1, "the plan requires a %s relationship and excludes it at once, so it can only return nothing", e)
	}
	if a, b, ok := contradiction(q.Where); ok {
		return o.refuse("contradictory-filters", -1, "no single row can satisfy both %s and %s: the question likely asks about two different things (a set intersection), which offline compilation does not express", a, b)
	}
	if i := o.find(english.Each); i >= 0 && !o.perInName(i) && (o.linksKind(i+1, "label") || o.linksAt(i+1) && o.linkScore(i+1) >= strongLink) && aggregates(q) && !groups(q) {
		// "for each movie" groups; "each time" does not name a group.
		return o.refuse("unused-words", i, "the question asks for %q, and the plan aggregates everything into one row", o.toks[i].Text+" "+o.word(i+1))
	}
	if c := *q; fewestOverJoin(q) && !o.agentGroup(q) && !outerCount(&c, o.s) {
		// "Which project has the fewest employees?": the join drops the
		// projects nobody works on, which are the answer.
		return o.refuse("unsupported-operation", max(o.find(english.Fewest), o.find(english.Least), o.extremeNumberOf(), 0), "ranking by the fewest related things leaves out those with none, which the pattern cannot count (it needs an optional match)")
	}
	if q.Limit > 0 && o.in.limitPos > 0 && !o.in.paged {
		// A row count stands where the question opens or names its
		// rows ("list 3 movies", "the top 5", "which 2 people"); after a
		// verb or a preposition it counts related things ("movies that
		// have one director", "work on one project").
		switch w := o.word(o.in.limitPos - 1); {
		case english.RowCountLead.Is(w) || english.Top.Is(w) || english.Opener.Is(w):
		default:
			return o.refuse("count-comparison", o.in.limitPos, "the number %s counts related things (\"%s %s\"), which needs grouping with a filter offline compilation does not do", o.word(o.in.limitPos), w, o.word(o.in.limitPos))
		}
	}
	if i := o.unappliedCount(q); i >= 0 && !o.countWordInColumn(q, i) {
		return o.refuse("unused-words", i, "the question asks for a count (%q) and the plan counts nothing", o.toks[i].Text)
	}
	if i, c := o.yearOnNonYear(q, labels); c != nil {
		return o.refuse("unplaced-number", i, "%q reads as a year, and the plan compares it with %s, which holds no years", o.toks[i].Text, c.Prop)
	}
	if len(q.Order) == 0 {
		for i := range o.toks {
			w := o.word(i)
			if (english.OrderedBy.Is(w) || english.Descending.Is(w) || english.Alphabetical.Is(w)) && !o.linksAt(i) {
				return o.refuse("unplaced-order", i, "the question asks for an order (%q) the plan does not apply", o.toks[i].Text)
			}
		}
	}
	return o.wrongnet(q)
}

// repair rewrites what the plan added beyond the question: joins an
// average only needs as existence tests, twins the question never named.
func (o *sanityCheck) repair(q *templates.Query) error {
	labels := varLabels(q)
	if err := o.unweighted(q, labels); err != nil {
		return err
	}
	if v := negatedObjectAgain(q, labels); v != "" {
		// "never signed up for a course": the course is the object of the
		// relationship the plan denies, joined once more as required.
		if !dropLeaf(q, v) {
			return o.refuse("contradictory-filters", -1, "the plan requires a relationship to %s and excludes it at once, and the required one cannot be removed", labels[v])
		}
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", -1, "the denied relationship's object could not be kept inside the negation alone: %v", err)
		}
		o.warnings = append(o.warnings, o.diagnostic("negated-object-merged", diag.Span{End: len(o.ev.Question)}, fmt.Sprintf("the plan required a %s over the relationship it denies, from the same thing; read as the denied relationship's object, and the requirement removed", labels[v])))
		labels = varLabels(q)
	}
	if o.splitShared(q, labels) {
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", -1, "%v", err)
		}
		labels = varLabels(q)
	}
	for v := o.spuriousTwin(q, labels); v != ""; v = o.spuriousTwin(q, labels) {
		// The twin adds nothing but distinctness: without it the plan
		// reads the question as written.
		why := fmt.Sprintf("the plan joined a second %s (%s) that the question names only as the first: kept, the pattern's distinctness would ask for two different %s", labels[v], v, labels[v])
		if !dropLeaf(q, v) {
			return o.refuse("invalid-plan", -1, "%s, and it cannot be removed", why)
		}
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", -1, "%s; without it: %v", why, err)
		}
		o.warnings = append(o.warnings, o.diagnostic("spurious-self-join", diag.Span{End: len(o.ev.Question)}, why+"; it was removed"))
	}
	if o.bothOnSelf(q, labels) {
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", -1, "the second of two names joined by \"and\" could not be moved onto the thing asked for: %v", err)
		}
		labels = varLabels(q)
	}
	o.countedMeasure(q, labels)
	if err := o.verbOfOther(q, labels); err != nil {
		return err
	}
	if k, why := o.joinedByPropertyWord(q, labels); k >= 0 {
		return o.refuse("unused-words", k, "%s", why)
	}
	if v, prop := o.conjoinedAsk(q, labels); v != "" {
		// "the names of teachers and the courses they teach" asks for both
		// things; the plan joined the second and showed only the first.
		q.Return = append(q.Return, templates.Proj{Var: v, Prop: prop})
		if _, err := templates.Normalize(q, o.s); err != nil {
			return o.refuse("invalid-plan", -1, "the question asks for %s beside what the plan shows, and it cannot be added: %v", labels[v], err)
		}
	}
	return nil
}

// conjoinedAsk finds a thing asked for after "and" beside a thing the plan
// shows ("names of teachers and the courses they teach") that the plan
// joins but does not show: its variable and the property that names it,
// "" when there is none. A plan that aggregates is left alone: a column
// added to it would change its groups.
func (o *readCtx) conjoinedAsk(q *templates.Query, labels map[string]string) (string, string) {
	shown := map[string]bool{}
	for _, r := range q.Return {
		if r.Agg != "" {
			return "", ""
		}
		shown[labels[r.Var]] = true
	}
	varOf := map[string]string{}
	for v, l := range labels {
		if _, dup := varOf[l]; dup {
			varOf[l] = "" // two nodes of one label: which one is asked is not told
			continue
		}
		varOf[l] = v
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || shown[e.Name] || varOf[e.Name] == "" {
			continue
		}
		k := o.tokenAt(e.Span)
		if k < 2 || o.valueAt(k) {
			continue
		}
		j := k - 1
		for j > 0 && determiners[o.word(j)] {
			j--
		}
		// "the people and the movies", "the people, and the movies"
		before := j - 1
		if before > 0 && english.Comma.Is(o.word(before)) {
			before--
		}
		if !english.And.Is(o.word(j)) || !o.linksKind(before, "label") || !shown[o.labelAtToken(before)] {
			continue
		}
		prop := schema.NamingProperty(e.Name, o.propsOf(e.Name))
		if prop == "" {
			continue
		}
		return varOf[e.Name], prop
	}
	return o.whatTheyVerb(q, labels, shown)
}

// whatTheyVerb finds "… and look at what they directed": "what" and a
// pronoun before a verb naming a relationship the plan walks once, from a
// thing it shows to one it does not. That one is asked for: its variable
// and the property that names it, "" when there is none.
func (o *readCtx) whatTheyVerb(q *templates.Query, labels map[string]string, shown map[string]bool) (string, string) {
	for i := 1; i+2 < len(o.toks); i++ {
		if !english.WhatThing.Is(o.word(i)) || o.toks[i+1].POS != grounding.PRON {
			continue
		}
		j := i + 2
		for j < len(o.toks) && (o.toks[j].POS == grounding.AUX || o.toks[j].POS == grounding.ADV) {
			j++
		}
		if j >= len(o.toks) || !o.linksKind(j, "edge") {
			continue
		}
		var far string
		n := 0
		for _, p := range q.Match {
			prev := p.From
			for _, h := range p.Hops {
				if o.linksEdge(j, h.Edge) {
					a, b := labels[prev.Var], labels[h.To.Var]
					switch {
					case shown[a] && !shown[b]:
						far = h.To.Var
					case shown[b] && !shown[a]:
						far = prev.Var
					}
					n++
				}
				prev = h.To
			}
		}
		if n != 1 || far == "" {
			continue
		}
		if prop := schema.NamingProperty(labels[far], o.propsOf(labels[far])); prop != "" {
			return far, prop
		}
	}
	return "", ""
}

// linksEdge: a mapping-table row links token i to the edge type edge.
func (o *readCtx) linksEdge(i int, edge string) bool { return o.linksNamed(i, "edge", edge) }

// linksNamed: a mapping-table row of the kind links token i to the
// element named name.
func (o *readCtx) linksNamed(i int, kind, name string) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == kind && e.Name == name && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// labelAtToken is the label a mapping-table row links token i to, "" for
// none.
func (o *readCtx) labelAtToken(i int) string {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return e.Name
		}
	}
	return ""
}

// superlativeAt is the token of the question's superlative, -1 for none.
func (o *readCtx) superlativeAt() int {
	for i := range o.toks {
		if english.Maximum.Is(o.word(i)) || english.Minimum.Is(o.word(i)) || english.Most.Is(o.word(i)) || english.Fewest.Is(o.word(i)) || english.Least.Is(o.word(i)) {
			return i
		}
	}
	return -1
}

// varLabels maps the query's node variables to their labels and its edge
// variables to their edge types.
func varLabels(q *templates.Query) map[string]string {
	m := map[string]string{}
	for _, p := range q.Match {
		if p.From.Label != "" {
			m[p.From.Var] = p.From.Label
		}
		for _, h := range p.Hops {
			if h.Var != "" {
				m[h.Var] = h.Edge
			}
			if h.To.Label != "" {
				m[h.To.Var] = h.To.Label
			}
		}
	}
	return m
}

// contradiction finds two conjoined comparisons of the same property of
// the same variable that no value satisfies together: x > 40 and x < 30,
// x = 'a' and x = 'b'.
func contradiction(e templates.Expr) (string, string, bool) {
	cmps := conjuncts(e)
	show := func(c *templates.Cmp) string { return fmt.Sprintf("%s.%s %s %v", c.Var, c.Prop, c.Op, c.Value) }
	for i, a := range cmps {
		for _, b := range cmps[i+1:] {
			if a.Var != b.Var || a.Prop != b.Prop {
				continue
			}
			if a.Op == templates.Eq && b.Op == templates.Eq && fmt.Sprint(a.Value) != fmt.Sprint(b.Value) {
				return show(a), show(b), true
			}
			lo, hi := a, b
			if isUpper(lo.Op) {
				lo, hi = b, a
			}
			if !isLower(lo.Op) || !isUpper(hi.Op) {
				continue
			}
			l, ok1 := toFloat(lo.Value)
			h, ok2 := toFloat(hi.Value)
			if ok1 && ok2 && (l > h || l == h && (lo.Op == templates.Gt || hi.Op == templates.Lt)) {
				return show(lo), show(hi), true
			}
		}
	}
	return "", "", false
}

func isLower(op templates.Op) bool { return op == templates.Gt || op == templates.Ge }
func isUpper(op templates.Op) bool { return op == templates.Lt || op == templates.Le }

// echo is the column of a plan that only returns what the question
// already says ("How is the math course described?" answered with the
// name 'math'), "" when the plan returns anything else.
func (o *readCtx) echo(q *templates.Query, labels map[string]string) string {
	eq := map[[2]string]bool{}
	for _, c := range conjuncts(q.Where) {
		if c.Op == templates.Eq || c.Op == templates.EqFold {
			eq[[2]string{c.Var, c.Prop}] = true
		}
	}
	col := ""
	for _, r := range q.Return {
		prop := r.Prop
		if prop == "" {
			prop = o.s.Key(labels[r.Var])
		}
		if r.Agg != "" || !eq[[2]string{r.Var, prop}] {
			return ""
		}
		col = prop
	}
	return col
}

// conjuncts are the comparisons a filter requires of every row.
func conjuncts(e templates.Expr) []*templates.Cmp {
	var out []*templates.Cmp
	for _, x := range templates.Conjuncts(e) {
		if c, ok := x.(*templates.Cmp); ok {
			out = append(out, c)
		}
	}
	return out
}

// unappliedCount is the token of a count cue ("how many", "the number of")
// when the plan has no count, -1 otherwise. "The average number of
// injuries", "the maximum number of final tables" aggregate a numeric
// property the words name, so an aggregate word before the cue excuses it.
func (o *readCtx) unappliedCount(q *templates.Query) int {
	for _, r := range q.Return {
		if r.Agg == templates.Count || r.Agg == templates.CountDistinct {
			return -1
		}
	}
	i := o.find(english.HowMany)
	if i >= 0 && (o.unitSummed(q, i) || o.propCounted(q)) {
		return -1
	}
	if i < 0 {
		i = o.find(english.NumberOf)
		if _, ok := aggWords[o.word(i-1)]; i < 0 || ok || english.TotalWord.Is(o.word(i-1)) && aggregates(q) {
			return -1
		}
	}
	return i
}

// yearOnNonYear finds a comparison of a year-like number the question
// introduces with a temporal word ("after 2013", "in 2014") against a
// property that holds no years (a capacity, an age): the number was placed
// on the wrong property.
func (o *readCtx) yearOnNonYear(q *templates.Query, labels map[string]string) (int, *templates.Cmp) {
	for _, c := range conjuncts(q.Where) {
		v, ok := toFloat(c.Value)
		if !ok || v != float64(int(v)) || v < 1000 || v > 2100 || o.yearPropOf(labels[c.Var], c.Prop) {
			continue
		}
		if k := o.temporalNumber(v); k >= 0 {
			return k, c
		}
	}
	return -1, nil
}

// temporalNumber is the token where the question writes the number v after
// a temporal word ("in 2014", "after 2013"), -1 if it does not.
func (o *readCtx) temporalNumber(v float64) int {
	for k := range o.toks {
		if n, ok := o.numberAt(k); ok && n == v && temporalWords[o.word(k-1)] {
			return k
		}
	}
	return -1
}

var temporalWords = english.Temporal

// link is one hop of a pattern: from a to b over an edge type.
type link struct {
	a, b, edge string
	dir        templates.Dir
	hop        templates.Hop // as written, b being hop.To
}

func links(q *templates.Query) []link {
	var out []link
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			out = append(out, link{prev, h.To.Var, h.Edge, h.Dir, h})
			prev = h.To.Var
		}
	}
	return out
}

// degrees counts the links touching each variable.
func degrees(ls []link) map[string]int {
	d := map[string]int{}
	for _, l := range ls {
		d[l.a]++
		d[l.b]++
	}
	return d
}

// rebuild writes the pattern again from its links, one path per link,
// each starting at a variable an earlier one bound, labels at first sight.
// It reports false when the links do not connect.
func rebuild(q *templates.Query, ls []link, labels map[string]string) bool {
	if len(ls) == 0 {
		return false
	}
	bound := map[string]bool{}
	node := func(v string) templates.Node {
		if bound[v] {
			return templates.N(v, "")
		}
		bound[v] = true
		return templates.N(v, labels[v])
	}
	var match []templates.Path
	done := make([]bool, len(ls))
	for n := 0; n < len(ls); n++ {
		k := -1
		for i, l := range ls {
			if !done[i] && (len(match) == 0 || bound[l.a] || bound[l.b]) {
				k = i
				break
			}
		}
		if k < 0 {
			return false
		}
		l, h := ls[k], ls[k].hop
		done[k] = true
		if len(match) == 0 || bound[l.a] {
			from := node(l.a)
			h.To = node(l.b)
			match = append(match, templates.P(from, h))
			continue
		}
		from := node(l.b)
		h.Dir = flip(h.Dir)
		h.To = node(l.a)
		match = append(match, templates.P(from, h))
	}
	q.Match = match
	return true
}

func flip(d templates.Dir) templates.Dir {
	if d == templates.In {
		return templates.Out
	}
	return templates.In
}

// spuriousTwin is a node variable that duplicates another of its label: it
// hangs from the same node over the same edge type and direction, has no
// filter, is not returned and leads nowhere else. Patterns keep such twins
// distinct (relationship uniqueness), so the plan asks for two different
// things where the question named one twice ("the number of employees in
// each shop; show the shop name"). A question that says other, another,
// different, both or co- means two. "" when there is none.
func (o *sanityCheck) spuriousTwin(q *templates.Query, labels map[string]string) string {
	if o.in.atLeast || o.says(english.TwoOfAKind...) {
		return ""
	}
	for i := range o.toks {
		if strings.HasPrefix(o.word(i), "co-") {
			return ""
		}
	}
	filtered, returned := varRoles(q)
	ls := links(q)
	degree := degrees(ls)
	// the neighbour of v over l, and v's side of the hop
	type side struct {
		other, edge string
		out         bool
	}
	sideOf := func(v string, l link) (side, bool) {
		switch v {
		case l.a:
			return side{l.b, l.edge, l.dir == templates.Out}, true
		case l.b:
			return side{l.a, l.edge, l.dir != templates.Out}, true
		}
		return side{}, false
	}
	for _, l := range ls {
		for _, v := range []string{l.a, l.b} {
			if filtered[v] || returned[v] || degree[v] != 1 || labels[v] == "" {
				continue
			}
			sv, _ := sideOf(v, l)
			for _, m := range ls {
				for _, u := range []string{m.a, m.b} {
					if u == v || labels[u] != labels[v] {
						continue
					}
					if su, ok := sideOf(u, m); ok && su == sv {
						return v
					}
				}
			}
		}
	}
	return ""
}

// dropLeaf removes the node variable v, an end of exactly one hop, from the
// pattern: the hop goes, and a path left without hops goes when its start
// is bound elsewhere. It reports whether v could be removed.
func dropLeaf(q *templates.Query, v string) bool {
	for i := range q.Match {
		p := &q.Match[i]
		n := len(p.Hops)
		switch {
		case n > 0 && p.Hops[n-1].To.Var == v:
			p.Hops = p.Hops[:n-1]
		case n > 0 && p.From.Var == v:
			// Start the path at the neighbour, labelled as the hop said.
			h := p.Hops[0]
			p.From, p.Hops = h.To, p.Hops[1:]
			if p.From.Label == "" {
				return false
			}
		default:
			continue
		}
		if len(p.Hops) == 0 && i > 0 {
			q.Match = append(q.Match[:i], q.Match[i+1:]...)
		}
		return true
	}
	return false
}

// unreturnedAsk finds something the question asks to see that the plan
// does not return: "the names of singers" or "singer names" when no
// singer is returned, "the ids" when no identifier is. It returns the
// token and a description, -1 when everything asked is returned.
func (o *readCtx) unreturnedAsk(q *templates.Query, labels map[string]string) (int, string) {
	shown := map[string]bool{} // labels of returned nodes and properties' owners
	ids := false
	for _, r := range q.Return {
		if r.Agg != "" && r.Agg != templates.Max && r.Agg != templates.Min {
			continue
		}
		prop := r.Prop
		if prop == "" {
			prop = o.s.Key(labels[r.Var])
		}
		if idLike(prop) {
			ids = true
		} else {
			// "the names of X" is answered by a column of X that is
			// not an identifier.
			shown[labels[r.Var]] = true
		}
	}
	for i := range o.toks {
		// A linked identifier counts too: a foreign-key edge named like
		// it makes it look read when nothing shows it.
		if english.IDWord(o.word(i)) && !ids && !o.idsAnswered(q) && !o.valueAt(i) {
			return i, "identifiers (\"" + o.toks[i].Text + "\")"
		}
	}
	if i := o.unreturnedName(q, labels); i >= 0 {
		return i, "\"" + o.toks[i-1].Text + " " + o.toks[i].Text + "\""
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || shown[e.Name] || schema.NamingProperty(e.Name, o.propsOf(e.Name)) == "" {
			// A label without a name of its own ("poker players" named
			// through their person) is shown by a neighbour's.
			continue
		}
		k := o.tokenAt(e.Span)
		last := k
		for _, t := range o.tokensIn(e.Span) {
			last = t
		}
		word := ""
		j := k - 1
		for determiners[o.word(j)] {
			j-- // "the names of each document"
		}
		switch {
		case english.Of.Is(o.word(j)) && identityWords[o.word(j-1)]:
			word = o.word(j - 1) // "the names of singers"
		case identityWords[o.word(last+1)] && !english.Of.Is(o.word(last+2)):
			word = o.word(last + 1) // "singer names"
		}
		if word != "" && !o.valueAt(k) {
			return k, "the " + word + " of " + e.Name
		}
	}
	return -1, ""
}

var (
	determiners   = english.NameDeterminer
	identityWords = english.IdentityNoun
)

// labelToken is the token of the first mention of a label, -1 for none.
func (o *readCtx) labelToken(label string) int {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label {
			return o.tokenAt(e.Span)
		}
	}
	return -1
}

// unweighted keeps an average or a sum of a node's property from counting
// the node once per joined row: "the average salary of employees who have
// skills" over the join weighs each employee by their number of skills.
// A neighbour that is only required to exist (no filter, not returned,
// leading nowhere) becomes an EXISTS test; a join that still multiplies
// the node's rows (a neighbour reached through others, or filtered by
// anything but its key) is refused.
func (o *readCtx) unweighted(q *templates.Query, labels map[string]string) error {
	var agg *templates.Proj
	for i, r := range q.Return {
		if (r.Agg == templates.Avg || r.Agg == templates.Sum) && r.Prop != "" && o.s.Label(labels[r.Var]) != nil {
			agg = &q.Return[i]
		}
	}
	if agg == nil {
		return nil
	}
	grouped := map[string]bool{}
	for _, r := range q.Return {
		if r.Agg == "" {
			grouped[r.Var] = true
		}
	}
	filtered := map[string]bool{}
	keyed := map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		filtered[c.Var] = true
		if c.Op == templates.Eq && c.Prop == o.s.Key(labels[c.Var]) {
			keyed[c.Var] = true
		}
	}
	for changed := true; changed; {
		changed = false
		ls := links(q)
		degree := degrees(ls)
		for _, l := range ls {
			leaf, from, dir := l.b, l.a, l.dir
			if leaf == agg.Var || degree[leaf] != 1 {
				leaf, from = l.a, l.b
				dir = templates.In
				if l.dir == templates.In {
					dir = templates.Out
				}
			}
			if leaf == agg.Var || degree[leaf] != 1 || filtered[leaf] || grouped[leaf] || labels[leaf] == "" {
				continue
			}
			label := labels[leaf]
			if !dropLeaf(q, leaf) {
				continue
			}
			q.Where = templates.AllOf(q.Where, &templates.Exists{Path: templates.P(templates.N(from, ""), templates.Hop{Edge: l.edge, Dir: dir, To: templates.N("", label)})})
			changed = true
			break
		}
	}
	vl := varLabels(q)
	// Sorted, so the refusal names the same join on every run.
	for _, v := range slices.Sorted(maps.Keys(vl)) {
		l := vl[v]
		if v == agg.Var || o.s.Label(l) == nil || keyed[v] || grouped[v] {
			continue
		}
		return o.refuse("weighted-aggregate", -1, "the %s of %s.%s would count each %s once per %s joined to it; offline compilation does not aggregate over distinct %s", agg.Agg, labels[agg.Var], agg.Prop, labels[agg.Var], l, labels[agg.Var])
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return o.refuse("invalid-plan", -1, "%v", err)
	}
	return nil
}

// propertyRankedAsCount is the token of "most"/"fewest" when the plan
// ranks by a count but the word after it names a property ("the most
// populated countries", "the most populous city": population), or when
// the count only counts the grouped node itself (every group holds one);
// -1 otherwise.
func (o *sanityCheck) propertyRankedAsCount(q *templates.Query, labels map[string]string) int {
	var count *templates.Proj
	for i, r := range q.Return {
		if r.Agg == templates.Count && len(q.Order) > 0 && q.Order[0].Col == r.As {
			count = &q.Return[i]
		}
	}
	if count == nil {
		return -1
	}
	for i := range o.toks {
		if !o.mostAtBut(i, o.in.commonLater) && !english.Fewest.Is(o.word(i)) {
			continue
		}
		k := i + 1
		if k < len(o.toks) && o.linksNodeProp(k) && !o.linksKind(k, "label") && !o.linksKind(k, "edge") && o.toks[k].POS != grounding.NOUN {
			return i
		}
	}
	for _, r := range q.Return {
		if r.Agg == "" && r.Var == count.Var && (r.Prop == "" || r.Prop == o.s.Key(labels[r.Var]) || r.Prop == schema.NamingProperty(labels[r.Var], o.propsOf(labels[r.Var]))) {
			if i := o.countMostBut(o.in.commonLater); i >= 0 {
				return i
			}
			return max(o.find(english.Fewest), 0)
		}
	}
	return -1
}

// linksNodeProp: token i links to a property of a node label (a property
// of a relationship counts the relationships that carry it: "the most
// rated movies").
func (o *readCtx) linksNodeProp(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End && o.s.Label(e.Owner) != nil {
			return true
		}
	}
	return false
}

// negatedMatch is the edge type of a NOT EXISTS pattern that the match
// itself walks from the same variable in the same direction to the same
// label: the plan requires and excludes the relationship at once.
func negatedMatch(q *templates.Query, labels map[string]string) string {
	var nots []*templates.Exists
	for _, x := range templates.Conjuncts(q.Where) {
		if n, ok := x.(*templates.Not); ok {
			if ex, ok := n.X.(*templates.Exists); ok && len(ex.Path.Hops) == 1 {
				nots = append(nots, ex)
			}
		}
	}
	for _, ex := range nots {
		h := ex.Path.Hops[0]
		for _, l := range links(q) {
			if l.edge != h.Edge {
				continue
			}
			switch {
			case l.a == ex.Path.From.Var && l.dir == h.Dir && (h.To.Label == "" || labels[l.b] == h.To.Label):
				return h.Edge
			case l.b == ex.Path.From.Var && l.dir != h.Dir && (h.To.Label == "" || labels[l.a] == h.To.Label):
				return h.Edge
			}
		}
	}
	return ""
}

// attributeReturned finds a property's word that qualifies the thing asked
// for — before its noun ("List the online courses") or after a copula
// that follows it ("Which aircraft types are widebodies?") — when the plan
// returns that property as a column and compares it with nothing: the
// word says which things, and the plan lists them all with their values.
// The token and the thing's label; -1 when there is none.
func (o *sanityCheck) attributeReturned(q *templates.Query, labels map[string]string) (int, string) {
	// A property compared, ranked by, or shown beside the thing itself
	// is read; only one shown instead of the thing is in question.
	read := map[string]bool{}
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok {
			read[c.Var+"."+c.Prop] = true
		}
	})
	sorted := map[string]bool{}
	for _, srt := range q.Order {
		sorted[srt.Col] = true
	}
	shown := map[string]bool{}
	for _, r := range q.Return {
		if l := labels[r.Var]; r.Agg == "" && (r.Prop == "" || r.Prop == o.s.Key(l) || r.Prop == o.nodeCol(&onode{label: l}).Prop) {
			shown[r.Var] = true
		}
	}
	for _, r := range q.Return {
		l := labels[r.Var]
		if r.Agg != "" || r.Prop == "" || l == "" || read[r.Var+"."+r.Prop] || sorted[r.As] || shown[r.Var] {
			continue
		}
		lt := o.labelToken(l)
		if lt < 0 {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name != r.Prop {
				continue
			}
			t := o.tokenAt(e.Span)
			if t < 0 {
				continue
			}
			if end := o.tokenAt(diag.Span{Start: e.Span.End - 1, End: e.Span.End}); end >= 0 && end+1 == lt && o.askedAt(t) {
				return t, l // "the online courses"
			}
			if t > lt && o.askedAt(lt) && o.copulaBetween(lt, t) {
				return t, l // "types are widebodies"
			}
		}
	}
	return -1, ""
}

// askedAt: the words from token i on name what the question asks for:
// they come right after its opening word ("which", "list", "show me
// all"), past determiners, quantifiers and the other words of a noun.
func (o *readCtx) askedAt(i int) bool {
	for k := i - 1; k >= 0; k-- {
		w := o.word(k)
		if english.Opener.Is(w) || fillerWords[w] {
			return true
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.PRON, grounding.ADJ, grounding.NOUN, grounding.NUM:
			continue
		}
		return false
	}
	return false
}

// copulaBetween: between tokens a and b stand only the label's other
// words, a form of be and determiners ("types are widebodies", "courses
// are online").
func (o *readCtx) copulaBetween(a, b int) bool {
	be := false
	for k := a + 1; k < b; k++ {
		switch {
		case english.Copula.Is(o.word(k)):
			be = true
		case o.toks[k].POS == grounding.DET, !be && o.toks[k].POS == grounding.NOUN:
		default:
			return false
		}
	}
	return be
}

// negatedObjectAgain finds a bare thing the plan requires over the very
// relationship it denies from the same node, towards things of the same
// label ("students who have never signed up for a course", where the
// course was joined again as a required neighbour): no row can both have
// and lack the relationship, so the required one is the denied one's
// object named again. Bare: no filter, not returned, one link. Its
// variable, "" when there is none.
func negatedObjectAgain(q *templates.Query, labels map[string]string) string {
	filtered, returned := varRoles(q)
	ls := links(q)
	degree := degrees(ls)
	for _, x := range templates.Conjuncts(q.Where) {
		n, ok := x.(*templates.Not)
		if !ok {
			continue
		}
		ex, ok := n.X.(*templates.Exists)
		if !ok || len(ex.Path.Hops) != 1 || len(ex.Path.Hops[0].Or) > 0 || ex.Path.Hops[0].VarLength() {
			continue
		}
		h, from := ex.Path.Hops[0], ex.Path.From.Var
		for _, l := range ls {
			if l.edge != h.Edge || len(l.hop.Or) > 0 || l.hop.VarLength() {
				continue
			}
			far := ""
			switch {
			case l.a == from && l.dir == h.Dir:
				far = l.b
			case l.b == from && l.dir != h.Dir:
				far = l.a
			}
			if far == "" || far == from || filtered[far] || returned[far] || degree[far] != 1 || h.To.Label != "" && labels[far] != h.To.Label {
				continue
			}
			return far
		}
	}
	return ""
}

// splitShared gives each of two relationships its own far node when the
// question never says the far node is one: "persons who have both acted
// in and directed movies" asks for two facts about each person, not for
// a movie they did both in. The far node must be unfiltered, unreturned,
// named by a plural noun and the question must not say same, also, too,
// own or themselves. It reports whether the pattern changed.
func (o *sanityCheck) splitShared(q *templates.Query, labels map[string]string) bool {
	// "produced a movie and also wrote one": "one" after a verb is
	// another thing of the kind, whatever else the question says.
	another := false
	for i := 1; i < len(o.toks); i++ {
		if english.One.Is(o.word(i)) && o.pronounOne(i) {
			another = true
		}
	}
	if o.says(english.OneShared...) || !another && o.says(english.AlsoShared...) {
		return false
	}
	filtered, returned := varRoles(q)
	plural := func(v string) bool {
		if another {
			return true
		}
		if pos, ok := o.in.mentions[v]; ok {
			t := o.toks[pos]
			return strings.HasSuffix(strings.ToLower(t.Text), "s") && !strings.EqualFold(t.Text, t.Lemma)
		}
		return false
	}
	ls := links(q)
	for i, l1 := range ls {
		for j := i + 1; j < len(ls); j++ {
			l2 := ls[j]
			if l1.edge == l2.edge || l1.hop.VarLength() || l2.hop.VarLength() {
				continue
			}
			var shared string
			switch {
			case l1.a == l2.a && l1.b == l2.b, l1.a == l2.b && l1.b == l2.a:
				for _, v := range []string{l1.b, l1.a} {
					if !filtered[v] && !returned[v] && labels[v] != "" && plural(v) {
						shared = v
					}
				}
			}
			if shared == "" {
				continue
			}
			twin := o.vars.next(labels[shared])
			labels[twin] = labels[shared]
			if l2.a == shared {
				ls[j].a = twin
			} else {
				ls[j].b = twin
			}
			return rebuild(q, ls, labels)
		}
	}
	return false
}

// varRoles: the variables the filter compares and those the query returns.
func varRoles(q *templates.Query) (filtered, returned map[string]bool) {
	filtered, returned = map[string]bool{}, map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		filtered[c.Var] = true
	}
	for _, r := range q.Return {
		returned[r.Var] = true
	}
	return filtered, returned
}

// says: the question holds one of the words or phrases.
func (o *readCtx) says(phrases ...string) bool {
	for _, w := range phrases {
		if o.has(strings.Fields(w)...) >= 0 {
			return true
		}
	}
	return false
}

// groups: the query has a non-aggregate column, so aggregates are per group.
func groups(q *templates.Query) bool {
	for _, r := range q.Return {
		if r.Agg == "" {
			return true
		}
	}
	return false
}

// fewestOverJoin: the plan ranks groups by a count of joined things,
// fewest first; a group with none is not in the join.
func fewestOverJoin(q *templates.Query) bool {
	if len(q.Order) == 0 || q.Order[0].Desc || len(links(q)) == 0 {
		return false
	}
	for _, r := range q.Return {
		if (r.Agg == templates.Count || r.Agg == templates.CountDistinct) && r.As == q.Order[0].Col {
			return true
		}
	}
	return false
}

// verbOfOther reads a number compared through a verb that names a property
// of one thing while the question says it of another ("Which employees
// started working on a project after 2022?": started is the project's, the
// employees did the starting). The relationship the plan walks between the
// two holds when it started: a number property of its own, when it has
// exactly one, takes the comparison (warned); with none or several, the
// question is refused rather than answered about the project's start.
func (o *sanityCheck) verbOfOther(q *templates.Query, labels map[string]string) error {
	for _, c := range conjuncts(q.Where) {
		if _, ok := c.Value.(string); ok || c.Value == nil {
			continue
		}
		owner := labels[c.Var]
		if o.s.Label(owner) == nil {
			continue // already on a relationship
		}
		for i, t := range o.toks {
			if t.POS != grounding.VERB || !o.linksProp(i, c.Prop) {
				continue
			}
			j := i - 1
			for j >= 0 && (o.toks[j].POS == grounding.AUX || o.toks[j].POS == grounding.ADV) {
				j--
			}
			if j < 0 || o.toks[j].POS != grounding.NOUN {
				continue
			}
			subject := o.labelAtToken(j)
			if subject == "" || subject == owner || schema.Find(o.propsOf(subject), c.Prop) != nil {
				continue
			}
			said := fmt.Sprintf("%q is said of %s, and %s is %s's", o.toks[i].Text, subject, c.Prop, owner)
			h := hopBetween(q, labels, subject, owner)
			if h == nil {
				return o.refuse("unplaced-number", i, "%s: the number compared with it would be about %s, not about when %s did it", said, owner, subject)
			}
			// The relationship's property must hold what the owner's does
			// (years for a year): "since" takes 2022, "hours" does not.
			yearly := o.yearPropOf(owner, c.Prop)
			var nums []string
			if et := o.s.EdgeType(h.Edge); et != nil {
				for _, p := range et.Properties {
					if (p.Type == schema.Int || p.Type == schema.Float) && o.yearPropOf(h.Edge, p.Name) == yearly {
						nums = append(nums, p.Name)
					}
				}
			}
			if len(nums) != 1 {
				return o.refuse("unplaced-number", i, "%s, and the relationship %s between them has %d properties like it to hold the number instead", said, h.Edge, len(nums))
			}
			if h.Var == "" {
				h.Var = freshVar(labels, strings.ToLower(h.Edge[:1]))
			}
			o.warnings = append(o.warnings, o.diagnostic("number-on-relationship", o.toks[i].Span, fmt.Sprintf("%s: the number is compared with %s of the %s relationship between them", said, nums[0], h.Edge)))
			c.Var, c.Prop = h.Var, nums[0]
			if _, err := templates.Normalize(q, o.s); err != nil {
				return o.refuse("invalid-plan", i, "%s, and moving the comparison to %s failed: %v", said, h.Edge, err)
			}
			return nil
		}
	}
	return nil
}

// linksProp: a mapping-table row links token i to the property prop.
func (o *readCtx) linksProp(i int, prop string) bool { return o.linksNamed(i, "prop", prop) }

// hopBetween is the one hop of the pattern joining a node of label a to a
// node of label b directly, nil when there is none or several.
func hopBetween(q *templates.Query, labels map[string]string, a, b string) *templates.Hop {
	var found *templates.Hop
	n := 0
	for pi := range q.Match {
		p := &q.Match[pi]
		prev := p.From
		for hi := range p.Hops {
			h := &p.Hops[hi]
			x, y := labels[prev.Var], labels[h.To.Var]
			if x == a && y == b || x == b && y == a {
				found = h
				n++
			}
			prev = h.To
		}
	}
	if n != 1 {
		return nil
	}
	return found
}

// freshVar is a variable name the query does not use, starting with base.
func freshVar(labels map[string]string, base string) string {
	if base == "" {
		base = "r"
	}
	v := base
	for k := 2; labels[v] != ""; k++ {
		v = fmt.Sprintf("%s%d", base, k)
	}
	return v
}

// unreturnedName finds "... and name" ("the document id and name with the
// most paragraphs") when the plan returns no name: no whole node, no
// property that names its thing and no property whose name holds the
// word. The token of the word, -1 when the plan returns one.
func (o *readCtx) unreturnedName(q *templates.Query, labels map[string]string) int {
	for i := 1; i < len(o.toks); i++ {
		w := o.word(i)
		if !identityWords[w] || !english.And.Is(o.word(i-1)) || o.valueAt(i) || english.Of.Is(o.word(i+1)) {
			continue
		}
		named := false
		for _, r := range q.Return {
			if r.Agg != "" {
				continue
			}
			l := labels[r.Var]
			if r.Prop == "" || r.Prop == schema.NamingProperty(l, o.propsOf(l)) || strings.Contains(strings.ToLower(r.Prop), english.Singular(w)) {
				named = true
			}
		}
		if !named {
			return i
		}
	}
	return -1
}

// namedBeside: another hop at the inner end of l (the end that is not
// leaf) walks a relationship a word names, so the property word competes
// with a relationship the question states ("actors who appeared in movies"
// walks acted_in from the movies); alone, a verb naming a relationship's
// property is that relationship ("Which people rated something?").
func (o *readCtx) namedBeside(ls []link, l link, leaf string) bool {
	inner := l.a
	if leaf == l.a {
		inner = l.b
	}
	for _, m := range ls {
		if m.a == l.a && m.b == l.b && m.edge == l.edge || m.a != inner && m.b != inner {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind == "edge" && e.Name == m.edge {
				return true
			}
		}
	}
	return false
}

// joinedByPropertyWord finds a relationship the plan walks to a leaf only
// because a word linked to one of the relationship's properties
// ("appeared" read as the stars of a rating), while the plan reads that
// property nowhere and no word names the relationship or the leaf's label:
// the join then only narrows the answer to things that have one ("actors
// who appeared in movies" counted over rated movies). The token of the
// word and why, -1 when every join has words of its own.
func (o *readCtx) joinedByPropertyWord(q *templates.Query, labels map[string]string) (int, string) {
	ls := links(q)
	deg := degrees(ls)
	read := conditionProps(q)
	used := map[string]bool{}
	for _, r := range q.Return {
		used[r.Var] = true
		if r.Prop != "" {
			read[r.Prop] = true
		}
	}
	for _, c := range conjuncts(q.Where) {
		used[c.Var] = true
	}
	for _, l := range ls {
		leaf := ""
		switch {
		case deg[l.b] == 1 && !used[l.b] && l.hop.Var == "":
			leaf = l.b
		case deg[l.a] == 1 && !used[l.a] && l.hop.Var == "":
			leaf = l.a
		default:
			continue
		}
		// The leaf's label is named when the question mentions it as
		// often as the plan has nodes of it: "movies" names one movie,
		// not a second one joined through the rating.
		mentions, nodes := 0, 0
		for v, lb := range labels {
			if lb == labels[leaf] && o.s.Label(lb) != nil && v != "" {
				nodes++
			}
		}
		for _, v := range o.ev.Values {
			if !v.OnEdge && v.Owner == labels[leaf] {
				mentions++ // "The Matrix" names a movie too
			}
		}
		named, k := mentions >= nodes && mentions > 0, -1
		for _, e := range o.ev.Elements {
			switch {
			case e.Kind == "label" && e.Name == labels[leaf]:
				mentions++
				named = named || mentions >= nodes
			case e.Kind == "edge" && e.Name == l.edge:
				named = true
			case e.Kind == "prop" && e.Owner == l.edge && !read[e.Name] && k < 0:
				k = o.tokenAt(e.Span)
			}
		}
		if named || k < 0 || !o.namedBeside(ls, l, leaf) {
			continue
		}
		return k, fmt.Sprintf("the plan walks %s to a %s only because %q links to a property of %s, which it does not read; no word names either, so the join would only narrow the answer", l.edge, labels[leaf], o.toks[k].Text, l.edge)
	}
	return -1, ""
}

// countRankOfOther finds "Which team owns the service with the most
// incidents?" ranked by a count per team: the superlative comes after
// "<L2> with the", L2 a label the plan does not answer with, so it picks
// the service, and the team is the one that owns it. The token of L2's
// word and both labels, -1 when the ranked thing is the one asked for.
func (o *readCtx) countRankOfOther(q *templates.Query, labels map[string]string) (int, string, string) {
	sup := o.superlativeAt()
	if sup < 3 || len(q.Order) == 0 {
		return -1, "", ""
	}
	counted, asked := false, ""
	for _, r := range q.Return {
		switch {
		case r.Agg == templates.Count, r.Agg == templates.CountDistinct && r.Prop == "":
			// things counted, each once (counted-far-end) or not;
			// distinct values of a property are another question
			counted = true
		case r.Agg == "" && asked == "":
			asked = labels[r.Var]
		}
	}
	if !counted || asked == "" {
		return -1, "", ""
	}
	j := sup - 1
	for j >= 0 && determiners[o.word(j)] {
		j--
	}
	if j < 1 || !english.With.Is(o.word(j)) {
		return -1, "", ""
	}
	k := j - 1
	if o.toks[k].POS != grounding.NOUN && o.labelAtToken(k) == "" && k+1 < len(o.toks) {
		k++ // "the most depended on service": the particle after the verb
	}
	if o.toks[k].POS != grounding.NOUN && o.labelAtToken(k) == "" && k+1 < len(o.toks) {
		k++ // "the most depended on service": the particle after the verb
	}
	l2 := o.labelAtToken(k)
	if l2 == "" || l2 == asked {
		return -1, "", ""
	}
	return k, l2, asked
}

// bothOnSelf repairs "Who follows both Jessica Thompson and Angela Scope?"
// on a self-relationship: the plan joined the second name to the first
// ((B)-[:FOLLOWS]->(A)<-[:FOLLOWS]-(x)), as if B followed A, when the
// names joined by "and" are both objects of the thing asked for
// ((x)-[:FOLLOWS]->(A), (x)-[:FOLLOWS]->(B)). The second name's hop is
// moved onto the asked-for node. It says whether it changed q.
func (o *readCtx) bothOnSelf(q *templates.Query, labels map[string]string) bool {
	focus := ""
	for _, r := range q.Return {
		if r.Agg == "" && r.Var != "" {
			focus = r.Var
			break
		}
	}
	if focus == "" {
		return false
	}
	named := map[string]int{} // variable -> token of its value's first word
	for _, c := range conjuncts(q.Where) {
		if c.Op != templates.Eq {
			continue
		}
		for _, v := range o.ev.Values {
			if v.Prop == c.Prop && v.Value == c.Value && labels[c.Var] == v.Owner {
				named[c.Var] = o.tokenAt(v.Span)
			}
		}
	}
	ls := links(q)
	for _, l1 := range ls {
		a, fromFocus := "", false
		switch focus {
		case l1.a:
			a, fromFocus = l1.b, true
		case l1.b:
			a = l1.a
		default:
			continue
		}
		if _, ok := named[a]; !ok || labels[a] != labels[focus] {
			continue
		}
		for pi := range q.Match {
			p := &q.Match[pi]
			if p.From.Var != a || len(p.Hops) != 1 || p.Hops[0].Edge != l1.edge || p.Hops[0].Var != "" {
				continue
			}
			b := p.Hops[0].To.Var
			kb, ok := named[b]
			if !ok || b == focus || labels[b] != labels[focus] || kb <= named[a] || !o.andBetween(named[a], kb) {
				continue
			}
			// Both hops must enter (or both leave) a: B did to A what the
			// asked-for thing did.
			focusToA := l1.dir
			if !fromFocus {
				focusToA = reverse(l1.dir)
			}
			if reverse(p.Hops[0].Dir) != focusToA {
				continue
			}
			p.From = templates.Node{Var: focus, Label: labels[focus]}
			p.Hops[0].Dir = focusToA
			return true
		}
	}
	return false
}

// reverse is the hop walked the other way.
func reverse(d templates.Dir) templates.Dir {
	if d == templates.Out {
		return templates.In
	}
	if d == templates.In {
		return templates.Out
	}
	return d
}

// andBetween: "and" stands between tokens i and j.
func (o *readCtx) andBetween(i, j int) bool {
	for k := i + 1; k < j; k++ {
		if english.And.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// countedMeasure repairs "Which person has worked the most hours?" ranked
// by how many hours values each person has (count(r.hours)): the noun
// after the superlative is a unit naming a number property, so what ranks
// is the amount, summed over the person's relationships, not the count of its
// values. The sum is an assumption, said as a warning.
func (o *sanityCheck) countedMeasure(q *templates.Query, labels map[string]string) {
	sup := o.superlativeAt()
	if sup < 0 || sup+1 >= len(o.toks) {
		return
	}
	for i := range q.Return {
		r := &q.Return[i]
		if r.Agg != templates.Count || r.Prop == "" || !o.linksProp(sup+1, r.Prop) {
			continue
		}
		if _, unit := english.UnitWord(o.word(sup + 1)); !unit {
			// "the most ratings" counts ratings given; "the most hours"
			// is an amount in a unit.
			continue
		}
		p := schema.Find(o.propsOf(labels[r.Var]), r.Prop)
		if p == nil || !p.Type.Numeric() || p.Type.IsList() {
			continue
		}
		was := r.As
		r.Agg, r.As = templates.Sum, "total_"+r.Prop
		for k := range q.Order {
			if q.Order[k].Col == was {
				q.Order[k].Col = r.As
			}
		}
		o.warnings = append(o.warnings, o.diagnostic("aggregate-chosen", o.toks[sup+1].Span, fmt.Sprintf("%q names %s, a number: the plan ranks by its total over each thing's relationships (sum), not by how many values it has; say \"maximum\" or \"average\" for another aggregate", o.toks[sup].Text+" "+o.toks[sup+1].Text, r.Prop)))
		return
	}
}

// modifiedOther finds "Who reviewed the highest rated movie?" ranked per
// reviewer: the superlative and a participle or adjective modify the noun
// after them ("highest rated movie"), a label other than the one the plan
// answers with, so the superlative picks the movie. The token of that
// noun and both labels, -1 when the superlative ranks the thing asked for
// or counts the noun ("the most movies").
func (o *readCtx) modifiedOther(q *templates.Query, labels map[string]string) (int, string, string) {
	sup := o.superlativeAt()
	if sup < 0 || sup+2 >= len(o.toks) || len(q.Order) == 0 {
		return -1, "", ""
	}
	asked := ""
	for _, r := range q.Return {
		if r.Agg == "" && r.Var != "" {
			asked = labels[r.Var]
			break
		}
	}
	k := sup + 2
	mid := o.toks[sup+1].POS
	if asked == "" || mid != grounding.VERB && mid != grounding.ADJ || o.countedValue(q, sup+1) {
		return -1, "", ""
	}
	if o.toks[k].POS != grounding.NOUN && o.labelAtToken(k) == "" && k+1 < len(o.toks) {
		k++ // "the most depended on service": the particle after the verb
	}
	l2 := o.labelAtToken(k)
	if l2 == "" || l2 == asked {
		return -1, "", ""
	}
	return k, l2, asked
}

// returnedCols names the plan's columns ("fee_eur, name").
func returnedCols(q *templates.Query) string {
	var out []string
	for _, r := range q.Return {
		switch {
		case r.Prop != "":
			out = append(out, r.Var+"."+r.Prop)
		default:
			out = append(out, r.Var)
		}
	}
	return strings.Join(out, ", ")
}
