package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// sumRank is a ranking by the total of an amount the things ranked do not
// hold themselves: "Which county has the largest total number of cattle on
// its farms?" (the cattle are a column of each farm), "Which crop is
// planted on the most hectares?" (the hectares a column of each planting).
// The tokens [start,end) cover the ranking phrase, the extreme word at at,
// the amount's words [a,b), and the things named after it ([ya,yb), -1
// when none).
type sumRank struct {
	start, end, at int
	a, b           int
	ya, yb         int
}

// rankedSum reads a question that asks for the thing (X) with the largest
// total of a numeric property P of the things of another label (Y) joined
// to it by one relationship: each X is ranked by sum(P) over its Ys. Before
// it, the phases ranked the X by the largest single P (the maximum: a
// silent wrong answer), or counted the Ys ("the most cattle" counted the
// farms), or refused when a stored value shared the amount's word. The
// amount is P by its name's words (a "total" or "number" the name adds
// aside), or a link on exactly its words; P must be a property of Y and of
// no other label joined to X, nor of X itself ("the most staff" of a
// museum is its own column, most-is-column). "most" sums alone; "largest",
// "highest" … need "total" ("the largest total number of"), as "the
// largest cattle" may be one farm's. Everything else must only ask for
// the Xs (which, the name of, give its name, a verb linking nothing).
// The assumptions are warned (sum-ranked): the sum, the relationship, the
// Xs with no Y left out, the ties kept. ok reports whether it read the
// question.
func (o *offline) rankedSum(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for i := 0; i < n; i++ {
		if english.Not.Is(o.word(i)) || o.isNumber(i) || o.toks[i].Quoted {
			return nil, false
		}
	}
	r, ok := o.sumRankFind()
	if !ok {
		return nil, false
	}
	x, proj, ok := o.sumRankFrame(r)
	if !ok {
		return nil, false
	}
	y := ""
	if r.ya >= 0 {
		y = o.sumRankLabel(r.ya, r.yb)
		if y == "" || y == x {
			return nil, false
		}
	}
	p, py, ok := o.sumRankProp(x, y, r.a, r.b)
	if !ok {
		return nil, false
	}
	q, edge, ok := o.sumRankedQuery(x, py, p.Name, proj)
	if !ok {
		return nil, false
	}
	aside := ""
	for _, v := range o.ev.Values {
		for _, k := range o.tokensIn(v.Span) {
			if k >= r.a && k < r.b {
				aside = fmt.Sprintf("; %q is read as the amount, not as the stored value %q of %s", o.spanText(r.a, r.b), v.Value, v.Prop)
			}
		}
	}
	warns.add(o.diagnostic("sum-ranked", o.tokSpans(r.start, r.end-1),
		fmt.Sprintf("%q ranks each %s by the sum of %s.%s over its %s rows (joined by %s; any %s with none is left out)%s; every %s tied with the first is kept",
			o.spanText(r.start, r.end), x, py, p.Name, py, edge, x, aside, x)))
	return q, true
}

// sumRankFind finds the one ranking phrase "the <extreme> [total] [number
// of] <amount> [<prep> [its] <things>]": the amount runs to the next
// preposition, punctuation or question word, the things to the end of
// the clause.
func (o *offline) sumRankFind() (sumRank, bool) {
	n := len(o.toks)
	var found []sumRank
	for k := 1; k < n; k++ {
		w := o.word(k)
		if !english.SumRankDesc.Is(w) || !english.Determiner.Is(o.word(k-1)) {
			continue
		}
		t := k + 1
		total := false
		if english.SumTotal.Is(o.word(t)) {
			total = true
			t++
		}
		if english.SumAmount.Is(o.word(t)) && english.Of.Is(o.word(t+1)) {
			t += 2
		} else if total && english.Of.Is(o.word(t)) {
			t++ // "the highest total of cattle"
		}
		if !total && !english.SumMost.Is(w) {
			continue
		}
		a, b := t, t
		for b < n && o.toks[b].POS != grounding.PUNCT && !english.SumTailLead.Is(o.word(b)) && o.toks[b].POS != grounding.WH && !english.RelativePronoun.Is(o.word(b)) {
			b++
		}
		if b == a || b-a > 3 {
			continue
		}
		r := sumRank{start: k - 1, at: k, a: a, b: b, end: b, ya: -1, yb: -1}
		if b < n && english.SumTailLead.Is(o.word(b)) {
			c := b + 1
			for c < n && english.SumTailDet.Is(o.word(c)) {
				c++
			}
			d := c
			for d < n && o.toks[d].POS != grounding.PUNCT && !english.SumTailLead.Is(o.word(d)) && o.toks[d].POS != grounding.WH {
				d++
			}
			if d == c || d-c > 2 {
				continue
			}
			r.ya, r.yb, r.end = c, d, d
		}
		found = append(found, r)
	}
	if len(found) != 1 {
		return sumRank{}, false
	}
	return found[0], true
}

// sumRankLabel is the one label the tokens [a,b) name by links, "" when
// they name none or several, or anything else.
func (o *readCtx) sumRankLabel(a, b int) string {
	l := ""
	for k := a; k < b; k++ {
		if !o.linksKind(k, "label") {
			return ""
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "label" {
				continue
			}
			for _, i := range o.tokensIn(e.Span) {
				if i == k {
					if l != "" && l != e.Name {
						return ""
					}
					l = e.Name
				}
			}
		}
	}
	return l
}

// sumRankFrame checks the words outside the ranking phrase: each asks for
// the ranked things and says nothing of them. It gives their one label and
// the property a word of the frame asks to see ("name"), "" for the
// label's naming property.
func (o *offline) sumRankFrame(r sumRank) (string, string, bool) {
	// "planted", "keep": a verb naming nothing of the schema.
	return o.askingFrame(r.start, r.end, english.SumFrame, func(k int) bool { return o.toks[k].POS == grounding.VERB })
}

// sumRankProp is the numeric property the amount's tokens [a,b) name and
// its label: a label other than x joined to x by one relationship (y when
// the question names it), by the words of the property's name (a "total",
// "num" or "number" the name adds aside) or a link on exactly the words.
// Not read when x itself, or several labels, hold such a property.
func (o *offline) sumRankProp(x, y string, a, b int) (*schema.Property, string, bool) {
	side := map[string]bool{}
	for k := a; k < b; k++ {
		if o.linksKind(k, "label") {
			// "the most employees" where employees are things of their
			// own: a count, not a sum.
			return nil, "", false
		}
		if _, ok := english.UnitWord(o.word(k)); ok {
			// "the most minutes of incidents", "the most hours": a unit's
			// amount is the unit rules' (unitSum), not read here.
			return nil, "", false
		}
		side[english.Lemma(o.word(k))] = true
	}
	ordered := func(p *schema.Property) bool {
		return p != nil && !p.Type.IsList() && p.Type.Numeric() && !idLike(p.Name)
	}
	names := func(l string) []*schema.Property {
		var out []*schema.Property
		lb := o.s.Label(l)
		if lb == nil {
			return nil
		}
		for i := range lb.Properties {
			p := &lb.Properties[i]
			if !ordered(p) {
				continue
			}
			name := map[string]bool{}
			for _, w := range grounding.SplitName(schema.LocalName(p.Name)) {
				name[english.Lemma(strings.ToLower(w))] = true
			}
			if sameWords(name, side, false) || sameWords(name, side, true) {
				out = append(out, p)
				continue
			}
			for _, e := range o.ev.Elements {
				if e.Kind != "prop" || e.Name != p.Name || e.Owner != "" && e.Owner != l {
					continue
				}
				if idx := o.tokensIn(e.Span); len(idx) > 0 && idx[0] == a && idx[len(idx)-1] == b-1 {
					out = append(out, p)
					break
				}
			}
		}
		return out
	}
	if len(names(x)) > 0 {
		return nil, "", false
	}
	var found *schema.Property
	owner := ""
	for _, l := range o.s.Labels {
		if l.Name == x || y != "" && l.Name != y || len(edgeTypesBetween(o.s, x, l.Name)) == 0 {
			continue
		}
		ps := names(l.Name)
		if len(ps) == 0 {
			continue
		}
		if len(ps) > 1 || found != nil {
			return nil, "", false
		}
		found, owner = ps[0], l.Name
	}
	return found, owner, found != nil
}

// sumRankedQuery ranks each x by the sum of py's prop over the py rows of
// the one relationship joining them, named by proj (x's naming property
// when ""), the first kept with every tie; edge is that relationship. ok
// is false when no single relationship joins them, x has no name to show,
// or the query does not fit the schema.
func (o *offline) sumRankedQuery(x, py, prop, proj string) (q *templates.Query, edge string, ok bool) {
	ets := edgeTypesBetween(o.s, x, py)
	if len(ets) != 1 {
		return nil, "", false
	}
	et := ets[0]
	if proj == "" {
		proj = schema.NamingProperty(x, o.propsOf(x))
	}
	if proj == "" {
		return nil, "", false
	}
	vars := varNames{}
	xv := vars.next(x)
	yv := vars.next(py)
	dir := templates.In
	if et.Connects(x, py) {
		dir = templates.Out
	}
	col := "total_" + identOf(prop)
	q = &templates.Query{
		Match:  []templates.Path{{From: templates.N(xv, x), Hops: []templates.Hop{{Edge: et.Name, Dir: dir, To: templates.N(yv, py)}}}},
		Return: []templates.Proj{templates.Col(xv, proj), {Agg: templates.Sum, Var: yv, Prop: prop, As: col}},
	}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return nil, "", false
	}
	q.Order = []templates.Sort{{Col: col, Desc: true}, {Col: nq.Return[0].As}}
	q.Limit = 1
	q.Ties = true
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, "", false
	}
	return q, et.Name, true
}
