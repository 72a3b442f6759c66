package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// textExtremeByDate reads "What is the latest version of dateparse?",
// "the oldest order number of X": a superlative of recency or age over a
// property holding text (a version, a number written with letters), whose
// alphabetical maximum is no answer ("1.10.0" sorts before "1.9.0"). The
// things holding the text are ranked by their date instead and the text of
// the first is returned, ties kept: the date whose name says the measure
// (released, created), else the one date the label holds (ISO text or a
// date type). With none or several, or a text that is itself a date, the
// plan is left to sanity's text-extreme refusal. The reading is a warning
// (text-ranked-by-date).
func (o *offline) textExtremeByDate(q *templates.Query, warns *sink) {
	if len(q.Return) != 1 || len(q.Order) > 0 || q.Limit > 0 {
		return
	}
	r := q.Return[0]
	if r.Agg != templates.Max && r.Agg != templates.Min || r.Prop == "" {
		return
	}
	label := varLabels(q)[r.Var]
	if o.s.Label(label) == nil {
		return
	}
	p := schema.Find(o.propsOf(label), r.Prop)
	if p == nil || p.Type != schema.String || dateText(*p) {
		return
	}
	// measured passes over a superlative read as the aggregate of the
	// property after it ("the latest version"), which is this one.
	i, m, n := -1, english.Measure{}, 0
	for k := range o.toks {
		if mk, nk, ok := english.MeasureAt(o.words, k); ok {
			i, m, n = k, mk, nk
			break
		}
	}
	if i < 0 || m.Dim != "recency" && m.Dim != "age" {
		return
	}
	date, desc := o.rankingDate(label, m.Dim, m.More, func(ws []string, fb bool) int { return m.Holds(ws, fb) })
	if date == "" {
		return
	}
	col := "order_" + identOf(date)
	q.Return = []templates.Proj{templates.Col(r.Var, r.Prop), {Var: r.Var, Prop: date, As: col}}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		q.Return = []templates.Proj{r}
		return
	}
	q.Order = []templates.Sort{{Col: col, Desc: desc}, {Col: nq.Return[0].As}}
	q.Limit = 1
	for k := i; k < i+n; k++ {
		o.used.mark(k)
	}
	warns.add(o.diagnostic("text-ranked-by-date", o.tokSpans(i, i+n-1),
		fmt.Sprintf("%s holds text, whose alphabetical order is no %s: %q ranks the %s by %s (%s first) and returns the %s of the first", r.Prop, m.Dim, o.ev.Question[o.toks[i].Span.Start:o.toks[i+n-1].Span.End], label, date, map[bool]string{true: "latest", false: "earliest"}[desc], r.Prop)))
}

// rankingDate is the date property of label a superlative of recency or
// age ranks by and whether the first is the latest: the one date-like
// property whose name holds the measure (holds, as Measure.Holds), else
// the label's one date (ISO text or a date type), latest first for
// recency and for "youngest" (more is false), earliest for "oldest".
// "" when none or several fit.
func (o *readCtx) rankingDate(label, dim string, more bool, holds func([]string, bool) int) (string, bool) {
	var dates []string
	for _, p := range o.propsOf(label) {
		p := p
		if !p.Type.IsList() && (p.Type == schema.Date || p.Type == schema.DateTime || isoDated(&p) || o.yearPropOf(label, p.Name)) {
			dates = append(dates, p.Name)
		}
	}
	for _, fallback := range []bool{false, true} {
		found, dir := "", 0
		for _, d := range dates {
			if h := holds(grounding.SplitName(schema.LocalName(d)), fallback); h != 0 {
				if found != "" {
					return "", false
				}
				found, dir = d, h
			}
		}
		if found != "" {
			return found, more == (dir > 0)
		}
	}
	var exact []string
	for _, d := range dates {
		p := schema.Find(o.propsOf(label), d)
		if p.Type == schema.Date || p.Type == schema.DateTime || isoDated(p) {
			exact = append(exact, d)
		}
	}
	if len(exact) != 1 {
		return "", false
	}
	if dim == "age" {
		return exact[0], !more
	}
	return exact[0], more
}

// recentlyAside reads "the most recently published book", "Which book was
// most recently published?", "the least recently hired employee": "most
// recently" and a participle whose stem is the name of a date the noun's
// label holds (published, hired, released, joined) rank those things by
// that date, the latest first ("least" the earliest). The phrase is handed
// on as "most recent" before the property's mention, the reading the
// superlative phase already has for "the most recent published"; grounding
// linked the participle to whatever resembles it (PUBLISHED_BY), and that
// link is set aside. A participle naming no date of the label ("the most
// recently borrowed book": a loan's date) is left as it was. The reading
// is a warning (recently-read).
func (o *offline) recentlyAside(warns *sink) {
	for i := 0; i+2 < len(o.toks); i++ {
		if !english.MostLeast.Is(o.word(i)) || !english.Recently.Is(o.word(i+1)) {
			continue
		}
		v := i + 2
		label, prop := o.participleDate(v)
		if prop == "" {
			continue
		}
		c := &readCtx{ev: o.ev, s: o.s}
		c.toks = append([]grounding.Token(nil), o.toks...)
		c.lower = append([]string(nil), o.lower...)
		c.words = append([]string(nil), o.words...)
		c.toks[i+1].Text, c.toks[i+1].Lemma, c.toks[i+1].POS = "recent", "recent", grounding.ADJ
		c.lower[i+1], c.words[i+1] = "recent", "recent"
		ev := o.ev.keepElements(func(_ int, e ElementLink) bool {
			return !(e.Span.Start < o.toks[v].Span.End && e.Span.End > o.toks[i+1].Span.Start)
		})
		ev.Elements = append(ev.Elements, ElementLink{Kind: "prop", Name: prop, Owner: label, Span: o.toks[v].Span, Score: 1})
		ev.Tokens = c.toks
		c.ev = ev
		warns.add(o.diagnostic("recently-read", o.tokSpans(i, v),
			fmt.Sprintf("read %q as the %s %s of %s: the participle names that date", o.ev.Question[o.toks[i].Span.Start:o.toks[v].Span.End], map[bool]string{true: "latest", false: "earliest"}[english.Most.Is(o.word(i))], prop, label)))
		o.readCtx = c
		return
	}
}

// participleDate is the label and the date property the participle at v
// names: a label whose noun stands right after it ("published book") or,
// in "Which N was most recently V", right after the question word, holding
// one date-like property (ISO text, a date type, a year) whose name has
// the participle's stem. "" when none or several.
func (o *readCtx) participleDate(v int) (string, string) {
	if v >= len(o.toks) {
		return "", ""
	}
	var labels []string
	if v+1 < len(o.toks) && o.labelAtToken(v+1) != "" {
		labels = append(labels, o.labelAtToken(v+1))
	}
	if wh := o.whPos(); wh >= 0 && wh+1 < v {
		if l := o.labelAtToken(wh + 1); l != "" {
			labels = append(labels, l)
		}
	}
	for _, l := range labels {
		found := ""
		for _, p := range o.propsOf(l) {
			p := p
			dated := !p.Type.IsList() && (p.Type == schema.Date || p.Type == schema.DateTime || isoDated(&p) || o.yearPropOf(l, p.Name))
			if !dated || !english.SameBase(localName(p.Name), o.word(v)) {
				continue
			}
			if found != "" {
				return "", ""
			}
			found = p.Name
		}
		if found != "" {
			return l, found
		}
	}
	return "", ""
}
