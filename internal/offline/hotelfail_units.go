package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Amounts of money and area said with their unit ("under €150 a night",
// "more than 30 euros", "bigger than 30 square metres") are compared with
// the one property of the things named whose name gives that unit
// (nightly_rate_eur, fee_eur, size_sqm). Without the unit read, the number
// was refused as counting "square" or "euros", or compared with whatever
// property a nearby word linked ("night" → a booking's nights).

// amountUnitAt reads the number at i in a currency or area unit and
// compares it (op) with the property of the pattern whose name ends in
// that unit, converted when the units differ in size (square feet and
// square metres). A period after the amount ("a night", "per hour")
// chooses among several such properties by the words of their names
// (nightly_rate_eur) and must be named by the one chosen: an amount per
// night is not compared with a property that does not say it is per
// night unless it is the only one in that unit. With no such property, or
// several the words do not choose between, the number is left to the
// other readings. Warned amount-unit-read.
func (o *conPhase) amountUnitAt(i int, f float64, op templates.Op) bool {
	u, unitToks, ok := o.amountUnitOf(i)
	if !ok {
		return false
	}
	last := unitToks[len(unitToks)-1]
	if last < i {
		last = i
	}
	var periodToks []int
	var period []string
	if k := last + 1; k+1 < len(o.toks) && english.RateIntro.Is(o.word(k)) {
		if p, ok := english.RatePeriod(o.lower[k+1]); ok {
			period, periodToks = p, []int{k, k + 1}
		}
	}
	type cand struct {
		owner, prop string
		unit        english.Unit
		whole, per  bool
	}
	var all []cand
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyAmountUnit(p.Name)
			if !ok || pu.Dim != u.Dim || !p.Type.Numeric() || p.Type.IsList() {
				continue
			}
			all = append(all, cand{owner, p.Name, pu, p.Type.Elem() == schema.Int, namesPeriod(p.Name, period)})
		}
	})
	pick := all
	if period != nil {
		pick = nil
		for _, c := range all {
			if c.per {
				pick = append(pick, c)
			}
		}
		if len(pick) == 0 && len(all) == 1 {
			pick = all // the one amount of that unit; warned below
		}
	}
	if len(pick) != 1 {
		return false
	}
	c := pick[0]
	v, val, ok := o.boundOn(c.owner, i, f*u.Factor/c.unit.Factor, c.whole, op)
	if !ok {
		return false
	}
	o.keepAmount(v, c.prop, op, val, i, unitToks)
	o.used.mark(periodToks...)
	read := append(append([]int(nil), unitToks...), periodToks...)
	for _, e := range o.ev.Elements {
		if o.spanHasToken(e.Span, read) {
			o.consume(e)
		}
	}
	sp := o.spanOver(i, read)
	said := o.ev.Question[sp.Start:sp.End]
	detail := fmt.Sprintf("%q is compared as %v with %s of %s, whose name says it holds %s", said, val, c.prop, c.owner, c.unit.Name)
	if u.Factor != c.unit.Factor {
		detail += fmt.Sprintf(" (converted from %s)", u.Name)
	}
	if period != nil && !c.per {
		detail += fmt.Sprintf("; its name does not say it is counted per %s, and it is the only amount in %s", period[0], c.unit.Name)
	}
	o.warnings = append(o.warnings, o.diagnostic("amount-unit-read", sp, detail))
	return true
}

// amountUnitOf is the unit of the number at i and its tokens: a sign or
// code right before it ("€150", "EUR 30"), a currency or area word after
// it ("30 euros", "30 sqm"), or "square" and a length after it. Words
// another reading took are not a unit.
func (o *conPhase) amountUnitOf(i int) (english.Unit, []int, bool) {
	u, toks, ok := o.amountUnitNear(i)
	for _, k := range toks {
		if o.used.has(k) {
			return english.Unit{}, nil, false
		}
	}
	return u, toks, ok
}

// amountUnitNear is amountUnitOf before any reading took a word.
func (o *readCtx) amountUnitNear(i int) (english.Unit, []int, bool) {
	if k := i - 1; k >= 0 {
		if u, ok := english.AmountUnit(o.toks[k].Text); ok && u.Dim != "area" {
			return u, []int{k}, true
		}
	}
	if k := o.afterScale(i); k < len(o.toks) { // past a scale word: "0.2 million euros"
		if k+1 < len(o.toks) {
			if u, ok := english.PoweredUnit(o.word(k), o.word(k+1)); ok {
				return u, []int{k, k + 1}, true
			}
		}
		if u, ok := english.AmountUnit(o.toks[k].Text); ok {
			return u, []int{k}, true
		}
	}
	return english.Unit{}, nil, false
}

// amountLinksAside sets aside, before any relationship is placed, the
// links of words to a property in an amount's unit that no thing the
// question names has (a relationship's or an unnamed label's: "cost" →
// an amenity's fee_eur) when a thing it
// names has one itself ("room types that cost less than 200 euros per
// night" over nightly_rate_eur): the word paraphrases the amount the
// number gives, and its own link would join a relationship the question
// never walks. With no named thing holding the unit the link stays
// ("amenities that cost more than 30 euros": the fee is on the
// relationship). A superlative of price ("the most expensive room
// type") has its own links to another owner's amount of money set aside
// so when a named thing holds an amount of money (moneyMeasure reads it).
func (o *offline) amountLinksAside() {
	dims := map[string]bool{}
	var priced []int // the words of a superlative of price ("most expensive")
	for i := range o.toks {
		if m, n, ok := english.MeasureAt(o.words, i); ok && m.Dim == "price" {
			for k := i; k < i+n; k++ {
				priced = append(priced, k)
			}
		}
		if !o.isNumber(i) {
			continue
		}
		if u, _, ok := o.amountUnitNear(i); ok {
			dims[u.Dim] = true
		}
	}
	if len(dims) == 0 && len(priced) == 0 {
		return
	}
	named := map[string]bool{}  // dimensions a named label holds
	labels := map[string]bool{} // the labels named
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		labels[e.Name] = true
		for _, p := range o.propsOf(e.Name) {
			if pu, ok := english.PropertyAmountUnit(p.Name); ok && p.Type.Numeric() {
				named[pu.Dim] = true
				if pu.Dim != "area" {
					named["money"] = true
				}
			}
		}
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		if e.Kind != "prop" || labels[e.Owner] {
			return true
		}
		pu, ok := english.PropertyAmountUnit(e.Name)
		if !ok {
			return true
		}
		if dims[pu.Dim] && named[pu.Dim] {
			return false
		}
		for _, k := range priced {
			if sp := o.toks[k].Span; pu.Dim != "area" && named["money"] && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return false // "most expensive" → an amenity's fee
			}
		}
		return true
	})
}

// namesPeriod: a word of the property's name is one of the period's
// (nightly_rate_eur for a night).
func namesPeriod(prop string, period []string) bool {
	if period == nil {
		return false
	}
	for _, w := range grounding.SplitName(localPart(prop)) {
		for _, p := range period {
			if strings.EqualFold(w, p) {
				return true
			}
		}
	}
	return false
}

// moneyMeasure reads "the most expensive room type", "the cheapest
// booking" when no property of the label is named for a price (price,
// cost, fee …) but exactly one holds an amount of money by its name's
// currency (nightly_rate_eur, total_usd): what a thing costs is the one
// amount of money it holds. With a price-named property, or several
// amounts of money, it leaves the choice to measureProp (and its
// refusal). Warned measure-chosen.
func (o *bldPhase) moneyMeasure(label string, i, n int, m english.Measure) (string, bool, bool) {
	if m.Dim != "price" {
		return "", false, false
	}
	return o.onlyMoneyMeasure(label, i, n, m, fmt.Sprintf("no property of %s is named for a price", label))
}

// onlyMoneyMeasure is moneyMeasure's and amountThingMeasure's choice once
// the measure's word fits: with no property named for the measure and
// exactly one that holds an amount of money by its name's currency, that
// one is what the words rank by, warned measure-chosen with why.
func (o *bldPhase) onlyMoneyMeasure(label string, i, n int, m english.Measure, why string) (string, bool, bool) {
	if p, _, cands := o.measureProp(label, m, false); p != "" || len(cands) > 0 {
		return "", false, false
	}
	var found []string
	for _, p := range o.propsOf(label) {
		if u, ok := english.PropertyAmountUnit(p.Name); ok && u.Dim != "area" && p.Type.Numeric() && !p.Type.IsList() {
			found = append(found, p.Name)
		}
	}
	if len(found) != 1 {
		return "", false, false
	}
	o.markMeasure(i, n, found[0])
	word := strings.Join(o.words[i:i+n], " ")
	o.warnings = append(o.warnings, o.diagnostic("measure-chosen", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End},
		fmt.Sprintf("%q is read as the %s %s of %s: %s, and %s is its one amount of money (its name gives the currency)", word, dirWord(m.More), found[0], label, why, found[0])))
	return found[0], m.More, true
}

// amountNounLinks reads "total booking value", "revenue from completed
// bookings", "the total payroll at X": a noun for the money a thing is
// worth or brings in (english.MoneyNoun) links the one property of a
// label the question names whose name gives a currency (total_eur), and a
// noun for pay (english.PayNoun) the one property of the schema named for
// pay (salary_eur); grounding linked neither, or took the word into a
// label's span ("booking value" → Booking), and the aggregate had nothing
// to sum. "from" after a noun for money says whose it is ("revenue from
// completed bookings") and is read as "of". With no such property, or
// several, the word is left as it was. Warned amount-noun-read.
func (o *offline) amountNounLinks(warns *sink) {
	named := o.labelsNamed()
	for k := range o.toks {
		money, pay := english.MoneyNoun.Is(o.word(k)), english.PayNoun.Is(o.word(k))
		if !money && !pay {
			continue
		}
		sp := o.toks[k].Span
		inLabel, linked := o.labelWordsEnd(k)
		if linked {
			continue
		}
		var owner, prop string
		n := 0
		consider := func(l string) {
			for _, p := range o.propsOf(l) {
				if !p.Type.Numeric() || p.Type.IsList() {
					continue
				}
				u, isAmount := english.PropertyAmountUnit(p.Name)
				if money && isAmount && u.Dim != "area" || pay && english.PayMeasure().Holds(grounding.SplitName(schema.LocalName(p.Name)), false) > 0 {
					owner, prop = l, p.Name
					n++
				}
			}
		}
		if money {
			for l := range named {
				consider(l)
			}
		} else {
			for _, l := range o.s.Labels {
				consider(l.Name)
			}
		}
		if n != 1 {
			continue
		}
		var added []ElementLink
		if inLabel != nil {
			lab := *inLabel
			idx := o.tokensIn(lab.Span)
			lab.Span = diag.Span{Start: o.toks[idx[0]].Span.Start, End: o.toks[k-1].Span.End}
			o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool { return e.Span != inLabel.Span || e.Kind != "label" })
			added = append(added, lab)
		}
		added = append(added, ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
		o.addLinks(added...)
		if money && english.AmountFrom.Is(o.word(k+1)) {
			o.readAs(k+1, english.OfWord)
		}
		warns.add(o.diagnostic("amount-noun-read", o.tokSpan(k),
			fmt.Sprintf("read %q as %s of %s, the one amount its name says is %s", o.toks[k].Text, prop, owner, map[bool]string{true: "money (by its currency)", false: "pay"}[money])))
	}
}

// howMuchPrice reads "How much is the spa at Harbor Grand Lisbon?": "how
// much" and a copula ask what the named things cost, not how many there
// are. The amount is the one property of the named things' labels, or of
// a relationship the schema has between them, named for a price (fee,
// price, cost …) or for a currency (fee_eur); "how much" is read as
// "what" and its "much" linked to that property, so the focus phase asks
// for it. With none, or several, nothing changes and "how much" counts.
// Warned amount-noun-read.
func (o *offline) howMuchPrice(warns *sink) {
	first := -1
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			first = i
			break
		}
	}
	if first < 0 || english.HowMuch.At(o.words, o.lower, first) != 2 || !english.PriceCopula.Is(o.word(first+2)) {
		return
	}
	labels := map[string]bool{}
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			labels[v.Owner] = true
		}
	}
	if len(labels) == 0 {
		return
	}
	owners := map[string]bool{}
	for l := range labels {
		owners[l] = true
	}
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if labels[ep.From] && labels[ep.To] && (ep.From != ep.To || len(labels) == 1) {
				owners[et.Name] = true
			}
		}
	}
	var owner, prop string
	n := 0
	for x := range owners {
		for _, p := range o.propsOf(x) {
			if !p.Type.Numeric() || p.Type.IsList() {
				continue
			}
			u, amount := english.PropertyAmountUnit(p.Name)
			if amount && u.Dim != "area" || english.PriceNamed(grounding.SplitName(schema.LocalName(p.Name))) {
				owner, prop = x, p.Name
				n++
			}
		}
	}
	if n != 1 {
		return
	}
	o.readAs(first, english.WhatWord)
	o.addLinks(ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: o.toks[first+1].Span, Score: 1})
	warns.add(o.diagnostic("amount-noun-read", o.tokSpans(first, first+1),
		fmt.Sprintf("\"how much\" asks what the named things cost: read as %s of %s, the one amount of them named for a price or a currency", prop, owner)))
}

// labelWordsEnd reads the links over token k: inLabel is a label's link of
// several words that k ends ("grant money" → GrantMoney), and linked says
// another link holds k, which then already says what the word is.
func (o *readCtx) labelWordsEnd(k int) (inLabel *ElementLink, linked bool) {
	sp := o.toks[k].Span
	for i, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			idx := o.tokensIn(e.Span)
			if e.Kind == "label" && len(idx) > 1 && idx[len(idx)-1] == k {
				inLabel = &o.ev.Elements[i]
				continue
			}
			linked = true
		}
	}
	return inLabel, linked
}
