package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// unitWordsAside: "over 5 MW", "at least 10 MVA" — a unit of measure right
// after a number is the number's unit, never a stored value its letters
// happen to abbreviate ("MW" as the initials of Moorland Wind) nor a
// property of another label whose name ends in it (capacity_mva of a
// label the question does not name): those links are set aside, so the
// unit rule compares the number with the property of the things asked
// for. Said as a warning when a link is set aside.
func (o *offline) unitWordsAside(warns *sink) {
	ev := *o.ev
	changed := false
	for k := 1; k < len(o.toks); k++ {
		if !o.isNumber(k - 1) {
			continue
		}
		if _, ok := english.UnitWord(o.words[k]); !ok {
			continue
		}
		sp := o.toks[k].Span
		var vals []ValueLink
		for _, v := range ev.Values {
			if v.Span == sp {
				warns.add(o.diagnostic("unit-word-read", sp, fmt.Sprintf("%q after %s is read as its unit, not as the stored value %s.%s %q", o.toks[k].Text, o.toks[k-1].Text, v.Owner, v.Prop, fmt.Sprint(v.Value))))
				changed = true
				continue
			}
			vals = append(vals, v)
		}
		var els []ElementLink
		for _, e := range ev.Elements {
			// Only a property whose name merely ends in the unit, of a
			// label (not a relationship) the question does not name:
			// "20 hours" of WORKS_ON.hours is that very property.
			if e.Span == sp && e.Kind == "prop" && e.Owner != "" && o.s.EdgeType(e.Owner) == nil && !strings.EqualFold(e.Name, o.words[k]) && !o.labelOrValueNamed(e.Owner) {
				warns.add(o.diagnostic("unit-word-read", sp, fmt.Sprintf("%q after %s is read as its unit, not as the property %s.%s of a %s the question does not name", o.toks[k].Text, o.toks[k-1].Text, e.Owner, e.Name, e.Owner)))
				changed = true
				continue
			}
			els = append(els, e)
		}
		ev.Values, ev.Elements = vals, els
		o.ev = &ev
	}
	if !changed {
		return
	}
	o.ev = &ev
}

// comparedNotShown: "List the pumps rated at least 50 kW", "Show
// transformers rated at least 10 MVA" — the participle right after the
// things' noun links the property the amount is compared with; it says
// how the things are picked, so the plan shows the things (their name or
// key), not that property alone. Only a plan returning exactly that one
// property, which its filter compares with a number, is changed; said as
// a warning.
func (o *offline) comparedNotShown(q *templates.Query, warns *sink) {
	if q == nil || len(q.Return) != 1 || q.Return[0].Agg != "" || q.Return[0].Prop == "" || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	label := varLabels(q)[r.Var]
	if label == "" || r.Prop == o.s.Key(label) || !numericCmpOn(q.Where, r.Var, r.Prop) {
		return
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Name != r.Prop {
			continue
		}
		k := o.tokenAt(e.Span)
		if k == 0 || k >= len(o.toks) {
			continue
		}
		before := false
		for _, l := range o.ev.Elements {
			if l.Kind == "label" && l.Name == label && l.Span.End == o.toks[k-1].Span.End {
				before = true
			}
		}
		if !before {
			continue
		}
		col := o.nodeCol(&onode{v: r.Var, label: label})
		t := *q
		t.Return = []templates.Proj{col}
		if _, err := templates.Normalize(&t, o.s); err != nil {
			return
		}
		*q = t
		warns.add(o.diagnostic("compared-not-shown", e.Span, fmt.Sprintf("%q right after %q says how the %s are picked (%s is compared): the %s are shown, not their %s", o.toks[k].Text, o.toks[k-1].Text, label, r.Prop, label, r.Prop)))
		return
	}
}

// numericCmpOn reports whether the filter's conjunction orders the
// variable's property against a number.
func numericCmpOn(e templates.Expr, v, prop string) bool {
	switch x := e.(type) {
	case *templates.Cmp:
		if x.Var != v || x.Prop != prop {
			return false
		}
		switch x.Op {
		case templates.Gt, templates.Ge, templates.Lt, templates.Le:
			return true
		}
	case *templates.And:
		for _, a := range x.Args {
			if numericCmpOn(a, v, prop) {
				return true
			}
		}
	}
	return false
}
