package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// eachRelatedProp reads "How many loans has each membership tier made?",
// "How many orders were placed per loyalty tier?": "each"/"per" names a
// property of a thing the pattern joins to what is counted (a member's
// tier, a customer's loyalty tier), and the plan counts over all of them
// or per thing: the count is grouped by that property's values instead.
// Only a plan of one count (and at most the thing itself as its group),
// with one node of the pattern holding the property and that node not the
// one counted, is so read; the property's words must be unread. The
// reading is a warning (each-related-prop).
func (o *offline) eachRelatedProp(q *templates.Query, warns *sink) {
	e := o.find(english.Each)
	if e < 0 || len(q.Order) > 0 || q.Limit > 0 || len(q.Having) > 0 || q.Optional != nil || len(q.Optionals) > 0 {
		return
	}
	var prop *ElementLink
	for k, el := range o.ev.Elements {
		at := o.tokenAt(el.Span)
		if el.Kind != "prop" || at <= e || at > e+3 {
			continue
		}
		for _, t := range o.tokensIn(el.Span) {
			if o.used.has(t) {
				return
			}
		}
		if prop != nil && prop.Name != el.Name {
			return
		}
		prop = &o.ev.Elements[k]
	}
	if prop == nil {
		return
	}
	var count *templates.Proj
	group := ""
	for k, r := range q.Return {
		switch {
		case (r.Agg == templates.Count || r.Agg == templates.CountDistinct) && count == nil:
			count = &q.Return[k]
		case r.Agg == "" && r.Prop == "" && group == "":
			group = r.Var
		default:
			return
		}
	}
	if count == nil {
		return
	}
	labels := varLabels(q)
	holder := ""
	for v, l := range labels {
		if o.s.Label(l) == nil || schema.Find(o.propsOf(l), prop.Name) == nil || prop.Owner != "" && prop.Owner != l {
			continue
		}
		if holder != "" {
			return
		}
		holder = v
	}
	if holder == "" || holder == count.Var || group != "" && group != holder {
		return
	}
	c := *count
	q.Return = []templates.Proj{templates.Col(holder, prop.Name), c}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return
	}
	q.Distinct = false
	o.used.mark(e)
	o.used.mark(o.tokensIn(prop.Span)...)
	warns.add(o.diagnostic("each-related-prop", o.tokSpans(e, o.tokenAt(prop.Span)),
		fmt.Sprintf("%q groups the count by %s.%s, a property of the %s joined to what is counted: one row per value, a %s with no %s left out", o.ev.Question[o.toks[e].Span.Start:prop.Span.End], labels[holder], prop.Name, labels[holder], labels[holder], prop.Name)))
}
