package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// extremeNumberOfColumn answers "Which L has the largest number of P?"
// where P is a numeric column of L, not a thing to count (seats, rooms,
// moves kept as a number on each row): the question asks for the L ranked
// by P, not for the largest P alone, which the aggregate reading returned
// without the thing asked for. Only for a question linking exactly one
// label and one property of it and nothing else (no value, no
// relationship), opened by a "which"/"what" before the label; every L
// tied with the first is kept, and the reading is warned.
func (o *offline) extremeNumberOfColumn(warns *sink) (*templates.Query, bool) {
	if len(o.ev.Values) > 0 || len(o.ev.Elements) != 2 {
		return nil, false
	}
	var lab, prop *ElementLink
	for k := range o.ev.Elements {
		switch e := &o.ev.Elements[k]; e.Kind {
		case "label":
			lab = e
		case "prop":
			prop = e
		}
	}
	if lab == nil || prop == nil {
		return nil, false
	}
	lk := o.tokensIn(lab.Span)
	if len(lk) == 0 || lk[0] == 0 || !english.PersonAsker.Is(o.word(lk[0]-1)) && !english.FixRel3Which.Is(o.word(lk[0]-1)) {
		return nil, false
	}
	// The property's link may hold the phrase ("largest number of
	// moves" linked to num_moves as one span).
	pk := o.tokensIn(prop.Span)
	if len(pk) == 0 {
		return nil, false
	}
	last := pk[len(pk)-1]
	if last < 3 || !o.numberOfAt(last-2) || pk[0] < last-3 {
		return nil, false
	}
	at := last - 3
	a, ok := aggWords[o.word(at)]
	if !ok || a != templates.Max && a != templates.Min {
		return nil, false
	}
	p := schema.Find(o.propsOf(lab.Name), prop.Name)
	if p == nil || !p.Type.Numeric() || p.Type.IsList() || prop.Owner != "" && prop.Owner != lab.Name {
		return nil, false
	}
	vars := varNames{}
	v := vars.next(lab.Name)
	// The thing is shown by its name or title; a label with none would
	// be shown by a column picked for it, a guess.
	name := schema.NamingProperty(lab.Name, o.propsOf(lab.Name))
	local := schema.LocalName(name)
	if name == "" || name == p.Name || local != "name" && local != "title" && !strings.HasSuffix(local, "_name") {
		return nil, false
	}
	first := templates.Col(v, name)
	col := "order_" + identOf(p.Name)
	q := &templates.Query{
		Match:  []templates.Path{{From: templates.N(v, lab.Name)}},
		Return: []templates.Proj{first, {Var: v, Prop: p.Name, As: col}},
	}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return nil, false
	}
	q.Order = []templates.Sort{{Col: col, Desc: a == templates.Max}, {Col: nq.Return[0].As}}
	q.Limit = 1
	q.Ties = true
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	o.used.mark(at, at+1, at+2, last)
	warns.add(o.diagnostic("extreme-number-column", o.tokSpans(at, last),
		fmt.Sprintf("%q names %s, a number each %s holds: the %s are ranked by it and every one tied with the first is kept, not the %s value shown alone", o.spanText(at, last+1), p.Name, lab.Name, lab.Name, dirWord(a == templates.Max))))
	return q, true
}
