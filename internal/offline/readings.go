package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/templates"
)

// undecidedValue settles a value the question names under several fields
// with no word choosing between them (grounding's Ambiguous). When the plan
// joins the value's node by a relationship that no other reading's label
// can take at that end, the plan stands, warned value-reading with every
// reading set aside (the relationship may be one the plan placed to reach
// the reading it took, so the warning is the user's only sign of it). Otherwise whichever field the
// plan took would be a pick the user never made: refused value-ambiguous,
// naming every reading with a rewording for each.
func (o *readCtx) undecidedValue(pl *pattern, warns *sink) error {
	for _, v := range o.ev.Values {
		if len(v.Readings) < 2 {
			continue
		}
		said := o.ev.Question[v.Span.Start:v.Span.End]
		var others []string
		for _, f := range v.Readings {
			if f.Owner != v.Owner || f.Prop != v.Prop || f.Edge != v.OnEdge {
				others = append(others, f.String())
			}
		}
		if o.everyReading(pl, v) {
			warns.add(o.diagnostic("value-reading", v.Span,
				fmt.Sprintf("'%s' is matched on %s.%s or %s: each stores '%v' on %s, and the question does not say which", said, v.Owner, v.Prop, strings.Join(others, " or "), v.Value, v.Owner)))
			continue
		}
		if e := o.decidingEdge(pl, v); e != "" {
			warns.add(o.diagnostic("value-reading", v.Span,
				fmt.Sprintf("'%s' is read as %s.%s because the plan joins it by %s; %s also stores '%v'", said, v.Owner, v.Prop, e, strings.Join(others, " and "), v.Value)))
			continue
		}
		names := make([]string, len(v.Readings))
		fixes := make([]diag.Fix, len(v.Readings))
		for i, f := range v.Readings {
			names[i] = f.String()
			fixes[i] = diag.Fix{Span: v.Span, Replacement: fmt.Sprintf("a %s whose %s is '%v'", f.Owner, f.Prop, v.Value),
				Label: fmt.Sprintf("say %s if that is meant", f)}
		}
		err := o.errorOf(o.refusalAt("value-ambiguous", v.Span,
			"'%s' could be %s: each stores '%v', and no word around it (the property, the noun it qualifies, a relationship) says which is meant",
			said, strings.Join(names, " or "), v.Value))
		if u, ok := err.(*UnanswerableError); ok {
			u.Diagnostic.Fixes = fixes
		}
		return err
	}
	return nil
}

// decidingEdge is the type of a relationship the plan joins the value's
// node by that no other reading's label could take at the same end; "" when
// there is none. The plan may have placed that relationship to reach the
// reading it took ("Which readers have Horror?" walks ENJOYS to the genre,
// not BORROWED to a book's genre): that is why the warning names every
// reading set aside.
func (o *readCtx) decidingEdge(pl *pattern, v ValueLink) string {
	for _, n := range pl.nodes {
		if n.label != v.Owner || !comparesValue(n.filter, v) {
			continue
		}
		for _, e := range pl.edges {
			if e.negated || e.from != n && e.to != n {
				continue
			}
			atTo := e.to == n
			decides := true
			for _, f := range v.Readings {
				if f.Owner != v.Owner && !f.Edge && o.endsOn(e.typ, f.Owner, atTo) {
					decides = false
				}
			}
			if decides {
				return e.typ
			}
		}
	}
	return ""
}

// endsOn: a relationship of type t may have label at its end (atTo) or
// start.
func (o *readCtx) endsOn(t, label string, atTo bool) bool {
	et := o.s.EdgeType(t)
	if et == nil {
		return true
	}
	for _, ep := range et.Endpoints {
		if atTo && ep.To == label || !atTo && ep.From == label {
			return true
		}
	}
	return false
}

// comparesValue: one of the node's filters compares the link's property
// with its value.
func comparesValue(fs []templates.Expr, v ValueLink) bool {
	for _, f := range fs {
		if c, ok := f.(*templates.Cmp); ok && c.Prop == v.Prop && fmt.Sprint(c.Value) == fmt.Sprint(v.Value) {
			return true
		}
	}
	return false
}

// everyReading keeps every reading when all of them are properties of the
// value's own label (a country's name and its local name): the node is
// matched on any of them, so no reading is picked. It reports whether it
// rewrote the node's filter.
func (o *readCtx) everyReading(pl *pattern, v ValueLink) bool {
	if v.OnEdge {
		return false
	}
	for _, f := range v.Readings {
		if f.Edge || f.Owner != v.Owner {
			return false
		}
	}
	for _, n := range pl.nodes {
		if n.label != v.Owner {
			continue
		}
		for i, f := range n.filter {
			c, ok := f.(*templates.Cmp)
			if !ok || c.Prop != v.Prop || fmt.Sprint(c.Value) != fmt.Sprint(v.Value) {
				continue
			}
			var any []templates.Expr
			for _, r := range v.Readings {
				any = append(any, templates.C(c.Var, r.Prop, c.Op, c.Value))
			}
			n.filter[i] = &templates.Or{Args: any}
			return true
		}
	}
	return false
}
