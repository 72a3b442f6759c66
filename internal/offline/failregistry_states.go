package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// stateValuesAside reads a state adjective ("open issues", "issues that
// are open") as the stored value it spells when grounding linked the word
// to a property named after a form of it ("open" → opened, a date): the
// word says which things, in the words the graph stores for their state,
// and the property it resembles holds something else. It applies only
// where the word stands as an adjective of the label's noun — right before
// it, or after a copula (and "still") that follows it — and only when
// exactly one text property of that label stores the word as written; the
// word as written must not be the property's own name ("when was it
// opened" asks for the date). The reading is a warning (state-value-read).
func (o *offline) stateValuesAside(warns *sink) {
	drop := map[int]bool{}
	var added []ValueLink
	for k, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner == "" || o.s.EdgeType(e.Owner) != nil {
			continue
		}
		idx := o.tokensIn(e.Span)
		for len(idx) > 1 && (english.StateAdverb.Is(o.word(idx[0])) || english.RelativeCopula.Is(o.word(idx[0]))) {
			idx = idx[1:] // "still open": the adverb says nothing of the property
		}
		if len(idx) != 1 {
			continue
		}
		i := idx[0]
		w := o.words[i]
		if squashName(w) == localName(e.Name) || o.toks[i].Quoted || o.valueAt(i) {
			continue
		}
		if !o.adjectiveOf(i, e.Owner) {
			continue
		}
		prop, value, n := "", "", 0
		for _, p := range o.propsOf(e.Owner) {
			if p.Type != schema.String || p.Name == e.Name {
				continue
			}
			for _, s := range p.Samples {
				if str, ok := s.(string); ok && strings.EqualFold(str, w) {
					prop, value = p.Name, str
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		drop[k] = true
		added = append(added, ValueLink{Owner: e.Owner, Prop: prop, Value: value, Span: o.toks[i].Span, Score: 1})
		warns.add(o.diagnostic("state-value-read", o.toks[i].Span,
			fmt.Sprintf("read %q as %s.%s = '%s', a value stored for the state of %s, not as %s, the property named after a form of the word", o.toks[i].Text, e.Owner, prop, value, e.Owner, e.Name)))
	}
	if len(added) == 0 {
		return
	}
	ev := o.ev.keepElements(func(k int, _ ElementLink) bool { return !drop[k] })
	ev.Values = append(append([]ValueLink(nil), o.ev.Values...), added...)
	o.ev = ev
}

// adjectiveOf: the word at i stands as an adjective of a noun linked to
// label: before it (other adjectives between: "open critical issues"), or
// after "<noun> (that) is/are (still)" or "<noun> still".
func (o *readCtx) adjectiveOf(i int, label string) bool {
	labelAt := func(k int) bool {
		if k < 0 || k >= len(o.toks) {
			return false
		}
		sp := o.toks[k].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Name == label && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return true
			}
		}
		return false
	}
	for k := i + 1; k < len(o.toks) && k <= i+3; k++ {
		if labelAt(k) {
			return true
		}
		if o.toks[k].POS != grounding.ADJ && !o.valueAt(k) {
			break
		}
	}
	k := i - 1
	if english.StateAdverb.Is(o.word(k)) {
		k--
		if labelAt(k) {
			return true // "issues still open", the relative clause reduced (turns.go)
		}
	}
	if !english.RelativeCopula.Is(o.word(k)) {
		return false
	}
	k--
	if english.RelativePronoun.Is(o.word(k)) {
		k--
	}
	return labelAt(k)
}

// mergeStackedAnchors makes one node of two stored values that stand
// together before one noun of their label: "open critical issues" are
// issues both open and critical, while the anchors phase names a node per
// value, and a relationship then joins each to the thing asked for apart
// ("packages with an open issue and a critical one"), a weaker question
// answered without a word. Both values must be equalities on different
// properties of the label, the second right after the first, and the
// label's noun right after the second, or the second said of that noun
// ("critical issues that are open"). The reading is a warning
// (stacked-values).
func (o *offline) mergeStackedAnchors(pl *pattern, warns *sink) {
	lastTok := func(n *onode) int {
		for _, v := range o.ev.Values {
			idx := o.tokensIn(v.Span)
			if !v.OnEdge && v.Owner == n.label && len(idx) > 0 && idx[0] == n.pos {
				return idx[len(idx)-1]
			}
		}
		return -1
	}
	eqProp := func(n *onode) string {
		if len(n.filter) != 1 {
			return ""
		}
		if c, ok := n.filter[0].(*templates.Cmp); ok && c.Op == templates.Eq {
			return c.Prop
		}
		return ""
	}
	for changed := true; changed; {
		changed = false
		for ai, a := range pl.nodes {
			if a.pos < 0 || a.focus || a.placeholder || eqProp(a) == "" {
				continue
			}
			end := lastTok(a)
			if end < 0 {
				continue
			}
			for bi, b := range pl.nodes {
				if bi == ai || b.label != a.label || b.focus || b.placeholder || eqProp(b) == "" || eqProp(b) == eqProp(a) {
					continue
				}
				bEnd := lastTok(b)
				if bEnd < 0 || !(b.pos == end+1 && o.labelLinkAt(bEnd+1, a.label) || o.labelLinkAt(end+1, a.label) && o.saidOf(end+1, b.pos)) {
					continue
				}
				bc := b.filter[0].(*templates.Cmp)
				a.filter = append(a.filter, templates.C(a.v, bc.Prop, bc.Op, bc.Value))
				pl.nodes = append(pl.nodes[:bi:bi], pl.nodes[bi+1:]...)
				warns.add(o.diagnostic("stacked-values", o.tokSpans(a.pos, bEnd),
					fmt.Sprintf("read %q as one %s holding both values, since both are said of its one noun", o.ev.Question[o.toks[a.pos].Span.Start:o.toks[bEnd].Span.End], a.label)))
				changed = true
				break
			}
			if changed {
				break
			}
		}
	}
}

// saidOf: the word at v is said of the noun at n by "<noun> that/which
// is/are (still) <word>".
func (o *readCtx) saidOf(n, v int) bool {
	k := n + 1
	if english.RelativePronoun.Is(o.word(k)) {
		k++
	}
	if !english.RelativeCopula.Is(o.word(k)) {
		return false
	}
	k++
	if english.StateAdverb.Is(o.word(k)) {
		k++
	}
	return k == v
}

// labelLinkAt: token k lies in a label link of label.
func (o *readCtx) labelLinkAt(k int, label string) bool {
	if k < 0 || k >= len(o.toks) {
		return false
	}
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
