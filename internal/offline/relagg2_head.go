package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// labelHeadLinks: "the number of sales" where the table is livestock_sale
// and grounding linked "sales" to its key livestock_sale#ref-seller_farm_id
// (seller shares the verb's stem) rather than to the table: the noun is the
// last word of the label's name, so it names the rows, and a key of that
// very label is no other reading of it. Read as the key, the plan joined a
// seller farm that was never asked for, or left the noun unused ("For each
// animal type, show the number of sales and the total head count" was
// refused). The edge link is replaced by a label link on the same words,
// warned label-head-read. Only when the word ends the name of exactly one
// label and grounding linked no label there.
func (o *offline) labelHeadLinks(warns *sink) {
	type swap struct {
		i           int
		label, edge string
	}
	var swaps []swap
	for i, e := range o.ev.Elements {
		if e.Kind != "edge" || len(o.tokensIn(e.Span)) != 1 {
			continue
		}
		k := o.tokenAt(e.Span)
		if o.linksKind(k, "label") {
			continue
		}
		et := o.s.EdgeType(e.Name)
		if et == nil || len(et.Endpoints) != 1 {
			continue
		}
		l := et.Endpoints[0].From
		if o.headOf(o.lower[k]) != l {
			continue
		}
		swaps = append(swaps, swap{i, l, e.Name})
	}
	if len(swaps) == 0 {
		return
	}
	ev := *o.ev
	ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
	for _, s := range swaps {
		e := ev.Elements[s.i]
		e.Kind, e.Name, e.Owner = "label", s.label, ""
		ev.Elements[s.i] = e
		warns.add(o.diagnostic("label-head-read", e.Span,
			fmt.Sprintf("%q is read as the %s rows, the last word of the label's name, not as its key %s that grounding linked", o.ev.Question[e.Span.Start:e.Span.End], s.label, s.edge)))
	}
	o.ev = &ev
}

// headOf is the one label whose name ends with the word (the lemma, more
// than one word in the name: "sale" of livestock_sale), "" when none,
// several, or a label of that one word exists.
func (o *readCtx) headOf(lemma string) string {
	found := ""
	for _, l := range o.s.Labels {
		ws := schemaWords(l.Name)
		if len(ws) == 1 && english.Lemma(ws[0]) == lemma {
			// "artworks" beside exhibition_artwork: a label of the word
			// itself is what it names.
			return ""
		}
		if len(ws) < 2 || english.Lemma(ws[len(ws)-1]) != lemma {
			continue
		}
		if found != "" {
			return ""
		}
		found = l.Name
	}
	return found
}
