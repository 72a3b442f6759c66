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
// euros. The property a word of the question links to ("tip" → tip_eur),
// or whose name's word is one of the few before the number ("a total of
// more than 30 euros"), among them is compared, in the unit its name gives (the currency is not
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
	o.eachPlanOwner(func(owner string) {
		for _, p := range o.propsOf(owner) {
			pu, ok := english.PropertyAmountUnit(p.Name)
			if !ok || pu.Dim != u.Dim || pu.Factor != u.Factor || !p.Type.Numeric() || p.Type.IsList() {
				continue
			}
			named := o.nameSaidBefore(p.Name, i)
			for _, e := range o.ev.Elements {
				if e.Kind == "prop" && e.Name == p.Name && (e.Owner == "" || e.Owner == owner) && !o.spanHasToken(e.Span, unitToks) {
					named = true
				}
			}
			if named {
				linked = append(linked, cand{owner, p.Name})
			}
		}
	})
	if len(linked) != 1 {
		return false
	}
	c := linked[0]
	v := o.varFor(c.owner, i)
	if v == "" {
		return false
	}
	val := numLit(f)
	o.keepAmount(v, c.prop, op, val, i, unitToks)
	sp := o.spanOver(i, unitToks)
	o.warnings = append(o.warnings, o.diagnostic("amount-unit-read", sp,
		fmt.Sprintf("%q is compared as %v with %s of %s, whose name says it holds %s: of the amounts in %s the things hold, it is the one a word of the question names", o.ev.Question[sp.Start:sp.End], val, c.prop, c.owner, u.Name, u.Name)))
	return true
}

// nameSaidBefore: a word of the property's name other than its unit is
// one of the few words before the number at i ("a total of more than 30
// euros" names total_eur; "total" is a cue word and links nothing).
func (o *readCtx) nameSaidBefore(prop string, i int) bool {
	parts := grounding.SplitName(localPart(prop))
	for k := max(0, i-4); k < i; k++ {
		for _, w := range parts[:max(0, len(parts)-1)] {
			if len(w) > 2 && strings.EqualFold(w, o.word(k)) {
				return true
			}
		}
	}
	return false
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
		if o.toks[verb].POS != grounding.VERB || english.DoAux.Is(o.word(verb)) {
			return // "how much does a night …": the period is no rate of a verb
		}
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

// totalAsAmount reads "orders that had a total of more than 100 dollars":
// "a total of" followed by a compared amount of money names the stored
// total of the things (total_usd), not a sum to compute: the article says
// it is each thing's own total, and the number bounds it. The aggregate
// is dropped only when a thing the question names holds one amount of
// that currency whose name says total; otherwise the reading stays
// (refused as a total of nothing). Warned amount-unit-read where the
// number is placed.
func (o *readCtx) totalAsAmount(sh shape) shape {
	k := sh.aggPos
	if sh.agg != templates.Sum || k < 1 || !english.AnArticle.Is(o.word(k-1)) || !english.AmountOf.Is(o.word(k+1)) {
		return sh
	}
	num := -1
	for j := k + 2; j < len(o.toks) && j <= k+5; j++ {
		if o.isNumber(j) {
			num = j
			break
		}
	}
	if num < 0 {
		return sh
	}
	u, _, ok := o.amountUnitNear(num)
	if !ok || u.Dim == "area" {
		return sh
	}
	found := 0
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		for _, p := range o.propsOf(e.Name) {
			pu, ok := english.PropertyAmountUnit(p.Name)
			if !ok || pu.Dim != u.Dim || !p.Type.Numeric() {
				continue
			}
			for _, w := range grounding.SplitName(localPart(p.Name)) {
				if english.Total.Is(strings.ToLower(w)) {
					found++
				}
			}
		}
	}
	if found != 1 {
		return sh
	}
	sh.agg, sh.aggPos = "", -1
	return sh
}

// durationNounLinks reads "the average transit time of connections", "the
// delivery time per courier": an activity's noun or verb before "time" or
// "duration" names the one numeric property of the schema whose name gives
// a unit of time and that activity (transit_hours, minutes_to_deliver).
// Grounding linked "time" to any date and the activity word to a state
// spelled like it ("in_transit"), so the question was refused as
// disconnected or answered about dates. The words are linked to that
// property and their other links set aside; with no such property, or
// several, the links stay. Warned duration-named.
func (o *offline) durationNounLinks(warns *sink) {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.DurationNoun.Is(o.word(i + 1)) {
			continue
		}
		w := o.word(i)
		if len(w) < 4 {
			continue
		}
		owner, prop := "", ""
		try := func(o2 string, props []schema.Property) bool {
			for _, p := range props {
				pu, ok := english.PropertyUnit(p.Name)
				if !ok || pu.Dim != "time" || !p.Type.Numeric() {
					continue
				}
				for _, part := range grounding.SplitName(localPart(p.Name)) {
					part = strings.ToLower(part)
					if _, unit := english.UnitWord(part); unit || len(part) < 4 {
						continue
					}
					if activityOf(w, part) {
						if prop != "" && (owner != o2 || prop != p.Name) {
							return false
						}
						owner, prop = o2, p.Name
					}
				}
			}
			return true
		}
		ok := true
		for _, l := range o.s.Labels {
			ok = ok && try(l.Name, l.Properties)
		}
		for _, e := range o.s.EdgeTypes {
			ok = ok && try(e.Name, e.Properties)
		}
		if !ok || prop == "" {
			continue
		}
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}
		ev := o.ev.keepElements(func(_ int, e ElementLink) bool {
			return e.Span.Start >= sp.End || e.Span.End <= sp.Start
		})
		var vals []ValueLink
		for _, v := range ev.Values {
			if v.Span.Start >= sp.End || v.Span.End <= sp.Start {
				vals = append(vals, v)
			}
		}
		ev.Values = vals
		ev.Elements = append(ev.Elements, ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
		o.ev = ev
		pu, _ := english.PropertyUnit(prop)
		warns.add(o.diagnostic("duration-named", sp, fmt.Sprintf("%q is read as %s of %s, the one property of the schema whose name says it holds a time (in %s) of %q", o.ev.Question[sp.Start:sp.End], prop, owner, pu.Name, w)))
		return
	}
}

// activityOf: the word is a form of the name's part, as written, inflected
// ("delivered", "baking" for bake) or derived ("delivery" for deliver).
func activityOf(w, part string) bool {
	if w == part || spellsName(w, part) || english.Past(part) == w || english.Derived(w, part) {
		return true
	}
	if stem, ok := strings.CutSuffix(w, "ing"); ok && len(stem) >= 3 {
		return stem == part || stem+"e" == part
	}
	return false
}
