package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// thanOpener is the opening thanNode reads: a "which"-like asker or a terse
// listing that starts with the label itself ("airlines older than Baltic
// Wings", "nurses hired before Paula Rocha") or with a request to list
// ("list rooms bigger than TH-101"). Between the opening and the label may
// stand words that each name a stored value of the label's own text
// property or one of its yes/no properties ("Which standard shipments",
// "vegetarian dishes"): they are the filters pre gives, applied to every
// row on var xv. A terse question names what it lists first; the rest of
// thanNode holds the question to the same parts either way.
func (o *offline) thanOpener() (x string, xEnd, n int, pre func(xv string) []templates.Expr, ok bool) {
	n = len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	k := 0
	switch {
	case english.CountsAsker.Is(o.word(0)):
		k++
	case english.CountsListVerb.Is(o.word(0)):
		k++
		if english.CountsMe.Is(o.word(k)) {
			k++
		}
		if english.CountsEach.Is(o.word(k)) || o.toks[k].POS == grounding.DET {
			k++
		}
	}
	var vals []*ValueLink
	var flags []string
	for k < n {
		if v := o.labelValueFrom(k, n); v != nil {
			vals = append(vals, v)
			k = o.tokensIn(v.Span)[len(o.tokensIn(v.Span))-1] + 1
			continue
		}
		if e := o.flagFrom(k); e != nil && len(flags) == 0 {
			flags = append(flags, e.Owner+"\x00"+e.Name)
			k = o.tokensIn(e.Span)[len(o.tokensIn(e.Span))-1] + 1
			continue
		}
		break
	}
	if n-k < 4 {
		return "", 0, 0, nil, false
	}
	xEl, end := o.elementFrom(k, n)
	if xEl == nil || xEl.Kind != "label" {
		return "", 0, 0, nil, false
	}
	if _, cmp := english.ThanComparative(o.word(end - 1)); cmp && end-1 > k && english.Than.Is(o.word(end)) {
		// "dishes pricier than": the link ran on over the comparative,
		// which is the comparison, not a word of the label.
		end--
	}
	x = xEl.Name
	var conds []func(string) templates.Expr
	for _, v := range vals {
		if v.Owner != x {
			return "", 0, 0, nil, false
		}
		v := v
		conds = append(conds, func(xv string) templates.Expr { return templates.C(xv, v.Prop, templates.Eq, v.Value) })
	}
	for _, f := range flags {
		owner, prop, _ := cutNul(f)
		if owner != x && owner != "" {
			return "", 0, 0, nil, false
		}
		yes, ok := o.flagYes(x, prop)
		if !ok {
			return "", 0, 0, nil, false
		}
		conds = append(conds, func(xv string) templates.Expr { return templates.C(xv, prop, templates.Eq, yes) })
	}
	pre = func(xv string) []templates.Expr {
		var out []templates.Expr
		for _, c := range conds {
			out = append(out, c(xv))
		}
		return out
	}
	return x, end, n, pre, true
}

// labelValueFrom is the value link starting at token k, before token n, of
// a node's text property with no other reading; nil when none.
func (o *readCtx) labelValueFrom(k, n int) *ValueLink {
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		idx := o.tokensIn(v.Span)
		if v.OnEdge || len(idx) == 0 || idx[0] != k || idx[len(idx)-1] >= n || o.s.Label(v.Owner) == nil {
			continue
		}
		if _, ok := v.Value.(string); !ok {
			continue
		}
		for _, r := range v.Readings {
			if r.Owner != v.Owner || r.Prop != v.Prop {
				return nil
			}
		}
		return v
	}
	return nil
}

// flagFrom is a property link of one word at token k ("vegetarian",
// "electric") that no value link covers; thanOpener keeps it only when the
// property is a yes/no one.
func (o *readCtx) flagFrom(k int) *ElementLink {
	if o.valueAt(k) {
		return nil
	}
	for i := range o.ev.Elements {
		e := &o.ev.Elements[i]
		idx := o.tokensIn(e.Span)
		if e.Kind == "prop" && len(idx) == 1 && idx[0] == k {
			return e
		}
	}
	return nil
}

// flagYes is the "yes" value of label's yes/no property prop.
func (o *readCtx) flagYes(label, prop string) (any, bool) {
	for _, p := range o.propsOf(label) {
		if p.Name == prop {
			return o.yesOf(p)
		}
	}
	return nil, false
}

func cutNul(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// thanYesNo reads "is|did <named X> <comparative> than <other named X>?"
// and "did <named X> <verb> before|after <other named X>?" ("is Central
// Library older than the Old Mill Reading Room?", "did Payments Rewrite
// start before Kafka Upgrade?"): whether the first thing's property
// compares so with the second's. The property is the one a word between
// them links to on X's label, else the one the comparative's measure names
// (thanNode's choice), else, for before and after, X's one date: ordering
// two things of one kind in time can only read their one date. The two
// things are named by values of one property of X, the whole question is
// made of these parts, and the answer is whether the comparison holds
// (true or false, one row); anything more is left to the phases.
func (o *offline) thanYesNo(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	if n < 4 || !english.Frame.Auxiliary[o.word(0)] {
		return nil, false
	}
	named := func(k int) (*ValueLink, int) {
		for _, at := range []int{k, k + 1} {
			if at > k && o.toks[k].POS != grounding.DET {
				break
			}
			if v, end := o.namedValueAt(at); v != nil {
				return v, end
			} else if end < 0 {
				return nil, 0
			}
		}
		return nil, 0
	}
	a, k := named(1)
	if a == nil {
		return nil, false
	}
	x := a.Owner
	// The comparison word: a comparative before "than", or before|after.
	cmpAt, than := -1, -1
	var order templates.Op
	for j := k; j < n && cmpAt < 0; j++ {
		if english.Than.Is(o.word(j)) && j > k {
			cmpAt, than = j-1, j
		} else if op, ok := beforeWords[o.word(j)]; ok && (op == templates.Lt || op == templates.Gt) {
			cmpAt, than, order = j, j, op
		}
	}
	if cmpAt < 0 {
		return nil, false
	}
	b, end := named(than + 1)
	if b == nil || b.Owner != x || b.Prop != a.Prop || end != n || fmt.Sprint(a.Value) == fmt.Sprint(b.Value) {
		return nil, false
	}
	// What stands between the first thing and the comparison: a copula,
	// a verb, and at most one property word of X.
	prop, propAt := "", -1
	for j := k; j < cmpAt; j++ {
		if e := o.propFrom(j, cmpAt, x); e != nil {
			if prop != "" && prop != e.Name {
				return nil, false
			}
			prop, propAt = e.Name, j
			continue
		}
		if w := o.word(j); !english.Copula.Is(w) && !(o.toks[j].POS == grounding.VERB && !o.linksAt(j)) {
			return nil, false
		}
	}
	how := ""
	op := order
	if order == "" {
		m, ok := english.ThanComparative(o.word(cmpAt))
		if !ok || propAt == cmpAt {
			return nil, false
		}
		if prop == "" {
			if prop = o.measuredProp(x, m); prop == "" {
				return nil, false
			}
			how = fmt.Sprintf("%q grades by %s, the one property of %s its measure names", o.toks[cmpAt].Text, prop, x)
		}
		if op, ok = measureOp(m, prop); !ok {
			return nil, false
		}
	} else if prop == "" {
		if prop = o.soleDate(x); prop == "" {
			return nil, false
		}
		how = fmt.Sprintf("%q orders in time by %s, the one date of %s", o.toks[cmpAt].Text, prop, x)
	}
	if how == "" {
		how = fmt.Sprintf("%q compares %s, the property the question names", o.toks[cmpAt].Text, prop)
	}
	if l := o.s.Label(x); l == nil {
		return nil, false
	} else if p := schema.Find(l.Properties, prop); p == nil || p.Type.IsList() || !p.Type.Numeric() && !dateText(*p) && p.Type != schema.Date {
		return nil, false
	}
	vars := varNames{}
	xv, rv := vars.next(x), vars.next(x)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(xv, x))},
		Where:  templates.C(xv, a.Prop, templates.Eq, a.Value),
		Than:   &templates.Than{Var: xv, Prop: prop, Op: op, Ref: templates.N(rv, x), RefKey: b.Prop, RefValue: b.Value, RefProp: prop},
		Return: []templates.Proj{{Agg: templates.Any, As: "yes"}},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("than-named-yes-no", o.tokSpan(cmpAt),
		fmt.Sprintf("%s: true when the %s of the %s whose %s is %v is %s that of the one whose %s is %v; false as well when either has no %s or none is stored so", how, prop, x, a.Prop, a.Value, op, b.Prop, b.Value, prop)))
	return q, true
}

// soleDate is the one date of label x (a date, or text spelling dates),
// "" when it has none or several.
func (o *readCtx) soleDate(x string) string {
	found := ""
	for _, p := range o.propsOf(x) {
		if p.Type.IsList() || p.Type != schema.Date && !dateText(p) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Name
	}
	return found
}

func init() {
	checks = append(checks, Check{ID: "than-named-yes-no", Warning: true, Summary: "a yes/no question comparing two named things of one kind",
		Doc: "\"Is Central Library older than the Old Mill Reading Room?\", \"Did Payments Rewrite start before Kafka Upgrade?\": the first named thing's property is compared with the second's, and the answer is whether the comparison holds. The property is the one a word names, else the one the comparative's measure names (\"older\": a founding year, an opening date), else for before and after the kind's one date; the warning says which. A thing without the property, or a name no node holds, answers false."})
}
