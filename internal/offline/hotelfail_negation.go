package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// negatedNamedValue reads "Which hotels don't have a spa?", "guests who
// never stayed at Harbor Grand Lisbon", "which staff do not work at X":
// a verb's denial before a stored value the plan joined positively (by
// the one relationship between the two labels, or the one the verb
// names) asks for the things reaching no such thing — NOT EXISTS of that
// relationship to a thing holding the value (Exists.FarEq), as "no
// critical issues" is read (denied, warned negated-values). Between the
// denial and the value only "have", articles and words linking the
// relationship itself may stand; anything else leaves the denial unread,
// for the account to refuse.
func (o *offline) negatedNamedValue(q *templates.Query, warns *sink) {
	if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	for d := range o.toks {
		if o.used.has(d) {
			continue
		}
		denial := english.VerbDenied.Is(o.word(d)) || english.CopulaNot.Is(o.word(d)) && d > 0 && english.DoAuxNot.Is(o.word(d-1))
		if !denial {
			continue
		}
		k := d + 1
		for k < len(o.toks) && !o.valueAt(k) && (english.ExistHave.Is(o.word(k)) || english.Determiner.Is(o.word(k)) || o.linksKind(k, "edge")) {
			k++
		}
		if k >= len(o.toks) || k == d+1 || !o.valueAt(k) {
			continue
		}
		sp := o.toks[k].Span
		for _, v := range o.ev.Values {
			if v.OnEdge || v.Span.Start > sp.Start || v.Span.End < sp.End {
				continue
			}
			idx := o.tokensIn(v.Span)
			end := idx[len(idx)-1]
			for x, l := range varLabels(q) {
				if l != v.Owner || !filteredBy(q, x, v.Prop, v.Value) {
					continue
				}
				if o.denied(q, x, l, d, end, warns) {
					return
				}
			}
		}
	}
}

// filteredBy: the plan requires x.prop = value.
func filteredBy(q *templates.Query, x, prop string, value any) bool {
	for _, c := range conjuncts(q.Where) {
		if c.Var == x && c.Prop == prop && c.Op == templates.Eq && c.Value == value {
			return true
		}
	}
	return false
}

// negatedFarEq keeps a named thing inside a negated relationship ("Which
// professors don't teach Data Structures?", "services that don't run on
// host-01"): the far end is matched by its stored values alone
// (Exists.FarEq), so the things asked for are those reaching no such
// thing. Only a far end given by equalities and touched by no other
// relationship of the pattern, over one plain hop, is so read; anything
// more is left to the negated-anchor refusal. Warned negated-named.
func (o *bldPhase) negatedFarEq(from *onode, h templates.Hop, e *oedge, far *onode) (templates.Expr, bool) {
	if e.via != nil || e.min != 0 || e.max != 0 || len(e.or) > 0 || len(e.rev) > 0 || h.To.Var != "" {
		return nil, false
	}
	for _, x := range o.edges {
		if x != e && (x.from == far || x.to == far) {
			return nil, false
		}
	}
	var eqs []templates.EdgeEq
	for _, f := range far.filter {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Var != far.v {
			return nil, false
		}
		eqs = append(eqs, templates.EdgeEq{Prop: c.Prop, Value: c.Value})
	}
	if len(eqs) == 0 {
		return nil, false
	}
	at := far.pos
	if at < 0 {
		at = e.pos
	}
	o.warnings = append(o.warnings, o.diagnostic("negated-named", o.tokSpan(at),
		"read as: the "+from.label+" has no "+e.typ+" to a "+far.label+" holding the values named here (NOT EXISTS); one that has it to some other "+far.label+" is kept"))
	return &templates.Not{X: &templates.Exists{Path: negatedPath(from, h, e), FarEq: eqs}}, true
}
