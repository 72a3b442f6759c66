package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// thanNode reads "Which Xs <have more P | are <comparative>> than <a named
// X>?" — each X's numeric or date property compared with the same
// property of one X the question names by a stored value: "aircraft with
// more seats than the A330-300", "rooms bigger than TH-101", "movies
// released later than The Matrix". The property is the one a word links
// to, or the only one of X's label the comparative's measure names
// ("bigger": size, capacity). It reads only a question made of those
// parts (a verb no link explains, a copula or "have" may stand between);
// anything more is left to the phases, which refuse it.
func (o *offline) thanNode(warns *sink) (*templates.Query, bool) {
	x, xEnd, n, pre, ok := o.thanOpener()
	if !ok {
		return nil, false
	}
	// than is "than", or a "before"/"after" whose other side is the named
	// X ("released before The Matrix"); order is that word's comparison.
	than, order := -1, templates.Op("")
	for k := xEnd; k < n && than < 0; k++ {
		if english.Than.Is(o.word(k)) {
			than = k
		}
	}
	for k := xEnd; k < n && than < 0; k++ {
		if op, ok := beforeWords[o.word(k)]; ok && (op == templates.Lt || op == templates.Gt) {
			than, order = k, op
		}
	}
	if than < 0 {
		return nil, false
	}
	// The named X: one value link from after "than" (and an article) to
	// the end, stored on X's label alone.
	vk := than + 1
	if english.IndefiniteArticle.Is(o.word(vk)) || o.toks[vk].POS == grounding.DET {
		vk++
	}
	var ref *ValueLink
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 || idx[0] != vk && idx[0] != than+1 || idx[len(idx)-1] != n-1 || v.OnEdge || v.Owner != x {
			continue
		}
		for _, r := range v.Readings {
			if r.Owner != x || r.Prop != v.Prop {
				return nil, false
			}
		}
		if ref != nil && (ref.Prop != v.Prop || fmt.Sprint(ref.Value) != fmt.Sprint(v.Value)) {
			return nil, false
		}
		ref = v
	}
	if ref == nil {
		return nil, false
	}
	// The comparison: "more|fewer P than" or "<comparative> than".
	op, prop, cmpAt, measured, sized := templates.Op(""), "", -1, false, false
	propAt := -1
	for k := xEnd; k < than; k++ {
		e := o.propFrom(k, than, x)
		if e == nil {
			continue
		}
		if prop != "" && prop != e.Name {
			return nil, false
		}
		prop, propAt = e.Name, k
	}
	switch w := o.word(than - 1); {
	case order != "":
		// "released before": the property's word right before it.
		if propAt < 0 || propAt != than-1 {
			return nil, false
		}
		cmpAt, op = than, order
	case propAt >= 0 && propAt == than-1 && (english.CountsMore.Is(o.word(than-2)) || english.CountsFewer.Is(o.word(than-2))):
		// "more seats than": the property's word right before "than".
		cmpAt, op = than-2, templates.Gt
		if english.CountsFewer.Is(o.word(cmpAt)) {
			op = templates.Lt
		}
	default:
		m, ok := english.ThanComparative(w)
		if !ok {
			return nil, false
		}
		cmpAt = than - 1
		if prop == "" {
			prop, measured = o.measuredProp(x, m), true
			if prop == "" {
				// "grants bigger than X": the kind's one quantity
				// (fix40_hierarchy.go).
				if prop, op = o.sizeQuantity(x, w); prop == "" {
					return nil, false
				}
				sized = true
			}
		}
		if !sized {
			if op, ok = measureOp(m, prop); !ok {
				return nil, false
			}
		}
	}
	// Every other word between X and the comparison is a copula, "have",
	// or a verb that links to nothing ("lasted").
	for k := xEnd; k < cmpAt; k++ {
		w := o.word(k)
		switch {
		case k == propAt, english.CountsSideVerb.Is(w), english.Copula.Is(w), english.RelativePronoun.Is(w) && k == xEnd:
		case o.toks[k].POS == grounding.VERB && !o.linksAt(k):
		case o.propFrom(k, than, x) != nil:
		default:
			return nil, false
		}
	}
	// Only numbers and dates are ordered as the question means; text
	// compares by its letters.
	if l := o.s.Label(x); l == nil {
		return nil, false
	} else if p := schema.Find(l.Properties, prop); p == nil || p.Type.IsList() || !p.Type.Numeric() && !dateText(*p) && p.Type != schema.Date {
		return nil, false
	}
	vars := varNames{}
	xv := vars.next(x)
	rv := vars.next(x)
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(xv, x))},
		Where:    templates.AllOf(pre(xv)...),
		Than:     &templates.Than{Var: xv, Prop: prop, Op: op, Ref: templates.N(rv, x), RefKey: ref.Prop, RefValue: ref.Value, RefProp: prop},
		Return:   []templates.Proj{o.thanShown(xv, x, ref)}, // fix40_hierarchy.go
		Distinct: true,
	}
	if prop != o.s.Key(x) {
		q.Return = append(q.Return, templates.Col(xv, prop))
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	how := fmt.Sprintf("%q", o.toks[cmpAt].Text)
	if sized {
		how += fmt.Sprintf(" grades by %s, the one quantity %s holds", prop, x)
	} else if measured {
		how += fmt.Sprintf(" grades by %s, the one property of %s its measure names", prop, x)
	}
	warns.add(o.diagnostic("than-node", o.tokSpan(cmpAt),
		fmt.Sprintf("%s: each %s's %s is compared with the %s of the %s whose %s is %v (%s.%s %s that value); the %s nodes without %s are left out", how, x, prop, prop, x, ref.Prop, ref.Value, x, prop, op, x, prop)))
	return q, true
}

// propFrom is a property link of label x whose words start at token k,
// before token end; nil when none does.
func (o *readCtx) propFrom(k, end int, x string) *ElementLink {
	for i := range o.ev.Elements {
		e := &o.ev.Elements[i]
		if e.Kind != "prop" || e.Owner != "" && e.Owner != x {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] != k || idx[len(idx)-1] >= end {
			continue
		}
		if l := o.s.Label(x); l != nil && schema.Find(l.Properties, e.Name) != nil {
			return e
		}
	}
	return nil
}

// measuredProp is the one numeric or date property of label x whose name
// holds the measure ("capacity" for a size), "" when none or several do.
func (o *readCtx) measuredProp(x string, m english.Measure) string {
	l := o.s.Label(x)
	if l == nil {
		return ""
	}
	for _, fallback := range []bool{false, true} {
		var found []string
		for _, p := range l.Properties {
			if p.Type.IsList() || p.Type == schema.Bool || (!p.Type.Numeric() && !dateText(p)) {
				continue
			}
			if m.Holds(grounding.SplitName(schema.LocalName(p.Name)), fallback) != 0 {
				found = append(found, p.Name)
			}
		}
		switch len(found) {
		case 0:
			continue
		case 1:
			return found[0]
		}
		return "" // several: which one is meant is the question's to say
	}
	return ""
}

// measureOp is the comparison a comparative asks of prop: the side its
// measure's More names, as the property's name holds the measure (its own
// words first, then the fallback words); ok is false when the name holds
// neither.
func measureOp(m english.Measure, prop string) (op templates.Op, ok bool) {
	words := grounding.SplitName(schema.LocalName(prop))
	sign := m.Holds(words, false)
	if sign == 0 {
		sign = m.Holds(words, true)
	}
	if sign == 0 {
		return "", false
	}
	if m.More == (sign > 0) {
		return templates.Gt, true
	}
	return templates.Lt, true
}
