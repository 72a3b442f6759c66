package offline

import (
	"fmt"
	"github.com/gql-dev/gql/grounding"
	"sort"

	"github.com/gql-dev/gql/schema"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Phase account, what the question asks the plan to show or apply beyond
// its links: identifiers asked for by name, a predominance to rank by, an
// adjective naming a yes/no property, a second aggregate.

// showAskedIDs adds to the answer the identifier a question asks for by
// name ("List department name and id", "the paragraph ids and texts")
// when grounding linked the word to an identifier of a thing the plan
// returns: the word links, but to a property that a foreign-key edge of
// the same name made look read. Placed beside the thing's first column.
func (o *offline) showAskedIDs(q *templates.Query) {
	labels := varLabels(q)
	for i := range o.toks {
		if !english.IDWord(o.lower[i]) || o.valueAt(i) {
			continue
		}
		sp := o.toks[i].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End || !idLike(rawLocal(e.Name)) {
				continue
			}
			if idShown(q, e.Name) {
				break
			}
			at := -1
			for k, r := range q.Return {
				if r.Agg == "" && labels[r.Var] == e.Owner {
					at = k
					break
				}
			}
			if at < 0 {
				continue
			}
			o.showID(q, at, e.Name, i)
			break
		}
		if !o.used.has(i) && !o.linksKind(i, "prop") && len(q.Return) > 0 && q.Return[0].Agg == "" {
			// "List the branch names and ids": the word links nowhere,
			// and the thing shown first has exactly one identifier.
			var ids []string
			for _, p := range o.propsOf(labels[q.Return[0].Var]) {
				if idLike(rawLocal(p.Name)) {
					ids = append(ids, p.Name)
				}
			}
			if len(ids) == 1 && !idShown(q, ids[0]) {
				o.showID(q, 0, ids[0], i)
			}
		}
	}
}

// showID inserts the identifier prop of the thing returned at column at
// right after it; token i asked for it.
func (o *offline) showID(q *templates.Query, at int, prop string, i int) {
	p := templates.Proj{Var: q.Return[at].Var, Prop: prop}
	q.Return = append(q.Return[:at+1], append([]templates.Proj{p}, q.Return[at+1:]...)...)
	o.used.mark(i)
}

// idShown: the plan returns the property or compares it ("the student
// with id 5").
func idShown(q *templates.Query, prop string) bool {
	for _, r := range q.Return {
		if r.Prop == prop {
			return true
		}
	}
	for _, c := range conjuncts(q.Where) {
		if c.Prop == prop {
			return true
		}
	}
	return false
}

// idsAnswered: the plan shows some identifier.
func (o *readCtx) idsAnswered(q *templates.Query) bool {
	labels := varLabels(q)
	for _, r := range q.Return {
		if r.Agg != "" && r.Agg != templates.Max && r.Agg != templates.Min {
			continue
		}
		p := r.Prop
		if p == "" {
			p = o.s.Key(labels[r.Var])
		}
		if idLike(rawLocal(p)) {
			return true
		}
	}
	// An identifier compared counts when the noun it qualifies names the
	// label of the node compared ("the person with id 2059", "the keyword
	// vertex with id equal to 2672"); "the entity with ID 3915" names no
	// label, and the plan placed the id on the persons asked for.
	for _, c := range conjuncts(q.Where) {
		if idLike(rawLocal(c.Prop)) && o.idQualifies(labels[c.Var]) {
			return true
		}
	}
	return false
}

// idQualifies: an identifier word follows, within four words, a mention
// of label ("the keyword vertex with id").
func (o *readCtx) idQualifies(label string) bool {
	for i := range o.toks {
		if !english.IDWord(o.lower[i]) {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if o.linksNamed(k, "label", label) {
				return true
			}
		}
	}
	return false
}

// unreadFlag: a word of the question names a yes/no property (is_official
// for "official", has_parking for "parking") of a thing the plan reads,
// and the plan neither filters nor returns it: "the official languages"
// answered with every language.
func (o *readCtx) unreadFlag(q *templates.Query, uses map[string]bool) (int, string) {
	owners := map[string]bool{}
	for _, l := range varLabels(q) {
		owners[l] = true
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			owners[h.Edge] = true
		}
	}
	names := make([]string, 0, len(owners))
	for owner := range owners {
		names = append(names, owner)
	}
	sort.Strings(names) // one refusal, whatever the map's order
	for _, owner := range names {
		for _, p := range o.propsOf(owner) {
			if uses[p.Name] {
				continue
			}
			n := localName(p.Name)
			for i := range o.toks {
				if !o.toks[i].Quoted && !o.valueAt(i) && english.FlagNamed(n, o.lower[i]) {
					return i, owner + "." + p.Name
				}
			}
		}
	}
	return -1, ""
}

// unrankedPredominance: "the language predominantly spoken in X" picks one
// of several related things, and the plan neither orders nor takes an
// extreme, so it would list them all.
func (o *readCtx) unrankedPredominance(q *templates.Query) int {
	if ranks(q) {
		return -1
	}
	for i := range o.toks {
		if english.Predominance(o.lower[i]) && !o.valueAt(i) && !o.toks[i].Quoted {
			return i
		}
	}
	return -1
}

// unappliedAggregate: the question asks for an average or a sum ("the
// total population and average area") and the plan computes none: the
// aggregate was dropped beside another one. Words inside a linked name
// ("average_rating") are the property, not the aggregate.
func (o *readCtx) unappliedAggregate(q *templates.Query) int {
	has := map[templates.Agg]bool{}
	for _, r := range q.Return {
		has[r.Agg] = true
	}
	for i := range o.toks {
		if o.valueAt(i) || o.toks[i].Quoted || o.namesProp(i) {
			continue
		}
		switch {
		case english.Average.Is(o.lower[i]) && !has[templates.Avg]:
			return i
		}
	}
	return -1
}

// namesProp: token i is part of the name of a property it links to
// ("average" of average_rating).
func (o *readCtx) namesProp(i int) bool {
	sp := o.toks[i].Span
	w := squashName(o.lower[i])
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End && w != "" && strings.Contains(localName(e.Name), w) {
			return true
		}
	}
	return false
}

// rawLocal is an element name after its owner, lower case, separators
// kept ("departments#department_id" → "department_id").
func rawLocal(n string) string {
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	return strings.ToLower(n)
}

// negations counts the negated parts of a filter: a NOT, an inequality.
func negations(e templates.Expr) int {
	switch x := e.(type) {
	case *templates.Not:
		return 1
	case *templates.Cmp:
		if x.Op == templates.Ne {
			return 1
		}
	case *templates.And:
		n := 0
		for _, a := range x.Args {
			n += negations(a)
		}
		return n
	case *templates.Or:
		n := 0
		for _, a := range x.Args {
			n += negations(a)
		}
		return n
	}
	return 0
}

// unappliedNegation: the question negates more things than the plan does
// ("the countries that do not speak English and whose government is not a
// republic" with only the second applied, the first read as a match).
// Paired negations ("neither ... nor") count once.
func (o *readCtx) unappliedNegation(q *templates.Query) int {
	n, first := 0, -1
	for i := range o.toks {
		if english.Not.Is(o.lower[i]) && !english.PairedNegation(o.lower[i]) && !o.valueAt(i) && !o.toks[i].Quoted && !o.flipsComparison(i) {
			n++
			if first < 0 {
				first = i
			}
		}
	}
	if n > 1 && n > negations(q.Where) {
		return first
	}
	return -1
}

// bounds reports whether a filter compares by order (<, <=, >, >=)
// anywhere, negated or not.
func bounds(e templates.Expr) bool {
	switch x := e.(type) {
	case *templates.Cmp:
		return x.Op == templates.Gt || x.Op == templates.Ge || x.Op == templates.Lt || x.Op == templates.Le
	case *templates.Not:
		return bounds(x.X)
	case *templates.And:
		for _, a := range x.Args {
			if bounds(a) {
				return true
			}
		}
	case *templates.Or:
		for _, a := range x.Args {
			if bounds(a) {
				return true
			}
		}
	}
	return false
}

// unappliedComparison: the question compares ("greater area than that of
// any country in Europe") and the plan bounds nothing: it would list what
// the comparison was to select from.
func (o *readCtx) unappliedComparison(q *templates.Query, atLeast bool) int {
	if bounds(q.Where) || q.Optional != nil || atLeast {
		return -1
	}
	for i := range o.toks {
		if english.ComparativeThanAt(o.lower, i) && !o.valueAt(i) {
			return i
		}
	}
	return -1
}

// misplacedExtreme: a superlative names the property it ranks by ("the
// country with the largest area") and the plan ranks or takes the extreme
// of another one (the population asked for beside it).
func (o *readCtx) misplacedExtreme(q *templates.Query) int {
	ranked := map[string]bool{}
	for _, r := range q.Return {
		switch {
		case r.Agg == templates.Max || r.Agg == templates.Min:
			ranked[r.Prop] = true
		case r.Agg != "" && len(q.Order) > 0:
			return -1 // a ranking by an aggregate
		case len(q.Order) > 0:
			ranked[r.Prop] = true // a ranking returns its key
		}
	}
	delete(ranked, "")
	if len(ranked) == 0 {
		return -1
	}
	for i := range o.toks {
		if !extremeWord(o.lower[i]) && !extremeWord(o.word(i)) || i+1 >= len(o.toks) {
			continue
		}
		sp := o.toks[i+1].Span
		w := squashName(o.lower[i+1])
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End || ranked[e.Name] || sameLocal(e.Name, ranked) {
				continue
			}
			if e.Score >= strongLink || len(w) >= 4 && strings.Contains(localName(e.Name), w) {
				return i
			}
		}
	}
	return -1
}

// applyFlags filters on a yes/no property an adjective of the question
// names ("the official languages" over is_official holding T and F, "the
// insured patients") when the plan reads a node of its label and neither
// filters nor returns it: the yes value is read from the samples, and the
// reading is a warning (flag-read).
func (o *offline) applyFlags(q *templates.Query, warns *sink) {
	uses := planElements(q)
	warned := map[int]bool{}
	labels := varLabels(q)
	vars := make([]string, 0, len(labels))
	for v := range labels {
		vars = append(vars, v)
	}
	sort.Strings(vars) // the filters in one order, whatever the map's
	for _, v := range vars {
		l := labels[v]
		for _, p := range o.propsOf(l) {
			if uses[p.Name] {
				continue
			}
			n := localName(p.Name)
			for i := range o.toks {
				// A value link on the word is set aside: "insured" is
				// no stored name, whatever fuzzy match grounding found.
				if o.toks[i].Quoted || !english.FlagNamed(n, o.lower[i]) && !english.FlagNamed(n, o.word(i)) {
					continue
				}
				yes, ok := o.yesOf(p)
				if !ok {
					break
				}
				c := &templates.Cmp{Var: v, Prop: p.Name, Op: templates.Eq, Value: yes}
				if q.Where == nil {
					q.Where = c
				} else {
					q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
				}
				// uses stays as the plan had it: every node of the label
				// gets the filter ("both English and French are official").
				o.used.mark(i)
				if !warned[i] {
					warned[i] = true
					warns.add(o.diagnostic("flag-read", o.tokSpan(i),
						fmt.Sprintf("read %q as %s.%s = %v, the yes value of a yes/no property", o.toks[i].Text, l, p.Name, yes)))
				}
				break
			}
		}
	}
}

// yesOf is the stored yes value of a yes/no property: true for a boolean,
// else the yes spelling its text samples use (T/F, Y/N, yes/no).
func (o *readCtx) yesOf(p schema.Property) (any, bool) {
	if p.Type == schema.Bool {
		return true, true
	}
	var ss []string
	for _, v := range p.Samples {
		s, ok := v.(string)
		if !ok {
			return nil, false
		}
		ss = append(ss, s)
	}
	return english.YesValue(ss)
}

// flipsComparison: the negation at i opens "no more than 3", "not less
// than 5", which the plan applies as the opposite bound, not as a
// negation. ("not born after 1960" is not read so: the plan drops that
// negation, and counting it refuses the plan.)
func (o *readCtx) flipsComparison(i int) bool {
	return english.ComparativeThanAt(o.lower, i+1)
}

// applyEdgeValues reads a word naming a stored value of a text property of
// a relationship the plan walks as a filter on it: "Which employees are
// owners on projects?" over WORKS_ON.role holding 'owner', "X's hard
// dependencies" over DEPENDS_ON.kind holding 'hard'. The values are the
// schema's samples, matched whole (a plural's -s or -es aside); a word
// matching values of two properties is left alone. The reading is a
// warning (edge-value-read).
func (o *offline) applyEdgeValues(pl *pattern, q *templates.Query, warns *sink) {
	type hit struct {
		path, hop int
		prop      string
		value     string
	}
	for i, t := range o.toks {
		if o.used.has(i) || t.Quoted || o.valueAt(i) || o.linksKind(i, "label") || o.linksKind(i, "edge") ||
			t.POS != grounding.NOUN && t.POS != grounding.ADJ {
			continue
		}
		var hits []hit
		for pi, p := range q.Match {
			for hi, h := range p.Hops {
				for _, pr := range o.propsOf(h.Edge) {
					if pr.Type != schema.String {
						continue
					}
					for _, sv := range pr.Samples {
						if v, ok := sv.(string); ok && english.NamesValue(o.toks[i].Text, v) {
							hits = append(hits, hit{pi, hi, pr.Name, v})
							break
						}
					}
				}
			}
		}
		if len(hits) != 1 {
			continue
		}
		h := hits[0]
		hop := &q.Match[h.path].Hops[h.hop]
		if hop.Var == "" {
			hop.Var = pl.newVar("r")
		}
		c := templates.C(hop.Var, h.prop, templates.Eq, h.value)
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		o.used.mark(i)
		warns.add(o.diagnostic("edge-value-read", o.tokSpan(i),
			fmt.Sprintf("read %q as %s.%s = '%s', a value the relationship holds", t.Text, hop.Edge, h.prop, h.value)))
	}
}

// unreturnedListed finds a thing listed among what the question asks to
// see ("the names of the teachers and the courses they teach") that the
// plan does not show: a label mentioned after "and" or a comma in the
// asked-for part (before any verb past the opener), whose nodes no column
// of the plan shows. The plan joins them and answers with the teachers
// alone, so the question is refused rather than cut. -1 when there is
// none.
func (o *readCtx) unreturnedListed(q *templates.Query) int {
	labels := varLabels(q)
	shown := map[string]bool{}
	for _, r := range q.Return {
		if r.Agg == "" {
			shown[labels[r.Var]] = true
		}
	}
	start := max(o.whPos(), 0)
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || shown[e.Name] {
			continue
		}
		k := o.tokenAt(e.Span)
		j := k - 1
		for j > start && english.Determiner.Is(o.word(j)) {
			j--
		}
		if j <= start || !english.Coordinator(o.word(j)) || english.Alternative.Is(o.word(j)) {
			continue
		}
		if o.valueAt(k) || o.verbBetween(start, k) {
			continue
		}
		return k
	}
	return -1
}

// verbBetween: a verb stands strictly between tokens a and b.
func (o *readCtx) verbBetween(a, b int) bool {
	for i := a + 1; i < b && i < len(o.toks); i++ {
		if o.toks[i].POS == grounding.VERB {
			return true
		}
	}
	return false
}

// ranks: q orders its rows or takes a maximum or minimum, so it can say
// which thing is first, last or predominant.
func ranks(q *templates.Query) bool {
	if len(q.Order) > 0 {
		return true
	}
	for _, r := range q.Return {
		if r.Agg == templates.Max || r.Agg == templates.Min {
			return true
		}
	}
	return false
}
