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

// thanSet is the other side of a comparison that is every thing of a
// kind holding one stored value: "than any country in Europe", "than
// every Basic member", "than that of any player from Germany".
type thanSet struct {
	ph    aggPhrase // from the word after "than" to the end of the clause
	quant int       // the quantifier's token
	label string
	key   *ValueLink
}

// thanSetPhrase finds the one such phrase: "than", words that only lead
// to it ("that of"), a quantifier, then to the end of the clause only the
// kind's own noun, determiners, a scope preposition, one stored value of
// a property of that kind (no other reading of it) and a noun naming
// that property ("the South district"). Anything else there — a second
// value, a value of another kind, "other", a relative clause — may say
// something the reading would drop: then there is none.
func (o *readCtx) thanSetPhrase() (thanSet, bool) {
	var found []thanSet
	for t := range o.toks {
		if !english.Than.Is(o.word(t)) {
			continue
		}
		k := t + 1
		for k < len(o.toks) && english.AggregateLead.Is(o.word(k)) {
			k++
		}
		if k >= len(o.toks) || !english.ThanEvery.Is(o.word(k)) {
			continue
		}
		end := k
		for end+1 < len(o.toks) && o.toks[end+1].POS != grounding.PUNCT {
			end++
		}
		if end == k {
			return thanSet{}, false
		}
		set := thanSet{quant: k,
			ph: aggPhrase{from: t + 1, to: end, span: diag.Span{Start: o.toks[t+1].Span.Start, End: o.toks[end].Span.End}}}
		if !o.readThanSet(&set) {
			return thanSet{}, false
		}
		found = append(found, set)
	}
	if len(found) != 1 {
		return thanSet{}, false
	}
	return found[0], true
}

// readThanSet fills the set's kind and value from the words after the
// quantifier, and reports whether every word there is accounted for.
func (o *readCtx) readThanSet(set *thanSet) bool {
	inside := func(sp diag.Span) bool { return sp.Start >= set.ph.span.Start && sp.End <= set.ph.span.End }
	overlaps := func(sp diag.Span) bool { return sp.Start < set.ph.span.End && sp.End > set.ph.span.Start }
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		if !overlaps(v.Span) {
			continue
		}
		if !inside(v.Span) || v.OnEdge || set.key != nil && (set.key.Owner != v.Owner || set.key.Prop != v.Prop || fmt.Sprint(set.key.Value) != fmt.Sprint(v.Value)) {
			return false
		}
		for _, r := range v.Readings {
			if r.Owner != v.Owner || r.Prop != v.Prop {
				return false
			}
		}
		set.key = v
	}
	if set.key == nil {
		return false
	}
	for _, u := range o.ev.Unmatched {
		if overlaps(u.Span) && !(u.Span.Start >= set.key.Span.Start && u.Span.End <= set.key.Span.End) {
			return false
		}
	}
	covered := func(i int, sp diag.Span) bool {
		return sp.Start <= o.toks[i].Span.Start && sp.End >= o.toks[i].Span.End
	}
	for i := set.quant + 1; i <= set.ph.to; i++ {
		if english.Other.Is(o.word(i)) {
			// "than any other ship from Greece": each Greek ship is
			// compared with the others only, not with the greatest of
			// all of them, itself included.
			return false
		}
		if covered(i, set.key.Span) {
			continue
		}
		linked := ""
		for _, e := range o.ev.Elements {
			if !covered(i, e.Span) || !inside(e.Span) {
				continue
			}
			switch {
			case e.Kind == "label" && (set.label == "" || set.label == e.Name):
				set.label = e.Name
				linked = e.Kind
			case e.Kind == "prop" && localName(e.Name) == localName(set.key.Prop):
				// "the South district": the value's own property named,
				// though the link may give it to another label's
				// property of that name.
				if linked == "" {
					linked = e.Kind
				}
			default:
				return false
			}
		}
		if linked != "" {
			continue
		}
		if o.toks[i].POS == grounding.DET || english.ThanSetScope.Is(o.word(i)) {
			continue
		}
		return false
	}
	return set.label != "" && set.label == set.key.Owner
}

// compileThanSet reads "Xs with a higher P than any X in Z", "Xs older
// than every X whose K is V" in the short form "than every <V> X": the
// question is read with the phrase replaced by a number, as
// compileAggCompared does, and the comparison with that number becomes
// one with the greatest (for more, later) or least (for less, earlier) P
// over the Xs holding the value (templates.Than with Agg and RefKey). It
// answers only when the number ended up in one comparison every row must
// pass, of a numeric property of an X; otherwise the question is read as
// written, which refuses it.
func compileThanSet(ev *Evidence, s *schema.Schema) (*Result, bool, error) {
	c := newReadCtx(ev, s)
	set, ok := c.thanSetPhrase()
	if !ok {
		return nil, false, nil
	}
	sub, sent := set.ph.rewrite(ev, c.toks)
	res, err := Compile(sub, s)
	if err != nil || res == nil || res.Query == nil {
		return nil, false, nil
	}
	q := *res.Query
	cmp, rest, ok := sentinelCmp(&q)
	if !ok || q.Than != nil {
		return nil, false, nil
	}
	agg := templates.Max
	switch cmp.Op {
	case templates.Gt, templates.Ge:
	case templates.Lt, templates.Le:
		agg = templates.Min
	default:
		return nil, false, nil
	}
	if varLabels(&q)[cmp.Var] != set.label {
		return nil, false, nil
	}
	l := s.Label(set.label)
	if l == nil {
		return nil, false, nil
	}
	if p := schema.Find(l.Properties, cmp.Prop); p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return nil, false, nil
	}
	how, said := comparedPropSaid(ev, res, cmp.Prop, set.ph.span, sent)
	if !said {
		return nil, false, nil
	}
	ref := aggRefVar(&q)
	q.Where = templates.AllOf(rest...)
	q.Than = &templates.Than{Var: cmp.Var, Prop: cmp.Prop, Op: cmp.Op, Ref: templates.N(ref, set.label), RefProp: cmp.Prop, Agg: agg, RefKey: set.key.Prop, RefValue: set.key.Value}
	if _, err := templates.Normalize(&q, s); err != nil {
		return nil, false, nil
	}
	out := &Result{Query: &q}
	for _, w := range res.Warnings {
		if strings.Contains(w.Detail, sent) || strings.Contains(w.Summary, sent) {
			continue
		}
		out.Warnings = append(out.Warnings, set.ph.restore(w, ev.Question, len(sent)))
	}
	phrase := ev.Question[set.ph.span.Start:set.ph.span.End]
	out.Warnings = append(out.Warnings, c.diagnostic("compared-with-set", set.ph.span,
		fmt.Sprintf("each %s's %s (%s) is compared (%s) with the %s of %s.%s over the %s nodes whose %s is %v (%q), so it passes only when it passes against each of them; when none of them has one, no row passes", set.label, cmp.Prop, how, cmp.Op, aggWord(agg), set.label, cmp.Prop, set.label, set.key.Prop, set.key.Value, phrase)))
	return out, true, nil
}

// propLinkCovers: a strong property link covers the span, so a capitalised
// word there ("the average Elo of all players") names the property, not
// a stored value the graph lacks.
func (o *readCtx) propLinkCovers(sp diag.Span) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Score >= strongLink && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
