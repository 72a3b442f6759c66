package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// totalRanked reads "Which X <verb> the most <amount> [<prep> <Ys>] in
// total?": each X ranked by the sum of a numeric property P of the rows of
// another label joined to it by one relationship ("Which player won the
// most prize money in total?" over each participation's prize, "Which
// production sold the most tickets in total?" over each performance's
// tickets). rankedSum reads the phrase when nothing follows its amount but
// the things it is on; here the closing "in total" says the amounts are
// added, and the verb may be a word of P's own name ("sold" of
// tickets_sold, "spent" of hours_spent), so the frame lets it stand. P's
// name words must all be the amount's or the verb's, and share one with
// the amount; a unit word ("hours") is read when P's name holds it (no
// conversion). Not read when X holds such a P itself, when several labels
// joined to X do, or when X and P's label are joined by more than one
// relationship. The assumptions are warned (sum-ranked): the sum, the
// relationship, the Xs with no rows left out, the ties kept.
func (o *offline) totalRanked(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for i := 0; i < n; i++ {
		if english.Not.Is(o.word(i)) || o.isNumber(i) || o.toks[i].Quoted {
			return nil, false
		}
	}
	at, a, b, ya, yb, end, ok := o.totalRankFind()
	if !ok {
		return nil, false
	}
	start := at - 1
	amount := map[string]bool{}
	for k := a; k < b; k++ {
		if o.linksKind(k, "label") {
			// "the most employees in total": things of their own, counted.
			return nil, false
		}
		if !english.SumAmount.Is(o.word(k)) && !english.SumTotal.Is(o.word(k)) && !english.Of.Is(o.word(k)) {
			amount[english.Lemma(o.word(k))] = true
		}
	}
	if len(amount) == 0 {
		return nil, false
	}
	verbs := map[string]bool{}
	for k := 0; k < start; k++ {
		// The tagger often takes a past form ("spent", "sold") for an
		// adjective or a noun: any word of the frame may be the verb.
		if o.toks[k].POS != grounding.PUNCT && !english.Copula.Is(o.word(k)) && !english.SumFrame.Is(o.word(k)) && !o.linksKind(k, "label") {
			verbs[english.Lemma(o.word(k))] = true
		}
	}
	x := o.labelOutside(start, end)
	if x == "" {
		return nil, false
	}
	p, py, pverbs, ok := o.totalRankProp(x, amount, verbs, a, b)
	if !ok {
		return nil, false
	}
	if ya >= 0 {
		// "on bugs": the things the amount is spent on are P's rows or
		// what those rows join besides X.
		y := o.sumRankLabel(ya, yb)
		if y == "" || y == x || y != py && len(edgeTypesBetween(o.s, y, py)) == 0 {
			return nil, false
		}
	}
	proj, ok := o.totalRankFrame(x, start, end, pverbs)
	if !ok {
		return nil, false
	}
	q, edge, ok := o.sumRankedQuery(x, py, p.Name, proj)
	if !ok {
		return nil, false
	}
	warns.add(o.diagnostic("sum-ranked", o.tokSpans(start, end-1),
		fmt.Sprintf("%q ranks each %s by the sum of %s.%s over its %s rows (joined by %s; any %s with none is left out); every %s tied with the first is kept",
			o.spanText(start, end), x, py, p.Name, py, edge, x, x)))
	return q, true
}

// totalRankFind finds the one phrase "the most <amount> [<prep> [its]
// <things>] in total": the extreme word at at, the amount [a,b), the things
// [ya,yb) (-1 when none), and the token after the closing words (end).
func (o *offline) totalRankFind() (at, a, b, ya, yb, end int, ok bool) {
	n := len(o.toks)
	closes := func(k int) int {
		if english.InTotalLead.Is(o.word(k)) && english.InTotalWord.Is(o.word(k+1)) && k+2 <= n && (k+2 == n || o.toks[k+2].POS == grounding.PUNCT) {
			return k + 2
		}
		if english.TotalAfter.Is(o.word(k)) && (k+1 == n || o.toks[k+1].POS == grounding.PUNCT) {
			return k + 1
		}
		return -1
	}
	found := 0
	for k := 1; k < n; k++ {
		if !english.SumRankDesc.Is(o.word(k)) || !english.Determiner.Is(o.word(k-1)) {
			continue
		}
		s := k + 1
		for s < n && o.toks[s].POS != grounding.PUNCT && closes(s) < 0 && !english.SumTailLead.Is(o.word(s)) && o.toks[s].POS != grounding.WH && !english.RelativePronoun.Is(o.word(s)) {
			s++
		}
		if s == k+1 || s-k-1 > 3 {
			continue
		}
		if e := closes(s); e >= 0 {
			at, a, b, ya, yb, end = k, k+1, s, -1, -1, e
			found++
			continue
		}
		if s >= n || !english.SumTailLead.Is(o.word(s)) {
			continue
		}
		c := s + 1
		for c < n && english.SumTailDet.Is(o.word(c)) {
			c++
		}
		d := c
		for d < n && o.toks[d].POS != grounding.PUNCT && closes(d) < 0 && !english.SumTailLead.Is(o.word(d)) && o.toks[d].POS != grounding.WH {
			d++
		}
		if d == c || d-c > 2 {
			continue
		}
		if e := closes(d); e >= 0 {
			at, a, b, ya, yb, end = k, k+1, s, c, d, e
			found++
		}
	}
	return at, a, b, ya, yb, end, found == 1
}

// totalRankProp is the numeric property the amount names and its label:
// a label other than x joined to x, whose property's name words are all
// the amount's (lemmas) or a verb's of the question, one of them the
// amount's, and at most one amount word left over ("prize money" of
// prize_won with "won"); or a link on exactly the amount's words. It also
// gives the verbs the name holds, which the frame then lets stand. Not
// read when x holds such a property itself or several do.
func (o *offline) totalRankProp(x string, amount, verbs map[string]bool, a, b int) (*schema.Property, string, map[string]bool, bool) {
	match := func(l string, p *schema.Property) map[string]bool {
		if p.Type.IsList() || !p.Type.Numeric() || idLike(p.Name) {
			return nil
		}
		name := map[string]bool{}
		for _, w := range grounding.SplitName(schema.LocalName(p.Name)) {
			if w = english.Lemma(strings.ToLower(w)); !english.TwoColsTotal.Is(w) {
				name[w] = true
			}
		}
		shared, left := 0, 0
		used := map[string]bool{}
		for w := range name {
			switch {
			case amount[w]:
				shared++
			case verbs[w]:
				used[w] = true
			default:
				left = -1000
			}
		}
		for w := range amount {
			if !name[w] {
				left++
			}
		}
		if shared > 0 && left >= 0 && left <= 1 {
			return used
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name != p.Name || e.Owner != "" && e.Owner != l {
				continue
			}
			if idx := o.tokensIn(e.Span); len(idx) > 0 && idx[0] == a && idx[len(idx)-1] == b-1 {
				return used
			}
		}
		return nil
	}
	props := func(l string) []*schema.Property {
		lb := o.s.Label(l)
		if lb == nil {
			return nil
		}
		var out []*schema.Property
		for i := range lb.Properties {
			out = append(out, &lb.Properties[i])
		}
		return out
	}
	for _, p := range props(x) {
		if match(x, p) != nil {
			return nil, "", nil, false
		}
	}
	var found *schema.Property
	owner := ""
	var fv map[string]bool
	for _, l := range o.s.Labels {
		if l.Name == x || len(edgeTypesBetween(o.s, x, l.Name)) == 0 {
			continue
		}
		for _, p := range props(l.Name) {
			if v := match(l.Name, p); v != nil {
				if found != nil {
					return nil, "", nil, false
				}
				found, owner, fv = p, l.Name, v
			}
		}
	}
	return found, owner, fv, found != nil
}

// totalRankFrame checks the words outside the phrase: each asks for the
// Xs, is a verb linking nothing or one whose lemma P's name holds, and
// gives the property a word asks to see ("name"), "" for the naming one.
func (o *offline) totalRankFrame(x string, start, end int, pverbs map[string]bool) (string, bool) {
	proj := ""
	for k := range o.toks {
		if k >= start && k < end {
			continue
		}
		w := o.word(k)
		switch {
		case o.toks[k].POS == grounding.PUNCT, o.toks[k].POS == grounding.WH:
		case pverbs[english.Lemma(w)] && !o.linksKind(k, "label") && !o.valueAt(k):
		case o.linksKind(k, "label") && o.twoColsLabelAt(k, x):
		case o.valueAt(k) || o.linksKind(k, "edge"):
			return "", false
		case o.linksKind(k, "prop"):
			p := o.twoColsShown(k, x)
			if p == "" || proj != "" && proj != p {
				return "", false
			}
			proj = p
		case english.SumFrame.Is(w), english.SumFrame.Is(english.Lemma(w)), english.RelativePronoun.Is(w), english.Copula.Is(w):
		case o.toks[k].POS == grounding.VERB && !o.linksAt(k):
		default:
			return "", false
		}
	}
	return proj, true
}
