package offline

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// wholeAmountLinks reads "the average value of a delivered order" where
// the order holds several amounts of money (tip_eur, total_eur), so
// amountNounLinks left "value" alone: the value of a thing is its whole
// amount, the one of its amounts whose name says total. With none or
// several so named the word stays unlinked. Warned amount-noun-read.
func (o *offline) wholeAmountLinks(warns *sink) {
	named := o.labelsNamed()
	for k := range o.toks {
		if !english.MoneyNoun.Is(o.word(k)) || o.linksAt(k) {
			continue
		}
		var owner, prop string
		n := 0
		for l := range named {
			for _, p := range o.propsOf(l) {
				u, isAmount := english.PropertyAmountUnit(p.Name)
				if !isAmount || u.Dim == "area" || !p.Type.Numeric() || p.Type.IsList() {
					continue
				}
				if slices.ContainsFunc(grounding.SplitName(schema.LocalName(p.Name)), english.WholeAmount.Is) {
					owner, prop = l, p.Name
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		o.addLinks(ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: o.toks[k].Span, Score: 1})
		warns.add(o.diagnostic("amount-noun-read", o.tokSpan(k),
			fmt.Sprintf("read %q as %s of %s: of its amounts of money, the one its name says is the total", o.toks[k].Text, prop, owner)))
	}
}

// labelsNamed are the labels the question names, by a word or by a
// stored value of theirs.
func (o *readCtx) labelsNamed() map[string]bool {
	named := map[string]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			named[e.Name] = true
		}
	}
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			named[v.Owner] = true
		}
	}
	return named
}

// propWordOverEdge reads "the average salary of our tellers" where
// grounding linked "salary" to a relationship by a synonym (PAID) though
// a property is named by the word itself and its unit (salary_eur): the
// word that spells a property's name beats a relationship it only means.
// The property is the one numeric property of the schema named so; the
// relationship's own name must not hold the word. Warned word-over-synonym.
func (o *offline) propWordOverEdge(warns *sink) {
	for k := range o.toks {
		w := english.Lemma(strings.ToLower(o.toks[k].Text))
		var edge *ElementLink
		other := false
		for i, e := range o.ev.Elements {
			if e.Span.Start <= o.toks[k].Span.Start && e.Span.End >= o.toks[k].Span.End {
				if e.Kind == "edge" && e.Span == o.toks[k].Span && e.Score < 1 {
					edge = &o.ev.Elements[i]
					continue
				}
				other = true
			}
		}
		if edge == nil || other || len(w) < 4 {
			continue
		}
		if slices.Contains(lemmasOf(edge.Name), w) {
			continue
		}
		var owner, prop string
		n := 0
		for _, l := range o.s.Labels {
			for _, p := range o.propsOf(l.Name) {
				if !p.Type.Numeric() || p.Type.IsList() {
					continue
				}
				parts := lemmasOf(schema.LocalName(p.Name))
				if _, unit := english.PropertyAmountUnit(p.Name); unit && len(parts) == 2 && parts[0] == w {
					owner, prop = l.Name, p.Name
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		was := edge.Name
		sp := edge.Span
		o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool { return e.Span != sp || e.Kind != "edge" })
		o.addLinks(ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
		warns.add(o.diagnostic("word-over-synonym", sp,
			fmt.Sprintf("read %q as %s of %s, whose name it spells, rather than the relationship %s it means", o.toks[k].Text, prop, owner, was)))
	}
}

// lemmasOf are the lemmas of a schema name's words.
func lemmasOf(name string) []string {
	parts := grounding.SplitName(name)
	for i := range parts {
		parts[i] = english.Lemma(strings.ToLower(parts[i]))
	}
	return parts
}

// moneyMassLinks reads "What's the total grant money per funder?": money
// right after a word that sums or averages it, alone or after one noun
// naming whose ("grant money", which grounding took whole as Grant), is
// the one amount of money of the labels the question names — the one
// whose name says total when there are several. Without the aggregate
// word money is what moves ("accounts that sent money"), and stays so.
// Warned amount-noun-read.
func (o *offline) moneyMassLinks(warns *sink) {
	for k := range o.toks {
		if !english.MoneyMass.Is(o.word(k)) {
			continue
		}
		lead := k - 1
		if lead >= 0 && !english.SumOrMean.Is(o.word(lead)) {
			lead--
		}
		if lead < 0 || !english.SumOrMean.Is(o.word(lead)) {
			continue
		}
		sp := o.toks[k].Span
		inLabel, linked := o.labelWordsEnd(k)
		if linked {
			continue
		}
		named := o.labelsNamed()
		var all, whole [][2]string
		for l := range named {
			for _, p := range o.propsOf(l) {
				u, isAmount := english.PropertyAmountUnit(p.Name)
				if !isAmount || u.Dim == "area" || !p.Type.Numeric() || p.Type.IsList() {
					continue
				}
				all = append(all, [2]string{l, p.Name})
				if slices.ContainsFunc(grounding.SplitName(schema.LocalName(p.Name)), english.WholeAmount.Is) {
					whole = append(whole, [2]string{l, p.Name})
				}
			}
		}
		pick := all
		if len(pick) > 1 {
			pick = whole
		}
		if len(pick) != 1 {
			continue
		}
		var added []ElementLink
		if inLabel != nil {
			lab := *inLabel
			idx := o.tokensIn(lab.Span)
			lab.Span.End = o.toks[idx[len(idx)-2]].Span.End
			o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool { return e.Span != inLabel.Span || e.Kind != "label" })
			added = append(added, lab)
		}
		added = append(added, ElementLink{Kind: "prop", Name: pick[0][1], Owner: pick[0][0], Span: sp, Score: 1})
		o.addLinks(added...)
		warns.add(o.diagnostic("amount-noun-read", o.tokSpan(k),
			fmt.Sprintf("read %q after %q as %s of %s, the one amount of money of what the question names", o.toks[k].Text, o.toks[lead].Text, pick[0][1], pick[0][0])))
	}
}
