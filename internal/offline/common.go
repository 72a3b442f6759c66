package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// The most common values of a property ("What are the 3 most common
// taglines?", "the top 5 most frequently appearing review summaries"):
// the values grouped, counted and ranked by their count. Read alone, before
// the general phases, and only where nothing else constrains the answer
// (no named value, no number but the row count, no second label): those
// would need the phases' joins, and the question stays refused.

// commonValues is the cue's token, its width and the property counted; -1
// when the question asks for no most common values or they do not fit.
func (o *readCtx) commonValues() (at, width int, prop ElementLink) {
	for i := range o.toks {
		n := o.at(english.MostCommon, i)
		if n == 0 && english.Most.Is(o.word(i)) && english.Frequency.Is(o.word(i+1)) {
			n = 2 // "most frequently (appearing)"
		}
		if n == 0 {
			continue
		}
		if english.Least.Is(o.word(i)) || english.Fewest.Is(o.word(i)) {
			return -1, 0, ElementLink{} // "least common": ranked the other way, not built
		}
		for _, e := range o.ev.Elements {
			pos := o.tokenAt(e.Span)
			// The link may take the cue's last word in ("common roles").
			if e.Kind == "prop" && pos > i && pos <= i+n+2 && e.Span.End > o.toks[i+n-1].Span.End {
				return i, n, e
			}
		}
		return -1, 0, ElementLink{}
	}
	return -1, 0, ElementLink{}
}

// mostCommonValues builds the ranking of a property's values by how often
// they occur, nil when the question asks for none or more than it reads.
func (o *offline) mostCommonValues(pl *pattern, warns *sink) *templates.Query {
	at, width, e := o.commonValues()
	if at < 0 || len(o.ev.Values) > 0 || len(o.ev.Unmatched) > 0 {
		return nil
	}
	owner := e.Owner
	if owner == "" {
		owner = o.ownerAmong(pl.nodes, e.Name)
	}
	limit := 0
	for i := range o.toks {
		if _, ok := o.numberAt(i); ok {
			f, _ := o.numberAt(i)
			if i >= at || f != float64(int(f)) || f < 1 {
				return nil // a number elsewhere constrains something
			}
			limit = int(f)
		}
	}
	q := &templates.Query{}
	v := ""
	if l := o.s.Label(owner); l != nil {
		v = pl.newVar(owner)
		q.Match = []templates.Path{templates.P(templates.N(v, owner))}
	} else if et := o.s.EdgeType(owner); et != nil && len(et.Endpoints) == 1 {
		a, b := et.Endpoints[0].From, et.Endpoints[0].To
		av, bv := pl.newVar(a), pl.newVar(b)
		v = "r"
		h := templates.OutE(owner, templates.N(bv, b))
		h.Var = v
		q.Match = []templates.Path{templates.P(templates.N(av, a), h)}
	} else {
		return nil
	}
	// Every other linked word must be the owner's label or the edge's ends:
	// another label would need a join this reading does not make.
	for _, x := range o.ev.Elements {
		if x.Kind == "label" && x.Name != owner && !o.endOf(owner, x.Name) {
			return nil
		}
		if x.Kind == "prop" && x.Name != e.Name {
			return nil
		}
	}
	col := identOf(e.Name)
	q.Return = []templates.Proj{{Var: v, Prop: e.Name, As: col}, {Agg: templates.Count, Var: v, As: "count"}}
	q.Order = []templates.Sort{{Col: "count", Desc: true}, {Col: col}}
	if k := o.tokensIn(e.Span); limit == 0 && len(k) > 0 && !english.PluralNoun(o.toks[k[len(k)-1]].Text) {
		limit = 1 // "the most common hometown": one value
	}
	if limit > 0 {
		q.Limit = limit
		warns.add(o.diagnostic("ties-cut", o.tokSpan(at),
			fmt.Sprintf("the plan keeps the %d most frequent values of %s; values as frequent as the last one kept are left out (the value's order decides)", limit, e.Name)))
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil
	}
	for k := at; k < at+width; k++ {
		o.used.mark(k)
	}
	return q
}

// endOf: label is an end of the edge type owner.
func (o *readCtx) endOf(owner, label string) bool {
	et := o.s.EdgeType(owner)
	if et == nil {
		return false
	}
	for _, ep := range et.Endpoints {
		if ep.From == label || ep.To == label {
			return true
		}
	}
	return false
}

// commonFits reports whether mostCommonValues builds a plan, leaving no
// trace (variables, used words) of trying; its warnings go to a sink of
// its own.
func (o *offline) commonFits(pl *pattern) bool {
	nextV := map[string]int{}
	for k, v := range pl.vars {
		nextV[k] = v
	}
	used := o.used.clone()
	ok := o.mostCommonValues(pl, &sink{}) != nil
	pl.vars, o.used = nextV, used
	return ok
}

// countValues turns the listing the phases built of the values a
// most-common cue asks about ("the most common roles in movies released
// before 1980" → the roles of those movies) into their ranking by count:
// the one column grouped, its rows counted, ordered by the count, a
// singular noun cut to one row. It reports false when the plan
// is no plain listing of that property.
func (o *readCtx) countValues(q *templates.Query) bool {
	_, _, e := o.commonValues()
	if len(q.Return) != 1 || q.Return[0].Agg != "" || q.Return[0].Prop != e.Name || q.Limit > 0 || len(q.Order) > 0 || q.Optional != nil {
		return false
	}
	col := q.Return[0]
	if col.As == "" {
		col.As = identOf(e.Name)
	}
	q.Return = []templates.Proj{col, {Agg: templates.Count, As: "count"}}
	q.Distinct = false
	q.Order = []templates.Sort{{Col: "count", Desc: true}, {Col: col.As}}
	if k := o.tokensIn(e.Span); len(k) > 0 && !english.PluralNoun(o.toks[k[len(k)-1]].Text) {
		q.Limit = 1 // ties-cut says so (tiesCut)
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return false
	}
	return true
}
