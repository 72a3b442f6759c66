package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// A choice between two named things (fix30): "Which grant is bigger,
// Federated Learning on Graphs or Scalable Knowledge Graph Integration?".
// The question ends with two things named by values of one property of one
// label, joined by "or" after a comma, and before the comma asks which of
// them a comparative holds for. The answer is the one ranking first on the
// property a word names, else the one the comparative's measure names
// (thanNode's choice): the two are kept and ranked, one row.

func init() {
	checks = append(checks,
		Check{ID: "choice-between-named", Warning: true, Summary: "which of two named things a comparative holds for is the first of the two ranked on its property",
			Doc: "\"Which grant is bigger, A or B?\": the question ends with two things named by values of one property of one label, joined by \"or\" after a comma; before the comma stand only the asking word, the label's noun, a copula, a property word of the label and a comparative. The two are kept, ranked on the property a word names or the comparative's measure names, and the first is the answer (ties kept). Not read when anything else stands in the question, when the two are of different labels or properties, or when no property is found."},
	)
}

// choiceBetween reads the question as a choice between two named things;
// ok false leaves it to the phases.
func (o *offline) choiceBetween(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	if n < 6 || !english.ThingAsker.Is(o.word(0)) {
		return nil, false
	}
	comma := -1
	for j := 1; j < n; j++ {
		if english.Comma.Is(o.toks[j].Text) {
			if comma >= 0 {
				return nil, false
			}
			comma = j
		}
	}
	if comma < 2 {
		return nil, false
	}
	a, k := o.namedValueAt(comma + 1)
	if a == nil || k >= n || !english.OrWord.Is(o.word(k)) {
		return nil, false
	}
	b, end := o.namedValueAt(k + 1)
	if b == nil || end != n || b.Owner != a.Owner || b.Prop != a.Prop || fmt.Sprint(a.Value) == fmt.Sprint(b.Value) {
		return nil, false
	}
	x := a.Owner
	cmpAt := comma - 1
	m, ok := english.ThanComparative(o.word(cmpAt))
	if !ok {
		return nil, false
	}
	// Between the asking word and the comparative: the label's noun, a
	// copula, at most one property word of x.
	prop := ""
	for j := 1; j < cmpAt; j++ {
		if e := o.propFrom(j, cmpAt, x); e != nil {
			if prop != "" && prop != e.Name {
				return nil, false
			}
			prop = e.Name
			continue
		}
		if english.Copula.Is(o.word(j)) || o.labelAt(j, x) {
			continue
		}
		return nil, false
	}
	how := fmt.Sprintf("%q compares %s, the property the question names", o.toks[cmpAt].Text, prop)
	var op templates.Op
	if prop == "" {
		prop = o.measuredProp(x, m)
		how = fmt.Sprintf("%q grades by %s, the one property of %s its measure names", o.toks[cmpAt].Text, prop, x)
		if more, size := english.SizeComparative[o.word(cmpAt)]; prop == "" && size {
			// "Which grant is bigger": a kind with one quantity of its
			// own is as big as it.
			if prop = o.soleQuantity(x); prop == "" {
				return nil, false
			}
			op = templates.Lt
			if more {
				op = templates.Gt
			}
			how = fmt.Sprintf("%q grades by %s, the one quantity %s holds", o.toks[cmpAt].Text, prop, x)
		}
		if prop == "" {
			return nil, false
		}
	}
	if op == "" {
		if op, ok = measureOp(m, prop); !ok {
			return nil, false
		}
	}
	if l := o.s.Label(x); l == nil {
		return nil, false
	} else if p := schema.Find(l.Properties, prop); p == nil || p.Type.IsList() || !p.Type.Numeric() && !dateText(*p) && p.Type != schema.Date {
		return nil, false
	}
	xv := varNames{}.next(x)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(xv, x))},
		Where:  &templates.Or{Args: []templates.Expr{templates.C(xv, a.Prop, templates.Eq, a.Value), templates.C(xv, b.Prop, templates.Eq, b.Value)}},
		Return: []templates.Proj{{Var: xv, Prop: a.Prop, As: a.Prop}},
		Order:  []templates.Sort{{Col: "rank", Desc: op != templates.Lt}},
		Limit:  1,
		Ties:   true,
	}
	q.Return = append(q.Return, templates.Proj{Var: xv, Prop: prop, As: "rank"})
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("choice-between-named", o.tokSpan(cmpAt),
		fmt.Sprintf("%s: of the %s whose %s is %v or %v, the one ranking first on %s is the answer (both when tied)", how, x, a.Prop, a.Value, b.Value, prop)))
	return q, true
}

// labelAt: token j is a word of label x's noun ("grant" of Grant).
func (o *readCtx) labelAt(j int, x string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == x {
			for _, i := range o.tokensIn(e.Span) {
				if i == j {
					return true
				}
			}
		}
	}
	return false
}

// soleQuantity is the one numeric property of label x that is no year, ""
// when it has none or several.
func (o *readCtx) soleQuantity(x string) string {
	found := ""
	for _, p := range o.propsOf(x) {
		if p.Type.IsList() || !p.Type.Numeric() || english.YearName(p.Name) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Name
	}
	return found
}

// namedValueAt is the value link of a node's property whose words start at
// token at, and the token after it. A value grounding also read another way
// (another label or property) names nothing for sure: it returns nil and a
// negative end, so a caller trying a later token stops there; with no value
// starting at at, nil and 0.
func (o *offline) namedValueAt(at int) (*ValueLink, int) {
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		idx := o.tokensIn(v.Span)
		if v.OnEdge || len(idx) == 0 || idx[0] != at || o.s.Label(v.Owner) == nil {
			continue
		}
		for _, r := range v.Readings {
			if r.Owner != v.Owner || r.Prop != v.Prop {
				return nil, -1
			}
		}
		return v, idx[len(idx)-1] + 1
	}
	return nil, 0
}
