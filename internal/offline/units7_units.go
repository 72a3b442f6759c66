package offline

import (
	"fmt"
	"math"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// measuredVerbValuesAside reads "orders delivered in under half an hour",
// "parcels shipped in less than 2 days" where the verb is also a stored
// state ("delivered" of a status) and the amount after it is compared with
// a property whose name says it measures that verb in a unit of the
// amount's dimension (minutes_to_deliver): the verb says what the amount
// measures, not which state the things are in now (an order delivered and
// later refunded was still delivered in 20 minutes). Kept, the state was a
// second constraint the question never made, and the answer lost the
// things since moved on. The value's link is set aside, warned
// measured-verb-read; a verb no such property names keeps its value.
func (o *offline) measuredVerbValuesAside(warns *sink) {
	var drop []int
	for k, v := range o.ev.Values {
		idx := o.tokensIn(v.Span)
		if len(idx) != 1 || v.OnEdge {
			continue
		}
		i := idx[0]
		u, ok := o.amountAfter(i)
		if !ok {
			continue
		}
		prop := o.measuresVerb(v.Owner, o.words[i], u)
		if prop == "" {
			continue
		}
		drop = append(drop, k)
		pu, _ := english.PropertyUnit(prop)
		// The verb is read: it says what the amount measures.
		o.used.mark(i)
		warns.add(o.diagnostic("measured-verb-read", v.Span,
			fmt.Sprintf("%q is read as what %s.%s measures (its name says it, in %s), not as the stored value %s = '%v': the amount after it is compared with that property, and the things are not also required to be in that state now",
				o.toks[i].Text, v.Owner, prop, pu.Name, v.Prop, v.Value)))
	}
	if len(drop) == 0 {
		return
	}
	cp := *o.ev
	cp.Values = nil
	for k, v := range o.ev.Values {
		keep := true
		for _, d := range drop {
			keep = keep && d != k
		}
		if keep {
			cp.Values = append(cp.Values, v)
		}
	}
	o.ev = &cp
}

// amountAfter is the unit of an amount said within a few words after token
// i, behind a comparison: "in under half an hour", "in less than 2 days",
// "within 30 minutes".
func (o *readCtx) amountAfter(i int) (english.Unit, bool) {
	for j := i + 1; j < len(o.toks) && j <= i+6; j++ {
		u, ok := english.UnitWord(o.word(j))
		if !ok {
			continue
		}
		before := o.word(j - 1)
		if !o.isNumber(j-1) && !english.AnArticle.Is(before) {
			return english.Unit{}, false
		}
		for k := i + 1; k < j; k++ {
			if english.Comparison(o.words, k) != "" || english.Within.Is(o.word(k)) {
				return u, true
			}
		}
		return english.Unit{}, false
	}
	return english.Unit{}, false
}

// measuresVerb is the numeric property of label whose name gives a unit of
// u's dimension and, among its other words, the verb whose lemma is given
// (minutes_to_deliver for "delivered"); "" when none or several.
func (o *readCtx) measuresVerb(label, word string, u english.Unit) string {
	found := ""
	for _, p := range o.propsOf(label) {
		pu, ok := english.PropertyUnit(p.Name)
		if !ok || pu.Dim != u.Dim || !p.Type.Numeric() {
			continue
		}
		for _, w := range grounding.SplitName(localPart(p.Name)) {
			w = strings.ToLower(w)
			if len(w) > 2 && (spellsName(word, w) || english.Past(w) == word || english.Derived(word, w)) {
				if found != "" && found != p.Name {
					return ""
				}
				found = p.Name
			}
		}
	}
	return found
}

// amountUnitLinked reads "orders with a tip of more than 2 euros" where the
// things named hold several amounts in that currency (tip_eur, total_eur):
// amountUnitAt takes only the one, and the number was refused as counting
// euros. The property a word of the question links to ("tip" → tip_eur)
// among them is compared, in the unit its name gives (the currency is not
// converted: every currency is a dimension of its own). With none linked,
// or several, the number is left to the other readings. Warned
// amount-unit-read.
func (o *conPhase) amountUnitLinked(i int, f float64, op templates.Op) bool {
	u, unitToks, ok := o.amountUnitOf(i)
	if !ok {
		return false
	}
	type cand struct{ owner, prop string }
	var linked []cand
	seen := map[string]bool{}
	consider := func(owner string) {
		if seen[owner] {
			return
		}
		seen[owner] = true
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyAmountUnit(p.Name)
			if !ok || pu.Dim != u.Dim || pu.Factor != u.Factor || !p.Type.Numeric() || p.Type.IsList() {
				continue
			}
			for _, e := range o.ev.Elements {
				if e.Kind != "prop" || e.Name != p.Name || (e.Owner != "" && e.Owner != owner) || o.spanHasToken(e.Span, unitToks) {
					continue
				}
				linked = append(linked, cand{owner, p.Name})
				break
			}
		}
	}
	for _, n := range o.nodes {
		consider(n.label)
	}
	for _, e := range o.edges {
		consider(e.typ)
	}
	if len(linked) != 1 {
		return false
	}
	c := linked[0]
	v := o.varFor(c.owner, i)
	if v == "" {
		return false
	}
	var val any = f
	if f == math.Trunc(f) {
		val = int64(f)
	}
	o.filter = append(o.filter, templates.C(v, c.prop, op, val))
	o.used.mark(i)
	o.used.mark(unitToks...)
	if o.unitWords == nil {
		o.unitWords = map[int]bool{}
	}
	for _, k := range unitToks {
		o.unitWords[k] = true
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == c.prop {
			o.consume(e)
		}
	}
	sp := o.toks[i].Span
	for _, k := range unitToks {
		sp = diag.Span{Start: min(sp.Start, o.toks[k].Span.Start), End: max(sp.End, o.toks[k].Span.End)}
	}
	o.warnings = append(o.warnings, o.diagnostic("amount-unit-read", sp,
		fmt.Sprintf("%q is compared as %v with %s of %s, whose name says it holds %s: of the amounts in %s the things hold, it is the one a word of the question names", o.ev.Question[sp.Start:sp.End], val, c.prop, c.owner, u.Name, u.Name)))
	return true
}

// spanHasToken: one of the tokens lies inside sp.
func (o *readCtx) spanHasToken(sp diag.Span, toks []int) bool {
	for _, k := range toks {
		if t := o.toks[k].Span; sp.Start <= t.Start && sp.End >= t.End {
			return true
		}
	}
	return false
}

// ratePerPeriodLinks reads "How much does Nora Lefebvre earn per hour?",
// "How much does the Deluxe Double cost a night?": the question asks for
// an amount counted per period, and the thing it names holds exactly one
// amount of money whose name says that period (hourly_rate_eur,
// nightly_rate_eur). The period word's own links (an hours or nights
// property elsewhere) and the verb's links to another thing's amount (a
// fee) are set aside, and the words from the verb to the period link that
// property. With no such property, or several, the links stay. Warned
// amount-unit-read.
func (o *offline) ratePerPeriodLinks(warns *sink) {
	if o.find(english.HowMuch) < 0 {
		return
	}
	for k := 1; k+1 < len(o.toks); k++ {
		if !english.RateIntro.Is(o.word(k)) {
			continue
		}
		period, ok := english.RatePeriod(o.lower[k+1])
		if !ok {
			continue
		}
		owners := map[string]bool{}
		for _, v := range o.ev.Values {
			if !v.OnEdge {
				owners[v.Owner] = true
			}
		}
		for _, e := range o.ev.Elements {
			if e.Kind == "label" {
				owners[e.Name] = true
			}
		}
		owner, prop := "", ""
		for l := range owners {
			for _, p := range o.propsOf(l) {
				u, ok := english.PropertyAmountUnit(p.Name)
				if !ok || u.Dim == "area" || !p.Type.Numeric() || !namesPeriod(p.Name, period) {
					continue
				}
				if prop != "" {
					return // two amounts per that period: which is a guess
				}
				owner, prop = l, p.Name
			}
		}
		if prop == "" {
			return
		}
		verb := k - 1
		sp := diag.Span{Start: o.toks[verb].Span.Start, End: o.toks[k+1].Span.End}
		ev := o.ev.keepElements(func(_ int, e ElementLink) bool {
			if e.Span.Start >= sp.End || e.Span.End <= sp.Start {
				return true
			}
			return e.Kind == "label" || e.Kind == "prop" && e.Name == prop
		})
		// The period word links the property, as a verb's measure
		// ("how much does X weigh") is linked by the question's last
		// word; the verb and "per" are read with it.
		ev.Elements = append(ev.Elements, ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: o.toks[k+1].Span, Score: 1})
		o.ev = ev
		o.used.mark(verb, k)
		warns.add(o.diagnostic("amount-unit-read", sp, fmt.Sprintf("%q is read as %s of %s: the amount asked for is counted per %s, and it is the one amount of money %s holds whose name says so", o.ev.Question[sp.Start:sp.End], prop, owner, period[0], owner)))
		return
	}
}
