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

// compileRelCmp reads a question the phases refused whose comparison is
// with another thing's value: the greatest or least over a set named by
// a stored value ("than any country in Europe", compileThanSet), or one
// thing named by a stored value ("than the Burr Coffee Grinder",
// compileThanNamed). Only a refused question is tried, so what the
// phases answer stays as it was.
func compileRelCmp(ev *Evidence, s *schema.Schema) (*Result, bool) {
	if r, ok, err := compileThanSet(ev, s); ok && err == nil {
		return r, true
	}
	if r, ok := compileThanNamed(ev, s); ok {
		return r, true
	}
	return nil, false
}

// thanNamedPhrase finds the one "than" followed, to the end of the
// clause, by a determiner, one stored value of a label's property (no
// other reading of it) and at most the pronoun "one": the phrase, and
// the value.
func (o *readCtx) thanNamedPhrase() (aggPhrase, *ValueLink, bool) {
	var ph aggPhrase
	var key *ValueLink
	n := 0
	for t := range o.toks {
		if !english.Than.Is(o.word(t)) {
			continue
		}
		n++
		end := t
		for end+1 < len(o.toks) && (o.toks[end+1].POS != grounding.PUNCT || o.valueAt(end+1)) {
			// A stored name's own punctuation ("Luigi's Trattoria")
			// does not end the clause.
			end++
		}
		if end == t {
			return ph, nil, false
		}
		ph = aggPhrase{from: t + 1, to: end, span: diag.Span{Start: o.toks[t+1].Span.Start, End: o.toks[end].Span.End}}
		overlaps := func(sp diag.Span) bool { return sp.Start < ph.span.End && sp.End > ph.span.Start }
		for i := range o.ev.Values {
			v := &o.ev.Values[i]
			if !overlaps(v.Span) {
				continue
			}
			if key != nil || v.OnEdge || v.Span.Start < ph.span.Start || v.Span.End > ph.span.End {
				return ph, nil, false
			}
			for _, r := range v.Readings {
				if r.Owner != v.Owner || r.Prop != v.Prop {
					return ph, nil, false
				}
			}
			key = v
		}
		if key == nil {
			return ph, nil, false
		}
		for _, u := range o.ev.Unmatched {
			if overlaps(u.Span) && (u.Span.Start < key.Span.Start || u.Span.End > key.Span.End) {
				return ph, nil, false
			}
		}
		for i := ph.from; i <= ph.to; i++ {
			in := o.toks[i].Span.Start >= key.Span.Start && o.toks[i].Span.End <= key.Span.End
			switch {
			case in:
			case i < o.tokensIn(key.Span)[0] && o.toks[i].POS == grounding.DET:
			case i == ph.to && english.ThanNamedTail.Is(o.word(i)):
			default:
				return ph, nil, false
			}
		}
	}
	return ph, key, n == 1 && key != nil
}

// compileThanNamed reads "Which Xs cost more than the <named X>?", "is
// the <X> longer than the <other X> one?": the question is read with the
// named thing replaced by a number, so every reading of a comparison
// with a number applies (the property a comparative or verb measures,
// other filters, a yes/no question); the comparison with that number
// becomes one with the same property of the named X (templates.Than).
// It answers only when the number ended up in one comparison every row
// must pass, of a numeric property of an X, the label the value is
// stored on.
func compileThanNamed(ev *Evidence, s *schema.Schema) (*Result, bool) {
	c := newReadCtx(ev, s)
	ph, key, ok := c.thanNamedPhrase()
	if !ok || s.Label(key.Owner) == nil {
		return nil, false
	}
	sub, sent := ph.rewrite(ev, c.toks)
	res, err := Compile(sub, s)
	if err != nil || res == nil || res.Query == nil {
		return nil, false
	}
	q := *res.Query
	cmp, rest, ok := sentinelCmp(&q)
	if !ok || q.Than != nil {
		return nil, false
	}
	switch cmp.Op {
	case templates.Lt, templates.Le, templates.Gt, templates.Ge:
	default:
		return nil, false
	}
	if varLabels(&q)[cmp.Var] != key.Owner {
		return nil, false
	}
	if p := schema.Find(s.Label(key.Owner).Properties, cmp.Prop); p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return nil, false
	}
	how, said := comparedPropSaid(ev, res, cmp.Prop, ph.span, sent)
	if !said {
		return nil, false
	}
	ref := namedRefVar(&q)
	q.Where = templates.AllOf(rest...)
	q.Than = &templates.Than{Var: cmp.Var, Prop: cmp.Prop, Op: cmp.Op, Ref: templates.N(ref, key.Owner), RefKey: key.Prop, RefValue: key.Value, RefProp: cmp.Prop}
	if _, err := templates.Normalize(&q, s); err != nil {
		return nil, false
	}
	out := &Result{Query: &q}
	for _, w := range res.Warnings {
		if strings.Contains(w.Detail, sent) || strings.Contains(w.Summary, sent) {
			continue
		}
		out.Warnings = append(out.Warnings, ph.restore(w, ev.Question, len(sent)))
	}
	out.Warnings = append(out.Warnings, c.diagnostic("compared-with-named", ph.span,
		fmt.Sprintf("%s of %s (%s) is compared (%s) with the %s of the %s whose %s is %v (%q); when no %s holds that value, no row passes", cmp.Prop, key.Owner, how, cmp.Op, cmp.Prop, key.Owner, key.Prop, key.Value, ev.Question[ph.span.Start:ph.span.End], key.Owner)))
	return out, true
}

// namedRefVar is a variable name for the named thing the query does not
// use.
func namedRefVar(q *templates.Query) string {
	used := map[string]bool{}
	for _, p := range q.Match {
		used[p.From.Var] = true
		for _, h := range p.Hops {
			used[h.To.Var], used[h.Var] = true, true
		}
	}
	for _, p := range q.Return {
		used[p.As], used[p.Var] = true, true
	}
	for i := 1; ; i++ {
		v := "named"
		if i > 1 {
			v += fmt.Sprint(i)
		}
		if !used[v] {
			return v
		}
	}
}

// comparedPropSaid reports how the question's own words chose the
// property the stand-in number ended up compared with: a word outside the
// phrase links to it, or a comparative measures it (measure-chosen, whose
// doubt names the stand-in). Otherwise the number's size chose it (a
// weight or a price among several), which says nothing of the thing
// named: not ok.
func comparedPropSaid(ev *Evidence, res *Result, prop string, phrase diag.Span, sent string) (string, bool) {
	if propSaidOutside(ev, prop, phrase) {
		return "the property the question names", true
	}
	for _, w := range res.Warnings {
		if w.Check == "measure-chosen" && strings.Contains(w.Detail, sent) && strings.Contains(w.Detail, prop) {
			return "the one property whose name says what the comparative measures", true
		}
	}
	return "", false
}
