package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// mergeWithValue folds "the <value> with <property> <value>" into one
// thing: "Who drives the van with plate 17-BL-33?", "the premium member
// with name X" where van is a stored
// kind of vehicle and 17-BL-33 a stored plate. Both values are of one label
// and the second is introduced by "with"/"whose" naming only its property,
// so it says which of the first it is; two vehicles (one a van, another
// with that plate) joined through the driver would need each constraint on
// another thing and answer nothing the question asks.
func (o *offline) mergeWithValue(pl *pattern, warns *sink) {
	eq := func(n *onode) *templates.Cmp {
		if len(n.filter) != 1 {
			return nil
		}
		if c, ok := n.filter[0].(*templates.Cmp); ok && c.Op == templates.Eq {
			return c
		}
		return nil
	}
	lastTok := func(n *onode) int {
		for _, v := range o.ev.Values {
			idx := o.tokensIn(v.Span)
			if !v.OnEdge && v.Owner == n.label && len(idx) > 0 && idx[0] == n.pos {
				return idx[len(idx)-1]
			}
		}
		return -1
	}
	for changed := true; changed; {
		changed = false
		for _, a := range pl.nodes {
			ac := eq(a)
			if a.pos < 0 || a.placeholder || ac == nil {
				continue
			}
			end := lastTok(a)
			if end < 0 {
				continue
			}
			if o.labelLinkAt(end+1, a.label) {
				end++ // "the premium member with name X"
			}
			if !english.WithHolding.Is(o.word(end + 1)) {
				continue
			}
			for bi, b := range pl.nodes {
				bc := eq(b)
				if b == a || b.label != a.label || b.focus || b.placeholder || bc == nil || bc.Prop == ac.Prop || b.pos <= end+1 {
					continue
				}
				if !o.onlyPropWords(end+2, b.pos, a.label, bc.Prop) {
					continue
				}
				bEnd := lastTok(b)
				if bEnd < 0 {
					bEnd = b.pos
				}
				a.filter = append(a.filter, templates.C(a.v, bc.Prop, bc.Op, bc.Value))
				pl.nodes = append(pl.nodes[:bi:bi], pl.nodes[bi+1:]...)
				warns.add(o.diagnostic("with-value-same-thing", o.tokSpans(a.pos, bEnd),
					fmt.Sprintf("read %q as one %s holding both values: what follows %q says which %s it is", o.ev.Question[o.toks[a.pos].Span.Start:o.toks[bEnd].Span.End], a.label, o.toks[end+1].Text, o.mentionText(a))))
				changed = true
				break
			}
			if changed {
				break
			}
		}
	}
}

// onlyPropWords: the tokens [from, to) are articles and copulas and words
// linked to label.prop, and at least one names the property ("with plate
// X", "whose plate is X"); a value with no property word may be anything.
func (o *readCtx) onlyPropWords(from, to int, label, prop string) bool {
	named := false
	for k := from; k < to; k++ {
		if english.ValueLinkFiller.Is(o.word(k)) {
			continue
		}
		if !o.propOfLinkAt(k, label, prop) {
			return false
		}
		named = true
	}
	return named
}

// propOfLinkAt: token k lies in a property link of label.prop.
func (o *readCtx) propOfLinkAt(k int, label, prop string) bool {
	if k < 0 || k >= len(o.toks) {
		return false
	}
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop && (e.Owner == "" || e.Owner == label) && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
