package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// twoColsCmp is one comparison of two amounts of the same thing as the
// question says it: side A's tokens [a0,a1), side B's [b0,b1), the grader
// at token at, and the tokens [start,end) the comparison covers.
type twoColsCmp struct {
	a0, a1, b0, b1 int
	at, start, end int
	op             templates.Op
	// measure is set for a measured comparative ("longer"), whose
	// direction depends on what the properties hold.
	measure *english.Measure
	// asMany: "as many A as B", read as equal amounts.
	asMany bool
}

// twoCols reads a question that compares two properties of the same
// thing: "Which farms have more pigs than cows?", "List the names of the
// farms that keep more pigs than cows", "Which countries have a GNP higher
// than their GNP old?", "Which farms have as many working horses as horses
// in total?". Each side must name one numeric or date property of the
// thing asked for (by a link on exactly its words, or by the words of the
// property's name, a "total" or "number" aside); everything else in the
// question must only ask for the things (which, list, the names of, have,
// a verb that links to nothing). A side that joins two properties ("sheep
// and cows") is refused: a sum of columns is not expressed. Anything else
// is left to the phases. ok reports whether the question was answered,
// with a plan or a refusal.
func (o *offline) twoCols(warns *sink) (*templates.Query, error, bool) {
	n := len(o.toks)
	for i := 0; i < n; i++ {
		if english.Not.Is(o.word(i)) || o.isNumber(i) || o.toks[i].Quoted {
			return nil, nil, false
		}
	}
	c, ok := o.twoColsFind()
	if !ok {
		return nil, nil, false
	}
	x, proj, ok := o.twoColsFrame(c)
	if !ok {
		return nil, nil, false
	}
	pa, whyA := o.twoColsProp(x, c.a0, c.a1)
	pb, whyB := o.twoColsProp(x, c.b0, c.b1)
	if whyA == "sum" || whyB == "sum" {
		side := c.a0
		if whyA != "sum" {
			side = c.b0
		}
		return nil, o.refuse("two-columns-sum", side, "the question compares a sum of two properties of %s (%q …), which offline compilation does not express", x, o.toks[side].Text), true
	}
	if pa == nil || pb == nil || pa.Name == pb.Name {
		return nil, nil, false
	}
	op := c.op
	if m := c.measure; m != nil {
		// "longer": both properties must grow the same way with the
		// measure, else which one is the longer is not said.
		sa := twoColsSign(*m, pa.Name)
		sb := twoColsSign(*m, pb.Name)
		if sa == 0 || sa != sb {
			return nil, nil, false
		}
		op = templates.Lt
		if m.More == (sa > 0) {
			op = templates.Gt
		}
	}
	vars := varNames{}
	xv := vars.next(x)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(xv, x))},
		Cols:   []templates.ColCmp{{Var: xv, Prop: pa.Name, Op: op, Prop2: pb.Name}},
		Return: []templates.Proj{templates.Col(xv, proj)},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, nil, false
	}
	how := ""
	if c.asMany {
		how = fmt.Sprintf("; %q is read as equal amounts", "as many … as")
	}
	warns.add(o.diagnostic("two-columns-compared", o.tokSpans(c.start, c.end-1),
		fmt.Sprintf("%q compares two properties of each %s: %s.%s %s %s.%s (%q read as %s, %q as %s)%s; a %s without either value is left out",
			o.spanText(c.start, c.end), x, x, pa.Name, op, x, pb.Name, o.spanText(c.a0, c.a1), pa.Name, o.spanText(c.b0, c.b1), pb.Name, how, x)))
	return q, nil, true
}

// spanText is the question's text from token a to token b (exclusive).
func (o *readCtx) spanText(a, b int) string {
	if a >= b || a < 0 || b > len(o.toks) {
		return ""
	}
	return o.ev.Question[o.toks[a].Span.Start:o.toks[b-1].Span.End]
}

// twoColsSign is how a property's name holds a measure, its fallback
// words when the direct ones say nothing.
func twoColsSign(m english.Measure, prop string) int {
	words := grounding.SplitName(schema.LocalName(prop))
	if s := m.Holds(words, false); s != 0 {
		return s
	}
	return m.Holds(words, true)
}

// twoColsFind finds the one comparison of two amounts in the question:
// "more A than B", "A <is> higher than B", "A above B", "<at least> as
// many A as B". B runs to the end of its clause (punctuation or the end).
// Two comparisons, or none, are not read.
func (o *offline) twoColsFind() (twoColsCmp, bool) {
	n := len(o.toks)
	clauseEnd := func(k int) int {
		for k < n && o.toks[k].POS != grounding.PUNCT {
			k++
		}
		return k
	}
	var found []twoColsCmp
	for k := 0; k < n; k++ {
		w := o.word(k)
		greater, smaller := english.TwoColsGreater.Is(w), english.TwoColsSmaller.Is(w)
		m, measured := english.ThanComparative(w)
		switch {
		case english.TwoColsAs.Is(w) && english.TwoColsMany.Is(o.word(k+1)):
			t := -1
			for j := k + 3; j < clauseEnd(k); j++ {
				if english.TwoColsAs.Is(o.word(j)) {
					t = j
					break
				}
			}
			if t < 0 {
				continue
			}
			c := twoColsCmp{a0: k + 2, a1: t, b0: t + 1, b1: clauseEnd(t), at: k, start: k, op: templates.Eq, asMany: true}
			if english.At.Is(o.word(k - 2)) {
				switch {
				case english.TwoColsAtLeast.Is(o.word(k - 1)):
					c.start, c.op, c.asMany = k-2, templates.Ge, false
				case english.TwoColsAtMost.Is(o.word(k - 1)):
					c.start, c.op, c.asMany = k-2, templates.Le, false
				}
			}
			c.end = c.b1
			found = append(found, c)
			k = t
		case greater || smaller || measured:
			op := templates.Gt
			if smaller {
				op = templates.Lt
			}
			var mp *english.Measure
			if measured && !greater && !smaller {
				mp = &m
			}
			than := english.Than.Is(o.word(k + 1))
			if than || english.TwoColsNoThan.Is(w) {
				// "A <is> higher than B", "A exceeds B": A before the grader.
				b0 := k + 1
				if than {
					b0 = k + 2
				}
				a1 := k
				if english.Copula.Is(o.word(a1 - 1)) {
					a1--
				}
				if english.RelativePronoun.Is(o.word(a1 - 1)) {
					a1-- // "a bonus that exceeds their fee"
				}
				a0 := a1
				for a0 > 0 && !o.twoColsFrameWord(a0-1) {
					a0--
				}
				c := twoColsCmp{a0: a0, a1: a1, b0: b0, b1: clauseEnd(b0), at: k, start: a0, op: op, measure: mp}
				c.end = c.b1
				found = append(found, c)
				k = c.b1
				continue
			}
			if mp != nil {
				continue // "longer delays than …": not read
			}
			// "more A than B".
			t := -1
			for j := k + 2; j < clauseEnd(k); j++ {
				if english.Than.Is(o.word(j)) {
					t = j
					break
				}
			}
			if t < 0 {
				continue
			}
			c := twoColsCmp{a0: k + 1, a1: t, b0: t + 1, b1: clauseEnd(t), at: k, start: k, op: op}
			c.end = c.b1
			found = append(found, c)
			k = c.b1
		}
	}
	if len(found) != 1 {
		return twoColsCmp{}, false
	}
	c := found[0]
	if c.a0 >= c.a1 || c.b0 >= c.b1 {
		return twoColsCmp{}, false
	}
	return c, true
}

// twoColsFrameWord: a token that cannot belong to a side read backwards
// from its grader: a frame word, a label's word, punctuation.
func (o *readCtx) twoColsFrameWord(k int) bool {
	return english.TwoColsFrame.Is(o.word(k)) && !english.TwoColsSideFiller.Is(o.word(k)) ||
		english.IndefiniteArticle.Is(o.word(k)) || english.Copula.Is(o.word(k)) ||
		o.toks[k].POS == grounding.PUNCT || o.linksKind(k, "label")
}

// twoColsFrame checks the words outside the comparison: each asks for the
// things and says nothing of them. It gives the one label they name, and
// the property a word of the frame asks to see ("names"), "" for the key.
func (o *offline) twoColsFrame(c twoColsCmp) (string, string, bool) {
	// The tagger may call the word before "more" a noun: it is read as
	// the verb it stands for ("keep", "raise").
	return o.askingFrame(c.start, c.end, english.TwoColsFrame, func(k int) bool {
		return o.toks[k].POS == grounding.VERB || k == c.start-1 && c.start == c.at
	})
}

// askingFrame checks the words outside tokens [start,end), the phrase a
// reading took: each asks for the things (a word of frame, a relative
// pronoun, a copula, a verb naming nothing of the schema where verb says
// a verb stands) and says nothing of them. It gives the one label those
// words name and the property a word of the frame asks to see, "" for the
// label's key or name.
func (o *offline) askingFrame(start, end int, frame english.WordList, verb func(k int) bool) (string, string, bool) {
	x := o.labelOutside(start, end)
	if x == "" {
		return "", "", false
	}
	proj := ""
	for k := range o.toks {
		if k >= start && k < end {
			continue
		}
		w := o.word(k)
		switch {
		case o.toks[k].POS == grounding.PUNCT, o.linksKind(k, "label") && o.twoColsLabelAt(k, x):
		case o.valueAt(k) || o.linksKind(k, "edge"):
			return "", "", false
		case o.linksKind(k, "prop"):
			p := o.twoColsShown(k, x)
			if p == "" || proj != "" && proj != p {
				return "", "", false
			}
			proj = p
		case frame.Is(w), frame.Is(english.Lemma(w)), english.RelativePronoun.Is(w), english.Copula.Is(w):
		case verb(k) && !o.linksAt(k):
		default:
			return "", "", false
		}
	}
	return x, proj, true
}

// labelOutside is the one label of the schema that links outside the
// phrase [start,end) (implied links aside), "" when none or several do.
func (o *offline) labelOutside(start, end int) string {
	x := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || e.implied {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] >= start && idx[0] < end {
			continue
		}
		if x != "" && x != e.Name {
			return ""
		}
		x = e.Name
	}
	if o.s.Label(x) == nil {
		return ""
	}
	return x
}

// twoColsLabelAt: a label link on token k names x.
func (o *readCtx) twoColsLabelAt(k int, x string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		for _, i := range o.tokensIn(e.Span) {
			if i == k && e.Name != x {
				return false
			}
		}
	}
	return true
}

// twoColsShown is the property of x a link on token k names, to be
// shown; "" when none of x's does, or several.
func (o *readCtx) twoColsShown(k int, x string) string {
	l := o.s.Label(x)
	found := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner != "" && e.Owner != x || schema.Find(l.Properties, e.Name) == nil {
			continue
		}
		for _, i := range o.tokensIn(e.Span) {
			if i == k {
				if found != "" && found != e.Name {
					return ""
				}
				found = e.Name
			}
		}
	}
	return found
}

// twoColsProp is the property of label x the side's tokens [a,b) name:
// the one numeric or date property whose name's words are the side's
// words (fillers aside; a "total", "num" or "number" the name adds is
// allowed), else the one property a link on exactly the side's words
// names. why is "sum" when the side joins two properties with "and".
func (o *offline) twoColsProp(x string, a, b int) (*schema.Property, string) {
	for a < b && english.TwoColsSideFiller.Is(o.word(a)) {
		a++
	}
	if a >= b {
		return nil, ""
	}
	l := o.s.Label(x)
	ordered := func(p *schema.Property) bool {
		return p != nil && !p.Type.IsList() && p.Type != schema.Bool && !idLike(p.Name) && (p.Type.Numeric() || dateText(*p) || p.Type == schema.Date)
	}
	side := map[string]bool{}
	for k := a; k < b; k++ {
		if w := o.word(k); !english.TwoColsSideFiller.Is(w) {
			side[english.Lemma(w)] = true
		}
	}
	var named []*schema.Property
	for i := range l.Properties {
		p := &l.Properties[i]
		if !ordered(p) {
			continue
		}
		name := map[string]bool{}
		for _, w := range grounding.SplitName(schema.LocalName(p.Name)) {
			name[english.Lemma(strings.ToLower(w))] = true
		}
		if sameWords(name, side, false) || sameWords(name, side, true) {
			named = append(named, p)
		}
	}
	if len(named) == 1 {
		return named[0], ""
	}
	if len(named) > 1 {
		return nil, ""
	}
	var linked *schema.Property
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner != "" && e.Owner != x {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] != a || idx[len(idx)-1] != b-1 {
			continue
		}
		p := schema.Find(l.Properties, e.Name)
		if !ordered(p) || linked != nil && linked.Name != p.Name {
			return nil, ""
		}
		linked = p
	}
	if linked != nil {
		return linked, ""
	}
	// "sheep and cows": each part a property of its own, summed.
	for k := a + 1; k < b-1; k++ {
		if !english.Coordinator(o.word(k)) {
			continue
		}
		p1, _ := o.twoColsProp(x, a, k)
		p2, _ := o.twoColsProp(x, k+1, b)
		if p1 != nil && p2 != nil {
			return nil, "sum"
		}
	}
	return nil, ""
}

// sameWords compares two sets of words; loose ignores the words that
// only say a column holds a total or a count.
func sameWords(a, b map[string]bool, loose bool) bool {
	drop := func(m map[string]bool) map[string]bool {
		out := map[string]bool{}
		for w := range m {
			if !loose || !english.TwoColsTotal.Is(w) {
				out[w] = true
			}
		}
		return out
	}
	x, y := drop(a), drop(b)
	if len(x) == 0 || len(x) != len(y) {
		return false
	}
	for w := range x {
		if !y[w] {
			return false
		}
	}
	return true
}
